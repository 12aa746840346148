"""Rommé actions: the only inputs the engine accepts (UI clicks and bots alike).

Cards are written as codes (``cards.code``): ``"H7"``, ``"JK"``; in melds a joker says what
it stands for (``"*H8"``). Identical cards of the two decks are interchangeable, so an
action names a face, never a physical copy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ludi.games.protocol import Action, ActionCodec, IllegalAction

STOCK, DISCARD_PILE = "stock", "discard"

_NATURAL = r"[CSHD](?:A|[2-9]|10|J|Q|K)"
#: A card in hand: a natural face or a joker (``cards.code``).
HAND_CARD = re.compile(rf"(?:{_NATURAL}|JK)")
#: A natural card (what an exchange gives for a joker).
NATURAL_CARD = re.compile(_NATURAL)
#: A meld entry: a natural, or ``*`` and the natural a joker stands for (``cards.entry_code``).
MELD_ENTRY = re.compile(rf"\*?{_NATURAL}")
_SUIT_ORDER = {s: i for i, s in enumerate("CSHD")}


def _check_code(action: Action, text: str, pattern: re.Pattern[str], what: str) -> None:
    """IllegalAction unless ``text`` has the shape of a card code, so ``parse`` never sees garbage."""
    if pattern.fullmatch(text) is None:
        shown = repr(text) if len(text) <= 12 else repr(text[:12] + "...")
        raise IllegalAction(f"{type(action).__name__}: {shown} is not {what}")


def canonical_cards(cards: tuple[str, ...]) -> tuple[str, ...]:
    """One spelling per meld (RM-20): a set (every entry of one rank) in suit order ♣ ♠ ♥ ♦.

    Runs keep their order, which places the ace and every joker. Mirrors ``melds.normalize``
    on codes, so ``Meld(("DK", "SK", "CK"))`` *is* ``Meld(("CK", "SK", "DK"))``: the history
    stores one spelling and the action is found in ``legal_actions()``.
    """
    bare = [c.removeprefix("*") for c in cards]
    if len(cards) > 1 and len({c[1:] for c in bare}) == 1:
        order = sorted(range(len(cards)), key=lambda i: _SUIT_ORDER[bare[i][0]])
        return tuple(cards[i] for i in order)
    return cards


@dataclass(frozen=True)
class Draw(Action):
    """RM-10: take the top card of the stock or of the discard pile."""

    source: str = STOCK

    def validate(self) -> None:
        if self.source not in (STOCK, DISCARD_PILE):
            raise IllegalAction(f"draw from {STOCK!r} or {DISCARD_PILE!r}, not {self.source[:20]!r}")


@dataclass(frozen=True)
class Meld(Action):
    """Put down one new meld (RM-11). Before the own first meld it joins the first meld
    being assembled (RM-30), which ``ConfirmFirstMeld`` puts on the table.

    Stored in its canonical spelling (``canonical_cards``): a set in any suit order is the
    same action as the set in suit order.
    """

    cards: tuple[str, ...]

    def validate(self) -> None:
        for text in self.cards:
            _check_code(self, text, MELD_ENTRY, "a meld entry such as 'H7' or '*H7'")
        canonical = canonical_cards(self.cards)
        if canonical != self.cards:
            object.__setattr__(self, "cards", canonical)


@dataclass(frozen=True)
class ConfirmFirstMeld(Action):
    """Put the assembled first meld on the table once it is worth the threshold (RM-30)."""


@dataclass(frozen=True)
class TakeBack(Action):
    """Return the first meld being assembled to the hand (RM-15)."""


@dataclass(frozen=True)
class LayOff(Action):
    """Add one card to table meld number ``meld`` (RM-11); ``at_start`` for a run's low end."""

    meld: int
    card: str
    at_start: bool = False

    def validate(self) -> None:
        _check_code(self, self.card, MELD_ENTRY, "a card such as 'H7' or a joker as '*H7'")


@dataclass(frozen=True)
class Exchange(Action):
    """Give natural ``card`` for the joker at ``position`` of table meld ``meld`` (RM-40)."""

    meld: int
    position: int
    card: str

    def validate(self) -> None:
        _check_code(self, self.card, NATURAL_CARD, "a natural card such as 'H7'")


@dataclass(frozen=True)
class Discard(Action):
    """End the turn by discarding one card face up (RM-12); the last card goes out (RM-14)."""

    card: str

    def validate(self) -> None:
        _check_code(self, self.card, HAND_CARD, "a card such as 'H7' or 'JK'")


@dataclass(frozen=True)
class Knock(Action):
    """RM-60: take the card just discarded, and the top stock card as the price."""


@dataclass(frozen=True)
class Pass(Action):
    """Let the knock window pass (RM-60)."""


ACTIONS = (Draw, Meld, ConfirmFirstMeld, TakeBack, LayOff, Exchange, Discard, Knock, Pass)
CODEC = ActionCodec(ACTIONS)
