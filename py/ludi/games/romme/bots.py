"""Rommé bots. They see only ``RommeView`` and the legal actions, never the state.

- ``EasyBot``: legal, melds what the solver finds and lays off, never exchanges jokers or
  knocks, rarely takes the discard, and now and then throws away a useful card.
- ``NormalBot``: heuristic. Takes the discard only when it joins its best arrangement,
  keeps cards near melds, discards the highest-value dead card, lays off and exchanges
  jokers for dead cards.
- ``StrongBot``: determinized Monte Carlo. For draw and discard it samples the unseen
  cards (consistent with its view: its hand, the table, the discard pile and the cards
  others visibly took) and keeps the choice with the best expected hand after its next
  draw, minus the risk of feeding the next player. A fixed sample budget bounds the time.

All bots plan with the exact solver (``solver.best_arrangement``, objective "penalty":
the least deadwood) and yield between solver calls so the browser never freezes.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ludi.games.protocol import Action, Bot
from ludi.games.romme.actions import (
    DISCARD_PILE,
    STOCK,
    ConfirmFirstMeld,
    Discard,
    Draw,
    Exchange,
    Knock,
    LayOff,
    Meld,
    Pass,
    TakeBack,
)
from ludi.games.romme.cards import (
    CASINO,
    JOKER,
    JOKER_FLAG,
    PENALTY,
    code,
    entry_code,
    parse,
    rank_of,
    suit_of,
)
from ludi.games.romme.melds import melds_points
from ludi.games.romme.solver import CARDS, PENALTY_OBJECTIVE, POINTS, Arrangement, best_arrangement
from ludi.games.romme.views import DRAW, KNOCK, RommeView


def _meld_action(meld: Sequence[int]) -> Meld:
    return Meld(tuple(entry_code(e) for e in meld))


def _values(view: RommeView) -> tuple[int, ...]:
    return CASINO if view.rules.casino else PENALTY


def _partners(counts: Sequence[int], f: int) -> int:
    """How many cards of the hand could share a meld with ``f`` (same rank, or close in suit)."""
    if f == JOKER:
        return 3
    r, s = rank_of(f), suit_of(f)
    n = sum(1 for t in range(4) if t != s and counts[t * 13 + r - 1])
    for d in (-2, -1, 1, 2):
        if counts[s * 13 + (r - 1 + d) % 13]:
            n += 1
    return n


class _PlanningBot(Bot):
    """Shared turn logic: meld by the solver's plan, lay off, exchange, then discard."""

    level = "base"
    lays_off = True
    exchanges_jokers = True

    def __init__(self, seat: int, seed: int = 0) -> None:
        super().__init__(seat, seed)
        self._no_first_meld_turn: tuple[int, int] | None = None

    # --- entry point ------------------------------------------------------------------
    def steps(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if view.phase == KNOCK:
            want = yield from self.want_knock(view)
            return Knock() if want and Knock() in legal else Pass()
        if view.phase == DRAW:
            source = yield from self.choose_draw(view, legal)
            return Draw(source)
        action = yield from self.play(view, legal)
        return action

    # --- evaluation helpers -----------------------------------------------------------
    def arrangement(self, counts: Sequence[int], view: RommeView) -> Arrangement:
        return best_arrangement(counts, view.rules, PENALTY_OBJECTIVE)

    def _turn_id(self, view: RommeView) -> tuple[int, int]:
        return (view.round, _turn_start(view))

    def dead_score(self, counts: Sequence[int], f: int, view: RommeView) -> float:
        """How much a leftover card deserves the discard pile: value, less its prospects."""
        return _values(view)[f] - 4 * _partners(counts, f)

    # --- draw / knock -------------------------------------------------------------------
    def improves(self, view: RommeView, card: int) -> int:
        """Deadwood saved by adding ``card`` to the hand (0 when it joins no meld)."""
        counts = view.hand_counts()
        before = self.arrangement(counts, view)
        counts[card] += 1
        after = self.arrangement(counts, view)
        if card in after.leftover:
            return 0
        if not after.leftover and not view.rules.win_without_discard:
            return 0  # everything would be melded, but one card must stay to discard (RM-14)
        seat = view.seat
        rules = view.rules
        if seat is not None and not view.opened[seat] and rules.threshold:
            # Only a gain that can go down soon counts; otherwise two bots could trade
            # discards forever without ever drawing from the stock.
            if best_arrangement(counts, rules, POINTS).value < rules.threshold:
                return 0
        return after.value - before.value

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        if Draw(DISCARD_PILE) in legal and view.discard:
            yield
            if self.improves(view, view.discard[-1]) > 0:
                return DISCARD_PILE
        return STOCK

    def want_knock(self, view: RommeView) -> Generator[None, None, bool]:
        yield
        return self.improves(view, view.discard[-1]) >= 12

    # --- the play phase -----------------------------------------------------------------
    def plan(self, view: RommeView) -> Arrangement:
        """The melds to put down now, keeping a card to discard unless RM-66 allows none."""
        counts = view.hand_counts()
        arr = self.arrangement(counts, view)
        if not arr.leftover and not view.rules.win_without_discard:
            best: Arrangement | None = None
            for f in range(53):
                if counts[f]:
                    counts[f] -= 1
                    a = self.arrangement(counts, view)
                    counts[f] += 1
                    cand = Arrangement(a.melds, a.value, tuple(sorted(a.leftover + (f,))))
                    if best is None or cand.value > best.value:
                        best = cand
            assert best is not None
            arr = best
        return arr

    def play(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        legal_set = set(legal)
        seat = view.seat
        assert seat is not None and view.hand is not None
        opened = view.opened[seat]
        counts = view.hand_counts()
        rules = view.rules
        # A joker taken by exchange goes into a new meld (RM-41, RM-67).
        if view.owed_jokers:
            yield
            arr = self.plan(view)
            for meld in arr.melds:
                if any(e >= JOKER_FLAG for e in meld) and _meld_action(meld) in legal_set:
                    return _meld_action(meld)
            for a in legal:
                if isinstance(a, Meld) and any(c.startswith("*") for c in a.cards):
                    return a
        if view.pending:
            if ConfirmFirstMeld() in legal_set:
                return ConfirmFirstMeld()
        yield
        arr = self.plan(view)
        if not opened and rules.threshold and not view.pending:
            if self._no_first_meld_turn == self._turn_id(view):
                arr = Arrangement((), 0, arr.leftover)
            elif melds_points(arr.melds) < rules.threshold:
                yield
                alt = best_arrangement(counts, rules, POINTS)
                if alt.value >= rules.threshold and (alt.leftover or rules.win_without_discard):
                    arr = alt
                else:
                    arr = Arrangement((), 0, arr.leftover)
        elif not opened and view.pending:
            need = rules.threshold - melds_points(view.pending)
            if melds_points(arr.melds) < need:
                self._no_first_meld_turn = self._turn_id(view)
                return TakeBack()
        for meld in arr.melds:
            action = _meld_action(meld)
            if action in legal_set:
                return action
        if view.pending:
            self._no_first_meld_turn = self._turn_id(view)
            return TakeBack()
        if opened:
            if self.exchanges_jokers:
                dead = set(arr.leftover)
                for a in legal:
                    if isinstance(a, Exchange) and parse(a.card) in dead:
                        return a
            if self.lays_off:
                keep_jokers = len(view.hand) > 2
                for a in legal:
                    if isinstance(a, LayOff) and not (keep_jokers and a.card.startswith("*")):
                        f = JOKER if a.card.startswith("*") else parse(a.card)
                        if f in arr.leftover:
                            return a
        action = yield from self.choose_discard(view, legal, arr)
        return action

    def discard_options(self, view: RommeView, legal: Sequence[Action], arr: Arrangement) -> list[int]:
        allowed = {parse(a.card) for a in legal if isinstance(a, Discard)}
        dead = [f for f in set(arr.leftover) if f in allowed and f != JOKER]
        if not dead:
            dead = [f for f in allowed if f != JOKER] or sorted(allowed)
        return sorted(dead)

    def choose_discard(
        self, view: RommeView, legal: Sequence[Action], arr: Arrangement
    ) -> Generator[None, None, Action]:
        counts = view.hand_counts()
        options = self.discard_options(view, legal, arr)
        if not options:
            return legal[-1]
        yield
        best = max(options, key=lambda f: (self.dead_score(counts, f, view), f))
        return Discard(code(best))


def _turn_start(view: RommeView) -> int:
    """Index in the round log where the current turn began (the last Draw by the turn seat)."""
    for i in range(len(view.log) - 1, -1, -1):
        entry = view.log[i]
        if entry.seat == view.turn and isinstance(entry.action, Draw):
            return i
    return 0


class EasyBot(_PlanningBot):
    """Legal, melds and lays off when it can; never exchanges or knocks; sloppy discards."""

    level = "easy"
    exchanges_jokers = False
    blunder_rate = 0.35

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        if Draw(DISCARD_PILE) in legal and view.discard and self.rng.random() < 0.25:
            yield
            if self.improves(view, view.discard[-1]) > 0:
                return DISCARD_PILE
        return STOCK

    def play(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        # Overlooks half of its lay-off chances.
        if self.rng.random() < 0.5:
            legal = [a for a in legal if not isinstance(a, LayOff)]
        action = yield from super().play(view, legal)
        return action

    def want_knock(self, view: RommeView) -> Generator[None, None, bool]:
        return False
        yield  # pragma: no cover - makes this a generator

    def choose_discard(
        self, view: RommeView, legal: Sequence[Action], arr: Arrangement
    ) -> Generator[None, None, Action]:
        discards = [a for a in legal if isinstance(a, Discard)]
        if self.rng.random() < self.blunder_rate:
            return self.rng.choice(discards)
        options = self.discard_options(view, legal, arr)
        yield
        values = _values(view)
        return Discard(code(max(options, key=lambda f: (values[f], f))))


class NormalBot(_PlanningBot):
    """The heuristic player described in the module docstring."""

    level = "normal"


class StrongBot(_PlanningBot):
    """Determinized Monte Carlo over the unseen cards for draw and discard choices."""

    level = "strong"
    samples = 16
    candidates = 4
    horizon = 1
    card_weight = 100
    _fits: set[int] | None = None

    def steps(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        self._fits = _table_fits(view)
        action = yield from super().steps(view, legal)
        return action

    feed_risk = 0.6

    def _evaluate(
        self, counts: Sequence[int], view: RommeView, cache: dict[bytes, float], throws: int
    ) -> float:
        """Loss proxy of a hand that will still throw away ``throws`` cards: its deadwood
        after the best arrangement and after discarding its ``throws`` worst dead cards."""
        key = bytes(counts)
        hit = cache.get(key)
        if hit is not None:
            return hit
        seat = view.seat
        assert seat is not None
        values = _values(view)
        arr = best_arrangement(counts, view.rules, CARDS)
        fits = self._fits if self._fits is not None else set()
        opened = view.opened[seat]
        dead_cards = [f for f in arr.leftover if f not in fits]
        laid = [f for f in arr.leftover if f in fits]
        throwable = sorted((values[f] for f in dead_cards if f != JOKER), reverse=True)
        left = len(dead_cards) - min(throws, len(throwable))
        points = sum(values[f] for f in dead_cards) - sum(throwable[:throws])
        dead = self.card_weight * left + points
        if not opened:
            dead += 0.5 * (self.card_weight * len(laid) + sum(values[f] for f in laid))
        rules = view.rules
        if not opened and rules.threshold and melds_points(arr.melds) < rules.threshold:
            melded = sum(values[JOKER] if e >= JOKER_FLAG else values[e] for m in arr.melds for e in m)
            dead += 0.4 * melded  # melds that cannot go down yet are still at risk
        cache[key] = dead
        return dead

    def _pool(self, view: RommeView) -> list[int]:
        """Unseen faces, less the cards others were seen taking and still hold."""
        unseen = view.unseen_counts()
        for cards in _known_cards(view).values():
            for f in cards:
                if unseen[f] > 0:
                    unseen[f] -= 1
        return [f for f in range(53) for _ in range(max(unseen[f], 0))]

    def _draws(self, view: RommeView, k: int) -> list[list[int]]:
        """``samples`` sequences of ``k`` future draws, each a sample of the unseen cards."""
        pool = self._pool(view)
        k = min(k, len(pool), view.stock_size)
        if k <= 0:
            return []
        return [self.rng.sample(pool, k) for _ in range(self.samples)]

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        if Draw(DISCARD_PILE) not in legal or not view.discard:
            return STOCK
        yield
        top = view.discard[-1]
        seat = view.seat
        assert seat is not None
        if view.opened[seat] and self._fits is not None and top in self._fits and top != JOKER:
            return DISCARD_PILE  # a sure lay-off: better than an unknown stock card
        if self.improves(view, top) > 0:
            return DISCARD_PILE  # it joins a meld now: as the normal bot would
        h = self.horizon
        draws = self._draws(view, h)
        if not draws:
            return STOCK
        cache: dict[bytes, float] = {}
        counts = view.hand_counts()
        top = view.discard[-1]
        take = stock = 0.0
        for xs in draws:
            yield
            counts[top] += 1
            for x in xs[: h - 1]:
                counts[x] += 1
            take += self._evaluate(counts, view, cache, h)
            counts[top] -= 1
            for x in xs[h - 1 :]:
                counts[x] += 1
            stock += self._evaluate(counts, view, cache, len(xs))
            for x in xs:
                counts[x] -= 1
        return DISCARD_PILE if take < stock - 0.5 * len(draws) else STOCK

    def choose_discard(
        self, view: RommeView, legal: Sequence[Action], arr: Arrangement
    ) -> Generator[None, None, Action]:
        counts = view.hand_counts()
        options = self.discard_options(view, legal, arr)
        if len(options) <= 1:
            return Discard(code(options[0])) if options else legal[-1]
        options.sort(key=lambda f: -self.dead_score(counts, f, view))
        options = options[: self.candidates]
        draws = self._draws(view, self.horizon)
        cache: dict[bytes, float] = {}
        values = _values(view)
        seat = view.seat
        assert seat is not None
        nxt = (seat + 1) % view.players
        table_fits = _table_fits(view)
        best_f, best_score = options[0], float("inf")
        for f in options:
            counts[f] -= 1
            score = 0.0
            for xs in draws:
                yield
                for x in xs:
                    counts[x] += 1
                score += self._evaluate(counts, view, cache, len(xs))
                for x in xs:
                    counts[x] -= 1
            score = score / max(len(draws), 1)
            counts[f] += 1
            if view.opened[nxt] and f in table_fits:
                score += self.feed_risk * values[f]
            elif _fits_hand_pattern(view, f):
                score += 0.3 * self.feed_risk * values[f]
            if score < best_score:
                best_f, best_score = f, score
        return Discard(code(best_f))


def _known_cards(view: RommeView) -> dict[int, list[int]]:
    """Faces other seats visibly took this round (discard draws, knocks) and still hold."""
    known: dict[int, list[int]] = {}
    for entry in view.log:
        if entry.seat == view.seat:
            continue
        hold = known.setdefault(entry.seat, [])
        a = entry.action
        if isinstance(a, (Draw, Knock)) and entry.card is not None:
            hold.append(entry.card)
        elif isinstance(a, Discard):
            f = parse(a.card)
            if f in hold:
                hold.remove(f)
        elif isinstance(a, Meld):
            for c in a.cards:
                f = JOKER if c.startswith("*") else parse(c)
                if f in hold:
                    hold.remove(f)
        elif isinstance(a, LayOff):
            f = JOKER if a.card.startswith("*") else parse(a.card)
            if f in hold:
                hold.remove(f)
        elif isinstance(a, Exchange):
            f = parse(a.card)
            if f in hold:
                hold.remove(f)
    return known


def _table_fits(view: RommeView) -> set[int]:
    """Natural faces that could be laid off on the table now."""
    from ludi.games.romme.melds import layoffs

    everything = [2] * 52 + [0]
    fits: set[int] = set()
    for meld in view.table:
        for entry, _at_start, _new in layoffs(meld, everything, view.rules):
            if entry < JOKER_FLAG:
                fits.add(entry)
    return fits


def _fits_hand_pattern(view: RommeView, f: int) -> bool:
    """Did the next player visibly take a card that ``f`` would combine with?"""
    seat = view.seat
    assert seat is not None
    nxt = (seat + 1) % view.players
    for g in _known_cards(view).get(nxt, []):
        if g == JOKER:
            continue
        if rank_of(g) == rank_of(f) and suit_of(g) != suit_of(f):
            return True
        if suit_of(g) == suit_of(f) and 0 < abs(rank_of(g) - rank_of(f)) <= 2:
            return True
    return False
