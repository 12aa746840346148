"""Rommé bot strength and speed in CPython: prints numbers, asserts nothing.

    PYTHONPATH=py python benchmarks/romme_bots.py --rounds 2000 [--pairs normal:easy,strong:normal]
        [--players 2,4] [--workers 2] [--preset palast] [--options ...]

Each pairing A:B plays seeded single rounds (option ``single-round``). Two players: A
against B; four players: A,B,A,B. Every deal is played twice, the second time with the
seats swapped (the same cards, the first player drawn by the game), so luck of the deal
cancels out. Prints A's share of round wins (a shared win counts as a share) with a 95 %
Wilson confidence interval over the rounds and a 95 % interval over the deal pairs (the
paired design; the fair share is 50 %), the mean points per round of all A seats and of all
B seats (RM-51: winning by holding cards back must not cost more points than it brings),
and the decision time per level (median, p95).
Rounds run in parallel processes (benchmarks only: the engine itself never uses
processes).
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

MAX_ACTIONS = 20_000  # a round that never ends is a bug: fail loudly instead of hanging


RoundOutcome = tuple[list[float], dict[str, list[float]], list[int]]


def play_round(job: tuple[str, list[str], int, str, list[str]]) -> RoundOutcome:
    """One seeded round: the win share and the round's points per seat, decision times per level."""
    _name, levels, seed, preset, options = job
    definition = registry.get("romme")
    rules = definition.rules_from_options(preset, [*options, "single-round"])
    seats = [Seat(f"{lv} {i}", "bot", lv) for i, lv in enumerate(levels)]
    state = definition.new_game(rules, seats, seed)
    bots = [definition.bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        seat = state.current_seat
        view, legal = state.view(seat), state.legal_actions()
        start = time.perf_counter()
        action = bots[seat].choose(view, legal)
        times[levels[seat]].append(time.perf_counter() - start)
        state.apply(action)
    else:
        raise RuntimeError(f"round {seed} with {levels} did not end after {MAX_ACTIONS} actions")
    winners = state.winners()
    shares = [1 / len(winners) if i in winners else 0.0 for i in range(len(levels))]
    return shares, times, state.scores()


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def paired_interval(per_round: list[float], z: float = 1.96) -> tuple[float, float]:
    """Normal interval over deal pairs (rounds 2k and 2k+1 share a deal, seats swapped)."""
    pairs = [(per_round[i] + per_round[i + 1]) / 2 for i in range(0, len(per_round) - 1, 2)]
    if len(pairs) < 2:
        return 0.0, 1.0
    mean = statistics.fmean(pairs)
    half = z * statistics.stdev(pairs) / math.sqrt(len(pairs))
    return mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--pairs", default="normal:easy,strong:normal")
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--preset", default="palast")
    parser.add_argument("--options", default="")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    options = [o for o in args.options.split(",") if o]
    all_times: dict[str, list[float]] = {}
    print(f"Rommé bots, preset {args.preset}, options {options or 'none'}, {args.rounds} rounds per line")
    print(
        f"{'pairing':>16} {'players':>7} {'A wins':>8} {'95% CI (Wilson)':>17}"
        f" {'95% CI (pairs)':>17} {'rounds/s':>9} {'A pts':>8} {'B pts':>8}"
    )
    with Pool(args.workers) as pool:
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            for players in (int(p) for p in args.players.split(",")):
                jobs = []
                for r in range(args.rounds):
                    base = [a, b] * (players // 2)
                    levels = base if r % 2 == 0 else [b, a] * (players // 2)
                    jobs.append((pair, levels, args.seed + r // 2, args.preset, options))
                start = time.perf_counter()
                per_round: list[float] = []
                points = {a: 0, b: 0}
                for job, (shares, times, scores) in zip(jobs, pool.imap(play_round, jobs, chunksize=4)):
                    per_round.append(sum(s for s, lv in zip(shares, job[1]) if lv == a))
                    for score, lv in zip(scores, job[1]):
                        points[lv] += score
                    for lv, ts in times.items():
                        all_times.setdefault(lv, []).extend(ts)
                elapsed = time.perf_counter() - start
                p = sum(per_round) / args.rounds
                lo, hi = wilson(p, args.rounds)
                plo, phi = paired_interval(per_round)
                label = f"{a} vs {b}"
                rate = args.rounds / elapsed
                print(
                    f"{label:>16} {players:>7} {p:8.1%} [{lo:6.1%}, {hi:6.1%}] [{plo:6.1%}, {phi:6.1%}]"
                    f" {rate:9.1f} {points[a] / args.rounds:+8.1f} {points[b] / args.rounds:+8.1f}",
                    flush=True,
                )
    print("decision time per level (CPython, every decision incl. draws and knocks):")
    for lv, ts in all_times.items():
        ts.sort()
        median, p95 = statistics.median(ts) * 1000, ts[int(0.95 * len(ts))] * 1000
        print(
            f"  {lv:>7}: median {median:6.2f} ms   p95 {p95:6.2f} ms"
            f"   max {ts[-1] * 1000:7.2f} ms   ({len(ts)} decisions)"
        )


if __name__ == "__main__":
    main()
