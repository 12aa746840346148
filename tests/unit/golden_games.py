"""What the make_golden scripts share: a seeded game of bots played to its end and the golden
record written from it. One place, so every game's golden records are made the same way."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ludi.games import registry
from ludi.games.protocol import GameState, Seat


def chosen(cases: Sequence[tuple[Any, ...]], only: Sequence[str]) -> list[tuple[Any, ...]]:
    """The cases named in ``only`` (file names), or all of them; SystemExit for an unknown one,
    so that regenerating some records never silently skips a mistyped one."""
    unknown = set(only) - {case[0] for case in cases}
    if unknown:
        raise SystemExit(f"no golden case {sorted(unknown)}")
    return [case for case in cases if not only or case[0] in only]


def bot_game(
    game: str, preset: str | None, options: Sequence[str], levels: Sequence[str], seed: int
) -> GameState:
    """A dealt game of ``game`` between bots of ``levels``, each seeded from ``seed``, played out."""
    definition = registry.get(game)
    seats = [Seat(f"{lv} {i + 1}", "bot", lv) for i, lv in enumerate(levels)]
    state = definition.new_game(definition.rules_from_options(preset, options), seats, seed)
    bots = [definition.bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def write_golden(path: Path, state: GameState, indent: int | None = None) -> None:
    """The record with its final scores (and rounds, for games of rounds) as ``path``."""
    data: dict[str, Any] = {"record": state.record().to_json(), "final_scores": state.scores()}
    if hasattr(state, "results"):
        data["rounds"] = len(state.results)
    separators = None if indent is not None else (",", ":")
    path.write_text(json.dumps(data, indent=indent, separators=separators, sort_keys=True) + "\n")
