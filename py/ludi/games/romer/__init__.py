"""Römer (the chariot card game, Hexagames 1990): engine, positions and bots. Registered with
the game registry.

One GameState is a whole game up to the RO-52 target; the ``single-round`` option makes it one
round (what ``simulate`` and the win-rate benchmark count).
"""

from __future__ import annotations

from ludi.games.registry import GameDefinition, register
from ludi.games.romer.bots import EasyBot, NormalBot, StrongBot
from ludi.games.romer.records import RomerRecord, replay
from ludi.games.romer.rules import RomerRules, rules_from_options
from ludi.games.romer.state import RomerState


class RomerDefinition(GameDefinition):
    """The registry entry; ``replay_text`` is the hook for records with a ``setup`` position."""

    def replay_text(self, text: str) -> RomerState:
        return replay(text)


register(
    RomerDefinition(
        game_id="romer",
        rules_class=RomerRules,
        state_class=RomerState,
        bots={"easy": EasyBot, "normal": NormalBot, "strong": StrongBot},
        rules_from_options=rules_from_options,
        seat_range=(2, 4),
    )
)

__all__ = ["RomerRecord", "RomerRules", "RomerState", "replay", "rules_from_options"]
