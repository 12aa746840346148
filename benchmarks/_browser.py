"""Shared helpers for browser benchmarks: Debian Chromium, a local server, page files."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from serve import serve_in_background  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
GENERATED = ROOT / "benchmarks/pages/generated"

# Records the moment html[data-py-ready] appears, on the page's own clock.
READY_PROBE = """
new MutationObserver((_, obs) => {
  const html = document.documentElement;
  if (html && html.dataset.pyReady) { window.__readyAt = performance.now(); obs.disconnect(); }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-py-ready"]});
"""


def write_page(name: str, html: str, toml: str) -> str:
    """Writes a benchmark page under benchmarks/pages/generated/ and returns its URL path."""
    GENERATED.mkdir(parents=True, exist_ok=True)
    (GENERATED / f"{name}.html").write_text(html)
    (GENERATED / f"{name}.toml").write_text(toml)
    return f"/benchmarks/pages/generated/{name}.html"


def median(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


__all__ = [
    "CHROMIUM",
    "CHROMIUM_ARGS",
    "READY_PROBE",
    "ROOT",
    "median",
    "p95",
    "serve_in_background",
    "write_page",
]
