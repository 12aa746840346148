"""Römisch Pokern actions carry exactly their declared types (protocol typed fields)."""

from __future__ import annotations

import copy

import pytest
from conftest import new_game

from ludi.games.protocol import IllegalAction
from ludi.games.romisch_pokern.actions import CODEC, DROP_ONE, REROLL_ONE, PlayCard, Roll, Score


def _snapshot(state) -> tuple:
    return copy.deepcopy((state.cards, state.rolled, state.dropped, state.phase, state.history))


def test_rp33_play_card_with_a_float_die_is_illegal_and_the_state_untouched(game) -> None:
    state, dice = game
    dice.load("XXXX")
    for _ in range(4):
        state.apply(Roll())
    dice.load("V")
    state.apply(Roll())  # XXXXV: the turn failed, cards may be played (RP-25)
    assert PlayCard(DROP_ONE, DROP_ONE, 0) in state.legal_actions()
    before = _snapshot(state)
    for die in (0.0, True, "0"):
        with pytest.raises(IllegalAction, match="PlayCard.die must be a whole number or null"):
            state.apply(PlayCard(DROP_ONE, DROP_ONE, die))  # type: ignore[arg-type]
        with pytest.raises(IllegalAction, match="PlayCard.die"):
            data = {"type": "PlayCard", "card": REROLL_ONE, "effect": REROLL_ONE, "die": die}
            state.apply(CODEC.decode(data))
    assert _snapshot(state) == before


@pytest.mark.parametrize("count", [1.0, True, "1", None])
def test_rp50_roll_count_must_be_a_whole_number(count: object) -> None:
    with pytest.raises(IllegalAction, match="Roll.count"):
        Roll(count)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="Roll.count"):
        CODEC.decode({"type": "Roll", "count": count})


@pytest.mark.parametrize(("number", "row"), [(9.0, 0), (9, 0.0), (True, 0), ("9", 0), (9, None)])
def test_rp22_score_number_and_row_are_whole_numbers(number: object, row: object) -> None:
    state = new_game()
    with pytest.raises(IllegalAction, match="Score"):
        state.apply(Score(number, row))  # type: ignore[arg-type]
    assert not state.history


@pytest.mark.parametrize(("card", "effect"), [(3, "twin"), ("twin", None), (("joker",), "twin")])
def test_rp30_rp35_card_and_effect_are_strings(card: object, effect: object) -> None:
    with pytest.raises(IllegalAction, match="PlayCard"):
        PlayCard(card, effect)  # type: ignore[arg-type]


def test_well_typed_actions_still_round_trip() -> None:
    for action in (Roll(2), Score(33, 4), PlayCard("joker", "twin"), PlayCard(DROP_ONE, DROP_ONE, 2)):
        assert CODEC.decode(action.to_json()) == action
