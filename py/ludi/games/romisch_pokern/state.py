"""Römisch Pokern game state: turns, dice, action cards and the end of the game.

A turn is a small state machine. ``rolling``: roll on or stop; ``scoring``: write a
number; ``failed``: pass the dice on or play a card (RP-25). Cards may be played for the
rest of a turn once it has failed (or always, with RP-51).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from ludi.games.protocol import RECORD_FORMAT, Action, GameState, Seat
from ludi.games.romisch_pokern import numerals, positions, sheet
from ludi.games.romisch_pokern.actions import (
    CARDS,
    CODEC,
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
from ludi.games.romisch_pokern.rules import PokernRules
from ludi.games.romisch_pokern.views import (
    END_ALL_CLOSED,
    END_NO_CARDS,
    END_SEVEN,
    FAILED,
    IMPOSSIBLE,
    NO_ROW,
    OVER,
    ROLLING,
    SCORING,
    STOPPED_ON_XXXX,
    PokernView,
    frozen,
)

EVENT_LOG_LENGTH = 30


def _effects(card: str) -> tuple[str, ...]:
    """What a card can do: itself, or any other card for the joker (RP-35)."""
    return EFFECTS if card == JOKER else (card,)


class PokernState(GameState):
    game_id = "romisch-pokern"
    codec = CODEC
    rules: PokernRules

    def __init__(
        self, rules: PokernRules, seats: Sequence[Seat], seed: int, *, record_format: int = RECORD_FORMAT
    ) -> None:
        super().__init__(rules, seats, seed, record_format=record_format)
        rules.check_players(len(self.seats))  # RP-1
        n = len(self.seats)
        self.start_player = self.rng_below(n) if rules.random_start else 0
        self.columns: list[list[int | None]] = [[None] * sheet.ROWS for _ in range(n)]
        self.cards: list[list[str]] = [list(CARDS) for _ in range(n)]
        self.turns_taken = [0] * n
        self.final_round = False
        self.end_reason: str | None = None
        self.over = False
        # Values frozen at logging; views get read-only proxies of these dicts, which are
        # never changed after logging (plain dicts keep the state deep-copyable).
        self.events: list[dict[str, Any]] = []
        self.event_count = 0
        self.last_actor: int | None = None  # who took the last action (undo asks: a human?)
        self.dice_script: list[str] = []  # faces the next dice show, before the rng (positions)
        self._current = self.start_player
        self._new_turn()

    # --- turn bookkeeping -----------------------------------------------------------
    def _new_turn(self) -> None:
        self.phase = ROLLING
        self.rolled: list[str] = []
        self.dropped: list[str] = []
        self.failure: str | None = None
        self.card_window = False
        self.twin_active = False
        self.started_without_cards = not self.cards[self._current]

    @property
    def unrolled(self) -> int:
        return numerals.DICE - len(self.rolled) - len(self.dropped)

    def readings(self) -> tuple[int, ...]:
        return numerals.readings(self.rolled, self.rules.order_matters)

    def _pending(self) -> bool:
        return numerals.is_pending(
            self.rolled, self.unrolled, self.rules.order_matters, self.rules.strict_xxxx
        )

    def _placements(self) -> list[tuple[int, int]]:
        return sheet.placements(self.columns[self._current], self.readings(), twin=self.twin_active)

    def _log(self, kind: str, **data: Any) -> None:
        self.events.append({k: frozen(v) for k, v in {"kind": kind, "seat": self._current, **data}.items()})
        self.event_count += 1
        del self.events[:-EVENT_LOG_LENGTH]

    def _fail(self, reason: str) -> None:
        self.phase = FAILED
        self.failure = reason
        self.card_window = True
        self._log("fail", reason=reason, symbols=self.rolled)

    def _settle(self, stopped: bool) -> None:
        """After a roll, a stop or a card: where does the turn go from this result?"""
        self.failure = None
        if not self.rolled:
            self.phase = ROLLING  # "drop one" on the only die: roll on
            return
        if not self.readings():
            if self._pending() and not stopped:
                self.phase = ROLLING
            else:
                pending_then_stopped = stopped and self._pending()
                self._fail(STOPPED_ON_XXXX if pending_then_stopped else IMPOSSIBLE)
            return
        if stopped or self.unrolled == 0:
            if self._placements():
                self.phase = SCORING
            else:
                self._fail(NO_ROW)
        else:
            self.phase = ROLLING

    def _end_turn(self) -> None:
        seat = self._current
        self.turns_taken[seat] += 1
        column = self.columns[seat]
        if None not in column and not self.final_round:
            self._trigger_end(END_SEVEN)
        if not self.final_round and all(self._column_closed(s) for s in range(len(self.seats))):
            self._trigger_end(END_ALL_CLOSED)
        following = (seat + 1) % len(self.seats)
        if self.final_round and following == self.start_player:
            self.over = True
            self.phase = OVER
            self._log("end", reason=self.end_reason, scores=self.scores())
            return
        self._current = following
        self._new_turn()
        self._log("turn")

    def _column_closed(self, seat: int) -> bool:
        """Closed-columns decision: no row can be written by any means the owner still has."""
        can_twin = any(TWIN in _effects(card) for card in self.cards[seat])
        return sheet.is_closed(self.columns[seat], twin=can_twin)

    def _trigger_end(self, reason: str) -> None:
        self.final_round = True
        self.end_reason = reason

    # --- protocol ---------------------------------------------------------------------
    @property
    def current_seat(self) -> int | None:
        return None if self.over else self._current

    @property
    def is_over(self) -> bool:
        return self.over

    def _card_actions(self) -> list[Action]:
        actions: list[Action] = []
        scoring_stage = self.phase == SCORING or self.failure == NO_ROW
        for card in self.cards[self._current]:
            for effect in _effects(card):
                if (
                    effect == REROLL_I
                    and numerals.I in self.rolled
                    or effect == REROLL_V
                    and numerals.V in self.rolled
                ):
                    actions.append(PlayCard(card, effect))
                elif effect in (REROLL_ONE, DROP_ONE):
                    actions.extend(PlayCard(card, effect, die) for die in range(len(self.rolled)))
                elif effect == TWIN and scoring_stage and not self.twin_active:
                    column = self.columns[self._current]
                    if sheet.twin_placements(column, self.readings()):
                        actions.append(PlayCard(card, effect))
        return actions

    def cards_playable(self) -> bool:
        if self.over or not self.rolled and self.phase != FAILED:
            return False
        return self.card_window or self.rules.cards_on_valid

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        actions: list[Action] = []
        if self.phase == ROLLING:
            if self.unrolled:
                counts = range(1, self.unrolled + 1) if self.rules.roll_several else (1,)
                actions.extend(Roll(k) for k in counts)
            if self.rolled:
                actions.append(Stop())
        elif self.phase == SCORING:
            actions.extend(Score(n, r) for n, r in self._placements())
        elif self.phase == FAILED:
            actions.append(Pass())
        if self.cards_playable():
            actions.extend(self._card_actions())
        return actions

    def explain_illegal(self, action: Action) -> str:
        if isinstance(action, Roll):
            if self.phase != ROLLING:
                return "you cannot roll now"
            if not self.unrolled:
                return "all six dice have been rolled"
            return f"you may roll 1 to {self.unrolled if self.rules.roll_several else 1} dice now"
        if isinstance(action, Stop):
            return "you can only stop after rolling at least one die" if not self.rolled else "not now"
        if isinstance(action, Score):
            if self.phase != SCORING:
                return "there is nothing to write now"
            if action.number not in self.readings():
                return f"the dice do not spell {action.number}"
            return f"{action.number} cannot go in row {action.row + 1} (RP-22/RP-23)"
        if isinstance(action, PlayCard):
            if action.card not in self.cards[self._current]:
                return f"card {action.card} is not in your hand (used or unknown)"
            if not self.cards_playable():
                return "action cards can only be played after a failed roll (RP-25)"
            return f"card {action.card} cannot do {action.effect} on this result"
        if isinstance(action, Pass):
            return "you can only pass after a failed turn"
        return super().explain_illegal(action)

    def _roll_die(self) -> str:
        if self.dice_script:
            return self.dice_script.pop(0)
        return self.rng_choice(numerals.DIE_FACES)

    # --- positions (the JSON form is in ``positions``) ------------------------------------
    def _load_position(self, data: dict[str, Any]) -> None:
        positions.load(self, data)

    def position_json(self) -> dict[str, Any]:
        return positions.dump(self)

    def _perform(self, action: Action) -> None:
        self.last_actor = self._current
        if isinstance(action, Roll):
            new = [self._roll_die() for _ in range(action.count)]
            self.rolled.extend(new)
            self._log("roll", symbols=new)
            self._settle(stopped=False)
        elif isinstance(action, Stop):
            self._log("stop")
            self._settle(stopped=True)
        elif isinstance(action, Score):
            self.columns[self._current][action.row] = action.number
            self._log("score", number=action.number, row=action.row)
            self._end_turn()
        elif isinstance(action, Pass):
            self._log("pass")
            if self.started_without_cards and not self.final_round:
                self._trigger_end(END_NO_CARDS)  # RP-41
            self._end_turn()
        elif isinstance(action, PlayCard):
            self._play_card(action)

    def _play_card(self, action: PlayCard) -> None:
        self.cards[self._current].remove(action.card)
        effect = action.effect
        self.card_window = True
        if effect == TWIN:
            self.twin_active = True
            self._log("card", card=action.card, effect=effect, die=None, symbols=self.rolled)
            self._settle(stopped=True)
            return
        if effect in (REROLL_I, REROLL_V):
            face = numerals.I if effect == REROLL_I else numerals.V
            kept = [s for s in self.rolled if s != face]
            rerolled = [self._roll_die() for s in self.rolled if s == face]
            self.rolled = kept + rerolled  # re-rolled dice count as rolled last (RP-52)
        elif effect == REROLL_ONE:
            assert action.die is not None  # checked before: the card needs a die
            del self.rolled[action.die]
            self.rolled.append(self._roll_die())
        elif effect == DROP_ONE:
            assert action.die is not None
            self.dropped.append(self.rolled.pop(action.die))
        self._log("card", card=action.card, effect=effect, die=action.die, symbols=self.rolled)
        self._settle(stopped=False)

    def _revocable(self, action: Action, seat: int | None) -> bool:
        """A write may be taken back until the next human acts (docs/rules-decisions.md): the
        generator is where it was, so the dice to come do not change; the bots' moves since
        are taken back with it and made again. Rolls and cards of a human are final."""
        return isinstance(action, Score) or (seat is not None and self.seats[seat].kind == "bot")

    def scores(self) -> list[int]:
        return [
            sheet.column_total(column) + self.rules.card_bonus * len(cards)
            for column, cards in zip(self.columns, self.cards)
        ]

    def view(self, seat: int | None) -> PokernView:
        return PokernView(
            seat=seat,
            names=tuple(s.name for s in self.seats),
            kinds=tuple(s.kind for s in self.seats),
            current=self.current_seat,
            start_player=self.start_player,
            phase=self.phase,
            rolled=tuple(self.rolled),
            dropped=tuple(self.dropped),
            unrolled=self.unrolled,
            readings=self.readings(),
            pending=self._pending(),
            failure=self.failure,
            cards_playable=self.cards_playable(),
            twin_active=self.twin_active,
            columns=tuple(tuple(c) for c in self.columns),
            cards=tuple(tuple(c) for c in self.cards),
            scores=tuple(self.scores()),
            turns_taken=tuple(self.turns_taken),
            round_number=max(self.turns_taken) if self.over else self.turns_taken[self._current] + 1,
            final_round=self.final_round,
            end_reason=self.end_reason,
            rules=self.rules,
            events=tuple(MappingProxyType(e) for e in self.events),
            event_count=self.event_count,
        )
