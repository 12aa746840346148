"""The Rommé / Rami engine: one GameState is a whole game (RM-54) or, with
``rules.single_round``, one round.

Turn (RM-10..RM-14): ``draw`` -> ``play`` (melds, lay-offs, exchanges, then a discard).
Knocking (RM-60) is a ``knock`` phase after the next player drew from the stock: the
eligible seats are asked in turn order, the first ``Knock`` takes the card. A new round is
dealt from the state's rng as soon as one ends, so replaying a record reproduces a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import RECORD_FORMAT, Action, GameState, RulesError, Seat
from ludi.games.romme import positions
from ludi.games.romme.actions import (
    CODEC,
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
    JOKER,
    JOKER_FLAG,
    faces_of,
    hand_value,
    new_deck,
    parse,
    parse_entry,
)
from ludi.games.romme.legality import RommeLegality
from ludi.games.romme.melds import Meld as MeldData
from ludi.games.romme.melds import (
    exchanges,
    layoffs,
    normalize,
)
from ludi.games.romme.rules import PALACE, PALAST, RommeRules
from ludi.games.romme.views import DRAW, KNOCK, OVER, PLAY, LogEntry, RommeView, RoundResult


class RommeState(RommeLegality, GameState):
    rules: RommeRules
    game_id = "romme"
    codec = CODEC

    def __init__(
        self, rules: RommeRules, seats: Sequence[Seat], seed: int, *, record_format: int = RECORD_FORMAT
    ) -> None:
        if not isinstance(rules, RommeRules):
            raise RulesError("Rommé needs RommeRules", "rules.wrong_class", {"game": self.game_id})
        super().__init__(rules, seats, seed, record_format=record_format)
        self.rules: RommeRules = rules
        self.n = len(self.seats)
        rules.check_players(self.n)
        self.round_no = 0
        self.first_seat = self.rng_below(self.n)  # RM-4
        self.totals = [0] * self.n
        self.minus = [0] * self.n
        self.plus = [0] * self.n
        self.results: list[RoundResult] = []
        self.over = False
        self._deal()

    # --- round set-up ----------------------------------------------------------------
    def _deal(self) -> None:
        rules, n = self.rules, self.n
        deck = new_deck(rules.decks, rules.jokers)
        self.rng_shuffle(deck)
        self.stock = deck  # the top card is the last one
        self.hands = [[0] * 53 for _ in range(n)]
        start = (self.first_seat + self.round_no) % n  # RM-4 (decision): moves left each round
        for _ in range(rules.hand_size(n)):
            for k in range(n):
                self.hands[(start + k) % n][self.stock.pop()] += 1
        self.discard = [self.stock.pop()]  # RM-3
        self.table: list[MeldData] = []
        self.owners: list[int] = []
        self.opened = [False] * n
        self.pending: list[MeldData] = []
        self.put_down: list[list[int]] = [[] for _ in range(n)]
        self.log: list[LogEntry] = []
        self.last_discarder: int | None = None
        self.knock_queue: list[int] = []
        self.reshuffles = 0
        self._begin_turn(start)

    def _begin_turn(self, seat: int) -> None:
        self.turn = seat
        self.phase = DRAW
        self.from_discard: int | None = None
        self.owed = 0
        self.laid_on_others = False
        self.exchanged = False
        self.table_empty_at_start = not self.table
        self.opened_before = self.opened[seat]
        if not self.stock:
            # RM-53: Palace ends the round; Palast (decision) turns the discard pile but its
            # top, once a round.
            if self.reshuffles < self.rules.stock_turns and len(self.discard) > 1:
                top = self.discard.pop()
                self.stock = self.discard
                self.rng_shuffle(self.stock)
                self.discard = [top]
                self.reshuffles += 1
            else:
                self._end_round(None)

    # --- protocol -----------------------------------------------------------------------
    @property
    def current_seat(self) -> int | None:
        if self.over:
            return None
        if self.phase == KNOCK:
            return self.knock_queue[0]
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    def _revocable(self, action: Action, seat: int | None) -> bool:
        """ "Reset this turn": a player's melds, lay-offs and exchanges since the draw show nothing
        hidden and may be taken back; drawing, knocking, passing and discarding are final."""
        return not isinstance(action, (Draw, Knock, Pass, Discard))

    def scores(self) -> list[int]:
        """Single round: that round's points. Palast: minus the minus points (fewest wins,
        RM-54). Palace: the running total."""
        if self.rules.single_round:
            return list(self.results[-1].deltas) if self.results else [0] * self.n
        if self.rules.preset == PALAST:
            return [-m for m in self.minus]
        return list(self.totals)

    # --- effects ----------------------------------------------------------------------
    def _perform(self, action: Action) -> None:
        seat = self.current_seat
        assert seat is not None
        hand = self.hands[seat]
        card: int | None = None
        if isinstance(action, Draw):
            if action.source == STOCK:
                hand[self.stock.pop()] += 1
                self.phase = PLAY
                self._open_knock_window()
            else:
                card = self.discard.pop()
                hand[card] += 1
                self.from_discard = card
                self.phase = PLAY
        elif isinstance(action, Knock):
            card = self.discard.pop()
            hand[card] += 1
            hand[self.stock.pop()] += 1
            self.knock_queue = []
            self.phase = PLAY
        elif isinstance(action, Pass):
            self.knock_queue.pop(0)
            if not self.knock_queue:
                self.phase = PLAY
        elif isinstance(action, Meld):
            meld = normalize(parse_entry(c) for c in action.cards)
            for e in meld:
                hand[JOKER if e >= JOKER_FLAG else e] -= 1
            self.owed = max(0, self.owed - sum(1 for e in meld if e >= JOKER_FLAG))
            if self.opened[seat] or self.rules.threshold == 0:
                self._to_table(seat, [meld])
            else:
                self.pending.append(meld)
        elif isinstance(action, ConfirmFirstMeld):
            melds, self.pending = self.pending, []
            self._to_table(seat, melds)
        elif isinstance(action, TakeBack):
            for meld in self.pending:
                for e in meld:
                    hand[JOKER if e >= JOKER_FLAG else e] += 1
            self.pending = []
        elif isinstance(action, LayOff):
            entry = parse_entry(action.card)
            new = next(
                m
                for e, s, m in layoffs(self.table[action.meld], hand, self.rules)
                if (e, s) == (entry, action.at_start)
            )
            hand[JOKER if entry >= JOKER_FLAG else entry] -= 1
            self.table[action.meld] = new
            self.put_down[seat].append(JOKER if entry >= JOKER_FLAG else entry)
            if self.owners[action.meld] != seat:
                self.laid_on_others = True
        elif isinstance(action, Exchange):
            f = parse(action.card)
            new = next(
                m
                for p, g, m in exchanges(self.table[action.meld], hand, self.rules)
                if (p, g) == (action.position, f)
            )
            hand[f] -= 1
            hand[JOKER] += 1
            self.table[action.meld] = new
            self.put_down[seat].append(f)
            self.exchanged = True
            if self.rules.joker_must_be_remelded:
                self.owed += 1
        elif isinstance(action, Discard):
            card = parse(action.card)
            hand[card] -= 1
            self.discard.append(card)
            self.last_discarder = seat
        self.log.append(LogEntry(seat, action, card))
        if isinstance(action, Discard):
            if not any(hand):
                self._end_round(seat)  # RM-14
            else:
                self._begin_turn((seat + 1) % self.n)
        elif isinstance(action, (Meld, ConfirmFirstMeld, LayOff)) and not any(hand) and not self.pending:
            self._end_round(seat)  # RM-66

    def _to_table(self, seat: int, melds: Sequence[MeldData]) -> None:
        for meld in melds:
            self.table.append(meld)
            self.owners.append(seat)
            self.put_down[seat].extend(JOKER if e >= JOKER_FLAG else e for e in meld)
        self.opened[seat] = True

    def _open_knock_window(self) -> None:
        """RM-60: after the next player drew from the stock, the others may knock for the discard."""
        if not self.rules.knocking or self.last_discarder is None or not self.discard or not self.stock:
            return
        order = [(self.turn + k) % self.n for k in range(1, self.n)]
        self.knock_queue = [s for s in order if s != self.last_discarder and self.opened[s]]
        if self.knock_queue:
            self.phase = KNOCK

    # --- end of a round ---------------------------------------------------------------
    def _is_handromme(self, winner: int) -> bool:
        """RM-52: all cards down in one turn with nothing on the table before."""
        if self.opened_before:
            return False
        if self.rules.preset == PALAST:
            return not self.laid_on_others and not self.exchanged
        return self.table_empty_at_start

    def _end_round(self, winner: int | None) -> None:
        rules, n = self.rules, self.n
        values = [hand_value(faces_of(h), rules.casino) for h in self.hands]
        handromme = False
        if winner is None:
            deltas = [-v for v in values]  # RM-53
        else:
            deltas = [-v for v in values]
            deltas[winner] = sum(values) - values[winner]  # RM-51
            if rules.casino:  # RM-69
                bonus = hand_value(self.put_down[winner], casino=True)
                share = bonus // (n - 1)
                deltas = [d - share for d in deltas]
                deltas[winner] += share + bonus
            handromme = self._is_handromme(winner)
            if handromme:
                deltas = [2 * d for d in deltas]
        for s, d in enumerate(deltas):
            self.totals[s] += d
            if d < 0:
                self.minus[s] -= d
            else:
                self.plus[s] += d
        self.results.append(
            RoundResult(
                round=self.round_no,
                winner=winner,
                deltas=tuple(deltas),
                handromme=handromme,
                hands=tuple(tuple(faces_of(h)) for h in self.hands),
            )
        )
        if rules.single_round:
            done = True
        elif rules.preset == PALACE:
            done = self.round_no + 1 >= rules.rounds
        else:
            done = max(self.minus) > rules.minus_limit
        if done:
            self.over = True
            self.phase = OVER
            self.knock_queue = []
        else:
            self.round_no += 1
            self._deal()

    # --- views --------------------------------------------------------------------------
    def view(self, seat: int | None) -> RommeView:
        hand = None
        if seat is not None:
            hand = tuple(faces_of(self.hands[seat]))
        return RommeView(
            seat=seat,
            players=self.n,
            rules=self.rules,
            round=self.round_no,
            phase=self.phase,
            current=self.current_seat,
            turn=self.turn,
            hand=hand,
            hand_sizes=tuple(sum(h) for h in self.hands),
            table=tuple(self.table),
            owners=tuple(self.owners),
            pending=tuple(self.pending),
            discard=tuple(self.discard),
            stock_size=len(self.stock),
            opened=tuple(self.opened),
            taken_from_discard=self.from_discard,
            owed_jokers=self.owed,
            knock_queue=tuple(self.knock_queue),
            totals=tuple(self.totals),
            minus=tuple(self.minus),
            plus=tuple(self.plus),
            results=tuple(self.results),
            log=tuple(self.log),
            is_over=self.over,
        )

    # --- positions (the JSON form is in ``positions``) ------------------------------------
    def _load_position(self, data: dict[str, Any]) -> None:
        positions.load(self, data)

    def position_json(self) -> dict[str, Any]:
        return positions.dump(self)

    # --- test support -------------------------------------------------------------------
    def card_locations(self) -> list[int]:
        """Count per face over every place (hands, stock, discard, table, pending)."""
        counts = [0] * 53
        for h in self.hands:
            for f in range(53):
                counts[f] += h[f]
        for f in self.stock + self.discard:
            counts[f] += 1
        for meld in self.table + self.pending:
            for e in meld:
                counts[JOKER if e >= JOKER_FLAG else e] += 1
        return counts
