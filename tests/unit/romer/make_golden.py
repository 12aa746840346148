"""Regenerates the golden records: seeded bot games with their final scores, and one record
starting from a hand-made position (RO-33/RO-34) whose final scores are worked out by hand.

    python tests/unit/romer/make_golden.py

Only rerun when a rules change is intended: the records pin down engine behaviour.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from tests.unit.golden_games import bot_game, write_golden  # noqa: E402
from tests.unit.romer.helpers import position  # noqa: E402

from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romer.actions import Lead, Play  # noqa: E402
from ludi.games.romer.rules import RomerRules  # noqa: E402
from ludi.games.romer.state import RomerState  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
# (file, options, bot levels, seed)
CASES = [
    ("game-3-players.json", [], ["normal", "easy", "normal"], 21),
    ("game-2-players-target-300.json", ["target=300"], ["normal", "normal"], 22),
    ("round-4-players.json", ["single-round"], ["normal", "easy", "easy", "normal"], 23),
]


def by_hand() -> RomerState:
    """RO-33/RO-34: seat 1 (five cards) cuts, takes Y5 and P3, reaches seven: the round ends.
    Seat 1 scores GC 0 + G1 20x2 + G2 10x3 + G5 5x4 + G6 3x5 + Y5 5 + P3 10 = 120."""
    pos = position(
        ["B5 R2", "G4 G3", "Y1 Y2", "P1 P2"],
        [["RC"], ["GC", "G1", "G2", "G5", "G6"], ["PC", "Y5"], ["BC", "P3"]],
        draw_top="P5 P6 P4",
    )
    state = RomerState.from_position(RomerRules(single_round=True), [Seat(f"P{i}") for i in range(4)], pos, 7)
    for action in (Lead("B5"), Play("G4"), Play("Y1"), Play("P1")):
        state.apply(action)
    return state


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    states = [(name, bot_game("romer", None, options, levels, seed)) for name, options, levels, seed in CASES]
    states.append(("setup-ro-34.json", by_hand()))
    for name, state in states:
        write_golden(GOLDEN / name, state, indent=1)
        print(name, state.scores(), len(state.results), "rounds")


if __name__ == "__main__":
    main()
