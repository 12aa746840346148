"""Helpers for Römisch Pokern rule tests: games with dice we choose."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from ludi.games.protocol import Seat
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.state import PokernState


def new_game(players: int = 2, **rules: bool) -> PokernState:
    rules.setdefault("random_start", False)
    seats = [Seat(name) for name in ("Julius", "Agrippina", "Gaius", "Livia", "Marcus", "Octavia")[:players]]
    return PokernState(PokernRules(**rules), seats, seed=7)


class RiggedDice:
    """Replaces the state's die with a queue of faces; the test fails if it runs dry."""

    def __init__(self, state: PokernState) -> None:
        self.queue: list[str] = []
        state._roll_die = self.next  # type: ignore[method-assign]

    def load(self, faces: Iterable[str]) -> None:
        self.queue.extend(faces)

    def next(self) -> str:
        assert self.queue, "the test rolled more dice than it loaded"
        return self.queue.pop(0)


@pytest.fixture
def game() -> tuple[PokernState, RiggedDice]:
    state = new_game()
    return state, RiggedDice(state)
