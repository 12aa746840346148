"""The Römer rules config: the target score and every *(decision)* of the spec as data.

Validated at construction, so a config that cannot hold raises ``RulesError``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ludi.games.protocol import Rules, RulesError, short_repr

HAND_SIZE = 15  # RO-10
TEAM_LIMIT = 7  # RO-50: chariot and six horses end the round
DEFAULT_TARGET = 500  # RO-52

OPTION_NAMES = ("single-round", "target=N", "no-caesar-trump", "cut-losers-lose", "no-optional-draw")


@dataclass(frozen=True)
class RomerRules(Rules):
    """One table's rules.

    ``target``: RO-52 score that ends the game (500, higher for longer games).
    ``single_round``: one GameState is one round (simulations, win rates).
    ``caesar_trump``: RO-11 (decision) a Caesar may serve as trump card.
    ``cut_losers_keep``: RO-33 (decision) players who cut but lost the trick keep their teams.
    ``optional_draw``: RO-20, the seed's "le joueur *peut* remplacer cette carte": drawing after
    adding a horse is the player's choice (``AddHorse.draw``); off = always draw.
    """

    game_id = "romer"  # RO-1: 2 to 4 seats (ludi.games.facts)

    target: int = DEFAULT_TARGET
    single_round: bool = False
    caesar_trump: bool = True
    cut_losers_keep: bool = True
    optional_draw: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.target, int) or isinstance(self.target, bool):
            raise RulesError(
                "target must be a whole number (RO-52)", "rules.whole", {"name": "target", "low": 1}
            )
        if self.target < 1:
            raise RulesError(
                "target must be at least 1 point (RO-52)", "rules.whole", {"name": "target", "low": 1}
            )
        for name in ("single_round", "caesar_trump", "cut_losers_keep", "optional_draw"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name} must be true or false", "rules.not_flag", {"name": name})


def rules_from_options(preset: str | None, options: Sequence[str]) -> RomerRules:
    """Rules from option words: ``single-round``, ``target=800``, ``no-caesar-trump``,
    ``cut-losers-lose``, ``no-optional-draw``. Römer has no presets."""
    if preset not in (None, "", "romer", "standard"):
        raise RulesError(
            f"Römer has no preset {preset!r}",
            "rules.unknown_preset",
            {"preset": short_repr(preset), "known": "standard"},
        )
    values: dict[str, object] = {}
    for raw in options:
        word = raw.strip().lower().replace("_", "-")
        if not word:
            continue
        if word.startswith(("target=", "points=", "limit=")):
            try:
                values["target"] = int(word.split("=", 1)[1])
            except ValueError:
                raise RulesError(
                    f"{raw!r}: the target must be a number", "rules.not_a_number", {"option": short_repr(raw)}
                ) from None
        elif word in ("single-round", "round"):
            values["single_round"] = True
        elif word == "no-caesar-trump":
            values["caesar_trump"] = False
        elif word == "cut-losers-lose":
            values["cut_losers_keep"] = False
        elif word == "no-optional-draw":
            values["optional_draw"] = False
        else:
            raise RulesError(
                f"unknown option {raw!r}; known: {list(OPTION_NAMES)}",
                "rules.unknown_option",
                {"option": short_repr(raw), "known": ", ".join(OPTION_NAMES)},
            )
    return RomerRules(**values)  # type: ignore[arg-type]  # each value was checked against its field's type above; the dict holds objects
