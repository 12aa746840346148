"""The protocol on Römisch Pokern: records replay exactly; random legal play always ends well."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludi.games import registry
from ludi.games.protocol import GameRecord, Seat
from ludi.games.romisch_pokern import sheet
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState

MAX_ACTIONS = 20_000
GOLDEN = sorted((Path(__file__).resolve().parent / "golden").glob("*.json"))


def random_game(seed: int, players: int, rules: PokernRules, chooser_seed: int) -> PokernState:
    state = PokernState(rules, [Seat(f"P{i}") for i in range(players)], seed)
    chooser = random.Random(chooser_seed)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return state
        state.apply(chooser.choice(state.legal_actions()))
    raise AssertionError("random play did not end")


def column_is_consistent(column: tuple) -> bool:
    written = [n for n in column if n is not None]
    if any(b < a for a, b in zip(written, written[1:])):
        return False
    for r, n in enumerate(column):  # a repeated number only in adjacent rows (RP-34)
        if n is not None and column.count(n) > 1:
            others = [i for i, m in enumerate(column) if m == n and i != r]
            if not any(abs(i - r) == 1 for i in others):
                return False
    return True


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    chooser=st.integers(0, 2**32),
    players=st.integers(2, 6),
    options=st.fixed_dictionaries(
        {name: st.booleans() for name in ("roll_several", "cards_on_valid", "order_matters", "strict_xxxx")}
    ),
)
def test_random_legal_play_always_ends_with_consistent_scores(seed, chooser, players, options) -> None:
    state = random_game(seed, players, PokernRules(**options), chooser)
    view = state.view(None)
    assert view.phase == "over" and state.legal_actions() == []
    for seat in range(players):
        column = view.columns[seat]
        assert column_is_consistent(column)
        assert view.scores[seat] == sheet.column_total(column) + 5 * len(view.cards[seat])
    turns = view.turns_taken
    assert max(turns) - min(turns) == 0  # RP-40/41: the round is always finished
    assert view.end_reason is not None


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), chooser=st.integers(0, 2**32))
def test_a_record_replays_exactly(seed, chooser) -> None:
    state = random_game(seed, 3, PokernRules(cards_on_valid=True), chooser)
    text = state.record().dumps()
    again = registry.replay(GameRecord.loads(text))
    assert again.view(0) == state.view(0)
    assert again.record().dumps() == text


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_known_final_scores(path: Path) -> None:
    data = json.loads(path.read_text())
    state = registry.replay(GameRecord.from_json(data["record"]))
    assert state.is_over
    assert state.scores() == data["final_scores"]


def test_golden_records_cover_every_variant() -> None:
    rules = [json.loads(p.read_text())["record"]["rules"] for p in GOLDEN]
    for name in ("roll_several", "cards_on_valid", "order_matters", "strict_xxxx"):
        assert any(r[name] for r in rules) and not all(r[name] for r in rules), name
