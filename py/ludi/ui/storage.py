"""Autosave and resume through a key/value store (localStorage in the browser, a dict in tests).

A stored record that cannot be loaded is never dropped silently: ``load_saved`` reports
why, keeps the raw text, and only an explicit ``discard`` removes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from ludi.games import registry
from ludi.games.protocol import GameRecord, GameState, ReplayError, RulesError

SAVE_KEY = "ludi.save"
LANG_KEY = "ludi.lang"
SPEED_KEY = "ludi.speed"
SETUP_KEY = "ludi.setup.romisch-pokern"


class Store(Protocol):
    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...


class MemoryStore:
    """A dict-backed store for tests and for browsers whose localStorage is unavailable."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data = data if data is not None else {}

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
    state: GameState | None = None
    problem: str | None = None  # catalog key explaining a corrupt record
    details: dict[str, Any] = field(default_factory=dict)


def load_saved(store: Store) -> Saved:
    raw = store.get(SAVE_KEY)
    if raw is None or raw == "":
        return Saved("none")
    try:
        data = json.loads(raw)
    except (ValueError, TypeError) as exc:
        return Saved("corrupt", raw, problem="corrupt.json", details={"reason": str(exc)})
    try:
        record = GameRecord.from_json(data)
    except RulesError as exc:
        return Saved("corrupt", raw, problem="corrupt.invalid", details={"reason": str(exc)})
    try:
        registry.get(record.game)
    except KeyError:
        return Saved("corrupt", raw, problem="corrupt.unknown_game", details={"game": record.game})
    try:
        state = registry.replay(record)
    except ReplayError as exc:
        return Saved(
            "corrupt", raw, problem="corrupt.illegal", details={"index": exc.index + 1, "reason": exc.reason}
        )
    except Exception as exc:  # noqa: BLE001 - any other defect of the record: keep it, explain it
        return Saved(
            "corrupt", raw, problem="corrupt.invalid", details={"reason": str(exc) or type(exc).__name__}
        )
    if state.is_over:
        return Saved("none", raw)
    return Saved("ok", raw, state=state)


def save_game(store: Store, state: GameState) -> None:
    """Called after every action: unfinished games are kept, finished ones leave the slot."""
    if state.is_over:
        store.remove(SAVE_KEY)
    else:
        store.set(SAVE_KEY, state.record().dumps())


def discard(store: Store) -> None:
    store.remove(SAVE_KEY)


def load_json(store: Store, key: str) -> Any:
    raw = store.get(key)
    if not raw:
        return None
    try:
        return json.loads(raw)
    except (ValueError, TypeError):
        return None
