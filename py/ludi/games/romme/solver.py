"""Exact meld solver: which melds to put down from a hand (two decks, several jokers).

Search over the hand's count vector (53 counts: 52 faces and the jokers) with
memoisation. The state's lowest remaining natural card either stays in the hand or goes
into one of the melds that contain it as their lowest natural card; candidate melds are
enumerated once per hand with ``melds.all_melds`` (every joker placement for a missing
card, and at most ``melds.HELD_JOKERS`` jokers per meld standing for a card the hand
holds: the solver is exact over the melds ``legal_actions()`` lists, so bots never plan a
meld the list lacks), so duplicates from two decks and several jokers need no special
case. Each distinct remaining multiset is solved once.

Objectives:
- ``"points"``: most first-meld value (RM-23), the value of a first meld;
- ``"penalty"``: most end-of-round hand value put down (RM-50, or RM-69 with casino), i.e.
  the least deadwood — what bots minimise;
- ``"cards"``: most cards put down, then most hand value (going out is about cards);
- ``fewest_cards``: reach the first-meld threshold with the fewest cards.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

from ludi.games.romme.cards import CASINO, JOKER, JOKER_FLAG, N_FACES, PENALTY, faces_of
from ludi.games.romme.melds import Meld, all_melds, clear_meld_cache, layoffs, meld_points, rules_token
from ludi.games.romme.rules import RommeRules

POINTS, PENALTY_OBJECTIVE, CARDS = "points", "penalty", "cards"
_INF = 1 << 30


@dataclass(frozen=True)
class Arrangement:
    """Melds to put down, what they are worth under the objective, and the cards left."""

    melds: tuple[Meld, ...]
    value: int
    leftover: tuple[int, ...]

    @property
    def cards(self) -> int:
        return sum(len(m) for m in self.melds)


def weight_function(objective: str, rules: RommeRules) -> Callable[[Meld], int]:
    if objective == POINTS:
        return meld_points
    if objective == PENALTY_OBJECTIVE:
        table = CASINO if rules.casino else PENALTY
        joker = table[JOKER]

        def weight(meld: Meld) -> int:
            return sum(joker if e >= JOKER_FLAG else table[e] for e in meld)

        return weight
    if objective == CARDS:
        table = CASINO if rules.casino else PENALTY

        def by_cards(meld: Meld) -> int:
            return 1024 * len(meld) + sum(table[JOKER] if e >= JOKER_FLAG else table[e] for e in meld)

        return by_cards
    raise ValueError(f"unknown objective {objective!r}")


class _Search:
    """Candidates indexed by their lowest natural face, and the memo of one hand."""

    def __init__(self, counts: Sequence[int], rules: RommeRules, weight: Callable[[Meld], int]) -> None:
        self.counts = list(counts)
        options = []
        for meld in all_melds(self.counts, rules):
            naturals = tuple(e for e in meld if e < JOKER_FLAG)
            options.append((naturals, len(meld) - len(naturals), weight(meld), meld))
        # Better melds first: the reconstruction then prefers them on ties (a stable sort,
        # so equal weights keep the enumeration's order within each lowest card).
        options.sort(key=lambda o: -o[2])
        by_min: list[list[tuple[tuple[int, ...], int, int, Meld]]] = [[] for _ in range(52)]
        melded = [False] * 52
        for option in options:
            by_min[min(option[0])].append(option)
            for f in option[0]:
                melded[f] = True
        # A card no candidate uses always stays in the hand: the search leaves it out (the
        # best value and the melds chosen are the same; the leftover comes from the hand).
        for f in range(52):
            if not melded[f]:
                self.counts[f] = 0
        self.by_min = by_min
        self.memo: dict[bytes, int] = {}
        #: The meld each solved state puts down first (None: its lowest card stays in hand):
        #: the first option reaching the best value, "stays" first, as ``reconstruct`` wants.
        self.choice: dict[bytes, Meld | None] = {}

    def _lowest(self, start: int) -> int:
        counts = self.counts
        for f in range(start, 52):
            if counts[f]:
                return f
        return 52

    def best(self, start: int) -> int:
        """Most weight of disjoint melds from the current counts (lowest card at ``start`` or above)."""
        hit = self.memo.get(bytes(self.counts))
        if hit is not None:
            return hit  # the reconstruction asks mostly about states the search solved
        steps = self.best_steps(start, 0)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                best: int = done.value  # the generator's return value
                return best

    def best_steps(self, start: int, budget: int) -> Generator[None, None, int]:
        """``best`` as a loop over an explicit stack, yielding after every ``budget`` new states.

        The recursion it unrolls: the lowest card ``c`` either stays in the hand or goes into
        one of the melds whose lowest natural it is; each remaining multiset is solved once
        (memo). A frame is ``[key, c, next option, best value so far, option applied, best
        option]``; the value is None until the "stays in hand" branch returned. Options only
        win with a strictly better value, so ties keep the card in hand, then the earliest
        option (``choice``). ``budget`` 0 never yields.
        """
        counts, memo, by_min, choice = self.counts, self.memo, self.by_min, self.choice
        stack: list[list[Any]] = []
        call: int | None = start  # the start of a sub-search to enter, or None: one returned
        result = 0
        solved = 0
        while True:
            if call is not None:
                key = bytes(counts)
                hit = memo.get(key)
                if hit is None:
                    c = call
                    while c < 52 and not counts[c]:
                        c += 1
                    if c == 52:
                        memo[key] = hit = 0
                if hit is not None:
                    result, call = hit, None
                else:
                    counts[c] -= 1  # first branch: c stays in the hand
                    stack.append([key, c, 0, None, None, None])
                    call = c
                    continue
            if not stack:
                return result
            frame = stack[-1]
            key, c, index, value, applied, chosen = frame
            if value is None:
                counts[c] += 1
                value = result
            else:
                naturals, nj, w, meld = applied
                for f in naturals:
                    counts[f] += 1
                counts[JOKER] += nj
                if w + result > value:
                    value = w + result
                    frame[5] = chosen = meld
            options = by_min[c]
            jokers = counts[JOKER]
            while index < len(options):
                naturals, nj, w, _meld = option = options[index]
                index += 1
                if nj > jokers:
                    continue
                ok = True
                for f in naturals:
                    if not counts[f]:
                        ok = False
                        break
                if not ok:
                    continue
                for f in naturals:
                    counts[f] -= 1
                counts[JOKER] -= nj
                frame[2] = index
                frame[3] = value
                frame[4] = option
                call = c
                break
            else:
                memo[key] = result = value
                choice[key] = chosen
                stack.pop()
                solved += 1
                if budget and solved % budget == 0:
                    yield

    def reconstruct(self) -> list[Meld]:
        """The melds of the best value, following each solved state's ``choice``.

        Consumes ``counts``; call after ``best(0)``, which solved every state on the way.
        """
        counts, choice = self.counts, self.choice
        melds: list[Meld] = []
        start = 0
        while True:
            c = self._lowest(start)
            if c == 52:
                return melds
            meld = choice[bytes(counts)]
            if meld is None:
                counts[c] -= 1
            else:
                melds.append(meld)
                for e in meld:
                    counts[JOKER if e >= JOKER_FLAG else e] -= 1
            start = c

    # --- fewest cards reaching a threshold ---------------------------------------------
    def fewest(
        self, start: int, need: int, memo: dict[tuple[bytes, int], tuple[int, int]]
    ) -> tuple[int, int]:
        """(cards, -points) of the smallest meld choice worth at least ``need``."""
        if need <= 0:
            return (0, 0)
        counts = self.counts
        c = self._lowest(start)
        if c == 52:
            return (_INF, 0)
        key = (bytes(counts), need)
        hit = memo.get(key)
        if hit is not None:
            return hit
        counts[c] -= 1
        best = self.fewest(c, need, memo)
        counts[c] += 1
        for naturals, nj, w, meld in self.by_min[c]:
            if nj > counts[JOKER] or any(not counts[f] for f in naturals):
                continue
            for f in naturals:
                counts[f] -= 1
            counts[JOKER] -= nj
            sub = self.fewest(c, need - w, memo)
            for f in naturals:
                counts[f] += 1
            counts[JOKER] += nj
            if sub[0] < _INF:
                cand = (sub[0] + len(meld), sub[1] - w)
                if cand < best:
                    best = cand
        memo[key] = best
        return best


def _leftover(counts: Sequence[int], melds: Sequence[Meld]) -> tuple[int, ...]:
    rest = list(counts)
    for meld in melds:
        for e in meld:
            rest[JOKER if e >= JOKER_FLAG else e] -= 1
    return tuple(faces_of(rest))


def best_arrangement(counts: Sequence[int], rules: RommeRules, objective: str = POINTS) -> Arrangement:
    """The disjoint melds from a hand (count vector) worth the most under ``objective``."""
    key = _cache_key(counts, rules, objective)
    hit = _ARRANGEMENTS.get(key)
    if hit is not None:
        return Arrangement(*hit[:3])
    search = _new_search(counts, rules, objective)
    return _finish(search, counts, key)


def arrangement_steps(
    counts: Sequence[int], rules: RommeRules, objective: str = POINTS, budget: int = 150
) -> Generator[None, None, Arrangement]:
    """``best_arrangement`` in slices for the browser: the same result, yielding every
    ``budget`` solved states (a full suit and six jokers: ~20 ms in one piece in CPython,
    about 2 ms per slice). A hand solved before is answered at once, without a slice."""
    key = _cache_key(counts, rules, objective)
    hit = _ARRANGEMENTS.get(key)
    if hit is not None:
        return Arrangement(*hit[:3])
    search = _new_search(counts, rules, objective)
    yield from search.best_steps(0, budget)
    return _finish(search, counts, key)


def search_size(counts: Sequence[int], rules: RommeRules, objective: str = POINTS) -> int:
    """How many distinct part-hands solving ``counts`` takes: the cost of the solve, the same
    whether or not it is remembered, so a bot can ration its thinking by it and still decide
    exactly the same in every replay (a clock or a cache hit would not)."""
    key = _cache_key(counts, rules, objective)
    hit = _ARRANGEMENTS.get(key)
    if hit is None:
        best_arrangement(counts, rules, objective)
        hit = _ARRANGEMENTS[key]
    return hit[3]


#: How many solved hands ``best_arrangement`` and ``arrangement_steps`` remember. Bots ask
#: about the same hand many times a turn (the plan before each meld, lay-off and discard,
#: the draw's comparisons), and the answer depends only on the hand, the rules and the
#: objective. Cleared when full, so memory stays bounded in long simulations. Entries are
#: plain tuples of ints: the garbage collector stops tracking those, where thousands of
#: dataclass objects would lengthen every full collection (a pause no bot can slice).
ARRANGEMENT_CACHE_SIZE = 8192
#: Each entry also keeps the number of part-hands the search solved (``search_size``).
_ARRANGEMENTS: dict[tuple[bytes, int, str], tuple[tuple[Meld, ...], int, tuple[int, ...], int]] = {}


def clear_caches() -> None:
    """Forget every solved hand and listed meld (for timing a cold decision, and tests)."""
    _ARRANGEMENTS.clear()
    clear_meld_cache()


def _cache_key(counts: Sequence[int], rules: RommeRules, objective: str) -> tuple[bytes, int, str]:
    if len(counts) != N_FACES:
        raise ValueError("counts must have 53 entries (52 faces and the jokers)")
    return bytes(counts), rules_token(rules), objective


def _new_search(counts: Sequence[int], rules: RommeRules, objective: str) -> _Search:
    if len(counts) != N_FACES:
        raise ValueError("counts must have 53 entries (52 faces and the jokers)")
    return _Search(counts, rules, weight_function(objective, rules))


def _finish(search: _Search, counts: Sequence[int], key: tuple[bytes, int, str]) -> Arrangement:
    value = search.best(0)
    size = len(search.memo)
    melds = search.reconstruct()
    arrangement = Arrangement(tuple(melds), value, _leftover(counts, melds))
    if len(_ARRANGEMENTS) >= ARRANGEMENT_CACHE_SIZE:
        _ARRANGEMENTS.clear()
    _ARRANGEMENTS[key] = (arrangement.melds, arrangement.value, arrangement.leftover, size)
    return arrangement


def fewest_cards(counts: Sequence[int], rules: RommeRules, threshold: int) -> Arrangement | None:
    """The melds that reach ``threshold`` first-meld points with the fewest cards, or None.

    Among equally few cards, the one worth most.
    """
    search = _Search(counts, rules, meld_points)
    memo: dict[tuple[bytes, int], tuple[int, int]] = {}
    cards, neg = search.fewest(0, max(threshold, 1), memo)
    if cards >= _INF:
        return None
    melds: list[Meld] = []
    need = max(threshold, 1)
    work = search.counts
    start = 0
    while need > 0:
        c = search._lowest(start)
        target = search.fewest(c, need, memo)
        work[c] -= 1
        if search.fewest(c, need, memo) == target:
            start = c
            continue
        work[c] += 1
        for naturals, nj, w, meld in search.by_min[c]:
            if nj > work[JOKER] or any(not work[f] for f in naturals):
                continue
            for f in naturals:
                work[f] -= 1
            work[JOKER] -= nj
            sub = search.fewest(c, need - w, memo)
            if sub[0] < _INF and (sub[0] + len(meld), sub[1] - w) == target:
                melds.append(meld)
                need -= w
                break
            for f in naturals:
                work[f] += 1
            work[JOKER] += nj
        start = c
    return Arrangement(tuple(melds), -neg, _leftover(counts, melds))


def layoff_plan(
    leftover: Sequence[int], table: Sequence[Meld], rules: RommeRules, keep: int = 1
) -> list[tuple[int, int, bool]]:
    """Greedy lay-offs of ``leftover`` faces onto ``table`` melds: (meld index, entry, at_start).

    Repeats until nothing fits, so a run grows card by card; keeps ``keep`` cards in hand.
    Jokers are laid off last (they are worth more kept for new melds).
    """
    counts = [0] * N_FACES
    for f in leftover:
        counts[f] += 1
    melds = [tuple(m) for m in table]
    plan: list[tuple[int, int, bool]] = []
    progress = True
    while progress and sum(counts) > keep:
        progress = False
        for i, meld in enumerate(melds):
            options = [o for o in layoffs(meld, counts, rules) if o[0] < JOKER_FLAG]
            if not options:
                continue
            entry, at_start, new = options[0]
            counts[entry] -= 1
            melds[i] = new
            plan.append((i, entry, at_start))
            progress = True
            break
    return plan
