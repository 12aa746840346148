"""Autosave and resume through a key/value store (localStorage in the browser, a dict in tests).

One saved game per game (``ludi.save.<game>``), so starting Rommé never loses a Römer game in
progress; beside it what the players made their own at that table (``ludi.ui.<game>``: a
hand's order). The single slot of earlier versions (``ludi.save``) is moved to its game's
slot when that one is free. A stored record that cannot be loaded is never dropped silently:
``load_saved`` reports why, keeps the raw text, and only an explicit ``discard`` removes it.
Reading the saves for the home screen imports no engine; the engine is imported and the
record replayed only when the player resumes (``replay_saved``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Protocol

from ludi.ui import games

if TYPE_CHECKING:
    from ludi.games.protocol import GameRecord, GameState, RulesError

SAVE_KEY = "ludi.save"  # the one slot of earlier versions; now one per game (save_key)
LANG_KEY = "ludi.lang"
SPEED_KEY = "ludi.speed"
BOT_SPEED_KEY = "ludi.bot-speed"


def preference_key(name: str) -> str:
    """Where a preference (``settings.PREFERENCES``: deck, index, hand, sound, hints) is kept."""
    return f"ludi.{name}"


INSTALL_HINT_KEY = "ludi.install-hint"  # "dismissed": the Add to Home Screen hint stays away


def setup_key(game_id: str) -> str:
    return f"ludi.setup.{game_id}"


def save_key(game_id: str) -> str:
    return f"{SAVE_KEY}.{game_id}"


def ui_key(game_id: str) -> str:
    return f"ludi.ui.{game_id}"


def story_key(game_id: str) -> str:
    """What the table told of the moves since each human last acted (the recap), kept so
    that a resumed game tells it again."""
    return f"ludi.story.{game_id}"


class Store(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...


class MemoryStore:
    """A dict-backed store for tests and for browsers whose localStorage is unavailable."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data = data if data is not None else {}
        self.failed = False

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


class Saved:
    """What a save slot holds: ``status`` is "none", "ok" or "corrupt". A plain class, not a
    dataclass: the home screen reads the slots on a first visit, where a dataclass's generated
    methods cost milliseconds to compile."""

    __slots__ = ("status", "raw", "key", "record", "state", "problem", "details", "error")

    def __init__(
        self,
        status: str,
        raw: str | None = None,
        key: str = SAVE_KEY,
        record: GameRecord | None = None,
        state: GameState | None = None,
        problem: str | None = None,
        details: dict[str, Any] | None = None,
        error: RulesError | None = None,
    ) -> None:
        self.status = status
        self.raw = raw
        self.key = key  # where it is stored
        self.record = record
        self.state = state  # set by replay_saved
        self.problem = problem  # catalog key explaining a corrupt record
        self.details = details if details is not None else {}
        #: The engine's RulesError behind ``corrupt.invalid``: shown in the player's language.
        self.error = error

    def but(self, **changes: Any) -> Saved:
        """A copy with these fields changed."""
        fields = {name: getattr(self, name) for name in self.__slots__}
        return Saved(**{**fields, **changes})


def _corrupt(raw: str, problem: str, **details: Any) -> Saved:
    return Saved("corrupt", raw, problem=problem, details=details)


def _invalid(raw: str, exc: BaseException) -> Saved:
    """A record the engine refused: its reason kept for the player's language when it has a code."""
    saved = _corrupt(raw, "corrupt.invalid", reason=(str(exc) or type(exc).__name__)[:200])
    return saved.but(error=exc) if hasattr(exc, "code") else saved


def load_saved(store: Store, key: str = SAVE_KEY) -> Saved:
    """One save slot for the home screen: parsed and checked, but not replayed."""
    raw = read(store, key)
    if raw is None or raw == "":
        return Saved("none", key=key)
    return _parse(raw).but(key=key)


def _parse(raw: str) -> Saved:
    try:
        data = json.loads(raw)
    except (ValueError, TypeError, RecursionError) as exc:
        return _corrupt(raw, "corrupt.json", reason=str(exc)[:200])
    from ludi.games.protocol import GameRecord  # only with a saved game: a first start skips it

    try:
        record = GameRecord.from_json(data)
    except Exception as exc:  # noqa: BLE001 - RulesError, RecursionError, OverflowError, ...
        return _invalid(raw, exc)
    if not games.playable(record.game):
        return _corrupt(raw, "corrupt.unknown_game", game=record.game[:60])
    return Saved("ok", raw, record=record)


def saved_games(store: Store) -> list[Saved]:
    """Every saved game, one per game, in the order the home screen lists the games; the old
    single slot first moved to its game's slot (or listed as it is, if it cannot be)."""
    _move_old_slot(store)
    found = [load_saved(store, save_key(game.game_id)) for game in games.GAMES]
    old = load_saved(store, SAVE_KEY)
    return [s for s in (old, *found) if s.status != "none"]


def _move_old_slot(store: Store) -> None:
    old = load_saved(store, SAVE_KEY)
    if old.status != "ok" or old.record is None or old.raw is None:
        return  # nothing there, or a record to show as it is (and export)
    target = save_key(old.record.game)
    if read(store, target):
        return
    try:
        store.set(target, old.raw)
        store.remove(SAVE_KEY)
    except Exception:  # noqa: BLE001 - storage refused: it stays where it was, still listed
        return


def replay_saved(saved: Saved) -> Saved:
    """Rebuild the saved game (imports its engine); a record that does not replay is corrupt."""
    if saved.status != "ok" or saved.record is None or saved.raw is None:
        return saved
    from ludi.games import registry
    from ludi.games.protocol import ReplayError

    record, raw = saved.record, saved.raw
    try:
        definition = registry.get(record.game)
        for seat in record.seats:
            if seat.kind == "bot" and seat.level not in definition.bots:
                return _corrupt(raw, "corrupt.unknown_level", level=str(seat.level)[:40]).but(key=saved.key)
        state = registry.replay(record)
        state.view(None)  # a state that cannot even show itself is not resumable
    except ReplayError as exc:
        return _corrupt(raw, "corrupt.illegal", index=exc.index + 1, reason=exc.reason[:200]).but(
            key=saved.key
        )
    except Exception as exc:  # noqa: BLE001 - any other defect of the record: keep it, explain it
        return _invalid(raw, exc).but(key=saved.key)
    return saved.but(state=state)  # finished too: its last move was saved, its slot not yet emptied


def save_game(store: Store, state: GameState) -> bool:
    """Called after every change: an unfinished game is kept in its game's slot, a finished
    one leaves it (with what its table kept and told).

    Returns False when the store refused the write (the game goes on; the app says so).
    """
    key = save_key(state.game_id)
    try:
        if state.is_over:
            store.remove(key)
            store.remove(ui_key(state.game_id))
            store.remove(story_key(state.game_id))
        else:
            store.set(key, state.record().dumps())
    except Exception:  # noqa: BLE001 - full or failing storage must not stop the game
        return False
    return not getattr(store, "failed", False)


def discard(store: Store, key: str = SAVE_KEY) -> None:
    """Remove one saved game (and what its table kept), asked for by the player."""
    try:
        store.remove(key)
        if key.startswith(f"{SAVE_KEY}."):
            store.remove(ui_key(key[len(SAVE_KEY) + 1 :]))
            store.remove(story_key(key[len(SAVE_KEY) + 1 :]))
    except Exception:  # noqa: BLE001 - nothing more to do
        pass


def save_ui(store: Store, game_id: str, data: Any) -> None:
    """What a table keeps of its players' own arrangement (a convenience: never a crash)."""
    if data is None:
        return
    try:
        write(store, ui_key(game_id), json.dumps(data))
    except (TypeError, ValueError):
        pass


def load_ui(store: Store, game_id: str) -> Any:
    return load_json(store, ui_key(game_id))


def read(store: Store, key: str) -> str | None:
    """A stored setting; a failing storage reads as empty."""
    try:
        return store.get(key)
    except Exception:  # noqa: BLE001 - a failing storage reads as empty
        return None


def write(store: Store, key: str, value: str) -> None:
    """Keep a setting if the storage lets us: settings are a convenience, never a crash."""
    try:
        store.set(key, value)
    except Exception:  # noqa: BLE001 - settings are a convenience
        pass


def load_json(store: Store, key: str) -> Any:
    try:
        raw = store.get(key)
        if not raw:
            return None
        return json.loads(raw)
    except Exception:  # noqa: BLE001 - unreadable settings fall back to defaults
        return None


def save_json(store: Store, key: str, value: Any) -> None:
    write(store, key, json.dumps(value))
