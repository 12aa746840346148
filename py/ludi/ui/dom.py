"""The one DOM adapter: renders the app into #app and feeds events back to it.

Only this module (and py/main.py) touches ``js`` / ``pyscript`` objects. One delegated
click listener and one keydown listener on #app read ``data-action`` / ``data-arg`` /
``data-v``; form fields report through ``data-field``. After every render the element
with the same ``data-focus-key`` as before gets the focus back.
"""

from __future__ import annotations

from typing import Any

from ludi.ui.app import App

# Where focus goes when the focused control disappeared (e.g. Stop -> choose a row): the
# first action the table offers, else a card of the hand, else the screen's title. An element
# that cannot take the focus (disabled, hidden by the layout) is passed over: focus is never
# left to <body>.
FOCUS_FALLBACKS = (
    '[data-action="act"]:not([disabled]):not([aria-disabled="true"])',
    '[data-focus-key^="card:"]:not([disabled])',
    "#turn-title",
    ".page-title",
)


# Keys the table may use (moving cards, shortcuts); everything else keeps its browser meaning.
REVEAL_MARGIN = 8  # px between a revealed element and the tray below it
KEYS = frozenset({"Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Delete"})


class BrowserStore:
    """localStorage, tolerant of browsers that refuse it (private mode, quota)."""

    def __init__(self, window: Any) -> None:
        try:
            self._ls = window.localStorage
            self._ls.getItem("ludi.probe")
        except Exception:  # noqa: BLE001 - storage disabled: keep playing without autosave
            self._ls = None
        self._memory: dict[str, str] = {}
        self.failed = False  # a write was refused: the app tells the player once

    def get(self, key: str) -> str | None:
        if key in self._memory or self._ls is None:
            return self._memory.get(key)  # a value localStorage refused is newer than its copy
        try:
            value = self._ls.getItem(key)
        except Exception:  # noqa: BLE001 - a failing read is an empty slot, never a crash
            return None
        return value if isinstance(value, str) else None  # JS null arrives as jsnull, not None

    def set(self, key: str, value: str) -> None:
        if self._ls is None:
            self._memory[key] = value
            self.failed = True
            return
        try:
            self._ls.setItem(key, value)
            self._memory.pop(key, None)
        except Exception:  # noqa: BLE001 - quota exceeded: the game goes on, in memory
            self._memory[key] = value
            self.failed = True

    def remove(self, key: str) -> None:
        self._memory.pop(key, None)
        if self._ls is not None:
            try:
                self._ls.removeItem(key)
            except Exception:  # noqa: BLE001 - nothing more to do
                pass


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
    flip = getattr(window, "ludiFlip", None)  # assets/render.js: cards glide where they go
    morph = getattr(window, "ludiMorph", None)  # assets/render.js: change only what changed
    no_scroll = to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries)
    at_top = to_js({"block": "start"}, dict_converter=js.Object.fromEntries)
    state = {"live": None}

    def focus_key(key: str | None, requested: bool = False) -> bool:
        """Focus the element with this key; one the app asked for that is marked
        ``data-scroll-into-view`` (the help's section for the table's phase) also scrolls
        to the top of its scrolling box (only when asked, so later renders leave the
        player's own scrolling alone)."""
        if not key:
            return False
        el = root.querySelector(f'[data-focus-key="{js.CSS.escape(key)}"]')
        if not el or el.hasAttribute("disabled"):
            return False
        el.focus(no_scroll)
        if requested and el.hasAttribute("data-scroll-into-view"):
            el.scrollIntoView(at_top)
        return True

    def reveal_once() -> None:
        """Scrolls a newly marked ``data-reveal`` element into view, clear of any tray
        (``data-tray``) stuck to the bottom of the screen: on a phone the rows to
        write in can sit under the dice. Once per mark and per click or key of the player's,
        so their own scrolling wins over later renders (bots, animations)."""
        el = root.querySelector("[data-reveal]")
        mark = _attr(el, "data-reveal")
        if not el or mark == state.get("reveal"):
            return
        state["reveal"] = mark
        box = el.getBoundingClientRect()
        limit = window.innerHeight
        for tray in root.querySelectorAll("[data-tray]"):
            if str(window.getComputedStyle(tray).position) in ("sticky", "fixed"):  # phones only
                limit = min(limit, tray.getBoundingClientRect().top)
        if box.bottom > limit:
            window.scrollBy(0, box.bottom - limit + REVEAL_MARGIN)
        elif box.top < 0:
            window.scrollBy(0, box.top - REVEAL_MARGIN)

    def render() -> None:
        active = document.activeElement
        had_focus = bool(active) and active != document.body and bool(root.contains(active))
        previous = _attr(active, "data-focus-key") if had_focus else None
        html = app.render()
        places = flip.measure(root) if flip is not None else None
        if morph is not None:
            morph(root, html)
        else:
            root.innerHTML = html
        if places is not None:
            flip.play(root, places, app.settings.frame_ms)
        if app.screen is not state.get("screen"):  # a new screen opens at its top
            state["screen"] = app.screen
            window.scrollTo(0, 0)
        document.documentElement.lang = app.lang
        game = app.screen.game_id
        document.title = "Ludi — " + app.t(f"game.{game}.name") if game else "Ludi"
        if live and app.live != state["live"]:
            state["live"] = app.live
            live.textContent = app.live
        reveal_once()
        if app.screen.name != "home" and not state.get("pushed"):
            # One history entry for everything past the home screen: the browser's (or
            # Android's) Back then comes back home inside the app instead of leaving it.
            window.history.pushState(to_js({"ludi": 1}, dict_converter=js.Object.fromEntries), "")
            state["pushed"] = True
        requested, app.focus = app.focus, None
        if focus_key(requested, requested=True) or focus_key(previous):
            return
        if had_focus or requested:
            for selector in FOCUS_FALLBACKS:
                for el in root.querySelectorAll(selector):
                    el.focus(no_scroll)
                    if document.activeElement == el:
                        return

    def on_click(event: Any) -> None:
        target = event.target
        el = target.closest("[data-action]") if target and hasattr(target, "closest") else None
        if not el or not root.contains(el) or el.hasAttribute("disabled"):
            return
        if el.classList.contains("dialog-backdrop") and el != target:
            return  # a click inside the dialog, not on the backdrop
        state["reveal"] = None
        app.click(str(el.dataset.action), _attr(el, "data-arg"), _attr(el, "data-v"))

    def on_keydown(event: Any) -> None:
        key = str(event.key)
        if key not in KEYS or event.ctrlKey or event.metaKey or event.altKey:
            return
        if event.shiftKey and key.startswith("Arrow"):
            key = "Shift+" + key
        active = document.activeElement
        inside = bool(active) and bool(root.contains(active))
        if key != "Escape" and (not inside or str(active.tagName) in ("INPUT", "SELECT", "TEXTAREA")):
            return
        state["reveal"] = None
        if app.key(key, _attr(active, "data-focus-key") if inside else None) and key != "Escape":
            event.preventDefault()

    def on_field(event: Any) -> None:
        el = event.target
        name = _attr(el, "data-field")
        if not name:
            return
        if event.type == "input" and name != "name":
            return
        if str(el.type) == "file":
            read_file(app, el)
            return
        value = bool(el.checked) if str(el.type) == "checkbox" else str(el.value)
        app.field(name, _attr(el, "data-arg"), value)

    # Dragging (mouse, pen, touch through pointer events): an element with data-drag dropped on
    # one with data-drop becomes app.click("drag", "<drag>><drop>"). Every drag has a click or
    # keyboard alternative in the game UI (WCAG 2.5.7), so this is a shortcut, never the only way.
    drag: dict[str, Any] = {"source": None, "x": 0.0, "y": 0.0, "moved": False, "suppress": False, "el": None}

    def on_pointerdown(event: Any) -> None:
        target = event.target
        el = target.closest("[data-drag]") if target and hasattr(target, "closest") else None
        if not el or not root.contains(el) or event.button != 0:
            return
        drag.update(
            source=_attr(el, "data-drag"), x=float(event.clientX), y=float(event.clientY), moved=False, el=el
        )

    def on_pointermove(event: Any) -> None:
        if drag["source"] is None:
            return
        if not drag["moved"] and abs(event.clientX - drag["x"]) + abs(event.clientY - drag["y"]) > 10:
            drag["moved"] = True
            drag["el"].classList.add("is-dragging")
        if drag["moved"]:
            drag[
                "el"
            ].style.transform = f"translate({event.clientX - drag['x']}px, {event.clientY - drag['y']}px)"

    def on_pointerup(event: Any) -> None:
        source, moved, el = drag["source"], drag["moved"], drag["el"]
        drag.update(source=None, moved=False, el=None)
        if source is None or not moved:
            return
        # Hit-test while the dragged card still lets the pointer through (pointer-events: none);
        # once it is released it slides back (a transition) and would be found under the pointer.
        under = document.elementFromPoint(event.clientX, event.clientY)
        drop = under.closest("[data-drop]") if under and hasattr(under, "closest") else None
        el.classList.remove("is-dragging")
        el.style.transform = ""
        drag["suppress"] = True  # the click that ends a drag is not a tap
        window.setTimeout(handlers[6], 0)  # unless no click follows (released elsewhere)
        if drop and root.contains(drop):
            app.click("drag", f"{source}>{_attr(drop, 'data-drop')}")

    def on_popstate(*_: Any) -> None:
        """Back: an open dialog closes, any other screen goes home (every game is saved)."""
        state["pushed"] = False
        if app.help_game is not None:
            app.key("Escape")
        elif app.screen.name != "home":
            app.click("home")
        if app.screen.name != "home":
            render()  # still inside: keep an entry to come back home with

    def release_suppress(*_: Any) -> None:
        drag["suppress"] = False

    def on_click_filtered(event: Any) -> None:
        if drag["suppress"]:
            drag["suppress"] = False
            return
        on_click(event)

    app.on_change = render
    # Proxies live as long as the page: keep references so they are never collected.
    handlers = [
        create_proxy(on_click_filtered),
        create_proxy(on_keydown),
        create_proxy(on_field),
        create_proxy(on_pointerdown),
        create_proxy(on_pointermove),
        create_proxy(on_pointerup),
        create_proxy(release_suppress),
        create_proxy(on_popstate),
    ]
    root.addEventListener("pointerdown", handlers[3])
    document.addEventListener("pointermove", handlers[4])
    document.addEventListener("pointerup", handlers[5])
    root.addEventListener("click", handlers[0])
    document.addEventListener("keydown", handlers[1])
    root.addEventListener("change", handlers[2])
    root.addEventListener("input", handlers[2])
    window.addEventListener("popstate", handlers[7])
    mount.handlers = handlers  # type: ignore[attr-defined]
    connect_records(app, document, window)
    render()
    watch_updates(app, window)
    watch_install(app, window)


def read_file(app: App, el: Any) -> None:
    """A chosen file's bytes to the app (at most one byte over the import limit: a larger
    file is refused without being read whole)."""
    import asyncio

    from ludi.ui.records.codec import MAX_BYTES

    files = el.files
    if not files or not files.length:
        return
    chosen = files.item(0)

    async def read() -> None:
        try:
            data = (await chosen.slice(0, MAX_BYTES + 1).arrayBuffer()).to_bytes()
        except Exception:  # noqa: BLE001 - an unreadable file is a file refused
            data = None
        el.value = ""  # choosing the same file again is a new choice
        app.field("import-file", _attr(el, "data-field"), data)

    asyncio.ensure_future(read())


def connect_records(app: App, document: Any, window: Any) -> None:
    """The browser's side of the records: the archive in IndexedDB (opened on first use), the
    page's address for share links, the clipboard and downloads."""
    import asyncio

    import js
    from pyodide.ffi import create_once_callable, to_js

    def open_archive() -> Any:
        from ludi.ui.idb import BrowserArchive

        return BrowserArchive(window)

    def copy(text: str) -> None:
        async def write() -> None:
            try:
                await window.navigator.clipboard.writeText(text)
            except Exception:  # noqa: BLE001 - no clipboard: the link stays selectable in its field
                pass

        asyncio.ensure_future(write())

    def download(name: str, text: str) -> None:
        options = to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
        url = js.URL.createObjectURL(js.Blob.new(to_js([text]), options))
        link = document.createElement("a")
        link.href, link.download = url, name
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 60_000)

    app.open_archive = open_archive
    app.page_url = str(window.location.href).split("#", 1)[0]
    app.on_copy = copy
    app.on_download = download


def open_shared_link(app: App, window: Any) -> None:
    """A share link (``#g=…``) opens its game as a replay; the fragment is then dropped from the
    address, so a reload comes home. Without a fragment this reads one property."""
    fragment = str(window.location.hash or "")
    if not fragment.startswith("#g="):
        return
    window.history.replaceState(None, "", app.page_url)
    app.click("open-link", fragment)


def watch_install(app: App, window: Any) -> None:
    """index.html keeps the browser's install offer (window.ludiInstall): an Install button
    where there is one; where there is none and the app is not installed, on iPadOS and iOS
    (whose Safari has ``navigator.standalone``), a hint to add it to the Home Screen."""
    import asyncio

    import js
    from pyodide.ffi import create_proxy

    install = getattr(window, "ludiInstall", None)
    if install is None:
        return

    def refresh(*_: Any) -> None:
        if install.standalone:
            how = None
        elif install.available:
            how = "button"
        else:
            how = "hint" if js.Reflect.has(window.navigator, "standalone") else None
        app.offer_install(how)

    def prompt() -> None:
        async def ask() -> None:
            try:
                await install.prompt()
            finally:
                refresh()

        asyncio.ensure_future(ask())

    app.on_install = prompt
    handler = create_proxy(refresh)
    window.addEventListener("ludi-install-ready", handler)
    window.addEventListener("appinstalled", handler)
    watch_install.handler = handler  # type: ignore[attr-defined]
    refresh()


# Set when the player takes an update at the table: the reloaded page resumes that game.
RESUME_KEY = "ludi.resume-after-update"


def watch_updates(app: App, window: Any) -> None:
    """index.html's worker wiring (window.ludiUpdate) tells of a waiting new version; the app
    offers it, and reloads into it only when the player agrees. Every action is autosaved,
    so the game at the table comes back after the reload."""
    from pyodide.ffi import create_proxy

    update = getattr(window, "ludiUpdate", None)
    if update is None:
        return

    def apply() -> None:
        if app.screen.name == "table":
            try:
                window.sessionStorage.setItem(RESUME_KEY, str(app.screen.game_id))
            except Exception:  # noqa: BLE001 - no session storage: the home screen offers Resume
                pass
        update.apply()

    app.on_update = apply
    handler = create_proxy(lambda _event=None: app.offer_update())
    window.addEventListener("ludi-update-ready", handler)
    watch_updates.handler = handler  # type: ignore[attr-defined]
    if update.ready:
        app.offer_update()


def _reloaded(window: Any) -> bool:
    """Whether this page is a reload: taking a new version reloads, so only a reload can find
    the flag, and other loads spare the first sessionStorage access (several ms at start)."""
    try:
        entries = window.performance.getEntriesByType("navigation")
        return len(entries) == 0 or str(entries[0].type) == "reload"
    except Exception:  # noqa: BLE001 - no navigation timing: look for the flag
        return True


def resume_after_update(app: App, window: Any) -> None:
    """The page reloaded into a new version from the table: back to that game."""
    if not _reloaded(window):
        return
    try:
        wanted = window.sessionStorage.getItem(RESUME_KEY)
        window.sessionStorage.removeItem(RESUME_KEY)
    except Exception:  # noqa: BLE001 - no session storage: the home screen offers Resume
        return
    if not isinstance(wanted, str) or not wanted:
        return
    from ludi.ui.storage import save_key

    key = None if wanted == "1" else save_key(wanted)  # "1": a page of an earlier version
    slot = getattr(app.screen, "slot", None)  # the home screen's saved games
    saved = slot(key) if slot is not None else None
    if saved is not None and saved.status == "ok":
        app.click("resume", saved.key)


def recovery_html(raw: str | None, problem: str) -> str:
    """The last-resort screen (plain HTML, all three languages): export, discard, reload."""
    from urllib.parse import quote

    from ludi.ui.markup import esc

    export = ""
    if raw:
        href = "data:application/json;charset=utf-8," + quote(raw, safe="")
        export = (
            f'<a class="btn" href="{esc(href)}" download="ludi-saved-game.json">'
            "Export · Exportieren · Exporter</a>"
            '<button type="button" class="btn btn--danger" data-recovery="discard">'
            "Discard saved game · Spielstand löschen · Supprimer la partie</button>"
        )
    return (
        '<div class="screen"><main class="main"><section class="panel saved saved--corrupt" role="alert">'
        "<h1>Ludi could not start · Ludi konnte nicht starten · Ludi n’a pas pu démarrer</h1>"
        f'<p class="saved__reason">{esc(problem)}</p>'
        "<p>Nothing has been deleted. · Nichts wurde gelöscht. · Rien n’a été supprimé.</p>"
        f'<div class="controls">{export}<button type="button" class="btn btn--primary" '
        'data-recovery="reload">Reload · Neu laden · Recharger</button></div></section></main></div>'
    )


def mount_recovery(document: Any, window: Any, error: BaseException) -> None:
    from pyodide.ffi import create_proxy

    from ludi.ui.storage import SAVE_KEY

    store, raw = None, None
    try:
        store = BrowserStore(window)
        keys = [str(window.localStorage.key(i)) for i in range(int(window.localStorage.length))]
        slot = next((k for k in keys if k == SAVE_KEY or k.startswith(SAVE_KEY + ".")), None)
        raw = store.get(slot) if slot else None
    except Exception:  # noqa: BLE001 - even storage may be what failed
        slot = raw = None
    root = document.getElementById("app")
    root.innerHTML = recovery_html(raw, f"{type(error).__name__}: {str(error)[:300]}")

    def on_click(event: Any) -> None:
        target = event.target
        el = target.closest("[data-recovery]") if target and hasattr(target, "closest") else None
        if not el:
            return
        if el.dataset.recovery == "discard" and slot:
            try:
                window.localStorage.removeItem(slot)
            except Exception:  # noqa: BLE001 - nothing more to do
                pass
        window.location.reload()

    handler = create_proxy(on_click)
    root.addEventListener("click", handler)
    mount_recovery.handler = handler  # type: ignore[attr-defined]
