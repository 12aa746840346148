"""The expert level against another level over whole games, Römer and Rommé: prints numbers,
asserts nothing.

    PYTHONPATH=py python benchmarks/expert_bots.py --game romer --players 2 --games 300
        [--pair expert:strong] [--preset palast] [--minutes 20] [--every 20] [--seed 1]

One process, no pool: the expert is meant for a shared machine's browser, and a benchmark
that can be stopped at any time should say what it has measured so far. Every deal is
played twice, the second time with the seats swapped (two players: A,B then B,A; four:
A,B,A,B then B,A,B,A). Every ``--every`` games, and at the end (or after ``--minutes``, at a
whole pair of games), it prints A's share of games won with a 95 % Wilson interval over the
games and a normal interval over the deal pairs, the mean final score of A's and B's seats,
and each level's decision time in CPU time (median, p95, max over every decision) and
longest slice between two yields.

A game is Römer to its target (RO-52) or Rommé ranked as the table ranks it (RM-54); the
games are those of ``romer_bots.play`` and ``romme_games.play_game``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from romer_bots import play as play_romer  # noqa: E402
from romme_bots import paired_interval, wilson  # noqa: E402
from romme_games import play_game as play_romme  # noqa: E402


class Tally:
    """Games so far: A's share per game, final scores, decision times and longest slices."""

    def __init__(self, a: str, b: str) -> None:
        self.a, self.b = a, b
        self.shares: list[float] = []
        self.final = {a: 0.0, b: 0.0}
        self.times: dict[str, list[float]] = {a: [], b: []}
        self.slices = {a: 0.0, b: 0.0}

    def add(self, levels: list[str], shares: list[float], scores: list[int]) -> None:
        self.shares.append(sum(s for s, lv in zip(shares, levels) if lv == self.a))
        for lv in (self.a, self.b):
            mine = [sc for sc, x in zip(scores, levels) if x == lv]
            self.final[lv] += sum(mine) / len(mine)

    def report(self, label: str, elapsed: float) -> None:
        n = len(self.shares)
        p = sum(self.shares) / n
        lo, hi = wilson(p, n)
        plo, phi = paired_interval(self.shares)
        print(
            f"{label} {n:5d} games  A wins {p:6.1%} [{lo:6.1%}, {hi:6.1%}] pairs [{plo:6.1%}, {phi:6.1%}]"
            f"  A final {self.final[self.a] / n:+8.1f}  B final {self.final[self.b] / n:+8.1f}"
            f"  {elapsed / n:6.2f} s/game",
            flush=True,
        )
        for lv in (self.a, self.b):
            ts = sorted(self.times[lv])
            if ts:
                print(
                    f"    {lv:>7}: median {statistics.median(ts) * 1000:7.2f} ms"
                    f"  p95 {ts[int(0.95 * len(ts))] * 1000:7.2f} ms  max {ts[-1] * 1000:7.1f} ms"
                    f"  longest slice {self.slices[lv] * 1000:6.1f} ms  ({len(ts)} decisions)",
                    flush=True,
                )


def one_game(game: str, levels: list[str], seed: int, preset: str, tally: Tally) -> None:
    if game == "romer":
        shares, times, scores, _rounds = play_romer((levels, seed, []))
        for key, ts in times.items():
            if key.endswith(" slice"):
                lv = key.removesuffix(" slice")
                tally.slices[lv] = max(tally.slices[lv], max(ts))
            else:
                tally.times[key].extend(ts)
    else:
        out = play_romme((levels, seed, preset, []))
        shares, scores = out.shares, out.scores
        for lv in (tally.a, tally.b):
            tally.times[lv].extend(out.times[lv])
            tally.slices[lv] = max(tally.slices[lv], out.slices[lv])
    tally.add(levels, shares, scores)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", choices=("romer", "romme"), default="romer")
    parser.add_argument("--pair", default="expert:strong")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200, help="games at most (deals x 2, seats swapped)")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long (0: never)")
    parser.add_argument("--every", type=int, default=20, help="print the tally every this many games")
    parser.add_argument("--preset", default="palast", help="Rommé preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    a, b = args.pair.split(":")
    tally = Tally(a, b)
    label = f"{args.game} {a} vs {b} {args.players}p" + (f" {args.preset}" if args.game == "romme" else "")
    start = time.perf_counter()
    for deal in range(max(1, args.games // 2)):
        for levels in ([a, b] * (args.players // 2), [b, a] * (args.players // 2)):
            one_game(args.game, levels, args.seed + deal, args.preset, tally)
        elapsed = time.perf_counter() - start
        if len(tally.shares) % args.every == 0:
            tally.report(label, elapsed)
        if args.minutes and elapsed > args.minutes * 60:
            break
    if len(tally.shares) % args.every:
        tally.report(label, time.perf_counter() - start)


if __name__ == "__main__":
    main()
