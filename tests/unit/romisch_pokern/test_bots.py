"""Bots: legal choices from the view alone; the strong bot's dice probabilities are exact."""

from __future__ import annotations

import math

import pytest
from conftest import at, col, new_game
from test_turns import roll

from ludi.cli import play_bot_game
from ludi.games.romisch_pokern import bots
from ludi.games.romisch_pokern.actions import Roll, Score, Stop
from ludi.games.romisch_pokern.views import PokernView


def plays_to_the_end(state, players, limit: int) -> bool:
    """Let the bots play at most ``limit`` actions; True when the game ended."""
    for _ in range(limit):
        if state.is_over:
            break
        seat = state.current_seat
        state.apply(players[seat].choose(state.view(seat), state.legal_actions()))
    return state.is_over


def test_outcome_probabilities_are_exact() -> None:
    for count in range(1, 5):
        outcomes = bots._outcomes(count)
        assert len(outcomes) == 3**count
        assert math.isclose(sum(p for _, p in outcomes), 1.0)
    single = dict(bots._outcomes(1))
    assert single == {("I",): 0.5, ("V",): pytest.approx(1 / 6), ("X",): pytest.approx(1 / 3)}


def test_strong_bot_expectation_matches_a_hand_computed_case() -> None:
    """X X X I and one die to roll; only the bottom row is free and takes 36..39.

    I -> XXXII (32): no row, fail; V -> 34 or 36: 36 fits; X -> XXXIX = 39 fits.
    So rolling is worth 1/2 * fail + 1/6 * gain(36) + 1/3 * gain(39).
    """
    state, dice = at([col(1, 2, 3, 4, 5, 35), col()])
    roll(state, dice, "XXXI")
    state.apply(Stop())  # 31 and 29 fit nowhere: a failed turn
    view = state.view(0)
    model = bots.TurnModel(view, depth=None)
    gain_36, write_36 = model.best_write(("X", "X", "X", "I", "V"))
    gain_39, write_39 = model.best_write(("X", "X", "X", "I", "X"))
    assert write_36 == (36, 6) and write_39 == (39, 6)
    expected = model.fail_value / 2 + gain_36 / 6 + gain_39 / 3
    assert model.value(("X", "X", "X", "I"), 2, None) >= expected - 1e-9  # two dice left: at least as good
    assert model.roll_value(("X", "X", "X", "I"), 1, 1, None) == pytest.approx(expected)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_bots_choose_only_legal_actions_from_their_view(level: str) -> None:
    state = new_game(3, roll_several=True, cards_on_valid=True)
    bot_class = {"easy": bots.EasyBot, "normal": bots.NormalBot, "strong": bots.StrongBot}[level]
    players = [bot_class(seat, seed=seat) for seat in range(3)]
    for _ in range(400):
        if state.is_over:
            break
        seat = state.current_seat
        view = state.view(seat)
        assert isinstance(view, PokernView)
        legal = state.legal_actions()
        action = players[seat].choose(view, legal)
        assert action in legal
        state.apply(action)


def test_strong_bot_stops_on_a_result_it_can_write_well() -> None:
    state, dice = at([col(1, 2, 3, 4, 5, 6), col()])
    roll(state, dice, "XXXV")  # 35 fits the last row
    choice = bots.StrongBot(0).choose(state.view(0), state.legal_actions())
    assert choice in (Stop(), Roll(1))
    state.apply(Stop())
    assert bots.StrongBot(0).choose(state.view(0), state.legal_actions()) == Score(35, 6)


def test_strong_beats_easy_over_seeded_games() -> None:
    strong = easy = 0
    for seed in range(6):
        state = play_bot_game("romisch-pokern", ["strong", "easy"], seed)
        strong += state.scores()[0]
        easy += state.scores()[1]
    assert strong > easy


@pytest.mark.parametrize(
    ("levels", "games"),
    # The strong bot's games (its exact solver) cost about a second each: fewer of them.
    [(("normal", "normal"), 30), (("strong", "strong"), 5), (("normal", "strong", "easy"), 6)],
)
def test_bot_games_always_end(levels, games: int) -> None:
    """Bug: two normal bots stopped into failure and passed forever, never ending the game."""
    for seed in range(games):
        state = play_bot_game("romisch-pokern", list(levels), seed, max_actions=3000)
        assert state.is_over


def test_decision_rp34_two_easy_bots_end_a_game_their_twins_keep_open() -> None:
    """Found by benchmarks/soak.py: each column is boxed in except for a twin (9 or 10 next to
    its equal; 1 above the 1), so neither is closed while its owner holds the twin, and two easy
    bots that never play it fail forever (327 turns each before the soak gave up)."""
    position = {
        "columns": [[2, 9, None, None, None, 10, 22], [None, None, None, None, 1, 19, 21]],
        "cards": [["reroll_v", "twin"], ["reroll_i", "twin"]],
        "turns_taken": [5, 5],
    }
    state = new_game(2, position, cards_on_valid=True)
    players = [bots.EasyBot(seat, seed=seat) for seat in range(2)]
    assert plays_to_the_end(state, players, 3000)


def test_decision_rp34_two_strong_bots_end_a_game_their_twins_keep_open() -> None:
    """Found by benchmarks/soak.py (seed 11): both columns can only take a 1 written by the twin
    next to the 1 already there (RP-34), so neither is closed, and two strong bots failed 118
    turns each (RP-52 order matters, RP-53 strict XXXX) before the soak gave up."""
    position = {
        "columns": [[None, None, None, 1, 27, 32, 33], [None, None, None, None, None, None, 1]],
        "cards": [["reroll_i", "reroll_one", "drop_one", "twin", "joker"], ["reroll_v", "drop_one", "twin"]],
        "turns_taken": [4, 4],
    }
    state = new_game(2, position, order_matters=True, strict_xxxx=True)
    players = [bots.StrongBot(seat, seed=seat) for seat in range(2)]
    assert plays_to_the_end(state, players, 600)


def test_decision_rp34_easy_bots_stop_on_a_lone_i_when_only_a_one_can_be_written() -> None:
    """Found by benchmarks/soak.py (seed 1): three easy bots whose columns only take a 1 (or a
    1 twinned next to their 1) rolled two to four dice every turn and failed 163 turns each;
    an easy bot now sometimes stops on one die, so the game ends (RP-34 decision)."""
    position = {
        "start_player": 0,
        "current": 3,
        "columns": [
            [None, None, None, None, None, 1, 21],
            [None, None, None, None, None, None, 1],
            [1, 2, None, 5, 5, 18, 28],
            [None, 1, 7, 12, 13, 14, 21],
        ],
        "cards": [["twin"], ["twin"], ["reroll_i", "reroll_v", "reroll_one", "drop_one", "joker"], ["twin"]],
        "turns_taken": [163, 163, 163, 162],
    }
    state = new_game(4, position, order_matters=True)
    levels = (bots.EasyBot, bots.EasyBot, bots.NormalBot, bots.EasyBot)
    players = [cls(seat, seed=seat) for seat, cls in enumerate(levels)]
    assert plays_to_the_end(state, players, 5000)


def test_decision_rp34_easy_bots_roll_enough_dice_for_the_numbers_left() -> None:
    """Found by benchmarks/soak.py (seed 2): both columns only take 39 (or a twinned 37), which
    needs five or six dice, and two easy bots aiming for two to four failed 353 turns each."""
    position = {
        "start_player": 0,
        "current": 0,
        "columns": [[9, 27, 37, None, None, None, None], [14, 37, None, None, None, None, None]],
        "cards": [["twin"], ["twin"]],
        "turns_taken": [353, 353],
    }
    state = new_game(2, position, roll_several=True, cards_on_valid=True, order_matters=True)
    players = [bots.EasyBot(seat, seed=seat) for seat in range(2)]
    assert plays_to_the_end(state, players, 20000)
