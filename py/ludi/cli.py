"""Command line for tests, benchmarks and bug reports: simulate bot games, replay records.

Generic over the registry, so every game gets the same two commands:

    python -m ludi simulate romisch-pokern --bots strong,normal --games 1000 --seed 1
    python -m ludi replay game.json

Whatever the input, a refusal is exactly one line on stderr and a non-zero exit code (2 for
bad input, 1 for an illegal move in a record), never a traceback: records come from anywhere,
and untrusted values are echoed only through ``repr`` (see ``fail``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import typing
from collections.abc import Iterator, Sequence
from pathlib import Path

from ludi.games import registry
from ludi.games.facts import facts
from ludi.games.protocol import GameRecord, ReplayError, RulesError, Seat, check_seed, short_repr

MAX_ACTIONS_PER_GAME = 100_000  # a runaway game is a bug, reported instead of hanging
MAX_MESSAGE = 300  # characters of one error line
#: What a hostile record can make the parser or an engine raise, besides the protocol's own
#: errors: deep nesting (RecursionError), huge numbers (OverflowError, ValueError), wrong types.
RECORD_ERRORS = (RulesError, KeyError, ValueError, TypeError, RecursionError, OverflowError, MemoryError)


def one_line(message: str) -> str:
    """``message`` made safe for a terminal: one line, no control characters, bounded length.

    Messages already quote untrusted values with ``repr``; this is the last guard, so an
    escape code or newline that slipped into some exception text still cannot get through.
    """
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
    return text if len(text) <= MAX_MESSAGE else text[: MAX_MESSAGE - 3] + "..."


def fail(message: str, code: int = 2) -> int:
    """Print ``message`` as the one stderr line of a refusal; return the exit code."""
    print(one_line(message), file=sys.stderr)
    return code


def _reason(exc: BaseException) -> str:
    """An exception's message (KeyError's without the quotes ``str`` adds), or its type."""
    text = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    return str(text) or type(exc).__name__


def play_bot_game(
    game_id: str,
    levels: Sequence[str],
    seed: int,
    preset: str | None = None,
    options: Sequence[str] = (),
    max_actions: int = MAX_ACTIONS_PER_GAME,
):
    """Plays one seeded game between bots; seat ``i`` gets ``levels[i]``. Returns the final state."""
    definition = registry.get(game_id)
    rules = definition.rules_from_options(preset, list(options))
    seats = [Seat(f"{level.title()} {i + 1}", "bot", level) for i, level in enumerate(levels)]
    state = definition.new_game(rules, seats, seed)
    bots = [definition.bots[level](i, seed * 1009 + i) for i, level in enumerate(levels)]
    for _ in range(max_actions):
        if state.is_over:
            return state
        seat = state.current_seat
        assert seat is not None  # a game not over has a seat to move
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    raise RuntimeError(f"game with seed {seed} did not end after {max_actions} actions")


SimulationJob = tuple[str, list[str], int, str | None, list[str]]


def _outcome(job: SimulationJob) -> tuple[list[int], list[int]]:
    """Winners and scores of one seeded game (a top-level function, so processes can run it)."""
    game_id, levels, seed, preset, options = job
    state = play_bot_game(game_id, levels, seed, preset, options)
    return list(state.winners()), list(state.scores())


def _outcomes(jobs: list[SimulationJob], processes: int) -> Iterator[tuple[list[int], list[int]]]:
    """Outcomes in seed order, from ``processes`` worker processes when more than one.

    Each game depends on its seed only, and the outcomes come back in the jobs' order, so
    the totals are the same whatever the number of processes.
    """
    if processes <= 1 or len(jobs) <= 1:
        yield from map(_outcome, jobs)
        return
    from multiprocessing import Pool  # the CLI only: the engine itself never uses processes

    with Pool(min(processes, len(jobs))) as pool:
        yield from pool.imap(_outcome, jobs, chunksize=max(1, len(jobs) // (8 * processes)))


def simulate(args: argparse.Namespace) -> int:
    definition = registry.get(args.game)
    levels = [level.strip() for level in args.bots.split(",") if level.strip()]
    unknown = [level for level in levels if level not in definition.bots]
    if unknown:
        return fail(f"unknown bot level(s) {short_repr(unknown)}; known: {list(definition.bots)}")
    low, high = facts(args.game).seats
    if not low <= len(levels) <= high:
        return fail(f"{args.game} needs {low} to {high} seats, got {len(levels)}")
    if args.games < 1:
        return fail(f"--games must be at least 1, not {args.games}")
    options = [o.strip() for o in (args.options or "").split(",") if o.strip()]
    try:
        check_seed(args.seed)
        check_seed(args.seed + args.games - 1)
        rules = definition.rules_from_options(args.preset, options)
        # The rules may still refuse this table (knocking with two, Palace with five): ask
        # the engine once, before the first game, instead of failing inside the loop.
        definition.new_game(
            rules, [Seat(f"Bot {i + 1}", "bot", lv) for i, lv in enumerate(levels)], args.seed
        )
    except RulesError as exc:
        return fail(f"invalid rules: {exc}")
    if args.jobs < 1:
        return fail(f"--jobs must be at least 1, not {args.jobs}")
    n = len(levels)
    wins = [0.0] * n
    totals = [0] * n
    started = time.perf_counter()
    jobs = [(args.game, levels, args.seed + game, args.preset, options) for game in range(args.games)]
    for winners, scores in _outcomes(jobs, args.jobs):
        for seat in winners:
            wins[seat] += 1 / len(winners)  # a shared win counts as a share (RP-42)
        for seat, score in enumerate(scores):
            totals[seat] += score
    elapsed = time.perf_counter() - started
    result = {
        "game": args.game,
        "games": args.games,
        "seed": args.seed,
        "preset": args.preset,
        "options": options,
        "seats": [
            {
                "seat": i + 1,
                "bot": level,
                "win_rate": round(wins[i] / args.games, 4),
                "mean_score": round(totals[i] / args.games, 2),
            }
            for i, level in enumerate(levels)
        ],
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{args.game}: {args.games} games, seed {args.seed}, {result['games_per_second']} games/s")
        for row in result["seats"]:
            print(
                f"  seat {row['seat']} {row['bot']:>7}: win rate {row['win_rate']:.3f}"
                f"  mean score {row['mean_score']:.1f}"
            )
    return 0


def replay(args: argparse.Namespace) -> int:
    """Replay a record file (its ``setup`` position included) and print the final scores."""
    try:
        raw = Path(args.file).read_bytes()
    except OSError as exc:
        return fail(f"cannot read {short_repr(args.file)}: {exc.strerror or type(exc).__name__}")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return fail(f"invalid record: not UTF-8 text (byte {raw[exc.start]:#04x} at offset {exc.start})")
    try:
        record = GameRecord.loads(text)
        state = registry.replay(record)
        summary = {
            "game": record.game,
            "moves": len(record.actions),
            "over": state.is_over,
            "scores": state.scores(),
            "winners": state.winners() if state.is_over else [],
        }
    except ReplayError as exc:
        return fail(f"illegal action at move {exc.index + 1}: {exc.reason}", 1)
    except RECORD_ERRORS as exc:
        return fail(f"invalid record: {_reason(exc)}")
    print(json.dumps(summary))
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line too (argparse prints the usage block first)."""

    def error(self, message: str) -> typing.NoReturn:
        raise SystemExit(fail(f"{self.prog}: {message}"))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m ludi", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded games between bots and print win rates")
    sim.add_argument("game", help=f"one of {registry.all_games()}")
    sim.add_argument("--bots", required=True, help="comma-separated bot levels, one per seat")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--preset", default=None)
    sim.add_argument("--options", default="", help="comma-separated rule options")
    sim.add_argument("--json", action="store_true", help="print the result as JSON")
    sim.add_argument("--jobs", type=int, default=1, help="worker processes (games split by seed)")
    sim.set_defaults(run=simulate)
    rep = sub.add_parser("replay", help="validate a game record and print the final scores")
    rep.add_argument("file")
    rep.set_defaults(run=replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyError as exc:  # an unknown game id
        return fail(_reason(exc))
    except Exception as exc:  # a bug, still reported as one line (CPython's stack is not for players)
        return fail(f"internal error ({type(exc).__name__}): {_reason(exc)}", 3)


if __name__ == "__main__":
    raise SystemExit(main())
