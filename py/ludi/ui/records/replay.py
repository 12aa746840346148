"""The replay: a recorded game step by step, the table as it was, drawn by the game's own UI.

Each position is ``view(...)`` of the record replayed to that move (``registry.replay``'s
rebuild, kept as clones every ``CHECKPOINT`` moves, so a jump into a long Rommé game replays
at most that many moves). The game UI gets a context in which nobody decides: no legal
actions, nothing interactive; a tap on the table's own controls (the rules before the deal,
a round's summary) is still the game UI's, and whatever action it would return is dropped.

Whose cards show: a game still in progress (an imported file) is shown as a spectator sees
it, so the replay never tells more than the table did. A finished game hides nothing any
more: its hands may be shown one player at a time ("Cards of: …"), starting with nobody's,
as at the table.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ludi.games import registry
from ludi.games.facts import facts
from ludi.games.protocol import GameRecord, GameState
from ludi.ui import games, storage
from ludi.ui.frame import data_url, render_confirm
from ludi.ui.game_ui import GameUI, TableContext
from ludi.ui.markup import attrs, button, esc
from ludi.ui.records.codec import share_fragment
from ludi.ui.screen import Screen
from ludi.ui.widgets import winner_text

if TYPE_CHECKING:
    from ludi.ui.screen import Shell

#: A clone of the replayed state is kept every this many moves.
CHECKPOINT = 64
STEP_FIELD = {"data_field": "replay-step", "data_focus_key": "replay-step"}
DOWNLOAD_KEY = {"data_focus_key": "download"}


def round_of(view: Any) -> Any:
    """The public round counter of a view (Rommé and Römer: ``round``; Pokern: ``round_number``)."""
    return getattr(view, "round", getattr(view, "round_number", None))


def download_name(record: GameRecord) -> str:
    stamp = time.strftime("%Y%m%d-%H%M", time.localtime())
    return f"ludi-{record.game}-{stamp}.json"


class ReplayScreen(Screen):
    name = "replay"
    catalog = "ludi.ui.records"

    def __init__(
        self, shell: Shell, record: GameRecord, game: GameUI, final: GameState, back: str = "home"
    ) -> None:
        super().__init__(shell)
        self.record = record
        self.game = game
        self.final = final
        self.over = final.is_over
        self.total = len(record.actions)
        self.back = back  # "home" or "stats": where "Close" leads
        self.hidden = facts(record.game).hidden_info
        self.viewer: int | None = None  # whose cards show (finished games only)
        self.confirm = False  # "play on" would replace a saved game of this game
        self.share: str | None = None  # the share link, once asked for
        self._href: str | None = None
        self.checkpoints: dict[int, GameState] = {}
        self.marks: list[int] = []  # moves at which a new round begins
        self._scan()
        self.step = 0 if self.over else self.total
        self.state = self._at(self.step)
        self.ui = game.new_ui(self.state.view(None))

    # --- positions -----------------------------------------------------------------------------
    def _scan(self) -> None:
        """One pass over the record: checkpoints, and where each round begins."""
        state = registry.replay(self.record, upto=0)
        self.checkpoints[0] = state.clone()
        last = round_of(state.view(None))
        self.marks = [0]
        for n, data in enumerate(self.record.actions, start=1):
            state.apply(state.codec.decode(data))
            if n % CHECKPOINT == 0:
                self.checkpoints[n] = state.clone()
            current = round_of(state.view(None))
            if current != last:
                self.marks.append(n)
                last = current

    def _at(self, step: int) -> GameState:
        base = max(c for c in self.checkpoints if c <= step)
        state = self.checkpoints[base].clone()
        for data in self.record.actions[base:step]:
            state.apply(state.codec.decode(data))
        return state

    def go(self, step: int) -> None:
        """Show the position after ``step`` moves (a fresh table UI, as on resuming there)."""
        step = max(0, min(self.total, step))
        self.state = self._at(step)
        self.step = step
        self.ui = self.game.new_ui(self.state.view(None))
        self.shell.live = self._where()

    def forward(self, arg: str | None = None, version: str | None = None) -> None:
        """One move on, told as the table tells it; a round's summary shows as it did."""
        if self.step >= self.total:
            return
        state = self.state
        before = state.view(None)
        action = state.codec.decode(self.record.actions[self.step])
        state.apply(action)
        self.step += 1
        after = state.view(None)
        if self.game.holds(self.ui):
            self.ui = self.game.new_ui(after)
        else:
            self.game.after_action(self.ui, before, after, action)
        names = [s.name for s in state.seats]
        told = self.game.announce(self.ui, before, after, action, self.shell.t, names)
        self.shell.live = " ".join(p for p in (told, self._where()) if p)

    def back_one(self, arg: str | None = None, version: str | None = None) -> None:
        if self.step > 0:
            self.go(self.step - 1)

    def first(self, arg: str | None, version: str | None) -> None:
        self.go(0)

    def last(self, arg: str | None, version: str | None) -> None:
        self.go(self.total)

    def next_round(self, arg: str | None, version: str | None) -> None:
        later = [m for m in self.marks if m > self.step]
        self.go(later[0] if later else self.total)

    def previous_round(self, arg: str | None, version: str | None) -> None:
        earlier = [m for m in self.marks if m < self.step]
        self.go(earlier[-1] if earlier else 0)

    def field(self, name: str, arg: str | None, value: Any) -> bool:
        if name != "replay-step":
            return False
        try:
            step = int(str(value))
        except ValueError:
            return True
        self.go(step)
        self.shell.focus = "replay-step"
        return True

    def key(self, key: str, focus_key: str | None) -> bool:
        moves = {"ArrowRight": self.forward, "ArrowLeft": self.back_one}
        if key in moves:
            moves[key]()
            return True
        if key in ("Home", "End"):
            self.go(0 if key == "Home" else self.total)
            return True
        return False

    # --- whose cards, and what else the replay offers ------------------------------------------
    def show_cards(self, arg: str | None, version: str | None) -> None:
        """A finished game's hands, one player at a time ("" is nobody's)."""
        if not self.over or not self.hidden:
            return
        try:
            seat = int(str(arg)) if arg else None
        except ValueError:
            return
        if seat is None or 0 <= seat < len(self.record.seats):
            self.viewer = seat

    def make_link(self, arg: str | None, version: str | None) -> None:
        """Only a finished game: a game in progress would show every hand to whoever opens it."""
        if self.over and self.share is None:
            self.share = self.shell.page_url + share_fragment(self.record)
        self.shell.focus = "share-link"

    def entered(self) -> None:
        """Where the replay stands, said in its own catalog's words once it is on show."""
        self.shell.live = self._where()
        self.shell.focus = "replay-title"

    def copy_link(self, arg: str | None, version: str | None) -> None:
        if self.share is not None and self.shell.on_copy is not None:
            self.shell.on_copy(self.share)
            self.shell.live = self.shell.t("share.copied")

    def download(self, arg: str | None, version: str | None) -> None:
        if self.shell.on_download is not None:
            self.shell.on_download(download_name(self.record), self.record.dumps())

    def play_on(self, arg: str | None, version: str | None) -> None:
        """An unfinished game continues at a table from its last move (asked first when a saved
        game of the same game would be replaced)."""
        if self.over:
            return
        waiting = storage.load_saved(self.shell.store, storage.save_key(self.record.game))
        if waiting.status != "none" and arg != "confirm":
            self.confirm = True
            self.shell.focus = "confirm-keep"
            return
        self.shell.open_table(registry.replay(self.record), new=True)

    def keep(self, arg: str | None, version: str | None) -> None:
        self.confirm = False
        self.shell.focus = "play-on"

    def close(self, arg: str | None, version: str | None) -> None:
        self.shell.go(self.back)

    actions = {
        "replay-forward": forward,
        "replay-back": back_one,
        "replay-first": first,
        "replay-last": last,
        "replay-next-round": next_round,
        "replay-previous-round": previous_round,
        "show-cards": show_cards,
        "share": make_link,
        "copy-link": copy_link,
        "download-record": download,
        "play-on": play_on,
        "start": play_on,  # the confirmation's "replace it"
        "keep": keep,
        "replay-close": close,
    }

    def click(self, action: str, arg: str | None, version: str | None) -> bool:
        if super().click(action, arg, version):
            return True
        # The table's own controls (the rules before the deal, a round's summary): the game
        # UI's to answer; an action it returns is dropped, nobody plays in a replay.
        self.game.click(self._context(), action, arg)
        return True

    # --- what is on show -----------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.record.game

    @property
    def moves(self) -> int:
        return self.step

    def _where(self) -> str:
        return self.shell.t("replay.move", step=self.step, total=self.total)

    def _context(self) -> TableContext:
        state = self.state
        viewer = self.viewer if self.over and self.hidden else None
        return TableContext(
            view=state.view(viewer),
            legal=[],
            ui=self.ui,
            t=self.shell.t,
            version=self.step,
            seats=state.seats,
            viewer=viewer,
            current=state.current_seat,
            interactive=False,
            busy=False,
            ask=registry.get(state.game_id).questions(state),
        )

    def render(self) -> str:
        t = self.shell.t
        table = self.game.render_table(self._context())
        return (
            f'<div class="replay">{self._bar(t)}{self._steps(t)}'
            f'<div class="replay__table" aria-label="{esc(t("replay.table"))}" role="region">'
            f"{table}</div></div>"
        )

    def _bar(self, t: Any) -> str:
        """The replay's title and tools: the jump slider, whose cards, share, download, close."""
        title = t("replay.title", game=t(f"game.{self.record.game}.name"))
        field = attrs(type="range", min=0, max=self.total, value=self.step, aria_valuetext=self._status(t))
        slider = (
            f'<label class="field replay__jump"><span>{esc(t("replay.jump"))}</span>'
            f"<input{field}{attrs(**STEP_FIELD)}></label>"
        )
        return (
            f'<section class="panel replay__bar" aria-labelledby="replay-title">'
            f'<h1 class="page-title" id="replay-title" tabindex="-1" data-focus-key="replay-title">'
            f"{esc(title)}</h1>{slider}{self._cards(t)}{self._tools(t)}</section>"
        )

    def _status(self, t: Any) -> str:
        step, total = self.step, self.total
        status = t("replay.move", step=step, total=total)
        if step == total and self.over:
            names = [s.name for s in self.record.seats]
            status += " · " + winner_text(names, self.final.winners(), t)
        elif step == total:
            status += " · " + t("replay.unfinished")
        return status

    def _steps(self, t: Any) -> str:
        """Where the replay is and the steps, between the tools and the table: they stick to the
        top of the screen, so that a step is taken with the table in view (on a phone the tools
        above fill the first screen)."""
        step, total = self.step, self.total
        nav = "".join(
            button(
                step_icon(shape),
                action,
                cls="btn btn--seg",
                disabled=off,
                aria_label=t(f"{key}.label"),
                raw_label=True,
            )
            for shape, action, key, off in (
                ("first", "replay-first", "replay.first", step == 0),
                ("previous-round", "replay-previous-round", "replay.previous_round", step == 0),
                ("back", "replay-back", "replay.back", step == 0),
                ("forward", "replay-forward", "replay.forward", step == total),
                ("next-round", "replay-next-round", "replay.next_round", step == total),
                ("last", "replay-last", "replay.last", step == total),
            )
        )
        return (
            f'<div class="replay__steps"><p class="replay__status" data-step="{step}" data-total="{total}">'
            f"{esc(self._status(t))}</p>"
            f'<div class="seg replay__nav" role="group" aria-label="{esc(t("replay.steps"))}">'
            f"{nav}</div></div>"
        )

    def _cards(self, t: Any) -> str:
        if not (self.over and self.hidden):
            return ""
        choices = [("", t("replay.cards_none"))] + [(str(i), s.name) for i, s in enumerate(self.record.seats)]
        chosen = "" if self.viewer is None else str(self.viewer)
        items = "".join(
            button(label, "show-cards", arg=arg, cls="btn btn--seg", aria_pressed=arg == chosen)
            for arg, label in choices
        )
        return (
            f'<div class="replay__cards"><span id="cards-h">{esc(t("replay.cards"))}</span>'
            f'<div class="seg" role="group" aria-labelledby="cards-h">{items}</div></div>'
        )

    def _tools(self, t: Any) -> str:
        if not self.over:
            # A game in progress: its record (every hand, through its seed) stays out of the
            # page's markup until the player asks for the file.
            download = button(t("record.download"), "download-record", cls="btn", key="download")
        else:
            if self._href is None:
                self._href = data_url(self.record.dumps())
            link = attrs(class_="btn", href=self._href, download=download_name(self.record), **DOWNLOAD_KEY)
            download = f"<a{link}>{esc(t('record.download'))}</a>"
        if self.over:
            extra = button(t("share.make"), "share", cls="btn")
        else:
            extra = button(t("replay.play_on"), "play-on", cls="btn btn--primary")
        close = button(t("replay.close"), "replay-close", cls="btn btn--ghost")
        tools = f'<div class="controls controls--wrap">{extra}{download}{close}</div>'
        if self.share is not None:
            tools += render_share(self.share, t)
        if self.confirm:
            tools += render_confirm(t, "replace")
        return tools


def render_end_tools(record: GameRecord, t: Any) -> str:
    """Under a finished game's ranking: its replay and its record as a file."""
    link = attrs(
        class_="btn", href=data_url(record.dumps()), download=download_name(record), data_focus_key="download"
    )
    return (
        f'<div class="controls controls--wrap end__records">{button(t("end.replay"), "replay", cls="btn")}'
        f"<a{link}>{esc(t('record.download'))}</a></div>"
    )


def render_share(link: str, t: Any) -> str:
    """The link in a read-only field (select and copy by hand), and a Copy button."""
    field = attrs(
        type="text", readonly=True, value=link, data_focus_key="share-link", class_="share__link", dir="ltr"
    )
    return (
        f'<div class="share"><label class="field field--block"><span>{esc(t("share.label"))}</span>'
        f"<input{field}></label>"
        f'<p class="field__note">{esc(t("share.note"))}</p>'
        f'<div class="controls">{button(t("share.copy"), "copy-link", cls="btn")}</div></div>'
    )


def open_replay(shell: Shell, record: GameRecord, final: GameState, back: str = "home") -> Screen:
    """``record`` as a replay (its game's UI already loaded); Close goes to the ``back`` route."""
    game = games.load(record.game)
    return ReplayScreen(shell, record, game, final, back)


# The step buttons' icons, drawn here: ⏮ and ⏭ showed as empty boxes where no font had them.
STEP_ICONS = {
    "first": "M4 4h2v12H4zM15 4 7 10l8 6z",
    "previous-round": "M10 4 2 10l8 6zM18 4l-8 6 8 6z",
    "back": "M14 4 6 10l8 6z",
    "forward": "M6 4l8 6-8 6z",
    "next-round": "M2 4l8 6-8 6zM10 4l8 6-8 6z",
    "last": "M5 4l8 6-8 6zM14 4h2v12h-2z",
}


def step_icon(step: str) -> str:
    return (
        '<svg class="icon" viewBox="0 0 20 20" width="20" height="20" fill="currentColor" '
        f'aria-hidden="true" focusable="false"><path d="{STEP_ICONS[step]}"/></svg>'
    )
