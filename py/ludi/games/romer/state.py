"""The Römer engine: one GameState is a whole game up to the target (RO-52) or, with
``rules.single_round``, one round.

Phases: ``trump`` (RO-11 / RO-40: the seats in ``trump_queue`` lay a trump card and draw),
``turn`` (RO-20..RO-22: the seat with the lead adds a horse, changes trump or leads),
``trick`` (the others answer clockwise, RO-22), ``final`` (RO-42: the last seat holding cards
adds horses until it stops). Seats that hold no cards are skipped (RO-41, RO-43): in a trick
they play nothing, on their turn they pass, automatically.

Every team card carries a bit mask of the seats that know it (RO-60): the trump card is
public, a horse is known to its owner, a card moved by RO-33 keeps its mask (the winner
does not look). Views and the log show a card only to the seats in its mask.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import RECORD_FORMAT, Action, GameState, RulesError, Seat
from ludi.games.romer import positions
from ludi.games.romer.actions import CODEC, AddHorse, ChangeTrump, LayTrump, Lead, Play, Stop
from ludi.games.romer.cards import (
    N_FACES,
    RANKS,
    code,
    faces_of,
    new_deck,
    parse,
    team_points,
)
from ludi.games.romer.rules import HAND_SIZE, TEAM_LIMIT, RomerRules
from ludi.games.romer.tricks import RomerTricks
from ludi.games.romer.views import (
    CHANGE,
    DRAW,
    FINAL,
    HORSE,
    LAY_TRUMP,
    OVER,
    PLAY,
    STOP,
    TRICK,
    TRUMP,
    TURN,
    LogEntry,
    RomerView,
    RoundResult,
)


class RomerState(RomerTricks, GameState):
    rules: RomerRules
    game_id = "romer"
    codec = CODEC

    def __init__(
        self, rules: RomerRules, seats: Sequence[Seat], seed: int, *, record_format: int = RECORD_FORMAT
    ) -> None:
        if not isinstance(rules, RomerRules):
            raise RulesError("Römer needs RomerRules", "rules.wrong_class", {"game": self.game_id})
        super().__init__(rules, seats, seed, record_format=record_format)
        self.rules: RomerRules = rules
        self.n = len(self.seats)
        rules.check_players(self.n)
        self.all_mask = (1 << self.n) - 1
        self.results: list[RoundResult] = []
        self.over = False
        self.round_no = 0
        self.totals = [0] * self.n
        self.dealer = self.rng_below(self.n)  # RO-10 (decision): at random
        self._deal()

    def _load_position(self, data: dict[str, Any]) -> None:
        positions.load(self, data)

    def position_json(self) -> dict[str, Any]:
        return positions.dump(self)

    # --- round set-up ------------------------------------------------------------------
    def _deal(self) -> None:
        """RO-10: 15 cards each, one at a time from the left of the dealer; then RO-11."""
        n = self.n
        deck = new_deck()
        self.rng_shuffle(deck)
        self.draw = deck  # the top card is the last one
        self.discard: list[int] = []
        self.hands = [[0] * N_FACES for _ in range(n)]
        self.sizes = [0] * n
        for _ in range(HAND_SIZE):
            for k in range(1, n + 1):
                seat = (self.dealer + k) % n
                self.hands[seat][self.draw.pop()] += 1
                self.sizes[seat] += 1
        self.teams: list[list[int]] = [[] for _ in range(n)]
        self.masks: list[list[int]] = [[] for _ in range(n)]
        self.trick_leader: int | None = None
        self.trick: list[tuple[int, int | None]] = []
        self.order: list[int] = []
        self.trump_queue: list[int] = []
        self.turn = (self.dealer + 1) % n
        self.log: list[tuple[int, str, int | None, int | None, int]] = []
        self._settle((self.dealer + 1) % n)  # every team is empty: all lay trump, RO-11/RO-12

    # --- protocol ----------------------------------------------------------------------
    @property
    def current_seat(self) -> int | None:
        if self.over:
            return None
        if self.phase == TRUMP:
            return self.trump_queue[0]
        if self.phase == TRICK:
            return self.order[0]
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        """Single round: that round's points; otherwise the running totals (RO-52)."""
        if self.rules.single_round:
            return list(self.results[-1].points) if self.results else [0] * self.n
        return list(self.totals)

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        seat = self.current_seat
        assert seat is not None
        hand = self.hands[seat]
        faces = [f for f in range(N_FACES) if hand[f]]
        if self.phase == TRICK:
            return [Play(code(f)) for f in faces]
        trumps = self._trump_faces(faces)
        if self.phase == TRUMP or (self.phase == FINAL and not self.teams[seat]):
            return [LayTrump(code(f)) for f in trumps]
        if self.phase == FINAL:
            return [AddHorse(code(f), False) for f in faces] + [Stop()]
        draws = (True, False) if self.rules.optional_draw else (True,)
        out: list[Action] = [AddHorse(code(f), d) for f in faces for d in draws]
        out += [ChangeTrump(code(f)) for f in trumps]
        out += [Lead(code(f)) for f in faces]
        return out

    def _trump_faces(self, faces: list[int]) -> list[int]:
        """RO-11 (decision ``caesar_trump``): a Caesar may be a trump card; without the option
        only when the hand holds nothing else."""
        if self.rules.caesar_trump:
            return faces
        return [f for f in faces if f % RANKS] or faces

    def explain_illegal(self, action: Action) -> str:
        if self.over:
            return "the game is over"
        seat = self.current_seat
        assert seat is not None  # the game is not over: a seat is to move
        card = getattr(action, "card", None)
        if card is not None and not self.hands[seat][parse(card)]:
            return f"{card} is not in your hand"
        expected = {
            TRUMP: "lay a trump card (RO-11, RO-40)",
            TRICK: "play a card to the trick (RO-22)",
            FINAL: "add a horse or stop (RO-42)",
            TURN: "add a horse, change trump or lead a trick (RO-20..RO-22)",
        }[self.phase]
        if isinstance(action, LayTrump) and not self.rules.caesar_trump:
            return "a Caesar may not be a trump card with these rules (RO-11)"
        if isinstance(action, AddHorse) and self.phase == TURN and not action.draw:
            return "with these rules a horse is always followed by a draw (RO-20)"
        if isinstance(action, AddHorse) and self.phase == FINAL and action.draw:
            return "nobody draws while the last player adds horses (RO-42)"
        return f"{type(action).__name__} is not allowed now: {expected}"

    # --- effects -------------------------------------------------------------------------
    def _perform(self, action: Action) -> None:
        seat = self.current_seat
        assert seat is not None
        if isinstance(action, Stop):
            self._log(seat, STOP)
            self._end_round()
            return
        f = parse(action.card)  # type: ignore[attr-defined]  # every Römer action but Stop names a card
        self.hands[seat][f] -= 1
        self.sizes[seat] -= 1
        if isinstance(action, Play):
            self.trick.append((seat, f))
            self.order.pop(0)
            self._log(seat, PLAY, f)
            self._continue_trick()
        elif isinstance(action, Lead):
            self._lead(seat, f)
        elif isinstance(action, LayTrump):
            self.teams[seat] = [f]
            self.masks[seat] = [self.all_mask]
            self._log(seat, LAY_TRUMP, f)
            if self.phase == FINAL:
                self._after_final()
                return
            self._draw(seat)
            self.trump_queue.pop(0)
            if not self.trump_queue or sum(1 for k in self.sizes if k) < 2:
                # RO-40: the player to the left continues; or, the seat's last card laid with
                # both piles empty, one player still holds cards: RO-42 (a seat that was still
                # queued lays its trump card there first).
                self.trump_queue = []
                self._settle((seat + 1) % self.n)
        elif isinstance(action, ChangeTrump):
            self._log(seat, CHANGE, f, len(self.teams[seat]))
            self.discard.extend(self.teams[seat])
            self.teams[seat] = [f]
            self.masks[seat] = [self.all_mask]
            self._draw(seat)
            self._settle((seat + 1) % self.n)
        elif isinstance(action, AddHorse):
            self.teams[seat].append(f)
            self.masks[seat].append(1 << seat)
            self._log(seat, HORSE, f, None, 1 << seat)
            if self.phase == FINAL:
                self._after_final()
                return
            if action.draw:
                self._draw(seat)
            self._settle((seat + 1) % self.n)

    def _log(
        self, seat: int, event: str, face: int | None = None, other: int | None = None, mask: int = -1
    ) -> None:
        self.log.append((seat, event, face, other, self.all_mask if mask == -1 else mask))

    def _draw(self, seat: int) -> None:
        """RO-10: the top card; an empty draw pile is the shuffled discard pile; else nothing."""
        if not self.draw:
            if not self.discard:
                return
            self.draw, self.discard = self.discard, []
            self.rng_shuffle(self.draw)
        f = self.draw.pop()
        self.hands[seat][f] += 1
        self.sizes[seat] += 1
        self._log(seat, DRAW, f, None, 1 << seat)

    def _settle(self, start: int) -> None:
        """Who acts next, once no trick is running: RO-50 end, RO-42 last holder, RO-40 new
        trump cards (clockwise from ``start``), else the first seat from ``start`` with cards."""
        n = self.n
        if any(len(t) >= TEAM_LIMIT for t in self.teams):
            self._end_round()
            return
        holders = [s for s in range(n) if self.sizes[s]]
        if not holders:
            self._end_round()  # RO-50 (decision): nobody can act
            return
        if len(holders) == 1:
            self.phase = FINAL
            self.turn = holders[0]
            return
        ring = [(start + k) % n for k in range(n)]
        queue = [s for s in ring if self.sizes[s] and not self.teams[s]]
        if queue:
            self.phase = TRUMP
            self.trump_queue = queue
            return
        self.phase = TURN
        self.turn = next(s for s in ring if self.sizes[s])

    def _after_final(self) -> None:
        """RO-42: the round ends at seven cards or when the lone holder's hand is empty."""
        seat = self.turn
        if len(self.teams[seat]) >= TEAM_LIMIT or not self.sizes[seat]:
            self._end_round()

    def _revocable(self, action: Action, seat: int | None) -> bool:
        """A human may take back a card led or played while the trick is still open, or a horse
        added without drawing while the round goes on: nothing hidden has been shown to them
        (a bot's card, a drawn card) and nothing random has happened since."""
        if seat is None or self.seats[seat].kind == "bot":
            return False
        if isinstance(action, (Lead, Play)):
            return self.phase == TRICK
        if isinstance(action, AddHorse) and not action.draw:
            team = self.teams[seat]
            return bool(team) and team[-1] == parse(action.card) and not self.over
        return False

    # --- end of a round ------------------------------------------------------------------
    def _end_round(self) -> None:
        """RO-51 scoring, RO-52 totals; the next round is dealt at once by the next dealer."""
        points = [team_points(t) for t in self.teams]
        self.totals = [a + b for a, b in zip(self.totals, points)]
        self.results.append(
            RoundResult(
                round=self.round_no,
                teams=tuple(tuple(code(f) for f in t) for t in self.teams),
                points=tuple(points),
                totals=tuple(self.totals),
                hand_sizes=tuple(self.sizes),
            )
        )
        if self.rules.single_round or max(self.totals) >= self.rules.target:
            self.over = True
            self.phase = OVER
            self.trump_queue = []
            self.order = []
            return
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.n  # RO-10 (decision)
        self._deal()

    # --- views ---------------------------------------------------------------------------
    def view(self, seat: int | None) -> RomerView:
        bit = 0 if seat is None else 1 << seat  # the base class checked the seat (check_seat)
        everyone = self.all_mask

        def shown(f: int | None, mask: int) -> str | None:
            """The card if the viewer knows it; a spectator knows only public cards."""
            known = mask & bit if bit else mask == everyone
            return code(f) if f is not None and known else None

        return RomerView(
            seat=seat,
            players=self.n,
            rules=self.rules,
            round=self.round_no,
            dealer=self.dealer,
            phase=self.phase,
            current=self.current_seat,
            hand=None if seat is None else tuple(code(f) for f in faces_of(self.hands[seat])),
            hand_sizes=tuple(self.sizes),
            teams=tuple(tuple(shown(f, m) for f, m in zip(t, ms)) for t, ms in zip(self.teams, self.masks)),
            trumps=tuple("RBGYP"[t[0] // RANKS] if t else None for t in self.teams),
            trick_leader=self.trick_leader,
            trick=tuple((s, None if f is None else code(f)) for s, f in self.trick),
            trump_queue=tuple(self.trump_queue) if self.phase == TRUMP else (),
            draw_size=len(self.draw),
            discard_size=len(self.discard),
            totals=tuple(self.totals),
            results=tuple(self.results),
            log=tuple(LogEntry(s, e, shown(f, m), o) for s, e, f, o, m in self.log),
            is_over=self.over,
        )

    # --- search support (the strong bot's sampled worlds) ---------------------------------
    def perform_unchecked(self, action: Action) -> None:
        """Apply an action known to be legal, without the check (simulations only)."""
        self._perform(action)

    # --- test support --------------------------------------------------------------------
    def card_counts(self) -> list[int]:
        """Count per face over every place (hands, piles, teams, trick)."""
        counts = [0] * N_FACES
        for h in self.hands:
            for f in range(N_FACES):
                counts[f] += h[f]
        for f in self.draw + self.discard + [f for t in self.teams for f in t]:
            counts[f] += 1
        for _, played in self.trick:
            if played is not None:
                counts[played] += 1
        return counts
