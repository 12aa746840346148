"""Autosave and resume through a key/value store (localStorage in the browser, a dict in tests).

A stored record that cannot be loaded is never dropped silently: ``load_saved`` reports
why, keeps the raw text, and only an explicit ``discard`` removes it. Reading the save for
the home screen imports no engine (``load_saved``); the engine is imported and the record
replayed only when the player resumes (``replay_saved``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from ludi.ui import games

if TYPE_CHECKING:
    from ludi.games.protocol import GameRecord, GameState

SAVE_KEY = "ludi.save"
LANG_KEY = "ludi.lang"
SPEED_KEY = "ludi.speed"
BOT_SPEED_KEY = "ludi.bot-speed"


def setup_key(game_id: str) -> str:
    return f"ludi.setup.{game_id}"


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


@dataclass
class Saved:
    """What the save slot holds: ``status`` is "none", "ok" or "corrupt"."""

    status: str
    raw: str | None = None
    record: GameRecord | None = None
    state: GameState | None = None  # set by replay_saved
    problem: str | None = None  # catalog key explaining a corrupt record
    details: dict[str, Any] = field(default_factory=dict)


def _corrupt(raw: str, problem: str, **details: Any) -> Saved:
    return Saved("corrupt", raw, problem=problem, details=details)


def load_saved(store: Store) -> Saved:
    """The save slot for the home screen: parsed and checked, but not replayed."""
    try:
        raw = store.get(SAVE_KEY)
    except Exception:  # noqa: BLE001 - a failing storage reads as an empty slot
        return Saved("none")
    if raw is None or raw == "":
        return Saved("none")
    try:
        data = json.loads(raw)
    except (ValueError, TypeError, RecursionError) as exc:
        return _corrupt(raw, "corrupt.json", reason=str(exc)[:200])
    from ludi.games.protocol import GameRecord  # only with a saved game: a first start skips it

    try:
        record = GameRecord.from_json(data)
    except Exception as exc:  # noqa: BLE001 - RulesError, RecursionError, OverflowError, ...
        return _corrupt(raw, "corrupt.invalid", reason=(str(exc) or type(exc).__name__)[:200])
    if not games.playable(record.game):
        return _corrupt(raw, "corrupt.unknown_game", game=record.game[:60])
    return Saved("ok", raw, record=record)


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
                return _corrupt(raw, "corrupt.unknown_level", level=str(seat.level)[:40])
        state = registry.replay(record)
        state.view(None)  # a state that cannot even show itself is not resumable
    except ReplayError as exc:
        return _corrupt(raw, "corrupt.illegal", index=exc.index + 1, reason=exc.reason[:200])
    except Exception as exc:  # noqa: BLE001 - any other defect of the record: keep it, explain it
        return _corrupt(raw, "corrupt.invalid", reason=(str(exc) or type(exc).__name__)[:200])
    if state.is_over:
        return Saved("none", raw)
    return replace(saved, state=state)


def save_game(store: Store, state: GameState) -> bool:
    """Called after every action: unfinished games are kept, finished ones leave the slot.

    Returns False when the store refused the write (the game goes on; the app says so).
    """
    try:
        if state.is_over:
            store.remove(SAVE_KEY)
        else:
            store.set(SAVE_KEY, state.record().dumps())
    except Exception:  # noqa: BLE001 - full or failing storage must not stop the game
        return False
    return not getattr(store, "failed", False)


def discard(store: Store) -> None:
    try:
        store.remove(SAVE_KEY)
    except Exception:  # noqa: BLE001 - nothing more to do
        pass


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
