"""Römer bot strength and speed in CPython: prints numbers, asserts nothing.

    PYTHONPATH=py python benchmarks/romer_bots.py --rounds 2000 --games 200
        [--pairs normal:easy,strong:normal,expert:strong] [--players 2] [--workers 2]

Each pairing A:B plays seeded single rounds (option ``single-round``) and whole games to the
500-point target (RO-52). Two players: A against B; four: A,B,A,B. Every deal is played
twice, the second time with the seats swapped, so the luck of the deal cancels out. Prints A's
share of wins (a shared win counts as a share) with a 95 % Wilson interval, the mean points of
A and B seats, rounds (or games) per second, and the decision time per level (median, p95,
max) over every decision. Runs in parallel processes (benchmarks only).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import Seat  # noqa: E402

MAX_ACTIONS = 50_000  # a game that never ends is a bug: fail loudly instead of hanging

Outcome = tuple[list[float], dict[str, list[float]], list[int], int]


def play(job: tuple[list[str], int, list[str]]) -> Outcome:
    """One seeded round or game: win share and score per seat, decision times per level, rounds."""
    levels, seed, options = job
    definition = registry.get("romer")
    rules = definition.rules_from_options(None, options)
    state = definition.new_game(rules, [Seat(f"{lv} {i}", "bot", lv) for i, lv in enumerate(levels)], seed)
    bots = [definition.bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    slices: dict[str, list[float]] = {}
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        seat = state.current_seat
        view, legal = state.view(seat), state.legal_actions()
        start = time.process_time()
        action = think(bots[seat], view, legal, slices.setdefault(levels[seat], []))
        times[levels[seat]].append(time.process_time() - start)
        state.apply(action)
    else:
        raise RuntimeError(f"seed {seed} with {levels} did not end after {MAX_ACTIONS} actions")
    winners = state.winners()
    shares = [1 / len(winners) if i in winners else 0.0 for i in range(len(levels))]
    longest = {f"{lv} slice": [max(ts)] for lv, ts in slices.items() if ts}  # per round
    return shares, times | longest, state.scores(), len(state.results)


def think(bot, view, legal, slices: list[float]):  # noqa: ANN001, ANN201
    """``bot.choose`` slice by slice, recording how long each slice between two yields took
    (CPU time: on a shared machine wall time also counts the moments other processes ran)."""
    steps = bot.steps(view, legal)
    while True:
        start = time.process_time()
        try:
            next(steps)
        except StopIteration as done:
            slices.append(time.process_time() - start)
            return done.value
        slices.append(time.process_time() - start)


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def line(
    pool: Pool, a: str, b: str, players: int, count: int, seed: int, options: list[str], times: dict
) -> None:
    jobs = []
    for r in range(count):
        levels = [a, b] * (players // 2) if r % 2 == 0 else [b, a] * (players // 2)
        jobs.append((levels, seed + r // 2, options))
    start = time.perf_counter()
    won, points, rounds = 0.0, {a: 0, b: 0}, 0
    for job, (shares, ts, scores, played) in zip(jobs, pool.imap(play, jobs, chunksize=4)):
        won += sum(s for s, lv in zip(shares, job[0]) if lv == a)
        for score, lv in zip(scores, job[0]):
            points[lv] += score
        for lv, t in ts.items():
            times.setdefault(lv, []).extend(t)
        rounds += played
    elapsed = time.perf_counter() - start
    p = won / count
    lo, hi = wilson(p, count)
    unit = "rounds" if "single-round" in options else "games"
    per = players // 2
    print(
        f"{a + ' vs ' + b:>16} {players:>7} {unit:>7} {count:>6} {p:8.1%} [{lo:6.1%}, {hi:6.1%}]"
        f" {rounds / elapsed:9.1f} {points[a] / count / per:8.1f} {points[b] / count / per:8.1f}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=2000, help="single rounds per line (0: none)")
    parser.add_argument("--games", type=int, default=200, help="whole games to 500 per line (0: none)")
    parser.add_argument("--pairs", default="normal:easy,strong:normal")
    parser.add_argument("--players", default="2")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    times: dict[str, list[float]] = {}
    print("Römer bots; A's win share with its 95 % Wilson interval; points are per A / B seat")
    print(
        f"{'pairing':>16} {'players':>7} {'unit':>7} {'n':>6} {'A wins':>8} {'95% CI (Wilson)':>17}"
        f" {'rounds/s':>9} {'A pts':>8} {'B pts':>8}"
    )
    with Pool(args.workers) as pool:
        for count, options in ((args.rounds, ["single-round"]), (args.games, [])):
            if not count:
                continue
            for pair in args.pairs.split(","):
                a, b = pair.split(":")
                for players in (int(p) for p in args.players.split(",")):
                    line(pool, a, b, players, count, args.seed, options, times)
    print(
        "decision time per level (CPython, every decision; 'slice': longest slice between yields per round):"
    )
    for lv, ts in times.items():
        ts.sort()
        median, p95 = statistics.median(ts) * 1000, ts[int(0.95 * len(ts))] * 1000
        print(
            f"  {lv:>7}: median {median:6.2f} ms   p95 {p95:6.2f} ms"
            f"   max {ts[-1] * 1000:7.2f} ms   ({len(ts)} decisions)"
        )


if __name__ == "__main__":
    main()
