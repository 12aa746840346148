"""Rommé bots over whole games (issue 13): prints numbers, asserts nothing.

    PYTHONPATH=py python benchmarks/romme_games.py --games 200 [--pairs strong:normal,normal:easy]
        [--players 2,4] [--presets palast,palace] [--jobs 2] [--options ...] [--seed 1]

A whole game is ranked the way the table ranks it (RM-54): Palast until someone passes the
minus limit, fewest minus points wins (plus points do not count); Palace over its rounds, the
highest total wins. Each pairing A:B plays ``--games`` games per line: every deal (seed)
twice, the second time with the seats swapped (two players: A,B then B,A; four: A,B,A,B then
B,A,B,A), so the luck of the cards cancels out. Printed per line:

- A's share of games won (a shared win counts as a share), a 95 % Wilson interval over the
  games and a 95 % interval over the deal pairs (the paired design);
- the mean final score of A's seats and of B's seats (Palast: minus the minus points);
- per round, for each side: how often a seat that did not go out was *caught holding melds*
  (its last hand held at least one meld), the mean minus points of those seats, and the mean
  minus points per seat and round overall.

Then the decision time per level in CPython (CPU time): median, p95 and max per decision, and the
longest slice between two ``yield``s of a bot's ``steps`` (what blocks a browser's thread).

Measured for issue 13 (strong vs normal, default limits; shared 2-core machine, ``--jobs 2``):

    line          first (100 games)               now (200 games)
    palast 2p     82.0 % [73.3, 88.3]  -345/-499   72.0 % [65.4, 77.8]  -388/-480
    palast 4p     53.0 % [43.3, 62.5]  -408/-394   60.5 % [53.6, 67.0]  -390/-414
    palace 2p     63.0 % [53.2, 71.8]   +21/-21    63.7 % [56.9, 70.1]   +21/-21
    palace 4p     62.0 % [52.2, 70.9]   +20/-20    58.5 % [51.6, 65.1]   +19/-19
    caught holding melds, 4p: palast 16.4 % -> 7.6 % of lost seat-rounds (normal 7.6 %);
    palace 20.3 % -> 20.8 % (normal 7.7 %): under Palace the strong bot holds for the round's
    win, which pays three hands at four players, but less than before (holding worth 11
    points at four players won 63.0 % here, with 22.4 minus points a seat-round against 20.1;
    now 6: 19.3 against 19.7). Minus per seat-round 4p palast: 20.3 -> 16.6 (normal 17.6).
    Palast 4p on other deals, 600 games each: ``--seed 1000`` 60.3 % [56.3, 64.1], ``--seed
    5000`` 58.8 % [54.8, 62.6]; over all 1400 games 59.7 %. See ``StrongBot.hold_gain``,
    ``exchange_for_melds``, ``closed_penalty`` and ``caught_weight`` for what each gave.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Iterator
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romme.cards import counts_of  # noqa: E402
from ludi.games.romme.solver import PENALTY_OBJECTIVE, best_arrangement  # noqa: E402
from romme_bots import paired_interval, wilson  # noqa: E402

MAX_ACTIONS = 200_000  # a game that never ends is a bug: fail loudly instead of hanging

Job = tuple[list[str], int, str, list[str]]


class Outcome:
    """One game: side shares, final scores, round diagnostics and decision times per level."""

    def __init__(self, levels: list[str]) -> None:
        self.levels = levels
        self.shares = [0.0] * len(levels)
        self.scores = [0] * len(levels)
        self.rounds = 0
        # per level: [seat-rounds not going out, caught holding melds, minus when caught, minus total]
        self.held: dict[str, list[int]] = {lv: [0, 0, 0, 0] for lv in levels}
        self.times: dict[str, list[float]] = {lv: [] for lv in levels}
        self.slices: dict[str, float] = {lv: 0.0 for lv in levels}


def _decide(bot, view, legal) -> tuple[object, float, float]:  # noqa: ANN001 - any game's bot
    """The bot's action, its thinking time and its longest slice between two yields.

    Measured in CPU time of this process: on a shared machine wall time also counts the
    moments other processes ran, which no bot can slice away.
    """
    steps = bot.steps(view, legal)
    start = last = time.process_time()
    longest = 0.0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            now = time.process_time()
            return done.value, now - start, max(longest, now - last)
        now = time.process_time()
        longest = max(longest, now - last)
        last = now


def play_game(job: Job) -> Outcome:
    """One seeded whole game between the levels, seat by seat."""
    levels, seed, preset, options = job
    definition = registry.get("romme")
    rules = definition.rules_from_options(preset, options)
    seats = [Seat(f"{lv} {i}", "bot", lv) for i, lv in enumerate(levels)]
    state = definition.new_game(rules, seats, seed)
    bots = [definition.bots[lv](i, seed * 1009 + i) for i, lv in enumerate(levels)]
    out = Outcome(levels)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        seat = state.current_seat
        action, spent, longest = _decide(bots[seat], state.view(seat), state.legal_actions())
        out.times[levels[seat]].append(spent)
        out.slices[levels[seat]] = max(out.slices[levels[seat]], longest)
        state.apply(action)
    else:
        raise RuntimeError(f"game {seed} with {levels} did not end after {MAX_ACTIONS} actions")
    winners = state.winners()
    out.shares = [1 / len(winners) if i in winners else 0.0 for i in range(len(levels))]
    out.scores = state.scores()
    out.rounds = len(state.results)
    for result in state.results:
        for seat, (hand, delta) in enumerate(zip(result.hands, result.deltas)):
            if seat == result.winner:
                continue
            row = out.held[levels[seat]]
            row[0] += 1
            row[3] -= min(delta, 0)
            if best_arrangement(counts_of(hand), rules, PENALTY_OBJECTIVE).melds:
                row[1] += 1
                row[2] -= min(delta, 0)
    return out


def _jobs(
    a: str, b: str, players: int, deals: int, seed: int, preset: str, options: list[str]
) -> Iterator[Job]:
    """Every deal twice, the second time with the seats swapped."""
    for deal in range(deals):
        yield [a, b] * (players // 2), seed + deal, preset, options
        yield [b, a] * (players // 2), seed + deal, preset, options


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200, help="games per line (deals x 2, seats swapped)")
    parser.add_argument("--pairs", default="strong:normal,normal:easy")
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--presets", default="palast,palace")
    parser.add_argument("--options", default="", help="comma-separated rule options (e.g. limit=300)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    options = [o for o in args.options.split(",") if o]
    deals = max(1, args.games // 2)
    times: dict[str, list[float]] = {}
    slices: dict[str, float] = {}
    print(f"Rommé whole games, options {options or 'none'}, {2 * deals} games per line (seats swapped)")
    print(
        f"{'preset':>7} {'pairing':>16} {'pl':>2} {'A wins':>7} {'95% CI (Wilson)':>16}"
        f" {'95% CI (pairs)':>16}"
        f" {'A final':>8} {'B final':>8} {'rnds':>5} {'A caught':>9} {'A -pts':>7} {'B caught':>9}"
        f" {'B -pts':>7} {'A -/rnd':>8} {'B -/rnd':>8} {'s/game':>7}"
    )
    registry.get("romme")  # import the engine and bots before the workers fork: one code base
    with Pool(args.jobs) as pool:
        for preset in args.presets.split(","):
            for pair in args.pairs.split(","):
                a, b = pair.split(":")
                for players in (int(p) for p in args.players.split(",")):
                    jobs = list(_jobs(a, b, players, deals, args.seed, preset, options))
                    start = time.perf_counter()
                    per_game: list[float] = []
                    final = {a: 0.0, b: 0.0}
                    held = {a: [0, 0, 0, 0], b: [0, 0, 0, 0]}
                    rounds = 0
                    for out in pool.imap(play_game, jobs, chunksize=1):
                        per_game.append(sum(s for s, lv in zip(out.shares, out.levels) if lv == a))
                        for lv in (a, b):
                            mine = [sc for sc, x in zip(out.scores, out.levels) if x == lv]
                            final[lv] += sum(mine) / len(mine)
                            held[lv] = [x + y for x, y in zip(held[lv], out.held[lv])]
                            times.setdefault(lv, []).extend(out.times[lv])
                            slices[lv] = max(slices.get(lv, 0.0), out.slices[lv])
                        rounds += out.rounds
                    elapsed = time.perf_counter() - start
                    n = len(jobs)
                    p = sum(per_game) / n
                    lo, hi = wilson(p, n)
                    plo, phi = paired_interval(per_game)
                    cells = []
                    for lv in (a, b):
                        lost, caught, caught_minus, _minus = held[lv]
                        cells.append(f" {caught / max(lost, 1):9.1%} {caught_minus / max(caught, 1):7.1f}")
                    seat_rounds = rounds * players // 2  # each side holds half the seats
                    per_round = [held[lv][3] / max(seat_rounds, 1) for lv in (a, b)]
                    print(
                        f"{preset:>7} {a + ' vs ' + b:>16} {players:>2} {p:7.1%} [{lo:5.1%}, {hi:5.1%}]"
                        f" [{plo:5.1%}, {phi:5.1%}] {final[a] / n:+8.1f} {final[b] / n:+8.1f}"
                        f" {rounds / n:5.1f}{cells[0]}{cells[1]} {per_round[0]:8.1f} {per_round[1]:8.1f}"
                        f" {elapsed * args.jobs / n:7.2f}",
                        flush=True,
                    )
    print("decision time per level (CPython, every decision incl. draws and knocks):")
    for lv, ts in times.items():
        ts.sort()
        median, p95 = statistics.median(ts) * 1000, ts[int(0.95 * len(ts))] * 1000
        print(
            f"  {lv:>7}: median {median:6.2f} ms   p95 {p95:7.2f} ms   max {ts[-1] * 1000:7.1f} ms"
            f"   longest slice {slices[lv] * 1000:6.1f} ms   ({len(ts)} decisions)"
        )


if __name__ == "__main__":
    main()
