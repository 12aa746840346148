"""The interface between the game-agnostic shell and one game's UI package.

The shell (``ludi.ui.controller``) owns screens, storage, language, speed, help, the bot
driver, hand-off screens and the live region. Everything that knows a game's rules lives in
that game's engine; everything that knows how a game *looks* lives in its UI package
(``ludi.ui.pokern``, ``ludi.ui.romme``, ...), which exports one ``GAME_UI`` object
implementing :class:`GameUI`. The shell imports a package only when its game is opened or a
save of it is resumed (``ludi.ui.games.load``), so the home screen imports no engine.

A game UI never changes game state: clicks are narrowed to one action drawn from
``legal_actions()`` (returned to the shell, which applies it) or to a :class:`Rewind` of the
player's own moves this turn (the shell replays the record without them).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ludi.games.protocol import Action, Rules, Seat
from ludi.ui.i18n import Translate


@dataclass(frozen=True)
class Rewind:
    """Take back the last moves: the game is replayed from its record up to ``upto`` actions.

    Only for moves that revealed nothing hidden (a player's own melds this turn), so
    replaying without them is exactly the earlier position.
    """

    upto: int
    #: The shell may take it while a bot waits to move (the bot's pending move is dropped):
    #: for a human's last move that nothing has followed yet (Römisch Pokern's undo of a write).
    interrupts: bool = False


@dataclass
class TableContext:
    """What a game UI gets to render the table or decode a click (read-only but ``focus``)."""

    view: Any  # state.view(viewer): what the seat in front of the screen may know
    legal: list[Action]  # state.legal_actions(), indexed by data-arg of "act" buttons
    ui: Any  # the game UI's own state (selection, animation), never game state
    t: Translate
    version: int  # len(history): stale clicks carry an older data-v
    seats: tuple[Seat, ...]
    viewer: int | None  # whose private information is shown (None: nobody's)
    current: int | None  # whose decision it is
    interactive: bool  # a human in front of the screen decides now and nothing animates
    busy: bool  # animating or a bot is thinking
    speed: str = "normal"
    focus: str | None = None  # set by ``click`` to move the keyboard focus after the render
    notice: str | None = None  # set by ``click``: a sentence for the live region
    #: The game state itself, for engine helpers that answer questions about public facts
    #: (Römisch Pokern's stop outlook and undo). Never for anything hidden from ``viewer``.
    state: Any = None


class GameUI:
    """Base class of the per-game UI packages; defaults suit a game without hidden cards."""

    game_id: str = ""
    #: Hand-off screens between two humans (hidden hands); False for games played in the open.
    hidden_info: bool = False

    # --- setup -----------------------------------------------------------------------------
    def default_options(self) -> Any:
        """The game's setup choices before the player changed anything (JSON-able)."""
        return {}

    def load_options(self, data: Any) -> Any:
        """Setup choices read back from storage; anything unreadable falls back to defaults."""
        return self.default_options()

    def dump_options(self, options: Any) -> Any:
        return options

    def option_field(self, options: Any, arg: str | None, value: Any) -> Any:
        """A setup form field of this game changed: the new options (or the same on bad input)."""
        return options

    def seat_range(self, options: Any) -> tuple[int, int]:
        return (2, 6)

    def setup_problems(self, options: Any, seats: int, t: Translate) -> list[str]:
        """Why these choices cannot start a game (shown next to the disabled Start button)."""
        return []

    def render_options(self, options: Any, seats: int, t: Translate) -> str:
        """The game's own setup panel(s): presets, special rules with one-line explanations."""
        return ""

    def rules(self, options: Any, seats: int) -> Rules:
        raise NotImplementedError

    def render_rules_summary(self, rules: Rules, t: Translate) -> str:
        """The rules in force, shown to everyone before the first deal (may be empty)."""
        return ""

    # --- table ----------------------------------------------------------------------------
    def new_ui(self, view: Any) -> Any:
        """Fresh UI state when a game is entered (new, resumed, or after a rewind)."""
        return None

    def render_table(self, ctx: TableContext) -> str:
        raise NotImplementedError

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | Rewind | None:
        """A table control other than a plain legal-action button: narrow, or pick an action."""
        return None

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> Action | Rewind | bool | None:
        """A key pressed on the table (after Escape closed dialogs): True when handled."""
        return None

    def after_action(self, ui: Any, before: Any, after: Any, action: Action) -> None:
        """Reset choices once an action was applied (the shell calls it after every action)."""

    def animation(self, ui: Any, before: Any, after: Any, action: Action, step_ms: int) -> Iterator[int]:
        """Frames of an animation: mutate ``ui`` and yield milliseconds to show each frame."""
        return iter(())

    def holds(self, ui: Any) -> bool:
        """True while the table waits for a tap (e.g. a round summary) before bots go on."""
        return False

    def announce(
        self, ui: Any, before: Any, after: Any, action: Action, t: Translate, names: Sequence[str]
    ) -> str:
        """A sentence for the live region about what just happened (never a hidden card).

        ``before`` and ``after`` are spectator views (``view(None)``): nothing private in them.
        """
        return ""

    # --- end -------------------------------------------------------------------------------
    def render_end(self, view: Any, seats: Sequence[Seat], t: Translate) -> str:
        """The game's own end-of-game body (ranking, sheets) inside the shell's end screen."""
        raise NotImplementedError

    def winners(self, view: Any) -> list[int]:
        raise NotImplementedError

    def help_sections(self, lang: str) -> list[tuple[str, list[str]]]:
        return []


@dataclass
class SetupModel:
    """The setup form: seats are the shell's, ``options`` belong to the game UI."""

    game_id: str
    seats: list[SeatSpec] = field(default_factory=list)
    options: Any = None


@dataclass
class SeatSpec:
    name: str
    kind: str = "human"
    level: str = "normal"
