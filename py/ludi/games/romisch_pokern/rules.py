"""Römisch Pokern rules config: the options of RP-50..RP-53 and the decisions of RP-5/RP-42.

Every setting lives here, in one frozen dataclass; the setup screen and the command line
both build it through ``rules_from_options`` so an unknown option is an error, not ignored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from ludi.games.protocol import Rules, RulesError, short_repr


@dataclass(frozen=True)
class PokernRules(Rules):
    game_id = "romisch-pokern"  # RP-1: 2 to 6 seats (ludi.games.facts)

    roll_several: bool = False  # RP-50: choose how many unrolled dice to roll at once
    cards_on_valid: bool = False  # RP-51: action cards also on a valid result
    order_matters: bool = False  # RP-52: roll order fixes the reading (Parlett)
    strict_xxxx: bool = False  # RP-53: four X fails at once
    random_start: bool = True  # RP-5 (decision): the app draws the start player
    card_bonus: int = 5  # RP-42: points per unused action card

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool) and not isinstance(value, bool):
                raise RulesError(
                    f"{f.name} must be true or false, not {value!r}", "rules.not_flag", {"name": f.name}
                )
        if not isinstance(self.card_bonus, int) or isinstance(self.card_bonus, bool) or self.card_bonus < 0:
            raise RulesError(
                f"card_bonus must be a whole number ≥ 0, not {self.card_bonus!r}",
                "rules.whole",
                {"name": "card_bonus", "low": 0},
            )


# Option names as the command line and the setup screen know them -> rules field.
OPTIONS: dict[str, str] = {
    "roll-several": "roll_several",
    "cards-on-valid": "cards_on_valid",
    "order-matters": "order_matters",
    "strict-xxxx": "strict_xxxx",
    "fixed-start": "random_start",
}
PRESETS = ("standard",)


def rules_from_options(preset: str | None, options: Sequence[str]) -> PokernRules:
    if preset not in (None, *PRESETS):
        raise RulesError(
            f"unknown preset {preset!r} for Römisch Pokern; known: {list(PRESETS)}",
            "rules.unknown_preset",
            {"preset": short_repr(preset), "known": ", ".join(PRESETS)},
        )
    settings: dict[str, bool] = {}
    for option in options:
        if option not in OPTIONS:
            raise RulesError(
                f"unknown option {option!r}; known: {sorted(OPTIONS)}",
                "rules.unknown_option",
                {"option": short_repr(option), "known": ", ".join(sorted(OPTIONS))},
            )
        field_name = OPTIONS[option]
        settings[field_name] = option != "fixed-start"
    return PokernRules(**settings)
