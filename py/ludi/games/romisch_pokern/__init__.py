"""Römisch Pokern (Roman dice): rules RP-1..RP-53, registered with the game registry."""

from ludi.games.registry import GameDefinition, register
from ludi.games.romisch_pokern.rules import PokernRules, rules_from_options
from ludi.games.romisch_pokern.state import PokernState

GAME_ID = "romisch-pokern"


def _register() -> None:
    from ludi.games.romisch_pokern import bots

    register(
        GameDefinition(
            game_id=GAME_ID,
            rules_class=PokernRules,
            state_class=PokernState,
            bots={"easy": bots.EasyBot, "normal": bots.NormalBot, "strong": bots.StrongBot},
            rules_from_options=rules_from_options,
            seat_range=(2, 6),
        )
    )


_register()
