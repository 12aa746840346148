"""Römisch Pokern actions: the only inputs the engine accepts (UI clicks and bots alike)."""

from __future__ import annotations

from dataclasses import dataclass

from ludi.games.protocol import Action, ActionCodec

# Card ids (RP-30..RP-35), in the order the sheet and the UI show them.
REROLL_I = "reroll_i"
REROLL_V = "reroll_v"
REROLL_ONE = "reroll_one"
DROP_ONE = "drop_one"
TWIN = "twin"
JOKER = "joker"
CARDS = (REROLL_I, REROLL_V, REROLL_ONE, DROP_ONE, TWIN, JOKER)
EFFECTS = (REROLL_I, REROLL_V, REROLL_ONE, DROP_ONE, TWIN)


@dataclass(frozen=True)
class Roll(Action):
    """Roll ``count`` of the unrolled dice (always 1 unless option RP-50)."""

    count: int = 1


@dataclass(frozen=True)
class Stop(Action):
    """Stop rolling; the turn moves to scoring (or fails, RP-24)."""


@dataclass(frozen=True)
class Score(Action):
    """Write ``number`` into row ``row`` (0 = top .. 6 = bottom) of the own column."""

    number: int
    row: int


@dataclass(frozen=True)
class PlayCard(Action):
    """Play action card ``card``; ``effect`` is the card itself except for the joker (RP-35).

    ``die`` is the index into the turn's rolled dice for re-roll one / drop one. The field
    types are checked by ``Action``: ``die=0.0`` is refused before the card leaves the hand.
    Names that are no card or effect are well-typed strings the engine refuses (not in hand).
    """

    card: str
    effect: str
    die: int | None = None


@dataclass(frozen=True)
class Pass(Action):
    """Accept a failed turn: write nothing, pass the dice on (RP-25)."""


CODEC = ActionCodec([Roll, Stop, Score, PlayCard, Pass])
