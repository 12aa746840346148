"""A human may undo their own write until the next human acts (docs/rules-decisions.md).

Undo is the record without what it takes back, replayed (``GameState.undo_point``, the one
rule for every game): the tests check that this gives back exactly the state before the
write, random generator included (the next player's dice are still the same), that only a
human's last write qualifies, and that bots' moves since are taken back with it.
"""

from __future__ import annotations

import copy
import random

import pytest

from ludi.games import registry
from ludi.games.protocol import IllegalAction, Seat
from ludi.games.romisch_pokern.actions import Pass, Roll, Score
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState
from ludi.games.romisch_pokern.views import SCORING


def undoable(state: PokernState) -> bool:
    return state.undo_point() is not None


def undo(state: PokernState) -> PokernState:
    """The state before what ``undo_point`` takes back, as the shell rebuilds it."""
    point = state.undo_point()
    if point is None:
        raise IllegalAction("there is no write of yours to undo")
    rebuilt = registry.replay(state.record(), upto=point.upto)
    assert isinstance(rebuilt, PokernState)
    return rebuilt


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
    point = state.undo_point()
    # The bot's write is never offered back: only the human's last write (with the bot's
    # moves since), if the human wrote before and has not acted since.
    assert point is None or (point.seat == 1 and point.upto < len(state.history) - 1)


def test_the_write_that_ended_the_game_may_be_undone_too() -> None:
    """Nothing was rolled after it: no hidden fact is known yet."""
    ended_by_a_write = 0
    for seed in range(24, 36):  # four of these twelve random games end on a write
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


def test_a_write_stays_undoable_while_bots_play_until_the_next_human_acts() -> None:
    """Julia writes, the bot Livia plays a whole turn, Marcus has not acted yet: Julia's write
    and Livia's moves are taken back together; once Marcus rolls, the write stands."""
    chooser = random.Random(7)
    state = new_state(7, kinds=("human", "bot", "human"), random_start=False)
    until_a_write(state, chooser)
    assert state.current_seat == 0
    before = copy.deepcopy(state)
    state.apply(a_write(state, chooser))
    while state.current_seat == 1:  # the bot's turn, played out
        state.apply(chooser.choice(state.legal_actions()))
    point = state.undo_point()
    assert point is not None and point.seat == 0 and point.own == 1 and point.after >= 1
    undone = undo(state)
    assert undone.record().dumps() == before.record().dumps()
    assert undone.rng.getstate() == before.rng.getstate()
    state.apply(Roll())  # Marcus acts
    assert not undoable(state)
