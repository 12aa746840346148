"""What the app does with a file, a link or a finished game: the records' side of the router
(``ludi.ui.app.App`` imports this module inside its handlers only).

Opening anything from outside is judged first, completely, and only then shown: a refusal
is one sentence on the screen the player is on (and in the live region) and changes nothing
stored. A finished game is added to the device's history and statistics.
"""

from __future__ import annotations

import time
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from ludi.ui.i18n import translator
from ludi.ui.records import archive as kept_games
from ludi.ui.records import codec
from ludi.ui.records.codec import Refusal

if TYPE_CHECKING:
    from ludi.games.protocol import GameRecord, GameState
    from ludi.ui.app import App

#: Asked once (localStorage): the browser's answer does not change by asking again.
PERSIST_ASKED_KEY = "ludi.persist-asked"


def t_records(app: App) -> Any:
    return translator(app.lang, "ludi.ui.records")


def refuse(app: App, refusal: Refusal) -> None:
    """Tell the player, on the screen they are on, why nothing was opened."""
    text = refusal.text(t_records(app), app.lang)
    app.screen.notice = text  # type: ignore[attr-defined]
    app.live = text
    app.focus = "notice"


def spawn(app: App, job: Coroutine[Any, Any, Any]) -> Any:
    """Run ``job`` in the background; without an event loop (a plain unit test) it is dropped."""
    try:
        return app.runtime.spawn(job)
    except RuntimeError:
        job.close()
        return None


def archive(app: App) -> Any:
    """The device's archive of finished games, opened on first use."""
    if app.archive is None:
        app.archive = app.open_archive() if app.open_archive is not None else kept_games.MemoryArchive()
    return app.archive


# --- files and links -----------------------------------------------------------------------------
def import_file(app: App, data: Any) -> None:
    """A file the player chose (its bytes): a game record opens as a replay, a backup of the
    history and statistics is added to the device's; anything else is refused."""
    if not isinstance(data, (bytes, str)):
        refuse(app, Refusal("import.not_record"))
        return
    value = codec.read_json(data)
    if isinstance(value, Refusal):
        refuse(app, value)
    elif codec.is_backup(value):
        restore_backup(app, value)
    else:
        _open(app, value)


def open_link(app: App, fragment: str) -> None:
    """A share link's fragment, read at start: its game as a replay."""
    data = codec.read_fragment(fragment)
    value = data if isinstance(data, Refusal) else codec.read_json(data)
    if isinstance(value, Refusal):
        refuse(app, Refusal("link.broken"))
    else:
        _open(app, value)


def _open(app: App, value: Any) -> None:
    record = codec.parse_record(value)
    if isinstance(record, Refusal):
        refuse(app, record)
        return
    app.pending_record = record
    app.click("open-record")  # the app loads the game's modules first (in slices)


def open_record(app: App, record: GameRecord, back: str = "home") -> None:
    """Replay the record through the engine; a replay when every move holds."""
    from ludi.ui.records.replay import open_replay

    state = codec.replay_record(record)
    if isinstance(state, Refusal):
        refuse(app, state)
        return
    open_replay(app, record, state, back)


# --- finished games -------------------------------------------------------------------------------
def game_over(app: App, state: GameState) -> None:
    """Keep the game that just ended (history and statistics); ask once that the browser keep
    the device's data, now that there is a game worth keeping."""
    result, entry = kept_games.finished(state, time.time())
    spawn(app, _keep(app, kept_games.Kept([result], [entry])))


async def _keep(app: App, more: kept_games.Kept) -> None:
    store = archive(app)
    kept = await store.read()
    await store.write(kept_games.merge(kept, more))
    from ludi.ui import storage

    if not storage.read(app.store, PERSIST_ASKED_KEY):
        storage.write(app.store, PERSIST_ASKED_KEY, "1")
        await store.persist()


def restore_backup(app: App, value: Any) -> None:
    """A backup file: its games added to the device's (each game once), then the statistics."""
    more = kept_games.load(value)
    if more is None:
        refuse(app, Refusal("import.not_record"))
        return
    from ludi.ui.records.stats import StatsScreen

    screen = app.screen if isinstance(app.screen, StatsScreen) else StatsScreen(app, load=False)
    if screen is not app.screen:
        app.show(screen)
    screen.loading = True
    spawn(app, _restore(app, screen, more))


async def _restore(app: App, screen: Any, more: kept_games.Kept) -> None:
    store = archive(app)
    kept = kept_games.merge(await store.read(), more)
    await store.write(kept)
    screen.loaded(kept, await store.persisted())
    screen.notice = t_records(app)("backup.restored", n=len(more.results))
    app.live = screen.notice
    app.changed()
