"""The expert Rommé bot: the strong bot, judging what its discard hands the next player on
sampled hands of that player instead of a rule of thumb.

Its own module, like ``strong_bot``, so that the table's import plan can compile it on an
event-loop turn of its own. It sees only ``RommeView``; the next player's hand is sampled
from the cards it has not seen.

Why: the strong bot charges a fixed ``feed_risk`` for a discard that fits the table or a
card the next player visibly took, and nothing otherwise, though most of what a discard
gives away is a meld with cards nobody saw. The expert samples the next player's hand
consistently with the view (the cards they visibly took and still hold, their hand size,
the unseen cards) and weighted by their play: a player who threw a card was unlikely to
hold its partners (same rank, or near in its suit), so unseen cards that pair with their
discards are drawn less often (``discard_partner_weight``). On those hands it counts how
often the next player could meld or lay off each candidate discard and charges that share
(``feed_weight`` cards of distance each); a discard that lets a player close to going out
go out in most samples is vetoed while another is not. The sampling is spent once per
decision and shared by every candidate (common hands), a fixed count, so every decision
replays from the seed; a slice per sample keeps the browser live.

Measured against strong (``benchmarks/expert_bots.py``, Palast whole games, seats swapped):
no gain yet. Two players, 196 games, 53.1 % won [46.1, 59.9], mean final -431 against -444;
four players, 328 games, 47.6 % [42.2, 53.0], -402 against -402. A decision costs
about what the strong bot's does (median 0.13 ms, p95 6 ms, max 132 ms, CPU time in CPython).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ludi.games.protocol import Action
from ludi.games.romme.actions import DISCARD_PILE, STOCK, Discard, Draw
from ludi.games.romme.cards import JOKER, N_FACES, parse, rank_of, suit_of
from ludi.games.romme.melds import joins_a_meld
from ludi.games.romme.solver import CARDS, arrangement_steps
from ludi.games.romme.strong_bot import StrongBot, _known_cards
from ludi.games.romme.views import RommeView


class ExpertBot(StrongBot):
    level = "expert"
    version = 1
    samples = 32  # sampled hands of the next player per discard decision
    feed_weight = 0.6  # cards of distance charged for a discard the next player surely uses
    discard_partner_weight = 0.4  # relative chance of an unseen card that pairs with their discard
    veto_hand = 3  # the next player's hand size at or below which going out is checked
    VETO = 50.0

    def choose_draw(self, view: RommeView, legal: Sequence[Action]) -> Generator[None, None, str]:
        """The strong bot's draw, but a card this player already took from the discard pile
        twice this round is left there: two players who each keep taking back what the other
        threw (both one card short of going out, RM-14) would otherwise trade forever."""
        seat = view.seat
        if view.discard:
            top = view.discard[-1]
            taken = sum(
                1
                for e in view.log
                if e.seat == seat
                and isinstance(e.action, Draw)
                and e.action.source == DISCARD_PILE
                and e.card == top
            )
            if taken >= 2:
                return STOCK
        return (yield from super().choose_draw(view, legal))

    def feed_risks(self, view: RommeView, options: Sequence[int]) -> Generator[None, None, dict[int, float]]:
        seat = view.seat
        assert seat is not None
        nxt = (seat + 1) % view.players
        known = list(_known_cards(view).get(nxt, []))[: view.hand_sizes[nxt]]
        unknown = view.hand_sizes[nxt] - len(known)
        copies = self._copies(view, nxt)
        fits = (self._fits or set()) if view.opened[nxt] else set()
        uses = dict.fromkeys(options, 0)
        outs = dict.fromkeys(options, 0)
        check_out = view.opened[nxt] and view.hand_sizes[nxt] <= self.veto_hand
        counts = [0] * N_FACES
        for _ in range(self.samples):
            yield
            hand = known + self._sample(copies, unknown)
            for f in hand:
                counts[f] += 1
            for f in options:
                counts[f] += 1
                if f in fits or joins_a_meld(counts, f, view.rules):
                    uses[f] += 1
                    if check_out:
                        outs[f] += yield from self._goes_out(counts, fits, view)
                counts[f] -= 1
            for f in hand:
                counts[f] -= 1
        risks = {f: self.feed_weight * uses[f] / self.samples for f in options}
        if any(2 * outs[f] <= self.samples for f in options):
            for f in options:
                if 2 * outs[f] > self.samples:
                    risks[f] += self.VETO  # hands the next player the round in most samples
        return risks

    def _copies(self, view: RommeView, nxt: int) -> list[tuple[int, float]]:
        """Every unseen copy the next player might hold, with its sampling weight."""
        thrown = [parse(e.action.card) for e in view.log if e.seat == nxt and isinstance(e.action, Discard)]
        out: list[tuple[int, float]] = []
        for f, n in self._pool(view):
            weight = self.discard_partner_weight if any(_partners(f, g) for g in thrown) else 1.0
            out.extend((f, weight) for _ in range(n))
        return out

    def _sample(self, copies: Sequence[tuple[int, float]], k: int) -> list[int]:
        """``k`` copies drawn without replacement, each as likely as its weight (keys
        ``u ** (1 / w)``, the largest ``k`` win)."""
        if k <= 0 or not copies:
            return []
        rand = self.rng.random
        keyed = sorted(((rand() ** (1.0 / w), f) for f, w in copies), reverse=True)
        return [f for _, f in keyed[:k]]

    def _goes_out(self, counts: list[int], fits: set[int], view: RommeView) -> Generator[None, None, int]:
        """1 when the hand melds or lays off all but one card (the one it discards, RM-14)."""
        arr = yield from arrangement_steps(counts, view.rules, CARDS)
        return int(sum(1 for f in arr.leftover if f not in fits) <= 1)


def _partners(f: int, g: int) -> bool:
    """Could ``f`` and ``g`` share a meld without jokers: same rank in another suit, or the
    same suit at most two ranks apart."""
    if f == JOKER or g == JOKER:
        return False
    if rank_of(f) == rank_of(g):
        return suit_of(f) != suit_of(g)
    return suit_of(f) == suit_of(g) and abs(rank_of(f) - rank_of(g)) <= 2


__all__ = ["ExpertBot"]
