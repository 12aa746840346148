"""Typed action fields and hardened game records (protocol.py), for every game."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from ludi.games import registry
from ludi.games.protocol import (
    Action,
    ActionCodec,
    GameRecord,
    IllegalAction,
    RulesError,
    Seat,
)


@dataclass(frozen=True)
class Sample(Action):
    count: int
    flag: bool = False
    name: str = ""
    cards: tuple[str, ...] = ()
    maybe: int | None = None


CODEC = ActionCodec([Sample])


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"count": 1.0}, "count"),
        ({"count": 0.0}, "count"),
        ({"count": True}, "count"),
        ({"count": "1"}, "count"),
        ({"count": None}, "count"),
        ({"count": 1, "flag": 1}, "flag"),
        ({"count": 1, "flag": "true"}, "flag"),
        ({"count": 1, "name": 5}, "name"),
        ({"count": 1, "cards": "H7"}, "cards"),
        ({"count": 1, "cards": ("H7", 7)}, "cards"),
        ({"count": 1, "maybe": 2.5}, "maybe"),
        ({"count": 1, "maybe": False}, "maybe"),
    ],
)
def test_wrong_field_types_are_illegal_at_construction_and_decode(kwargs: dict, field: str) -> None:
    with pytest.raises(IllegalAction, match=rf"Sample\.{field} must be"):
        Sample(**kwargs)
    with pytest.raises(IllegalAction, match=rf"Sample\.{field} must be"):
        CODEC.decode({"type": "Sample", **json.loads(json.dumps(kwargs))})


def test_right_types_pass_and_none_is_allowed_where_declared() -> None:
    a = Sample(3, True, "x", ("H7", "H8"), None)
    assert (a.count, a.flag, a.name, a.cards, a.maybe) == (3, True, "x", ("H7", "H8"), None)
    assert Sample(1, maybe=0).maybe == 0


def test_a_callers_list_becomes_a_tuple_so_it_cannot_rewrite_history() -> None:
    cards = ["H7", "H8"]
    a = Sample(1, cards=cards)  # type: ignore[arg-type]
    cards.append("H9")
    assert a.cards == ("H7", "H8") and isinstance(a.cards, tuple)
    assert hash(a) == hash(Sample(1, cards=("H7", "H8")))


def test_to_json_hands_each_caller_its_own_copy() -> None:
    """Equal actions share one worked-out form (every autosave writes every move again), so a
    caller that changes its copy must not change what the next caller gets."""
    first = Sample(2, cards=("H7", "H8"), maybe=4).to_json()
    first["cards"].append("H9")
    first["count"] = 3
    again = Sample(2, cards=("H7", "H8"), maybe=4).to_json()
    assert again == Sample(2, cards=("H7", "H8"), maybe=4)._json()
    assert again["cards"] == ["H7", "H8"] and again["count"] == 2
    assert Sample(5).to_json()["count"] == 5


def test_decode_turns_json_lists_into_tuples_and_round_trips() -> None:
    a = Sample(2, cards=("H7",), maybe=4)
    again = CODEC.decode(json.loads(json.dumps(a.to_json())))
    assert again == a and isinstance(again.cards, tuple)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "Sample",
        {"type": ["Sample"]},
        {"type": "Nope"},
        {"count": 1},
        {"type": "Sample"},
        {"type": "Sample", "count": 1, "extra": 2},
        pytest.param({"type": "Sample", "count": 10**5000}, id="huge-int"),  # an int: no traceback
        pytest.param({"type": "Sample", "count": 1, "cards": [10**5000]}, id="huge-int-in-list"),
    ],
)
def test_decode_never_raises_anything_but_illegal_action(data: object) -> None:
    try:
        CODEC.decode(data)  # type: ignore[arg-type]
    except IllegalAction as exc:
        assert "\n" not in exc.reason and len(exc.reason) < 200
    else:
        assert data == {"type": "Sample", "count": 10**5000}


# --- game records ---------------------------------------------------------------------------
def _record(**changes: object) -> dict:
    data = {
        "format": 1,
        "game": "romme",
        "rules": {"single_round": True},
        "seats": [{"name": "A", "kind": "human", "level": None}, {"name": "B"}],
        "seed": 5,
        "actions": [{"type": "Draw", "source": "stock"}],
    }
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "seed",
    [1.0, 1.5, float("inf"), float("nan"), True, False, "7", None, [1]]
    + [pytest.param(10**5000, id="5000-digits"), pytest.param(-(2**64), id="-2**64")],
)
def test_a_seed_that_is_no_64_bit_whole_number_is_a_rules_error(seed: object) -> None:
    with pytest.raises(RulesError, match="seed") as info:
        GameRecord.from_json(_record(seed=seed))
    assert "\n" not in str(info.value) and len(str(info.value)) < 200


@pytest.mark.parametrize("text", ["1e400", "Infinity", "-Infinity", "NaN", "1" * 5000, "true", "2.0"])
def test_loads_refuses_bad_seeds_with_one_line(text: str) -> None:
    raw = json.dumps(_record(seed=0)).replace('"seed": 0', f'"seed": {text}')
    with pytest.raises(RulesError) as info:
        GameRecord.loads(raw)
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


@pytest.mark.parametrize(
    "changes",
    [
        {"game": 3},
        {"rules": [1]},
        {"seats": "AB"},
        {"seats": [{"name": 1}]},
        {"seats": [{"name": "A", "kind": 2}]},
        {"seats": [{"name": "A", "kind": "bot", "level": 3}]},
        {"actions": "Draw"},
        {"actions": [["Draw"]]},
        {"format": 3},
        {"format": 0},
        {"format": True},
        {"format": 1.0},
    ],
)
def test_wrong_field_types_in_a_record_are_rules_errors(changes: dict) -> None:
    with pytest.raises(RulesError):
        GameRecord.from_json(_record(**changes))


def test_records_as_written_before_still_load_and_replay() -> None:
    old = '{"actions":[{"source":"stock","type":"Draw"}],"format":1,"game":"romme",'
    old += '"rules":{"single_round":true},"seats":[{"kind":"human","level":null,"name":"A"},'
    old += '{"kind":"bot","level":"easy","name":"B"}],"seed":2147483000}'
    record = GameRecord.loads(old)
    assert record.seed == 2147483000 and record.seats[1] == Seat("B", "bot", "easy")
    state = registry.replay(record)
    again = GameRecord.loads(state.record().dumps())
    assert len(state.history) == 1 and (again.seed, again.seats, again.actions) == (
        record.seed,
        record.seats,
        record.actions,
    )
    minimal = GameRecord.from_json({"game": "romme", "seats": [{"name": "A"}, {"name": "B"}], "seed": 0})
    assert minimal.actions == () and minimal.rules == {}


def test_replay_of_a_mistyped_action_names_the_move() -> None:
    record = GameRecord.from_json(_record(actions=[{"type": "Draw", "source": 1}]))
    with pytest.raises(registry.ReplayError, match="move 1: Draw.source must be a string"):
        registry.replay(record)


def test_view_refuses_a_seat_not_at_the_table_for_every_game() -> None:
    for game in registry.all_games():
        definition = registry.get(game)
        low = definition.rules_class().seat_range[0]
        state = definition.new_game(
            definition.rules_from_options(None, []), [Seat(str(i)) for i in range(low)], 3
        )
        assert state.view(None) is not None and state.view(low - 1) is not None
        assert state.check_seat(None) is None and state.check_seat(low - 1) is None  # the protocol's form
        for seat in (low, -1, 1.0, True, "0"):
            with pytest.raises(ValueError, match="no seat"):
                state.view(seat)  # type: ignore[arg-type]
            with pytest.raises(ValueError, match="no seat"):
                state.check_seat(seat)  # type: ignore[arg-type]


def test_every_part_reads_a_games_seats_from_its_facts() -> None:
    """Declared once (ludi.games.facts): the engine's check, the setup form and the command
    line agree for every game; Rommé's Palace narrows it to four (RM-1)."""
    from ludi.games.facts import facts
    from ludi.ui import games

    for game in registry.all_games():
        definition, seats = registry.get(game), facts(game).seats
        rules = definition.rules_class()
        assert rules.seat_range == seats == games.load(game).seat_range(games.load(game).default_options())
        low, high = seats
        for n in (low - 1, high + 1):
            with pytest.raises(RulesError) as refused:
                definition.new_game(rules, [Seat(str(i)) for i in range(n)], 1)
            assert refused.value.code == "rules.players" and refused.value.params["high"] == high
    palace = registry.get("romme").rules_class(preset="palace")
    assert palace.seat_range == (2, 4)
