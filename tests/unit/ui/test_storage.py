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
    saved = load_saved(store, storage.save_key(state.game_id))
    assert saved.status == "ok" and saved.state is None  # the home screen replays nothing
    assert replay_saved(saved).state.view(None) == state.view(None)


def test_nothing_saved() -> None:
    assert load_saved(MemoryStore()).status == "none"


def test_finished_games_leave_the_slot() -> None:
    store = MemoryStore()
    state = new_state(2)
    save_game(store, state)
    assert store.get(storage.save_key(state.game_id)) is not None
    finish(state)
    save_game(store, state)
    assert store.get(storage.save_key(state.game_id)) is None


def test_each_game_keeps_its_own_saved_game() -> None:
    """Starting Rommé must not lose a Römer game in progress: one slot per game."""
    from ludi.games import registry
    from ludi.games.protocol import Seat

    store = MemoryStore()
    seats = (Seat("Julia"), Seat("Livia", "bot", "normal"))
    for game in ("romer", "romme", "romisch-pokern"):
        definition = registry.get(game)
        save_game(store, definition.new_game(definition.rules_class(), seats, 3))
    games = [s.record.game for s in storage.saved_games(store)]
    assert games == ["romisch-pokern", "romme", "romer"]  # the home screen's order


def test_the_single_slot_of_earlier_versions_moves_to_its_games_slot() -> None:
    state = new_state(5)
    raw = state.record().dumps()
    store = MemoryStore({SAVE_KEY: raw})
    (saved,) = storage.saved_games(store)
    assert saved.key == storage.save_key("romisch-pokern") and saved.raw == raw
    assert store.get(SAVE_KEY) is None and store.get(saved.key) == raw


def test_an_old_slot_that_cannot_be_read_stays_where_it_is_and_is_listed() -> None:
    store = MemoryStore({SAVE_KEY: "{not json"})
    (saved,) = storage.saved_games(store)
    assert saved.status == "corrupt" and saved.key == SAVE_KEY and store.get(SAVE_KEY) == "{not json"


def test_what_a_table_keeps_round_trips_and_leaves_with_its_game() -> None:
    store = MemoryStore()
    state = new_state(6)
    save_game(store, state)
    storage.save_ui(store, state.game_id, {"order": [3, 1, 2]})
    assert storage.load_ui(store, state.game_id) == {"order": [3, 1, 2]}
    storage.discard(store, storage.save_key(state.game_id))
    assert storage.load_ui(store, state.game_id) is None and not storage.saved_games(store)


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
