"""PyScript entry point: builds the Ludi app into #app; the last step marks Python ready.

If building the app fails for any reason (a save or setting no version foresaw), a minimal
recovery screen still mounts: the stored game can be exported or discarded, and the page
reloaded, so a player never faces a blank page.
"""

import time

from pyscript import document, window

window.performance.mark("ludi-main")  # for benchmarks/load_time.py: PyScript's share ends here

from ludi.ui.compile_once import compile_each_module_once  # noqa: E402 - after the mark: the app's share

compile_each_module_once()  # before a game's modules (sources in the runtime's zip) are imported

from ludi.ui import dom, lifecycle, page_links  # noqa: E402


def main() -> None:
    from ludi.ui.app import App

    store = dom.BrowserStore(window)
    reduced = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    app = App(
        store,
        dom.browser_languages(window),
        reduced_motion=reduced,
        clock=time.perf_counter,
        load_in_slices=True,
        contain_faults=True,
    )
    dom.mount(app, document, window)
    lifecycle.resume_after_reload(app, window)
    page_links.open_shared_link(app, window)
    window.ludiApp = None  # nothing exported to JavaScript; the UI is driven by the DOM only


try:
    main()
except BaseException as exc:  # noqa: BLE001 - whatever broke, the player gets a way out
    from ludi.ui.recovery import mount_recovery

    mount_recovery(document, window, exc)
window.performance.mark("ludi-ready")  # for benchmarks/load_time.py in every engine
document.documentElement.dataset.pyReady = "1"
