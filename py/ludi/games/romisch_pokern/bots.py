"""Römisch Pokern bots. They see only ``PokernView`` and the legal actions.

* easy: rolls two or three dice on a whim, writes wherever, never plays a card well.
* normal: looks one die ahead: rolls on when the next die is worth more on average than
  writing now, and plays a card when that short lookahead says it pays.
* strong: the exact rest-of-turn solver (``solver.TurnSolver``: every die to come, every
  card it may still play) maximising what the end of its turn is worth by
  ``valuation.SheetOutlook``: live rows, the race to the end of the game, cards kept.

Each level has a ``version``: raise it whenever the level's play changes on purpose (a unit
test pins the strong level's choices on seeded positions, so no change in play is silent).
"""

from __future__ import annotations

import itertools
from collections.abc import Generator, Sequence
from functools import cache
from typing import Any

from ludi.games.protocol import Action, Bot
from ludi.games.romisch_pokern import numerals, sheet
from ludi.games.romisch_pokern.actions import (
    DROP_ONE,
    JOKER,
    REROLL_I,
    REROLL_ONE,
    REROLL_V,
    TWIN,
    Pass,
    PlayCard,
    Roll,
    Score,
    Stop,
)
from ludi.games.romisch_pokern.solver import TurnSolver
from ludi.games.romisch_pokern.valuation import DEFAULT_WEIGHTS, SheetOutlook, SheetWeights, column_worth
from ludi.games.romisch_pokern.views import PokernView

FACE_PROBABILITY = {numerals.I: 3 / 6, numerals.V: 1 / 6, numerals.X: 2 / 6}
# What spending a card costs: its 5 bonus points plus the option of using it later.
CARD_COST = {JOKER: 9.0}
DEFAULT_CARD_COST = 7.0
# A failed turn is a turn lost: the game lasts about as many turns as a column has rows.
FAILED_TURN = -6.0
# Failing when no card is left also ends the game (RP-41).
FAIL_WITHOUT_CARDS = -12.0


@cache
def _outcomes(count: int) -> tuple[tuple[tuple[str, ...], float], ...]:
    """Every ordered result of rolling ``count`` dice with its probability."""
    result = []
    for faces in itertools.product(numerals.SYMBOLS, repeat=count):
        p = 1.0
        for face in faces:
            p *= FACE_PROBABILITY[face]
        result.append((faces, p))
    return tuple(result)


class TurnModel:
    """Expected column worth of every way the rest of this turn can go, from one view."""

    def __init__(self, view: PokernView, depth: int | None) -> None:
        seat = view.current
        assert seat is not None
        self.column = view.columns[seat]
        self.rules = view.rules
        self.twin = view.twin_active
        self.base = column_worth(self.column)
        self.depth = depth  # None: exact; k: look k dice ahead, then stop
        self.fail_value = FAILED_TURN if view.cards[seat] else FAIL_WITHOUT_CARDS
        # A Twin (or the Joker acting as one) in hand can still rescue a failed write (RP-34):
        # stopping on a reading only the Twin can write is worth the write minus the card.
        held = view.cards[seat]
        self.twin_rescue_cost = (
            CARD_COST.get(TWIN, DEFAULT_CARD_COST)
            if TWIN in held
            else CARD_COST.get(JOKER, DEFAULT_CARD_COST)
            if JOKER in held
            else None
        )
        # When no number can ever be written without the Twin, a rescued write beats failing
        # again, whatever it costs: otherwise two bots could fail forever (RP-34 decision).
        self.only_twin_writes = not any(sheet.placements(self.column, range(1, 40), twin=False))
        self._memo: dict[tuple[Any, ...], float] = {}
        self.nodes = 0

    def readings(self, rolled: tuple[str, ...]) -> tuple[int, ...]:
        return numerals.readings(rolled, self.rules.order_matters)

    def best_write(self, rolled: tuple[str, ...]) -> tuple[float, tuple[int, int] | None]:
        best: tuple[float, tuple[int, int] | None] = (self.fail_value, None)
        first = True
        for number, row in sheet.placements(self.column, self.readings(rolled), twin=self.twin):
            after = list(self.column)
            after[row] = number
            gain = column_worth(after) - self.base
            if first or gain > best[0]:
                best = (gain, (number, row))
                first = False
        if best[1] is None and not self.twin and self.twin_rescue_cost is not None:
            for number, row in sheet.placements(self.column, self.readings(rolled), twin=True):
                after = list(self.column)
                after[row] = number
                gain = self.rescued(column_worth(after) - self.base - self.twin_rescue_cost)
                if best[1] is None or gain > best[0]:
                    best = (gain, (number, row))
        return best

    def rescued(self, value: float) -> float:
        """A write the Twin makes possible, valued above failing when nothing else can write."""
        return max(value, self.fail_value + 0.5) if self.only_twin_writes else value

    def _key(self, rolled: tuple[str, ...], unrolled: int, depth: int | None) -> tuple[Any, ...]:
        shape = rolled if self.rules.order_matters else tuple(sorted(rolled))
        return (shape, unrolled, depth)

    def value(self, rolled: tuple[str, ...], unrolled: int, depth: int | None = -1) -> float:
        """Expected gain with best play from here (the roll/stop decision still open)."""
        if depth == -1:
            depth = self.depth
        key = self._key(rolled, unrolled, depth)
        if key in self._memo:
            return self._memo[key]
        self.nodes += 1
        valid = bool(self.readings(rolled))
        pending = numerals.is_pending(rolled, unrolled, self.rules.order_matters, self.rules.strict_xxxx)
        if rolled and not valid and not pending:
            result = self.fail_value
        elif valid and unrolled == 0:
            result = self.best_write(rolled)[0]
        else:
            options = []
            if valid:
                options.append(self.best_write(rolled)[0])
            elif rolled:
                options.append(self.fail_value)  # stopping on XXXX fails
            if unrolled and depth != 0:
                for k in self.roll_counts(unrolled):
                    options.append(self.roll_value(rolled, unrolled, k, depth))
            result = max(options) if options else self.fail_value
        self._memo[key] = result
        return result

    def roll_counts(self, unrolled: int) -> range:
        return range(1, unrolled + 1) if self.rules.roll_several else range(1, 2)

    def roll_value(self, rolled: tuple[str, ...], unrolled: int, count: int, depth: int | None = -1) -> float:
        if depth == -1:
            depth = self.depth
        next_depth = None if depth is None else depth - 1
        return sum(
            p * self.value(rolled + faces, unrolled - count, next_depth) for faces, p in _outcomes(count)
        )

    def card_value(self, view: PokernView, action: PlayCard) -> float:
        """Expected gain after playing ``action``, minus what the card is worth unplayed."""
        rolled = view.rolled
        unrolled = view.unrolled
        cost = CARD_COST.get(action.card, DEFAULT_CARD_COST)
        effect = action.effect
        if effect == TWIN:
            self.twin = True
            try:
                self._memo.clear()
                gain, placement = self.best_write(rolled)
            finally:
                self.twin = view.twin_active
                self._memo.clear()
            return self.rescued(gain - cost) if placement is not None else gain - cost
        if effect in (REROLL_I, REROLL_V):
            face = numerals.I if effect == REROLL_I else numerals.V
            kept = tuple(s for s in rolled if s != face)
            count = len(rolled) - len(kept)
            expected = sum(p * self._after_card(kept + faces, unrolled) for faces, p in _outcomes(count))
        elif effect == REROLL_ONE:
            assert action.die is not None
            kept = rolled[: action.die] + rolled[action.die + 1 :]
            expected = sum(p * self._after_card(kept + faces, unrolled) for faces, p in _outcomes(1))
        elif effect == DROP_ONE:
            assert action.die is not None
            kept = rolled[: action.die] + rolled[action.die + 1 :]
            expected = self._after_card(kept, unrolled)
        else:
            return float("-inf")
        return expected - cost

    def _after_card(self, rolled: tuple[str, ...], unrolled: int) -> float:
        """After a card the turn goes on: with dice left, roll or stop; without, write."""
        return self.value(rolled, unrolled)


class _ModelBot(Bot):
    """The normal bot's engine (and the strong bot's before version 2): ``TurnModel``."""

    depth: int | None = None
    uses_cards = True

    def steps(self, view: PokernView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        model = TurnModel(view, self.depth)
        scores = [a for a in legal if isinstance(a, Score)]
        rolls = [a for a in legal if isinstance(a, Roll)]
        cards = [a for a in legal if isinstance(a, PlayCard)] if self.uses_cards else []
        candidates: list[tuple[float, Action]] = []
        if scores:
            for score in scores:
                after = list(model.column)
                after[score.row] = score.number
                candidates.append((column_worth(after) - model.base, score))
        # Rolls before Stop: on a tie (the lookahead sees only failure either way), roll on.
        # Stopping into a sure failure turn after turn was a bug: two normal bots passed forever.
        for roll in rolls:
            candidates.append((model.roll_value(view.rolled, view.unrolled, roll.count), roll))
            yield
        if any(isinstance(a, Stop) for a in legal):
            stop_value = model.best_write(view.rolled)[0] if view.readings else model.fail_value
            candidates.append((stop_value, Stop()))
        if any(isinstance(a, Pass) for a in legal):
            candidates.append((model.fail_value, Pass()))
        for card in cards:
            candidates.append((model.card_value(view, card), card))
            if model.nodes > 200:
                yield
        # Highest value wins; ties go to the earlier action.
        best_value = max(value for value, _ in candidates)
        return next(action for value, action in candidates if value == best_value)


class NormalBot(_ModelBot):
    """Looks one die ahead: sound play without seeing the whole tree."""

    level = "normal"
    version = 1
    depth = 1


class StrongBot(Bot):
    """The exact rest-of-turn solver over a sheet value that knows the race to the end.

    Version 1 was ``TurnModel`` with no depth limit over ``column_worth``: an exact search over
    a value that ignored how long the game still lasts, so it scored only a few per cent more
    than the one-die lookahead (issue 31).
    """

    level = "strong"
    version = 2
    weights: SheetWeights = DEFAULT_WEIGHTS

    @staticmethod
    def card_plays(view: PokernView) -> int | None:
        """How many cards the rest of the turn may play in the search: all (exact), except under
        RP-52, where a turn has ten times the roll orders and chains of three or more cards
        took up to 0.65 s in CPython while changing 1 decision in 200."""
        return 2 if view.rules.order_matters else None

    def steps(self, view: PokernView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        yield
        # The sheet value of every possible write (up to 6 ms in CPython): a slice of its own.
        solver = TurnSolver(view, SheetOutlook(view, self.weights), card_plays=self.card_plays(view))
        yield
        action, _value = yield from solver.choose(legal)
        return action  # type: ignore[return-value]  # the solver returns one of the legal actions it was given


class EasyBot(Bot):
    """A casual player: aims for two or three dice, writes in a plausible row, and after a
    failed turn plays a card half the time. Never playing one would keep a game of two easy
    bots going forever once only a Twin can still fill their columns (RP-34 decision)."""

    level = "easy"
    version = 1

    def steps(self, view: PokernView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        yield
        scores = [a for a in legal if isinstance(a, Score)]
        if scores:
            assert view.current is not None  # a bot is asked on its own turn
            column = view.columns[view.current]
            # Prefer the row whose neighbours leave the most room, with a little noise.
            return max(scores, key=lambda a: (self._room(column, a), self.rng.random()))
        # Mostly two to four dice, now and then one (a lone I is the only way to write a 1), and
        # never fewer than the shortest number its column can still take: a column that only
        # takes 39 needs five dice, and aiming lower would fail forever (RP-34 decision).
        target = max(self.rng.choice((1, 2, 2, 3, 3, 4)), self._dice_needed(view))
        can_stop = any(isinstance(a, Stop) for a in legal)
        rolls = [a for a in legal if isinstance(a, Roll)]
        if rolls and (len(view.rolled) < target or not view.readings):
            return rolls[0]
        if can_stop:
            return Stop()
        if any(isinstance(a, Pass) for a in legal):
            cards = [a for a in legal if isinstance(a, PlayCard)]
            if cards and self.rng.random() < 0.5:
                return self.rng.choice(cards)
            return Pass()
        return legal[0]

    @staticmethod
    def _dice_needed(view: PokernView) -> int:
        """Dice in the shortest numeral that some empty row can still take (with a held Twin)."""
        assert view.current is not None  # a bot is asked on its own turn
        column = view.columns[view.current]
        twin = view.twin_active or bool({TWIN, JOKER} & set(view.cards[view.current]))
        numbers = {n for n, _ in sheet.placements(column, range(1, 40), twin=twin)}
        return min((len(numerals.roman(n)) for n in numbers), default=1)

    @staticmethod
    def _room(column: Sequence[int | None], action: Score) -> float:
        ideal = (action.row + 0.5) * 40 / len(column)
        return -abs(action.number - ideal)
