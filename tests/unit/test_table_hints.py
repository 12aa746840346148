"""Hints in every game (issue "Every game learnable at the table"): the seat to move asks its
table's ``PublicQuestions.hint`` and gets the normal bot's action from its own view, with a
reason code from the game's documented set (``<game>.hints.REASONS``) and JSON-able params.

Over many seeded positions of games played by bots: the hinted action is legal; the hint is
the same when every card the player cannot see is dealt again among the hidden places (other
hands, the stock or draw pile, face-down horses; in Römisch Pokern, where everything is on
the table, the dice to come); only the seat to move gets one (RO-60, RM-2: views only).
"""

from __future__ import annotations

import copy
import importlib
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ludi.games import registry
from ludi.games.protocol import GameState, Hint, Rules, Seat

#: game id -> option lists to vary the rules over the seeded games (each with its seat counts).
VARIANTS: dict[str, list[tuple[list[str], int]]] = {
    "romisch-pokern": [([], 2), (["order-matters"], 3), (["roll-several", "cards-on-valid"], 2)],
    "romme": [
        (["single-round"], 2),
        (["single-round", "knocking"], 3),
        (["single-round", "strict-sets", "strict-jokers"], 2),
        (["single-round", "casino", "cyclic-runs"], 4),
    ],
    "romer": [(["single-round"], 3), (["single-round", "cut-losers-lose"], 4), (["single-round"], 2)],
}
PRESETS = {"romme": (None, "palace")}
SAMPLES_PER_GAME = 60


def _positions(game_id: str) -> Iterator[tuple[Rules, tuple[Seat, ...], dict[str, Any]]]:
    """Positions along seeded games (easy bots, for variety): three per game, some moves apart,
    so the samples cover every variant and more than the first moves."""
    definition = registry.get(game_id)
    for seed in range(40):
        options, players = VARIANTS[game_id][seed % len(VARIANTS[game_id])]
        preset = PRESETS.get(game_id, (None,))[seed % len(PRESETS.get(game_id, (None,)))]
        rules = definition.rules_from_options(preset, options)
        seats = tuple(Seat(f"P{i}") for i in range(players))
        state = definition.new_game(rules, seats, seed)
        bots = [definition.bots["easy"](i, seed) for i in range(players)]
        gap = 5 + seed % 11
        taken = 0
        for step in range(400):
            if state.is_over or taken == 3:
                break
            if step % gap == gap - 1:
                taken += 1
                yield rules, seats, state.position_json()
            seat = state.current_seat
            assert seat is not None
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))


def _samples(game_id: str) -> list[tuple[Rules, tuple[Seat, ...], dict[str, Any]]]:
    out = []
    for sample in _positions(game_id):
        out.append(sample)
        if len(out) == SAMPLES_PER_GAME:
            break
    return out


# --- dealing the hidden cards again --------------------------------------------------------
def _refill(pool: list[str], rng: random.Random) -> Callable[[int], list[str]]:
    rng.shuffle(pool)

    def take(k: int) -> list[str]:
        out = pool[:k]
        del pool[:k]
        return out

    return take


def _redeal_romer(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """Other hands, both piles (face down) and every team card ``seat`` does not know (RO-60)."""
    p = copy.deepcopy(position)
    hidden = [e for t in p["teams"] for e in t if seat not in e["known"]]
    pool = [c for s, h in enumerate(p["hands"]) if s != seat for c in h] + p["draw"] + p["discard"]
    pool += [e["card"] for e in hidden]
    take = _refill(pool, rng)
    p["hands"] = [h if s == seat else take(len(h)) for s, h in enumerate(p["hands"])]
    p["draw"], p["discard"] = take(len(p["draw"])), take(len(p["discard"]))
    for entry in hidden:
        entry["card"] = take(1)[0]
    assert not pool
    return p


def _redeal_romme(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """Other hands, the stock and the cards out of play (the discard pile is face up, RM-12)."""
    p = copy.deepcopy(position)
    pool = [c for s, h in enumerate(p["hands"]) if s != seat for c in h] + p["stock"] + p["aside"]
    take = _refill(pool, rng)
    p["hands"] = [h if s == seat else take(len(h)) for s, h in enumerate(p["hands"])]
    p["stock"], p["aside"] = take(len(p["stock"])), take(len(p["aside"]))
    assert not pool
    return p


def _redeal_pokern(position: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """Everything is on the table (RP-30: cards are public); only the dice to come are unknown."""
    p = copy.deepcopy(position)
    p["dice"] = [rng.choice("IVX") for _ in range(rng.randrange(12))]
    return p


REDEAL = {"romisch-pokern": _redeal_pokern, "romme": _redeal_romme, "romer": _redeal_romer}


def _hint(state: GameState) -> Hint | None:
    return registry.get(state.game_id).questions(state).hint(state.current_seat)


@pytest.mark.parametrize("game_id", sorted(REDEAL))
def test_hints_are_legal_documented_and_blind_to_hidden_cards(game_id: str) -> None:
    definition = registry.get(game_id)
    reasons: dict[str, tuple[str, ...]] = importlib.import_module(definition.questions.hints_module).REASONS
    rng = random.Random(game_id)
    seen = set()
    changed = 0
    samples = _samples(game_id)
    assert len(samples) == SAMPLES_PER_GAME
    for rules, seats, position in samples:
        state = definition.state_class.from_position(rules, seats, position, seed=1)
        seat = state.current_seat
        assert seat is not None
        hint = _hint(state)
        assert hint is not None
        ask = definition.questions(state)
        assert hint.action in state.legal_actions() or ask.is_legal(hint.action), (position, hint)
        assert hint.reason in reasons, hint
        assert set(hint.params) == set(reasons[hint.reason]), hint
        assert json.loads(json.dumps(hint.to_json())) == hint.to_json()
        assert json.loads(json.dumps(hint.params)) == hint.params, hint  # no tuples, no objects
        seen.add(hint.reason)
        redealt = REDEAL[game_id](position, seat, rng)
        other = definition.state_class.from_position(rules, seats, redealt, seed=2)
        assert other.view(seat) == state.view(seat)  # the re-deal hides nothing more, nothing less
        assert _hint(other) == hint, (position, hint)
        changed += other.position_json() != state.position_json()
    assert changed > SAMPLES_PER_GAME // 2  # the re-deals did change what the player cannot see
    assert len(seen) >= 3, seen  # the samples reach several kinds of decision


@pytest.mark.parametrize("game_id", sorted(REDEAL))
def test_only_the_seat_to_move_gets_a_hint(game_id: str) -> None:
    rules, seats, position = _samples(game_id)[0]
    definition = registry.get(game_id)
    state = definition.state_class.from_position(rules, seats, position, seed=1)
    ask = definition.questions(state)
    assert ask.hint(state.current_seat) is not None
    assert ask.hint(None) is None
    for seat in range(len(seats)):
        if seat != state.current_seat:
            assert ask.hint(seat) is None


@pytest.mark.parametrize("game_id", sorted(REDEAL))
def test_a_finished_game_gives_no_hint(game_id: str) -> None:
    definition = registry.get(game_id)
    options, players = VARIANTS[game_id][0]
    seats = tuple(Seat(f"P{i}", "bot", "easy") for i in range(players))
    state = definition.new_game(definition.rules_from_options(None, options), seats, 3)
    bots = [definition.bots["easy"](i, 3) for i in range(players)]
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    ask = definition.questions(state)
    assert all(ask.hint(seat) is None for seat in range(players))


@pytest.mark.parametrize("game_id", sorted(REDEAL))
def test_every_documented_reason_names_its_params(game_id: str) -> None:
    """The UI's catalogs need one text per code, with exactly these placeholders."""
    module = importlib.import_module(registry.get(game_id).questions.hints_module)
    for code, params in module.REASONS.items():
        assert code.isidentifier() and code == code.lower()
        assert all(p.isidentifier() for p in params) and len(set(params)) == len(params)
