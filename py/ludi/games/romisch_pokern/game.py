"""Registers the game with the registry (imported by ``registry.get``, never by the package
__init__, so each engine module can be imported on its own, leaves first)."""

from ludi.games.registry import GameDefinition, register
from ludi.games.romisch_pokern.rules import PokernRules, rules_from_options
from ludi.games.romisch_pokern.state import PokernState

GAME_ID = "romisch-pokern"


def _register() -> None:
    from ludi.games.romisch_pokern import bots
    from ludi.games.romisch_pokern.questions import PokernQuestions

    register(
        GameDefinition(
            game_id=GAME_ID,
            rules_class=PokernRules,
            state_class=PokernState,
            bots={"easy": bots.EasyBot, "normal": bots.NormalBot, "strong": bots.StrongBot},
            rules_from_options=rules_from_options,
            questions=PokernQuestions,
        )
    )


_register()
