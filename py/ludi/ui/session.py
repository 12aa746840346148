"""The open game: its state, its table UI, its bots, who sees what, and every change to it.

Everything that changes a game at the table goes through here — a human's or a bot's
action, taking moves back — and each change is autosaved at once. Whose private cards the
screen shows (``viewer``) and whether the tablet must be handed over first (``handoff``)
are decided here too, from the game's facts: in a game with hidden hands, between two
humans nothing private is shown until the next one taps.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Generator
from typing import Any

from ludi.games import registry
from ludi.games.facts import facts
from ludi.games.protocol import Action, Bot, GameState, IllegalAction, PublicQuestions, UndoPoint
from ludi.ui.game_ui import GameUI, TableContext, Undo
from ludi.ui.i18n import Translate

Change = tuple[Any, Any, "Action | Undo"]  # spectator view before, after, and what happened


def told_by_player(told: list[tuple[int | None, str]], names: list[str]) -> list[str]:
    """One line per run of one player's moves: "Marcus draws from the stock · discards J♦."
    (a player's name is said once; a sentence that does not begin with it stays whole)."""
    lines: list[tuple[int | None, list[str]]] = []
    for mover, text in told:
        text = text.strip()
        if lines and mover is not None and lines[-1][0] == mover:
            name = names[mover] + " "
            lines[-1][1].append(text[len(name) :] if text.startswith(name) else text)
        else:
            lines.append((mover, [text]))
    return [" · ".join(part.rstrip(".") for part in parts) + "." for _, parts in lines]


class TableSession:
    #: Saved as the game's slot (a guided round is not: it must not replace a waiting game).
    stored = True

    def __init__(
        self,
        state: GameState,
        game: GameUI,
        bot_rng: random.Random,
        save: Callable[[GameState], None],
        hints: bool = False,
        keep: Callable[[str, Any], None] | None = None,
        tell: Callable[[str, Any], None] | None = None,
    ) -> None:
        definition = registry.get(state.game_id)
        self.state = state
        self.game = game
        self.hidden_info = facts(state.game_id).hidden_info
        self.ask: PublicQuestions = definition.questions(state)
        # Bots draw from a generator of their own, never derived from the game seed (a bot
        # that knew the game seed could rebuild every hand and the stock order).
        self.bots: dict[int, Bot] = {
            i: definition.bots[s.level or "normal"](i, bot_rng.randrange(2**31))
            for i, s in enumerate(state.seats)
            if s.kind == "bot"
        }
        self._save = save  # the record, after every change
        self._keep = keep  # what the players arranged (game id, data), whenever it changed
        self._tell = tell  # the recap's story (game id, data), after each move told
        self.hints = hints  # the table offers a Hint button (``setup_form.hints_offered``)
        self.ui: Any = game.new_ui(state.view(None))
        self.humans = [i for i, s in enumerate(state.seats) if s.kind == "human"]
        self.viewer: int | None = None  # whose private cards the screen shows
        self.handoff: int | None = None  # a human who must tap before their cards are shown
        self.holder: int | None = None  # the human who has the tablet now (only they may undo)
        self.focus: str | None = None  # where the game UI wants the keyboard focus after a change
        # What happened at the table, in words, since each human last acted: the recap shown
        # on the table and on the hand-off screen. ``_told`` holds (mover, sentence) in order,
        # ``_last_act[seat]`` how many of them there were when that seat last acted,
        # ``_turn_from[seat]`` how many when its latest turn began (its turn before ended).
        self._told: list[tuple[int | None, str]] = []
        self._last_act: dict[int, int] = {}
        self._turn_from: dict[int, int] = {}
        self._last_told_mover: int | None = None  # who made the last move announced
        self._legal: tuple[GameState, int, list[Action]] | None = None  # (state, moves, its legal actions)
        self._mover: int | None = None  # who made the last change applied
        self._follow_turn(entering=True)

    # --- who sees what -------------------------------------------------------------------------
    def _follow_turn(self, entering: bool = False) -> None:
        """Whose cards the screen shows; a hand-off screen when the tablet passes between humans.

        With two humans or more at a game of hidden hands, the end of a human's turn hides
        their cards at once: while bots play, the tablet is already on its way, so the table
        shows only what every seat may see until the next human has taken it."""
        current = self.state.current_seat
        human_now = current is not None and current in self.humans and not self.state.is_over
        if not self.hidden_info:
            self.viewer, self.handoff = current, None
            if human_now:
                self._hand_to(current)  # an open game: the tablet moves on with the turn
        elif len(self.humans) == 1:
            self.viewer, self.handoff = self.humans[0], None
            self._hand_to(self.humans[0])
        elif not human_now:
            self.viewer, self.handoff = None, None
        elif current != self.viewer or entering:
            self.handoff, self.viewer = current, None
            self.holder = None  # the hand-off screen ends what the last player could take back

    def reveal(self) -> bool:
        """The player named on the hand-off screen has the tablet: show their cards."""
        if self.handoff is None:
            return False
        self.viewer, self.handoff = self.handoff, None
        self._hand_to(self.viewer)
        return True

    def _hand_to(self, seat: int | None) -> None:
        """``seat``'s player has the tablet: whatever the last player revealed, chose, peeked
        at or was hinted is dropped before anything of theirs is drawn."""
        if seat is not None and seat != self.holder:
            if self.holder is not None or len(self.humans) > 1:
                self.game.handed_over(self.ui)
            self.holder = seat

    @property
    def shown_viewer(self) -> int | None:
        """Whose private cards are on screen now (nobody's behind a hand-off screen)."""
        return self.viewer if self.handoff is None else None

    # --- questions -------------------------------------------------------------------------------
    def bot_to_move(self) -> bool:
        seat = self.state.current_seat
        return not self.state.is_over and seat is not None and seat in self.bots

    def bot_should_move(self) -> bool:
        return self.bot_to_move() and not self.game.holds(self.ui)

    def hint_steps(self) -> Generator[None, None, None] | None:
        """The hint for the human deciding in front of the screen, worked out in steps before
        it is asked (``PublicQuestions.hint_steps``), where the table offers hints."""
        if not self.hints or not self.human_decides(False):
            return None
        return self.ask.hint_steps(self.viewer)

    def human_decides(self, busy: bool) -> bool:
        """A human in front of the screen decides now, and nothing is animating."""
        seat = self.state.current_seat
        return (
            not busy
            and self.handoff is None
            and seat is not None
            and seat in self.humans
            and seat == self.viewer
        )

    def undo_point(self) -> UndoPoint | None:
        """What "undo" takes back now, if anything (the engine decides, for every game)."""
        if self.state.is_over:
            return None
        point = self.state.undo_point()
        if point is None or point.seat != self.holder:
            return None  # only the player who made the move, while they still have the tablet
        if self.hidden_info and point.seat != self.shown_viewer:
            return None  # ... and in a hidden game with their cards on screen
        return point

    def has_acted(self, seat: int) -> bool:
        """Whether ``seat`` moved in the story told so far (a resumed game's starts afresh)."""
        return seat in self._last_act

    def recap(self, seat: int | None, own_turn: bool = False) -> list[str]:
        """What the others did since ``seat`` last acted (since the start if it never did), in
        the words of the live region: spectator views only, so never a hidden card. With
        ``own_turn``, ``seat``'s own last turn comes first: between two humans nobody is
        seated, and the table tells what happened since the tablet left the last one."""
        if seat is None:
            return []
        start = since = self._last_act.get(seat, 0)
        while own_turn and start > 0 and self._told[start - 1][0] == seat:
            start -= 1
        if not own_turn and self.state.current_seat == seat and self._last_told_mover == seat:
            # Their turn goes on (a Rommé draw before laying down and discarding): what the
            # others did before it stays, as when it began.
            start, since = self._turn_from.get(seat, since), start
        return told_by_player(
            [
                (mover, text)
                for i, (mover, text) in enumerate(self._told[start:], start)
                if mover != seat or (own_turn and i < since)
            ],
            [s.name for s in self.state.seats],
        )

    def _table_recap(self, viewer: int | None) -> list[str] | None:
        if not self.humans:
            return None
        if viewer is not None:
            return self.recap(viewer)
        return self.recap(self.holder, own_turn=len(self.humans) > 1)

    def context(self, t: Translate, busy: bool, speed: str) -> TableContext:
        state = self.state
        viewer = self.shown_viewer
        current = state.current_seat
        return TableContext(
            view=state.view(viewer),
            legal=self.legal(),
            ui=self.ui,
            t=t,
            version=len(state.history),
            seats=state.seats,
            viewer=viewer,
            current=current,
            interactive=self.human_decides(busy),
            busy=busy,
            ask=self.ask,
            undo=self.undo_point(),
            speed=speed,
            hints=self.hints,
            recap=self._table_recap(viewer),
            watching=viewer is None and self.hidden_info and len(self.humans) > 1 and not state.is_over,
        )

    def legal(self) -> list[Action]:
        """The legal actions now, worked out once per move: a tap asks for them twice (to read
        the tap, then to draw the table), and in Rommé they are the costliest question a
        render asks. A fresh list each time (callers may change theirs)."""
        state, known = self.state, self._legal
        if known is None or known[0] is not state or known[1] != len(state.history):
            known = self._legal = (state, len(state.history), list(state.legal_actions()))
        return list(known[2])

    def accepts(self, action: Action, legal: list[Action]) -> bool:
        """In the legal list, or a legal action the list leaves out on purpose (a Rommé meld
        with two jokers for cards in hand): the list bounds what bots consider, not the rules."""
        return action in legal or self.ask.is_legal(action)

    # --- what the players made their own at this table ---------------------------------------------
    def restore(self, kept: Any) -> None:
        """A resumed game gets back what its table kept (a hand's order): never a crash."""
        if kept is None:
            return
        try:
            self.game.restore_arrangement(self.ui, kept)
        except Exception:  # noqa: BLE001 - a kept arrangement is a convenience
            pass

    def arrangement(self) -> Any:
        return self.game.arrangement(self.ui)

    def keep_arrangement(self) -> None:
        """Store what the table keeps of the players' own arrangement, beside the saved game."""
        if self._keep is not None and self.stored and not self.state.is_over:
            self._keep(self.state.game_id, self.arrangement())

    # --- changes ---------------------------------------------------------------------------------
    def apply(self, action: Action) -> Change | None:
        """Apply one action (human or bot) and autosave; None if the engine refuses it."""
        state = self.state
        before = state.view(None)  # spectator views only: announcements never name a hidden card
        mover = state.current_seat
        try:
            state.apply(action)
        except IllegalAction:
            return None  # cannot happen for actions drawn from legal_actions(); never crash
        self._mover = mover
        return self._changed(before, action)

    def undo(self) -> Change | None:
        """Take back what ``undo_point`` offers by replaying the record without it."""
        point = self.undo_point()
        if point is None:
            return None
        before = self.state.view(None)
        try:
            rebuilt = registry.replay(self.state.record(), upto=point.upto)
        except Exception:  # noqa: BLE001 - a record that does not replay is left as it was
            return None
        self.state = rebuilt
        self.ask = registry.get(rebuilt.game_id).questions(rebuilt)
        self._told, self._last_act, self._turn_from = [], {}, {}  # the story told so far no longer holds
        self._last_told_mover = None
        return self._changed(before, Undo(point))

    def _changed(self, before: Any, what: Action | Undo) -> Change:
        self._save(self.state)
        after = self.state.view(None)
        self.focus = self.game.after_action(self.ui, before, after, what)
        self.keep_arrangement()
        self._follow_turn()
        return before, after, what

    def announce(self, change: Change, t: Translate) -> str:
        """The change in words, for the live region; kept for the recap (a human's own move
        starts their recap afresh)."""
        before, after, what = change
        names = [s.name for s in self.state.seats]
        text = self.game.announce(self.ui, before, after, what, t, names)
        mover = self._mover if isinstance(what, Action) else None
        line = (
            self.game.recap_line(self.ui, before, after, what, t, names) if isinstance(what, Action) else ""
        )
        if line and self.humans:  # a table of bots tells nobody: nothing to keep
            self._told.append((mover, line))
        if mover is not None and mover in self.humans:
            if self._last_told_mover != mover:  # a turn of theirs begins
                self._turn_from[mover] = self._last_act.get(mover, 0)
            self._last_act[mover] = len(self._told)
        self._last_told_mover = mover
        self._forget_what_everyone_saw()
        if self._tell is not None and self.stored and self.humans and not self.state.is_over:
            self._tell(self.state.game_id, self.story(getattr(t, "lang", "")))
        return text

    def story(self, lang: str) -> dict[str, Any]:
        """The recap's story as JSON, for a resumed game (``recall``): the sentences in
        ``lang``, and the number of moves they end at."""
        return {
            "moves": len(self.state.history),
            "game": self._fingerprint(),
            "lang": lang,
            "told": [[mover, line] for mover, line in self._told],
            "last": sorted(self._last_act.items()),
            "from": sorted(self._turn_from.items()),
            "mover": self._last_told_mover,
        }

    def _fingerprint(self) -> list[Any]:
        """Which game the story is of, as JSON reads it back: its seed and its last move."""
        history = self.state.history
        written = [self.state.seed, history[-1].to_json() if history else None]
        read_back: list[Any] = json.loads(json.dumps(written))
        return read_back

    def recall(self, kept: Any, lang: str) -> None:
        """A resumed game tells again what it told before the page closed: only a story of
        this very position and language, and only one that makes sense (anything else, from
        an old version or a broken storage, leaves the recap empty: never a crash)."""
        try:
            told, last, turn_from, mover = self._checked_story(kept, lang)
        except (KeyError, TypeError, ValueError):
            return
        self._told, self._last_act, self._turn_from, self._last_told_mover = told, last, turn_from, mover

    def _checked_story(self, kept: Any, lang: str) -> tuple[list[Any], dict[int, int], dict[int, int], Any]:
        if kept["moves"] != len(self.state.history) or kept["lang"] != lang:
            raise ValueError("another position or language")
        if kept["game"] != self._fingerprint():
            raise ValueError("another game")  # an imported game as long as the last one
        seats = range(len(self.state.seats))

        def seat(value: Any, humans_only: bool = False) -> int:
            if type(value) is not int or value not in (self.humans if humans_only else seats):
                raise ValueError(value)
            return value

        told = []
        for mover, line in kept["told"]:
            if not isinstance(line, str):
                raise TypeError(line)
            told.append((None if mover is None else seat(mover), line))

        def counts(pairs: Any) -> dict[int, int]:
            found = {}
            for who, n in pairs:
                if type(n) is not int or not 0 <= n <= len(told):
                    raise ValueError(n)
                found[seat(who, humans_only=True)] = n
            return found

        mover = kept["mover"]
        return told, counts(kept["last"]), counts(kept["from"]), None if mover is None else seat(mover)

    def _forget_what_everyone_saw(self) -> None:
        """Keep only what some human has not seen yet (a long game must not grow the list)."""
        if not self.humans or any(h not in self._last_act for h in self.humans):
            return
        seen = min(min(self._last_act[h], self._turn_from.get(h, self._last_act[h])) for h in self.humans)
        if seen > 0:
            self._told = self._told[seen:]
            self._last_act = {h: n - seen for h, n in self._last_act.items()}
            self._turn_from = {h: n - seen for h, n in self._turn_from.items()}
