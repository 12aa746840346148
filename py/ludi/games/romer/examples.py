"""Worked examples for the help, as data: the material and the numbers the engine computes.

The help shows these; ``tests/unit/romer/test_examples.py`` recomputes every number with the
engine (``cards.card_scores``, a trick played out from a position), so a changed rule or card
table cannot leave the help telling another game. Cards are codes (``"R1"``: red 1, worth XX;
``"GC"``: a green Caesar), colours their letters (``cards.COLOURS``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Chariot:
    """RO-51: a team scored card by card; the trump colour is the first card's."""

    cards: tuple[str, ...]  # trump card first, then the horses in order
    scores: tuple[int, ...]  # each card's points at its position
    total: int


#: The seed's example ("une carte de valeur XX en position 7 rapportera 140 points"): red is
#: trump, so red cards count times their position; the red 1 (XX) in seventh place is 140.
#: Green 2 and yellow 7 count once, the Caesar nothing.
CHARIOT = Chariot(
    cards=("R4", "GC", "R6", "B2", "R3", "Y7", "R1"),
    scores=(5, 0, 9, 10, 50, 3, 140),
    total=217,
)


@dataclass(frozen=True)
class Trick:
    """RO-30..RO-33: a trick at a table of four, everyone's trump colour shown."""

    trumps: tuple[str, ...]  # trump colour per seat
    played: tuple[tuple[int, str], ...]  # (seat, card) in play order, the leader first
    cut: bool  # someone cut (RO-31) or the led colour decides (RO-32)
    winner: int
    losers: tuple[int, ...]  # seats whose last team card goes to the winner (RO-33)
    draws: tuple[int, ...]  # seats that draw a card after the trick (RO-31, RO-32)


#: Yellow 5 is led. Blue (seat 1) throws a red 3: neither yellow nor its trump. Green (seat 2)
#: cuts with its green 2, purple (seat 3) cuts higher with its purple 4 and wins: it alone
#: draws, and takes seat 1's last team card. The beaten cutter keeps its team (RO-33
#: decision); the leader followed, as every leader does.
CUT_TRICK = Trick(
    trumps=("R", "B", "G", "P"),
    played=((0, "Y5"), (1, "R3"), (2, "G2"), (3, "P4")),
    cut=True,
    winner=3,
    losers=(1,),
    draws=(3,),
)

#: The same lead, nobody cutting: the highest yellow wins (yellow 7 beats the led 5), and both
#: players who followed yellow draw (RO-32).
UNCUT_TRICK = Trick(
    trumps=("R", "B", "G", "P"),
    played=((0, "Y5"), (1, "Y7"), (2, "R2"), (3, "B6")),
    cut=False,
    winner=1,
    losers=(),
    draws=(0, 1),
)

EXAMPLES = {"chariot": CHARIOT, "cut_trick": CUT_TRICK, "uncut_trick": UNCUT_TRICK}
