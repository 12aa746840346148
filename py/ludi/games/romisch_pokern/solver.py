"""The exact rest-of-turn solver shared by the strong bot and the hint.

A turn is a small game against the dice: roll on or stop (RP-20, RP-21), write (RP-22), and
after a failure (RP-25; on any result with RP-51) play action cards (RP-30..RP-35). Its
outcome is one of a few *leaves*: a number written in a row, or a failed turn, each with the
cards still in hand. Given a value for every leaf (``Leaves``), the best expected value of
every point of the turn follows exactly, by expectimax over the dice to come.

Why exact is cheap: without RP-52 only the multiset of the dice counts, so the dice are a
sorted tuple of symbols (at most 84 of them, 33 valid), and a state is (phase, dice,
unrolled dice, cards in hand, card window, twin active); with RP-52 the roll order is the
state. Every state is solved once (memoised), so a turn is a few thousand nodes even with
all six cards in hand.

The solver mirrors the engine's ``PokernState._settle`` and ``_card_actions`` rule for rule
(a unit test compares it with brute force through the engine itself); it never sees the
state, only the view (everything in this game is public).
"""

from __future__ import annotations

import itertools
from collections.abc import Generator, Sequence
from functools import cache
from typing import Any, Protocol

from ludi.games.romisch_pokern import numerals, sheet
from ludi.games.romisch_pokern.actions import (
    DROP_ONE,
    EFFECTS,
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
from ludi.games.romisch_pokern.views import FAILED, ROLLING, SCORING, PokernView

FACE_PROBABILITY = {numerals.I: 3 / 6, numerals.V: 1 / 6, numerals.X: 2 / 6}  # RP-2

Dice = tuple[str, ...]
Hand = tuple[str, ...]


class Leaves(Protocol):
    """What the end of a turn is worth to the player; the solver maximises its expectation."""

    def write(self, number: int, row: int) -> float:
        """Worth of the position after ``number`` is written in ``row`` (cards aside)."""
        ...

    def fail(self, game_ends: bool) -> float:
        """Worth of the position after a failed turn (cards aside); ``game_ends``: RP-41."""
        ...

    def hand(self, cards: Hand) -> float:
        """Worth of keeping ``cards`` after this turn (their RP-42 bonus and their use later)."""
        ...


@cache
def ordered_outcomes(count: int) -> tuple[tuple[Dice, float], ...]:
    """Every ordered result of rolling ``count`` dice with its probability."""
    result = []
    for faces in itertools.product(numerals.SYMBOLS, repeat=count):
        p = 1.0
        for face in faces:
            p *= FACE_PROBABILITY[face]
        result.append((faces, p))
    return tuple(result)


@cache
def multiset_outcomes(count: int) -> tuple[tuple[Dice, float], ...]:
    """The results of rolling ``count`` dice when order does not count: sorted faces, summed odds."""
    merged: dict[Dice, float] = {}
    for faces, p in ordered_outcomes(count):
        key = tuple(sorted(faces))
        merged[key] = merged.get(key, 0.0) + p
    return tuple(merged.items())


@cache
def ordered_key(rolled: Dice) -> Dice:
    """With RP-52 a roll order reads as ``numerals.ordered_reading`` says: only where each I
    stands among the V and X dice counts (an I subtracts when its target comes after it), never
    the order of the V and X dice between two I's. So they are sorted, and orders that read the
    same now and after any dice to come share one state."""
    key: list[str] = []
    run: list[str] = []
    for face in rolled:
        if face == numerals.I:
            key.extend(sorted(run))
            key.append(face)
            run = []
        else:
            run.append(face)
    key.extend(sorted(run))
    return tuple(key)


class Suspend(Exception):
    """Raised by ``TurnSolver.settle`` when its slice's budget of steps is spent. Every state solved
    so far stays memoised, so asking again goes on where it stopped: the bot yields to the
    browser between such slices, and the answer never depends on where the cuts fell."""


#: Moves followed per slice (a memo hit or a new state each): at most ~5 ms in CPython, 10-15 ms
#: in Pyodide (measured), so a step fits the bot driver's 25 ms slice. Retrying
#: after a cut re-walks only the unfinished path from the root. Not fewer: a state's own
#: outcomes must fit in one slice (six dice in order: 729), or a retry never gets further.
SLICE_STEPS = 1000


def _without(items: tuple[str, ...], index: int) -> tuple[str, ...]:
    return items[:index] + items[index + 1 :]


class TurnSolver:
    """Best expected leaf value of every state the rest of this turn can reach.

    ``value_of(action)`` answers for each legal action of the view; ``best()`` picks one.
    """

    def __init__(
        self, view: PokernView, leaves: Leaves, *, use_cards: bool = True, card_plays: int | None = None
    ) -> None:
        seat = view.current
        assert seat is not None
        self.view = view
        self.rules = view.rules
        self.ordered = view.rules.order_matters
        self.column = view.columns[seat]
        self.leaves = leaves
        self.use_cards = use_cards
        self.started_without_cards = _started_without_cards(view)
        self.hand_root: Hand = tuple(sorted(view.cards[seat])) if use_cards else ()
        self.outcomes = ordered_outcomes if self.ordered else multiset_outcomes
        # Best (value, row) to write each number, without and with the Twin active (RP-22..RP-34).
        self.best_write: tuple[dict[int, tuple[float, int]], dict[int, tuple[float, int]]] = ({}, {})
        for twin in (False, True):
            table = self.best_write[twin]
            for number, row in sheet.placements(self.column, sheet.WRITABLE, twin=twin):
                worth = leaves.write(number, row)
                if number not in table or worth > table[number][0]:
                    table[number] = (worth, row)
        self.fail_values = (leaves.fail(False), leaves.fail(True))
        self._hand_values: dict[Hand, float] = {}
        self._readings: dict[Dice, tuple[int, ...]] = {}
        self._pending: dict[tuple[Dice, int], bool] = {}
        self._twin_writes: dict[Dice, bool] = {}
        self._landing: dict[tuple[Dice, int, bool, bool], str] = {}
        self._after_adding: dict[tuple[Dice, int], tuple[tuple[Dice, float], ...]] = {}
        self._memo: dict[tuple[Any, ...], float] = {}
        self.nodes = 0  # states solved
        self.steps = 0  # moves followed (most end in a state solved already)
        self.budget = float("inf")  # steps allowed before ``Suspend`` (``choose`` sets it)
        self.hand_floor = -1 if card_plays is None else len(self.hand_root) - card_plays
        # Playing the Joker as a card still in hand only leaves the lesser card: never better
        # when the Joker is worth at least as much kept (its effects include that card's).
        joker_kept = leaves.hand((JOKER,))
        self.joker_dominated = all(leaves.hand((card,)) <= joker_kept for card in EFFECTS)
        # No leaf is worth more than the best write: a card whose price already costs more than
        # that can gain over what a state offers without it is not worth exploring (exact).
        self.best_leaf = max(
            [*self.fail_values, *(worth for table in self.best_write for worth, _row in table.values())]
        )

    # --- the facts of one state ------------------------------------------------------------
    def dice_key(self, rolled: Sequence[str]) -> Dice:
        return ordered_key(tuple(rolled)) if self.ordered else tuple(sorted(rolled))

    def readings(self, dice: Dice) -> tuple[int, ...]:
        found = self._readings.get(dice)
        if found is None:
            found = self._readings[dice] = numerals.readings(dice, self.ordered)
        return found

    def pending(self, dice: Dice, unrolled: int) -> bool:
        key = (dice, unrolled)
        found = self._pending.get(key)
        if found is None:
            found = self._pending[key] = numerals.is_pending(
                dice, unrolled, self.ordered, self.rules.strict_xxxx
            )
        return found

    def hand_value(self, hand: Hand) -> float:
        found = self._hand_values.get(hand)
        if found is None:
            found = self._hand_values[hand] = self.leaves.hand(hand)
        return found

    def write_value(self, dice: Dice, twin: bool) -> float | None:
        """The best write the dice allow, or None when no reading fits a row (RP-24)."""
        table = self.best_write[twin]
        best = None
        for number in self.readings(dice):
            found = table.get(number)
            if found is not None and (best is None or found[0] > best):
                best = found[0]
        return best

    def best_placement(self, dice: Dice, twin: bool) -> tuple[int, int] | None:
        """(number, row) of the best write, for the hint's words."""
        table = self.best_write[twin]
        options = [(table[n][0], n, table[n][1]) for n in self.readings(dice) if n in table]
        if not options:
            return None
        _, number, row = max(options)
        return number, row

    def twin_writes(self, dice: Dice) -> bool:
        """The Twin card can write one of the dice's readings (RP-34)."""
        found = self._twin_writes.get(dice)
        if found is None:
            found = self._twin_writes[dice] = bool(sheet.twin_placements(self.column, self.readings(dice)))
        return found

    def fail_leaf(self, hand: Hand) -> float:
        """A failed turn: RP-41 ends the game when the turn started without cards."""
        return self.fail_values[self.started_without_cards] + self.hand_value(hand)

    # --- the expectimax --------------------------------------------------------------------
    def landing(self, dice: Dice, unrolled: int, stopped: bool, twin: bool) -> str:
        """The phase a roll, a stop or a card leads to (``PokernState._settle``)."""
        key = (dice, unrolled, stopped, twin)
        phase = self._landing.get(key)
        if phase is None:
            if not dice:
                phase = ROLLING
            elif not self.readings(dice):
                phase = ROLLING if not stopped and self.pending(dice, unrolled) else FAILED
            elif stopped or unrolled == 0:
                phase = SCORING if self.write_value(dice, twin) is not None else FAILED
            else:
                phase = ROLLING
            self._landing[key] = phase
        return phase

    def settle(self, dice: Dice, unrolled: int, stopped: bool, hand: Hand, window: bool, twin: bool) -> float:
        """The value of where a roll, a stop or a card leads."""
        self.steps += 1
        if self.steps > self.budget:
            raise Suspend
        phase = self.landing(dice, unrolled, stopped, twin)
        if phase == ROLLING:
            return self.value(ROLLING, dice, unrolled, hand, window, twin)
        if phase == FAILED:
            if not hand:
                return self.fail_leaf(hand)
            return self.value(FAILED, dice, unrolled, hand, True, twin)
        if not hand or not (window or self.rules.cards_on_valid):
            return self.write_value(dice, twin) + self.hand_value(hand)  # type: ignore[operator]  # the landing was not FAILED: a reading fits a row, so write_value is a number
        return self.value(SCORING, dice, unrolled, hand, window, twin)

    def value(self, phase: str, dice: Dice, unrolled: int, hand: Hand, window: bool, twin: bool) -> float:
        """Best expected leaf value from this state, every choice still open."""
        key = (phase, dice, unrolled, hand, window, twin)
        found = self._memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if phase == ROLLING:
            best = float("-inf")
            for count in self.roll_counts(unrolled):
                worth = self.roll_value(dice, unrolled, count, hand, window, twin)
                if worth > best:
                    best = worth
            if dice:
                worth = self.settle(dice, unrolled, True, hand, window, twin)
                if worth > best:
                    best = worth
        elif phase == SCORING:
            best = self.write_value(dice, twin) + self.hand_value(hand)  # type: ignore[operator]  # the landing was not FAILED: a reading fits a row, so write_value is a number
        else:
            best = self.fail_leaf(hand)
        if hand and dice and (window or self.rules.cards_on_valid) and len(hand) > self.hand_floor:
            for _card, _effect, _die, worth in self.card_options(
                phase, dice, unrolled, hand, window, twin, best
            ):
                if worth > best:
                    best = worth
        self._memo[key] = best
        return best

    def roll_counts(self, unrolled: int) -> range:
        return range(1, unrolled + 1) if self.rules.roll_several else range(1, min(unrolled, 1) + 1)

    def after_adding(self, kept: Dice, count: int) -> tuple[tuple[Dice, float], ...]:
        """The dice after ``count`` more are rolled onto ``kept``, equal states merged."""
        key = (kept, count)
        found = self._after_adding.get(key)
        if found is None:
            merged: dict[Dice, float] = {}
            for faces, p in self.outcomes(count):
                dice = self.dice_key(kept + faces)
                merged[dice] = merged.get(dice, 0.0) + p
            found = self._after_adding[key] = tuple(merged.items())
        return found

    def roll_value(
        self, dice: Dice, unrolled: int, count: int, hand: Hand, window: bool, twin: bool
    ) -> float:
        total = 0.0
        for after, p in self.after_adding(dice, count):
            total += p * self.settle(after, unrolled - count, False, hand, window, twin)
        return total

    def card_options(
        self,
        phase: str,
        dice: Dice,
        unrolled: int,
        hand: Hand,
        window: bool,
        twin: bool,
        floor: float = float("-inf"),
    ) -> Generator[tuple[str, str, int | None, float], None, None]:
        """(card, effect, die, value) of every card play (``PokernState._card_actions``) that
        could be worth more than ``floor``: a card whose remaining hand plus the best leaf of
        all cannot beat it is skipped, and that bound is exact.

        Dice showing the same face are one choice without RP-52 (``die`` is the first such).
        """
        scoring_stage = phase == SCORING or (phase == FAILED and bool(self.readings(dice)))
        for card in dict.fromkeys(hand):
            rest = _without(hand, hand.index(card))
            if self.best_leaf + self.hand_value(rest) <= floor:
                continue
            for effect in EFFECTS if card == JOKER else (card,):
                if card == JOKER and effect in hand and self.joker_dominated:
                    continue  # the card itself does it and leaves the Joker, worth more, in hand
                if effect in (REROLL_I, REROLL_V):
                    face = numerals.I if effect == REROLL_I else numerals.V
                    if face in dice:
                        yield card, effect, None, self._reroll(dice, face, unrolled, rest, twin)
                elif effect in (REROLL_ONE, DROP_ONE):
                    seen = set()
                    for die, face in enumerate(dice):
                        if face in seen and not self.ordered:
                            continue
                        seen.add(face)
                        kept = _without(dice, die)
                        if effect == DROP_ONE:
                            worth = self.settle(self.dice_key(kept), unrolled, False, rest, True, twin)
                        else:
                            worth = 0.0
                            for after, p in self.after_adding(kept, 1):
                                worth += p * self.settle(after, unrolled, False, rest, True, twin)
                        yield card, effect, die, worth
                elif effect == TWIN and scoring_stage and not twin and self.twin_writes(dice):
                    yield card, effect, None, self.settle(dice, unrolled, True, rest, True, True)

    def _reroll(self, dice: Dice, face: str, unrolled: int, hand: Hand, twin: bool) -> float:
        """RP-30/RP-31: the dice showing ``face`` roll again, and count as rolled last (RP-52)."""
        kept = tuple(s for s in dice if s != face)
        worth = 0.0
        for after, p in self.after_adding(kept, len(dice) - len(kept)):
            worth += p * self.settle(after, unrolled, False, hand, True, twin)
        return worth

    # --- the view's own decision -----------------------------------------------------------
    def root(self) -> tuple[str, Dice, int, Hand, bool, bool]:
        view = self.view
        phase = view.phase
        # The card window (RP-25) opens with a failure or a card played this turn; without
        # RP-51 the view's "cards playable" says so too (a position loaded without its events).
        window = phase == FAILED or _cards_played_this_turn(view)
        window = window or (view.cards_playable and not self.rules.cards_on_valid)
        return phase, self.dice_key(view.rolled), view.unrolled, self.hand_root, window, view.twin_active

    def value_of(self, action: object) -> float:
        """Expected value of taking ``action`` now (one of the view's legal actions)."""
        phase, dice, unrolled, hand, window, twin = self.root()
        if isinstance(action, Roll):
            return self.roll_value(dice, unrolled, action.count, hand, window, twin)
        if isinstance(action, Stop):
            return self.settle(dice, unrolled, True, hand, window, twin)
        if isinstance(action, Score):
            return self.leaves.write(action.number, action.row) + self.hand_value(hand)
        if isinstance(action, Pass):
            return self.fail_leaf(hand)
        if isinstance(action, PlayCard):
            rest = _without(hand, hand.index(action.card))
            raw = tuple(self.view.rolled)
            if action.effect in (REROLL_I, REROLL_V):
                face = numerals.I if action.effect == REROLL_I else numerals.V
                return self._reroll(dice, face, unrolled, rest, twin)
            if action.effect == TWIN:
                return self.settle(dice, unrolled, True, rest, True, True)
            assert action.die is not None
            kept = self.dice_key(_without(raw, action.die))
            if action.effect == DROP_ONE:
                return self.settle(kept, unrolled, False, rest, True, twin)
            return sum(
                p * self.settle(self.dice_key(kept + faces), unrolled, False, rest, True, twin)
                for faces, p in self.outcomes(1)
            )
        raise ValueError(f"not a Pokern action: {action!r}")

    def choose(self, legal: Sequence[object]) -> Generator[None, None, tuple[object, float]]:
        """The legal action of highest value (ties: the earlier one), yielding between actions
        so the browser's bot driver can keep its slices short. A lone legal action is taken
        without a search (its value is then not worked out: NaN)."""
        if len(legal) == 1:
            return legal[0], float("nan")
        best: tuple[object, float] | None = None
        worths = yield from self.values(legal)
        for action, worth in zip(legal, worths):
            if best is None or worth > best[1] + 1e-9:
                best = (action, worth)
        assert best is not None
        return best

    def values(self, actions: Sequence[object]) -> Generator[None, None, list[float]]:
        """``value_of`` each action, yielding after each slice of ``SLICE_STEPS`` moves: the
        bot's choice and the hint's "worth 3.1 more" alike keep the browser's tasks short."""
        found = []
        self.budget = self.steps + SLICE_STEPS
        for action in actions:
            while True:
                try:
                    found.append(self.value_of(action))
                    break
                except Suspend:
                    self.budget = self.steps + SLICE_STEPS
                    yield
        self.budget = float("inf")
        return found


def _cards_played_this_turn(view: PokernView) -> bool:
    """A card played this turn opens the card window for the rest of it (RP-25)."""
    for event in reversed(view.events):
        if event["kind"] == "turn":
            return False
        if event["kind"] == "card" and event["seat"] == view.current:
            return True
    return False


def _started_without_cards(view: PokernView) -> bool:
    """RP-41 ends the game when a turn that began with no card fails: no card now, none played."""
    assert view.current is not None
    return not view.cards[view.current] and not _cards_played_this_turn(view)
