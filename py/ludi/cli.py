"""Command line for tests, benchmarks and bug reports: simulate bot games, replay records.

Generic over the registry, so every game gets the same two commands:

    python -m ludi simulate romisch-pokern --bots strong,normal --games 1000 --seed 1
    python -m ludi replay game.json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from ludi.games import registry
from ludi.games.protocol import GameRecord, ReplayError, RulesError, Seat

MAX_ACTIONS_PER_GAME = 100_000  # a runaway game is a bug, reported instead of hanging


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
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    raise RuntimeError(f"game with seed {seed} did not end after {max_actions} actions")


def simulate(args: argparse.Namespace) -> int:
    definition = registry.get(args.game)
    levels = [level.strip() for level in args.bots.split(",") if level.strip()]
    unknown = [level for level in levels if level not in definition.bots]
    if unknown:
        print(f"unknown bot level(s) {unknown}; known: {list(definition.bots)}", file=sys.stderr)
        return 2
    low, high = definition.seat_range
    if not low <= len(levels) <= high:
        print(f"{args.game} needs {low} to {high} seats, got {len(levels)}", file=sys.stderr)
        return 2
    options = [o.strip() for o in (args.options or "").split(",") if o.strip()]
    try:
        definition.rules_from_options(args.preset, options)
    except RulesError as exc:
        print(f"invalid rules: {exc}", file=sys.stderr)
        return 2
    n = len(levels)
    wins = [0.0] * n
    totals = [0] * n
    started = time.perf_counter()
    for game in range(args.games):
        state = play_bot_game(args.game, levels, args.seed + game, args.preset, options)
        winners = state.winners()
        for seat in winners:
            wins[seat] += 1 / len(winners)  # a shared win counts as a share (RP-42)
        for seat, score in enumerate(state.scores()):
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
    try:
        text = Path(args.file).read_text(encoding="utf-8")
        record = GameRecord.loads(text)
        # Engines whose records carry more than the protocol's (Römer: a "setup" position).
        replay_text = getattr(registry.get(record.game), "replay_text", None)
        state = replay_text(text) if replay_text else registry.replay(record)
    except OSError as exc:
        print(f"cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    except (RulesError, KeyError) as exc:
        print(f"invalid record: {exc}", file=sys.stderr)
        return 2
    except ReplayError as exc:
        print(f"illegal action at move {exc.index + 1}: {exc.reason}", file=sys.stderr)
        return 1
    print(
        json.dumps(
            {
                "game": record.game,
                "moves": len(record.actions),
                "over": state.is_over,
                "scores": state.scores(),
                "winners": state.winners() if state.is_over else [],
            }
        )
    )
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ludi", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded games between bots and print win rates")
    sim.add_argument("game", help=f"one of {registry.all_games()}")
    sim.add_argument("--bots", required=True, help="comma-separated bot levels, one per seat")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--preset", default=None)
    sim.add_argument("--options", default="", help="comma-separated rule options")
    sim.add_argument("--json", action="store_true", help="print the result as JSON")
    sim.set_defaults(run=simulate)
    rep = sub.add_parser("replay", help="validate a game record and print the final scores")
    rep.add_argument("file")
    rep.set_defaults(run=replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyError as exc:
        print(exc.args[0] if exc.args else exc, file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
