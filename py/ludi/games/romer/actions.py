"""Römer actions: the only inputs the engine accepts (UI clicks and bots alike).

Cards are face codes (``cards.code``). Fields are type-checked at construction, so a
malformed action (a list for a tuple, ``1`` for ``True``, ``"r3"`` for a card) raises
``IllegalAction`` before it can reach a state.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludi.games.protocol import Action, ActionCodec, IllegalAction
from ludi.games.romer.cards import COLOUR_CODES, RANK_CODES, is_code


def _check_card(action: Action, value: object) -> None:
    if not is_code(value):
        raise IllegalAction(
            f"{type(action).__name__}.card must be a card code (colour {COLOUR_CODES} + rank "
            f"{RANK_CODES}, e.g. 'R3'), not {value!r}"
        )


@dataclass(frozen=True)
class LayTrump(Action):
    """RO-11 / RO-40: lay ``card`` face up as the trump card of an empty team, then draw."""

    card: str

    def __post_init__(self) -> None:
        _check_card(self, self.card)


@dataclass(frozen=True)
class AddHorse(Action):
    """RO-20: put ``card`` face down at the end of the own team; draw when ``draw`` (RO-20, seed
    "peut remplacer"). Under RO-42 the lone player adds without drawing."""

    card: str
    draw: bool = True

    def __post_init__(self) -> None:
        _check_card(self, self.card)
        if not isinstance(self.draw, bool):
            raise IllegalAction(f"AddHorse.draw must be true or false, not {self.draw!r}")


@dataclass(frozen=True)
class ChangeTrump(Action):
    """RO-21: discard the whole team, lay ``card`` face up as the new trump card, draw."""

    card: str

    def __post_init__(self) -> None:
        _check_card(self, self.card)


@dataclass(frozen=True)
class Lead(Action):
    """RO-22: lead a trick with ``card`` face up."""

    card: str

    def __post_init__(self) -> None:
        _check_card(self, self.card)


@dataclass(frozen=True)
class Play(Action):
    """RO-22: answer the trick in progress with ``card`` (free choice, RO-30)."""

    card: str

    def __post_init__(self) -> None:
        _check_card(self, self.card)


@dataclass(frozen=True)
class Stop(Action):
    """RO-42: the last player holding cards stops adding horses; the round ends."""


ACTIONS = (LayTrump, AddHorse, ChangeTrump, Lead, Play, Stop)
CODEC = ActionCodec(ACTIONS)
