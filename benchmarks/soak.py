"""A soak anyone can run (issue 11 §7; not a CI test): random and bot play through every game and
every valid option combination, invariants after each step, every game replayed from its
record, forged actions expecting ``IllegalAction`` with the state unchanged.

    .venv/bin/python benchmarks/soak.py --rounds 2000 --seed 1 --jobs 4

A *round* is one Pokern game, one Rommé or Römer round. Each game is a unit: (game, option
combination, seat count, seed, random or bots, dealt or from a position). Checks:

* after every step: ``current_seat``/``is_over``/``legal_actions`` agree; the position
  written back loads again, identically (``from_position`` validates card conservation,
  melds, column order, phases); every seat's view and a spectator's can be built; scores match
  an independent recount (Pokern: columns + card bonus; Rommé: each round's deltas from the
  hands, RM-50..RM-53);
* at the end: the end condition holds (Pokern: equal turns, RP-40; Rommé: RM-54 limit);
  the record (and its JSON text) replays to the same position and scores;
* forged actions (fields of the wrong type, stale actions from history, garbage JSON, views
  of seats not at the table) are refused with ``IllegalAction`` (``ValueError`` for views)
  and leave the position and history unchanged.

Prints rounds, steps, forged actions, breaks and CPU time; exit code 1 when anything broke.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import random
import signal
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from ludi.games import registry  # noqa: E402
from ludi.games.protocol import GameRecord, GameState, IllegalAction, RulesError, Seat  # noqa: E402

MAX_STEPS = 20_000  # per game; a game still running after this is a break
FORGE_EVERY = 3  # forge after every third step (on average)
#: Option words per game that change the rules (aliases left out), combined in every subset.
OPTION_WORDS = {
    "romisch-pokern": ["roll-several", "cards-on-valid", "order-matters", "strict-xxxx", "fixed-start"],
    "romme": [
        "knocking",
        "small",
        "forty",
        "no-first-meld",
        "cyclic",
        "no-jokers",
        "win-without-discard",
        "strict-jokers",
        "strict-sets",
        "casino",
    ],
    "romer": ["no-caesar-trump", "cut-losers-lose", "no-optional-draw"],
}
PRESETS = {"romisch-pokern": [None], "romme": ["palast", "palace"], "romer": [None]}
#: Bot levels used in bot games (the strongest are slow; the soak wants many rounds).
BOT_LEVELS = {"romisch-pokern": ["easy", "normal", "strong"], "romme": ["easy", "normal"], "romer": ["easy"]}


@dataclass(frozen=True)
class Unit:
    game: str
    preset: str | None
    options: tuple[str, ...]
    players: int
    seed: int
    bots: bool
    from_position: bool
    full_game: bool  # Rommé / Römer: the whole game, not a single round


@dataclass
class Tally:
    rounds: int = 0
    games: int = 0
    steps: int = 0
    forged: int = 0
    replays: int = 0
    cpu: float = 0.0
    breaks: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.rounds += other.rounds
        self.games += other.games
        self.steps += other.steps
        self.forged += other.forged
        self.replays += other.replays
        self.cpu += other.cpu
        self.breaks += other.breaks


class Break(Exception):
    """An invariant that did not hold."""


def valid_tables(game: str) -> list[tuple[str | None, tuple[str, ...], int]]:
    """Every (preset, option subset, seat count) the rules accept."""
    definition = registry.get(game)
    words = OPTION_WORDS.get(game, [])
    low, high = definition.seat_range
    tables = []
    for preset in PRESETS.get(game, [None]):
        for k in range(len(words) + 1):
            for combo in itertools.combinations(words, k):
                try:
                    rules = definition.rules_from_options(preset, list(combo))
                except RulesError:
                    continue
                for players in range(low, high + 1):
                    try:
                        definition.new_game(rules, [Seat(f"P{i}") for i in range(players)], 0)
                    except RulesError:
                        continue
                    tables.append((preset, combo, players))
    return tables


def units(games: list[str], seed: int) -> Iterator[Unit]:
    """An endless, seeded stream of units cycling through every valid table of every game."""
    rng = random.Random(seed)
    tables = {g: valid_tables(g) for g in games}
    for index in itertools.count():
        game = games[index % len(games)]
        preset, options, players = rng.choice(tables[game])
        single = game != "romisch-pokern" and rng.random() < 0.9
        yield Unit(
            game=game,
            preset=preset,
            options=options + (("single-round",) if single else ()),
            players=players,
            seed=rng.randrange(2**32),
            bots=rng.random() < 0.3,
            from_position=rng.random() < 0.2,
            full_game=game != "romisch-pokern" and not single,
        )


# --- invariants ------------------------------------------------------------------------------
def check(cond: bool, message: str) -> None:
    if not cond:
        raise Break(message)


def check_step(state: GameState, deep: bool = True) -> None:
    """Protocol facts and the game's own, after every step; ``deep`` adds every seat's view and
    the position round trip (which re-validates conservation, melds, columns, phase)."""
    n = len(state.seats)
    legal = state.legal_actions()
    if state.is_over:
        check(state.current_seat is None and not legal, "an ended game still has a seat or actions")
    else:
        check(state.current_seat in range(n), f"current seat {state.current_seat!r} not at the table")
        check(bool(legal), "a running game with no legal action")
    state.view(None)
    if not deep:
        recount(state)
        return
    for seat in range(n):
        state.view(seat)
    if not state.is_over:
        position = state.position_json()
        again = type(state).from_position(state.rules, state.seats, json.loads(json.dumps(position)), 0)
        check(again.position_json() == position, "the position does not load back identically")
    recount(state)


def recount(state: GameState) -> None:
    """Scores from first principles, independent of the engine's bookkeeping."""
    if state.game_id == "romisch-pokern":
        expected = [
            sum(x for x in col if x is not None) + state.rules.card_bonus * len(cards)
            for col, cards in zip(state.columns, state.cards)
        ]
        check(state.scores() == expected, f"Pokern scores {state.scores()} != recount {expected}")
        if state.is_over:
            check(
                len(set(state.turns_taken)) == 1, f"game ended on unequal turns {state.turns_taken} (RP-40)"
            )
    elif state.game_id == "romme":
        recount_romme(state)


def recount_romme(state: Any) -> None:
    from ludi.games.romme.cards import counts_of, hand_value, new_deck
    from ludi.games.romme.melds import check_meld

    rules = state.rules
    check(
        state.card_locations() == counts_of(new_deck(rules.decks, rules.jokers)),
        "Rommé cards lost or doubled",
    )
    for meld in state.table + state.pending:
        check_meld(meld, rules)
    check(all(state.opened[o] for o in state.owners), "a meld owned by a seat that has not come out")
    minus = [0] * state.n
    plus = [0] * state.n
    for result in state.results:
        values = [hand_value(h, rules.casino) for h in result.hands]
        if result.winner is None:
            expected = [-v for v in values]  # RM-53
        elif not rules.casino:
            expected = [-v for v in values]  # RM-50, RM-51
            expected[result.winner] = sum(values) - values[result.winner]
            if result.handromme:  # RM-52
                expected = [2 * d for d in expected]
        else:  # RM-69: the bonus depends on cards put down; check the winner gains, others pay
            expected = list(result.deltas)
            check(result.deltas[result.winner] >= 0, "a casino winner lost points")
        check(list(result.deltas) == expected, f"round deltas {result.deltas} != recount {expected}")
        for s, d in enumerate(result.deltas):
            minus[s] += -d if d < 0 else 0
            plus[s] += d if d > 0 else 0
    if not (state.setup and state.setup.get("round")):  # a position may start with points
        check(minus == list(state.minus) and plus == list(state.plus), "minus / plus points != recount")
    check(list(state.totals) == [p - m for p, m in zip(state.plus, state.minus)], "totals != plus - minus")
    if state.is_over:
        if rules.single_round:
            check(len(state.results) >= 1, "a single round ended without a result")
        elif rules.preset == "palace":
            check(state.round_no + 1 == rules.rounds, "Palace ended before its last round (RM-54)")
        else:
            check(max(state.minus) > rules.minus_limit, "Palast ended under the minus limit (RM-54)")


# --- forged actions ------------------------------------------------------------------------------
WRONG_VALUES = (1.0, True, "1", None, [], {}, -1, 10**30, "\x1b[2J", "JK", "*H7", [1, 2], 0.5)


def forge(state: GameState, rng: random.Random) -> int:
    """Try a few actions that must be refused; returns how many were tried."""
    before = (state.position_json() if not state.is_over else None, len(state.history), state.scores())
    tried = 0
    candidates: list[Any] = []
    legal = state.legal_actions()
    for action in rng.sample(legal, min(2, len(legal))) + rng.sample(
        state.history, min(2, len(state.history))
    ):
        data = action.to_json()
        fields = [k for k in data if k != "type"]
        if fields:
            bad = dict(data)
            bad[rng.choice(fields)] = rng.choice(WRONG_VALUES)
            candidates.append(bad)
        candidates.append(data)  # stale (from history) or legal: only forged when check refuses it
    candidates.append({"type": rng.choice(["Boom", "", 7, None]), "x": 1})
    candidates.append(rng.choice([[], "Roll", 5, None, {"count": 1}]))
    for data in candidates:
        try:
            action = state.codec.decode(data)
        except IllegalAction:
            tried += 1
            continue
        except Exception as exc:  # noqa: BLE001 - anything else from the decoder is a break
            raise Break(f"decoding {data!r} raised {type(exc).__name__}: {exc}") from None
        try:
            state.check(action)
            continue  # legal: not a forgery
        except IllegalAction:
            pass
        tried += 1
        try:
            state.apply(action)
        except IllegalAction:
            pass
        else:
            raise Break(f"apply accepted {data!r} that check refused")
        after = (state.position_json() if not state.is_over else None, len(state.history), state.scores())
        check(after == before, f"a refused {data!r} changed the state")
    for seat in (-1, len(state.seats), True, 1.0, "0"):
        try:
            state.view(seat)  # type: ignore[arg-type]
        except ValueError:
            tried += 1
        else:
            raise Break(f"view({seat!r}) did not refuse a seat not at the table")
    return tried


# --- one unit ----------------------------------------------------------------------------------------
def rounds_of(state: GameState) -> int:
    return len(getattr(state, "results", ())) or 1


#: Deep checks (all views, position round trip) after one step in this many, on average; the
#: cheap ones (protocol facts, spectator view, score recount, Rommé card count) after every step.
DEEP_EVERY = 1


def play(unit: Unit) -> Tally:
    tally = Tally()
    started = time.process_time()
    rng = random.Random(unit.seed)
    definition = registry.get(unit.game)
    state: GameState | None = None
    try:
        rules = definition.rules_from_options(unit.preset, list(unit.options))
        levels = [rng.choice(BOT_LEVELS[unit.game]) for _ in range(unit.players)]
        seats = [Seat(f"S{i}", "bot", lv) if unit.bots else Seat(f"S{i}") for i, lv in enumerate(levels)]
        state = definition.new_game(rules, seats, unit.seed)
        if unit.from_position:
            for _ in range(rng.randrange(30)):
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                state = definition.new_game(rules, seats, unit.seed)
            state = definition.state_class.from_position(rules, seats, state.position_json(), unit.seed + 1)
        bots = (
            [definition.bots[lv](i, rng.randrange(2**32)) for i, lv in enumerate(levels)]
            if unit.bots
            else None
        )
        check_step(state)
        while not state.is_over:
            if len(state.history) >= MAX_STEPS:
                raise Break(f"no end after {MAX_STEPS} steps")
            seat = state.current_seat
            legal = state.legal_actions()
            action = bots[seat].choose(state.view(seat), legal) if bots else rng.choice(legal)
            state.apply(action)
            tally.steps += 1
            check_step(state, deep=rng.randrange(DEEP_EVERY) == 0)
            if rng.randrange(FORGE_EVERY) == 0:
                tally.forged += forge(state, rng)
        tally.forged += forge(state, rng)
        replayed = registry.replay(GameRecord.loads(state.record().dumps()))
        check(replayed.scores() == state.scores(), "the replayed record ends on other scores")
        check(replayed.is_over and len(replayed.history) == len(state.history), "the replay ended elsewhere")
        tally.replays += 1
        tally.games += 1
        tally.rounds += rounds_of(state)
    except Exception as exc:  # noqa: BLE001 - every failure is reported as a break, with its unit
        where = f"step {len(state.history)}" if state is not None else "set-up"
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        if not isinstance(exc, Break):
            detail += " | " + traceback.format_exc().strip().splitlines()[-3].strip()
        tally.breaks.append(f"{unit} at {where}: {detail}")
        tally.games += 1
    tally.cpu = time.process_time() - started
    return tally


def _init_worker(deep_every: int, forge_every: int) -> None:
    global DEEP_EVERY, FORGE_EVERY
    DEEP_EVERY, FORGE_EVERY = deep_every, forge_every
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the main process decides when to stop
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _stop(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def run(
    rounds: int, seed: int, jobs: int, games: list[str], deep_every: int = 1, forge_every: int = 3
) -> Tally:
    total = Tally()
    stream = units(games, seed)
    global DEEP_EVERY, FORGE_EVERY
    DEEP_EVERY, FORGE_EVERY = deep_every, forge_every
    pool = multiprocessing.Pool(jobs, _init_worker, (deep_every, forge_every)) if jobs > 1 else None
    try:
        while total.rounds < rounds:
            batch = [next(stream) for _ in range(max(jobs * 8, 8))]
            results = pool.map(play, batch, chunksize=4) if pool else map(play, batch)
            for tally in results:
                total.add(tally)
                for line in tally.breaks:
                    print("BREAK", line, flush=True)
            print(
                f"  ... {total.rounds} rounds, {total.games} games, {total.steps} steps,"
                f" {total.forged} forged,"
                f" {len(total.breaks)} breaks, {total.cpu:.0f} s CPU",
                file=sys.stderr,
                flush=True,
            )
    except KeyboardInterrupt:  # SIGINT to the main process: stop, and report what was played
        print("  ... interrupted: the totals cover the batches finished", file=sys.stderr)
        if pool:
            pool.terminate()
            pool = None
    finally:
        if pool:
            pool.close()
            pool.join()
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1000, help="rounds to play in total (about)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--games", default=",".join(registry.all_games()), help="comma-separated game ids")
    parser.add_argument("--deep-every", type=int, default=1, help="deep checks after 1 step in N")
    parser.add_argument("--forge-every", type=int, default=3, help="forge actions after 1 step in N")
    args = parser.parse_args(argv)
    # SIGINT or SIGTERM stops the run and still prints the totals (a background job started
    # by a shell ignores SIGINT unless told otherwise).
    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    games = [g for g in args.games.split(",") if g]
    wall = time.perf_counter()
    total = run(args.rounds, args.seed, args.jobs, games, max(1, args.deep_every), max(1, args.forge_every))
    wall = time.perf_counter() - wall
    print(
        json.dumps(
            {
                "games": games,
                "seed": args.seed,
                "rounds": total.rounds,
                "games_played": total.games,
                "steps": total.steps,
                "forged_refused": total.forged,
                "deep_every": args.deep_every,
                "forge_every": args.forge_every,
                "replays": total.replays,
                "breaks": len(total.breaks),
                "cpu_seconds": round(total.cpu, 1),
                "wall_seconds": round(wall, 1),
            }
        )
    )
    return 1 if total.breaks else 0


if __name__ == "__main__":
    raise SystemExit(main())
