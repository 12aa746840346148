"""Robustness: card conservation, random legal play always finishes, replay reproduces."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ludi.games.protocol import GameRecord, Seat
from ludi.games.registry import replay
from ludi.games.romme.actions import ConfirmFirstMeld, Exchange, LayOff, Meld
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.state import RommeState

FLAGS = (
    "knocking",
    "small_game",
    "forty",
    "no_first_meld",
    "cyclic_runs",
    "no_jokers",
    "win_without_discard",
    "strict_jokers",
    "strict_sets",
    "casino",
)


@st.composite
def tables(draw: st.DrawFn) -> tuple[RommeRules, int]:
    """Any valid combination of preset and special rules (RM-60..RM-69), and a seat count."""
    preset = draw(st.sampled_from(["palast", "palace"]))
    flags = {f: draw(st.booleans()) for f in FLAGS}
    if flags["small_game"]:
        flags["no_first_meld"] = True
        flags["forty"] = False
    if flags["forty"]:
        flags["no_first_meld"] = False
    high = 4 if preset == "palace" else 6
    players = draw(st.integers(3 if flags["knocking"] else 2, high))
    return RommeRules(preset=preset, single_round=True, **flags), players


def random_play(state: RommeState, seed: int, cap: int = 3000) -> int:
    """Random legal moves, leaning toward putting cards down so rounds end."""
    rng = random.Random(seed)
    steps = 0
    while not state.is_over and steps < cap:
        legal = state.legal_actions()
        assert legal, "a live state always offers an action"
        down = [a for a in legal if isinstance(a, (Meld, LayOff, ConfirmFirstMeld, Exchange))]
        action = rng.choice(down) if down and rng.random() < 0.8 else rng.choice(legal)
        state.apply(action)
        counts = state.card_locations()
        assert sum(counts) == state.rules.deck_size
        assert counts[:52] == [state.rules.decks] * 52 and counts[52] == state.rules.jokers
        steps += 1
    return steps


@settings(max_examples=40, deadline=None)
@given(tables(), st.integers(0, 10**6))
def test_every_card_in_one_place_and_random_play_finishes(table: tuple[RommeRules, int], seed: int) -> None:
    rules, players = table
    state = RommeState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    random_play(state, seed)
    assert state.is_over
    assert len(state.results) == 1


@settings(max_examples=15, deadline=None)
@given(tables(), st.integers(0, 10**6))
def test_replaying_a_record_reproduces_the_state(table: tuple[RommeRules, int], seed: int) -> None:
    rules, players = table
    state = RommeState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    random_play(state, seed, cap=120)
    record = GameRecord.loads(state.record().dumps())
    again = replay(record)
    assert again.view(0) == state.view(0)
    assert again.position_json() == state.position_json()
    assert again.scores() == state.scores()


def test_legal_actions_agree_with_check() -> None:
    state = RommeState(RommeRules(single_round=True, knocking=True), [Seat("A"), Seat("B"), Seat("C")], 7)
    rng = random.Random(3)
    for _ in range(150):
        if state.is_over:
            break
        legal = state.legal_actions()
        for action in legal:
            state.check(action)  # raises if legal_actions offered something check refuses
        state.apply(rng.choice(legal))
    assert state.history
