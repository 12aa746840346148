"""The installed app's life in the browser: the install offer (or, on iPadOS, the hint to add
it to the Home Screen), a new version waiting, a fresh start after a fault, and the game
resumed after either reload."""

from __future__ import annotations

from typing import Any

from ludi.ui.app import App
from ludi.ui.home import HomeScreen

#: Event handlers handed to the page live as long as the page: kept here, never collected.
_PROXIES: list[Any] = []


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
    _PROXIES.append(handler)
    refresh()


# Set when the player takes an update at the table, or tries again after a fault: the reloaded
# page resumes that game.
RESUME_KEY = "ludi.resume-after-update"
# Read by assets/boot/pyodide.mjs: the reloaded page boots Python afresh, not from the runtime's
# memory snapshot (which a fault may have come from), and makes a new snapshot.
FRESH_START_KEY = "ludi.fresh-start"


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
    _PROXIES.append(handler)
    if update.ready:
        app.offer_update()


def watch_faults(app: App, window: Any) -> None:
    """After a fault the player's "Try again" reloads the page with Python started afresh,
    back to the game it happened in (its moves were saved as they were made)."""

    def restart(game: str | None) -> None:
        try:
            window.sessionStorage.setItem(FRESH_START_KEY, "1")
            if game:
                window.sessionStorage.setItem(RESUME_KEY, game)
        except Exception:  # noqa: BLE001 - no session storage: a plain reload, then Resume
            pass
        window.location.reload()

    app.on_fresh_start = restart


def _reloaded(window: Any) -> bool:
    """Whether this page is a reload: taking a new version reloads, so only a reload can find
    the flag, and other loads spare the first sessionStorage access (several ms at start)."""
    try:
        entries = window.performance.getEntriesByType("navigation")
        return len(entries) == 0 or str(entries[0].type) == "reload"
    except Exception:  # noqa: BLE001 - no navigation timing: look for the flag
        return True


def resume_after_reload(app: App, window: Any) -> None:
    """The page reloaded into a new version, or afresh after a fault, from a game: back to it."""
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
    home = app.screen if isinstance(app.screen, HomeScreen) else None
    saved = home.slot(key) if home is not None else None  # the home screen's saved games
    if saved is not None and saved.status == "ok":
        app.follow("resume", saved.key)
