"""The base of every screen the app shows (home, setup, table, end): its own state and an
explicit table of the actions it answers, on a router (``ludi.ui.app.App``) that knows
nothing of what a screen holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from ludi.ui.app import App

Handler = Callable[[Any, "str | None", "str | None"], None]


class Screen:
    name: ClassVar[str] = ""
    #: data-action -> handler(self, arg, version): everything this screen answers.
    actions: ClassVar[dict[str, Handler]] = {}
    #: A package of catalogs this screen's texts need beyond the shell's and its game's.
    catalog: ClassVar[str | None] = None

    def __init__(self, app: App) -> None:
        self.app = app

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

    def leave(self) -> None:
        """The app moves to another screen: stop whatever runs for this one."""
