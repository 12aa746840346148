"""The base of every screen the app shows (home, setup, table, end, records) and the narrow
``Shell`` it is given: a screen says what it wants (show the statistics, open this table,
announce this) and never reaches into the router (``App``), which alone knows
how routes are loaded and drawn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

if TYPE_CHECKING:
    from ludi.games.protocol import GameState
    from ludi.ui.i18n import Translate
    from ludi.ui.session import TableSession
    from ludi.ui.settings import Settings
    from ludi.ui.storage import Store
    from ludi.ui.tasks import Runtime

Handler = Callable[[Any, "str | None", "str | None"], None]


class Shell(Protocol):
    """What a screen may ask of the app: navigate by intent, say something, read the settings,
    the device's storage and the browser's few services. Routes are names (the router's
    ``ROUTES``); a route into a game imports that game's modules on the way."""

    focus: str | None  # the data-focus-key to focus after the next render
    live: str  # the latest announcement for the ARIA live region
    sounds: list[str]  # the sounds to play at the next paint
    settings: Settings
    store: Store
    runtime: Runtime
    bot_rng: random.Random
    install: str | None  # how the app can be installed here ("button", "hint") or None
    page_url: str  # the page's address, for share links
    archive: Any  # the device's archive of finished games, once opened
    open_archive: Callable[[], Any] | None
    on_download: Callable[[str, str], None] | None
    on_copy: Callable[[str], None] | None

    @property
    def t(self) -> Translate: ...

    @property
    def lang(self) -> str: ...

    def go(self, route: str, *args: Any) -> None:
        """Show the screen ``route`` names, built from ``args`` (e.g. ``go("record", record,
        "stats")``); the game it needs is imported first."""

    def with_game(self, game_id: str | None, then: Callable[[], None]) -> None:
        """Do ``then`` once ``game_id``'s modules are imported (at once when they are)."""

    def open_table(self, state: GameState, new: bool = False) -> None:
        """Show ``state``'s table (a new game is saved at once)."""

    def tell(self, text: str) -> None:
        """Say ``text`` on the screen on show (its notice) and in the live region."""

    def changed(self) -> None:
        """Something changed outside a tap (a background job): draw the screen again."""

    def changed_part(self, part: str, markup: str) -> None:
        """Only the screen's element ``data-part=part`` changed: draw that element as ``markup``
        (the whole screen again where the page cannot)."""

    def failed(self, error: Exception, game: str | None = None) -> None:
        """Something no screen foresaw went wrong: the page says so and offers a fresh start."""


class Screen:
    name: ClassVar[str] = ""
    #: data-action -> handler(self, arg, version): everything this screen answers.
    actions: ClassVar[dict[str, Handler]] = {}
    #: A package of catalogs this screen's texts need beyond the shell's and its game's.
    catalog: ClassVar[str | None] = None
    #: The open game, on the screens that show one (its table, its end).
    session: TableSession | None = None
    #: A sentence for the player on this screen (why a file was refused, a backup restored).
    notice: str | None = None

    def __init__(self, shell: Shell) -> None:
        self.shell = shell

    @property
    def game_id(self) -> str | None:
        """The game this screen belongs to (its rules are a tap away), if any."""
        return None

    def help_topic(self) -> str | None:
        """The key of the rules section about what this screen shows now (None: the top)."""
        return None

    @property
    def busy(self) -> bool:
        """Animating or a bot moving: no update offer, no player input to the table."""
        return False

    @property
    def task(self) -> Any:
        """This screen's background job running now (the table's loop), if any."""
        return None

    @property
    def moves(self) -> int | None:
        return None

    def render(self) -> str:
        raise NotImplementedError

    def click(self, action: str, arg: str | None, version: str | None) -> bool:
        handler = self.actions.get(action)
        if handler is None:
            return False
        handler(self, arg, version)
        return True

    def field(self, name: str, arg: str | None, value: Any) -> bool:
        """A form field of this screen changed; False when it is not one of its own."""
        return False

    def key(self, key: str, focus_key: str | None) -> bool:
        return False

    def entered(self) -> None:
        """The app shows this screen now: start whatever runs for it (the table's bots)."""

    def leave(self) -> None:
        """The app moves to another screen: stop whatever runs for this one."""
