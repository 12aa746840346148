"""The one DOM adapter: renders the app into #app and feeds events back to it.

Only this module, the browser pieces it wires (``lifecycle``, ``page_links``, ``idb``),
``recovery`` and py/main.py touch ``js`` / ``pyscript`` objects. One delegated
click listener and one keydown listener on #app read ``data-action`` / ``data-arg`` /
``data-v``; form fields report through ``data-field``. After every render the element
with the same ``data-focus-key`` as before gets the focus back.
"""

from __future__ import annotations

from typing import Any

from ludi.ui.app import App
from ludi.ui.lifecycle import watch_faults, watch_install, watch_updates
from ludi.ui.page_links import connect_records
from ludi.ui.parts import PART_END, whole, with_kept_parts

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


#: A tap waits for the frame that draws it pressed, or this long at most: a browser may hold
#: animation frames back (a page it deems hidden), and the tap must still be played.
TAP_FRAME_WAIT_MS = 500
REVEAL_MARGIN = 8  # px between a revealed element and the tray below it
# Keys the table may use (moving cards, shortcuts); everything else keeps its browser meaning.
KEYS = frozenset({"Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Delete"})


#: Event handlers handed to the page live as long as the page: kept here, never collected.
_PROXIES: list[Any] = []


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
    reveal = getattr(window, "ludiReveal", None)  # assets/render.js: a marked row comes into view
    morph = getattr(window, "ludiMorph", None)  # assets/render.js: change only what changed
    morph_part = getattr(window, "ludiMorphPart", None)  # ... within one element
    sound = getattr(window, "ludiSound", None)  # assets/render.js: the moves' sounds
    no_scroll = to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries)
    at_top = to_js({"block": "start"}, dict_converter=js.Object.fromEntries)
    state: dict[str, Any] = {"live": None, "html": None, "renders": 0, "input": 0, "fallback": None}
    state["parts"] = {}  # name -> the markup of each part now on the page (ludi.ui.parts)

    def focus_key(key: str | None, requested: bool = False) -> bool:
        """Focus the element with this key; one the app asked for that is marked
        ``data-scroll-into-view`` (the help's section for the table's phase) also scrolls
        to the top of its scrolling box (only when asked, so later renders leave the
        player's own scrolling alone); one marked ``data-view-top`` heads a view that replaces
        the whole table (the hand-off), which opens with the page at its top, not as far down
        as the table had been scrolled."""
        if not key:
            return False
        el = root.querySelector(f'[data-focus-key="{js.CSS.escape(key)}"]')
        if not el or el.hasAttribute("disabled"):
            return False
        if el != document.activeElement:  # focusing it again would lay the page out: nothing to do
            el.focus(no_scroll)
        if requested and el.hasAttribute("data-scroll-into-view"):
            el.scrollIntoView(at_top)
        if requested and el.hasAttribute("data-view-top"):
            window.scrollTo(0, 0)
        return True

    def still_focused(before: Any, key: str | None) -> bool:
        """The render kept the focused element (the morph changes elements in place), keyed or
        not (the table's title the focus fell back to while bots play): focusing it again made
        the browser lay the whole page out inside the render, in every tap and bot move."""
        active = document.activeElement
        if not active or active == document.body or not root.contains(active):
            return False
        if key is not None and _attr(active, "data-focus-key") == key:
            return True
        return active == before and not active.hasAttribute("disabled")

    def render_part(part: str, markup: str) -> None:
        """One element of the screen drawn anew (an animation frame that changes it alone):
        the rest of the page is neither built, parsed nor walked."""
        el = root.querySelector(f'[data-part="{part}"]') if morph_part is not None else None
        if not el or morph_part is None:
            render()
            return
        state["html"] = None  # the page is no longer the last whole markup: the next goes in whole
        if markup.endswith(PART_END):
            state["parts"][part] = markup[: -len(PART_END)]
        else:
            state["parts"] = {}  # it may hold parts: which ones the page has now is not known
        places = flip.measure(el) if flip is not None and app.settings.frame_ms > 0 else None
        morph_part(el, markup)
        if places is not None and flip is not None:
            flip.play(el, places, app.settings.frame_ms)

    def render() -> None:
        state["renders"] += 1
        active = document.activeElement
        had_focus = bool(active) and active != document.body and bool(root.contains(active))
        previous = _attr(active, "data-focus-key") if had_focus else None
        html = app.render()
        new_screen = app.screen is not state.get("screen")
        # The same markup again (the bots' loop starting after a player's last move) changes
        # nothing on the page: passing it to the page would cost a parse and a walk of it.
        # After a player's own input it is always passed: a field the app refused to change
        # goes back to what the markup says.
        if html != state["html"]:
            state["html"] = html
            # Where cards are, for their glide; not read when nothing glides (animations off).
            places = flip.measure(root) if flip is not None and app.settings.frame_ms > 0 else None
            if new_screen and had_focus and active.closest("main"):
                # Taken off the page while focused (the old screen's control), it made the
                # browser lay the new screen out inside the render (60-90 ms of the setup
                # form's at 4x throttle); the new screen's focus is moved in its first frame.
                active.blur()
            if morph is not None:
                sent, state["parts"] = with_kept_parts(html, state["parts"])
                if not morph(root, sent):  # a kept part was not where it stood: all of it, then
                    morph(root, whole(html))
            else:
                root.innerHTML = whole(html)
            if places is not None and flip is not None:
                flip.play(root, places, app.settings.frame_ms)
        if app.sounds:
            # The latest move's sound only: one paint shows every move since the last.
            latest, app.sounds[:] = app.sounds[-1], []
            if sound is not None and app.settings.preferences["sound"] == "on":
                sound.play(latest)
        if new_screen:  # a new screen opens at its top
            state["screen"] = app.screen
            window.scrollTo(0, 0)
        # Written only when they change: setting <html lang> restyles the whole page (and
        # the title replaces its text node), even to the same value, on every tap.
        game = app.screen.game_id
        title = "Ludi — " + app.t(f"game.{game}.name") if game else "Ludi"
        if (app.lang, title) != state.get("head"):
            state["head"] = (app.lang, title)
            document.documentElement.lang = app.lang
            document.title = title
        if live and app.live != state["live"]:
            state["live"] = app.live
            live.textContent = app.live
        if reveal is not None:
            reveal.schedule(root, REVEAL_MARGIN)
        if app.screen.name != "home" and not state.get("pushed"):
            # One history entry for everything past the home screen: the browser's (or
            # Android's) Back then comes back home inside the app instead of leaving it.
            window.history.pushState(to_js({"ludi": 1}, dict_converter=js.Object.fromEntries), "")
            state["pushed"] = True
        requested, app.focus = app.focus, None
        if state["input"]:
            state["focus_wanted"] = None  # the player's input supersedes what the bots asked
            # A new screen (the table after Start), or a title taking the focus (a new view of
            # it: the hands dealt, the next round), is focused in the frame that paints it:
            # focused here, its first styling and layout ran inside the tap's task (60-70 ms of
            # a 90-110 ms task at 4x throttle). Moves within a view (a card to the next, keys
            # held down) stay at once: the next key may follow before that frame.
            if not new_screen and not (requested or "").endswith("-title"):
                move_focus(requested, active, previous, had_focus)
                return
        if requested is None and (not had_focus or still_focused(active, previous)):
            return
        # A render of the bots' loop (or a timer): the focus moves in the frame that paints it.
        # Moved inside the render, it made the browser lay the new page out there, inside the
        # bot's move (24-44 ms at 4x throttle, a new screen such as the hand-off); in the frame
        # that layout is the one made for painting anyway. Renders before that frame add to
        # what is asked: the latest request, the first element that had the focus.
        wanted = state.get("focus_wanted")
        if wanted is None:
            window.requestAnimationFrame(focus_in_frame_proxy)
            wanted = state["focus_wanted"] = {"requested": None, "active": active, "previous": previous}
        wanted["requested"] = requested or wanted["requested"]

    def move_focus(requested: str | None, active: Any, previous: str | None, had_focus: bool) -> None:
        if focus_key(requested, requested=True) or still_focused(active, previous) or focus_key(previous):
            return
        if had_focus or requested:
            for selector in FOCUS_FALLBACKS:
                for el in root.querySelectorAll(selector):
                    el.focus(no_scroll)
                    if document.activeElement == el:
                        return

    def focus_in_frame(*_: Any) -> None:
        wanted, state["focus_wanted"] = state.get("focus_wanted"), None
        if wanted is not None:
            move_focus(wanted["requested"], wanted["active"], wanted["previous"], True)

    def from_player(handle: Any, *args: Any) -> Any:
        """The app's answer to the player's own input: its renders move the focus at once."""
        state["input"] += 1
        try:
            return handle(*args)
        finally:
            state["input"] -= 1

    focus_in_frame_proxy = create_proxy(focus_in_frame)
    _PROXIES.append(focus_in_frame_proxy)

    # A tap is answered in the very next frame: the control is drawn pressed and the screen
    # busy, and what it does (at a table the engine, autosave, render and morph: 60-120 ms on
    # a tablet's CPU; Start builds a whole table) runs in a task of its own right after that
    # paint. Run inside the tap, the player saw nothing at all for that long, and Start's task
    # (the table's markup, then its style and layout forced by the tap's hover update) took
    # 104-179 ms at 4x throttle. Taps made meanwhile queue up, in order.
    taps: list[tuple[str, str | None, str | None]] = []

    def play_taps(*_: Any) -> None:
        if state["fallback"] is not None:
            window.clearTimeout(state["fallback"])
            state["fallback"] = None
        if not taps:
            return  # played already: the frame came after the wait ran out
        painted = state["renders"]
        while taps:
            from_player(app.click, *taps.pop(0))
        if state["renders"] == painted:
            render()  # a tap that changed nothing still ends its pressed and busy marks

    def after_paint(*_: Any) -> None:
        window.setTimeout(tap_proxies[0], 0)  # a task after the frame the rAF belongs to

    tap_proxies = [create_proxy(play_taps), create_proxy(after_paint)]
    _PROXIES.extend(tap_proxies)

    def on_click(event: Any) -> None:
        target = event.target
        el = target.closest("[data-action]") if target and hasattr(target, "closest") else None
        if not el or not root.contains(el) or el.hasAttribute("disabled"):
            return
        if el.classList.contains("dialog-backdrop") and el != target:
            return  # a click inside the dialog, not on the backdrop
        if reveal is not None:
            reveal.again()
        state["html"] = None
        pressed = el.closest("[data-part]")
        if pressed:  # drawn pressed: the part no longer is what its markup says
            state["parts"].pop(_attr(pressed, "data-part"), None)
        tap = (str(el.dataset.action), _attr(el, "data-arg"), _attr(el, "data-v"))
        el.classList.add("is-pressed")
        screen = root.querySelector("[data-screen]")
        if screen:
            screen.setAttribute("data-busy", "1")  # what the screen shows is about to change
        taps.append(tap)
        if len(taps) == 1:
            window.requestAnimationFrame(tap_proxies[1])
            state["fallback"] = window.setTimeout(tap_proxies[0], TAP_FRAME_WAIT_MS)

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
        if reveal is not None:
            reveal.again()
        state["html"] = None
        if from_player(app.key, key, _attr(active, "data-focus-key") if inside else None) and key != "Escape":
            event.preventDefault()

    def on_field(event: Any) -> None:
        el = event.target
        name = _attr(el, "data-field")
        if not name:
            return
        if event.type == "input" and name != "name":
            return
        if str(el.type) == "file":
            read_file(app, el, state)
            return
        value = bool(el.checked) if str(el.type) == "checkbox" else str(el.value)
        state["html"] = None
        state["parts"] = {}  # a field the app refuses to change goes back to what the markup says
        from_player(app.field, name, _attr(el, "data-arg"), value)

    def on_drop(source: Any, target: Any) -> None:
        """A card dragged onto a drop target (assets/render.js): a shortcut for a move the
        game UI also offers by taps and keys."""
        from_player(app.drop, str(source), str(target))

    def on_popstate(*_: Any) -> None:
        """Back: an open dialog closes, any other screen goes home (every game is saved)."""
        state["pushed"] = False
        if app.help_game is not None:
            from_player(app.key, "Escape")
        elif app.screen.name != "home":
            from_player(app.back_home)
        if app.screen.name != "home":
            render()  # still inside: keep an entry to come back home with

    # The offers known before Python started (the browser's install offer, a waiting update)
    # go into the first render: wired while ``on_change`` is unset, they paint nothing
    # themselves (a second paint of the home screen cost 20-40 ms of every returning start).
    watch_updates(app, window)
    watch_faults(app, window)
    watch_install(app, window)
    app.on_change = render
    app.on_part = render_part
    # Proxies live as long as the page: keep references so they are never collected.
    handlers = [
        create_proxy(on_click),
        create_proxy(on_keydown),
        create_proxy(on_field),
        create_proxy(on_drop),
        create_proxy(on_popstate),
    ]
    if getattr(window, "ludiDrag", None) is not None:
        window.ludiDrag(root, handlers[3])
    root.addEventListener("click", handlers[0])
    document.addEventListener("keydown", handlers[1])
    root.addEventListener("change", handlers[2])
    root.addEventListener("input", handlers[2])
    window.addEventListener("popstate", handlers[4])
    _PROXIES.extend(handlers)
    connect_records(app, document, window)
    render()


def read_file(app: App, el: Any, painted: dict[str, Any]) -> None:
    """A chosen file's bytes to the app (at most one byte over the import limit: a larger
    file is refused without being read whole). Like any input of the player's, what it
    renders reaches the page even when it repeats the last markup (``painted["html"]``)."""
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
        painted["html"] = None
        painted["parts"] = {}
        app.field("import-file", _attr(el, "data-field"), data)

    asyncio.ensure_future(read())
