"""RP-40..RP-43: the end of the game and the score, with the seed's score-sheet example."""

from __future__ import annotations

from conftest import RiggedDice, new_game
from test_turns import roll

from ludi.games.romisch_pokern import numerals
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Score, Stop
from ludi.games.romisch_pokern.state import PokernState
from ludi.games.romisch_pokern.views import END_ALL_CLOSED, END_NO_CARDS, END_SEVEN, OVER


def write(state: PokernState, dice: RiggedDice, number: int, row: int) -> None:
    """Roll the numeral's symbols in writing order, stop if dice remain, write it."""
    roll(state, dice, numerals.roman(number))
    if state.view(state.current_seat).unrolled:
        state.apply(Stop())
    state.apply(Score(number, row))


def fail(state: PokernState, dice: RiggedDice) -> None:
    roll(state, dice, "IIII")
    state.apply(Pass())


def test_rp43_seed_score_sheet_example_is_reproduced() -> None:
    """Julius 164, Agrippina 180, Gaius 196 (33 twice through the twin card)."""
    # Unused cards: Julius 3, Agrippina 4, Gaius 0 (he plays the twin below; the rest went earlier).
    state = new_game(3, {"cards": [CARDS[3:], CARDS[2:], ["twin"]]})
    dice = RiggedDice(state)
    julius = [9, 16, 25, 31, None, 33, 35]
    agrippina = [18, 23, 26, None, 27, 29, 37]
    gaius = [19, 21, 23, 28, 33, "twin", 39]
    for row in range(7):
        for seat, column in enumerate((julius, agrippina, gaius)):
            assert state.current_seat == seat
            number = column[row]
            if number is None:
                fail(state, dice)
            elif number == "twin":
                roll(state, dice, "XXXIII")  # 33 is already written: the turn fails
                state.apply(PlayCard("twin", "twin"))
                state.apply(Score(33, row))
            else:
                write(state, dice, number, row)
    assert state.is_over and state.view(0).phase == OVER
    assert state.view(0).end_reason == END_SEVEN
    assert state.view(0).columns[2] == (19, 21, 23, 28, 33, 33, 39)
    assert state.scores() == [164, 180, 196]
    assert state.winners() == [2]


def test_rp40_seventh_number_finishes_the_round_then_the_game_ends() -> None:
    # Agrippina began, so Julius (seat 0) closes the round... after Gaius
    columns = [[None] * 7, [1, 2, 3, 4, 5, 6, None], [None] * 7]
    state = new_game(3, {"start_player": 1, "columns": columns, "turns_taken": [6, 6, 6]})
    dice = RiggedDice(state)
    write(state, dice, 7, 6)  # Agrippina's seventh number
    assert not state.is_over and state.view(0).final_round
    write(state, dice, 10, 3)  # Gaius still plays
    assert not state.is_over
    write(state, dice, 10, 3)  # Julius too: everyone has had the same number of turns
    assert state.is_over and state.view(0).end_reason == END_SEVEN
    assert state.view(0).turns_taken == (7, 7, 7)


def test_rp41_failing_a_turn_started_without_cards_ends_the_game_after_the_round() -> None:
    state = new_game(2, {"cards": [[], CARDS]})  # the turn starts with no card in hand
    dice = RiggedDice(state)
    assert state.view(0).cards[0] == ()
    fail(state, dice)
    assert not state.is_over and state.view(1).final_round
    fail(state, dice)  # seat 1 still has cards: only finishes the round
    assert state.is_over and state.view(0).end_reason == END_NO_CARDS


def test_rp41_failing_with_a_card_left_does_not_end_the_game() -> None:
    state = new_game(2)
    dice = RiggedDice(state)
    fail(state, dice)
    fail(state, dice)
    assert not state.is_over and not state.view(0).final_round


def test_rp42_score_is_column_sum_plus_five_per_unused_card_and_ties_share() -> None:
    def game(third: int | None) -> PokernState:
        columns = [[10, 20, *[None] * 5], [30, *[None] * 6], [third, *[None] * 6]]
        return new_game(3, {"columns": columns, "cards": [["twin"], [], []], "turns_taken": [2, 2, 2]})

    assert game(None).scores() == [35, 30, 0]
    assert game(35).winners() == [0, 2]


def test_decision_the_game_ends_when_no_column_can_take_a_number() -> None:
    # No card that writes (RP-34 twin, RP-35 joker).
    state = new_game(2, {"cards": [["reroll_i", "drop_one"]] * 2})
    dice = RiggedDice(state)
    write(state, dice, 39, 0)
    write(state, dice, 39, 0)
    assert state.view(0).final_round and state.view(0).end_reason == END_ALL_CLOSED
    assert state.is_over  # the second column closed the round


def _boxed_in_but_for_a_twin(seat0_cards: list[str]) -> tuple[PokernState, RiggedDice]:
    """Seat 0's column 1,2,3,–,4,5,6 takes no new number; seat 1 closes its column with 39 on top."""
    columns = [[1, 2, 3, None, 4, 5, 6], [None] * 7]
    state = new_game(2, {"columns": columns, "cards": [seat0_cards, ["reroll_i"]], "turns_taken": [6, 6]})
    dice = RiggedDice(state)
    fail(state, dice)
    write(state, dice, 39, 0)
    return state, dice


def test_decision_rp34_a_column_is_not_closed_while_its_owner_holds_the_twin() -> None:
    """The twin can still write 3 or 4 into the empty row: the game goes on."""
    state, dice = _boxed_in_but_for_a_twin(["twin"])
    assert not state.view(0).final_round and state.view(0).end_reason is None
    roll(state, dice, "III")  # 3 is written already: the turn fails (RP-24) ...
    state.apply(Stop())
    state.apply(PlayCard("twin", "twin"))  # ... and the twin writes it next to the other 3
    state.apply(Score(3, 3))
    assert state.view(0).columns[0] == (1, 2, 3, 3, 4, 5, 6)
    assert state.view(0).end_reason == END_SEVEN


def test_decision_rp35_the_joker_as_twin_keeps_a_column_open_too() -> None:
    state, _ = _boxed_in_but_for_a_twin(["reroll_one", "joker"])
    assert not state.view(0).final_round


def test_decision_without_a_card_that_writes_the_boxed_in_column_is_closed() -> None:
    state, _ = _boxed_in_but_for_a_twin(["reroll_i", "reroll_v", "reroll_one", "drop_one"])
    assert state.view(0).end_reason == END_ALL_CLOSED and state.is_over


def test_decision_rp34_39_on_top_with_the_twin_still_takes_39_below() -> None:
    state = new_game(2, {"cards": [CARDS, []]})
    dice = RiggedDice(state)
    write(state, dice, 39, 0)  # seat 0 keeps all six cards: 39 may be twinned into row 2
    write(state, dice, 39, 0)
    assert not state.view(0).final_round
