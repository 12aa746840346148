"""A guided first round ("Learn to play"): a scripted deal, one step asked at a time.

Each game's guide is data (``ludi.ui.guides.<game>``): a position built with the engine's
``from_position`` (validated like any position, never private fields patched) and a script,
the round's moves in order. A script step is one of

- ``Ask``: the player's move, asked in words (a catalog key); the table waits for it;
- ``Move``: a bot's move, so the round goes the way the texts tell (the table's normal bot
  driver plays it: a ``ScriptedBot`` answers with it);
- ``Tell``: what just happened, or what to look at; the bots wait until the player taps Next.

Any other move the player tries is explained, not refused silently: a legal move that is not
the step gets the step's own reason, an illegal one the rule it breaks (the engine's check).
When the script ends the round goes on as a real game against the bots (or a button starts a
new game from the setup screen). A guided game is never saved: it must not replace a game
the player has waiting, nor count in the statistics.

This module and the guides are imported only when "Learn to play" is tapped (the home screen
imports none of it, see ``ludi.ui.games``): a first visit downloads them but never compiles
them.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ludi.games.protocol import Action, Bot, GameState, Seat, UndoPoint
from ludi.ui.i18n import Translate, default_names
from ludi.ui.markup import button, esc
from ludi.ui.session import Change, TableSession
from ludi.ui.table_screen import TableScreen

if TYPE_CHECKING:
    from ludi.ui.game_ui import GameUI, TableContext
    from ludi.ui.screen import Screen, Shell

#: Where the guides' texts live (``guide.`` keys), chained after the shell's and the game's.
CATALOG = "ludi.ui.guides"
#: The attribute the table's highlighted element gets (styled in ludi.css).
MARK = "data-guided"


@dataclass(frozen=True)
class Ask:
    """The player's move. ``prompt``: what to do, one thing; ``wrong``: why another move is
    not this step (then the prompt again); ``marks``: what on the table the words refer to,
    in the guide book's own tokens (``GuideBook.fragments`` turns them into markup)."""

    action: Action
    prompt: str
    wrong: str
    marks: tuple[str, ...] = ()
    teaches: tuple[str, ...] = ()  # the concepts (``GuideBook.concepts``) this step shows on the table


@dataclass(frozen=True)
class Move:
    """A bot's move at ``seat``, played by the table's bot driver at the bots' pace."""

    seat: int
    action: Action


@dataclass(frozen=True)
class Tell:
    """An explanation the player reads; the table waits for Next (``last``: the end of the
    script, whose button lets the round go on as a real game)."""

    text: str
    marks: tuple[str, ...] = ()
    last: bool = False
    teaches: tuple[str, ...] = ()  # the concepts (``GuideBook.concepts``) this step shows on the table


Step = Ask | Move | Tell


class GuideBook:
    """One game's guide: its position, its script and how its table's parts are found.

    Subclasses (one module per game under ``ludi.ui.guides``) set the data; the runner here
    knows no game.
    """

    game_id: str = ""
    human: int = 0  # the seat of the player being guided
    players: int = 2
    steps: tuple[Step, ...] = ()
    state_class: Any = None  # the engine's state class (``from_position``)
    rules_class: Any = None  # its rules, default settings
    #: What the game depends on, in the order the summary lists it: each is taught by a step
    #: that outlines it on the table (``teaches``) and named by ``guide.<game>.concept.<id>``.
    concepts: tuple[str, ...] = ()
    #: The catalog prefix of this guide's texts (``guide.<prefix>.…``).
    prefix: str = ""

    def position(self) -> dict[str, Any]:
        """The scripted deal as the engine's position JSON."""
        raise NotImplementedError

    def seats(self, lang: str) -> tuple[Seat, ...]:
        """The player and the bots, named in the player's language (the shell's default names)."""
        return guide_seats(lang, self.players, self.human)

    def start(self, lang: str) -> GameState:
        """The scripted deal: a validated position, the generator seeded for what comes after."""
        return self.state_class.from_position(self.rules_class(), self.seats(lang), self.position(), seed=1)

    def prepare(self, ui: Any) -> None:
        """The game UI's state at the start: no rules page before the deal (the guide explains
        the rules itself, one step at a time)."""
        if hasattr(ui, "intro"):
            ui.intro = False

    def prompt(self, ctx: TableContext, step: Ask) -> tuple[str, tuple[str, ...]]:
        """The words shown for ``step`` now and what they point at; a game may narrow them
        (once the asked card is chosen: "now tap …" and the button)."""
        return say(ctx, step.prompt), step.marks

    def fragments(self, ctx: TableContext, marks: Sequence[str]) -> list[str]:
        """Markup fragments (an attribute as rendered) that identify what ``marks`` name."""
        return []

    def describe(self, ctx: TableContext, action: Action) -> str:
        """The move the player tried, in words (for "that would …"); empty if unknown."""
        return ""


@dataclass
class Guide:
    """Where the player is in the script, and what the panel says besides the step."""

    book: GuideBook
    index: int = 0
    note: str = ""  # why the player's last try was not the step (in words, already translated)
    closed: bool = False  # the script ended and the player went on: the panel is gone
    summary: bool = False  # the script ended: what was learnt, until the player chooses what next
    off_script: bool = False  # a move outside the script happened: the guide stops explaining

    @property
    def step(self) -> Step | None:
        return self.book.steps[self.index] if self.index < len(self.book.steps) else None

    @property
    def active(self) -> bool:
        return not self.closed and not self.off_script and self.step is not None

    @property
    def shown(self) -> list[Step]:
        """The steps the player sees (asks and explanations), for "step 2 of 7"."""
        return [s for s in self.book.steps if not isinstance(s, Move)]

    def number(self) -> int | None:
        """This step's number among the shown ones; None while the bots play a scripted move
        (the counter stalled there: the step before's number stayed on the bots' screen)."""
        if isinstance(self.step, Move):
            return None
        return sum(1 for s in self.book.steps[: self.index + 1] if not isinstance(s, Move))

    def applied(self, action: Action, seat: int | None) -> None:
        """An action reached the game: the script moves on, or the guide lets go."""
        step = self.step
        if step is None or self.off_script:
            return
        if isinstance(step, (Ask, Move)) and step.action == action:
            self.index += 1
            self.note = ""
        else:
            self.off_script = True

    def next(self) -> bool:
        """Next on an explanation; the last one closes the guide."""
        step = self.step
        if not isinstance(step, Tell) or not self.active:
            return False
        self.note = ""
        self.index += 1
        if step.last or self.step is None:
            self.summary = True  # what was learnt, then the player chooses: play on or a real game
        return True

    def finish(self) -> None:
        """The player chose how to go on: the summary and the panel are gone."""
        self.summary = False
        self.closed = True


class ScriptedBot(Bot):
    """A bot that plays the script's move for its seat while there is one, then thinks for
    itself (its real bot: the round goes on as a normal game)."""

    level = "scripted"

    def __init__(self, inner: Bot, guide: Guide) -> None:
        super().__init__(inner.seat)
        self.inner = inner
        self.guide = guide

    def steps(self, view: Any, legal: Sequence[Action]) -> Generator[None, None, Action]:
        step = self.guide.step
        if self.guide.active and isinstance(step, Move) and step.seat == self.seat:
            return step.action
        return (yield from self.inner.steps(view, legal))


class GuidedSession(TableSession):
    """The open game of a guide: never saved, nothing to take back while the script runs, the
    bots wait while an explanation is read, and every move moves the script on."""

    stored = False

    def __init__(self, state: GameState, game: GameUI, bot_rng: random.Random, guide: Guide) -> None:
        super().__init__(state, game, bot_rng, lambda state: None)
        self.guide = guide
        self.bots = {seat: ScriptedBot(bot, guide) for seat, bot in self.bots.items()}
        guide.book.prepare(self.ui)

    def bot_should_move(self) -> bool:
        waiting = self.guide.summary or (self.guide.active and isinstance(self.guide.step, Tell))
        return super().bot_should_move() and not waiting

    def undo_point(self) -> UndoPoint | None:
        return None if self.guide.active else super().undo_point()

    def apply(self, action: Action) -> Change | None:
        seat = self.state.current_seat
        change = super().apply(action)
        if change is not None:
            self.guide.applied(action, seat)
        return change


class GuideScreen(TableScreen):
    """The table with the guide's panel above it: the step in words, its highlight on the
    table, and the player's moves checked against the script before they reach the game."""

    catalog = CATALOG
    session: GuidedSession

    @property
    def guide(self) -> Guide:
        return self.session.guide

    def render(self) -> str:
        guide = self.guide
        if guide.summary:
            return render_summary(self.shell.t, guide.book)
        table = super().render()
        if not guide.active and not (guide.off_script and not guide.closed):
            return table
        ctx = self.context()
        text, marks, more = self._words(ctx)
        for fragment in self.guide.book.fragments(ctx, marks) if guide.active else ():
            table = table.replace(fragment, f'{MARK}="" {fragment}', 1)
        return render_panel(ctx.t, text, more, guide) + table

    def _words(self, ctx: TableContext) -> tuple[str, tuple[str, ...], str]:
        """What the panel says now, what it points at, and its button ("next", "play-on" or "")."""
        guide, t = self.guide, ctx.t
        if guide.off_script:
            return t("guide.off_script"), (), "play-on"
        step = guide.step
        if isinstance(step, Tell):
            return say(ctx, step.text), step.marks, "next"
        if isinstance(step, Ask):
            text, marks = guide.book.prompt(ctx, step)
            return text, marks, ""
        return t("guide.watch"), (), ""

    # --- the player's moves, checked against the script ---------------------------------------
    def perform(self, action: Action) -> None:
        guide = self.guide
        step = guide.step
        if not guide.active or (isinstance(step, Ask) and step.action == action):
            super().perform(action)
            return
        t = self.shell.t
        if isinstance(step, Ask):
            tried = guide.book.describe(self.context(), action)
            said = t("guide.not_this", move=tried) if tried else t("guide.not_this_plain")
            guide.note = f"{said} {say(self.context(), step.wrong)}"
        else:
            guide.note = t("guide.read_first")
        self.shell.live = guide.note
        self.shell.focus = "guide-text"

    def _after_input(self, ctx: TableContext, result: Any) -> None:
        if (
            isinstance(result, Action)
            and self.guide.active
            and self.session.human_decides(self.busy)
            and not self.session.accepts(result, ctx.legal)
        ):
            self.guide.note = self.shell.t("guide.illegal")
            self.shell.live = self.guide.note
            self.shell.focus = "guide-text"
            return
        super()._after_input(ctx, result)

    # --- the panel's buttons ------------------------------------------------------------------
    def next_step(self, arg: str | None, version: str | None) -> None:
        if self.guide.next():
            self.shell.focus = "guide-summary" if self.guide.summary else "guide-text"
            self.loop.run(None)

    def play_on(self, arg: str | None, version: str | None) -> None:
        """The guide is over (or the round left it): the round goes on against the bots."""
        self.guide.finish()
        self.shell.focus = "turn-title"
        self.loop.run(None)

    def real_game(self, arg: str | None, version: str | None) -> None:
        """A real game with the guide's seats and the default rules. A saved game of this game
        is never replaced without asking: then the setup form, holding these seats, asks."""
        from ludi.games import registry
        from ludi.ui import storage

        book = self.guide.book
        seats = book.seats(self.shell.lang)
        if storage.load_saved(self.shell.store, storage.save_key(book.game_id)).status != "none":
            self.shell.go("setup", book.game_id, seats)
            return
        state = registry.get(book.game_id).new_game(book.rules_class(), seats, random.randrange(2**31))
        self.shell.open_table(state, new=True)

    actions = {
        **TableScreen.actions,
        "guide-next": next_step,
        "guide-play-on": play_on,
        "guide-real-game": real_game,
    }


def say(ctx: TableContext, key: str, **values: object) -> str:
    """A guide text; ``{p0}``, ``{p1}`` … are the players' names (the seats' order)."""
    return ctx.t(key, **{f"p{i}": name for i, name in enumerate(ctx.names)}, **values)


def render_panel(t: Translate, text: str, more: str, guide: Guide) -> str:
    """The step in words above the table, in a place of fixed size: changing steps moves
    nothing on the table (the button's row is kept, hidden, when there is no button)."""
    note = f'<strong class="guide__note">{esc(guide.note)}</strong> ' if guide.note else ""
    if more == "next":
        action = button(t("guide.next"), "guide-next", cls="btn btn--primary", key="guide-next")
    elif more == "play-on":
        action = button(t("guide.play_on"), "guide-play-on", cls="btn btn--primary", key="guide-play-on")
        action += button(t("guide.new_game"), "setup", arg=guide.book.game_id, cls="btn btn--ghost")
    else:
        action = ""
    number = guide.number() if guide.active else None
    count = t("guide.count", n=number, total=len(guide.shown)) if number is not None else ""
    return (
        f'<section class="guide panel{" guide--last" if more == "play-on" else ""}" '
        f'aria-labelledby="guide-h" data-guide-step="{guide.index}">'
        f'<h2 class="guide__head" id="guide-h">{esc(t("guide.title"))} '
        f'<span class="guide__count">{esc(count)}</span></h2>'
        '<p class="guide__text" id="guide-text" tabindex="-1" data-focus-key="guide-text" '
        'aria-live="polite">'
        f"{note}{esc(text)}</p>"
        f'<div class="guide__actions{"" if action else " is-empty"}">{action}</div></section>'
    )


def render_summary(t: Translate, book: GuideBook) -> str:
    """The end of the script, one screen: what the round taught, then a real game with the same
    seats, or this round played on against the bots."""
    items = "".join(f"<li>{esc(t(f'guide.{book.prefix}.concept.{c}'))}</li>" for c in book.concepts)
    real = button(
        t("guide.real_game"), "guide-real-game", cls="btn btn--primary btn--big", key="guide-real-game"
    )
    on = button(t("guide.play_on"), "guide-play-on", cls="btn", key="guide-play-on")
    return (
        '<section class="panel guide-summary" aria-labelledby="guide-summary-h">'
        f'<h1 class="page-title" id="guide-summary-h" tabindex="-1" data-focus-key="guide-summary">'
        f"{esc(t('guide.summary.title'))}</h1>"
        f"<p>{esc(t(f'guide.{book.prefix}.summary'))}</p>"
        f'<ul class="guide-summary__list">{items}</ul>'
        f'<div class="controls">{real}{on}</div></section>'
    )


def book_for(game_id: str) -> GuideBook:
    """The game's guide (its module imported now, on the first "Learn to play"), named like
    the game's UI package (``ludi.ui.pokern`` -> ``ludi.ui.guides.pokern``)."""
    from ludi.ui import games

    entry = games.entry(game_id)
    name = entry.ui_module.rpartition(".")[2] if entry is not None else game_id.replace("-", "_")
    module = importlib.import_module(f"{CATALOG}.{name}")
    return module.BOOK


def open_guide(shell: Shell, game_id: str) -> Screen | None:
    """The ``guide`` route: the guided round of ``game_id`` at its table, nothing saved."""
    from ludi.ui import games

    if not games.guided(game_id):
        return None
    game = games.load(game_id)
    book = book_for(game_id)
    state = book.start(shell.lang)
    session = GuidedSession(state, game, shell.bot_rng, Guide(book))
    shell.live = ""
    shell.focus = "guide-text"
    return GuideScreen(shell, session)


def guide_seats(lang: str, players: int, human: int = 0, level: str = "normal") -> tuple[Seat, ...]:
    """The player and ``players - 1`` bots named with the shell's default names."""
    names = default_names(lang)
    return tuple(Seat(names[i]) if i == human else Seat(names[i], "bot", level) for i in range(players))


@dataclass
class Deck:
    """Cards dealt by hand for a scripted position: what is taken is gone from the rest."""

    cards: list[str] = field(default_factory=list)

    def take(self, codes: Sequence[str]) -> list[str]:
        for code in codes:
            self.cards.remove(code)
        return list(codes)

    def take_any(self, n: int, avoid: str = "") -> list[str]:
        """``n`` cards spread over the rest (not all the Caesars of one colour), none of a colour
        in ``avoid`` (colour letters)."""
        allowed = [c for c in self.cards if c[0] not in avoid]
        stride = max(1, len(allowed) // n)
        return self.take(allowed[::stride][:n])
