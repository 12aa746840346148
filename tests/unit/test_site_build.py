"""make site: the folder holds exactly the static app, and every URL in it is relative."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402
import gen_sw  # noqa: E402

# Calls whose first argument is a URL, and static imports, in the page and its scripts.
URL_CALLS = re.compile(
    r"""(?:fetch|register|match|new URL|new Worker|import|importScripts)\s*\(\s*["'`]([^"'`]*)"""
)
STATIC_IMPORTS = re.compile(r"""\bfrom\s+["']([^"']+)["']""")
ATTRIBUTES = re.compile(r"""\b(?:href|src|config)="([^"]*)\"""")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_site.build(tmp_path_factory.mktemp("site") / "site")


def files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def precached(sw_text: str) -> list[str]:
    return json.loads(sw_text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])


def test_the_site_is_what_the_worker_precaches_and_the_worker(site: Path) -> None:
    urls = precached((site / "sw.js").read_text())
    assert urls[0] == "./" and all(u.startswith("./") for u in urls)
    assert files(site) == {u.removeprefix("./") for u in urls[1:]} | {"sw.js"}
    # The page, its worker and runtime, the install pieces: nothing missing ...
    for rel in (
        "index.html",
        "pyscript.toml",
        "py/main.py",
        "assets/styles/ludi.css",
        "assets/styles/romer.css",
        "manifest.webmanifest",
        "assets/icons/apple-touch-icon.png",
        "assets/boot/pyodide.mjs",
        "assets/boot/snapshot-worker.mjs",
        "assets/boot/ios.mjs",
        "assets/vendor/boot.json",
        "assets/vendor/pyodide/pyodide.asm.wasm",
        "assets/vendor/pyodide/python_stdlib.zip",
        "assets/vendor/pyscript/core.js",
    ):
        assert rel in files(site), rel
    # ... and nothing of the repository's own (the app's modules travel in the stdlib zip).
    top = {rel.split("/", 1)[0] for rel in files(site)}
    # The style sheets travel lean (assets/styles/), their commented sources (css/) stay home.
    assert top == {"index.html", "pyscript.toml", "manifest.webmanifest", "sw.js", "py", "assets"}
    assert [rel for rel in files(site) if rel.endswith(".py")] == ["py/main.py"]
    assert not [rel for rel in files(site) if rel.endswith(".map") or "codemirror" in rel or "xterm" in rel]


def test_the_built_worker_is_the_one_its_own_files_give(site: Path) -> None:
    """Same files, same version: a deploy of the folder installs the worker make setup wrote."""
    assert gen_sw.render(site) == (site / "sw.js").read_text() == (ROOT / "sw.js").read_text()
    assert (site / "assets/vendor/boot.json").read_text() == (ROOT / "assets/vendor/boot.json").read_text()


def test_every_url_is_relative_so_any_sub_path_serves_it(site: Path) -> None:
    index = (site / "index.html").read_text()
    for url in ATTRIBUTES.findall(index) + URL_CALLS.findall(index):
        assert url.startswith("./"), url
        assert url.split("?")[0].removeprefix("./") in files(site), url
    assert 'interpreter = "./assets/boot/' in (site / "pyscript.toml").read_text()
    scripts = [site / "sw.js", *(site / "assets/boot").glob("*.mjs")]
    for script in scripts:
        text = script.read_text()
        for url in URL_CALLS.findall(text) + STATIC_IMPORTS.findall(text):
            assert not url.startswith("/") and "://" not in url, f"{script.name}: {url}"  # relative
    manifest = json.loads((site / "manifest.webmanifest").read_text())
    assert manifest["id"] == manifest["start_url"] == manifest["scope"] == "./"
    for icon in manifest["icons"]:
        assert icon["src"].startswith("./") and icon["src"].removeprefix("./") in files(site), icon


def test_a_stale_worker_stops_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gen_sw, "render", lambda root: "// another version\n")
    with pytest.raises(SystemExit, match="make setup"):
        build_site.build(tmp_path / "site")
    assert not (tmp_path / "site").exists()


def test_the_pages_workflow_tests_then_publishes_only_the_built_folder() -> None:
    workflow = (ROOT / ".github/workflows/pages.yml").read_text()
    assert "branches: [main]" in workflow and "bash .ci/run" in workflow and "make site" in workflow
    assert (
        workflow.index("bash .ci/run") < workflow.index("make site") < workflow.index("upload-pages-artifact")
    )
    assert "path: build/site\n" in workflow and "path: .\n" not in workflow
    for action in ("checkout@v7", "configure-pages@v6", "upload-pages-artifact@v5", "deploy-pages@v5"):
        assert f"uses: actions/{action}\n" in workflow, action
    assert "pages: write" in workflow and "id-token: write" in workflow and "group: pages" in workflow
    assert "image: debian:" in workflow  # the Makefile installs Debian's chromium package


def test_the_worker_ships_without_the_templates_comment_lines() -> None:
    lines = gen_sw.render().splitlines()
    assert lines[0].startswith("// Generated from tools/sw.template.js")
    assert not [line for line in lines[1:] if line.lstrip().startswith("//")]
    template = (ROOT / "tools/sw.template.js").read_text()
    assert sum(line.lstrip().startswith("//") for line in template.splitlines()) > 20  # explained there
