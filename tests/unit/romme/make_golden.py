"""Regenerates the golden records: seeded bot games, one per preset, with their final scores.

    PYTHONPATH=py python tests/unit/romme/make_golden.py [FILE.json ...]

Only rerun when a rules change is intended: the records pin down engine behaviour. Name the
files a rules change broke to regenerate only those (the others keep pinning the old games).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "py"))

from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romme.bots import EasyBot, NormalBot  # noqa: E402
from ludi.games.romme.rules import rules_from_options  # noqa: E402
from ludi.games.romme.state import RommeState  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
# (file, preset, options, bot levels, seed)
CASES = [
    ("palast.json", "palast", ["limit=150"], ["normal", "easy", "normal"], 11),
    ("palace.json", "palace", ["limit=2"], ["normal", "easy"], 12),
    ("palast-knocking-casino.json", "palast", ["knocking", "casino", "single-round"], ["normal"] * 4, 13),
    (
        "palace-special.json",
        "palace",
        ["strict-jokers", "strict-sets", "cyclic", "win-without-discard", "forty", "limit=1"],
        ["normal", "normal", "easy"],
        14,
    ),
]


def play(preset: str, options: list[str], levels: list[str], seed: int) -> RommeState:
    rules = rules_from_options(preset, options)
    seats = [Seat(f"{lv} {i + 1}", "bot", lv) for i, lv in enumerate(levels)]
    state = RommeState(rules, seats, seed)
    classes = {"easy": EasyBot, "normal": NormalBot}
    bots = [classes[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def main(only: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    unknown = set(only) - {case[0] for case in CASES}
    if unknown:
        raise SystemExit(f"no golden case {sorted(unknown)}")
    for name, preset, options, levels, seed in CASES:
        if only and name not in only:
            continue
        state = play(preset, options, levels, seed)
        data = {
            "record": state.record().to_json(),
            "final_scores": state.scores(),
            "rounds": len(state.results),
        }
        (GOLDEN / name).write_text(json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n")
        print(name, len(state.history), "actions", state.scores())


if __name__ == "__main__":
    main(sys.argv[1:])
