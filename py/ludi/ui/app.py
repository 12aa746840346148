"""The app: a router between the DOM adapter and the screen on show, and the ``Shell`` the
screens are given (``ludi.ui.screen``).

It never touches the DOM: ``render()`` returns the HTML of #app, and the DOM adapter calls
``click`` / ``field`` / ``key`` with the data-* attributes of the element the player used.
What a tap means is looked up in an explicit table — the app's own (navigation, language,
rules, update offer) first, then the screen's (``Screen.actions``), and at the table the
game's UI package. Screens move on by naming a route (``ROUTES``: ``go("record", record)``);
a route into a game imports that game's modules on the way. The app knows no game and holds
no game state: the table screen holds the open game (``ludi.ui.session.TableSession``).

The home screen imports neither the game protocol nor the table's modules: a first visit
imports every module on its way to the first screen. They come with the first game opened
(``games.SHARED_MODULES``), in the browser one module per two event-loop turns (built, then run).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Awaitable, Callable, Coroutine, Iterable
from typing import TYPE_CHECKING, Any

from ludi.ui import games, storage
from ludi.ui.autosave import Autosave
from ludi.ui.frame import (
    render_fault_notice,
    render_frame,
    render_help,
    render_settings,
    render_storage_notice,
    render_update_notice,
)
from ludi.ui.home import HomeScreen
from ludi.ui.i18n import Translate, translator
from ludi.ui.screen import Screen
from ludi.ui.settings import PREFERENCES, Settings
from ludi.ui.tasks import Runtime, TaskSlot

if TYPE_CHECKING:
    from ludi.games.protocol import GameState
    from ludi.ui.session import TableSession


#: The table's action for a card dropped on a target ("from>to"), which the game UI answers.
DRAG = "drag"


class App:
    def __init__(
        self,
        store: storage.Store,
        languages: Iterable[str] = (),
        *,
        reduced_motion: bool = False,
        sleep: Callable[[float], Awaitable[Any]] | None = None,
        spawn: Callable[[Coroutine[Any, Any, Any]], Any] | None = None,
        clock: Callable[[], float] | None = None,
        bot_seed: int | None = None,
        load_in_slices: bool = False,
        contain_faults: bool = False,
    ) -> None:
        self.store = store
        self.settings = Settings.load(store, languages, reduced_motion)
        defaults = Runtime()
        self.runtime = Runtime(sleep or defaults.sleep, spawn or defaults.spawn, clock)
        self.bot_rng = random.Random(bot_seed)
        self.live = ""  # the latest announcement for the ARIA live region
        self.sounds: list[str] = []  # the moves' sounds to play at the next paint (assets/sound.js)
        self.focus: str | None = None  # data-focus-key to focus after the next render
        self.on_change: Callable[[], None] | None = None
        #: Draws one element of the screen (``changed_part``); None: the whole screen instead.
        self.on_part: Callable[[str, str], None] | None = None
        self.help_game: str | None = None  # the rules dialog is open on this game
        self.settings_open = False  # the settings dialog is open (over any screen, the game goes on)
        self.help_topic: str | None = None  # ... at this section (the open table's phase)
        self._help_html: tuple[tuple[str, str, str | None], str] | None = None  # the last one drawn
        self.storage_warning = False  # autosave failed: told once, with an export
        self.autosave = Autosave(store, self._storage_refused, self._game_over)
        # A new version waits (set by the DOM adapter when the service worker says so):
        # offered on a calm screen, taken (``on_update``: reload) only when the player agrees.
        self.update_ready = False
        self.on_update: Callable[[], None] | None = None
        # In the browser a fault (an exception no screen foresaw: seen once in WebKit as an
        # import failing inside the runtime) is contained: the page says so and offers to start
        # Python afresh (``on_fresh_start``: a reload without the runtime's snapshot, back to
        # ``fault_game``), the saved games untouched. Elsewhere (tests) it is raised.
        self._contain_faults = contain_faults
        self.fault = False
        self.fault_game: str | None = None
        self.on_fresh_start: Callable[[str | None], None] | None = None
        # In the browser a game's modules are imported one per event-loop turn when it is
        # opened (``games.load_in_slices``), so opening it never blocks the page for long.
        self._load_in_slices = load_in_slices
        self.loading: str | None = None
        self._loader = TaskSlot(self.runtime)
        self._rehearsed: set[str] = set()  # games whose first moves ran (``_rehearse``)
        # Records (``ludi.ui.records``, imported when first used): the device's archive of
        # finished games, opened by ``open_archive`` (IndexedDB in the browser, set by the DOM
        # adapter; in memory otherwise); a record waiting for its game's modules; the page's
        # address for share links; the browser's clipboard, download and install offer.
        self.archive: Any = None
        self.open_archive: Callable[[], Any] | None = None
        self.page_url = ""
        self.on_copy: Callable[[str], None] | None = None
        self.on_download: Callable[[str, str], None] | None = None
        self.on_install: Callable[[], None] | None = None
        self.install: str | None = None  # "button" (the browser's offer), "hint" (iPadOS) or None
        self.screen: Screen = HomeScreen(self)
        self._t_key: tuple[str, str | None, str | None] | None = None

    # --- what is on show ---------------------------------------------------------------------------
    @property
    def t(self) -> Translate:
        """The shell's texts plus the open game's (its catalogs load with the game)."""
        game_id = self.screen.game_id
        entry = games.entry(game_id) if game_id else None
        package = entry.ui_module if entry is not None else None
        key = (self.settings.lang, package, self.screen.catalog)
        if self._t_key != key:
            self._t_key = key
            self._t = translator(*key)
        return self._t

    @property
    def lang(self) -> str:
        return self.settings.lang

    @property
    def busy(self) -> bool:
        return self.loading is not None or self.screen.busy

    @property
    def session(self) -> TableSession | None:
        """The open game, while its table or end screen shows."""
        return self.screen.session

    @property
    def task(self) -> Any:
        """The background job running now (a game's imports or the table's loop), if any."""
        return self._loader.task if self._loader.running else self.screen.task

    def show(self, screen: Screen) -> None:
        self.screen.leave()
        self.screen = screen
        self.help_game = None
        screen.entered()

    # --- navigation (the Shell's) --------------------------------------------------------------------
    def go(self, route: str, *args: Any) -> None:
        """Show the screen ``route`` names, built from ``args``; a route into a game imports
        the game's modules first (in the browser in slices, the page live meanwhile)."""
        target = ROUTES[route]
        game = target.game(self, *args) if target.game is not None else None
        self.with_game(game, lambda: self._arrive(target, args))

    def _arrive(self, target: Route, args: tuple[Any, ...]) -> None:
        module, _, name = target.factory.partition(":")
        screen = getattr(importlib.import_module(module), name)(self, *args)
        if screen is not None:  # None: the route refused (and said why) or opened a table itself
            self.show(screen)

    def with_game(self, game_id: str | None, then: Callable[[], None]) -> None:
        if (
            game_id
            and self._load_in_slices
            and games.playable(game_id)
            and games.import_plan(game_id, self.lang)
        ):
            self.loading = game_id
            self._loader.start(self._load_then(game_id, then))
            return
        then()
        if self._rehearsal_due(game_id):  # imported already (a snapshot's page imports them all)
            self._loader.start(self._rehearse(game_id or ""))

    def follow(self, route: str, *args: Any) -> None:
        """Navigation the page itself asks for (back into the game after a reload, the browser's
        Back): contained and drawn like a tap."""
        self._contained(lambda: self.go(route, *args), self.screen.game_id)

    def open_link(self, fragment: str) -> None:
        """A share link's fragment (``#g=…``), read at start or pasted into the address."""
        from ludi.ui.records import flow

        self._contained(lambda: flow.open_link(self, fragment), None)

    def tell(self, text: str) -> None:
        self.screen.notice = text
        self.live = text
        self.focus = "notice"

    def changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def changed_part(self, part: str, markup: str) -> None:
        if self.on_part is not None:
            self.on_part(part, markup)
        else:
            self.changed()

    def render(self) -> str:
        t, screen = self.t, self.screen
        content = screen.render()
        banner = self._fault_banner() + self._storage_banner() + self._update_banner()
        return render_frame(
            screen.name,
            content,
            t,
            self.settings,
            busy=self.busy,
            skips=screen.busy and screen.name == "table",  # a tap anywhere skips ahead
            moves=screen.moves,
            dialog=render_settings(self.settings, t) if self.settings_open else self._render_help(),
            game_id=screen.game_id,
            banner=banner,
        )

    def _render_help(self) -> str:
        """The rules dialog, drawn once per game, language and section (renders while it is
        open, bots moving behind it, reuse it)."""
        if self.help_game is None:
            return ""
        key = (self.help_game, self.settings.lang, self.help_topic)
        if self._help_html is not None and self._help_html[0] == key:
            return self._help_html[1]
        try:
            game = games.load(self.help_game)
        except Exception:  # noqa: BLE001 - no help for a game this version cannot open
            self.help_game = None
            return ""
        entry = games.entry(self.help_game)
        t = translator(self.settings.lang, entry.ui_module if entry is not None else None)
        sections = game.help_sections(self.settings.lang)
        if self.help_topic not in {s[0] for s in sections}:
            self.help_topic = None  # a section this help does not have: open at the top
        html = render_help(t("help.title"), sections, t, open_at=self.help_topic)
        self._help_html = ((self.help_game, self.settings.lang, self.help_topic), html)
        return html

    def _storage_banner(self) -> str:
        if not self.storage_warning:
            return ""
        session = self.session
        return render_storage_notice(self.t, session.state.record().dumps() if session is not None else None)

    def _fault_banner(self) -> str:
        return render_fault_notice(self.t) if self.fault else ""

    def _update_banner(self) -> str:
        # Never mid-animation or while bots move: between turns, on the home, setup or end screen.
        return render_update_notice(self.t) if self.update_ready and not self.busy else ""

    # --- input from the DOM adapter ----------------------------------------------------------------
    def click(self, action: str, arg: str | None = None, version: str | None = None) -> None:
        if self.loading is not None and action not in ("home", "lang"):
            return  # a game is being opened; this click would act on the screen behind it
        try:
            handler = self.ACTIONS.get(action)
            if handler is not None:
                handler(self, arg, version)
            elif not self.screen.click(action, arg, version):
                return
        except Exception as error:  # noqa: BLE001 - contained in the browser, raised in tests
            self.failed(error, self.screen.game_id)  # told at once: that render is this tap's
            return
        self.changed()

    def failed(self, error: Exception, game: str | None = None) -> None:
        """Something no screen foresaw went wrong while opening or playing ``game``: in the
        browser the page tells the player and offers a fresh start (never a traceback on the
        screen); the saved games stay as they are, since every move was saved as it was made."""
        if not self._contain_faults:
            raise error
        import traceback

        traceback.print_exception(error)  # the browser's console, for a bug report
        self.loading = None
        self.fault = True
        self.fault_game = game or self.fault_game
        self.focus = "fresh-start"  # the notice's Try again, in reach of the keyboard
        self.changed()

    def _contained(self, job: Callable[[], None], game: str | None) -> None:
        try:
            job()
        except Exception as error:  # noqa: BLE001 - contained in the browser, raised in tests
            self.failed(error, game)
            return
        self.changed()

    async def _load_then(self, game: str, then: Callable[[], None]) -> None:
        """Import the game in slices, then do what was asked (Home cancels this task)."""
        try:
            await games.load_in_slices(game, self.lang, lambda: self.runtime.sleep(0))
        except Exception as error:  # noqa: BLE001 - an import failing inside the runtime
            self.failed(error, game)
            return
        finally:
            self.loading = None
        self._contained(then, game)
        await self._rehearse(game)

    def _rehearsal_due(self, game_id: str | None) -> bool:
        """In the browser, once a page per game, while its setup form waits for the player."""
        return (
            bool(game_id)
            and self._load_in_slices
            and self.screen.name == "setup"
            and not self.fault
            and game_id not in self._rehearsed
        )

    async def _rehearse(self, game: str) -> None:
        """The game's first moves rehearsed while the form waits, so that the table's first bot
        move does not run cold (``games.rehearse_in_slices``); cut short, it is done again the
        next time the form is opened."""
        if not self._rehearsal_due(game):
            return
        screen = self.screen
        try:
            played = await games.rehearse_in_slices(
                game, lambda: self.runtime.sleep(0), lambda: self.screen is screen and not self.fault
            )
        except Exception as error:  # noqa: BLE001 - a bot that fails here would at the table
            self.failed(error, game)
            return
        if played >= games.REHEARSAL_MOVES:
            self._rehearsed.add(game)

    def field(self, name: str, arg: str | None, value: Any) -> None:
        """A form field changed (typing a name, ticking an option, choosing a speed)."""
        if name == "import-file":
            from ludi.ui.records import flow

            flow.import_file(self, value)
        elif name == "lang":
            self.settings.set_language(str(value))
        elif name == "speed":
            self.settings.set_speed(value)
        elif name == "bot-speed":
            self.settings.set_bot_speed(value)
        elif name in PREFERENCES:
            self.settings.set_preference(name, value)
        elif not self.screen.field(name, arg, value):
            return
        if name == "name":
            return  # no re-render while typing
        self.changed()

    def key(self, key: str, focus_key: str | None = None) -> bool:
        """A key the DOM adapter passes on; True when it was used (the browser then ignores it)."""
        if key == "Escape" and self.settings_open:
            self.close_settings(None, None)
            self.changed()
            return True
        if key == "Escape" and self.help_game is not None:
            self.close_help(None, None)
            self.changed()
            return True
        if self.help_game is not None or self.settings_open or not self.screen.key(key, focus_key):
            return False
        self.changed()
        return True

    # --- the app's own actions -----------------------------------------------------------------------
    def home(self, arg: str | None, version: str | None) -> None:
        self._loader.cancel()  # drops a game being opened: the next tap counts at once
        self.loading = None
        self.go("home")

    def back_home(self) -> None:
        """The browser's Back: home, like the Home button (every game is saved)."""
        self._contained(lambda: self.home(None, None), self.screen.game_id)

    def drop(self, source: str, target: str) -> None:
        """A card dragged onto a drop target: the table's "drag" action (a shortcut for a move
        the game UI also offers by taps and keys)."""
        self.click(DRAG, f"{source}>{target}")

    def set_language(self, arg: str | None, version: str | None) -> None:
        if arg:
            self.settings.set_language(arg)
            self.focus = f"lang:{self.lang}"

    def open_help(self, arg: str | None, version: str | None) -> None:
        """Opened from a table (or its end), the help starts at the section about what the
        table is doing; from elsewhere at the top."""
        game_id = arg or self.screen.game_id
        if game_id and games.playable(game_id):
            self.with_game(game_id, lambda: self._show_help(game_id))

    def _show_help(self, game_id: str) -> None:
        self.help_game = game_id
        self.help_topic = self.screen.help_topic() if game_id == self.screen.game_id else None
        self._render_help()  # drops a section the help does not have
        self.focus = f"help-section:{self.help_topic}" if self.help_topic else "help-title"

    def close_help(self, arg: str | None, version: str | None) -> None:
        game_id, self.help_game = self.help_game, None
        self.focus = f"help:{game_id}" if self.screen.name == "home" else "help"

    def open_settings(self, arg: str | None, version: str | None) -> None:
        self.help_game = None
        self.settings_open = True
        self.focus = "settings-title"

    def close_settings(self, arg: str | None, version: str | None) -> None:
        self.settings_open = False
        self.focus = "settings"

    def toggle_sound(self, arg: str | None, version: str | None) -> None:
        """The table's mute button: the sound preference, flipped and kept."""
        self.settings.set_preference("sound", "off" if self.settings.preferences["sound"] == "on" else "on")
        self.sounds.clear()
        self.focus = "sound"

    def open_setup(self, arg: str | None, version: str | None) -> None:
        if arg:
            self.go("setup", arg)

    def open_guide(self, arg: str | None, version: str | None) -> None:
        """ "Learn to play": a guided first round (its module imported now, not at start)."""
        if arg:
            self.go("guide", arg)

    def dismiss_storage(self, arg: str | None, version: str | None) -> None:
        self.storage_warning = False

    def update_reload(self, arg: str | None, version: str | None) -> None:
        if self.on_update is not None:
            self.on_update()

    def update_later(self, arg: str | None, version: str | None) -> None:
        self.update_ready = False

    def fresh_start(self, arg: str | None, version: str | None) -> None:
        if self.on_fresh_start is not None:
            self.on_fresh_start(self.fault_game)

    def dismiss_fault(self, arg: str | None, version: str | None) -> None:
        self.fault = False

    def open_stats(self, arg: str | None, version: str | None) -> None:
        self.go("stats")

    def install_app(self, arg: str | None, version: str | None) -> None:
        if self.on_install is not None:
            self.on_install()

    def dismiss_install(self, arg: str | None, version: str | None) -> None:
        """The iPadOS hint is not shown again on this device."""
        storage.write(self.store, storage.INSTALL_HINT_KEY, "dismissed")
        self.install = None
        self.focus = "stats"

    ACTIONS: dict[str, Callable[[App, str | None, str | None], None]] = {
        "home": home,
        "lang": set_language,
        "help": open_help,
        "close-help": close_help,
        "settings": open_settings,
        "close-settings": close_settings,
        "sound": toggle_sound,
        "setup": open_setup,
        "guide": open_guide,
        "dismiss-storage": dismiss_storage,
        "update-reload": update_reload,
        "update-later": update_later,
        "fresh-start": fresh_start,
        "dismiss-fault": dismiss_fault,
        "stats": open_stats,
        "install": install_app,
        "dismiss-install": dismiss_install,
    }

    def offer_install(self, how: str | None) -> None:
        """The browser can install the app now ("button"), or only by hand ("hint": iPadOS's
        Share → Add to Home Screen, unless the player dismissed it), or not at all (None)."""
        if how == "hint" and storage.read(self.store, storage.INSTALL_HINT_KEY):
            how = None
        if how != self.install:
            self.install = how
            if self.screen.name == "home":
                self.changed()

    def offer_update(self) -> None:
        """A new version is installed and waiting; every action is autosaved, so it is safe."""
        self.update_ready = True
        if not self.busy:
            self.changed()

    # --- the open game -----------------------------------------------------------------------------
    def open_table(self, state: GameState, new: bool = False) -> None:
        """Show ``state``'s table (new or resumed), its bots ready, nothing animating; a new
        game is saved at once."""
        from ludi.ui.session import TableSession
        from ludi.ui.table_screen import EndScreen, TableScreen

        game = games.open_ui(state.game_id)
        if game is None:
            return
        if new or state.is_over:
            # A finished game resumed from its slot (the page closed after its last move was
            # saved, before the slot was emptied) leaves the slot now and is kept in the history.
            self.autosave.game(state)
        from ludi.ui.setup_form import stored_hints

        kinds = [s.kind for s in state.seats]
        hints = stored_hints(self.store, state.game_id, kinds, self.settings.preferences["hints-default"])
        autosave = self.autosave
        session = TableSession(
            state, game, self.bot_rng, autosave.game, hints, autosave.arrangement, autosave.story
        )
        autosave.opened(state.game_id, new)
        if not new:
            session.restore(storage.load_ui(self.store, state.game_id))
            session.recall(storage.load_json(self.store, storage.story_key(state.game_id)), self.lang)
        if state.is_over:
            self.show(EndScreen(self, session))
            return
        current = state.current_seat
        self.live = self.t("table.turn", name=state.seats[current].name) if current is not None else ""
        self.focus = "handoff-title" if session.handoff is not None else "turn-title"
        self.show(TableScreen(self, session))  # its bots move at once if it is theirs to

    def _storage_refused(self) -> None:
        self.storage_warning = True

    def _game_over(self, state: GameState) -> None:
        """A game that just ended goes to the device's history and statistics."""
        from ludi.ui.records import flow

        flow.game_over(self, state)


class Route:
    """Where a route's screen comes from (``"module:factory"``, imported when first taken:
    the home screen imports none of the others) and the game whose modules it needs, read
    from the route's arguments. A factory gets the shell and the arguments and returns the
    screen to show, or None when it refused (and said why) or opened a table itself."""

    def __init__(self, factory: str, game: Callable[..., str | None] | None = None) -> None:
        self.factory = factory
        self.game = game


def _first_argument(app: App, game_id: str, *_: Any) -> str:
    return game_id


def _saved_game(app: App, key: str) -> str | None:
    from ludi.ui.home import saved_game

    saved = saved_game(app, key)
    return saved.record.game if saved is not None and saved.record is not None else None


def _record_game(app: App, record: Any, *_: Any) -> str:
    return str(record.game)


ROUTES: dict[str, Route] = {
    "home": Route("ludi.ui.home:HomeScreen"),
    "setup": Route("ludi.ui.setup_form:open_setup", _first_argument),
    "guide": Route("ludi.ui.guide:open_guide", _first_argument),
    "resume": Route("ludi.ui.home:resume_game", _saved_game),
    "end": Route("ludi.ui.table_screen:open_end"),
    "stats": Route("ludi.ui.records.stats:open_stats"),
    "record": Route("ludi.ui.records.flow:open_record", _record_game),
    "replay": Route("ludi.ui.records.replay:open_replay"),
}
