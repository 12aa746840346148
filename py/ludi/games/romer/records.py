"""Römer game records: the protocol's record plus an optional ``"setup"`` block, the position
the game started from (``RomerState.from_position``). A record without it is a plain
``GameRecord`` and replays through ``registry.replay``; ``replay`` here handles both.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ludi.games.protocol import GameRecord, IllegalAction, ReplayError, RulesError

if TYPE_CHECKING:
    from ludi.games.romer.state import RomerState


@dataclass(frozen=True)
class RomerRecord(GameRecord):
    setup: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        if self.setup is not None:
            data["setup"] = self.setup
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RomerRecord:
        base = GameRecord.from_json(data)
        setup = data.get("setup")
        if setup is not None and not isinstance(setup, dict):
            raise RulesError("the record's setup must be a position object")
        return cls(
            game=base.game,
            rules=base.rules,
            seats=base.seats,
            seed=base.seed,
            actions=base.actions,
            format=base.format,
            setup=setup,
        )

    @classmethod
    def loads(cls, text: str) -> RomerRecord:
        GameRecord.loads(text)  # the protocol's checks and messages for bad JSON
        return cls.from_json(json.loads(text))


def replay(record: GameRecord | dict[str, Any] | str, upto: int | None = None) -> RomerState:
    """Rebuild a Römer state from a record (object, JSON object or text), setup included;
    ReplayError names the first illegal action."""
    from ludi.games.romer.rules import RomerRules
    from ludi.games.romer.state import RomerState

    if isinstance(record, str):
        record = RomerRecord.loads(record)
    elif isinstance(record, dict):
        record = RomerRecord.from_json(record)
    if record.game != RomerState.game_id:
        raise RulesError(f"not a Römer record: {record.game!r}")
    rules = RomerRules.from_json(record.rules)
    setup = getattr(record, "setup", None)
    state = RomerState(
        rules,  # type: ignore[arg-type]
        record.seats,
        record.seed,
        position=setup,
        record_format=record.format,
    )
    actions = record.actions if upto is None else record.actions[:upto]
    for index, data in enumerate(actions):
        try:
            state.apply(state.codec.decode(data))
        except IllegalAction as exc:
            raise ReplayError(index, exc.reason) from None
    return state
