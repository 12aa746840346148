"""Issue 10 item 10: a human may undo their own write until the next player rolls.

Undo is the record minus its last action, replayed: the tests check that this gives back
exactly the state before the write, random generator included (the next player's dice are
still the same), and that only a human's last write qualifies.
"""

from __future__ import annotations

import copy
import random

import pytest

from ludi.games import registry
from ludi.games.protocol import IllegalAction, Seat
from ludi.games.romisch_pokern.actions import Pass, Roll, Score
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import SCORING, PokernState
from ludi.games.romisch_pokern.undo import undo, undoable

OPTION_SETS = (
    {},
    {"order_matters": True, "roll_several": True},
    {"cards_on_valid": True, "strict_xxxx": True},
)


def until_a_write(state: PokernState, chooser: random.Random) -> PokernState:
    """Random legal play up to the first moment a number can be written."""
    while not state.is_over and state.phase != SCORING:
        state.apply(chooser.choice(state.legal_actions()))
    assert not state.is_over, "the game ended before anyone could write"
    return state


def a_write(state: PokernState, chooser: random.Random) -> Score:
    return chooser.choice([a for a in state.legal_actions() if isinstance(a, Score)])


def new_state(
    seed: int, kinds: tuple[str, ...] = ("human", "human", "human"), **options: bool
) -> PokernState:
    seats = [Seat(f"P{i}", kind, "normal" if kind == "bot" else None) for i, kind in enumerate(kinds)]
    return PokernState(PokernRules(**options), seats, seed)


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("seed", range(8))
def test_undoing_a_write_gives_back_exactly_the_state_before_it(seed: int, options: dict) -> None:
    chooser = random.Random(seed)
    state = new_state(seed, **options)
    for _ in range(seed % 4):  # some turns in, so the record has a history
        until_a_write(state, chooser).apply(chooser.choice(state.legal_actions()))
    until_a_write(state, chooser)
    before = copy.deepcopy(state)
    assert not undoable(state)  # nothing written yet this turn
    state.apply(a_write(state, chooser))
    assert undoable(state)
    undone = undo(state)
    assert undone.view(undone.current_seat) == before.view(before.current_seat)
    assert undone.legal_actions() == before.legal_actions()
    assert undone.record().dumps() == before.record().dumps()
    assert undone.rng.getstate() == before.rng.getstate()  # the next player's dice are unchanged
    # The record stays replayable and means the same game.
    assert registry.replay(undone.record()).view(0) == undone.view(0)


def test_after_undo_the_next_player_rolls_the_same_dice_as_without_it() -> None:
    chooser = random.Random(3)
    state = until_a_write(new_state(3), chooser)
    write = a_write(state, chooser)
    state.apply(write)
    undone = undo(state)
    undone.apply(write)
    state.apply(Roll())
    undone.apply(Roll())
    assert undone.view(0) == state.view(0)


def test_undo_leaves_the_given_state_alone() -> None:
    chooser = random.Random(5)
    state = until_a_write(new_state(5), chooser)
    state.apply(a_write(state, chooser))
    record = state.record().dumps()
    undo(state)
    assert state.record().dumps() == record and undoable(state)


def test_no_undo_once_the_next_player_has_rolled() -> None:
    chooser = random.Random(1)
    state = until_a_write(new_state(1), chooser)
    state.apply(a_write(state, chooser))
    state.apply(Roll())  # something hidden is revealed: the write stands
    assert not undoable(state)
    with pytest.raises(IllegalAction, match="undo"):
        undo(state)


def test_only_a_write_can_be_undone_not_a_pass_a_roll_or_a_stop() -> None:
    state = new_state(2)
    assert not undoable(state)  # nothing played yet
    chooser = random.Random(2)
    while not state.is_over:
        last = state.history[-1] if state.history else None
        if last is not None:
            assert undoable(state) == isinstance(last, Score), last
        state.apply(chooser.choice(state.legal_actions()))
    assert any(isinstance(a, Pass) for a in state.history)  # the loop did meet a pass


def test_bots_never_undo_their_writes() -> None:
    state = new_state(4, kinds=("bot", "human"))
    chooser = random.Random(4)
    while True:
        until_a_write(state, chooser)
        writer = state.current_seat
        state.apply(a_write(state, chooser))
        if writer == 0:
            break
        state.apply(Roll())
    assert not undoable(state)  # the bot's write


def test_the_write_that_ended_the_game_may_be_undone_too() -> None:
    """Nothing was rolled after it: no hidden fact is known yet."""
    ended_by_a_write = 0
    for seed in range(12):
        state, chooser = new_state(seed, kinds=("human", "human")), random.Random(seed)
        while not state.is_over:
            state.apply(chooser.choice(state.legal_actions()))
        if isinstance(state.history[-1], Score):
            ended_by_a_write += 1
            assert undoable(state)
            undone = undo(state)
            assert not undone.is_over and undone.phase == SCORING
        else:
            assert not undoable(state)
    assert ended_by_a_write
