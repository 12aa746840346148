"""Helpers for Römisch Pokern rule tests: games from positions, with dice we choose."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState


def new_game(players: int = 2, position: dict[str, Any] | None = None, **rules: bool) -> PokernState:
    """A fresh game, or one at ``position`` (see ``romisch_pokern.positions``: columns, cards...)."""
    rules.setdefault("random_start", False)
    seats = [Seat(name) for name in ("Julius", "Agrippina", "Gaius", "Livia", "Marcus", "Octavia")[:players]]
    if position is not None:
        return PokernState.from_position(PokernRules(**rules), seats, position, seed=7)
    return PokernState(PokernRules(**rules), seats, seed=7)


def col(*cells: int | None) -> list[int | None]:
    """A score-sheet column from the top row down, the rest empty: ``col(None, 10)``."""
    return [*cells, *[None] * (7 - len(cells))]


def at(columns: Sequence[list[int | None]], cards: Sequence[Sequence[str]] | None = None, **rules: bool):
    """(state, dice) of a game whose columns (and unused cards) are given, the start player to move.

    Every seat has had as many turns as the fullest column holds numbers (RP-22: one per turn).
    """
    turns = max(sum(x is not None for x in c) for c in columns)
    position: dict[str, Any] = {"columns": [list(c) for c in columns], "turns_taken": [turns] * len(columns)}
    if cards is not None:
        position["cards"] = [list(c) for c in cards]
    state = new_game(len(columns), position, **rules)
    return state, RiggedDice(state)


class RiggedDice:
    """Scripts the faces the next dice show (the position's ``dice``, used before the rng)."""

    def __init__(self, state: PokernState) -> None:
        self.state = state

    def load(self, faces: Iterable[str]) -> None:
        assert not self.state.dice_script, "dice loaded earlier were never rolled"
        self.state.dice_script.extend(faces)


@pytest.fixture
def game() -> tuple[PokernState, RiggedDice]:
    state = new_game()
    return state, RiggedDice(state)
