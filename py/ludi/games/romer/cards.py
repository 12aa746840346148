"""Römer cards (RO-2, RO-3): five colours of 21 cards, written as two-letter codes.

A *face* is what a card shows: a colour and a rank, rank 0 being the Caesar. Copies of a face
are interchangeable, so actions and views name faces (``"R3"``, ``"BC"``), never copies.
Internally a face is an int ``colour * RANKS + rank`` and a hand is a count per face.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

#: RO-2 (decision): colour letters and names, in this order.
COLOURS = (("R", "red"), ("B", "blue"), ("G", "green"), ("Y", "yellow"), ("P", "purple"))

#: RO-3 (decision, the original list is unknown): THE card table, one row per rank of a
#: colour: (rank code, combat value, point value, copies per colour). Rank "C" is the
#: Caesar (RO-2). Correcting the card list means editing this table only.
CARD_TABLE: tuple[tuple[str, int, int, int], ...] = (
    ("C", 0, 0, 7),
    ("1", 1, 20, 2),
    ("2", 2, 10, 2),
    ("3", 3, 10, 2),
    ("4", 4, 5, 2),
    ("5", 5, 5, 2),
    ("6", 6, 3, 2),
    ("7", 7, 3, 2),
)

N_COLOURS = len(COLOURS)
RANKS = len(CARD_TABLE)
N_FACES = N_COLOURS * RANKS
COLOUR_CODES = "".join(c for c, _ in COLOURS)
RANK_CODES = "".join(r for r, *_ in CARD_TABLE)
COPIES = tuple(CARD_TABLE[f % RANKS][3] for f in range(N_FACES))
DECK_SIZE = sum(COPIES)
COMBAT = tuple(CARD_TABLE[f % RANKS][1] for f in range(N_FACES))
POINTS = tuple(CARD_TABLE[f % RANKS][2] for f in range(N_FACES))
CODE_RE = re.compile(f"^[{COLOUR_CODES}][{RANK_CODES}]$")


def colour_of(face: int) -> int:
    return face // RANKS


def code(face: int) -> str:
    return COLOUR_CODES[face // RANKS] + RANK_CODES[face % RANKS]


CODES = tuple(code(f) for f in range(N_FACES))
_FACE_OF = {c: f for f, c in enumerate(CODES)}


def is_code(value: object) -> bool:
    """A card code: a str of one colour letter and one rank letter (``"R3"``, ``"PC"``)."""
    return isinstance(value, str) and CODE_RE.match(value) is not None


def parse(text: str) -> int:
    """Face of a card code; ValueError for anything else."""
    try:
        return _FACE_OF[text]
    except (KeyError, TypeError):
        raise ValueError(f"{text!r} is not a card (colour {COLOUR_CODES} + rank {RANK_CODES})") from None


def new_deck() -> list[int]:
    """Every card once (RO-2): faces repeated by their number of copies."""
    return [f for f in range(N_FACES) for _ in range(COPIES[f])]


def counts_of(faces: Iterable[int]) -> list[int]:
    counts = [0] * N_FACES
    for f in faces:
        counts[f] += 1
    return counts


def faces_of(counts: Sequence[int]) -> list[int]:
    return [f for f in range(N_FACES) for _ in range(counts[f])]


def place_multiplier(position: int, in_trump_colour: bool) -> int:
    """RO-51: what a team card at ``position`` (1 = the trump card) multiplies its points by."""
    return position if in_trump_colour else 1


def card_score(face: int, position: int, trump: int) -> int:
    """RO-51: a card's point value, times its position in the team (1 for the trump card) when
    it is of the trump colour ``trump``."""
    return POINTS[face] * place_multiplier(position, colour_of(face) == trump)


def card_scores(team: Sequence[int]) -> list[int]:
    """RO-51, card by card (the trump colour is the first card's): what the help's worked
    chariot shows."""
    if not team:
        return []
    trump = colour_of(team[0])
    return [card_score(f, pos, trump) for pos, f in enumerate(team, start=1)]


def team_points(team: Sequence[int]) -> int:
    """RO-51: the chariot's score, the sum of its cards' (``card_scores``)."""
    return sum(card_scores(team))
