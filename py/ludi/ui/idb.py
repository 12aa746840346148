"""The device's archive of finished games in IndexedDB (browser only; imported when the
statistics open or the first game ends, never at start).

One database, ``ludi-records`` (a GitHub user's project sites all share one origin, so every
name the app stores under starts with ``ludi-``), one object store, one entry: the archive as
its JSON text (``ludi.ui.records.archive.Kept``), read back through the same checks as a
backup file. When IndexedDB is missing or refuses (private browsing, a full disk), the
archive lives in memory for the rest of the page: the game goes on, never a crash.
"""

from __future__ import annotations

import asyncio
from typing import Any

from ludi.ui.records.archive import Kept, load
from ludi.ui.records.codec import read_json

DB_NAME = "ludi-records"
STORE = "kept"
KEY = "archive"


def _settled(target: Any, ok: str, *fails: str, value: Any = None) -> asyncio.Future[Any]:
    """A future for an IndexedDB request or transaction: its ``ok`` event, or one of ``fails``."""
    from pyodide.ffi import create_proxy

    future: asyncio.Future[Any] = asyncio.get_event_loop().create_future()

    def done(event: Any) -> None:
        if not future.done():
            future.set_result(value(target) if value is not None else None)

    def failed(event: Any) -> None:
        if not future.done():
            future.set_exception(OSError(f"IndexedDB: {getattr(target, 'error', None)}"))

    proxies = [create_proxy(done), *(create_proxy(failed) for _ in fails)]
    setattr(target, f"on{ok}", proxies[0])
    for name, proxy in zip(fails, proxies[1:]):
        setattr(target, f"on{name}", proxy)
    future.add_done_callback(lambda _: [p.destroy() for p in proxies])
    return future


class BrowserArchive:
    def __init__(self, window: Any) -> None:
        self.window = window
        self._db: Any = None
        self._memory = Kept()  # the archive when IndexedDB fails
        self._broken = False

    async def _open(self) -> Any:
        if self._db is None:
            from pyodide.ffi import create_proxy

            request = self.window.indexedDB.open(DB_NAME, 1)
            upgrade = create_proxy(lambda event: request.result.createObjectStore(STORE))
            request.onupgradeneeded = upgrade
            try:
                self._db = await _settled(request, "success", "error", "blocked", value=lambda r: r.result)
            finally:
                upgrade.destroy()
        return self._db

    async def read(self) -> Kept:
        if self._broken:
            return self._memory
        try:
            db = await self._open()
            request = db.transaction(STORE, "readonly").objectStore(STORE).get(KEY)
            text = await _settled(request, "success", "error", value=lambda r: r.result)
            value = read_json(text) if isinstance(text, str) else None
            kept = load(value)
        except Exception:  # noqa: BLE001 - no IndexedDB here: keep the games for this page
            self._broken = True
            return self._memory
        return kept or Kept()

    async def write(self, kept: Kept) -> bool:
        self._memory = kept
        if self._broken:
            return False
        try:
            db = await self._open()
            transaction = db.transaction(STORE, "readwrite")
            transaction.objectStore(STORE).put(kept.dumps(), KEY)
            await _settled(transaction, "complete", "error", "abort")
        except Exception:  # noqa: BLE001 - refused (full disk): kept in memory, never a crash
            self._broken = True
            return False
        return True

    async def persist(self) -> bool | None:
        """Ask the browser to keep the data (``navigator.storage.persist``): asked once there is
        a finished game worth keeping."""
        return await self._storage("persist")

    async def persisted(self) -> bool | None:
        return await self._storage("persisted")

    async def _storage(self, method: str) -> bool | None:
        try:
            manager = self.window.navigator.storage
            return bool(await getattr(manager, method)())
        except Exception:  # noqa: BLE001 - no StorageManager: the UI says data may be cleared
            return None
