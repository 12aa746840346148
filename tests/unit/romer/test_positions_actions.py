"""Positions (validated, card conservation RO-2/RO-3), action field types, records with a
setup block, and IllegalAction leaving the state untouched."""

from __future__ import annotations

import copy
import json

import pytest
from tests.unit.romer.helpers import position, state

from ludi.games import registry
from ludi.games.protocol import GameRecord, IllegalAction, ReplayError, RulesError, Seat
from ludi.games.romer.actions import CODEC, AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.state import RomerState

SEATS = [Seat("P0"), Seat("P1"), Seat("P2")]
RULES = RomerRules(single_round=True)


def base() -> dict:
    return position(["B5 R2", "G4 G3", "Y1 Y2"], [["RC"], ["GC", "G6"], ["PC"]])


def test_position_round_trips_through_json() -> None:
    st = RomerState.from_position(RULES, SEATS, base(), seed=3)
    again = RomerState.from_position(RULES, SEATS, json.loads(json.dumps(st.position_json())), seed=3)
    assert again.position_json() == st.position_json()
    assert again.view(1) == st.view(1)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p["draw"].pop(), "exactly one place"),
        (lambda p: p["hands"][0].append("R1"), "exactly one place"),
        (lambda p: p["hands"][0].__setitem__(0, "X9"), "not a card"),
        (lambda p: p["hands"].pop(), "one per seat"),
        (lambda p: p.__setitem__("phase", "dance"), "phase"),
        (lambda p: p.__setitem__("turn", 7), "turn"),
        (lambda p: p.__setitem__("turn", True), "whole number"),
        (lambda p: p.__setitem__("colour", "R"), "unknown keys"),
        (lambda p: p["teams"][0].__setitem__(0, {"card": "RC", "known": [0]}), "face up"),
        (lambda p: p["teams"][1].extend(["G1", "G1", "G2", "G2", "G5"]), "seven"),
        (lambda p: p["teams"].__setitem__(2, []), "no team"),
        (lambda p: p.update(phase="trick", trick={"leader": 0, "played": [[1, "G4"]]}), "clockwise"),
        (lambda p: p.update(phase="final", turn=0), "only one holding"),
        (lambda p: p.update(phase="trump", trump_queue=[1]), "empty team"),
    ],
)
def test_invalid_positions_are_rejected_with_a_reason(change, message: str) -> None:
    pos = base()
    change(pos)
    with pytest.raises(RulesError, match=message):
        RomerState.from_position(RULES, SEATS, pos, seed=1)


def test_a_trick_in_progress_can_be_set_up() -> None:
    pos = position(
        ["R2", "G4 G3", "Y1 Y2"],
        [["RC"], ["GC"], ["PC"]],
        phase="trick",
        trick={"leader": 0, "played": [[0, "B5"]]},
    )
    st = RomerState.from_position(RULES, SEATS, pos, seed=1)
    assert st.current_seat == 1 and st.view(2).trick == ((0, "B5"),)


@pytest.mark.parametrize(
    ("cls", "kwargs"),
    [
        (AddHorse, {"card": "R3", "draw": 1}),
        (AddHorse, {"card": "R3", "draw": "yes"}),
        (Lead, {"card": ["R", "3"]}),
        (Lead, {"card": "r3"}),
        (Play, {"card": 3}),
        (Play, {"card": True}),
        (LayTrump, {"card": "R8"}),
        (ChangeTrump, {"card": None}),
    ],
)
def test_action_fields_are_type_checked(cls: type, kwargs: dict) -> None:
    with pytest.raises(IllegalAction):
        cls(**kwargs)


def test_codec_round_trips_and_rejects_malformed_json() -> None:
    for action in (AddHorse("R3", False), Lead("BC"), Stop(), LayTrump("P7")):
        assert CODEC.decode(action.to_json()) == action
    with pytest.raises(IllegalAction):
        CODEC.decode({"type": "AddHorse", "card": "R3", "draw": 0})
    with pytest.raises(IllegalAction):
        CODEC.decode({"type": "Lead", "card": "R3", "speed": 1})


@pytest.mark.parametrize("action", [Play("B5"), Lead("Y1"), AddHorse("G4", True), Stop(), LayTrump("R2")])
def test_illegal_action_leaves_the_state_untouched(action) -> None:
    st = RomerState.from_position(RULES, SEATS, base(), seed=1)
    before = (st.position_json(), st.view(0), st.rng.getstate(), list(st.history))
    with pytest.raises(IllegalAction) as info:
        st.apply(action)
    assert info.value.reason
    assert (st.position_json(), st.view(0), st.rng.getstate(), list(st.history)) == before


def test_a_record_starting_from_a_position_carries_it_as_setup_and_replays() -> None:
    st = RomerState.from_position(RULES, SEATS, base(), seed=5)
    st.apply(AddHorse("R2", True))
    st.apply(Lead("G4"))
    st.apply(Play("Y1"))
    st.apply(Play("B5"))
    record = st.record()
    data = json.loads(record.dumps())
    assert data["setup"] == RomerState.from_position(RULES, SEATS, base(), seed=5).position_json()
    again = registry.replay(GameRecord.loads(record.dumps()))
    assert again.position_json() == st.position_json()
    assert again.view(0) == st.view(0) and again.history == st.history


def test_a_record_without_setup_replays_through_the_registry() -> None:
    st = RomerState(RULES, SEATS, seed=9)
    for _ in range(10):
        st.apply(st.legal_actions()[-1])
    record = GameRecord.loads(st.record().dumps())
    assert "setup" not in json.loads(st.record().dumps())
    assert registry.replay(record).position_json() == st.position_json()


def test_replay_names_the_first_illegal_action() -> None:
    st = RomerState.from_position(RULES, SEATS, base(), seed=5)
    st.apply(AddHorse("R2", True))
    data = copy.deepcopy(st.record().to_json())
    data["actions"].append({"type": "Stop"})
    with pytest.raises(ReplayError) as info:
        registry.replay(GameRecord.from_json(data))
    assert info.value.index == 1


def test_record_setup_must_be_an_object() -> None:
    data = RomerState(RULES, SEATS, seed=1).record().to_json() | {"setup": [1, 2]}
    with pytest.raises(RulesError):
        GameRecord.from_json(data)


def test_state_helpers_build_scenarios_through_positions() -> None:
    st = state(["B5", "G4"], [["RC"], ["GC"]])
    assert st.setup is not None and st.setup["hands"] == [["B5"], ["G4"]]
