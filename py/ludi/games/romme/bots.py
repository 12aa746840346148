"""Rommé bots. They see only ``RommeView`` and the legal actions, never the state.

- ``EasyBot``: legal, melds what the solver finds and lays off, never exchanges jokers or
  knocks, rarely takes the discard, and now and then throws away a useful card.
- ``NormalBot``: heuristic. Takes the discard only when it joins its best arrangement,
  keeps cards near melds, discards the highest-value dead card, lays off and exchanges
  jokers for dead cards.
- ``StrongBot`` (``strong_bot``): keeps the cards with the most live outs (unseen cards that would meld
  them) and throws the deadest; among its best candidates, and for the draw, it takes the
  choice with the smallest expected distance from going out after the next draw, exact
  over the unseen cards consistent with its view (its hand, the table, the discard pile and
  the cards others visibly took), plus the risk of feeding the next player. It plays for the
  table's ranking (RM-54): after its first meld it keeps further melds in hand only while the
  chance that someone goes out first, times the points it would be caught with, stays below
  what holding is worth under the preset, and it sheds high cards as that chance grows.
- ``ExpertBot`` (``expert_bot``): the strong bot, which before its first meld waits while the
  hand is a few cards from going down whole in one turn (RM-52) and nobody is about to go out.

All bots plan with the exact solver (``solver.arrangement_steps``, objective "penalty":
the least deadwood), which yields every few hundred solved states, so even a hand of six
jokers thinks in slices of a few milliseconds and the browser never freezes.
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
    ACE,
    CASINO,
    JOKER,
    JOKER_FLAG,
    PENALTY,
    code,
    face,
    parse,
    rank_of,
    suit_of,
)
from ludi.games.romme.melds import joins_a_meld, meld_action, melds_points
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.solver import (
    PENALTY_OBJECTIVE,
    POINTS,
    Arrangement,
    arrangement_steps,
)
from ludi.games.romme.views import DRAW, KNOCK, RommeView


def _values(view: RommeView) -> tuple[int, ...]:
    return CASINO if view.rules.casino else PENALTY


def _run_face(suit: int, position: int) -> int:
    """Face at a run position (1..14: the ace both starts and ends a suit)."""
    return face(suit, 1 if position == 14 else position)


def live_outs(counts: Sequence[int], f: int, unseen: Sequence[int], cyclic: bool = False) -> tuple[int, int]:
    """How alive a card is: ``(outs, partners)`` counted in unseen copies.

    *outs*: unseen cards that would put ``f`` into a meld with the hand at the next draw
    (the missing suit of a pair of one rank, the gap or end of two cards of a suit, or a
    joker once ``f`` has such a partner). *partners*: unseen cards that could first pair
    with a lone ``f``. The value of a card is its chance to be melded, and a card whose
    partners are all on the table or in the discard pile is dead however near it looks:
    that is what the normal bot's neighbour count cannot see.
    """
    if f == JOKER:
        return 99, 0
    s, r = suit_of(f), rank_of(f)
    outs: set[int] = set()
    partners = 0
    has_partner = False
    same_rank = [face(t, r) for t in range(4) if t != s]
    if any(counts[g] for g in same_rank):
        has_partner = True
        outs.update(g for g in same_rank if not counts[g])
    else:
        partners += sum(unseen[g] for g in same_rank)
    if cyclic:
        windows = [[face(s, (r - 1 + d) % 13 + 1) for d in (lo, lo + 1, lo + 2) if d] for lo in (-2, -1, 0)]
    else:
        windows = [
            [_run_face(s, q) for q in (lo, lo + 1, lo + 2) if q != p]
            for p in ((1, 14) if r == ACE else (r,))
            for lo in (p - 2, p - 1, p)
            if lo >= 1 and lo + 2 <= 14
        ]
    for others in windows:
        held = [g for g in others if counts[g]]
        if len(held) == 1:
            has_partner = True
            outs.update(g for g in others if not counts[g])
        elif not held:
            partners += sum(unseen[g] for g in others)
    if has_partner:
        outs.add(JOKER)
    return sum(unseen[g] for g in outs), partners


def _joins_a_meld(counts: Sequence[int], f: int, rules: RommeRules) -> bool:
    """Is natural ``f`` part of any meld the solver may plan from ``counts`` (which hold it)?

    When it is not, every arrangement of the hand leaves it over and the rest is arranged as
    without it: the solver need not run again for the hand with ``f``.
    """
    return f == JOKER or joins_a_meld(counts, f, rules)


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
    def arrangement(self, counts: Sequence[int], view: RommeView) -> Generator[None, None, Arrangement]:
        """The least deadwood (solver objective "penalty"), thought out in slices."""
        arr = yield from arrangement_steps(counts, view.rules, PENALTY_OBJECTIVE)
        return arr

    def dead_score(self, counts: Sequence[int], f: int, view: RommeView) -> float:
        """How much a leftover card deserves the discard pile: value, less its prospects."""
        return _values(view)[f] - 4 * _partners(counts, f)

    # --- draw / knock -------------------------------------------------------------------
    def improves(self, view: RommeView, card: int) -> Generator[None, None, int]:
        """Deadwood saved by adding ``card`` to the hand (0 when it joins no meld)."""
        counts = view.hand_counts()
        counts[card] += 1
        if not _joins_a_meld(counts, card, view.rules):
            return 0  # the solver would leave it over: no need to solve either hand
        after = yield from self.arrangement(counts, view)
        if card in after.leftover:
            return 0
        if not after.leftover and not view.rules.win_without_discard:
            return 0  # everything would be melded, but one card must stay to discard (RM-14)
        seat = view.seat
        rules = view.rules
        if seat is not None and not view.opened[seat] and rules.threshold:
            # Only a gain that can go down soon counts; otherwise two bots could trade
            # discards forever without ever drawing from the stock.
            points = yield from arrangement_steps(counts, rules, POINTS)
            if points.value < rules.threshold:
                return 0
        counts[card] -= 1
        before = yield from self.arrangement(counts, view)  # only now: most cards stop above
        return after.value - before.value

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        if Draw(DISCARD_PILE) in legal and view.discard:
            yield
            gain = yield from self.improves(view, view.discard[-1])
            if gain > 0:
                return DISCARD_PILE
        return STOCK

    def want_knock(self, view: RommeView) -> Generator[None, None, bool]:
        yield
        gain = yield from self.improves(view, view.discard[-1])
        return gain >= 12

    # --- the play phase -----------------------------------------------------------------
    def plan(self, view: RommeView) -> Generator[None, None, Arrangement]:
        """The melds to put down now, keeping a card to discard unless RM-66 allows none."""
        counts = view.hand_counts()
        arr = yield from self.arrangement(counts, view)
        if not arr.leftover and not view.rules.win_without_discard:
            arr = yield from self._keep_one_back(counts, arr.value, view)
        return arr

    def _keep_one_back(
        self, counts: list[int], whole: int, view: RommeView
    ) -> Generator[None, None, Arrangement]:
        """The best arrangement of the hand less one card, when the whole hand melds.

        The most the rest can put down is the whole hand's value less the card's, so cards
        are tried cheapest first and the search stops once no card can beat (or tie with
        a lower face than) the best so far: the same choice as trying every card, without
        solving up to fourteen big hands (a full suit with six jokers: 14 solves -> 1).
        """
        values = _values(view)
        best: Arrangement | None = None
        best_face = 53
        for f in sorted((f for f in range(53) if counts[f]), key=lambda f: (values[f], f)):
            if best is not None and (whole - values[f], -f) < (best.value, -best_face):
                break  # faces come by rising value: no later one can do better
            counts[f] -= 1
            a = yield from self.arrangement(counts, view)
            counts[f] += 1
            if best is None or (a.value, -f) > (best.value, -best_face):
                best = Arrangement(a.melds, a.value, tuple(sorted(a.leftover + (f,))))
                best_face = f
        assert best is not None
        return best

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
            arr = yield from self.plan(view)
            for meld in arr.melds:
                if any(e >= JOKER_FLAG for e in meld) and meld_action(meld) in legal_set:
                    return meld_action(meld)
            for a in legal:
                if isinstance(a, Meld) and any(c.startswith("*") for c in a.cards):
                    return a
        if view.pending:
            if ConfirmFirstMeld() in legal_set:
                return ConfirmFirstMeld()
        yield
        arr = yield from self.plan(view)
        if not opened and rules.threshold and not view.pending:
            if _took_back_this_turn(view):
                arr = Arrangement((), 0, arr.leftover)  # not again this turn (RM-15)
            elif melds_points(arr.melds) < rules.threshold:
                alt = yield from arrangement_steps(counts, rules, POINTS)
                if alt.value >= rules.threshold and (alt.leftover or rules.win_without_discard):
                    arr = alt
                else:
                    arr = Arrangement((), 0, arr.leftover)
        elif not opened and view.pending:
            need = rules.threshold - melds_points(view.pending)
            if melds_points(arr.melds) < need:
                return TakeBack()
        for meld in arr.melds:
            action = meld_action(meld)
            if action in legal_set:
                return action
        if view.pending:
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
        return (yield from self.choose_discard(view, legal, arr))

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


def _took_back_this_turn(view: RommeView) -> bool:
    """Whether the player to move returned a first meld to the hand this turn (RM-15).

    Read from the public log, not remembered by the bot: a fresh bot (a hint runs one per
    question) must not assemble the same first meld again and take it back again, forever.
    """
    return any(
        entry.seat == view.turn and isinstance(entry.action, TakeBack)
        for entry in view.log[_turn_start(view) :]
    )


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
    version = 2
    exchanges_jokers = False
    blunder_rate = 0.35

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        if Draw(DISCARD_PILE) in legal and view.discard and self.rng.random() < 0.25:
            yield
            gain = yield from self.improves(view, view.discard[-1])
            if gain > 0:
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
        options = self.discard_options(view, legal, arr)
        if self.rng.random() < self.blunder_rate:
            # A newcomer's slip: any loose card, often one a half-built pair or run still
            # wanted, never a joker or a card of a complete meld (version 1 threw any card,
            # melds and jokers too: no player does that).
            return Discard(code(self.rng.choice(options)))
        yield
        values = _values(view)
        return Discard(code(max(options, key=lambda f: (values[f], f))))


class NormalBot(_PlanningBot):
    """The heuristic player described in the module docstring."""

    level = "normal"
    version = 1
