"""Writes sw.js: a cache-first service worker that precaches the whole app and runtime.

The cache name carries a hash of every precached file, so a new release installs a new
worker and drops the old cache; offline navigation falls back to the cached index.html.
"""

from __future__ import annotations

import hashlib
import json

from gen_pyscript_toml import ROOT

STATIC_DIRS = ("css", "assets")


def precache_list() -> list[str]:
    # The modules themselves travel in assets/vendor/app/ludi-app.zip (listed below).
    files = ["index.html", "pyscript.toml", "py/main.py"]
    for folder in STATIC_DIRS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix != ".map" and path.name != ".gitkeep":
                files.append(path.relative_to(ROOT).as_posix())
    if (ROOT / "manifest.webmanifest").exists():
        files.append("manifest.webmanifest")
    return files


def render() -> str:
    files = precache_list()
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode())
        digest.update((ROOT / rel).read_bytes())
    cache = "ludi-" + digest.hexdigest()[:16]
    urls = json.dumps(["./"] + ["./" + f for f in files], indent=1)
    template = (ROOT / "tools/sw.template.js").read_text()
    return template.replace("__CACHE_NAME__", cache).replace("__PRECACHE__", urls)


def main() -> int:
    target = ROOT / "sw.js"
    text = render()
    if not target.exists() or target.read_text() != text:
        target.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
