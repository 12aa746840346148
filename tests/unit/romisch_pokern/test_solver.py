"""The strong bot's rest-of-turn solver against brute force through the engine itself.

A reduced game (three empty rows, a few cards) is small enough to play out every roll and
every card through ``PokernState`` (RP-20..RP-26 turns, RP-13 XXXX, RP-24 failures, RP-30..RP-35
cards, RP-41 a failure without cards, and the options RP-50 several dice, RP-51 cards on a
valid result, RP-52 order matters, RP-53 strict XXXX), so the solver's copy of those rules is
checked by the rules' own code, not by a second reading of them.
"""

from __future__ import annotations

import itertools
import json
import math

import pytest
from conftest import RiggedDice, at, col
from test_turns import roll

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import (
    REROLL_I,
    REROLL_ONE,
    REROLL_V,
    Pass,
    PlayCard,
    Roll,
    Score,
    Stop,
)
from ludi.games.romisch_pokern.solver import TurnSolver, multiset_outcomes, ordered_key, ordered_outcomes
from ludi.games.romisch_pokern.state import PokernState

FACE_ODDS = {"I": 3 / 6, "V": 1 / 6, "X": 2 / 6}  # RP-2: I, I, I, V, X, X
CARD_WORTH = {"reroll_i": 6.0, "reroll_v": 5.5, "reroll_one": 7.0, "drop_one": 6.5, "twin": 6.0, "joker": 9.0}


class ToyLeaves:
    """Arbitrary but distinct values, so any slip in the solver's rules shows as a number."""

    def write(self, number: int, row: int) -> float:
        return number + 0.37 * row - (8.0 if number < 10 else 0.0)

    def fail(self, game_ends: bool) -> float:
        return -30.0 if game_ends else -6.5

    def hand(self, cards: tuple[str, ...]) -> float:
        return sum(CARD_WORTH[c] for c in cards) - (3.0 if not cards else 0.0)


def dice_for(state: PokernState, action: Action) -> int:
    """How many dice ``action`` rolls (scripted for the brute force)."""
    if isinstance(action, Roll):
        return action.count
    if isinstance(action, PlayCard):
        rolled = state.view(state.current_seat).rolled
        if action.effect == REROLL_I:
            return rolled.count("I")
        if action.effect == REROLL_V:
            return rolled.count("V")
        if action.effect == REROLL_ONE:
            return 1
    return 0


def brute_value(state: PokernState, leaves: ToyLeaves, seen: dict[str, float]) -> float:
    """Best expected leaf value of the engine's state; ``seen``: the positions already solved
    (the same dice in the same order are the same position; nothing else is merged)."""
    key = json.dumps(state.position_json(), sort_keys=True)
    if key not in seen:
        seen[key] = max(brute_action(state, action, leaves, seen) for action in state.legal_actions())
    return seen[key]


def brute_action(state: PokernState, action: Action, leaves: ToyLeaves, seen: dict[str, float]) -> float:
    """Expected leaf value of ``action``: every face of every die it rolls, played on by the engine."""
    seat = state.current_seat
    assert seat is not None
    if isinstance(action, Score):
        return leaves.write(action.number, action.row) + leaves.hand(tuple(state.cards[seat]))
    if isinstance(action, Pass):
        ends = state.position_json()["started_without_cards"]  # RP-41
        return leaves.fail(ends) + leaves.hand(tuple(state.cards[seat]))
    total = 0.0
    for faces in itertools.product("IVX", repeat=dice_for(state, action)):
        trial = state.clone()
        RiggedDice(trial).load(faces)
        trial.apply(action)
        assert not trial.dice_script
        assert trial.current_seat == seat  # only a write or a pass ends the turn
        total += math.prod(FACE_ODDS[f] for f in faces) * brute_value(trial, leaves, seen)
    return total


def check_every_action(state: PokernState, card_plays: int | None = None) -> int:
    """The solver's value of each legal action equals the brute force's; returns how many."""
    view = state.view(state.current_seat)
    solver = TurnSolver(view, ToyLeaves(), card_plays=card_plays)
    legal = state.legal_actions()
    seen: dict[str, float] = {}
    for action in legal:
        assert solver.value_of(action) == pytest.approx(brute_action(state, action, ToyLeaves(), seen)), (
            action
        )
    return len(legal)


THREE_ROWS = col(4, None, 15, 21, None, 33, None)  # rows 2, 5 and 7 are empty (RP-22)


def test_rp20_rp24_no_cards_from_the_first_die_on() -> None:
    state, _ = at([THREE_ROWS, col()], cards=[[], []])
    assert check_every_action(state) == 1  # RP-20: roll


@pytest.mark.parametrize("faces", ["X", "XX", "XXX", "XXXX", "XI", "XXV"])
def test_rp13_rp21_rp24_rp41_no_cards_after_some_dice(faces: str) -> None:
    state, dice = at([THREE_ROWS, col()], cards=[[], []])
    roll(state, dice, faces)
    check_every_action(state)


@pytest.mark.parametrize("faces", ["XXI", "IIII", "XXXXV", "XV", "XXXIX"])
@pytest.mark.parametrize("hand", [["reroll_i", "drop_one"], ["reroll_one", "joker"], ["reroll_v", "twin"]])
def test_rp25_rp30_to_rp35_cards_after_a_failure_and_on(faces: str, hand: list[str]) -> None:
    column = col(4, None, 15, 21, None, 33, None)
    state, dice = at([column, col()], cards=[hand, []])
    roll(state, dice, faces)
    check_every_action(state)


def test_rp34_the_twin_rescues_a_number_already_in_the_column() -> None:
    state, dice = at([col(4, None, 15, 21, None, 33, None), col()], cards=[["twin", "drop_one"], []])
    roll(state, dice, "XXI")  # 21 is in row 4 (fails, RP-23); row 5 is empty next to it
    state.apply(Stop())
    assert any(isinstance(a, PlayCard) and a.effect == "twin" for a in state.legal_actions())
    check_every_action(state)


@pytest.mark.parametrize(
    "options",
    [{"order_matters": True}, {"strict_xxxx": True}, {"roll_several": True}, {"cards_on_valid": True}],
)
def test_rp50_to_rp53_the_options(options: dict[str, bool]) -> None:
    state, dice = at(
        [col(4, None, 15, 21, None, 33, None), col()], cards=[["reroll_one", "drop_one"], []], **options
    )
    roll(state, dice, "XI")
    check_every_action(state)
    roll(state, dice, "X")  # RP-52: XIX is 19, not 21
    check_every_action(state)


def test_rp52_a_two_card_search_limit_is_exact_when_no_more_cards_can_be_played() -> None:
    state, dice = at([THREE_ROWS, col()], cards=[["reroll_i", "drop_one"], []], order_matters=True)
    roll(state, dice, "XIII")
    check_every_action(state, card_plays=2)


def test_rp2_roll_outcomes_are_exact_and_rp52_orders_that_read_alike_share_a_state() -> None:
    for count in range(1, 5):
        assert math.isclose(sum(p for _, p in ordered_outcomes(count)), 1.0)
        assert math.isclose(sum(p for _, p in multiset_outcomes(count)), 1.0)
    assert dict(multiset_outcomes(2))[("I", "X")] == pytest.approx(2 * 1 / 2 * 1 / 3)
    assert ordered_key(("X", "V", "I", "X")) == ("V", "X", "I", "X")  # V and X before the I: order free
    assert ordered_key(("I", "X", "V")) == ("I", "V", "X")  # after it too
    assert ordered_key(("X", "I")) != ordered_key(("I", "X"))  # 11 and 9 (RP-52)
