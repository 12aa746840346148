"""The Rommé / Rami engine: one GameState is a whole game (RM-54) or, with
``rules.single_round``, one round.

Turn (RM-10..RM-14): ``draw`` -> ``play`` (melds, lay-offs, exchanges, then a discard).
Knocking (RM-60) is a ``knock`` phase after the next player drew from the stock: the
eligible seats are asked in turn order, the first ``Knock`` takes the card. A new round is
dealt from the state's rng as soon as one ends, so replaying a record reproduces a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ludi.games.protocol import RECORD_FORMAT, Action, GameState, IllegalAction, RulesError, Seat
from ludi.games.romme import positions
from ludi.games.romme.actions import (
    CODEC,
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
    JOKER,
    JOKER_FLAG,
    code,
    counts_of,
    entry_code,
    faces_of,
    hand_value,
    new_deck,
    parse,
    parse_entry,
)
from ludi.games.romme.melds import (
    SET,
    InvalidMeld,
    all_melds,
    check_meld,
    exchanges,
    kind_of,
    layoffs,
    meld_action,
    melds_points,
    normalize,
)
from ludi.games.romme.melds import Meld as MeldData
from ludi.games.romme.rules import PALACE, PALAST, RommeRules
from ludi.games.romme.views import DRAW, KNOCK, OVER, PLAY, LogEntry, RommeView, RoundResult


class RommeState(GameState):
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

    def check(self, action: Action) -> None:
        if self.over:
            raise IllegalAction("the game is over")
        reason = self._reason(action)
        if reason is not None:
            raise IllegalAction(reason)

    def explain_illegal(self, action: Action) -> str:
        return self._reason(action) or "legal"

    def legal_actions(self) -> list[Action]:
        """Every legal action, except melds with more than one joker for a card in hand.

        New melds come from ``melds.all_melds``: jokers fill every card the hand lacks, and at
        most ``HELD_JOKERS`` (one) per meld stands for a card the hand holds. Listing every
        placement made a full suit and six jokers 26,918 actions (13 s for a bot's move);
        the extra placements only change which equal cards stay in hand. ``check`` does not
        consult this list (it validates each action directly, the protocol's hook for huge
        action spaces), so ``apply`` accepts every legal meld, listed or not.
        """
        if self.over:
            return []
        if self.phase == DRAW:
            out: list[Action] = [Draw(STOCK)]
            if self.discard:
                out.append(Draw(DISCARD_PILE))
            return out
        if self.phase == KNOCK:
            return [a for a in (Knock(), Pass()) if self._reason(a) is None]
        # Each candidate comes from the enumeration that ``_reason`` would consult (listed
        # melds pass ``check_meld``, lay-offs and exchanges come from ``layoffs`` and
        # ``exchanges``), so only the checks on the hand are left to run: the same list as
        # filtering every candidate through ``_reason``, without parsing each one back.
        hand = self.hands[self.turn]
        out = []
        for m in all_melds(hand, self.rules):
            taken = [JOKER if e >= JOKER_FLAG else e for e in m]
            if self._after_putting_down(hand, taken, taken.count(JOKER)) is None:
                out.append(meld_action(m))
        if self.pending:
            out += [a for a in (ConfirmFirstMeld(), TakeBack()) if self._reason(a) is None]
        if self.opened[self.turn]:
            for i, meld in enumerate(self.table):
                for entry, at_start, _new in layoffs(meld, hand, self.rules):
                    if self._after_putting_down(hand, [JOKER if entry >= JOKER_FLAG else entry], 0) is None:
                        out.append(LayOff(i, entry_code(entry), at_start))
                for pos, f, _new in exchanges(meld, hand, self.rules):
                    if self._exchange_problem(hand, f) is None:
                        out.append(Exchange(i, pos, code(f)))
        out += [_discard_action(f) for f in range(53) if hand[f] and self._discard_problem(hand, f) is None]
        return out

    def melds_of(self, faces: Sequence[int]) -> list[Action]:
        """Every legal new meld made of exactly ``faces`` from the hand, listed or not.

        A table asks this with a player's selection: the legal list leaves out melds with
        two jokers for cards the hand holds (♥5 Joker Joker ♥8 beside ♥6 ♥7), which are as
        legal as any (RM-21). Enumerated from the selection alone, where those jokers fill
        cards it lacks, and each judged by ``check``.
        """
        want = sorted(faces)
        out: list[Action] = []
        if self.over or self.phase != PLAY:
            return out
        for m in all_melds(counts_of(want), self.rules):
            if sorted(JOKER if e >= JOKER_FLAG else e for e in m) == want:
                action = meld_action(m)
                if self._reason(action) is None:
                    out.append(action)
        return out

    # --- validation -------------------------------------------------------------------
    def _discardable(self, f: int) -> bool:
        if f == self.from_discard:
            return False  # RM-12
        return not (self.rules.strict_jokers and f == JOKER)  # RM-67

    def _discardables(self, counts: Sequence[int]) -> int:
        """How many cards of ``counts`` may be discarded (all but those ``_discardable`` bars)."""
        n = sum(counts)
        if self.from_discard is not None:
            n -= counts[self.from_discard]
        if self.rules.strict_jokers and self.from_discard != JOKER:
            n -= counts[JOKER]
        return n

    def _keeps_a_discard(self, before: Sequence[int], after: Sequence[int]) -> bool:
        """After melding or laying off, a card that may be discarded must stay (RM-12, RM-14)."""
        return self._discardables(after) > 0 or self._discardables(before) == 0

    def _rest_problem(self, hand: Sequence[int], taken: Sequence[int]) -> tuple[str | None, list[int]]:
        """Why moving ``taken`` from the hand to the table breaks RM-12/RM-14, and the rest."""
        rest = list(hand)
        for f in taken:
            rest[f] -= 1
            if rest[f] < 0:
                return f"{code(f)} is not in your hand", rest
        if not any(rest):
            if not self.rules.win_without_discard:
                return "keep one card to discard (RM-14)", rest
            return None, rest
        if not self._keeps_a_discard(hand, rest):
            return "keep a card you may discard (RM-12, RM-67)", rest
        return None, rest

    def _joker_meld_possible(self, hand: Sequence[int]) -> bool:
        """Is there a legal new meld with a joker in it (to pay a joker owed, RM-41/RM-67)?

        Looks among the listed melds (``all_melds``): a hand that can meld a joker at all can
        meld one with at most one joker for a card it holds.
        """
        if not hand[JOKER]:
            return False
        for m in all_melds(hand, self.rules):
            if any(e >= JOKER_FLAG for e in m):
                taken = [JOKER if e >= JOKER_FLAG else e for e in m]
                if self._rest_problem(hand, taken)[0] is None:
                    return True
        return False

    def _after_putting_down(self, hand: Sequence[int], taken: Sequence[int], paid: int) -> str | None:
        """Shared checks for anything that moves cards from the hand to the table.

        While a joker taken by exchange is owed, a move that pays none of it must leave a
        joker meld possible; the obligation lapses only when no such meld is left.
        """
        problem, rest = self._rest_problem(hand, taken)
        if problem is not None:
            return problem
        if self.owed and not paid:
            if JOKER in taken:
                return "the joker taken must go into a new meld, not a lay-off (RM-41, RM-67)"
            if any(rest) and not self._joker_meld_possible(rest) and self._joker_meld_possible(hand):
                return "the joker taken must go into a new meld this turn (RM-41, RM-67)"
        return None

    def _reason(self, action: Action) -> str | None:
        """None when ``action`` is legal now, else why not."""
        seat = self.current_seat
        if seat is None:
            return "the game is over"
        if self.phase == KNOCK:
            if isinstance(action, Pass):
                return None
            if isinstance(action, Knock):
                return None if self.stock and self.discard else "no stock card to pay for a knock (RM-60)"
            return "it is time to knock or pass (RM-60)"
        if self.phase == DRAW:
            if not isinstance(action, Draw):
                return "draw a card first (RM-10)"
            if action.source == STOCK:
                return None
            if action.source == DISCARD_PILE:
                return None if self.discard else "the discard pile is empty"
            return f"draw from 'stock' or 'discard', not {action.source!r}"
        hand = self.hands[seat]
        opened = self.opened[seat]
        if isinstance(action, Draw):
            return "you already drew this turn (RM-10)"
        if isinstance(action, (Knock, Pass)):
            return "there is nothing to knock for now"
        if isinstance(action, Meld):
            try:
                meld = normalize(parse_entry(c) for c in action.cards)
                check_meld(meld, self.rules)
            except (InvalidMeld, ValueError, TypeError) as exc:
                return str(exc)
            jokers = sum(1 for e in meld if e >= JOKER_FLAG)
            taken = [JOKER if e >= JOKER_FLAG else e for e in meld]
            return self._after_putting_down(hand, taken, jokers)
        if isinstance(action, ConfirmFirstMeld):
            if not self.pending:
                return "no first meld is being assembled"
            value = melds_points(self.pending)
            if value < self.rules.threshold:
                return f"the first meld is worth {value}, it needs {self.rules.threshold} (RM-30)"
            return None
        if isinstance(action, TakeBack):
            return None if self.pending else "nothing to take back"
        if isinstance(action, (LayOff, Exchange)):
            if not opened:
                return "lay off and exchange only after your own first meld (RM-11, RM-30)"
            if not isinstance(action.meld, int) or not 0 <= action.meld < len(self.table):
                return "no such meld on the table"
            target = self.table[action.meld]
            if isinstance(action, LayOff):
                try:
                    entry = parse_entry(action.card)
                except (ValueError, TypeError) as exc:
                    return str(exc)
                if (entry, bool(action.at_start)) not in {
                    (e, s) for e, s, _ in layoffs(target, hand, self.rules)
                }:
                    if kind_of(target) == SET and not action.at_start:
                        return f"{action.card} does not fit that set (RM-20)"
                    return f"{action.card} does not fit there (RM-20, RM-21)"
                return self._after_putting_down(hand, [JOKER if entry >= JOKER_FLAG else entry], 0)
            try:
                f = parse(action.card)
            except (ValueError, TypeError) as exc:
                return str(exc)
            options = {(p, g) for p, g, _ in exchanges(target, hand, self.rules)}
            if (action.position, f) not in options:
                return f"cannot exchange {action.card} for that joker (RM-40, RM-67)"
            return self._exchange_problem(hand, f)
        if isinstance(action, Discard):
            try:
                f = parse(action.card)
            except (ValueError, TypeError) as exc:
                return str(exc)
            return self._discard_problem(hand, f)
        return f"unknown action {type(action).__name__}"

    def _exchange_problem(self, hand: Sequence[int], f: int) -> str | None:
        """Why giving ``f`` for a joker that takes it is illegal: the joker could not be
        put down again (RM-41, RM-67)."""
        if self.rules.joker_must_be_remelded:
            after = list(hand)
            after[f] -= 1
            after[JOKER] += 1
            if not self._joker_meld_possible(after):
                return "you could not put that joker down in a new meld this turn (RM-41, RM-67)"
        return None

    def _discard_problem(self, hand: Sequence[int], f: int) -> str | None:
        """Why discarding face ``f`` now is illegal (RM-12, RM-30, RM-41, RM-67), or None."""
        if self.pending:
            return "confirm or take back the first meld before discarding (RM-30)"
        if not hand[f]:
            return f"{code(f)} is not in your hand"
        if self.owed and self._joker_meld_possible(hand):
            return "put the joker you took down in a new meld first (RM-41, RM-67)"
        if not self._discardable(f) and self._discardables(hand):
            if f == JOKER and self.rules.strict_jokers:
                return "strict jokers: a joker may not be discarded (RM-67)"
            return "the card taken from the discard pile may not go back this turn (RM-12)"
        return None

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


def _codes(meld: MeldData) -> list[str]:
    return [entry_code(e) for e in meld]


@cache
def _discard_action(f: int) -> Discard:
    return Discard(code(f))
