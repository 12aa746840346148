"""Issue 10 item 9: can stopping now only fail (RP-24), and where could the reading go (RP-22)?"""

from __future__ import annotations

import copy
import random

from conftest import at, col, new_game
from test_turns import roll

from ludi.games import registry
from ludi.games.protocol import HINT_SEED, Hint, Seat
from ludi.games.romisch_pokern import bots
from ludi.games.romisch_pokern.actions import CARDS, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.hints import StopOutlook, roll_or_stop, stop_outlook
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState
from ludi.games.romisch_pokern.views import FAILED, NO_ROW, STOPPED_ON_XXXX


def test_rp24_9_or_11_with_no_row_for_either_can_only_fail(game) -> None:
    state, dice = at([col(20), col()])  # every row below needs more than 20
    roll(state, dice, "XI")
    outlook = stop_outlook(state)
    assert outlook == StopOutlook(
        can_stop=True, only_fails=True, failure=NO_ROW, placements=(), twin_rescue=False
    )


def test_rp22_rp11_both_readings_and_every_fitting_row_are_listed(game) -> None:
    state, dice = at([col(None, None, None, 10), col()])
    roll(state, dice, "XI")
    outlook = stop_outlook(state)
    assert not outlook.only_fails and outlook.failure is None
    expected = {(9, r) for r in range(3)} | {(11, r) for r in range(4, 7)}
    assert set(outlook.placements) == expected
    state.apply(Stop())  # exactly what the engine then offers
    assert {(a.number, a.row) for a in state.legal_actions() if isinstance(a, Score)} == expected


def test_rp13_rp24_stopping_on_four_x_can_only_fail(game) -> None:
    state, dice = game
    roll(state, dice, "XXXX")
    outlook = stop_outlook(state)
    assert outlook.can_stop and outlook.only_fails and outlook.failure == STOPPED_ON_XXXX


def test_rp23_rp34_a_number_already_written_fails_but_the_twin_could_write_it(game) -> None:
    state, dice = at([col(10), col()])
    roll(state, dice, "X")
    outlook = stop_outlook(state)
    assert outlook.only_fails and outlook.failure == NO_ROW and outlook.twin_rescue
    without = new_game(2, dict(state.position_json(), cards=[["reroll_i"], list(CARDS)]))
    assert not stop_outlook(without).twin_rescue  # without twin or joker nothing writes it


def test_after_the_sixth_die_there_is_no_stop_but_the_rows_are_listed(game) -> None:
    state, dice = game
    roll(state, dice, "XXXIII")
    outlook = stop_outlook(state)
    assert not outlook.can_stop and not outlook.only_fails
    assert outlook.placements == tuple((33, r) for r in range(7))


def test_before_the_first_die_and_after_a_failure_nothing_is_offered(game) -> None:
    state, dice = game
    assert stop_outlook(state) == StopOutlook(False, False, None, (), False)
    roll(state, dice, "IIII")
    assert state.phase == FAILED
    assert stop_outlook(state) == StopOutlook(False, False, None, (), False)


def test_the_outlook_agrees_with_stopping_and_leaves_the_game_alone() -> None:
    """Over random games with options: the outlook is what stopping then does."""
    checked = 0
    for seed in range(6):
        options = {
            "order_matters": seed % 2 == 0,
            "cards_on_valid": seed % 3 == 0,
            "roll_several": seed % 5 == 0,
        }
        state = PokernState(PokernRules(**options), [Seat("A"), Seat("B"), Seat("C")], seed)
        chooser = random.Random(seed)
        while not state.is_over:
            history, view, dice = list(state.history), state.view(None), state.rng.getstate()
            outlook = stop_outlook(state)
            assert state.history == history and state.view(None) == view and state.rng.getstate() == dice
            assert outlook.can_stop == (Stop() in state.legal_actions())
            if outlook.can_stop:
                trial = copy.deepcopy(state)  # a whole independent game
                trial.apply(Stop())
                assert outlook.only_fails == (trial.phase == FAILED)
                assert outlook.failure == trial.failure
                scores = [(a.number, a.row) for a in trial.legal_actions() if isinstance(a, Score)]
                assert list(outlook.placements) == scores
                twins = [a for a in trial.legal_actions() if isinstance(a, PlayCard) and a.effect == "twin"]
                assert outlook.twin_rescue == (trial.phase == FAILED and bool(twins))
                checked += 1
            state.apply(chooser.choice(state.legal_actions()))
    assert checked > 25


# --- hints: the normal bot's move from the view, with a reason ---------------------------------
def _hint(state: PokernState) -> Hint:
    hint = registry.get("romisch-pokern").questions(state).hint(state.current_seat)
    assert hint is not None
    return hint


def _hinted(
    columns: list[list[int | None]], faces: str, cards: list[list[str]] | None = None
) -> tuple[PokernState, Hint]:
    state, dice = at(columns, cards)
    roll(state, dice, faces)
    return state, _hint(state)


def test_rp20_a_turn_starts_with_a_roll() -> None:
    state, _ = at([col(), col()])
    assert _hint(state) == Hint(Roll(1), "roll_start", {"count": 1})


def test_rp22_rolling_on_names_what_stopping_would_write() -> None:
    _, hint = _hinted([col(), col()], "XX")
    assert hint.reason == "roll_on"
    assert {k: v for k, v in hint.params.items() if k != "gain"} == {"count": 1, "number": 20, "row": 0}
    assert hint.params["gain"] > 0  # the solver's margin over stopping


def test_rp13_on_four_x_rolling_is_needed() -> None:
    _, hint = _hinted([col(), col()], "XXXX")
    assert hint.reason == "roll_needed" and hint.params == {"count": 1}


def test_rp22_rp24_stop_then_write_the_number_the_stop_named() -> None:
    """Only the last row is free: one more die on XXXV fails half the time (I: 34 or 36 fit,
    V and X spell nothing), so the exact solver stops."""
    state, hint = _hinted([col(1, 2, 3, 4, 5, 6), col()], "XXXV")
    assert hint.action == Stop() and hint.reason == "stop"
    assert {k: v for k, v in hint.params.items() if k != "gain"} == {"number": 35, "row": 6, "twin": False}
    assert hint.params["gain"] > 0
    state.apply(Stop())
    written = _hint(state)
    assert written.action == Score(35, 6) and written.reason == "write"


def test_rp21_roll_on_or_stop_is_the_exact_solvers_call_with_its_margin() -> None:
    """On XXXV in an empty column the solver rolls on (the normal bot would stop): the hint
    follows the solver, names the row stopping would use, and the margin is positive."""
    state, hint = _hinted([col(), col()], "XXXV")
    choice = roll_or_stop(state.view(0), state.legal_actions())
    assert choice is not None and choice.action == hint.action == Roll(1) and choice.gain > 0
    assert hint.reason == "roll_on"
    assert hint.params == {"count": 1, "number": 35, "row": choice.write[1], "gain": choice.gain}
    assert bots.NormalBot(0, HINT_SEED).choose(state.view(0), state.legal_actions()) == Stop()


def test_rp24_rp25_a_stop_that_fails_on_purpose_then_pass() -> None:
    cards = [["reroll_v", "reroll_one", "drop_one", "twin", "joker"], list(CARDS)]
    state, hint = _hinted([col(17, 23, None, None, 33), col()], "IXII", cards)
    assert (hint.action, hint.reason, hint.params) == (Stop(), "stop_fails", {})
    state.apply(Stop())
    assert state.phase == FAILED and state.failure == NO_ROW
    passed = _hint(state)
    assert passed.reason == "pass" and passed.params == {"cards": 5}


def test_rp13_rp32_a_card_after_an_impossible_roll_names_its_die() -> None:
    state, hint = _hinted([col(), col()], "XXXXV")
    assert state.phase == FAILED
    assert hint.action == PlayCard("drop_one", "drop_one", 0)
    assert hint.reason == "card"
    assert hint.params == {"card": "drop_one", "effect": "drop_one", "die": 0, "face": "X", "failed": True}


def test_rp21_the_hint_says_the_solvers_margin_in_words() -> None:
    """ "Rolling on is worth 3.8 points more on average" (the issue's example), in the player's
    language, the decimal as that language writes it."""
    from ludi.ui.i18n import translator
    from ludi.ui.pokern.coaching import hint_text

    _, hint = _hinted([col(), col()], "XXXV")
    gain = hint.params["gain"]
    assert f"Rolling on is worth {gain:.1f} points more on average." in hint_text(
        hint, translator("en", "ludi.ui.pokern")
    )
    german = hint_text(hint, translator("de", "ludi.ui.pokern"))
    assert f"{gain:.1f}".replace(".", ",") + " Punkte mehr" in german
