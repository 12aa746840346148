"""Scenario helpers: a state with chosen hands, stock and discard pile (white-box set-up)."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Seat
from ludi.games.romme.cards import counts_of, parse, parse_entry
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.games.romme.views import PLAY


def cards(text: str) -> list[int]:
    return [parse(c) for c in text.split()]


def meld(text: str) -> tuple[int, ...]:
    return tuple(parse_entry(c) for c in text.split())


def setup(
    hands: Sequence[str],
    *,
    rules: RommeRules | None = None,
    stock: str = "C2 C3 C4 C5 C6 C7 C8 C9",
    discard: str = "DK",
    turn: int = 0,
    table: Sequence[str] = (),
    owners: Sequence[int] | None = None,
    opened: Sequence[bool] | None = None,
    phase: str | None = None,
) -> RommeState:
    rules = rules or RommeRules(single_round=True)
    st = RommeState(rules, [Seat(f"P{i}") for i in range(len(hands))], seed=1)
    st.hands = [counts_of(cards(h)) for h in hands]
    st.stock = cards(stock)
    st.discard = cards(discard)
    st.table = [meld(m) for m in table]
    st.owners = list(owners) if owners is not None else [1 % len(hands)] * len(table)
    st.opened = list(opened) if opened is not None else [False] * len(hands)
    st._begin_turn(turn)
    if phase == PLAY:
        st.phase = PLAY
    return st


def hand_codes(st: RommeState, seat: int) -> list[str]:
    from ludi.games.romme.cards import code, faces_of

    return [code(f) for f in faces_of(st.hands[seat])]
