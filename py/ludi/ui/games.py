"""Where each game's UI lives, and the lazy loading of it.

The home screen needs only names, blurbs, seats and art (the shell's catalogs and
``ludi.games.facts``); a game's engine and UI are imported the first time that game is
opened or a save of it is resumed, so start-up does not grow with the number of games. A
page restored from the runtime's memory snapshot has them all already: the worker that made
the snapshot imported every game (``import_every_game``) off the main thread.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ludi.ui.game_ui import GameUI


class GameEntry:
    """Where a game's UI lives and what opening it imports. A plain class, not a dataclass:
    the home screen imports it on a first visit, where a dataclass's generated methods cost
    milliseconds to compile."""

    __slots__ = ("game_id", "ui_module", "modules", "guided", "turn_moves")

    def __init__(
        self,
        game_id: str,
        ui_module: str,
        modules: tuple[str, ...] = (),
        guided: bool = False,
        turn_moves: tuple[str, ...] = (),
    ) -> None:
        self.game_id = game_id
        self.ui_module = ui_module
        #: Every module the game needs beyond the shell, leaves first, its UI package last
        #: (which brings its own few modules, or, when the package itself imports nothing, is
        #: followed by them): imported one per event-loop turn when the game is opened in the
        #: browser, so no single import blocks the page for long (a test checks the list is
        #: complete and in that order).
        self.modules = modules
        #: A guided first round ships for it (``ludi.ui.guides.<game>``): "Learn to play" is
        #: offered.
        self.guided = guided
        #: The action types of which a turn has exactly one, by their JSON "type": a saved game
        #: counts its turns by them ("113 moves played" counted every die rolled).
        self.turn_moves = turn_moves


#: What every game (and a saved game) needs beyond the home screen, which imports none of it
#: so that a first start, which imports everything on its way to the first screen, is quicker:
#: taken first when a game is opened, from the standard library's modules the home screen
#: does not import (``dataclasses`` in the same step as the protocol took 60-70 ms on a tablet).
SHARED_MODULES = (
    "copy",
    "dataclasses",
    "ludi.games.protocol",
    "ludi.games.registry",
    "ludi.ui.game_ui",
    "ludi.ui.widgets",
    "ludi.ui.setup_form",
    "ludi.ui.session",
    "ludi.ui.bot_driver",
    "ludi.ui.table_loop",
    "ludi.ui.table_screen",
)

#: What a game's last move needs to keep the game in the device's history. Imported then, they
#: compiled during that move's animation (60-100 ms on a tablet); so opening any game imports
#: them, after the shared modules. Unlike those they ship as sources only (their bytecode
#: would cost first-visit bytes, which are at their budget).
GAME_END_MODULES = (
    "ludi.ui.records",
    "ludi.ui.records.codec",
    "ludi.ui.records.archive",
    "ludi.ui.records.flow",
)

GAMES = (
    GameEntry(
        "romisch-pokern",
        "ludi.ui.pokern",
        (
            "ludi.games.romisch_pokern",
            "ludi.games.romisch_pokern.actions",
            "ludi.games.romisch_pokern.numerals",
            "ludi.games.positions",
            "ludi.games.romisch_pokern.sheet",
            "ludi.games.romisch_pokern.rules",
            "ludi.games.romisch_pokern.views",
            "ludi.games.romisch_pokern.positions",
            "ludi.games.romisch_pokern.state",
            "ludi.games.romisch_pokern.hints",
            "ludi.games.romisch_pokern.questions",
            "ludi.games.romisch_pokern.valuation",
            "ludi.games.romisch_pokern.solver",
            "ludi.games.romisch_pokern.bots",
            "ludi.games.romisch_pokern.game",
            "ludi.ui.pokern",
            "ludi.ui.pokern.story",
            "ludi.ui.pokern.coaching",
            "ludi.ui.pokern.controls",
            "ludi.ui.pokern.sheet",
            "ludi.ui.pokern.table",
            "ludi.ui.pokern.end",
            "ludi.ui.pokern.game_ui",
        ),
        guided=True,
        turn_moves=("Score", "Pass"),
    ),
    GameEntry(
        "romme",
        "ludi.ui.romme",
        (
            "ludi.games.romme",
            "ludi.games.romme.actions",
            "ludi.games.romme.cards",
            "ludi.games.romme.rules",
            "ludi.games.romme.meld_checks",
            "ludi.games.romme.melds",
            "ludi.games.romme.views",
            "ludi.games.romme.solver",
            "ludi.games.romme.bots",
            "ludi.games.romme.strong_bot",
            "ludi.games.romme.expert_bot",
            "ludi.games.positions",
            "ludi.games.romme.positions",
            "ludi.games.romme.legality",
            "ludi.games.romme.state",
            "ludi.games.romme.questions",
            "ludi.games.romme.game",
            "ludi.ui.romme",
            "ludi.ui.romme.hand",
            "ludi.ui.romme.choices",
            "ludi.ui.romme.setup",
            "ludi.ui.romme.cards",
            "ludi.ui.romme.ui_state",
            "ludi.ui.romme.log",
            "ludi.ui.romme.players",
            "ludi.ui.romme.centre",
            "ludi.ui.romme.coaching",
            "ludi.ui.romme.tray",
            "ludi.ui.romme.watch",
            "ludi.ui.romme.summaries",
            "ludi.ui.romme.table",
            "ludi.ui.romme.arrivals",
            "ludi.ui.romme.game_ui",
        ),
        guided=True,
        turn_moves=("Draw",),
    ),
    GameEntry(
        "romer",
        "ludi.ui.romer",
        (
            "ludi.games.romer",
            "ludi.games.romer.rules",
            "ludi.games.romer.views",
            "ludi.games.romer.cards",
            "ludi.games.romer.actions",
            "ludi.games.positions",
            "ludi.games.romer.positions",
            "ludi.games.romer.tricks",
            "ludi.games.romer.state",
            "ludi.games.romer.tactics",
            "ludi.games.romer.bots",
            "ludi.games.romer.expert_bot",
            "ludi.games.romer.questions",
            "ludi.games.romer.game",
            "ludi.ui.romer",
            "ludi.ui.romer.cards",
            "ludi.ui.romer.ui_state",
            "ludi.ui.romer.hand",
            "ludi.ui.romer.story",
            "ludi.ui.romer.chariots",
            "ludi.ui.romer.trick",
            "ludi.ui.romer.tray",
            "ludi.ui.romer.table",
            "ludi.ui.romer.summaries",
            "ludi.ui.romer.coaching",
            "ludi.ui.romer.game_ui",
        ),
        guided=True,
        turn_moves=("LayTrump", "AddHorse", "ChangeTrump", "Lead", "Play"),
    ),
)
_BY_ID = {g.game_id: g for g in GAMES}


def entry(game_id: str) -> GameEntry | None:
    return _BY_ID.get(game_id)


def guided(game_id: str) -> bool:
    """A guided first round ships for this game (known without importing anything)."""
    game = _BY_ID.get(game_id)
    return game is not None and game.guided and playable(game_id)


#: Whether each game's table ships, asked once a page: every render of the home screen asks,
#: and in the browser each question compiled the game's package from the zip.
_PLAYABLE: dict[str, bool] = {}


def playable(game_id: str) -> bool:
    """A table UI for this game ships in this version (found without importing it)."""
    game = _BY_ID.get(game_id)
    if game is None:
        return False
    known = _PLAYABLE.get(game_id)
    if known is None:
        try:
            known = importlib.util.find_spec(game.ui_module) is not None
        except (ImportError, ValueError):
            known = False
        _PLAYABLE[game_id] = known
    return known


def import_plan(game_id: str, lang: str) -> list[str]:
    """What opening the game still has to import, leaves first (its catalogs last)."""
    game = _BY_ID[game_id]
    wanted = [
        *SHARED_MODULES,
        *GAME_END_MODULES,
        *game.modules,
        f"{game.ui_module}.lang_en",
        f"{game.ui_module}.lang_{lang}",
    ]
    return [m for m in dict.fromkeys(wanted) if m not in sys.modules]


async def load_in_slices(game_id: str, lang: str, pause: Callable[[], Awaitable[Any]]) -> None:
    """Import the game in slices (the page stays responsive while it opens)."""
    await import_in_slices(import_plan(game_id, lang), pause)


#: Bot moves a game is rehearsed with once its modules are in.
REHEARSAL_MOVES = 6


async def rehearse_in_slices(
    game_id: str, pause: Callable[[], Awaitable[Any]], waiting: Callable[[], bool]
) -> int:
    """Play the first moves of a throwaway game between normal bots, one move a turn, as long
    as ``waiting`` (the setup form waits for the player): the first time code runs in the
    browser's runtime it is several times slower than after (the bots' and the valuations'
    first calls, their caches empty). Left to the table, that made the first bot move's task
    40-90 ms at 4x throttle while the table animated; rehearsed, under 30. Only caches outlive
    it (no shared random generator: the bots and the game draw from their own seeds). Returns
    the moves played. Its first step waits a turn: it starts in the turn that drew the form,
    long enough without the game's set-up and the first, coldest move."""
    from ludi.games import registry
    from ludi.games.facts import facts
    from ludi.games.protocol import Seat

    await pause()
    if not waiting():
        return 0
    definition = registry.get(game_id)
    fewest, most = facts(game_id).seats
    seats = [Seat(f"rehearsal {i}", "bot", "normal") for i in range(max(fewest, min(3, most)))]
    state = definition.new_game(definition.rules_from_options(None, []), seats, 0)
    bots = [definition.bots["normal"](seat, 0) for seat in range(len(seats))]
    played = 0
    while played < REHEARSAL_MOVES and not state.is_over and waiting():
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        played += 1
        await pause()
    return played


PREBUILT = "ludi.ui.prebuilt_dataclasses"


async def import_in_slices(modules: list[str], pause: Callable[[], Awaitable[Any]]) -> None:
    """Import each module in event-loop turns: the first ones build its code, a piece of its
    statements each, the next runs it.

    A module shipped as source compiles at import; in one turn, compiling and running the
    largest took over 100 ms on a tablet on a first visit. ``compile_in_steps`` builds it in
    pieces and keeps the code for the import (finding the module, which ``zipimport`` does by
    building its code, then costs no compile). The game's dataclasses take the code the
    build compiled for them (``prebuilt_dataclasses``)."""
    from ludi.ui.compile_in_steps import build_in_steps

    if PREBUILT not in sys.modules:  # not on the home screen's path: shipped as source
        for _piece in build_in_steps(PREBUILT):
            await pause()
        importlib.import_module(PREBUILT)
        await pause()
    from ludi.ui.prebuilt_dataclasses import use_prebuilt_dataclass_code

    if use_prebuilt_dataclass_code().load_tables():
        await pause()
    for module in modules:
        try:
            for _piece in build_in_steps(module):
                await pause()
            importlib.util.find_spec(module)
            await pause()
            importlib.import_module(module)
        except ImportError:
            return  # ``load`` reports it where it matters
        await pause()


def import_every_game() -> None:
    """Import every game with its catalogs in every language, for the snapshot of the runtime's
    memory: a page restored from it opens or resumes any game without compiling the game's
    modules (40-90 ms each on a tablet, as many tasks as modules). Costs the snapshot about
    2.6 MiB of the room above its heap."""
    from ludi.ui.i18n import LANGUAGES

    for game in GAMES:
        for lang in LANGUAGES:
            for module in import_plan(game.game_id, lang):
                importlib.import_module(module)


def load(game_id: str) -> GameUI:
    """The game's UI (imports its package, its engine and its catalogs on first use).

    Raises KeyError for a game without a table UI in this version (e.g. a save written by a
    newer version that shares this browser's storage).
    """
    game = _BY_ID.get(game_id)
    if game is None or not playable(game_id):
        raise KeyError(game_id)
    module = importlib.import_module(game.ui_module)
    return module.GAME_UI


def open_ui(game_id: str | None) -> GameUI | None:
    """The game's UI, or None for a game this version cannot open (any other failure while
    importing it is a fault, raised)."""
    if not game_id or not playable(game_id):
        return None
    try:
        return load(game_id)
    except KeyError:
        return None


def turns_played(game_id: str, actions: Iterable[Any]) -> int:
    """Turns in a record's actions (JSON forms), by the game's ``turn_moves``."""
    entry = _BY_ID.get(game_id)
    kinds = entry.turn_moves if entry is not None else ()
    if not kinds:
        return sum(1 for _ in actions)
    return sum(1 for a in actions if isinstance(a, dict) and a.get("type") in kinds)
