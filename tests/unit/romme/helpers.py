"""Scenario helpers: a state with chosen hands, stock and discard pile, from a position."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Seat
from ludi.games.romme.cards import (
    JOKER,
    JOKER_FLAG,
    code,
    counts_of,
    faces_of,
    new_deck,
    parse,
    parse_entry,
)
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState
from ludi.games.romme.views import DRAW


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
    **extra: object,
) -> RommeState:
    """A state at the start of ``turn`` (or in ``phase``) from an explicit position.

    The cards the scenario does not name are put ``aside`` (out of play), so the stock holds
    exactly ``stock`` and every card is still in one place. Owners of table melds have come out.
    ``extra`` adds position keys (``round``, ``first_seat``, ``minus``, ...; see ``positions``).
    """
    rules = rules or RommeRules(single_round=True)
    owners = list(owners) if owners is not None else [1 % len(hands)] * len(table)
    opened = list(opened) if opened is not None else [False] * len(hands)
    for owner in owners:
        opened[owner] = True
    named = [*cards(stock), *cards(discard), *(c for h in hands for c in cards(h))]
    named += [JOKER if e >= JOKER_FLAG else e for m in table for e in meld(m)]
    aside = counts_of(new_deck(rules.decks, rules.jokers))
    for f in named:
        aside[f] -= 1
    position = {
        "hands": [h.split() for h in hands],
        "stock": stock.split(),
        "discard": discard.split(),
        "aside": [code(f) for f in faces_of([max(0, k) for k in aside])],
        "table": [{"cards": m.split(), "owner": o} for m, o in zip(table, owners)],
        "opened": opened,
        "turn": turn,
        "phase": phase or DRAW,
        **extra,
    }
    return RommeState.from_position(rules, [Seat(f"P{i}") for i in range(len(hands))], position, seed=1)


def hand_codes(st: RommeState, seat: int) -> list[str]:
    return st.position_json()["hands"][seat]


def bots_round(
    levels: Sequence[str], seed: int, options: Sequence[str] = (), actions: int = 2000
) -> RommeState:
    """A seeded single Palast round between bots of ``levels``, played for at most
    ``actions`` moves: over unless the bots stalled."""
    from ludi.games import registry

    game = registry.get("romme")
    rules = game.rules_from_options("palast", [*options, "single-round"])
    state = game.new_game(rules, [Seat(f"P{i}", "bot", lv) for i, lv in enumerate(levels)], seed)
    bots = [game.bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    for _ in range(actions):
        if state.is_over:
            break
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state
