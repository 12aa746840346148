"""Rommé's rules of legality: what may be done now, and why not (RM-10..RM-14, RM-20/21,
RM-30, RM-40/41, RM-60, RM-67).

A part of ``RommeState`` (its first base), kept apart from the effects of a move so that a
change to a rule's check touches this module alone, and so that a first visit compiles the
engine in two slices of the page's time rather than one long one.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from ludi.games.protocol import Action, IllegalAction
from ludi.games.romme import actions as act
from ludi.games.romme.cards import JOKER, JOKER_FLAG, code, counts_of, entry_code, parse, parse_entry
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
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.views import DRAW, KNOCK, PLAY


class RommeLegality:
    """The checks of ``RommeState``, on the state it keeps (set there, read here)."""

    rules: RommeRules
    over: bool
    phase: str
    turn: int
    hands: list[list[int]]
    stock: list[int]
    discard: list[int]
    table: list[MeldData]
    pending: list[MeldData]
    opened: list[bool]
    from_discard: int | None
    owed: int

    if TYPE_CHECKING:

        @property
        def current_seat(self) -> int | None: ...

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
            out: list[Action] = [act.Draw(act.STOCK)]
            if self.discard:
                out.append(act.Draw(act.DISCARD_PILE))
            return out
        if self.phase == KNOCK:
            return [a for a in (act.Knock(), act.Pass()) if self._reason(a) is None]
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
            out += [a for a in (act.ConfirmFirstMeld(), act.TakeBack()) if self._reason(a) is None]
        if self.opened[self.turn]:
            for i, meld in enumerate(self.table):
                for entry, at_start, _new in layoffs(meld, hand, self.rules):
                    if self._after_putting_down(hand, [JOKER if entry >= JOKER_FLAG else entry], 0) is None:
                        out.append(act.LayOff(i, entry_code(entry), at_start))
                for pos, f, _new in exchanges(meld, hand, self.rules):
                    if self._exchange_problem(hand, f) is None:
                        out.append(act.Exchange(i, pos, code(f)))
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
            if isinstance(action, act.Pass):
                return None
            if isinstance(action, act.Knock):
                return None if self.stock and self.discard else "no stock card to pay for a knock (RM-60)"
            return "it is time to knock or pass (RM-60)"
        if self.phase == DRAW:
            if not isinstance(action, act.Draw):
                return "draw a card first (RM-10)"
            if action.source == act.STOCK:
                return None
            if action.source == act.DISCARD_PILE:
                return None if self.discard else "the discard pile is empty"
            return f"draw from 'stock' or 'discard', not {action.source!r}"
        hand = self.hands[seat]
        opened = self.opened[seat]
        if isinstance(action, act.Draw):
            return "you already drew this turn (RM-10)"
        if isinstance(action, (act.Knock, act.Pass)):
            return "there is nothing to knock for now"
        if isinstance(action, act.Meld):
            try:
                meld = normalize(parse_entry(c) for c in action.cards)
                check_meld(meld, self.rules)
            except (InvalidMeld, ValueError, TypeError) as exc:
                return str(exc)
            jokers = sum(1 for e in meld if e >= JOKER_FLAG)
            taken = [JOKER if e >= JOKER_FLAG else e for e in meld]
            return self._after_putting_down(hand, taken, jokers)
        if isinstance(action, act.ConfirmFirstMeld):
            if not self.pending:
                return "no first meld is being assembled"
            value = melds_points(self.pending)
            if value < self.rules.threshold:
                return f"the first meld is worth {value}, it needs {self.rules.threshold} (RM-30)"
            return None
        if isinstance(action, act.TakeBack):
            return None if self.pending else "nothing to take back"
        if isinstance(action, (act.LayOff, act.Exchange)):
            if not opened:
                return "lay off and exchange only after your own first meld (RM-11, RM-30)"
            if not isinstance(action.meld, int) or not 0 <= action.meld < len(self.table):
                return "no such meld on the table"
            target = self.table[action.meld]
            if isinstance(action, act.LayOff):
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
        if isinstance(action, act.Discard):
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


@cache
def _discard_action(f: int) -> act.Discard:
    return act.Discard(code(f))
