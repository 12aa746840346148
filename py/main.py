"""PyScript entry point: builds the Ludi app into #app; the last step marks Python ready."""

import time

from pyscript import document, window

from ludi.ui import dom
from ludi.ui.controller import App


def main() -> None:
    store = dom.BrowserStore(window)
    reduced = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    app = App(store, dom.browser_languages(window), reduced_motion=reduced, clock=time.perf_counter)
    dom.mount(app, document, window)
    window.ludiApp = None  # nothing exported to JavaScript; the UI is driven by the DOM only


main()
document.documentElement.dataset.pyReady = "1"
