"""Registers the game with the registry (imported by ``registry.get``, never by the package
__init__, so each engine module can be imported on its own, leaves first)."""

from __future__ import annotations

from ludi.games.registry import GameDefinition, register
from ludi.games.romer.bots import EasyBot, NormalBot, StrongBot
from ludi.games.romer.expert_bot import ExpertBot
from ludi.games.romer.questions import RomerQuestions
from ludi.games.romer.rules import RomerRules, rules_from_options
from ludi.games.romer.state import RomerState

register(
    GameDefinition(
        game_id="romer",
        rules_class=RomerRules,
        state_class=RomerState,
        bots={"easy": EasyBot, "normal": NormalBot, "strong": StrongBot, "expert": ExpertBot},
        rules_from_options=rules_from_options,
        questions=RomerQuestions,
    )
)

__all__ = ["RomerQuestions", "RomerRules", "RomerState", "rules_from_options"]
