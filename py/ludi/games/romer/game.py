"""Registers the game with the registry (imported by ``registry.get``, never by the package
__init__, so each engine module can be imported on its own, leaves first)."""

from __future__ import annotations

from ludi.games.protocol import PublicQuestions
from ludi.games.registry import GameDefinition, register
from ludi.games.romer.bots import EasyBot, NormalBot, StrongBot
from ludi.games.romer.cards import place_multiplier
from ludi.games.romer.expert_bot import ExpertBot
from ludi.games.romer.rules import RomerRules, rules_from_options
from ludi.games.romer.state import RomerState


class RomerQuestions(PublicQuestions):
    """A Römer table's questions: the hint for the seat to move (``hints``).

    Here, not in a module of its own: the table imports a game in steps that its import plan
    (``ludi.ui.games``) lists, and ``hints`` (which reasons like the normal bot) is only
    needed once a player asks, so it is imported on the first hint.
    """

    _state: RomerState
    hints_module = "ludi.games.romer.hints"

    def next_place(self, seat: int) -> tuple[int, int]:
        """Where a horse ``seat`` adds now would go (its position in the team, RO-20) and what
        a card of the team's trump colour scores there times (RO-51): the numbers the table
        prints on the horse buttons, so the UI never restates the scoring rule."""
        position = len(self._state.view(seat).teams[seat]) + 1
        return position, place_multiplier(position, True)


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
