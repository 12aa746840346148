"""RP-50..RP-53: the options, and the rules config validation."""

from __future__ import annotations

import pytest
from conftest import RiggedDice, new_game
from test_turns import roll

from ludi.games.protocol import RulesError
from ludi.games.romisch_pokern.actions import Roll, Score, Stop
from ludi.games.romisch_pokern.rules import PokernRules, rules_from_options
from ludi.games.romisch_pokern.views import FAILED, IMPOSSIBLE


def test_rp50_roll_several_dice_at_once() -> None:
    state = new_game(roll_several=True)
    dice = RiggedDice(state)
    assert state.legal_actions() == [Roll(k) for k in range(1, 7)]
    dice.load("XXV")
    state.apply(Roll(3))
    view = state.view(0)
    assert view.rolled == ("X", "X", "V") and view.unrolled == 3
    assert [a for a in state.legal_actions() if isinstance(a, Roll)] == [Roll(1), Roll(2), Roll(3)]


def test_rp52_order_matters_fixes_one_reading() -> None:
    state = new_game(order_matters=True)
    dice = RiggedDice(state)
    roll(state, dice, "XIXVX")
    assert state.view(0).readings == (34,)
    state.apply(Stop())
    assert {a.number for a in state.legal_actions() if isinstance(a, Score)} == {34}


def test_rp52_stopping_after_x_then_i_is_11() -> None:
    state = new_game(order_matters=True)
    dice = RiggedDice(state)
    roll(state, dice, "XI")
    assert state.view(0).readings == (11,)


def test_rp52_rp13_four_x_fails_at_once_when_order_matters() -> None:
    """An I rolled now would come after every X (XXXXI): XXXX can never become valid."""
    state = new_game(order_matters=True)
    dice = RiggedDice(state)
    roll(state, dice, "XXXX")
    view = state.view(0)
    assert view.phase == FAILED and view.failure == IMPOSSIBLE and not view.pending
    assert Roll(1) not in state.legal_actions() and Stop() not in state.legal_actions()


def test_rp52_an_i_before_the_last_x_still_makes_39() -> None:
    state = new_game(order_matters=True)
    dice = RiggedDice(state)
    roll(state, dice, "XXXIX")
    assert state.view(0).readings == (39,)
    state.apply(Stop())
    assert {a.number for a in state.legal_actions() if isinstance(a, Score)} == {39}


def test_rp53_strict_four_x_fails_at_once() -> None:
    state = new_game(strict_xxxx=True)
    dice = RiggedDice(state)
    roll(state, dice, "XXXX")
    view = state.view(0)
    assert view.phase == FAILED and view.failure == IMPOSSIBLE


def test_options_parse_and_unknown_ones_are_errors() -> None:
    rules = rules_from_options(None, ["roll-several", "order-matters", "fixed-start"])
    assert rules == PokernRules(roll_several=True, order_matters=True, random_start=False)
    with pytest.raises(RulesError, match="unknown option"):
        rules_from_options(None, ["double-dice"])
    with pytest.raises(RulesError, match="unknown preset"):
        rules_from_options("palast", [])
    with pytest.raises(RulesError, match="true or false"):
        PokernRules(roll_several="yes")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="unknown rule settings"):
        PokernRules.from_json({"roll_several": True, "turbo": True})
