"""Rommé on big joker hands: legal actions listed, bot decision time and longest slice (CPython).

    PYTHONPATH=py python benchmarks/romme_big_hands.py [--levels easy,normal,strong]

Three hands in the play phase of a Palast round, before the first meld: (a) a full suit and
six jokers (19 cards), (b) 16 cards with four jokers, (c) a normal 14-card hand with two
jokers. For each: how many actions ``legal_actions()`` lists and how long it takes, then per
bot level the time of one decision (``steps`` run to the end) and its longest slice between
two yields (what would freeze the browser). ``every`` is how many melds the hand would list
with every joker placement (``all_melds(..., held_jokers=None)``, after the RM-22 Palast
check), as before the bound.
Prints; asserts nothing.

Before the bound and the sliced solver (CPython, same hands; ms total (longest slice)):
(a) play 26,918 actions listed in 668 ms, easy 15,253 (15,235), normal 16,000 (15,994),
strong 11,843 (11,837); draw: easy 5,697, normal 7,016, strong 296,658 (26,930).
(b) play 366 actions; strong draw 300 (17.5). (c) play 50 actions; strong draw 33 (1.7).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ludi.games.protocol import Seat  # noqa: E402
from ludi.games.romme.bots import EasyBot, NormalBot  # noqa: E402
from ludi.games.romme.cards import counts_of, parse  # noqa: E402
from ludi.games.romme.melds import all_melds  # noqa: E402
from ludi.games.romme.rules import RommeRules  # noqa: E402
from ludi.games.romme.solver import clear_caches  # noqa: E402
from ludi.games.romme.state import RommeState  # noqa: E402
from ludi.games.romme.strong_bot import StrongBot  # noqa: E402
from ludi.games.romme.views import DRAW, PLAY  # noqa: E402

HANDS = {
    "a: full suit + 6 jokers (19)": "HA H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HQ HK" + " JK" * 6,
    "b: 16 cards, 4 jokers": "H2 H3 H4 H5 H6 H7 S5 S6 S7 C5 C7 D9" + " JK" * 4,
    "c: 14 cards, 2 jokers": "H3 H4 H5 S7 C7 D7 D9 DJ CQ SK H10 C2" + " JK" * 2,
}
BOTS = {"easy": EasyBot, "normal": NormalBot, "strong": StrongBot}


def scenario(hand: str, phase: str) -> RommeState:
    """A two-player Palast round with ``hand`` for seat 0, whose turn it is in ``phase``."""
    state = RommeState(RommeRules(single_round=True), [Seat("A"), Seat("B")], seed=1)
    state.hands = [counts_of(parse(c) for c in hand.split()), counts_of(parse(c) for c in ("C9", "D2", "S3"))]
    state.stock = [parse(c) for c in ("C3", "C4", "D5", "D6", "S9", "S10")]
    state.discard = [parse("H8")]
    state.table, state.owners, state.opened = [], [], [False, False]
    state._begin_turn(0)
    state.phase = phase
    return state


def decide(bot_class: type, state: RommeState, legal: Sequence[object]) -> tuple[float, float, int]:
    """(total seconds, longest slice in seconds, slices) of one decision."""
    gc.collect()  # the previous bot's garbage is not this bot's pause
    clear_caches()  # a cold decision: nothing solved by the previous level counts
    bot = bot_class(0, seed=3)
    gen = bot.steps(state.view(0), legal)
    total = longest = 0.0
    slices = 0
    while True:
        t0 = time.perf_counter()
        try:
            next(gen)
        except StopIteration:
            dt = time.perf_counter() - t0
            return total + dt, max(longest, dt), slices + 1
        dt = time.perf_counter() - t0
        total += dt
        longest = max(longest, dt)
        slices += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--levels", default="easy,normal,strong")
    parser.add_argument("--hands", default="abc", help="which hands, by letter")
    args = parser.parse_args()
    levels = [lv for lv in args.levels.split(",") if lv]
    header = f"{'hand':30} {'phase':5} {'every':>6} {'legal':>6} {'list ms':>8}"
    print(header + "".join(f"  {lv + ' ms (max slice, slices)':>30}" for lv in levels))
    for name, hand in HANDS.items():
        if name[0] not in args.hands:
            continue
        for phase in (PLAY, DRAW):
            state = scenario(hand, phase)
            every = len(all_melds(state.hands[0], state.rules, held_jokers=None))
            t0 = time.perf_counter()
            legal = state.legal_actions()
            listing = time.perf_counter() - t0
            row = f"{name:30} {phase:5} {every:6d} {len(legal):6d} {listing * 1000:8.1f}"
            for lv in levels:
                total, longest, slices = decide(BOTS[lv], state, legal)
                row += f"  {total * 1000:12.1f} ({longest * 1000:6.1f}, {slices:5d})"
            print(row, flush=True)


if __name__ == "__main__":
    main()
