"""PyScript's own Python modules load from bytecode shipped in the stdlib zip, not compiled.

PyScript writes its package into the working directory at every start; the boot module
(assets/boot/pyodide.mjs) puts the bytecode tools/precompile_pyscript.mjs compiled beside
it first. A probe page on the same boot module asks Python's own source loader, with
``compile`` taken away, for the code of every PyScript module it imported: each must come
from the bytecode, which the loader accepts only for the very source PyScript wrote.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import READY_TIMEOUT_MS, ROOT
from playwright.sync_api import Browser

PROBE_DIR = ROOT / "build/e2e-bytecode"
PROBE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bytecode probe</title><link rel="icon" href="data:,">
<script type="module" src="../../assets/vendor/pyscript/core.js"></script>
</head><body>
<script type="py" config="./probe.toml">
import builtins, importlib.machinery, json, sys
from pyscript import document

def compiled(*args, **kwargs):
    raise LookupError("compiled from source")

results = {}
real_compile, builtins.compile = builtins.compile, compiled
try:
    for name, module in sorted(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if name.split(".")[0] == "pyscript" and path and path.endswith(".py"):
            try:
                importlib.machinery.SourceFileLoader(name, path).get_code(name)
                results[name] = "bytecode"
            except LookupError:
                results[name] = "source"
finally:
    builtins.compile = real_compile
document.body.dataset.result = json.dumps(results)
</script>
</body></html>
"""
PROBE_TOML = 'interpreter = "../../assets/boot/pyodide.mjs"\n'


@pytest.fixture
def probe_url(base_url: str) -> Iterator[str]:
    PROBE_DIR.mkdir(parents=True, exist_ok=True)
    (PROBE_DIR / "index.html").write_text(PROBE_HTML)
    (PROBE_DIR / "probe.toml").write_text(PROBE_TOML)
    yield base_url + "/" + str(Path(PROBE_DIR).relative_to(ROOT)) + "/index.html"


def test_pyscripts_modules_load_from_shipped_bytecode(browser: Browser, probe_url: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(probe_url)
    page.wait_for_function("document.body.dataset.result !== undefined", timeout=READY_TIMEOUT_MS)
    results = json.loads(page.evaluate("document.body.dataset.result"))
    context.close()
    assert {"pyscript", "pyscript.context", "pyscript.display", "pyscript.events"} <= set(results)
    assert {name for name, found in results.items() if found != "bytecode"} == set()
    assert not errors, errors
