"""The app controller: owns the screen, the game state and the UI choices.

It never touches the DOM: ``render()`` returns the HTML of #app, and the DOM adapter calls
``click`` / ``field`` / ``key`` with the data-* attributes of the element the player used.
Clicks on the table are decoded into actions taken from ``state.legal_actions()`` only.
After every action the record is autosaved; bots and dice animations run in an asyncio
task that sleeps between steps (and yields between bot slices) so the page stays live.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from ludi.games import registry
from ludi.games.protocol import Action, GameState, IllegalAction, Seat
from ludi.games.romisch_pokern.actions import PlayCard, Roll
from ludi.ui import pokern_table, screens, storage
from ludi.ui.i18n import default_names, pick_language, translator
from ludi.ui.pokern_table import TableUI

GAME_ID = "romisch-pokern"
# Milliseconds per die animation and between two bot actions, per speed setting.
DIE_MS = {"off": 0, "fast": 140, "normal": 320, "slow": 650}
BOT_MS = {"off": 0, "fast": 280, "normal": 650, "slow": 1200}
END_PAUSE_MS = {"off": 0, "fast": 400, "normal": 900, "slow": 1500}
BOT_SLICE_BUDGET = 0.04  # seconds of bot thinking between two yields to the browser


class App:
    def __init__(
        self,
        store: storage.Store,
        languages: Iterable[str] = (),
        *,
        reduced_motion: bool = False,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        spawn: Callable[[Awaitable[Any]], Any] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.store = store
        self.lang = pick_language(store.get(storage.LANG_KEY), languages)
        self.t = translator(self.lang)
        stored_speed = store.get(storage.SPEED_KEY)
        self.speed = (
            stored_speed if stored_speed in screens.SPEEDS else ("fast" if reduced_motion else "normal")
        )
        self.reduced_motion = reduced_motion
        self._sleep = sleep
        self._spawn = spawn or asyncio.ensure_future
        self._clock = clock
        self.screen = "home"
        self.dialog: str | None = None
        self.setup = self._load_setup()
        self.state: GameState | None = None
        self.bots: dict[int, Any] = {}
        self.ui = TableUI()
        self.legal: list[Action] = []
        self.saved = storage.load_saved(store)
        self.live = ""  # the latest announcement for the ARIA live region
        self.focus: str | None = None  # data-focus-key to focus after the next render
        self.on_change: Callable[[], None] | None = None
        self.task: Any = None
        self._generation = 0
        self._seen_events = 0

    # --- rendering ------------------------------------------------------------------------
    def render(self) -> str:
        t = self.t
        moves = None
        if self.screen == "home":
            content = screens.render_home(t, self._saved_panel())
        elif self.screen == "setup":
            content = screens.render_setup(self.setup, t)
        elif self.screen == "table" and self.state is not None:
            view = self.state.view(self.state.current_seat)
            self.legal = list(self.state.legal_actions())
            moves = len(self.state.history)
            levels = [s.level for s in self.state.seats]
            content = pokern_table.render_table(view, self.legal, self.ui, t, moves, levels)
        elif self.screen == "end" and self.state is not None:
            content = self._render_end()
            moves = len(self.state.history)
        else:
            self.screen = "home"
            content = screens.render_home(t, self._saved_panel())
        dialog = screens.render_help(self.lang, t) if self.dialog == "help" else ""
        return screens.render_frame(
            self.screen, content, t, self.lang, self.speed, busy=self.ui.busy, moves=moves, dialog=dialog
        )

    def _saved_panel(self) -> str:
        saved = self.saved
        if saved.status == "ok" and saved.state is not None:
            state = saved.state
            view = state.view(None)
            return screens.render_resume(
                self.t, self.t(f"game.{state.game_id}.name"), [s.name for s in state.seats], view.round_number
            )
        if saved.status == "corrupt":
            return screens.render_corrupt(
                self.t, self.t(saved.problem or "corrupt.invalid", **saved.details), saved.raw or ""
            )
        return ""

    def _render_end(self) -> str:
        state = self.state
        assert state is not None
        view = state.view(None)
        sheet = pokern_table.render_sheet(
            view,
            [],
            TableUI(),
            self.t,
            False,
            len(state.history),
            [s.level for s in state.seats],
            "end.sheet",
        )
        return screens.render_end(
            view.names,
            view.columns,
            [len(c) for c in view.cards],
            view.rules.card_bonus,
            view.scores,
            view.end_reason,
            self.t,
            sheet,
        )

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    # --- input from the DOM adapter ----------------------------------------------------------
    def click(self, action: str, arg: str | None = None, version: str | None = None) -> None:
        handler = getattr(self, "_do_" + action.replace("-", "_"), None)
        if handler is None:
            return
        handler(arg, version)
        self._changed()

    def field(self, name: str, arg: str | None, value: Any) -> None:
        """A form field changed (typing a name, ticking an option, choosing the speed)."""
        if name == "name" and arg is not None:
            i = int(arg)
            if 0 <= i < len(self.setup.seats):
                self.setup.seats[i].name = str(value)[:20]
                self._save_setup()
            return  # no re-render while typing
        if name == "option" and arg in screens.POKERN_OPTIONS:
            if value:
                self.setup.options.add(arg)
            else:
                self.setup.options.discard(arg)
            self._save_setup()
        elif name == "speed" and value in screens.SPEEDS:
            self.speed = str(value)
            self.store.set(storage.SPEED_KEY, self.speed)
        self._changed()

    def key(self, key: str) -> None:
        if key == "Escape":
            if self.dialog:
                self._do_close_help(None, None)
            elif self.ui.card is not None:
                self._do_cancel_card(None, None)
            else:
                return
            self._changed()

    # --- actions: navigation and settings ------------------------------------------------------
    def _do_home(self, arg: str | None, version: str | None) -> None:
        self._generation += 1  # stops a running bot loop
        self.ui = TableUI()
        self.saved = storage.load_saved(self.store)
        self.screen = "home"
        self.dialog = None

    def _do_lang(self, arg: str | None, version: str | None) -> None:
        if arg:
            self.set_language(arg)
            self.focus = f"lang:{self.lang}"

    def set_language(self, lang: str) -> None:
        self.lang = pick_language(lang, ())
        self.t = translator(self.lang)
        self.store.set(storage.LANG_KEY, self.lang)

    def _do_help(self, arg: str | None, version: str | None) -> None:
        self.dialog = "help"
        self.focus = "help-title"

    def _do_close_help(self, arg: str | None, version: str | None) -> None:
        self.dialog = None
        self.focus = "help"

    # --- setup -----------------------------------------------------------------------------------
    def _default_setup(self) -> screens.SetupModel:
        names = default_names(self.lang)
        return screens.SetupModel(
            seats=[screens.SeatSpec(names[0], "human"), screens.SeatSpec(names[1], "bot", "normal")],
            options=set(),
        )

    def _load_setup(self) -> screens.SetupModel:
        data = storage.load_json(self.store, storage.SETUP_KEY)
        try:
            seats = [
                screens.SeatSpec(
                    str(s["name"])[:20],
                    s["kind"] if s.get("kind") in ("human", "bot") else "human",
                    s["level"] if s.get("level") in screens.LEVELS else "normal",
                )
                for s in data["seats"]
            ]
            options = {o for o in data.get("options", []) if o in screens.POKERN_OPTIONS}
            if 2 <= len(seats) <= 6:
                return screens.SetupModel(seats, options)
        except (TypeError, KeyError, AttributeError):
            pass
        return self._default_setup()

    def _save_setup(self) -> None:
        import json

        data = {
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.setup.seats],
            "options": sorted(self.setup.options),
        }
        self.store.set(storage.SETUP_KEY, json.dumps(data))

    def _do_setup(self, arg: str | None, version: str | None) -> None:
        if arg not in (None, GAME_ID):
            return
        self.screen = "setup"
        self.dialog = None
        self.focus = "name:0"

    def _seat_arg(self, arg: str | None) -> tuple[int, str] | None:
        try:
            index, value = str(arg).split(":", 1)
            i = int(index)
        except ValueError:
            return None
        return (i, value) if 0 <= i < len(self.setup.seats) else None

    def _do_seat_kind(self, arg: str | None, version: str | None) -> None:
        parsed = self._seat_arg(arg)
        if parsed and parsed[1] in ("human", "bot"):
            self.setup.seats[parsed[0]].kind = parsed[1]
            self._save_setup()

    def _do_seat_level(self, arg: str | None, version: str | None) -> None:
        parsed = self._seat_arg(arg)
        if parsed and parsed[1] in screens.LEVELS:
            self.setup.seats[parsed[0]].level = parsed[1]
            self._save_setup()

    def _do_add_seat(self, arg: str | None, version: str | None) -> None:
        if len(self.setup.seats) < 6:
            taken = {s.name for s in self.setup.seats}
            names = [n for n in default_names(self.lang) if n not in taken] or [
                f"#{len(self.setup.seats) + 1}"
            ]
            self.setup.seats.append(screens.SeatSpec(names[0], "bot", "normal"))
            self._save_setup()
            self.focus = f"name:{len(self.setup.seats) - 1}"

    def _do_remove_seat(self, arg: str | None, version: str | None) -> None:
        try:
            i = int(str(arg))
        except ValueError:
            return
        if len(self.setup.seats) > 2 and 0 <= i < len(self.setup.seats):
            del self.setup.seats[i]
            self._save_setup()
            self.focus = "add-seat"

    def seats_from_setup(self) -> list[Seat]:
        names = default_names(self.lang)
        seats = []
        for i, spec in enumerate(self.setup.seats):
            name = spec.name.strip() or (names[i] if i < len(names) else f"#{i + 1}")
            seats.append(Seat(name, spec.kind, spec.level if spec.kind == "bot" else None))
        return seats

    def _do_start(self, arg: str | None, version: str | None) -> None:
        definition = registry.get(GAME_ID)
        rules = definition.rules_from_options(None, sorted(self.setup.options))
        self.new_game(definition.new_game(rules, self.seats_from_setup(), random.randrange(2**31)))

    def _do_again(self, arg: str | None, version: str | None) -> None:
        if self.state is None:
            return
        definition = registry.get(self.state.game_id)
        self.new_game(definition.new_game(self.state.rules, self.state.seats, random.randrange(2**31)))

    # --- saved games --------------------------------------------------------------------------
    def _do_resume(self, arg: str | None, version: str | None) -> None:
        self.saved = storage.load_saved(self.store)
        if self.saved.status == "ok" and self.saved.state is not None:
            self.enter_game(self.saved.state)

    def _do_discard(self, arg: str | None, version: str | None) -> None:
        storage.discard(self.store)
        self.saved = storage.load_saved(self.store)
        self.focus = "setup:romisch-pokern"

    # --- the game --------------------------------------------------------------------------------
    def new_game(self, state: GameState) -> None:
        storage.save_game(self.store, state)
        self.enter_game(state)

    def enter_game(self, state: GameState) -> None:
        self._generation += 1
        self.state = state
        definition = registry.get(state.game_id)
        self.bots = {
            i: definition.bots[s.level or "normal"](i, state.seed * 31 + i)
            for i, s in enumerate(state.seats)
            if s.kind == "bot"
        }
        self.ui = TableUI()
        self.dialog = None
        self._seen_events = state.view(None).event_count
        self.screen = "end" if state.is_over else "table"
        self.live = (
            self.t("table.turn", name=state.seats[state.current_seat].name) if not state.is_over else ""
        )
        self.focus = "turn-title"
        self._start_pump(new_dice=())

    def _version_ok(self, version: str | None) -> bool:
        return self.state is not None and (version is None or version == str(len(self.state.history)))

    def _do_act(self, arg: str | None, version: str | None) -> None:
        """A table button: ``arg`` indexes the legal actions of the last render."""
        if self.screen != "table" or self.ui.busy or not self._version_ok(version) or self.state is None:
            return
        seat = self.state.current_seat
        if seat is None or self.state.seats[seat].kind != "human":
            return
        try:
            action = self.legal[int(str(arg))]
        except (ValueError, IndexError):
            return
        self.perform(action)

    def _do_number(self, arg: str | None, version: str | None) -> None:
        try:
            self.ui.number = int(str(arg))
        except ValueError:
            return
        self.focus = "cell:" + str(self._first_target_row())

    def _first_target_row(self) -> int | None:
        if self.state is None:
            return None
        targets = pokern_table.target_cells(self.state.legal_actions(), self.ui)
        return min(targets) if targets else None

    def _do_card(self, arg: str | None, version: str | None) -> None:
        if self.state is None or self.ui.busy:
            return
        legal = self.state.legal_actions()
        plays = [a for a in legal if isinstance(a, PlayCard) and a.card == arg]
        if not plays:
            return
        effects = list(dict.fromkeys(a.effect for a in plays))
        if len(effects) > 1:
            self.ui.card, self.ui.effect = arg, None
            self.focus = f"joker-effect:{effects[0]}"
            return
        self._choose_effect(arg, effects[0], plays)

    def _do_joker_effect(self, arg: str | None, version: str | None) -> None:
        if self.state is None or self.ui.card is None:
            return
        plays = [a for a in self.state.legal_actions() if isinstance(a, PlayCard) and a.card == self.ui.card]
        if arg in {a.effect for a in plays}:
            self._choose_effect(self.ui.card, str(arg), plays)

    def _choose_effect(self, card: str, effect: str, plays: list[PlayCard]) -> None:
        matching = [a for a in plays if a.effect == effect]
        if any(a.die is not None for a in matching):
            self.ui.card, self.ui.effect = card, effect  # the player now picks a die
            self.focus = "die:0"
        else:
            self.ui.card = self.ui.effect = None
            self.perform(matching[0])

    def _do_cancel_card(self, arg: str | None, version: str | None) -> None:
        card = self.ui.card
        self.ui.card = self.ui.effect = None
        self.focus = f"card:{card}" if card else None

    def perform(self, action: Action) -> None:
        """Apply one legal action (human or bot), autosave, announce, then animate / run bots."""
        state = self.state
        assert state is not None
        before = state.view(None)
        try:
            state.apply(action)
        except IllegalAction:
            return  # cannot happen for actions drawn from legal_actions(); never crash the page
        storage.save_game(self.store, state)
        self.ui.number = None
        self.ui.card = self.ui.effect = None
        after = state.view(None)
        self._announce(after)
        self._start_pump(new_dice=self._new_dice(before, after, action))

    @staticmethod
    def _new_dice(before: Any, after: Any, action: Action) -> tuple[int, ...]:
        """Indices of dice that just landed (to animate), from the action and the two views."""
        n = len(after.rolled)
        if isinstance(action, Roll):
            count = action.count
        elif isinstance(action, PlayCard) and action.effect in ("reroll_i", "reroll_v"):
            face = "I" if action.effect == "reroll_i" else "V"
            count = sum(1 for s in before.rolled if s == face)
        elif isinstance(action, PlayCard) and action.effect == "reroll_one":
            count = 1
        else:
            count = 0
        count = min(count, n)
        return tuple(range(n - count, n))

    def _announce(self, view: Any) -> None:
        fresh = view.event_count - self._seen_events
        new = list(view.events[-fresh:]) if fresh > 0 else []
        self._seen_events = view.event_count
        names = view.names
        parts = []
        for event in new:
            kind = event.get("kind")
            seat = event.get("seat")
            name = names[seat] if isinstance(seat, int) else ""
            if kind == "score":
                parts.append(self.t("announce.score", name=name, number=event.get("number")))
            elif kind == "fail":
                reason = self.t(
                    f"table.failed.{event.get('reason')}",
                    symbols=" ".join(view.rolled),
                    numbers=" / ".join(str(n) for n in view.readings),
                )
                parts.append(self.t("announce.fail", name=name) + " " + reason)
            elif kind == "turn":
                parts.append(self.t("table.turn", name=name))
            elif kind == "end":
                parts.append(self.t("announce.end", winner=screens.winner_text(names, view.scores, self.t)))
        if parts:
            self.live = " ".join(parts)

    # --- the pump: dice animation and bots ------------------------------------------------------
    def _start_pump(self, new_dice: tuple[int, ...]) -> None:
        generation = self._generation
        if DIE_MS[self.speed] == 0:
            new_dice = ()
        needs_bot = self.state is not None and not self.state.is_over and self._bot_to_move()
        ends = self.state is not None and self.state.is_over
        if not new_dice and not needs_bot and not ends:
            return
        self.ui.busy = True
        self.task = self._spawn(self._pump(generation, new_dice))

    def _bot_to_move(self) -> bool:
        state = self.state
        return (
            state is not None
            and state.current_seat is not None
            and state.seats[state.current_seat].kind == "bot"
        )

    async def _wait(self, ms: int) -> None:
        await self._sleep(ms / 1000 if ms else 0)

    async def _pump(self, generation: int, new_dice: tuple[int, ...]) -> None:
        try:
            await self._animate(generation, new_dice)
            bot_moved = False
            while generation == self._generation and self._bot_to_move():
                bot_moved = True
                self.ui.busy = True
                self._changed()
                await self._wait(BOT_MS[self.speed])
                if generation != self._generation:
                    return
                action = await self._think()
                if generation != self._generation or action is None:
                    return
                state = self.state
                assert state is not None
                before = state.view(None)
                state.apply(action)
                storage.save_game(self.store, state)
                after = state.view(None)
                self._announce(after)
                await self._animate(generation, self._new_dice(before, after, action))
            if generation != self._generation:
                return
            if self.state is not None and self.state.is_over:
                self.ui.busy = True
                self._changed()
                await self._wait(END_PAUSE_MS[self.speed])
                if generation != self._generation:
                    return
                self.screen = "end"
                self.focus = "end-title"
                self.saved = storage.load_saved(self.store)
            self.ui.busy = False
            if self.screen == "table" and bot_moved:
                self.focus = self.focus or "turn-title"  # a human's turn again: start from the banner
            self._changed()
        finally:
            if generation == self._generation:
                self.ui.busy = False

    async def _animate(self, generation: int, new_dice: tuple[int, ...]) -> None:
        ms = DIE_MS[self.speed]
        if not new_dice or ms == 0:
            return
        hidden = set(new_dice)
        self.ui.busy = True
        for index in new_dice:
            if generation != self._generation:
                return
            hidden.discard(index)
            self.ui.hidden = frozenset(hidden)
            self.ui.rolling = index
            self._changed()
            await self._wait(ms)
        self.ui.hidden = frozenset()
        self.ui.rolling = None

    async def _think(self) -> Action | None:
        """Run the current bot's generator, yielding to the browser between slices."""
        state = self.state
        assert state is not None
        seat = state.current_seat
        assert seat is not None
        bot = self.bots[seat]
        legal = state.legal_actions()
        steps = bot.steps(state.view(seat), legal)
        clock = self._clock
        started = clock() if clock else 0.0
        while True:
            try:
                next(steps)
            except StopIteration as done:
                action = done.value
                break
            if clock is None or clock() - started > BOT_SLICE_BUDGET:
                await self._sleep(0)
                started = clock() if clock else 0.0
        return action if action in legal else (legal[0] if legal else None)
