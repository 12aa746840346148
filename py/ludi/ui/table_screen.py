"""The table and the end screen: the open game shown and the player's taps turned into actions.

The game's UI package renders the table and narrows a tap to one action; this module
decides whether that tap counts now (a human in front of the screen decides, nothing is
animating, the tap is not stale) and hands the action to the table's loop
(``ludi.ui.table_loop``), which applies it, animates it, lets the bots play and says when
the game has ended.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ludi.games.protocol import Action
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.screen import Screen
from ludi.ui.session import Change, TableSession
from ludi.ui.table_loop import TableLoop
from ludi.ui.widgets import render_recap, winner_text

if TYPE_CHECKING:
    from ludi.ui.game_ui import TableContext
    from ludi.ui.screen import Shell


class SessionScreen(Screen):
    """A screen of the open game (its table, its end): the game's rules are a tap away."""

    session: TableSession

    def __init__(self, shell: Shell, session: TableSession) -> None:
        super().__init__(shell)
        self.session = session

    @property
    def game_id(self) -> str:
        return self.session.state.game_id

    @property
    def moves(self) -> int:
        return len(self.session.state.history)

    def help_topic(self) -> str | None:
        """The game says which section its view is about (the view of the seat on show)."""
        session = self.session
        return session.game.help_topic(session.state.view(session.shown_viewer))


class TableScreen(SessionScreen):
    """Whether a tap counts now (a human in front of the screen decides, nothing is playing by
    itself, the tap is not stale), and what the player is told; the table's loop
    (``TableLoop``) plays the moves, the game's UI draws them."""

    name = "table"

    def __init__(self, shell: Shell, session: TableSession) -> None:
        super().__init__(shell, session)
        self.loop = TableLoop(session, shell.runtime, shell.settings, self)
        self.legal: list[Action] = []  # the legal actions of the last render ("act" indexes them)
        # The context a tap was read with: its render reuses it when the tap changed nothing it
        # holds (a card selected, a hint asked), so a tap builds one context, not two.
        self._tap_context: TableContext | None = None
        # Hint was tapped while the loop still worked it out: asked again once it is ready.
        self._hint_asked = False

    @property
    def busy(self) -> bool:
        return self.loop.busy

    @busy.setter
    def busy(self, value: bool) -> None:
        self.loop.busy = value

    @property
    def task(self) -> Any:
        return self.loop.driver.task

    def entered(self) -> None:
        """On show: the bots move if it is theirs to."""
        self.loop.run(None)

    def leave(self) -> None:
        """Leaving mid-move (Home) drops the bot's pending move; the loop itself leaves for the
        end screen when it is done, and is not cancelled by that."""
        self.loop.stop()

    # --- rendering -----------------------------------------------------------------------------
    def context(self) -> TableContext:
        kept, self._tap_context = self._tap_context, None
        if kept is not None and self._still_holds(kept):
            kept.focus = kept.notice = kept.sound = None  # the tap's outputs were taken
            ctx = kept
        else:
            ctx = self.session.context(self.shell.t, self.busy, self.shell.settings.speed)
        self.legal = ctx.legal
        return ctx

    def _still_holds(self, ctx: TableContext) -> bool:
        """Nothing a context is built from changed since ``ctx``: no move, undo or hand-off,
        the same pace, language and hint setting."""
        session = self.session
        return (
            ctx.ask is session.ask
            and ctx.version == len(session.state.history)
            and ctx.busy == self.busy
            and ctx.viewer == session.shown_viewer
            and ctx.t is self.shell.t
            and ctx.speed == self.shell.settings.speed
            and ctx.hints == session.hints
        )

    def render(self) -> str:
        session = self.session
        if session.handoff is not None and not session.game.holds(session.ui):
            self.legal = []
            seat = session.handoff
            recap = session.recap(seat)
            return render_handoff(
                session.state.seats[seat].name, self.shell.t, recap=recap, moved=session.has_acted(seat)
            )
        return session.game.render_table(self.context())

    # --- input ---------------------------------------------------------------------------------
    def _fresh(self, version: str | None) -> bool:
        """The tap was made on the position shown now (a stale render carries an older data-v)."""
        return version is None or version == str(len(self.session.state.history))

    def act(self, arg: str | None, version: str | None) -> None:
        """A table button: ``arg`` indexes the legal actions of the last render."""
        if not self.session.human_decides(self.busy) or not self._fresh(version):
            return
        try:
            action = self.legal[int(str(arg))]
        except (ValueError, IndexError):
            return
        self.perform(action)

    def reveal(self, arg: str | None, version: str | None) -> None:
        if self.session.reveal():
            self.shell.focus = "turn-title"
            self.loop.run(None)

    def undo(self, arg: str | None, version: str | None) -> None:
        if self.session.undo_point() is not None and self._fresh(version):
            self.loop.undo()

    def skip(self, arg: str | None = None, version: str | None = None) -> None:
        """Skip ahead: finish the animations and the bots' pauses now, up to the next tap a
        human must make."""
        self.loop.skip()

    actions = {"act": act, "reveal": reveal, "undo": undo, "skip": skip}

    def click(self, action: str, arg: str | None, version: str | None) -> bool:
        if self.busy and action not in self.actions:
            self.skip()  # any tap on the table while it plays by itself skips ahead (and still counts)
        if super().click(action, arg, version):
            return True
        session = self.session
        if (session.handoff is not None and not session.game.holds(session.ui)) or not self._fresh(version):
            return True  # nothing private may be touched behind a hand-off screen
        ctx = self.context()
        self._after_input(ctx, session.game.click(ctx, action, arg))
        self._tap_context = ctx
        if action == "hint":
            self._hint_asked = session.ask.hint_pending(session.shown_viewer)
        return True

    def key(self, key: str, focus_key: str | None) -> bool:
        if self.busy and key in ("Enter", " "):
            self.skip()
            return True
        if self.session.handoff is not None:
            return False
        ctx = self.context()
        result = self.session.game.key(ctx, key, focus_key)
        if result is None or result is False:
            return False
        self._after_input(ctx, result)
        self._tap_context = ctx
        return True

    def _after_input(self, ctx: TableContext, result: Any) -> None:
        self.session.keep_arrangement()
        self.shell.focus = ctx.focus or self.shell.focus
        if ctx.notice:
            self.shell.live = ctx.notice
        if ctx.sound:
            self.shell.sounds.append(ctx.sound)
        if isinstance(result, Action):
            if self.session.human_decides(self.busy) and self.session.accepts(result, ctx.legal):
                self.perform(result)
        else:
            self.loop.run(None)  # e.g. a round summary was closed: bots go on

    def perform(self, action: Action) -> None:
        """A human's legal move, to the loop (the guide checks it against its script first)."""
        self.loop.perform(action)

    # --- what the loop tells (TableEvents) ----------------------------------------------------------
    def moved(self, change: Change) -> None:
        """A move is announced (with its sound) and the arrangement kept; a rewind is said."""
        session, shell, t = self.session, self.shell, self.shell.t
        self._hint_asked = False  # a hint asked for is about the position before
        action = change[2]
        if not isinstance(action, Action):
            shell.live = session.announce(change, t) or t("table.rewound")
            shell.focus = session.focus or shell.focus
            return
        state = session.state
        sound = "win" if state.is_over else session.game.sound(change[0], change[1], action)
        if sound:
            shell.sounds.append(sound)
        text = session.announce(change, t)
        if state.is_over:
            winner = winner_text([s.name for s in state.seats], state.winners(), t)
            text = " ".join(p for p in (text, t("announce.end", winner=winner)) if p)
        if text:
            shell.live = text

    def redraw(self, part: str | None = None) -> None:
        session = self.session
        if part is not None and session.handoff is None:
            markup = session.game.render_part(self.context(), part)
            if markup is not None:
                self.shell.changed_part(part, markup)
                return
        self.shell.changed()

    def settled(self, bot_moved: bool) -> None:
        if bot_moved:
            handoff = self.session.handoff is not None
            self.shell.focus = self.shell.focus or ("handoff-title" if handoff else "turn-title")
        self.shell.changed()

    def ended(self) -> None:
        self.shell.go("end", self.session)
        self.shell.changed()

    def failed(self, error: Exception) -> None:
        self.shell.failed(error, self.session.state.game_id)

    def hint_ready(self) -> None:
        """The hint the player asked for while it was being worked out: shown now, as the tap
        would have (its words, its highlighted control, the focus on it)."""
        asked, self._hint_asked = self._hint_asked, False
        session = self.session
        if asked and session.human_decides(self.busy):
            ctx = self.context()
            try:
                handled = session.game.click(ctx, "hint", None)
            except Exception as error:  # noqa: BLE001 - as a tap's fault: the app contains it
                self.failed(error)
                return
            self._after_input(ctx, handled)
            self.shell.changed()


def open_end(shell: Shell, session: TableSession) -> Screen:
    """The ``end`` route: the finished game's end screen."""
    shell.focus = "end-title"
    return EndScreen(shell, session)


class EndScreen(SessionScreen):
    """Who won, the game's own ranking and sheets; play again with the same seats and rules."""

    name = "end"
    catalog = "ludi.ui.records"
    _records = ""

    def render(self) -> str:
        state, t = self.session.state, self.shell.t
        names = [s.name for s in state.seats]
        body = self.session.game.render_end(state.view(None), state.seats, t)
        if not self._records:  # the record's download link, encoded once
            from ludi.ui.records.replay import render_end_tools

            self._records = render_end_tools(state.record(), t)
        return render_end(winner_text(names, state.winners(), t), body + self._records, t)

    def replay(self, arg: str | None, version: str | None) -> None:
        state = self.session.state
        self.shell.go("replay", state.record(), state)

    def again(self, arg: str | None, version: str | None) -> None:
        import random

        from ludi.games import registry

        state = self.session.state
        definition = registry.get(state.game_id)
        self.shell.open_table(
            definition.new_game(state.rules, state.seats, random.randrange(2**31)), new=True
        )

    actions = {"again": again, "replay": replay}


def render_handoff(
    name: str, t: Translate, reason: str = "", recap: list[str] | None = None, moved: bool = True
) -> str:
    """Between two humans: nothing private on screen until the next player taps; what the
    others did since that player's last move (``moved``; else so far), so nobody needs the
    table to catch up."""
    note = f'<p class="handoff__note">{esc(reason)}</p>' if reason else ""
    if recap:
        since = t("table.since_your_move" if moved else "table.so_far")
        note += f'<h2 class="handoff__since">{esc(since)}</h2>{render_recap(recap, t)}'
    ready = button(t("handoff.ready", name=name), "reveal", cls="btn btn--primary btn--big")
    return (
        f'<section class="handoff panel" aria-labelledby="handoff-title">'
        f'<h1 class="page-title" id="handoff-title" tabindex="-1" data-focus-key="handoff-title" '
        "data-view-top>"
        f"{esc(t('handoff.title', name=name))}</h1>{note}"
        f'<p class="handoff__text">{esc(t("handoff.text", name=name))}</p>'
        f'<div class="controls">{ready}</div></section>'
    )


def render_end(winner_line: str, body: str, t: Translate) -> str:
    """The end screen's frame: heading and who won, then the game's own body."""
    return (
        f'<div class="end"><h1 class="page-title" id="end-title" tabindex="-1" data-focus-key="end-title">'
        f"{esc(t('end.heading'))}</h1>"
        f'<p class="end__winner">{esc(winner_line)}</p>{body}</div>'
    )
