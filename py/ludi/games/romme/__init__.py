"""Rommé / Rami (German rummy): engine, meld solver and bots. Registered with the game registry.

One GameState is a whole game up to the RM-54 limit; the ``single-round`` option makes it one
round (what ``simulate`` and the win-rate benchmark count).
"""

from __future__ import annotations

from ludi.games.registry import GameDefinition, register
from ludi.games.romme.bots import EasyBot, NormalBot, StrongBot
from ludi.games.romme.rules import RommeRules, rules_from_options
from ludi.games.romme.state import RommeState

register(
    GameDefinition(
        game_id="romme",
        rules_class=RommeRules,
        state_class=RommeState,
        bots={"easy": EasyBot, "normal": NormalBot, "strong": StrongBot},
        rules_from_options=rules_from_options,
        seat_range=(2, 6),
    )
)

__all__ = ["RommeRules", "RommeState", "rules_from_options"]
