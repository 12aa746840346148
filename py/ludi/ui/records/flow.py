"""What the shell does with a file, a link or a finished game: the records' side of the shell
(imported by the shell's handlers and the records' screens only when used).

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
    from ludi.ui.screen import Screen, Shell

#: Asked once (localStorage): the browser's answer does not change by asking again.
PERSIST_ASKED_KEY = "ludi.persist-asked"


def t_records(shell: Shell) -> Any:
    return translator(shell.lang, "ludi.ui.records")


def refuse(shell: Shell, refusal: Refusal) -> None:
    """Tell the player, on the screen they are on, why nothing was opened."""
    shell.tell(refusal.text(t_records(shell), shell.lang))


def spawn(shell: Shell, job: Coroutine[Any, Any, Any]) -> Any:
    """Run ``job`` in the background; without an event loop (a plain unit test) it is dropped."""
    try:
        return shell.runtime.spawn(job)
    except RuntimeError:
        job.close()
        return None


def archive(shell: Shell) -> Any:
    """The device's archive of finished games, opened on first use."""
    if shell.archive is None:
        shell.archive = shell.open_archive() if shell.open_archive is not None else kept_games.MemoryArchive()
    return shell.archive


# --- files and links -----------------------------------------------------------------------------
def import_file(shell: Shell, data: Any) -> None:
    """A file the player chose (its bytes): a game record opens as a replay, a backup of the
    history and statistics is added to the device's; anything else is refused."""
    if not isinstance(data, (bytes, str)):
        refuse(shell, Refusal("import.not_record"))
        return
    value = codec.read_json(data)
    if isinstance(value, Refusal):
        refuse(shell, value)
    elif codec.is_backup(value):
        restore_backup(shell, value)
    else:
        _open(shell, value)


def open_link(shell: Shell, fragment: str) -> None:
    """A share link's fragment, read at start: its game as a replay."""
    data = codec.read_fragment(fragment)
    value = data if isinstance(data, Refusal) else codec.read_json(data)
    if isinstance(value, Refusal):
        refuse(shell, Refusal("link.broken"))
    else:
        _open(shell, value)


def _open(shell: Shell, value: Any) -> None:
    record = codec.parse_record(value)
    if isinstance(record, Refusal):
        refuse(shell, record)
        return
    shell.go("record", record)  # the game's modules are imported on the way


def open_record(shell: Shell, record: GameRecord, back: str = "home") -> Screen | None:
    """The ``record`` route: the record replayed through the engine (its game's modules
    imported), shown as a replay when every move holds; else refused where the player is."""
    from ludi.ui.records.replay import open_replay

    state = codec.replay_record(record)
    if isinstance(state, Refusal):
        refuse(shell, state)
        return None
    return open_replay(shell, record, state, back)


# --- finished games -------------------------------------------------------------------------------
def game_over(shell: Shell, state: GameState) -> None:
    """Keep the game that just ended (history and statistics); ask once that the browser keep
    the device's data, now that there is a game worth keeping."""
    result, entry = kept_games.finished(state, time.time())
    spawn(shell, _keep(shell, kept_games.Kept([result], [entry])))


async def _keep(shell: Shell, more: kept_games.Kept) -> None:
    store = archive(shell)
    kept = await store.read()
    await store.write(kept_games.merge(kept, more))
    from ludi.ui import storage

    if not storage.read(shell.store, PERSIST_ASKED_KEY):
        storage.write(shell.store, PERSIST_ASKED_KEY, "1")
        await store.persist()


def restore_backup(shell: Shell, value: Any) -> None:
    """A backup file: its games added to the device's (each game once), then the statistics."""
    more = kept_games.load(value)
    if more is None:
        refuse(shell, Refusal("import.not_record"))
        return
    shell.go("stats", more)
