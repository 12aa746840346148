"""The strong Rommé bot: live outs, a one-draw lookahead and play for the preset's ranking.

Its own module so that opening a game compiles it on its own event-loop turn (the whole
bots module used to be the largest single step). It sees only ``RommeView``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ludi.games.protocol import Action
from ludi.games.romme.actions import DISCARD_PILE, STOCK, Discard, Draw, Exchange, Knock, LayOff, Meld
from ludi.games.romme.bots import _joins_a_meld, _PlanningBot, _values, live_outs
from ludi.games.romme.cards import JOKER, JOKER_FLAG, code, parse, rank_of, suit_of
from ludi.games.romme.melds import layoffs, melds_points
from ludi.games.romme.rules import PALACE, PALAST
from ludi.games.romme.solver import CARDS, POINTS, Arrangement, arrangement_steps, search_size
from ludi.games.romme.views import RommeView


class StrongBot(_PlanningBot):
    """Ranks its dead cards by live outs, looks one draw ahead over the unseen cards, and
    keeps its melds in hand after the first meld while nobody is close to going out.

    Candidates for the discard are ordered by ``dead_score``: how many unseen cards would
    meld them at the next draw (``live_outs``), then their value. The best ``candidates`` are
    judged by the expected *distance* of the hand after the next draw: the number of cards
    the solver cannot meld (objective "cards"), less those that fit on the table once the
    player has opened; before the first meld, a hand short of the threshold is charged one
    card per missing ten points and ``closed_penalty`` cards more. The expectation is exact
    over every unseen face, weighted by its unseen copies (the worlds of a determinized Monte
    Carlo consistent with the view, enumerated instead of sampled: at most 53 distinct faces).
    Cards the next player could use cost ``feed_risk`` cards. The draw compares the discard
    pile's top card with the same expectation for the stock. The budget is fixed by counts
    (candidates x distinct faces), so a game replays exactly, and every face is a slice for
    the browser.

    It plays for the table's ranking (RM-54). Melds kept in hand give the others no lay-off
    spots and no jokers to exchange, but a player caught with them when someone goes out pays
    for every card (under Palast the minus points are all that count). So holding is weighed
    each turn: the chance that another player goes out before this one's next turn
    (``out_risk``: their hand sizes, whether they have made their first meld, the stock
    left) times the points held must stay below what holding is worth (``holding_worth``:
    less under Palast than under Palace, where winning the round pays, the more so the more
    opponents pay the winner). High cards are cheaper to
    throw (``caught_weight``) the likelier the round ends with them in hand: that chance,
    plus a share of rounds someone else wins that grows with the table (none with two
    players), more so the nearer this player is to the Palast limit compared with the others.

    It also takes a joker from the table for a card its own meld holds when the joker, melded
    at once, leaves fewer cards to shed (``exchange_for_melds``).
    """

    level = "strong"
    #: 2: a drawn hand that melds whole is not taken for one that goes out (``ready_distance``).
    version = 2
    #: Chance that an opponent who has made the first meld goes out on their next turn, by
    #: the cards they hold before it (a rough table; more cards: ``OUT_LATER``).
    OUT_CHANCE = (1.0, 0.55, 0.35, 0.2, 0.12, 0.07, 0.04)
    OUT_LATER = 0.02
    OUT_UNOPENED = 0.005  # all cards down at once, the first meld included (RM-52)
    #: Points that holding the melds one more round is worth (per preset), with one opponent,
    #: and what each further opponent adds: under Palace the winner of a round scores every
    #: other hand (RM-51), so winning it, which holding plays for, pays more at a bigger
    #: table; under Palast only minus points count (RM-54). Measured over whole Palace games
    #: against normal (1000 games, seats swapped): 4 players, 3.0 flat 56.1 %, 11 60.2 %,
    #: 15 60.1 %, 30 52.8 %; 2 players, 3.0 62.3 %, 11 57.2 %. But held melds are minus points
    #: when someone goes out first: at 4 players, 600 games on each of two sets of deals, share
    #: won and minus points a seat-round against normal, per opponent 4 (11 in all) 61.3/65.0 %
    #: +2.2/+2.0; 2 (7) 63.0/64.8 % -0.4/+0.0; 1.5 61.6/62.8 % -0.8/-0.6; 1 (5) 60.5/61.3 %
    #: -1.1/-1.2; on the benchmark's deals (200 games) 1: 57.5 %, 1.5: 58.5 %, 2: 61.5 %. 1.5
    #: wins and takes fewer minus points than normal on all three. Palast, 4 players, 300
    #: games on the same deals: 0.5 56.2 %, 3 56.0 %, 8 51.3 %, 15 41.0 %; holding never (with
    #: ``caught_weight`` 0.2) 60.5 %, but 51.2 % on 600 other deals. Single Palast rounds at
    #: four players (4000 each) moved less than their noise (+-0.46 minus points a seat) for
    #: ``caught_weight`` 0.2/0.35, ``feed_risk`` 0.6, ``candidates`` 8, ``value_weight`` 0.25,
    #: ``partner_weight`` 0.3, ``take_margin`` -0.3 and ``threshold_step`` 3/5/20.
    hold_gain = {PALAST: 0.5, PALACE: 3.0}
    hold_gain_per_opponent = {PALAST: 0.0, PALACE: 1.5}
    #: Cards of distance one point of expected hand value weighs, per preset. Palast, four
    #: players, whole games against normal on three sets of deals (600, 600, 200 games):
    #: 0.1 59.2 / 57.3 / 57.5 %, 0.05 60.3 / 58.8 / 60.5 %; on the first set 0.2 55.8 %
    #: and 0 54.7 %: higher, it throws high cards it could still meld; at 0 it is caught with them.
    caught_weight = {PALAST: 0.05, PALACE: 0.05}
    value_weight = 0.1
    partner_weight = 0.1
    candidates = 5
    #: Part-hands (``search_size``) the one-draw lookahead may solve in one decision: about
    #: 0.15 s in CPython, under a second in the browser, on the biggest joker hands.
    think_budget = 6000
    min_faces = 4  # faces solved per lookahead however big the hand
    #: Exchange a joker from the table even for a card the hand melds, when the joker leaves
    #: fewer cards to shed (``_useful_exchange``). Palast, four players, against
    #: normal: minus points a seat-round -0.85 -> -1.15 apart (4000 rounds); whole games
    #: 53.9 % -> 56.9 % (600 games) and 56.2 % -> 58.8 % (300 other games).
    exchange_for_melds = True
    threshold_step = 10  # first-meld points short that count as one more card to shed
    #: Cards of distance charged, before the first meld, to a hand that still cannot make the
    #: threshold after the draw: a seat that never comes out is caught with its whole hand
    #: (about 40 % of all minus points at four players), so the chance to come out next draw
    #: weighs more than a card shed or a card fed. Palast, four players, against normal:
    #: minus points a seat-round -1.15 -> -1.49 apart (4000 rounds; 5: -1.40, 25: -1.50);
    #: whole games 56.9 % -> 59.2 % and 54.9 % -> 57.3 % (600 games each, two sets of deals).
    closed_penalty = 10
    feed_risk = 0.35
    take_margin = 0.0
    _fits: set[int] | None = None
    _unseen: Sequence[int] = ()  # this turn's view.unseen_counts(), set in steps()

    def steps(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        self._fits = _table_fits(view)
        self._memo: dict[bytes, float] = {}
        self._whole: set[bytes] = set()  # hands of ``_memo`` the solver melds whole
        self._unseen = view.unseen_counts()
        action = yield from super().steps(view, legal)
        return action

    def play(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, Action]:
        """After the first meld, keep further melds in hand while holding them is worth the
        risk of being caught with them (``_holds_melds``)."""
        swap = yield from self._useful_exchange(view, legal)
        if swap is not None:
            return swap
        holds = yield from self._holds_melds(view)
        if holds:
            legal = [a for a in legal if not isinstance(a, Meld)]
        action = yield from super().play(view, legal)
        return action

    def _useful_exchange(
        self, view: RommeView, legal: Sequence[Action]
    ) -> Generator[None, None, Action | None]:
        """A joker exchange that leaves fewer cards to shed, even for a card the hand melds:
        the joker goes into a new meld at once (RM-41), so it is worth the card it replaces."""
        seat = view.seat
        assert seat is not None
        swaps = [a for a in legal if isinstance(a, Exchange)]
        if not swaps or not view.opened[seat] or view.owed_jokers or view.pending:
            return None
        if not self.exchange_for_melds:
            return None
        fits = self._fits or set()
        now = yield from self.plan(view)
        left = sum(1 for f in now.leftover if f not in fits)
        counts = view.hand_counts()
        for swap in swaps:
            f = parse(swap.card)
            counts[f] -= 1
            counts[JOKER] += 1
            after = yield from self.arrangement(counts, view)
            counts[f] += 1
            counts[JOKER] -= 1
            uses_joker = any(e >= JOKER_FLAG for m in after.melds for e in m)
            if uses_joker and sum(1 for g in after.leftover if g not in fits) < left:
                return swap
        return None

    def out_risk(self, view: RommeView) -> float:
        """Chance that the round ends before this player's next turn with cards in its hand:
        another player goes out, or the stock runs out (RM-53)."""
        seat = view.seat
        assert seat is not None
        stay = 1.0
        for other, cards in enumerate(view.hand_sizes):
            if other == seat:
                continue
            if not view.opened[other]:
                chance = self.OUT_UNOPENED
            elif cards < len(self.OUT_CHANCE):
                chance = self.OUT_CHANCE[cards]
            else:
                chance = self.OUT_LATER
            stay *= 1.0 - chance
        if view.stock_size < view.players and view.rules.preset == PALACE:
            stay = 0.0  # Palace ends the round when the stock is gone: everyone pays
        return 1.0 - stay

    def risk_aversion(self, view: RommeView) -> float:
        """How much a point caught in hand weighs: more under Palast the nearer this player's
        minus points are to the limit, compared with the others' (their end is the game's)."""
        seat = view.seat
        assert seat is not None
        rules = view.rules
        if rules.preset != PALAST or rules.single_round:
            return 1.0
        others = min(m for i, m in enumerate(view.minus) if i != seat)
        return (
            1.0 + max(0, view.minus[seat] - others) / rules.minus_limit + view.minus[seat] / rules.minus_limit
        )

    def _holds_melds(self, view: RommeView) -> Generator[None, None, bool]:
        # Melds on the table are lay-off spots and jokers for everyone else; in hand they
        # are just as finished, but cost their points if someone goes out first.
        seat = view.seat
        assert seat is not None
        if not view.opened[seat] or view.owed_jokers or view.pending:
            return False
        fits = self._fits or set()
        arr = yield from self.plan(view)
        if sum(1 for f in arr.leftover if f not in fits) <= 1:
            return False  # they go out with the rest: put everything down
        held = sum(_values(view)[JOKER if e >= JOKER_FLAG else e] for m in arr.melds for e in m)
        risk = self.out_risk(view) * self.risk_aversion(view) * held
        return risk < self.holding_worth(view)

    def holding_worth(self, view: RommeView) -> float:
        """What keeping finished melds in hand one more turn is worth, in points."""
        preset = view.rules.preset
        extra = max(0, view.players - 2)
        return self.hold_gain.get(preset, 0.0) + extra * self.hold_gain_per_opponent.get(preset, 0.0)

    def dead_score(self, counts: Sequence[int], f: int, view: RommeView) -> float:
        """Live outs first, value second: a card's worth is its chance to be melded."""
        outs, partners = live_outs(counts, f, self._unseen, view.rules.cyclic_runs)
        return self.value_weight * _values(view)[f] - outs - self.partner_weight * partners

    def distance(self, counts: Sequence[int], view: RommeView) -> Generator[None, None, float]:
        """Cards still to shed before this hand could go out (memoised per turn)."""
        key = bytes(counts)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        seat = view.seat
        assert seat is not None
        rules = view.rules
        arr = yield from arrangement_steps(counts, rules, CARDS)
        if not arr.leftover and not rules.win_without_discard:
            self._whole.add(key)
        left = len(arr.leftover)
        if view.opened[seat]:
            fits = self._fits or set()
            left -= sum(1 for f in arr.leftover if f in fits)
        elif rules.threshold and melds_points(arr.melds) < rules.threshold:
            alt = yield from arrangement_steps(counts, rules, POINTS)
            if alt.value >= rules.threshold:
                left = len(alt.leftover)
            else:
                short = rules.threshold - alt.value
                left += -(-short // self.threshold_step) + self.closed_penalty
        self._memo[key] = float(left)
        return float(left)

    def ready_distance(self, counts: list[int], view: RommeView) -> Generator[None, None, float]:
        """The distance of a hand that has drawn and is still to discard.

        A hand the solver melds whole cannot go out like that: one card must stay to be
        discarded (RM-14, unless RM-66), so it is as far as its best hand less one card, that
        card being the one discarded. Counted as "nothing left to shed", taking ♦3 to a joker
        and ♥3 looked better than any card from the stock, and two strong bots each holding
        a joker and a three traded threes without end (the round never ended).
        """
        whole = yield from self.distance(counts, view)
        if bytes(counts) not in self._whole:
            return whole
        # A joker first: where one is spare (a long run, a set of four) the rest still melds
        # whole and the hand goes out. At most ``min_faces`` hands are solved, so a big
        # joker hand's thinking stays bounded (``think_budget``).
        faces = sorted((f for f in range(len(counts)) if counts[f]), key=lambda f: (f != JOKER, f))
        best = float("inf")
        for f in faces[: self.min_faces]:
            counts[f] -= 1
            best = min(best, 1 + (yield from self.distance(counts, view)))
            counts[f] += 1
            if best <= 1:
                break  # out with this discard: no other does better
        return best

    def _pool(self, view: RommeView) -> list[tuple[int, int]]:
        """Unseen faces with their unseen copies, less cards others were seen taking."""
        unseen = list(self._unseen)
        for cards in _known_cards(view).values():
            for f in cards:
                unseen[f] -= 1
        return [(f, n) for f, n in enumerate(unseen) if n > 0]

    def expected_distance(
        self, counts: list[int], view: RommeView, pool: Sequence[tuple[int, int]], share: int
    ) -> Generator[None, None, float]:
        """Mean distance after drawing one card from ``pool`` (exact, by face, within ``share``).

        A face that joins no meld of the hand is left over, so its distance is the hand's
        plus one (none when it fits on the table after the first meld): only the faces that
        meld are solved. If solving all of them would take more than ``share`` part-hands
        (``search_size`` of the hand: big joker hands), evenly spread faces stand for their
        neighbours, so the thinking stays bounded and still replays exactly.
        """
        seat = view.seat
        assert seat is not None
        if not pool:
            return (yield from self.distance(counts, view))
        fits = (self._fits or set()) if view.opened[seat] else set()
        alone = yield from self.distance(counts, view)
        total = weight = 0.0
        joining: list[tuple[int, int]] = []
        for f, n in pool:
            counts[f] += 1
            joins = _joins_a_meld(counts, f, view.rules)
            counts[f] -= 1
            weight += n
            if joins:
                joining.append((f, n))
            else:
                total += n * (alone + (0 if f in fits else 1))
        cost = max(1, search_size(counts, view.rules, CARDS))
        for f, n in _spread(joining, max(self.min_faces, share // cost)):
            counts[f] += 1
            total += n * (yield from self.ready_distance(counts, view))
            counts[f] -= 1
            yield  # a slice per face even when each solve is too small to yield by itself
        return total / weight

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        if Draw(DISCARD_PILE) not in legal or not view.discard:
            return STOCK
        top = view.discard[-1]
        pool = self._pool(view)
        if not pool:
            return STOCK
        counts = view.hand_counts()
        counts[top] += 1
        take = yield from self.ready_distance(counts, view)
        counts[top] -= 1
        keep = yield from self.distance(counts, view)
        if take >= keep + 1:
            return STOCK  # the top card would only be thrown away again
        stock = yield from self.expected_distance(counts, view, pool, self.think_budget)
        return DISCARD_PILE if take < stock - self.take_margin else STOCK

    def choose_discard(
        self, view: RommeView, legal: Sequence[Action], arr: Arrangement
    ) -> Generator[None, None, Action]:
        counts = view.hand_counts()
        options = self.discard_options(view, legal, arr)
        if len(options) <= 1:
            return Discard(code(options[0])) if options else legal[-1]
        seat = view.seat
        assert seat is not None
        nxt = (seat + 1) % view.players
        fits = self._fits or set()

        def risk(f: int) -> float:
            if view.opened[nxt] and f in fits:
                return self.feed_risk
            if _fits_hand_pattern(view, f):
                return 0.5 * self.feed_risk
            return 0.0

        options.sort(key=lambda f: (-self.dead_score(counts, f, view), -f))
        options = options[: self.candidates]
        pool = self._pool(view)
        # Likely to be caught with whatever stays: someone goes out before the next turn, or
        # wins the round later on, a share that grows with the table (none with two players,
        # where going out first is what the distance already plays for).
        caught = (
            self.caught_weight.get(view.rules.preset, 0.0)
            * (self.out_risk(view) + max(0.0, 1.0 - 2.0 / view.players))
            * self.risk_aversion(view)
        )
        best_f, best_score = options[0], float("inf")
        share = self.think_budget // len(options)
        for rank, f in enumerate(options):
            counts[f] -= 1
            expected = yield from self.expected_distance(counts, view, pool, share)
            counts[f] += 1
            # Throwing a high card saves its points if the round ends with it in hand.
            shed = caught * _values(view)[f]
            score = expected + risk(f) - shed + 0.01 * rank  # ties go to the heuristic's choice
            if score < best_score:
                best_f, best_score = f, score
        return Discard(code(best_f))


def _spread(faces: list[tuple[int, int]], limit: int) -> list[tuple[int, int]]:
    """At most ``limit`` of ``faces`` (face, copies), evenly spread, each standing for its
    neighbours' copies too: all of them, unchanged, when there are few enough."""
    if len(faces) <= limit:
        return faces
    out = []
    for i in range(limit):
        group = faces[i * len(faces) // limit : (i + 1) * len(faces) // limit]
        out.append((group[len(group) // 2][0], sum(n for _f, n in group)))
    return out


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
