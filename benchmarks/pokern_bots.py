"""Römisch Pokern bot strength and speed in CPython: prints numbers, asserts nothing.

Plays seeded two-player games for each pairing (seats swapped every other game, the
start player drawn by the game itself) and prints win rate with a Wilson 95 % confidence
interval (shared wins count as halves), mean scores (and how much more the first level
scores, in per cent), games per second, and the decision time per level (median, p95).

    python benchmarks/pokern_bots.py --games 2000 --pairings strong-normal
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import Seat  # noqa: E402

GAME = "romisch-pokern"


def play(levels: list[str], seed: int, timings: dict[str, list[float]]):
    definition = registry.get(GAME)
    seats = [Seat(f"{lv} {i}", "bot", lv) for i, lv in enumerate(levels)]
    state = definition.new_game(definition.rules_class(), seats, seed)
    bots = [definition.bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    while not state.is_over:
        seat = state.current_seat
        view, legal = state.view(seat), state.legal_actions()
        t0 = time.perf_counter()
        action = bots[seat].choose(view, legal)
        timings[levels[seat]].append(time.perf_counter() - t0)
        state.apply(action)
    return state


def wilson(rate: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval: unlike rate ± z·sd it stays inside 0..1 and is honest near the ends."""
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


PAIRINGS = ("strong-normal", "strong-easy", "normal-easy")


def pairing(a: str, b: str, games: int, seed: int, timings: dict[str, list[float]]) -> dict:
    wins = 0.0
    scores = {a: [], b: []}
    started = time.perf_counter()
    for g in range(games):
        swap = g % 2 == 1
        levels = [b, a] if swap else [a, b]
        state = play(levels, seed + g, timings)
        seat_a = 1 if swap else 0
        winners = state.winners()
        if seat_a in winners:
            wins += 1 / len(winners)
        scores[a].append(state.scores()[seat_a])
        scores[b].append(state.scores()[1 - seat_a])
    elapsed = time.perf_counter() - started
    rate = wins / games
    low, high = wilson(rate, games)
    mean_a, mean_b = statistics.fmean(scores[a]), statistics.fmean(scores[b])
    return {
        "pairing": f"{a} vs {b}",
        "games": games,
        "win_rate": round(rate, 4),
        "ci95": [round(low, 4), round(high, 4)],
        f"mean_score_{a}": round(mean_a, 1),
        f"mean_score_{b}": round(mean_b, 1),
        "score_gain_percent": round(100 * (mean_a / mean_b - 1), 1),
        "games_per_second": round(games / elapsed, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--pairings", default=",".join(PAIRINGS), help=f"comma-separated, from {', '.join(PAIRINGS)}"
    )
    args = parser.parse_args()
    timings: dict[str, list[float]] = {"easy": [], "normal": [], "strong": []}
    results = []
    for name in args.pairings.split(","):
        if name not in PAIRINGS:
            parser.error(f"unknown pairing {name!r}")
        a, b = name.split("-")
        result = pairing(a, b, args.games, args.seed, timings)
        results.append(result)
        print(
            f"{result['pairing']}: {args.games} games, {a} wins {result['win_rate']:.3f} "
            f"(95% CI {result['ci95'][0]:.3f}..{result['ci95'][1]:.3f}), mean scores "
            f"{result[f'mean_score_{a}']} vs {result[f'mean_score_{b}']} "
            f"({result['score_gain_percent']:+.1f} %), "
            f"{result['games_per_second']} games/s",
            flush=True,
        )
    for level, values in timings.items():
        if not values:
            continue
        ms = sorted(v * 1000 for v in values)
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        print(
            f"{level} decision time (CPython): median {statistics.median(ms):.3f} ms, "
            f"p95 {p95:.3f} ms, max {ms[-1]:.3f} ms"
        )
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
