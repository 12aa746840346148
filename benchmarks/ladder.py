"""The ladder of bot levels: each level against the one below, in every game, over whole games
(prints numbers and writes docs/ladder.md, which the README shows; asserts nothing).

    PYTHONPATH=py python benchmarks/ladder.py [--games 2000] [--minutes 4] [--workers 2]
        [--only romme] [--out docs/ladder.md]

Every line plays deals in pairs, the second time with the seats swapped (two players: A,B
then B,A; four: A,B,A,B then B,A,B,A), until ``--games`` games or ``--minutes`` of wall time,
whichever comes first (a line stops at a whole pair). Printed per line: games, A's share of
games won (a shared win counts as a share) with a 95 % Wilson interval, the mean final score of
A's and of B's seats, and each level's decision time in CPU time (median, max). The games are
those of the per-game benchmarks: ``pokern_bots.play``, ``romme_games.play_game`` (Palast,
ranked as the table ranks it) and ``romer_bots.play`` (to the target, RO-52).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "py"))
sys.path.insert(0, str(HERE))

from ludi.games import registry  # noqa: E402
from pokern_bots import play as play_pokern  # noqa: E402
from romer_bots import play as play_romer  # noqa: E402
from romme_bots import wilson  # noqa: E402
from romme_games import play_game as play_romme  # noqa: E402

#: (game, players, A, B): each level against the one below it.
LINES = (
    ("romisch-pokern", 2, "normal", "easy"),
    ("romisch-pokern", 2, "strong", "normal"),
    ("romme", 2, "normal", "easy"),
    ("romme", 2, "strong", "normal"),
    ("romme", 4, "strong", "normal"),
    ("romer", 2, "normal", "easy"),
    ("romer", 2, "strong", "normal"),
    ("romer", 4, "strong", "normal"),
    ("romme", 2, "expert", "strong"),
    ("romme", 4, "expert", "strong"),
    ("romer", 2, "expert", "strong"),
    ("romer", 4, "expert", "strong"),
)

Game = tuple[list[str], list[float], list[int], dict[str, list[float]]]


def play(job: tuple[str, list[str], int]) -> Game:
    """One seeded whole game: the seats' levels, win shares, final scores, decision times."""
    game, levels, seed = job
    if game == "romisch-pokern":
        times: dict[str, list[float]] = {lv: [] for lv in levels}
        state = play_pokern(levels, seed, times)
        winners = state.winners()
        shares = [1 / len(winners) if i in winners else 0.0 for i in range(len(levels))]
        return levels, shares, list(state.scores()), times
    if game == "romme":
        out = play_romme((levels, seed, "palast", []))
        return levels, out.shares, list(out.scores), out.times
    shares, timed, scores, _rounds = play_romer((levels, seed, []))
    return levels, shares, list(scores), {k: v for k, v in timed.items() if not k.endswith(" slice")}


def deal_pair(game: str, players: int, a: str, b: str, seed: int) -> list[tuple[str, list[str], int]]:
    first = [a if i % 2 == 0 else b for i in range(players)]
    second = [b if lv == a else a for lv in first]
    return [(game, first, seed), (game, second, seed)]


class Line:
    def __init__(self, game: str, players: int, a: str, b: str) -> None:
        self.game, self.players, self.a, self.b = game, players, a, b
        self.shares: list[float] = []
        self.final = {a: 0.0, b: 0.0}
        self.times: dict[str, list[float]] = {a: [], b: []}
        self.seconds = 0.0

    def add(self, result: Game) -> None:
        levels, shares, scores, times = result
        self.shares.append(sum(s for s, lv in zip(shares, levels) if lv == self.a))
        for lv in (self.a, self.b):
            mine = [sc for sc, x in zip(scores, levels) if x == lv]
            self.final[lv] += sum(mine) / len(mine)
            self.times[lv].extend(times.get(lv, []))

    def row(self) -> dict[str, str]:
        n = len(self.shares)
        p = sum(self.shares) / n
        lo, hi = wilson(p, n)

        def ms(lv: str) -> str:
            ts = self.times[lv]
            return f"{statistics.median(ts) * 1000:.1f} / {max(ts) * 1000:.0f}" if ts else "-"

        return {
            "game": self.game,
            "players": str(self.players),
            "pairing": f"{self.a} vs {self.b}",
            "games": str(n),
            "A wins": f"{p:.1%}",
            "95 % interval": f"{lo:.1%}–{hi:.1%}",
            "mean final A / B": f"{self.final[self.a] / n:+.1f} / {self.final[self.b] / n:+.1f}",
            "ms a move A (median / max)": ms(self.a),
            "ms a move B (median / max)": ms(self.b),
            "s a game (one core)": f"{self.seconds / n:.2f}",
        }


def run_line(line: Line, pool: Pool, games: int, minutes: float, seed: int, workers: int) -> None:
    started = time.perf_counter()
    deadline = started + minutes * 60
    next_seed = seed
    while len(line.shares) < games and time.perf_counter() < deadline:
        batch = []
        for _ in range(max(1, workers)):
            if len(line.shares) + len(batch) >= games:
                break
            batch.extend(deal_pair(line.game, line.players, line.a, line.b, next_seed))
            next_seed += 1
        for result in pool.map(play, batch):
            line.add(result)
    line.seconds = (time.perf_counter() - started) * workers


def write_table(rows: list[dict[str, str]], path: Path, command: str) -> None:
    heads = list(rows[0])
    lines = [
        "# The ladder of bot levels",
        "",
        "Each level against the one below it over whole games, deals played twice with the seats",
        "swapped (`benchmarks/ladder.py`; written by it, numbers of one run on a shared two-core",
        f"machine): `{command}`. A shared win counts as a share; decision times are CPU time.",
        "",
        "| " + " | ".join(heads) + " |",
        "| " + " | ".join("---" for _ in heads) + " |",
        *("| " + " | ".join(r[h] for h in heads) + " |" for r in rows),
        "",
    ]
    path.write_text("\n".join(lines), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2000, help="games per line at most")
    parser.add_argument("--minutes", type=float, default=4.0, help="wall time per line at most")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="comma-separated games")
    parser.add_argument("--out", default=str(HERE.parent / "docs" / "ladder.md"))
    args = parser.parse_args()
    wanted = set(filter(None, args.only.split(",")))
    rows = []
    with Pool(args.workers) as pool:
        for game, players, a, b in LINES:
            if wanted and game not in wanted:
                continue
            if a not in registry.get(game).bots:
                continue
            line = Line(game, players, a, b)
            run_line(line, pool, args.games, args.minutes, args.seed, args.workers)
            row = line.row()
            rows.append(row)
            print("  ".join(f"{k}: {v}" for k, v in row.items()), flush=True)
    if rows and args.out:
        command = "python benchmarks/ladder.py " + " ".join(sys.argv[1:])
        write_table(rows, Path(args.out), command.strip())
        print(f"written: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
