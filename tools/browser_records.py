"""Whole games played by seeded bots, and their replays, summed up the same way in any Python.

``tools/make_browser_records.mjs`` runs this module inside Node's Pyodide (the browser's
Python) to write ``tests/unit/golden_browser/*.json``; ``tests/unit/test_browser_records.py``
replays those records in CPython and, the other way round, has Pyodide replay records
CPython made. Both compare ``summary``: a record must give the same game in every Python.

    PYTHONPATH=py python tools/browser_records.py   # the same games in this Python, as JSON
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from ludi.games import registry
from ludi.games.protocol import SEED_LIMIT, GameRecord, GameState, Seat

# (file stem, game, preset, options, bot levels, seed, actions played before the game is
# set up again from its position with seed + 1, or None for a dealt game). The seeds take in
# negative ones and the extremes a record allows: seeding too must not differ between versions.
LOWEST, HIGHEST = -(SEED_LIMIT - 1), SEED_LIMIT - 1
POKERN = "romisch-pokern"
CASES: list[tuple[str, str, str | None, list[str], list[str], int, int | None]] = [
    ("pokern-standard", POKERN, None, [], ["normal", "easy", "normal"], 41, None),
    ("pokern-variants", POKERN, None, ["roll-several", "order-matters"], ["easy", "normal"], LOWEST, None),
    ("pokern-setup", POKERN, None, ["cards-on-valid"], ["normal", "normal", "easy"], 43, 30),
    ("romme-palast", "romme", "palast", ["limit=100"], ["normal", "easy", "normal"], 51, None),
    ("romme-palace-knocking", "romme", "palace", ["knocking", "single-round"], ["normal"] * 4, HIGHEST, None),
    ("romme-setup", "romme", "palast", ["limit=60"], ["easy", "normal"], 53, 20),
    ("romer-game", "romer", None, ["target=300"], ["normal", "easy", "normal"], 61, None),
    ("romer-round", "romer", None, ["single-round"], ["normal", "easy", "easy", "normal"], -62, None),
    ("romer-setup", "romer", None, ["target=250"], ["normal", "normal", "easy"], 63, 12),
]
MAX_ACTIONS = 5_000


def _play_on(state: GameState, levels: list[str], seed: int, limit: int) -> GameState:
    bots = [registry.get(state.game_id).bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    while not state.is_over and len(state.history) < limit:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def play(case: tuple[str, str, str | None, list[str], list[str], int, int | None]) -> GameState:
    """One case played to its end (a setup case: from the position its first moves reached)."""
    _, game, preset, options, levels, seed, walk = case
    definition = registry.get(game)
    rules = definition.rules_from_options(preset, options)
    seats = [Seat(f"{lv} {i + 1}", "bot", lv) for i, lv in enumerate(levels)]
    state = definition.new_game(rules, seats, seed)
    if walk is not None:
        position = _play_on(state, levels, seed, walk).position_json()
        state = definition.state_class.from_position(rules, seats, position, seed + 1)
    state = _play_on(state, levels, seed, MAX_ACTIONS)
    if not state.is_over:
        raise RuntimeError(f"{case[0]}: not over after {MAX_ACTIONS} actions")
    return state


def summary(state: GameState) -> dict[str, Any]:
    """What two Pythons must agree on: the record, the scores, the final position and where
    the generator stands (so both drew exactly the same numbers)."""
    rng_state = hashlib.sha256(repr(state.rng.getstate()).encode()).hexdigest()
    return {
        "record": state.record().to_json(),
        "is_over": state.is_over,
        "final_scores": state.scores(),
        "final_position": state.position_json(),
        "rng_sha256": rng_state,
    }


def python_version() -> str:
    return f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform})"


def play_all() -> dict[str, dict[str, Any]]:
    """Every case played here, by file stem, with the Python that played it."""
    made_in = python_version()
    return {case[0]: {**summary(play(case)), "python": made_in} for case in CASES}


def replay_summary(record: dict[str, Any]) -> dict[str, Any]:
    """A record replayed here, summed up as ``summary`` does, with this Python's version."""
    return {**summary(registry.replay(GameRecord.from_json(record))), "python": python_version()}


if __name__ == "__main__":
    print(json.dumps(play_all(), sort_keys=True))
