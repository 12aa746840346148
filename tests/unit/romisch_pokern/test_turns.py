"""RP-1, RP-3, RP-5, RP-20..RP-26: seats, turns, rolling, stopping, scoring, failing."""

from __future__ import annotations

import pytest
from conftest import RiggedDice, new_game

from ludi.games.protocol import IllegalAction, RulesError, Seat
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState
from ludi.games.romisch_pokern.views import FAILED, IMPOSSIBLE, NO_ROW, ROLLING, SCORING, STOPPED_ON_XXXX


def roll(state: PokernState, dice: RiggedDice, faces: str) -> None:
    for face in faces:
        dice.load(face)
        state.apply(Roll())


@pytest.mark.parametrize("players", [1, 7])
def test_rp1_two_to_six_players(players: int) -> None:
    with pytest.raises(RulesError, match="2 to 6"):
        PokernState(PokernRules(), [Seat(f"P{i}") for i in range(players)], seed=1)


def test_rp1_rp3_rp4_every_player_has_six_cards_and_seven_empty_rows() -> None:
    for players in range(2, 7):
        state = new_game(players)
        view = state.view(0)
        assert view.cards == (CARDS,) * players
        assert view.columns == ((None,) * 7,) * players


def test_rp5_start_player_is_drawn_and_play_goes_in_column_order() -> None:
    starts = {
        PokernState(PokernRules(), [Seat(str(i)) for i in range(4)], seed=s).start_player for s in range(40)
    }
    assert starts == {0, 1, 2, 3}  # drawn, from the game's own seeded RNG
    fixed = new_game(3)
    assert fixed.current_seat == 0
    dice = RiggedDice(fixed)
    for expected, face, number in ((0, "X", 10), (1, "X", 10), (2, "X", 10), (0, "V", 5)):
        assert fixed.current_seat == expected
        roll(fixed, dice, face)
        fixed.apply(Stop())
        fixed.apply(Score(number, 6 if number == 10 else 0))


def test_rp20_a_turn_starts_with_rolling_one_die(game) -> None:
    state, _ = game
    assert state.legal_actions() == [Roll(1)]
    with pytest.raises(IllegalAction):
        state.apply(Stop())
    with pytest.raises(IllegalAction):
        state.apply(Roll(2))  # several dice only with RP-50


def test_rp21_after_a_valid_roll_roll_on_or_stop(game) -> None:
    state, dice = game
    roll(state, dice, "X")
    assert state.legal_actions() == [Roll(1), Stop()]
    assert state.view(0).readings == (10,)


def test_rp22_after_the_sixth_die_the_turn_is_scored(game) -> None:
    state, dice = game
    roll(state, dice, "XXXIII")
    view = state.view(0)
    assert view.phase == SCORING and view.unrolled == 0
    assert {a for a in state.legal_actions()} == {Score(33, r) for r in range(7)}


def test_rp22_stop_offers_every_reading_in_every_fitting_row(game) -> None:
    state, dice = game
    roll(state, dice, "XVI")
    state.apply(Stop())
    scores = {(a.number, a.row) for a in state.legal_actions() if isinstance(a, Score)}
    assert scores == {(n, r) for n in (14, 16) for r in range(7)}  # RP-11: the player picks


def test_rp23_rp24_rp26_a_number_already_written_fails_the_turn(game) -> None:
    state, dice = game
    roll(state, dice, "X")
    state.apply(Stop())
    state.apply(Score(10, 3))
    assert state.current_seat == 1  # RP-26: the dice go on
    roll(state, dice, "V")
    state.apply(Stop())
    state.apply(Score(5, 0))
    roll(state, dice, "X")  # Julius again: 10 is in his column
    state.apply(Stop())
    view = state.view(0)
    assert view.phase == FAILED and view.failure == NO_ROW
    assert Pass() in state.legal_actions()


def test_rp24_no_row_keeps_the_order_fails(game) -> None:
    state, dice = game
    roll(state, dice, "XXXIX")
    state.apply(Stop())
    state.apply(Score(39, 0))  # 39 at the top boxes the column in
    roll(state, dice, "I")
    state.apply(Stop())
    state.apply(Score(1, 0))
    roll(state, dice, "XXX")
    state.apply(Stop())
    assert state.view(0).failure == NO_ROW


def test_rp13_rp24_an_impossible_result_fails_at_once(game) -> None:
    state, dice = game
    roll(state, dice, "IIII")
    view = state.view(0)
    assert view.phase == FAILED and view.failure == IMPOSSIBLE
    assert Roll(1) not in state.legal_actions() and Stop() not in state.legal_actions()


def test_rp13_a_second_v_fails_at_once(game) -> None:
    state, dice = game
    roll(state, dice, "VXV")
    assert state.view(0).failure == IMPOSSIBLE


def test_rp13_four_x_may_roll_on_and_an_i_makes_39(game) -> None:
    state, dice = game
    roll(state, dice, "XXXX")
    view = state.view(0)
    assert view.phase == ROLLING and view.pending and view.readings == ()
    assert Roll(1) in state.legal_actions()
    roll(state, dice, "I")
    assert state.view(0).readings == (39,)


def test_rp13_rp24_stopping_on_four_x_fails(game) -> None:
    state, dice = game
    roll(state, dice, "XXXX")
    state.apply(Stop())
    assert state.view(0).failure == STOPPED_ON_XXXX


def test_rp25_cards_only_after_a_failure_then_pass_or_play(game) -> None:
    state, dice = game
    roll(state, dice, "XI")
    assert not any(isinstance(a, PlayCard) for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="after a failed"):
        state.apply(PlayCard("reroll_one", "reroll_one", 0))
    roll(state, dice, "III")  # a fourth I: XIIII can never be valid
    actions = state.legal_actions()
    assert Pass() in actions
    assert PlayCard("reroll_i", "reroll_i") in actions
    state.apply(Pass())
    assert state.current_seat == 1
    assert state.view(0).cards[0] == CARDS  # passing keeps every card


def test_illegal_input_leaves_the_state_untouched(game) -> None:
    state, dice = game
    roll(state, dice, "XV")
    before_view, before_record = state.view(0), state.record().dumps()
    for bad in (Score(15, 0), Pass(), PlayCard("twin", "twin"), PlayCard("joker", "joker"), Roll(3)):
        with pytest.raises(IllegalAction) as caught:
            state.apply(bad)
        assert caught.value.reason
    assert state.view(0) == before_view and state.record().dumps() == before_record


def test_round_number_counts_full_rounds(game) -> None:
    """Bug: the second player saw "round 2" in their first turn."""
    state, dice = game
    assert state.view(0).round_number == 1
    roll(state, dice, "X")
    state.apply(Stop())
    state.apply(Score(10, 3))
    assert state.current_seat == 1 and state.view(1).round_number == 1
    roll(state, dice, "X")
    state.apply(Stop())
    state.apply(Score(10, 3))
    assert state.current_seat == 0 and state.view(0).round_number == 2
