"""The help's worked examples (``romme.examples``) recomputed with the engine: melds and their
points (RM-20..RM-24), the German text's jokers (RM-22), first melds (RM-30, RM-62) and the
minus points of a hand (RM-50)."""

from __future__ import annotations

import pytest

from ludi.games.romme.actions import ConfirmFirstMeld, Meld
from ludi.games.romme.cards import counts_of, hand_value, parse, parse_entry
from ludi.games.romme.examples import (
    EXCHANGE,
    FIRST_MELDS,
    HAND_VALUE,
    JOKER_MELDS,
    JOKER_PAIRS,
    LAYOFF,
    MELDS,
    FirstMeld,
    JokerPair,
    MeldExample,
)
from ludi.games.romme.melds import check_meld, exchanges, is_meld, layoffs, meld_points
from ludi.games.romme.rules import PALACE, PALAST, RommeRules
from ludi.games.romme.views import PLAY

from .helpers import setup


def _entries(cards: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(parse_entry(c) for c in cards)


@pytest.mark.parametrize("example", MELDS + JOKER_MELDS, ids=lambda e: " ".join(e.cards))
def test_rm20_rm23_the_examples_melds_and_their_points(example: MeldExample) -> None:
    for preset in (PALAST, PALACE):
        assert check_meld(_entries(example.cards), RommeRules(preset=preset)) == example.kind
    assert meld_points(_entries(example.cards)) == example.points


@pytest.mark.parametrize("pair", JOKER_PAIRS, ids=lambda p: " ".join(p.cards))
def test_rm22_the_german_texts_two_jokers_side_by_side(pair: JokerPair) -> None:
    """Palast follows the German text; Palace lets every joker name its card (no such rule)."""
    assert is_meld(_entries(pair.cards), RommeRules(preset=PALAST)) == pair.allowed
    assert is_meld(_entries(pair.cards), RommeRules(preset=PALACE))


@pytest.mark.parametrize("example", FIRST_MELDS, ids=lambda e: f"{e.points}-of-{e.threshold}")
def test_rm30_rm62_the_first_meld_examples_put_down_at_the_table(example: FirstMeld) -> None:
    rules = RommeRules(preset=PALACE, single_round=True, forty=example.threshold == 40)
    assert rules.threshold == example.threshold
    cards = [c for meld in example.melds for c in meld]
    st = setup([" ".join([*cards, "DK"]), "C9 D9 S5"], rules=rules, phase=PLAY)
    for meld in example.melds:
        st.apply(Meld(meld))
    assert st.view(0).pending and sum(meld_points(m) for m in st.view(0).pending) == example.points
    assert (ConfirmFirstMeld() in st.legal_actions()) == example.enough


def test_rm50_the_hand_value_example() -> None:
    assert hand_value(parse(c) for c in HAND_VALUE.cards) == HAND_VALUE.points


def test_rm11_rm40_the_lay_off_and_the_joker_exchange_as_the_engine_finds_them() -> None:
    """The engine's own lay-offs and exchanges for a hand holding just the example's card."""
    for preset in (PALAST, PALACE):
        rules = RommeRules(preset=preset)
        grown = [new for _, _, new in layoffs(_entries(LAYOFF.meld), counts_of([parse(LAYOFF.card)]), rules)]
        assert grown == [_entries(LAYOFF.after)]
        traded = exchanges(_entries(EXCHANGE.meld), counts_of([parse(EXCHANGE.card)]), rules)
        assert [new for _, _, new in traded] == [_entries(EXCHANGE.after)]
