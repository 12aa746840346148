"""Worked examples for the help, as data: the material and the numbers the engine computes.

The help shows these; ``tests/unit/romme/test_examples.py`` recomputes every number and
verdict with the engine (``meld_checks.check_meld``, ``meld_points``, the rules' threshold,
``cards.hand_value``), so a changed rule cannot leave the help telling another game. Cards are
codes (``"H7"``: ♥7); in melds a joker is written as the card it stands for (``"*HK"``).
Most examples are the German text's own (``romme-palast-rules-de.txt``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MeldExample:
    """A meld, its kind and its points toward the first meld (RM-20..RM-23)."""

    cards: tuple[str, ...]
    kind: str  # "set" or "run"
    points: int


#: RM-23 / RM-24: the sets and runs the German text names as reaching 30 on their own, three
#: sevens that do not, and the ace worth 1 at a run's start but 11 after a king.
MELDS = (
    MeldExample(("C10", "S10", "H10"), "set", 30),
    MeldExample(("CA", "SA", "HA"), "set", 33),
    MeldExample(("C7", "S7", "H7"), "set", 21),
    MeldExample(("H10", "HJ", "HQ", "HK"), "run", 40),
    MeldExample(("HJ", "HQ", "HK", "HA"), "run", 41),
    MeldExample(("H7", "H8", "H9", "H10", "HJ"), "run", 44),
    MeldExample(("HA", "H2", "H3"), "run", 6),
)

#: RM-22 / RM-23: a joker counts as the card it stands for. The German text: "Bube-Dame-Joker-
#: Ass" (the joker is the king, 10 points) and "Kreuz-4, Pik-4, Joker" (the third 4, 4 points).
JOKER_MELDS = (
    MeldExample(("HJ", "HQ", "*HK", "HA"), "run", 41),
    MeldExample(("C4", "S4", "*H4"), "set", 12),
)


@dataclass(frozen=True)
class JokerPair:
    """RM-22 (Palast): two jokers side by side, allowed only where their places are clear."""

    cards: tuple[str, ...]  # one spelling of the jokers' places
    allowed: bool


#: The German text's three examples. ♥8 ♥9 Joker Joker is refused whichever spelling is given
#: (10-J or 6-7?), so both are listed; ♥3 ♦3 Joker Joker is the set with ♣3 and ♠3.
JOKER_PAIRS = (
    JokerPair(("H9", "*H10", "*HJ", "HQ"), True),
    JokerPair(("*C3", "*S3", "H3", "D3"), True),
    JokerPair(("H8", "H9", "*H10", "*HJ"), False),
    JokerPair(("*H6", "*H7", "H8", "H9"), False),
)


@dataclass(frozen=True)
class FirstMeld:
    """RM-30 / RM-62: melds put down together as a first meld, and whether they reach it."""

    melds: tuple[tuple[str, ...], ...]
    points: int
    threshold: int
    enough: bool


#: Three sevens (21) are not enough alone; with ♥2 ♥3 ♥4 (9) they reach 30. With the Palace
#: rule "40 points" (RM-62) the same 30 are not enough.
FIRST_MELDS = (
    FirstMeld((("C7", "S7", "H7"),), 21, 30, False),
    FirstMeld((("C7", "S7", "H7"), ("H2", "H3", "H4")), 30, 30, True),
    FirstMeld((("C7", "S7", "H7"), ("H2", "H3", "H4")), 30, 40, False),
)


@dataclass(frozen=True)
class HandValue:
    """RM-50: the minus points of cards left in hand when someone goes out."""

    cards: tuple[str, ...]
    points: int


#: The German text: numbers their value, court cards 10, the ace always 11, the joker 20.
HAND_VALUE = HandValue(("HA", "SK", "D7", "JK"), 48)


@dataclass(frozen=True)
class TableMove:
    """RM-11 / RM-40: one card from the hand onto a meld on the table: laid off (the meld
    grows) or exchanged for the joker that stands for it (the joker comes off)."""

    meld: tuple[str, ...]
    card: str
    after: tuple[str, ...]  # the meld on the table afterwards


#: ♥10 laid off on ♥7 ♥8 ♥9; ♥K exchanged for the joker of the German text's J-Q-Joker-A.
LAYOFF = TableMove(("H7", "H8", "H9"), "H10", ("H7", "H8", "H9", "H10"))
EXCHANGE = TableMove(("HJ", "HQ", "*HK", "HA"), "HK", ("HJ", "HQ", "HK", "HA"))

EXAMPLES = {
    "melds": MELDS,
    "joker_melds": JOKER_MELDS,
    "joker_pairs": JOKER_PAIRS,
    "first_melds": FIRST_MELDS,
    "hand_value": HAND_VALUE,
    "layoff": LAYOFF,
    "exchange": EXCHANGE,
}
