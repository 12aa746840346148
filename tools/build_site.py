"""Copies the static app, and nothing else, into one folder to publish (make site).

    .venv/bin/python tools/build_site.py [--out build/site]

The site is exactly what the offline worker precaches (tools/gen_sw.py: the page, the
entry point, styles, assets with the vendored runtime and boot modules, the manifest and
icons) plus the worker itself: no tests, tools, docs, node_modules or .venv. The app's
modules travel in the runtime's stdlib zip, so ``py/`` holds only the entry point. Every
URL the page, the worker and the boot modules use is relative, so the folder works from any
sub-path (``https://user.github.io/ludi/``); tests/e2e/test_site_served.py serves it so.
Run after ``make setup`` (the Makefile's ``site`` target does both).
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import gen_sw
from gen_pyscript_toml import ROOT

OUT = ROOT / "build/site"


def site_files(root: Path = ROOT) -> list[str]:
    """Paths relative to ``root`` of every file the published site holds."""
    return [*gen_sw.precache_list(root), "sw.js"]


def build(out: Path = OUT, root: Path = ROOT) -> Path:
    rendered = gen_sw.render(root)
    if not (root / "sw.js").is_file() or (root / "sw.js").read_text() != rendered:
        raise SystemExit("sw.js is stale or missing: run `make setup` first")
    if out.exists():
        shutil.rmtree(out)
    for rel in site_files(root):
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / rel, target)  # copy2 keeps the dates: Last-Modified stays the build's
    return out


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    out = build(args.out.resolve())
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    count = sum(1 for p in out.rglob("*") if p.is_file())
    print(f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: {count} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
