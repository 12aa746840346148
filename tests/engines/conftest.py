"""The other engines' fixtures: WebKitGTK (Safari's engine, on a virtual screen) and Firefox
ESR (headless), each on a fresh profile, on the same local server as the Chromium suite.

``make setup`` installs Debian's ``webkit2gtk-driver``, ``firefox-esr`` and ``xvfb``: a missing
engine fails its tests (never a silent skip)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from drivers import (  # noqa: E402
    EngineError,
    EnginePage,
    FirefoxPage,
    WebKitPage,
    find_firefox,
    find_minibrowser,
    virtual_display,
)

from serve import serve_in_background  # noqa: E402

ENGINES = ("webkit", "firefox")
TABLET = (1024, 768)
# An iPad as Safari presents it (iPadOS 26, "request mobile website" on: its own name).
IPAD_UA = (
    "Mozilla/5.0 (iPad; CPU OS 26_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
    " Version/26.0 Mobile/15E148 Safari/604.1"
)
# iPadOS's default: a desktop Safari's name, known as an iPad only by its touch points.
IPAD_DESKTOP_UA = (
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)"
    " Version/26.0 Safari/605.1.15"
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/engines" in str(item.fspath):
            item.add_marker(pytest.mark.engines)


@pytest.fixture(scope="session")
def engine_server() -> Iterator[tuple[object, str]]:
    if not (ROOT / "assets/vendor/pyodide/python_stdlib.zip").exists():
        pytest.fail("the runtime is not vendored: run `make setup` (make test does)")
    server, url = serve_in_background()
    yield server, url
    server.shutdown()


@pytest.fixture(scope="session")
def base_url(engine_server: tuple[object, str]) -> str:
    return engine_server[1]


@pytest.fixture(scope="session")
def display() -> Iterator[str]:
    try:
        with virtual_display() as name:
            yield name
    except EngineError as error:
        pytest.fail(str(error))


def minibrowser() -> str:
    found = find_minibrowser()
    if found is None:
        pytest.fail("WebKitGTK's driver is missing: run `make setup` (make test does)")
    return found


def firefox() -> str:
    found = find_firefox()
    if found is None:
        pytest.fail("Firefox is missing: run `make setup` (make test does)")
    return found


def open_engine(engine: str, display: str, size: tuple[int, int] = TABLET, ipad: bool = False) -> EnginePage:
    """A fresh browser of that engine. ``ipad``: WebKit names itself as an iPad; Firefox (the
    engine with JSPI, as iPadOS 27 has) says it is a Mac with five touch points, the way iPadOS
    presents itself by default."""
    if engine == "webkit":
        return WebKitPage(minibrowser(), size, user_agent=IPAD_UA if ipad else None)
    prefs = {}
    if ipad:
        prefs = {
            "general.useragent.override": IPAD_DESKTOP_UA,
            "general.platform.override": "MacIntel",
            "dom.maxtouchpoints.testing.value": 5,
        }
    return FirefoxPage(firefox(), size, prefs)


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest, display: str) -> Iterator[EnginePage]:
    page = open_engine(request.param, display)
    yield page
    page.close()
