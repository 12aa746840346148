"""The player's hand as they arrange it: an order over the faces the engine says they hold.

The engine keeps a hand as a multiset (two decks: two ♥7 are the same card), so the UI owns
only an *order*: a list of faces that it reconciles with every new view — cards that left
the hand drop out, new ones (the card just drawn) join at the end until the player sorts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ludi.games.romme.cards import JOKER, rank_of, suit_of
from ludi.ui.widgets import occurrence_keys

BY_SUIT, BY_RANK = "suit", "rank"


def sort_key(mode: str):
    """Suit then rank (10 after 9, jokers last), or rank then suit."""

    def by_suit(f: int) -> tuple[int, int]:
        return (9, 0) if f == JOKER else (suit_of(f), rank_of(f))

    def by_rank(f: int) -> tuple[int, int]:
        return (99, 0) if f == JOKER else (rank_of(f), suit_of(f))

    return by_rank if mode == BY_RANK else by_suit


def sorted_hand(hand: Sequence[int], mode: str = BY_SUIT) -> list[int]:
    return sorted(hand, key=sort_key(mode))


def reconcile(order: Sequence[int], hand: Sequence[int]) -> tuple[list[int], list[int]]:
    """Keep the player's order for cards still held; append the new ones.

    Returns (new order, positions of the cards that are new since ``order``).
    """
    left = Counter(hand)
    kept = []
    for f in order:
        if left[f] > 0:
            kept.append(f)
            left[f] -= 1
    fresh = [f for f in sorted(left.elements(), key=sort_key(BY_SUIT))]
    start = len(kept)
    return kept + fresh, list(range(start, start + len(fresh)))


def move(order: Sequence[int], source: int, target: int) -> list[int]:
    """Move the card at ``source`` so that it ends at position ``target`` (clamped)."""
    items = list(order)
    if not 0 <= source < len(items):
        return items
    card = items.pop(source)
    target = max(0, min(target, len(items)))
    items.insert(target, card)
    return items


def faces_at(order: Sequence[int], positions: Sequence[int]) -> list[int]:
    return [order[p] for p in positions if 0 <= p < len(order)]


def put_back(order: Sequence[int], hand: Sequence[int], before: Sequence[int]) -> list[int]:
    """``order`` (cards still held, as arranged) with the cards of ``hand`` it lacks put back
    where they stood in ``before`` (the order when they left: a meld or lay-off taken back),
    each just after the card that preceded it there; cards ``before`` never held go last."""
    result = list(order)
    missing = Counter(hand)
    missing.subtract(Counter(result))
    passed: Counter[int] = Counter()  # occurrences of each held face walked past in ``before``
    at = 0  # where the next returning card goes in ``result``
    for face in before:
        if missing[face] > 0 and passed[face] >= result.count(face):
            result.insert(at, face)
            missing[face] -= 1
            at += 1
            continue
        passed[face] += 1
        seen = 0
        for i, held in enumerate(result):
            if held == face:
                seen += 1
                if seen == passed[face]:
                    at = i + 1
                    break
    rest = [f for f in sorted(missing.elements(), key=sort_key(BY_SUIT))]
    return result + rest


def flip_keys(order: Sequence[int]) -> list[str]:
    """Each card's animation key in the hand (``h:<face>:<occurrence>``)."""
    return occurrence_keys("h", order)
