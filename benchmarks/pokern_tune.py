"""Tunes the strong Römisch Pokern bot's sheet value by self-play: prints numbers, asserts nothing.

Plays the strong bot, with ``SheetWeights`` changed as given, against the normal bot over
seeded two-player games (seats swapped every other game, the same seeds for every setting,
so settings are compared on the same dice) and prints the win rate with its Wilson 95 %
interval and how much more the strong bot scores. The defaults in ``valuation.SheetWeights``
are the best this found (issue 31).

    python benchmarks/pokern_tune.py --games 400 success=0.5 rivalry=0.3
    python benchmarks/pokern_tune.py --games 400 card:twin=3   # one card's use value
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ludi.games.romisch_pokern import bots, valuation  # noqa: E402
from pokern_bots import play, wilson  # noqa: E402


def weights_from(settings: list[str]) -> valuation.SheetWeights:
    """``name=value`` for a field of ``SheetWeights``, ``card:<card>=value`` for a card's use."""
    weights = valuation.DEFAULT_WEIGHTS
    for setting in settings:
        name, _, value = setting.partition("=")
        if name.startswith("card:"):
            uses = dict(weights.card_use)
            uses[name[5:]] = float(value)
            weights = dataclasses.replace(weights, card_use=tuple(uses.items()))
        else:
            weights = dataclasses.replace(weights, **{name: float(value)})
    return weights


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("settings", nargs="*", help="name=value (SheetWeights) or card:<card>=value")
    args = parser.parse_args()
    bots.StrongBot.weights = weights_from(args.settings)
    timings: dict[str, list[float]] = {"strong": [], "normal": []}
    wins = 0.0
    strong_total = normal_total = 0
    for g in range(args.games):
        swap = g % 2 == 1
        state = play(["normal", "strong"] if swap else ["strong", "normal"], args.seed + g, timings)
        seat = 1 if swap else 0
        winners = state.winners()
        wins += (seat in winners) / len(winners)
        strong_total += state.scores()[seat]
        normal_total += state.scores()[1 - seat]
    rate = wins / args.games
    low, high = wilson(rate, args.games)
    print(
        f"{' '.join(args.settings) or 'defaults'}: {args.games} games, strong wins {rate:.3f} "
        f"({low:.3f}..{high:.3f}), mean {strong_total / args.games:.1f} vs {normal_total / args.games:.1f} "
        f"({100 * (strong_total / normal_total - 1):+.1f} %)",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
