"""The static site's generated files: every module is shipped, nothing points off-site."""

from __future__ import annotations

import hashlib
import importlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import gen_pyscript_toml  # noqa: E402


def test_pyscript_toml_is_current_and_ships_every_module() -> None:
    committed = (ROOT / "pyscript.toml").read_text()
    assert committed == gen_pyscript_toml.render(), "pyscript.toml is stale: run make setup"
    assert "[files]" not in committed  # the app travels in the stdlib zip
    assert 'interpreter = "./assets/boot/pyodide.mjs"' in committed
    # The stdlib zip holds shipped_files() (tests/unit/test_runtime_bundle.py): every module.
    on_disk = {
        p.relative_to(ROOT / "py").as_posix()
        for p in (ROOT / "py").rglob("*.py")
        if "__pycache__" not in p.parts and p.name != "main.py"
    }
    assert on_disk - set(gen_pyscript_toml.BROWSER_EXCLUDED) == {
        rel for rel in gen_pyscript_toml.shipped_files() if rel.endswith(".py")
    }


def test_every_engine_module_imports_in_cpython() -> None:
    """Engines and pure UI modules import without a browser (js/pyscript are not needed)."""
    failures = []
    for path in sorted((ROOT / "py/ludi").rglob("*.py")):
        rel = path.relative_to(ROOT / "py").with_suffix("").as_posix().replace("/", ".")
        name = rel.removesuffix(".__init__")
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name not in ("js", "pyscript", "pyodide"):
                failures.append(f"{name}: {exc}")
    assert not failures, failures


def test_no_app_file_names_a_remote_host() -> None:
    offenders = []
    candidates = [
        ROOT / "index.html",
        ROOT / "pyscript.toml",
        *(ROOT / "py").rglob("*.py"),
        *(ROOT / "css").rglob("*"),
    ]
    for path in candidates:
        if path.is_file():
            for url in re.findall(r"https?://[^\s\"')]+", path.read_text(errors="replace")):
                if not re.match(r"https?://(127\.0\.0\.1|localhost|www\.w3\.org)", url):
                    offenders.append(f"{path.relative_to(ROOT)}: {url}")
    assert not offenders, offenders


def test_service_worker_never_swaps_versions_under_a_page() -> None:
    """A new worker waits until the page, with the player's consent, says "skip-waiting"."""
    import gen_sw

    sw = gen_sw.render()
    install = sw.split('addEventListener("install"', 1)[1].split("addEventListener(", 1)[0]
    assert "skipWaiting" not in install
    assert 'event.data === "skip-waiting"' in sw
    passthrough = sw.split("const PASSTHROUGH = ", 1)[1].split(";")[0]
    wasm = ROOT / "assets/vendor/pyodide/pyodide.asm.wasm"
    assert json.loads(passthrough) == {
        "./assets/vendor/pyodide/pyodide.asm.wasm": hashlib.sha256(wasm.read_bytes()).hexdigest()
    }
    # The code editor and terminal chunks are not precached; PyScript's core is.
    precache = sw.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0]
    assert "codemirror" not in precache and "xterm" not in precache
    assert "./assets/vendor/pyscript/core.js" in precache and "./index.html" in precache
    index = (ROOT / "index.html").read_text()
    assert index.count('<script type="py"') == 1
    assert 'postMessage("skip-waiting")' in index and "ludi-update-ready" in index


def test_every_file_the_page_names_exists() -> None:
    """A file index.html names that is not there (a vendored file renamed by a new version)
    would be one failed request on every visit."""
    html = (ROOT / "index.html").read_text()
    named = re.findall(r'(?:href|src)="\./([^"#?]+)"', html)
    named += re.findall(r'"\./([^"#?]+\.(?:toml|py|zip|json))"', html)  # the preloads' script
    assert any("vendor/pyodide/" in name for name in named)
    assert "assets/vendor/pyodide/python_stdlib.zip" in named
    missing = [name for name in named if not (ROOT / name).is_file()]
    assert not missing, missing
