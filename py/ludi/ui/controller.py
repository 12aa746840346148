"""The app controller (the shell): owns the screen, the game state and the UI choices.

It never touches the DOM: ``render()`` returns the HTML of #app, and the DOM adapter calls
``click`` / ``field`` / ``key`` with the data-* attributes of the element the player used.
It knows no game: everything particular to one game comes from that game's UI package
(``ludi.ui.game_ui.GameUI``), imported when the game is opened. Clicks on the table become
actions taken from ``state.legal_actions()`` only. After every action the record is
autosaved; bots and animations run in an asyncio task that sleeps between steps (and yields
between bot slices) so the page stays live.

The home screen imports neither the game protocol nor the table's models: a first visit
imports every module on its way to the first screen, and leaving these two out took its
first Python step from 69 to 52 ms (their dataclasses are built at import). They come with
the first setup screen or table.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any

from ludi.ui import games, screens, storage
from ludi.ui.i18n import Translate, default_names, pick_language, translator
from ludi.ui.markup import button, esc

if TYPE_CHECKING:
    from ludi.games.protocol import Action, GameState, Seat
    from ludi.ui.game_ui import GameUI, SetupModel, TableContext

# Milliseconds per animation frame (e.g. one die landing), per animation speed.
DIE_MS = {"off": 0, "fast": 140, "normal": 320, "slow": 650}
# Milliseconds a bot waits before each of its moves, per bot speed (separate from animation).
BOT_SPEEDS = screens.BOT_SPEEDS
BOT_MS = {"instant": 0, "fast": 280, "normal": 650, "slow": 1200}
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
        bot_seed: int | None = None,
        load_in_slices: bool = False,
    ) -> None:
        self.store = store
        self.lang = pick_language(_read(store, storage.LANG_KEY), languages)
        stored_speed = _read(store, storage.SPEED_KEY)
        self.speed = (
            stored_speed if stored_speed in screens.SPEEDS else ("fast" if reduced_motion else "normal")
        )
        stored_bot_speed = _read(store, storage.BOT_SPEED_KEY)
        self.bot_speed = stored_bot_speed if stored_bot_speed in BOT_SPEEDS else "normal"
        self.reduced_motion = reduced_motion
        self._sleep = sleep
        self._spawn = spawn or asyncio.ensure_future
        self._clock = clock
        # Bots draw from a generator of their own, never derived from the game seed (a bot
        # that knew the game seed could rebuild every hand and the stock order).
        self._bot_rng = random.Random(bot_seed)
        self.screen = "home"
        self.dialog: str | None = None  # "help:<game id>"
        self.confirm: str | None = None  # "discard" / "replace": a saved game is about to go
        self.game_ui: GameUI | None = None
        self.game_id: str | None = None
        self.setup: SetupModel | None = None
        self.state: GameState | None = None
        self.bots: dict[int, Any] = {}
        self.ui: Any = None
        self.busy = False
        self.legal: list[Action] = []
        self.viewer: int | None = None  # whose private cards the screen shows
        self.handoff: int | None = None  # a human who must tap before their cards are shown
        self.saved = storage.load_saved(store)
        self.live = ""  # the latest announcement for the ARIA live region
        self.focus: str | None = None  # data-focus-key to focus after the next render
        self.storage_warning = False  # autosave failed: told once, with an export
        self.on_change: Callable[[], None] | None = None
        self.task: Any = None
        self._generation = 0
        # In the browser a game's modules are imported one per event-loop turn when it is
        # opened (``games.load_in_slices``), so opening it never blocks the page for long.
        self._load_in_slices = load_in_slices
        self.loading: str | None = None
        # A new version of the app waits (set by the DOM adapter when the service worker says
        # so): offered on a calm screen, taken (``on_update``: reload) only when the player agrees.
        self.update_ready = False
        self.on_update: Callable[[], None] | None = None

    # --- language ------------------------------------------------------------------------------
    @property
    def t(self) -> Translate:
        """The shell's texts plus the open game's (its catalogs load with the game)."""
        package = games.entry(self.game_id).ui_module if self.game_id and games.entry(self.game_id) else None
        key = (self.lang, package if self.game_ui is not None else None)
        if getattr(self, "_t_key", None) != key:
            self._t_key = key
            self._t = translator(*key)
        return self._t

    def set_language(self, lang: str) -> None:
        self.lang = pick_language(lang, ())
        _write(self.store, storage.LANG_KEY, self.lang)

    # --- rendering ------------------------------------------------------------------------------
    def render(self) -> str:
        t = self.t
        moves = None
        banner = self._storage_banner() + self._update_banner()
        if self.screen == "setup" and self.setup is not None and self.game_ui is not None:
            content = self._render_setup()
        elif self.screen == "table" and self.state is not None and self.game_ui is not None:
            moves = len(self.state.history)
            content = self._render_table()
        elif self.screen == "end" and self.state is not None and self.game_ui is not None:
            view = self.state.view(None)
            names = [s.name for s in self.state.seats]
            winner = screens.winner_text(names, self.game_ui.winners(view), t)
            content = screens.render_end(winner, self.game_ui.render_end(view, self.state.seats, t), t)
            moves = len(self.state.history)
        else:
            self.screen = "home"
            content = screens.render_home(t, self._saved_panel())
        dialog = self._render_dialog()
        return screens.render_frame(
            self.screen,
            content,
            t,
            self.lang,
            self.speed,
            busy=self.busy,
            moves=moves,
            dialog=dialog,
            game_id=self.game_id if self.screen != "home" else None,
            banner=banner,
            bot_speed=self.bot_speed,
        )

    def _render_setup(self) -> str:
        assert self.setup is not None and self.game_ui is not None
        t, game, options = self.t, self.game_ui, self.setup.options
        count = len(self.setup.seats)
        confirm = screens.render_confirm(t, "replace") if self.confirm == "replace" else ""
        return (
            screens.render_setup(
                self.setup,
                t,
                game.seat_range(options),
                game.render_options(options, count, t),
                game.setup_problems(options, count, t),
            )
            + confirm
        )

    def _context(self) -> TableContext:
        from ludi.ui.game_ui import TableContext

        state = self.state
        assert state is not None
        viewer = self.viewer if self.handoff is None else None
        current = state.current_seat
        human_turn = current is not None and state.seats[current].kind == "human"
        self.legal = list(state.legal_actions())
        return TableContext(
            view=state.view(viewer),
            legal=self.legal,
            ui=self.ui,
            t=self.t,
            version=len(state.history),
            seats=state.seats,
            viewer=viewer,
            current=current,
            interactive=human_turn and viewer == current and not self.busy,
            busy=self.busy,
            speed=self.speed,
            state=state,
        )

    def _render_table(self) -> str:
        assert self.state is not None and self.game_ui is not None
        if self.handoff is not None and not self.game_ui.holds(self.ui):
            self.legal = []
            name = self.state.seats[self.handoff].name
            return screens.render_handoff(name, self.t)
        return self.game_ui.render_table(self._context())

    def _render_dialog(self) -> str:
        if not self.dialog or not self.dialog.startswith("help:"):
            return ""
        game_id = self.dialog.split(":", 1)[1]
        try:
            game = games.load(game_id)
        except Exception:  # noqa: BLE001 - no help for a game this version cannot open
            self.dialog = None
            return ""
        package = games.entry(game_id).ui_module  # type: ignore[union-attr]
        t = translator(self.lang, package)
        return screens.render_help(t("help.title"), game.help_sections(self.lang), t)

    def _saved_panel(self) -> str:
        saved, t = self.saved, self.t
        if saved.status == "ok" and saved.record is not None:
            record = saved.record
            where = t("home.resume.moves", n=len(record.actions))
            return screens.render_resume(
                t, t(f"game.{record.game}.name"), [s.name for s in record.seats], where
            ) + (screens.render_confirm(t, "discard") if self.confirm == "discard" else "")
        if saved.status == "corrupt":
            return screens.render_corrupt(
                t, t(saved.problem or "corrupt.invalid", **saved.details), saved.raw or ""
            ) + (screens.render_confirm(t, "discard") if self.confirm == "discard" else "")
        return ""

    def _storage_banner(self) -> str:
        if not self.storage_warning:
            return ""
        export = ""
        if self.state is not None:
            href = screens.data_url(self.state.record().dumps())
            export = (
                f'<a class="btn" href="{esc(href)}" download="{screens.DOWNLOAD_NAME}" '
                f'data-focus-key="export">{esc(self.t("storage.export"))}</a>'
            )
        close = button(self.t("storage.dismiss"), "dismiss-storage", cls="btn btn--ghost")
        return (
            f'<div class="notice" role="alert"><p>{esc(self.t("storage.failed"))}</p>'
            f'<div class="controls">{export}{close}</div></div>'
        )

    def _update_banner(self) -> str:
        # Never mid-animation or while bots move: between turns, on the home, setup or end screen.
        if not self.update_ready or self.busy or self.loading is not None:
            return ""
        return screens.render_update_notice(self.t)

    def offer_update(self) -> None:
        """A new version is installed and waiting; every action is autosaved, so it is safe."""
        self.update_ready = True
        if not self.busy:
            self._changed()

    def _do_update_reload(self, arg: str | None, version: str | None) -> None:
        if self.on_update is not None:
            self.on_update()

    def _do_update_later(self, arg: str | None, version: str | None) -> None:
        self.update_ready = False

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    # --- input from the DOM adapter ----------------------------------------------------------
    def click(self, action: str, arg: str | None = None, version: str | None = None) -> None:
        if self.loading is not None and action not in ("home", "lang"):
            return  # a game is being opened; this click would act on the screen behind it
        game = self._game_opened_by(action, arg)
        if self._load_in_slices and game and games.playable(game) and games.import_plan(game, self.lang):
            self.loading, self.busy = game, True
            self._changed()
            self._spawn(self._load_then(game, action, arg, version, self._generation))
            return
        handler = getattr(self, "_do_" + action.replace("-", "_"), None)
        if handler is not None:
            handler(arg, version)
        elif self.screen == "table" and self.game_ui is not None and self.state is not None:
            self._game_click(action, arg, version)
        else:
            return
        self._changed()

    def _game_opened_by(self, action: str, arg: str | None) -> str | None:
        """The game a click opens (and so must import first), if any."""
        if action == "setup":
            return arg
        if action == "help":
            return arg or self.game_id
        if action == "resume" and self.saved.record is not None:
            return self.saved.record.game
        return None

    async def _load_then(
        self, game: str, action: str, arg: str | None, version: str | None, generation: int
    ) -> None:
        """Import the game in slices, then do what was asked — unless "Home" came in between."""
        try:
            await games.load_in_slices(game, self.lang, lambda: self._sleep(0))
        finally:
            if generation == self._generation:  # else Home dropped it (and a newer one may run)
                self.loading, self.busy = None, False
        if generation == self._generation:
            self.click(action, arg, version)
        else:
            self._changed()

    def field(self, name: str, arg: str | None, value: Any) -> None:
        """A form field changed (typing a name, ticking an option, choosing a speed)."""
        if name == "name" and arg is not None and self.setup is not None:
            try:
                i = int(arg)
            except ValueError:
                return
            if 0 <= i < len(self.setup.seats):
                self.setup.seats[i].name = str(value)[: screens.NAME_LIMIT]
                self._save_setup()
            return  # no re-render while typing
        if name == "option" and self.setup is not None and self.game_ui is not None:
            self.setup.options = self.game_ui.option_field(self.setup.options, arg, value)
            self._save_setup()
        elif name == "speed" and value in screens.SPEEDS:
            self.speed = str(value)
            _write(self.store, storage.SPEED_KEY, self.speed)
        elif name == "bot-speed" and value in BOT_SPEEDS:
            self.bot_speed = str(value)
            _write(self.store, storage.BOT_SPEED_KEY, self.bot_speed)
        self._changed()

    def key(self, key: str, focus_key: str | None = None) -> bool:
        """A key the DOM adapter passes on; True when it was used (the browser then ignores it)."""
        if key == "Escape" and self.dialog:
            self._do_close_help(None, None)
            self._changed()
            return True
        if self.screen != "table" or self.game_ui is None or self.state is None or self.handoff is not None:
            return False
        ctx = self._context()
        result = self.game_ui.key(ctx, key, focus_key)
        if result is None or result is False:
            return False
        self._after_game_input(ctx, result)
        self._changed()
        return True

    # --- navigation and settings -------------------------------------------------------------
    def _do_home(self, arg: str | None, version: str | None) -> None:
        self._generation += 1  # stops a running bot loop and drops a game being opened
        self.busy = False
        self.loading = None  # the next tap counts at once, not after the dropped imports
        self.saved = storage.load_saved(self.store)
        self.screen = "home"
        self.dialog = None
        self.confirm = None
        self.game_ui = None
        self.game_id = None

    def _do_lang(self, arg: str | None, version: str | None) -> None:
        if arg:
            self.set_language(arg)
            self.focus = f"lang:{self.lang}"

    def _do_help(self, arg: str | None, version: str | None) -> None:
        game_id = arg or self.game_id
        if game_id and games.playable(game_id):
            self.dialog = f"help:{game_id}"
            self.focus = "help-title"

    def _do_close_help(self, arg: str | None, version: str | None) -> None:
        game_id = self.dialog.split(":", 1)[1] if self.dialog else None
        self.dialog = None
        self.focus = f"help:{game_id}" if self.screen == "home" else "help"

    def _do_dismiss_storage(self, arg: str | None, version: str | None) -> None:
        self.storage_warning = False

    def _open_game(self, game_id: str) -> bool:
        try:
            self.game_ui = games.load(game_id)
        except Exception:  # noqa: BLE001 - a game this version cannot open stays closed
            self.game_ui = None
            self.game_id = None
            return False
        self.game_id = game_id
        return True

    # --- setup -------------------------------------------------------------------------------
    def _default_setup(self, game_id: str) -> SetupModel:
        from ludi.ui.game_ui import SeatSpec, SetupModel

        assert self.game_ui is not None
        names = default_names(self.lang)
        return SetupModel(
            game_id,
            seats=[SeatSpec(names[0], "human"), SeatSpec(names[1], "bot", "normal")],
            options=self.game_ui.default_options(),
        )

    def _load_setup(self, game_id: str) -> SetupModel:
        from ludi.ui.game_ui import SeatSpec, SetupModel

        assert self.game_ui is not None
        data = storage.load_json(self.store, storage.setup_key(game_id))
        try:
            seats = [
                SeatSpec(
                    str(s["name"])[: screens.NAME_LIMIT],
                    s["kind"] if s.get("kind") in ("human", "bot") else "human",
                    s["level"] if s.get("level") in screens.LEVELS else "normal",
                )
                for s in data["seats"]
            ]
            options = self.game_ui.load_options(data.get("options"))
            if 2 <= len(seats) <= 6:
                return SetupModel(game_id, seats, options)
        except Exception:  # noqa: BLE001 - unreadable stored setup: start from the defaults
            pass
        return self._default_setup(game_id)

    def _save_setup(self) -> None:
        if self.setup is None or self.game_ui is None:
            return
        data = {
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.setup.seats],
            "options": self.game_ui.dump_options(self.setup.options),
        }
        storage.save_json(self.store, storage.setup_key(self.setup.game_id), data)

    def _do_setup(self, arg: str | None, version: str | None) -> None:
        if not arg or not games.playable(arg) or not self._open_game(arg):
            return
        self.setup = self._load_setup(arg)
        self.screen = "setup"
        self.dialog = None
        self.confirm = None
        self.focus = "name:0"

    def _seat_arg(self, arg: str | None) -> tuple[int, str] | None:
        if self.setup is None:
            return None
        try:
            index, value = str(arg).split(":", 1)
            i = int(index)
        except ValueError:
            return None
        return (i, value) if 0 <= i < len(self.setup.seats) else None

    def _do_seat_kind(self, arg: str | None, version: str | None) -> None:
        parsed = self._seat_arg(arg)
        if parsed and parsed[1] in ("human", "bot") and self.setup is not None:
            self.setup.seats[parsed[0]].kind = parsed[1]
            self._save_setup()

    def _do_seat_level(self, arg: str | None, version: str | None) -> None:
        parsed = self._seat_arg(arg)
        if parsed and parsed[1] in screens.LEVELS and self.setup is not None:
            self.setup.seats[parsed[0]].level = parsed[1]
            self._save_setup()

    def _do_add_seat(self, arg: str | None, version: str | None) -> None:
        if self.setup is None or self.game_ui is None:
            return
        if len(self.setup.seats) < self.game_ui.seat_range(self.setup.options)[1]:
            from ludi.ui.game_ui import SeatSpec

            taken = {s.name for s in self.setup.seats}
            names = [n for n in default_names(self.lang) if n not in taken] or [
                f"#{len(self.setup.seats) + 1}"
            ]
            self.setup.seats.append(SeatSpec(names[0], "human", "normal"))
            self._save_setup()
            self.focus = f"name:{len(self.setup.seats) - 1}"

    def _do_remove_seat(self, arg: str | None, version: str | None) -> None:
        if self.setup is None:
            return
        try:
            i = int(str(arg))
        except ValueError:
            return
        if len(self.setup.seats) > 2 and 0 <= i < len(self.setup.seats):
            del self.setup.seats[i]
            self._save_setup()
            self.focus = "add-seat"

    def seats_from_setup(self) -> list[Seat]:
        from ludi.games.protocol import Seat

        assert self.setup is not None
        names = default_names(self.lang)
        seats = []
        for i, spec in enumerate(self.setup.seats):
            name = spec.name.strip() or (names[i] if i < len(names) else f"#{i + 1}")
            seats.append(Seat(name, spec.kind, spec.level if spec.kind == "bot" else None))
        return seats

    def _do_start(self, arg: str | None, version: str | None) -> None:
        if self.setup is None or self.game_ui is None:
            return
        count = len(self.setup.seats)
        if self.game_ui.setup_problems(self.setup.options, count, self.t):
            return
        if arg != "confirm" and storage.load_saved(self.store).status != "none":
            self.confirm = "replace"  # a saved game is waiting: replace it only when asked twice
            self.focus = "confirm-keep"
            return
        self.confirm = None
        from ludi.games import registry

        definition = registry.get(self.setup.game_id)
        rules = self.game_ui.rules(self.setup.options, count)
        self.new_game(definition.new_game(rules, self.seats_from_setup(), random.randrange(2**31)))

    def _do_again(self, arg: str | None, version: str | None) -> None:
        if self.state is None:
            return
        from ludi.games import registry

        definition = registry.get(self.state.game_id)
        self.new_game(definition.new_game(self.state.rules, self.state.seats, random.randrange(2**31)))

    # --- saved games ---------------------------------------------------------------------------
    def _do_resume(self, arg: str | None, version: str | None) -> None:
        self.saved = storage.replay_saved(storage.load_saved(self.store))
        if self.saved.status == "ok" and self.saved.state is not None:
            self.enter_game(self.saved.state)
        else:
            self.focus = "discard"

    def _do_discard(self, arg: str | None, version: str | None) -> None:
        if arg != "confirm":
            self.confirm = "discard"  # asked first: a discarded game cannot be brought back
            self.focus = "confirm-keep"
            return
        self.confirm = None
        storage.discard(self.store)
        self.saved = storage.load_saved(self.store)
        self.focus = "setup:romisch-pokern"

    def _do_keep(self, arg: str | None, version: str | None) -> None:
        """The confirmation was declined: the saved game stays."""
        asked, self.confirm = self.confirm, None
        self.focus = "start" if asked == "replace" else "resume"

    # --- the game -------------------------------------------------------------------------------
    def new_game(self, state: GameState) -> None:
        self._autosave(state)
        self.enter_game(state)

    def enter_game(self, state: GameState) -> None:
        """Show ``state``'s table (new, resumed or replayed), its bots ready, nothing animating."""
        from ludi.games import registry

        if not self._open_game(state.game_id):
            return
        assert self.game_ui is not None
        self._generation += 1
        self.state = state
        definition = registry.get(state.game_id)
        self.bots = {
            i: definition.bots[s.level or "normal"](i, self._bot_rng.randrange(2**31))
            for i, s in enumerate(state.seats)
            if s.kind == "bot"
        }
        self.ui = self.game_ui.new_ui(state.view(None))
        self.busy = False
        self.dialog = None
        self.confirm = None
        self.viewer = None
        self.handoff = None
        self._update_viewer(entering=True)
        self.screen = "end" if state.is_over else "table"
        current = state.current_seat
        self.live = self.t("table.turn", name=state.seats[current].name) if current is not None else ""
        self.focus = "handoff-title" if self.handoff is not None else "turn-title"
        self._start_pump(None, None, None)

    def _humans(self) -> list[int]:
        assert self.state is not None
        return [i for i, s in enumerate(self.state.seats) if s.kind == "human"]

    def _update_viewer(self, entering: bool = False) -> None:
        """Whose cards the screen shows; a hand-off screen when the tablet passes between humans."""
        state, game = self.state, self.game_ui
        assert state is not None and game is not None
        humans = self._humans()
        current = state.current_seat
        if not game.hidden_info:
            self.viewer, self.handoff = current, None
            return
        if len(humans) == 1:
            self.viewer, self.handoff = humans[0], None
            return
        if current is None or state.seats[current].kind != "human":
            return  # bots move in front of whoever holds the tablet
        if current != self.viewer or (entering and len(humans) > 1):
            self.handoff = current
            self.viewer = None

    def _do_reveal(self, arg: str | None, version: str | None) -> None:
        if self.handoff is None:
            return
        self.viewer, self.handoff = self.handoff, None
        self.focus = "turn-title"
        self._start_pump(None, None, None)

    def _version_ok(self, version: str | None) -> bool:
        return self.state is not None and (version is None or version == str(len(self.state.history)))

    def _human_decides(self) -> bool:
        """A human in front of the screen decides now, and nothing is animating."""
        state = self.state
        if self.screen != "table" or self.busy or state is None or self.handoff is not None:
            return False
        seat = state.current_seat
        return seat is not None and state.seats[seat].kind == "human" and seat == self.viewer

    def _do_act(self, arg: str | None, version: str | None) -> None:
        """A table button: ``arg`` indexes the legal actions of the last render."""
        if not self._human_decides() or not self._version_ok(version):
            return
        try:
            action = self.legal[int(str(arg))]
        except (ValueError, IndexError):
            return
        self.perform(action)

    def _game_click(self, action: str, arg: str | None, version: str | None) -> None:
        assert self.game_ui is not None
        public_pause = self.game_ui.holds(self.ui)  # e.g. the rules or a round summary: no hand shown
        if (self.handoff is not None and not public_pause) or not self._version_ok(version):
            return
        ctx = self._context()
        result = self.game_ui.click(ctx, action, arg)
        self._after_game_input(ctx, result)

    def _after_game_input(self, ctx: TableContext, result: Any) -> None:
        from ludi.games.protocol import Action
        from ludi.ui.game_ui import Rewind

        self.focus = ctx.focus or self.focus
        if ctx.notice:
            self.live = ctx.notice
        if isinstance(result, Action):
            if self._human_decides() and (result in ctx.legal or self._allowed(result)):
                self.perform(result)
        elif isinstance(result, Rewind):
            if self._human_decides() or (result.interrupts and self._bot_to_move() and self.handoff is None):
                self.rewind(result.upto)
                if ctx.notice:
                    self.live = ctx.notice
        else:
            self._start_pump(None, None, None)  # e.g. a round summary was closed: bots go on

    def _allowed(self, action: Action) -> bool:
        """The engine's own check, for a legal action its list leaves out (a Rommé meld with
        two jokers for cards in hand): the list bounds what bots consider, not the rules."""
        from ludi.games.protocol import IllegalAction

        assert self.state is not None
        try:
            self.state.check(action)
        except IllegalAction:
            return False
        return True

    def perform(self, action: Action) -> None:
        """Apply one legal action (human or bot), autosave, announce, then animate / run bots."""
        before, after = self._apply(action)
        if before is None:
            return
        self._start_pump(before, after, action)

    def _apply(self, action: Action) -> tuple[Any, Any]:
        from ludi.games.protocol import IllegalAction

        state, game = self.state, self.game_ui
        assert state is not None and game is not None
        before = state.view(None)  # public views only: announcements never name a hidden card
        try:
            state.apply(action)
        except IllegalAction:
            return None, None  # cannot happen for actions drawn from legal_actions(); never crash
        self._autosave(state)
        after = state.view(None)
        game.after_action(self.ui, before, after, action)
        text = game.announce(self.ui, before, after, action, self.t, [s.name for s in state.seats])
        if text:
            self.live = text
        self._update_viewer()
        return before, after

    def rewind(self, upto: int) -> None:
        """Take back the player's own moves of this turn by replaying the record up to ``upto``."""
        from ludi.games import registry
        from ludi.ui.game_ui import Rewind

        state, game = self.state, self.game_ui
        assert state is not None and game is not None
        if not 0 <= upto < len(state.history):
            return
        before = state.view(None)
        try:
            rebuilt = registry.replay(state.record(), upto=upto)
        except Exception:  # noqa: BLE001 - a record that does not replay is left as it was
            return
        self._generation += 1  # a bot waiting to move (Rewind.interrupts) drops its move
        self.busy = False
        self.state = rebuilt
        self._autosave(rebuilt)
        self._update_viewer()
        game.after_action(self.ui, before, rebuilt.view(None), Rewind(upto))  # type: ignore[arg-type]
        self.live = self.t("table.rewound")

    def _autosave(self, state: GameState) -> None:
        if not storage.save_game(self.store, state) and not getattr(self, "_warned_storage", False):
            self._warned_storage = True
            self.storage_warning = True

    # --- the pump: animation and bots ----------------------------------------------------------
    def _start_pump(self, before: Any, after: Any, action: Action | None) -> None:
        state = self.state
        if state is None or self.game_ui is None or self.screen not in ("table", "end"):
            return
        if self.task is not None and not self.task.done() and self.busy:
            return  # the running pump goes on by itself
        generation = self._generation
        animates = action is not None and DIE_MS[self.speed] > 0
        if not animates and not self._bot_should_move() and not (state.is_over and self.screen == "table"):
            return
        self.busy = True
        self.task = self._spawn(self._pump(generation, before, after, action))

    def _bot_to_move(self) -> bool:
        state = self.state
        return (
            state is not None
            and not state.is_over
            and state.current_seat is not None
            and state.seats[state.current_seat].kind == "bot"
        )

    def _bot_should_move(self) -> bool:
        return self._bot_to_move() and not (self.game_ui is not None and self.game_ui.holds(self.ui))

    async def _wait(self, ms: int) -> None:
        await self._sleep(ms / 1000 if ms else 0)

    async def _pump(self, generation: int, before: Any, after: Any, action: Action | None) -> None:
        try:
            if action is not None:
                await self._animate(generation, before, after, action)
            bot_moved = False
            while generation == self._generation and self._bot_should_move():
                bot_moved = True
                self.busy = True
                self._changed()
                await self._wait(BOT_MS[self.bot_speed])
                if generation != self._generation:
                    return
                chosen = await self._think()
                if generation != self._generation or chosen is None:
                    return
                before, after = self._apply(chosen)
                if before is None:
                    return
                await self._animate(generation, before, after, chosen)
            if generation != self._generation:
                return
            if self.state is not None and self.state.is_over and self.screen == "table":
                self.busy = True
                self._changed()
                await self._wait(END_PAUSE_MS[self.speed])
                if generation != self._generation:
                    return
                self.screen = "end"
                self.focus = "end-title"
                self.saved = storage.load_saved(self.store)
            self.busy = False
            if self.screen == "table" and bot_moved:
                self.focus = self.focus or ("handoff-title" if self.handoff is not None else "turn-title")
            self._changed()
        finally:
            if generation == self._generation:
                self.busy = False

    async def _animate(self, generation: int, before: Any, after: Any, action: Action) -> None:
        ms = DIE_MS[self.speed]
        if ms == 0 or self.game_ui is None:
            return
        for frame_ms in self.game_ui.animation(self.ui, before, after, action, ms):
            if generation != self._generation:
                return
            self.busy = True
            self._changed()
            await self._wait(frame_ms)

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


def _read(store: storage.Store, key: str) -> str | None:
    try:
        return store.get(key)
    except Exception:  # noqa: BLE001 - a failing storage reads as empty
        return None


def _write(store: storage.Store, key: str, value: str) -> None:
    try:
        store.set(key, value)
    except Exception:  # noqa: BLE001 - settings are a convenience
        pass
