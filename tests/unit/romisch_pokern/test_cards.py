"""RP-30..RP-35: the six action cards, once per game each."""

from __future__ import annotations

import pytest
from conftest import RiggedDice, at, col, new_game
from test_turns import roll

from ludi.games.protocol import IllegalAction
from ludi.games.romisch_pokern.actions import Pass, PlayCard, Score, Stop
from ludi.games.romisch_pokern.views import FAILED, ROLLING, SCORING


def test_rp30_reroll_the_is_rerolls_all_of_them(game) -> None:
    state, dice = game
    roll(state, dice, "XIIII")
    dice.load("XXIX")  # one new face per I
    state.apply(PlayCard("reroll_i", "reroll_i"))
    view = state.view(0)
    assert sorted(view.rolled) == sorted("XXXIX") and view.readings == (39,)
    assert "reroll_i" not in view.cards[0]
    assert view.phase == ROLLING  # RP-25: the turn goes on from the new result


def test_rp31_reroll_the_vs(game) -> None:
    state, dice = game
    roll(state, dice, "VXV")
    dice.load("XX")
    state.apply(PlayCard("reroll_v", "reroll_v"))
    assert sorted(state.view(0).rolled) == ["X", "X", "X"]


def test_rp32_reroll_one_die_of_the_players_choice(game) -> None:
    state, dice = game
    roll(state, dice, "VXV")
    dice.load("I")
    state.apply(PlayCard("reroll_one", "reroll_one", 2))
    assert state.view(0).rolled == ("V", "X", "I")
    assert state.view(0).readings == (14, 16)


def test_rp33_drop_one_seed_example_scores_26(game) -> None:
    """X X V I V: dropping the second V and stopping scores 26."""
    state, dice = game
    roll(state, dice, "XXVIV")
    assert state.view(0).phase == FAILED
    state.apply(PlayCard("drop_one", "drop_one", 4))
    view = state.view(0)
    assert view.dropped == ("V",) and view.unrolled == 1  # the dropped die cannot be rolled again
    state.apply(Stop())
    assert Score(26, 0) in state.legal_actions() and Score(24, 0) in state.legal_actions()
    state.apply(Score(26, 6))
    assert state.view(0).columns[0][6] == 26


def test_rp34_twin_seed_example_33_in_row_6_goes_in_row_5_or_7() -> None:
    state, dice = at([col(None, None, None, None, None, 33), col(1)])  # 33 in row 6 on the sheet
    roll(state, dice, "XXXIII")
    view = state.view(0)
    assert view.phase == FAILED
    state.apply(PlayCard("twin", "twin"))
    assert state.view(0).phase == SCORING
    assert set(state.legal_actions()) - {a for a in state.legal_actions() if not isinstance(a, Score)} == {
        Score(33, 4),
        Score(33, 6),
    }
    state.apply(Score(33, 4))
    assert state.view(0).columns[0][4:6] == (33, 33)


def test_rp34_twin_is_not_offered_when_it_cannot_help(game) -> None:
    state, dice = game
    roll(state, dice, "IIII")
    assert not any(a.card == "twin" for a in state.legal_actions() if isinstance(a, PlayCard))


def test_rp35_joker_acts_as_any_other_card(game) -> None:
    state, dice = game
    roll(state, dice, "XXVIV")
    joker_effects = {a.effect for a in state.legal_actions() if isinstance(a, PlayCard) and a.card == "joker"}
    assert joker_effects == {"reroll_i", "reroll_v", "reroll_one", "drop_one"}  # no twin: not at scoring
    state.apply(PlayCard("joker", "drop_one", 2))
    view = state.view(0)
    assert view.rolled == ("X", "X", "I", "V") and "joker" not in view.cards[0]
    assert "drop_one" in view.cards[0]


def test_rp3_each_card_once_per_game(game) -> None:
    state, dice = game
    roll(state, dice, "IIII")
    dice.load("XXXX")
    state.apply(PlayCard("reroll_i", "reroll_i"))  # XXXX: may roll on
    roll(state, dice, "V")  # XXXXV: fails again
    assert not any(a.card == "reroll_i" for a in state.legal_actions() if isinstance(a, PlayCard))
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.apply(PlayCard("reroll_i", "reroll_i"))
    state.apply(Pass())
    assert "reroll_i" not in state.view(1).cards[0]


def test_rp51_option_cards_on_a_valid_result() -> None:
    state = new_game(cards_on_valid=True)
    dice = RiggedDice(state)
    roll(state, dice, "XV")
    assert PlayCard("reroll_v", "reroll_v") in state.legal_actions()
    plain = new_game()
    dice = RiggedDice(plain)
    roll(plain, dice, "XV")
    assert PlayCard("reroll_v", "reroll_v") not in plain.legal_actions()
