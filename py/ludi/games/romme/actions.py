"""Rommé actions: the only inputs the engine accepts (UI clicks and bots alike).

Cards are written as codes (``cards.code``): ``"H7"``, ``"JK"``; in melds a joker says what
it stands for (``"*H8"``). Identical cards of the two decks are interchangeable, so an
action names a face, never a physical copy.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludi.games.protocol import Action, ActionCodec

STOCK, DISCARD_PILE = "stock", "discard"


@dataclass(frozen=True)
class Draw(Action):
    """RM-10: take the top card of the stock or of the discard pile."""

    source: str = STOCK


@dataclass(frozen=True)
class Meld(Action):
    """Put down one new meld (RM-11). Before the own first meld it joins the first meld
    being assembled (RM-30), which ``ConfirmFirstMeld`` puts on the table."""

    cards: tuple[str, ...]


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


@dataclass(frozen=True)
class Exchange(Action):
    """Give natural ``card`` for the joker at ``position`` of table meld ``meld`` (RM-40)."""

    meld: int
    position: int
    card: str


@dataclass(frozen=True)
class Discard(Action):
    """End the turn by discarding one card face up (RM-12); the last card goes out (RM-14)."""

    card: str


@dataclass(frozen=True)
class Knock(Action):
    """RM-60: take the card just discarded, and the top stock card as the price."""


@dataclass(frozen=True)
class Pass(Action):
    """Let the knock window pass (RM-60)."""


ACTIONS = (Draw, Meld, ConfirmFirstMeld, TakeBack, LayOff, Exchange, Discard, Knock, Pass)
CODEC = ActionCodec(ACTIONS)
