"""Views are read-only: no caller (UI, bot) can change the game through what a view holds."""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator
from typing import Any

from conftest import RiggedDice, new_game
from test_turns import roll

from ludi.games.romisch_pokern.actions import PlayCard, Score, Stop
from ludi.games.romisch_pokern.state import PokernState


def busy_game() -> PokernState:
    """A game with every kind of event in the log: rolls, stops, scores, fails, cards."""
    state = new_game(2)
    dice = RiggedDice(state)
    roll(state, dice, "XV")
    state.apply(Stop())
    state.apply(Score(15, 2))
    roll(state, dice, "VXV")  # a second V: failed
    dice.load("I")
    state.apply(PlayCard("reroll_one", "reroll_one", 2))
    return state


def reachable(value: Any) -> Iterator[Any]:
    """Every object a view leads to: the view, its fields, and everything inside them."""
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from reachable(getattr(value, f.name))
    elif isinstance(value, (str, bytes)):
        return
    elif hasattr(value, "items"):
        for key, item in value.items():
            yield from reachable(key)
            yield from reachable(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from reachable(item)


def try_to_mutate(value: Any) -> int:
    """Attempt every usual in-place change; returns how many were refused."""
    attempts = []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            attempts.append(lambda f=f: setattr(value, f.name, None))
    for method, args in (
        ("append", ("junk",)),
        ("extend", (["junk"],)),
        ("clear", ()),
        ("pop", ()),
        ("update", ({"junk": 1},)),
        ("__setitem__", (0, "junk")),
        ("__setitem__", ("kind", "junk")),
        ("__delitem__", (0,)),
        ("add", ("junk",)),
    ):
        if hasattr(value, method):
            attempts.append(lambda method=method, args=args: getattr(value, method)(*args))
    refused = 0
    for attempt in attempts:
        try:
            attempt()
        except (TypeError, AttributeError, dataclasses.FrozenInstanceError):
            refused += 1
        except (IndexError, KeyError):
            pass  # the call reached the container: only an immutable one is acceptable
    return refused


def test_appending_to_an_events_symbols_does_not_change_the_game() -> None:
    """Bug (issue 10): view.events[-1]["symbols"] was the state's own list."""
    state = busy_game()
    symbols = state.view(0).events[-1]["symbols"]
    with contextlib.suppress(AttributeError, TypeError):
        symbols.append("X")
    assert state.view(0).events[-1]["symbols"] == ("V", "X", "I")
    assert state.view(0).rolled == ("V", "X", "I")


def test_nothing_reachable_from_a_view_can_change_the_game() -> None:
    state, twin = busy_game(), busy_game()  # the same moves and dice: an untouched copy
    view = state.view(0)
    containers = [v for v in reachable(view) if not isinstance(v, (str, int, bool, type(None)))]
    assert len(containers) > 20  # columns, cards, events and their symbols were all visited
    for value in containers:
        try_to_mutate(value)
    assert state.view(0) == twin.view(0)
    assert state.record().dumps() == twin.record().dumps()
    assert view == twin.view(0)  # the view itself could not be changed either


def test_every_container_in_a_view_is_immutable() -> None:
    view = busy_game().view(0)
    for value in reachable(view):
        if isinstance(value, (list, dict, set)):
            raise AssertionError(f"mutable {type(value).__name__} in a view: {value!r}")
