"""Writes sw.js (the offline service worker) and assets/vendor/boot.json (first-visit size).

The worker precaches the app and runtime under a cache name that is a hash of everything
it precaches, so a new release installs a new worker beside the old one; the page offers
it to the player (tools/sw.template.js says how). Left out of the precache: PyScript's
code-editor and terminal chunks, which the app never requests (a logged session of every
game and the browser tests confirm it; tests/e2e/test_offline_update.py checks every file
the page fetches is precached). The worker still keeps any file the page fetches on first
use. ``boot.json`` holds the bytes a first visit downloads before Python is ready, for the
loading screen's progress bar.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
from pathlib import Path

from gen_pyscript_toml import ROOT

#: css/ is what we write; the page loads assets/styles/, made from it (tools/lean_styles.py).
STATIC_DIRS = ("assets",)
# PyScript chunks for <py-editor>, <py-terminal> and friends: never loaded by the app.
NOT_PRECACHED = (
    "assets/vendor/pyscript/codemirror*",
    "assets/vendor/pyscript/xterm*",
    "assets/vendor/pyscript/index-*",
    "assets/vendor/pyscript/mpy-*",
    "assets/vendor/pyscript/pyodide_graph-*",
    "assets/vendor/pyscript/service-worker.js",
    "assets/vendor/pyscript/storage.js",
    "assets/vendor/pyscript/zip-*",
)
# Served through the HTTP cache while online (Chromium's compiled-code cache), see the template.
PASSTHROUGH = ("assets/vendor/pyodide/pyodide.asm.wasm",)
# What a first visit loads before Python is ready (the loading screen's progress total).
BOOT = (
    "assets/styles/ludi.css",
    "pyscript.toml",
    "py/main.py",
    "assets/vendor/pyscript/core*",
    "assets/boot/pyodide.mjs",
    "assets/boot/ios.mjs",
    "assets/vendor/pyodide/*",
    "assets/vendor/app/*",
)
BOOT_JSON = "assets/vendor/boot.json"
# The files a runtime snapshot's memory depends on (the stdlib zip also carries the app).
SNAPSHOT_INPUTS = tuple(
    f"assets/vendor/pyodide/{name}"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
)


def precache_list(root: Path = ROOT) -> list[str]:
    # The modules themselves travel in the runtime's archives (assets/vendor/).
    files = ["index.html", "pyscript.toml", "py/main.py"]
    for folder in STATIC_DIRS:
        for path in sorted((root / folder).rglob("*")):
            rel = path.relative_to(root).as_posix()
            if not path.is_file() or path.suffix == ".map" or path.name == ".gitkeep":
                continue
            if any(fnmatch.fnmatch(rel, pattern) for pattern in NOT_PRECACHED):
                continue
            files.append(rel)
    if (root / "manifest.webmanifest").exists():
        files.append("manifest.webmanifest")
    return files


def boot_bytes(root: Path = ROOT) -> int:
    return sum(
        (root / rel).stat().st_size
        for rel in precache_list(root)
        if rel != BOOT_JSON and any(fnmatch.fnmatch(rel, pattern) for pattern in BOOT)
    )


def runtime_digest(root: Path = ROOT) -> str:
    """Names a runtime snapshot (assets/boot/pyodide.mjs): it is only valid for these files."""
    digest = hashlib.sha256()
    for name in SNAPSHOT_INPUTS:
        digest.update((root / name).read_bytes())
    return digest.hexdigest()[:16]


def without_comment_lines(source: str) -> str:
    """The template's own comment lines stay in the template (every visitor downloads sw.js:
    about 1 kB gzip less); the first, which says where the worker comes from, is kept."""
    first, *rest = source.splitlines(keepends=True)
    return first + "".join(line for line in rest if not line.lstrip().startswith("//"))


def render(root: Path = ROOT) -> str:
    files = precache_list(root)
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode())
        digest.update((root / rel).read_bytes())
    cache = "ludi-" + digest.hexdigest()[:16]
    urls = json.dumps(["./"] + ["./" + f for f in files], indent=1)
    template = without_comment_lines((ROOT / "tools/sw.template.js").read_text())
    return (
        template.replace("__CACHE_NAME__", cache)
        .replace("__PRECACHE__", urls)
        .replace(
            "__PASSTHROUGH__",
            json.dumps({"./" + f: hashlib.sha256((root / f).read_bytes()).hexdigest() for f in PASSTHROUGH}),
        )
    )


def write(root: Path = ROOT) -> None:
    boot = root / BOOT_JSON
    boot_text = json.dumps({"bytes": boot_bytes(root), "runtime": runtime_digest(root)}) + "\n"
    if boot.parent.is_dir() and (not boot.exists() or boot.read_text() != boot_text):
        boot.write_text(boot_text)
    target = root / "sw.js"
    text = render(root)
    if not target.exists() or target.read_text() != text:
        target.write_text(text)


def main() -> int:
    write()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
