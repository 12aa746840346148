"""How a selection of cards narrows the legal list: which melds, lay-offs, exchanges, discards.

No rule is decided here: every answer is a subset of ``legal_actions()`` or, for a meld the
list leaves out, the engine's own answer (``RommeQuestions.melds_of``); point values come
from its ``meld_points``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romme.actions import Discard, Exchange, LayOff, Meld
from ludi.games.romme.cards import JOKER, code, parse, parse_entry
from ludi.games.romme.melds import meld_points, normalize


def hand_faces_of(cards: Sequence[str]) -> Counter[int]:
    """The faces a meld takes from the hand: a joker standing for a card is a joker."""
    return Counter(JOKER if c.startswith("*") else parse(c) for c in cards)


def melds_for(
    legal: Sequence[Action], faces: Sequence[int], ask: Any = None, seat: int | None = None
) -> list[Meld]:
    """Legal new melds made of exactly the selected cards (several when jokers can move).

    From the engine's answer (``RommeQuestions.melds_of``) when the table may ask, for the
    seat to move: the legal list leaves out spellings with two jokers for cards in hand,
    which a player may still choose."""
    if ask is not None and faces:
        return [a for a in ask.melds_of(seat, faces) if isinstance(a, Meld)]
    want = Counter(faces)
    return [a for a in legal if isinstance(a, Meld) and hand_faces_of(a.cards) == want]


def meld_value(cards: Sequence[str]) -> int:
    return meld_points(normalize(parse_entry(c) for c in cards))


def card_code(face: int) -> str:
    return code(face)


def layoffs_for(legal: Sequence[Action], face: int, meld: int | None = None) -> list[LayOff]:
    """Legal lay-offs of one selected card (a joker: every card it may stand for)."""
    out = []
    for a in legal:
        if not isinstance(a, LayOff) or (meld is not None and a.meld != meld):
            continue
        taken = JOKER if a.card.startswith("*") else parse(a.card)
        if taken == face:
            out.append(a)
    return out


def exchanges_for(legal: Sequence[Action], face: int, meld: int | None = None) -> list[Exchange]:
    return [
        a
        for a in legal
        if isinstance(a, Exchange) and a.card == code(face) and (meld is None or a.meld == meld)
    ]


def discard_for(legal: Sequence[Action], face: int) -> Discard | None:
    return next((a for a in legal if isinstance(a, Discard) and a.card == code(face)), None)


def action_index(legal: Sequence[Action], action: Action | None) -> int | None:
    """Where ``action`` stands in ``legal`` (what an ``act`` button carries), or None."""
    if action is None:
        return None
    try:
        return list(legal).index(action)
    except ValueError:
        return None
