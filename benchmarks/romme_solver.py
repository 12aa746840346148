"""Meld solver speed: median and p95 over random 14-card hands with 0-3 jokers (CPython).

    PYTHONPATH=py python benchmarks/romme_solver.py [--hands 10000] [--seed 1]

Times one call of each objective the bots and the UI use: most first-meld points
(``points``), least deadwood (``penalty``) and fewest cards to reach 30 (``fewest``).
Target: p95 <= 20 ms per call.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ludi.games.romme.cards import JOKER, counts_of  # noqa: E402
from ludi.games.romme.rules import RommeRules  # noqa: E402
from ludi.games.romme.solver import PENALTY_OBJECTIVE, POINTS, best_arrangement, fewest_cards  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rules = RommeRules()
    naturals = [f for f in range(52) for _ in range(2)]
    hands = []
    for _ in range(args.hands):
        jokers = rng.randint(0, 3)
        hands.append(counts_of(rng.sample(naturals, 14 - jokers) + [JOKER] * jokers))
    calls = {
        "points": lambda c: best_arrangement(c, rules, POINTS),
        "penalty": lambda c: best_arrangement(c, rules, PENALTY_OBJECTIVE),
        "fewest": lambda c: fewest_cards(c, rules, 30),
    }
    print(f"meld solver, {args.hands} random 14-card hands with 0-3 jokers, Python {sys.version.split()[0]}")
    for name, call in calls.items():
        times = []
        for counts in hands:
            start = time.perf_counter()
            call(counts)
            times.append(time.perf_counter() - start)
        times.sort()
        p95 = times[int(0.95 * len(times))]
        print(
            f"  {name:8} median {statistics.median(times) * 1000:6.2f} ms   p95 {p95 * 1000:6.2f} ms"
            f"   max {times[-1] * 1000:6.2f} ms"
        )


if __name__ == "__main__":
    main()
