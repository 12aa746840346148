"""Autosave and resume, and what happens to records that cannot be loaded."""

from __future__ import annotations

import json

from ui_helpers import finish, new_state, pass_turn

from ludi.games.romisch_pokern.actions import Roll
from ludi.ui import storage
from ludi.ui.storage import SAVE_KEY, MemoryStore, load_saved, replay_saved, save_game


def load(store: MemoryStore) -> storage.Saved:
    """What resuming sees: the slot read, then replayed with the game's engine."""
    return replay_saved(load_saved(store))


def test_save_then_resume_reproduces_the_state() -> None:
    store = MemoryStore()
    state = new_state(11)
    pass_turn(state)
    state.apply(Roll(1))
    save_game(store, state)
    saved = load_saved(store)
    assert saved.status == "ok" and saved.state is None  # the home screen replays nothing
    assert load(store).state.view(None) == state.view(None)


def test_nothing_saved() -> None:
    assert load_saved(MemoryStore()).status == "none"


def test_finished_games_leave_the_slot() -> None:
    store = MemoryStore()
    state = new_state(2)
    save_game(store, state)
    finish(state)
    save_game(store, state)
    assert store.get(SAVE_KEY) is None


def test_corrupt_json_is_reported_and_kept() -> None:
    store = MemoryStore({SAVE_KEY: "{not json"})
    saved = load_saved(store)
    assert saved.status == "corrupt" and saved.problem == "corrupt.json" and saved.raw == "{not json"
    assert store.get(SAVE_KEY) == "{not json"  # never dropped silently


def test_illegal_move_names_the_move() -> None:
    state = new_state(4)
    state.apply(Roll(1))
    data = state.record().to_json()
    data["actions"].append({"type": "Score", "number": 38, "row": 0})
    store = MemoryStore({SAVE_KEY: json.dumps(data)})
    saved = load(store)
    assert saved.status == "corrupt" and saved.problem == "corrupt.illegal"
    assert saved.details["index"] == 2
    assert store.get(SAVE_KEY) is not None


def test_unknown_game_and_malformed_records() -> None:
    data = new_state(4).record().to_json()
    data["game"] = "alea-maxima"
    saved = load_saved(MemoryStore({SAVE_KEY: json.dumps(data)}))
    assert saved.problem == "corrupt.unknown_game" and saved.details["game"] == "alea-maxima"
    for bad in (
        "[]",
        '{"game": "romisch-pokern"}',
        json.dumps({**new_state(1).record().to_json(), "rules": {"x": 1}}),
    ):
        saved = load(MemoryStore({SAVE_KEY: bad}))
        assert saved.status == "corrupt" and saved.problem == "corrupt.invalid", bad


def test_discard_removes_the_record() -> None:
    store = MemoryStore({SAVE_KEY: "junk"})
    storage.discard(store)
    assert load_saved(store).status == "none"
