"""The page's side of game records: the archive in IndexedDB, downloads, the clipboard, and a
share link opened from the address. Imported with the DOM adapter; what it imports from the
records package comes only when a record is first used."""

from __future__ import annotations

from typing import Any

from ludi.ui.app import App

#: Event handlers handed to the page live as long as the page: kept here, never collected.
_PROXIES: list[Any] = []


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
    address, so a reload comes home. A link pasted into the tab that already shows the app
    changes only the fragment (no new page): the page follows it too. Without a fragment this
    reads one property."""
    from pyodide.ffi import create_proxy

    def follow(*_: Any) -> None:
        fragment = str(window.location.hash or "")
        if not fragment.startswith("#g="):
            return
        window.history.replaceState(None, "", app.page_url)
        app.open_link(fragment)

    handler = create_proxy(follow)  # lives as long as the page
    window.addEventListener("hashchange", handler)
    _PROXIES.append(handler)
    follow()
