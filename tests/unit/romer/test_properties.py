"""Robustness (hypothesis): every card always in exactly one place (RO-2, RO-3), random legal
play always ends a round (RO-50), a record replays exactly, IllegalAction changes nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ludi.games.protocol import GameRecord, IllegalAction, Seat
from ludi.games.registry import replay
from ludi.games.romer.actions import AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.cards import CODES, COPIES
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState

CAP = 3000  # actions; a round of random play takes about a hundred


@st.composite
def tables(draw: st.DrawFn) -> tuple[RomerRules, int, int]:
    rules = RomerRules(
        single_round=True,
        caesar_trump=draw(st.booleans()),
        cut_losers_keep=draw(st.booleans()),
        optional_draw=draw(st.booleans()),
    )
    return rules, draw(st.integers(2, 4)), draw(st.integers(0, 2**31))


def random_play(state: RomerState, seed: int) -> int:
    rng = random.Random(seed)
    steps = 0
    while not state.is_over and steps < CAP:
        legal = state.legal_actions()
        assert legal, "a live state always offers an action"
        state.apply(rng.choice(legal))
        assert state.card_counts() == list(COPIES)
        steps += 1
    return steps


@settings(max_examples=30, deadline=None)
@given(table=tables())
def test_ro_2_every_card_in_one_place_and_ro_50_random_play_ends_the_round(table) -> None:
    rules, players, seed = table
    state = RomerState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    steps = random_play(state, seed)
    assert state.is_over and steps < CAP
    result = state.results[-1]
    assert len(result.teams) == players and all(len(t) <= 7 for t in result.teams)


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31))
def test_ro_52_a_whole_game_of_random_play_reaches_the_target(players: int, seed: int) -> None:
    rules = RomerRules(target=150)
    state = RomerState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(20 * CAP):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_over and max(state.totals) >= 150
    assert state.totals == [sum(r.points[s] for r in state.results) for s in range(players)]


@settings(max_examples=20, deadline=None)
@given(table=tables())
def test_a_record_replays_exactly(table) -> None:
    rules, players, seed = table
    state = RomerState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    random_play(state, seed + 1)
    again = replay(GameRecord.loads(state.record().dumps()))
    assert again.position_json() == state.position_json()
    assert again.scores() == state.scores()
    assert [again.view(s) for s in range(players)] == [state.view(s) for s in range(players)]


ALL_ACTIONS = [cls(c) for cls in (LayTrump, ChangeTrump, Lead, Play) for c in CODES]
ALL_ACTIONS += [AddHorse(c, d) for c in CODES for d in (True, False)] + [Stop()]


@settings(max_examples=25, deadline=None)
@given(table=tables(), moves=st.integers(0, 120), tries=st.integers(0, 2**31))
def test_illegal_actions_leave_the_state_untouched(table, moves: int, tries: int) -> None:
    rules, players, seed = table
    state = RomerState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    legal = set(state.legal_actions())
    pick = random.Random(tries)
    before = (state.position_json(), state.rng.getstate(), len(state.history), len(state.log))
    for action in pick.sample(ALL_ACTIONS, 30):
        if action in legal:
            continue
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert exc.reason
        else:  # pragma: no cover - would be a bug
            raise AssertionError(f"{action} was accepted though not legal")
        assert (state.position_json(), state.rng.getstate(), len(state.history), len(state.log)) == before
