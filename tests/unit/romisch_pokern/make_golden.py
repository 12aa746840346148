"""Regenerates the golden records: seeded bot games, one per set of options, with their final
scores.

    PYTHONPATH=py python tests/unit/romisch_pokern/make_golden.py [FILE.json ...]

Only rerun when a rules change is intended: the records pin down engine behaviour (every die
rolled comes from the seed). Name the files a change broke to regenerate only those.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "py"))

from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romisch_pokern.bots import EasyBot, NormalBot  # noqa: E402
from ludi.games.romisch_pokern.rules import rules_from_options  # noqa: E402
from ludi.games.romisch_pokern.state import PokernState  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden"
# (file, options, bot levels, seed)
CASES = [
    ("standard-3-players.json", [], ["normal", "easy", "normal"], 31),
    ("variants-2-players.json", ["roll-several", "cards-on-valid", "strict-xxxx"], ["normal", "easy"], 32),
    ("order-matters-4-players.json", ["order-matters"], ["easy", "normal", "easy", "normal"], 33),
]


def play(options: list[str], levels: list[str], seed: int) -> PokernState:
    rules = rules_from_options(None, options)
    seats = [Seat(f"{lv} {i + 1}", "bot", lv) for i, lv in enumerate(levels)]
    state = PokernState(rules, seats, seed)
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
    for name, options, levels, seed in CASES:
        if only and name not in only:
            continue
        state = play(options, levels, seed)
        data = {"record": state.record().to_json(), "final_scores": state.scores()}
        (GOLDEN / name).write_text(json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n")
        print(name, len(state.history), "actions", state.scores())


if __name__ == "__main__":
    main(sys.argv[1:])
