"""Cards as small ints, so hands are count vectors the meld solver can hash cheaply.

A *face* is what a card shows: ``suit * 13 + rank - 1`` for naturals (0..51, rank 1 = ace,
11/12/13 = J/Q/K) and ``JOKER`` (52). The two decks hold identical faces, so a hand is a
multiset of faces: nothing in the rules ever tells two ♥7 apart. A *meld entry* is a face,
or ``JOKER_FLAG + face`` for a joker standing for that face (RM-22).

Text codes (records, UI, tests): ``"H7"``, ``"C10"``, ``"SQ"``, ``"DA"``, ``"JK"`` for a
joker in hand, ``"*H7"`` for a joker standing for ♥7 in a meld.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SUITS = "CSHD"  # ♣ ♠ ♥ ♦: the order strict sets follow (RM-68)
SUIT_SYMBOLS = "♣♠♥♦"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
JOKER = 52
N_FACES = 53
JOKER_FLAG = 64


def face(suit: int, rank: int) -> int:
    return suit * 13 + rank - 1


def suit_of(f: int) -> int:
    return f // 13


def rank_of(f: int) -> int:
    return f % 13 + 1


def is_joker_entry(entry: int) -> bool:
    return entry >= JOKER_FLAG


def stands_for(entry: int) -> int:
    """The natural face a meld entry represents (itself, or the joker's card)."""
    return entry - JOKER_FLAG if entry >= JOKER_FLAG else entry


def code(f: int) -> str:
    if f == JOKER:
        return "JK"
    return SUITS[suit_of(f)] + RANKS[rank_of(f) - 1]


def parse(text: str) -> int:
    """Face from a code like ``"H7"`` or ``"JK"``; ValueError for anything else."""
    if text == "JK":
        return JOKER
    if len(text) < 2 or text[0] not in SUITS or text[1:] not in RANKS:
        raise ValueError(f"not a card: {text!r}")
    return face(SUITS.index(text[0]), RANKS.index(text[1:]) + 1)


def entry_code(entry: int) -> str:
    return "*" + code(entry - JOKER_FLAG) if entry >= JOKER_FLAG else code(entry)


def parse_entry(text: str) -> int:
    """Meld entry from ``"H7"`` or ``"*H7"`` (a joker as ♥7); a bare ``"JK"`` is not an entry."""
    if text.startswith("*"):
        f = parse(text[1:])
        if f == JOKER:
            raise ValueError("a joker must stand for a definite card, e.g. '*H7'")
        return JOKER_FLAG + f
    f = parse(text)
    if f == JOKER:
        raise ValueError("a joker in a meld must say which card it stands for, e.g. '*H7'")
    return f


def label(f: int) -> str:
    """Human label with suit symbols (``"♥7"``, ``"Joker"``)."""
    if f == JOKER:
        return "Joker"
    return SUIT_SYMBOLS[suit_of(f)] + RANKS[rank_of(f) - 1]


def new_deck(decks: int, jokers: int) -> list[int]:
    """All faces of the material (RM-2, RM-61, RM-65), unshuffled."""
    return [f for _ in range(decks) for f in range(52)] + [JOKER] * jokers


def counts_of(faces: Iterable[int]) -> list[int]:
    counts = [0] * N_FACES
    for f in faces:
        counts[f] += 1
    return counts


def faces_of(counts: Sequence[int]) -> list[int]:
    """Sorted faces of a count vector (jokers last)."""
    out: list[int] = []
    for f, n in enumerate(counts):
        if n:
            out += [f] * n
    return out


# --- values -----------------------------------------------------------------------------
def _penalty(f: int) -> int:
    if f == JOKER:
        return 20
    r = rank_of(f)
    return 11 if r == ACE else min(r, 10)


def _casino(f: int) -> int:
    if f == JOKER:
        return 0
    r = rank_of(f)
    if f == face(SUITS.index("S"), QUEEN):
        return 40
    if r == ACE:
        return 15
    return 10 if r >= 10 else 5


#: RM-50 hand values at the end of a round (ace 11, joker 20).
PENALTY = tuple(_penalty(f) for f in range(N_FACES))
#: RM-69 casino values (♠Q 40, ace 15, 10..K 10, 2..9 5, joker 0).
CASINO = tuple(_casino(f) for f in range(N_FACES))


def hand_value(faces: Iterable[int], casino: bool = False) -> int:
    table = CASINO if casino else PENALTY
    return sum(table[f] for f in faces)
