"""Registers the game with the registry (imported by ``registry.get``, never by the package
__init__, so each engine module can be imported on its own, leaves first)."""

from __future__ import annotations

from ludi.games.registry import GameDefinition, register
from ludi.games.romme.bots import EasyBot, NormalBot
from ludi.games.romme.expert_bot import ExpertBot
from ludi.games.romme.questions import RommeQuestions
from ludi.games.romme.rules import RommeRules, rules_from_options
from ludi.games.romme.state import RommeState
from ludi.games.romme.strong_bot import StrongBot

register(
    GameDefinition(
        game_id="romme",
        rules_class=RommeRules,
        state_class=RommeState,
        bots={"easy": EasyBot, "normal": NormalBot, "strong": StrongBot, "expert": ExpertBot},
        rules_from_options=rules_from_options,
        questions=RommeQuestions,
    )
)

__all__ = ["RommeRules", "RommeState", "rules_from_options"]
