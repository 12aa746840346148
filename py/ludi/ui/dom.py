"""The one DOM adapter: renders the controller into #app and feeds events back to it.

Only this module (and py/main.py) touches ``js`` / ``pyscript`` objects. One delegated
click listener and one keydown listener on #app read ``data-action`` / ``data-arg`` /
``data-v``; form fields report through ``data-field``. After every render the element
with the same ``data-focus-key`` as before gets the focus back.
"""

from __future__ import annotations

from typing import Any

from ludi.ui.controller import App

# Where focus goes when the focused control disappeared (e.g. Stop -> choose a row).
FOCUS_FALLBACKS = (
    ".dice-panel .controls button:not([disabled])",
    ".cell-btn",
    ".card.is-playable",
    "#turn-title",
    ".page-title",
)


class BrowserStore:
    """localStorage, tolerant of browsers that refuse it (private mode, quota)."""

    def __init__(self, window: Any) -> None:
        try:
            self._ls = window.localStorage
            self._ls.getItem("ludi.probe")
        except Exception:  # noqa: BLE001 - storage disabled: keep playing without autosave
            self._ls = None
        self._memory: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        if self._ls is None:
            return self._memory.get(key)
        value = self._ls.getItem(key)
        return value if isinstance(value, str) else None  # JS null arrives as jsnull, not None

    def set(self, key: str, value: str) -> None:
        if self._ls is None:
            self._memory[key] = value
            return
        try:
            self._ls.setItem(key, value)
        except Exception:  # noqa: BLE001 - quota exceeded: the game goes on
            self._memory[key] = value

    def remove(self, key: str) -> None:
        self._memory.pop(key, None)
        if self._ls is not None:
            self._ls.removeItem(key)


def browser_languages(window: Any) -> list[str]:
    nav = window.navigator
    langs = []
    try:
        langs = [str(x) for x in nav.languages]
    except Exception:  # noqa: BLE001 - older browsers: navigator.language only
        pass
    if not langs and getattr(nav, "language", None):
        langs = [str(nav.language)]
    return langs


def _attr(el: Any, name: str) -> str | None:
    value = el.getAttribute(name) if el else None
    return value if isinstance(value, str) else None


def mount(app: App, document: Any, window: Any) -> None:
    import js
    from pyodide.ffi import create_proxy, to_js

    root = document.getElementById("app")
    live = document.getElementById("live")
    no_scroll = to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries)
    state = {"live": None}

    def focus_key(key: str | None) -> bool:
        if not key:
            return False
        el = root.querySelector(f'[data-focus-key="{js.CSS.escape(key)}"]')
        if not el or el.hasAttribute("disabled"):
            return False
        el.focus(no_scroll)
        return True

    def render() -> None:
        active = document.activeElement
        had_focus = bool(active) and active != document.body and bool(root.contains(active))
        previous = _attr(active, "data-focus-key") if had_focus else None
        root.innerHTML = app.render()
        document.documentElement.lang = app.lang
        document.title = "Ludi — " + app.t("game.romisch-pokern.name") if app.screen != "home" else "Ludi"
        if live and app.live != state["live"]:
            state["live"] = app.live
            live.textContent = app.live
        requested, app.focus = app.focus, None
        if focus_key(requested) or focus_key(previous):
            return
        if had_focus or requested:
            for selector in FOCUS_FALLBACKS:
                el = root.querySelector(selector)
                if el:
                    el.focus(no_scroll)
                    return

    def on_click(event: Any) -> None:
        target = event.target
        el = target.closest("[data-action]") if target and hasattr(target, "closest") else None
        if not el or not root.contains(el) or el.hasAttribute("disabled"):
            return
        if el.classList.contains("dialog-backdrop") and el != target:
            return  # a click inside the dialog, not on the backdrop
        app.click(str(el.dataset.action), _attr(el, "data-arg"), _attr(el, "data-v"))

    def on_keydown(event: Any) -> None:
        if event.key == "Escape":
            app.key("Escape")

    def on_field(event: Any) -> None:
        el = event.target
        name = _attr(el, "data-field")
        if not name:
            return
        if event.type == "input" and name != "name":
            return
        value = bool(el.checked) if str(el.type) == "checkbox" else str(el.value)
        app.field(name, _attr(el, "data-arg"), value)

    app.on_change = render
    # Proxies live as long as the page: keep references so they are never collected.
    handlers = [create_proxy(on_click), create_proxy(on_keydown), create_proxy(on_field)]
    root.addEventListener("click", handlers[0])
    document.addEventListener("keydown", handlers[1])
    root.addEventListener("change", handlers[2])
    root.addEventListener("input", handlers[2])
    mount.handlers = handlers  # type: ignore[attr-defined]
    render()
