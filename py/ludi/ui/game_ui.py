"""The seam between the game-agnostic shell and one game's UI package.

Everything that knows a game's rules lives in its engine; everything that knows how a game
*looks* lives in its UI package (``ludi.ui.pokern``, ``ludi.ui.romme``, ...), which exports
one ``GAME_UI`` object implementing :class:`GameUI`. The shell imports a package only when
its game is opened or a save of it is resumed (``ludi.ui.games.load``).

A game UI never sees the game state. It gets a :class:`TableContext`: the view of the seat
in front of the screen, the legal actions, its own UI state, and ``ask``, the engine
package's :class:`~ludi.games.protocol.PublicQuestions` (public facts only). Clicks are
narrowed to one action drawn from the legal actions (or one the engine's check accepts),
which the shell applies; taking moves back is the shell's (``data-action="undo"``), decided
by the engine for every game alike (``GameState.undo_point``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from ludi.games.protocol import Action, PublicQuestions, Rules, Seat, UndoPoint
from ludi.ui.i18n import Translate


@dataclass(frozen=True)
class Undo:
    """What ``after_action`` and ``announce`` get when the shell took moves back."""

    point: UndoPoint


class HelpSection(NamedTuple):
    """One section of a game's rules help. ``key`` names it for ``GameUI.help_topic`` (never
    shown); a paragraph with ``__html__`` (``ludi.ui.markup.HelpFigure``) is ready markup."""

    key: str
    title: str
    paragraphs: Sequence[str]


@dataclass
class TableContext:
    """What a game UI gets to render the table or decode a click (read-only but ``focus``,
    ``notice`` and ``sound``, which ``click`` and ``key`` may set)."""

    view: Any  # view(viewer): what the seat in front of the screen may know
    legal: list[Action]  # legal_actions(), indexed by data-arg of "act" buttons
    ui: Any  # the game UI's own state (selection, animation), never game state
    t: Translate
    version: int  # len(history): stale clicks carry an older data-v
    seats: tuple[Seat, ...]
    viewer: int | None  # whose private information is shown (None: nobody's)
    current: int | None  # whose decision it is
    interactive: bool  # a human in front of the screen decides now and nothing animates
    busy: bool  # animating or a bot is thinking
    ask: PublicQuestions  # the engine's answers to public questions
    undo: UndoPoint | None = None  # what the shell would take back on "undo", if offered here
    speed: str = "normal"
    hints: bool = False  # the table offers a Hint button (the setup form's one setting)
    recap: list[str] | None = None  # what the others did since the viewer's last move (None: no human)
    watching: bool = False  # between two humans: nobody's cards on screen, the tablet on its way
    focus: str | None = None  # set by ``click`` to move the keyboard focus after the render
    notice: str | None = None  # set by ``click``: a sentence for the live region
    sound: str | None = None  # set by ``click``: a sound of a tap that is no move (the deal)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]


class GameUI:
    """Base class of the per-game UI packages; defaults suit a game without options."""

    game_id: str = ""
    #: The bot levels the setup offers, weakest first: the engine's ``GameDefinition.bots``
    #: (named here so that the setup screen imports no engine).
    levels: tuple[str, ...] = ("easy", "normal", "strong")

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
        """Seats these options allow; the game's facts give the widest range."""
        from ludi.games.facts import facts

        return facts(self.game_id).seats

    def setup_problems(self, options: Any, seats: int, t: Translate) -> list[str]:
        """Why these choices cannot start a game (shown next to the disabled Start button)."""
        return []

    def render_options(self, options: Any, seats: int, t: Translate) -> str:
        """The game's own setup panel(s): presets, special rules with one-line explanations."""
        return ""

    def rules(self, options: Any, seats: int) -> Rules:
        raise NotImplementedError

    # --- table ----------------------------------------------------------------------------
    def new_ui(self, view: Any) -> Any:
        """Fresh UI state when a game is entered (new or resumed)."""
        return None

    def arrangement(self, ui: Any) -> Any:
        """What of the UI state is the players' own and kept with the saved game (JSON-able:
        the order a player gave their hand, a sort mode), or None. The shell stores it after
        every change and hands it back to ``restore_arrangement`` on resume."""
        return None

    def restore_arrangement(self, ui: Any, data: Any) -> None:
        """Take back what ``arrangement`` kept (``data`` may be anything: check it, never raise)."""

    def render_table(self, ctx: TableContext) -> str:
        raise NotImplementedError

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | None:
        """A table control other than a plain legal-action button: narrow, or pick an action."""
        return None

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> Action | bool | None:
        """A key pressed on the table (after Escape closed dialogs): True when handled."""
        return None

    def handed_over(self, ui: Any) -> None:
        """The tablet went to another player: drop whatever the last one revealed, chose,
        peeked at or was hinted, so that nothing of it is drawn for the next one."""

    #: The sound of a move, by its action's class (``assets/sound.js`` draws each kind).
    SOUNDS: dict[str, str] = {}

    def sound(self, before: Any, after: Any, action: Action) -> str | None:
        """The kind of sound a move makes ("draw", "trick", "roll"…), or None for a silent one."""
        return self.SOUNDS.get(type(action).__name__)

    def after_action(self, ui: Any, before: Any, after: Any, action: Action | Undo) -> str | None:
        """Reset choices once an action was applied or moves were taken back (the shell calls
        it every time); may return the focus key wanted after the next render."""
        return None

    def animation(self, ui: Any, before: Any, after: Any, action: Action, step_ms: int) -> Iterator[int]:
        """Frames of an animation: mutate ``ui`` and yield milliseconds to show each frame."""
        return iter(())

    #: The one element (its ``data-part``) that every frame of an animation after its first
    #: changes alone, or None: such a frame redraws that element only (``render_part``), not
    #: the whole table. Pokern's dice landing one by one (several dice to a roll, reroll cards):
    #: each die after the first cost a whole render, 40-55 ms at 4x throttle, while the one
    #: before it tumbled.
    animation_part: str | None = None

    def render_part(self, ctx: TableContext, part: str) -> str | None:
        """The markup of ``part`` (the element itself) exactly as ``render_table`` draws it now."""
        return None

    def holds(self, ui: Any) -> bool:
        """True while the table waits for a tap (the rules, a round summary) before bots go on."""
        return False

    def announce(
        self, ui: Any, before: Any, after: Any, action: Action | Undo, t: Translate, names: Sequence[str]
    ) -> str:
        """A sentence for the live region about what just happened (never a hidden card).

        ``before`` and ``after`` are spectator views (``view(None)``): nothing private in them.
        By default what ``tell`` makes of the two views.
        """
        return self.tell(before, after, names, t)

    def recap_line(
        self, ui: Any, before: Any, after: Any, action: Action | Undo, t: Translate, names: Sequence[str]
    ) -> str:
        """The change as the recap of the others' moves tells it: what ``announce`` says,
        without whose turn comes next (the recap is a story of moves, not of turns)."""
        return self.announce(ui, before, after, action, t, names)

    def tell(self, before: Any, after: Any, names: Sequence[str], t: Translate) -> str:
        """What changed between two spectator views, in words (for games whose views say it)."""
        return ""

    # --- end -------------------------------------------------------------------------------
    def render_end(self, view: Any, seats: Sequence[Seat], t: Translate) -> str:
        """The game's own end-of-game body (ranking, sheets) inside the shell's end screen."""
        raise NotImplementedError

    def help_sections(self, lang: str) -> list[HelpSection]:
        """The rules help in ``lang``; games import what draws it here, when the help opens."""
        return []

    def help_topic(self, view: Any) -> str | None:
        """The key of the help section about what this view's table is doing now (choosing a
        trump, a trick, a first meld), so that help opened from the table starts there."""
        return None
