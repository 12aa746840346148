"""Römer's ``GameUI``: what the shell calls for setup, the table, the end and help.

A module of its own, apart from the package, so that opening the game imports its table UI
in slices instead of in one block.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from ludi.games.protocol import Action, Rules, Seat
from ludi.games.romer.questions import RomerQuestions
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.views import FINAL, OVER, TRICK, TRUMP, TURN, RomerView
from ludi.ui.game_ui import GameUI, HelpSection, TableContext, Undo
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.romer import chariots, coaching, story, summaries, table, tray, trick
from ludi.ui.romer.ui_state import RomerUIState
from ludi.ui.widgets import (
    RoundPauses,
    hand_key_target,
    option_items,
    options_panel,
    render_ranked_end,
    render_watching,
    sheet_details,
)

GAME_ID = "romer"
TARGETS = (300, 500, 800, 1000)
#: Setup toggles: (option name, RomerRules field); each is a *(decision)* of the spec.
TOGGLES = (
    ("caesar-trump", "caesar_trump"),
    ("cut-losers-keep", "cut_losers_keep"),
    ("optional-draw", "optional_draw"),
)
#: The help section (``ludi.ui.romer.help``) about each phase of the table.
HELP_TOPICS = {TRUMP: "trumps", TURN: "turn", TRICK: "tricks", FINAL: "end", OVER: "end"}
#: How long a finished trick stays in the middle, in animation steps (normal speed ≈ 1.6 s).
TRICK_PAUSE_STEPS = 5
#: How long the move that ended a round stays before the summary (normal speed ≈ 2.6 s).
ROUND_PAUSE_STEPS = 8
#: A glide lasts one step; the frame after it waits this much longer, so it ends in place.
COLLECT_EXTRA_MS = 80


class RomerTableUI(RoundPauses, GameUI):
    game_id = GAME_ID
    levels = ("easy", "normal", "strong", "expert")
    SOUNDS = {"LayTrump": "lay", "AddHorse": "lay", "ChangeTrump": "lay", "Lead": "card", "Play": "card"}

    def sound(self, before: Any, after: Any, action: Action) -> str | None:
        """The card that completes a trick sounds as the trick taken; a round's end as a win."""
        if len(after.results) > len(before.results):
            return "win"
        if type(action).__name__ == "Play" and len(after.trick) <= len(before.trick):
            return "trick"
        return super().sound(before, after, action)

    # --- setup -------------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {"target": 500, **{name: True for name, _ in TOGGLES}}

    def load_options(self, data: Any) -> dict[str, Any]:
        options = self.default_options()
        if isinstance(data, dict):
            if type(data.get("target")) is int and data["target"] in TARGETS:
                options["target"] = data["target"]
            for name, _ in TOGGLES:
                if isinstance(data.get(name), bool):
                    options[name] = data[name]
        return options

    def option_field(self, options: dict[str, Any], arg: str | None, value: Any) -> dict[str, Any]:
        new = dict(options)
        if arg == "target":
            try:
                target = int(str(value))
            except ValueError:
                return options
            if target in TARGETS:
                new["target"] = target
        elif arg in dict(TOGGLES):
            new[arg] = bool(value)
        return new

    def render_options(self, options: dict[str, Any], seats: int, t: Translate) -> str:
        targets = "".join(
            f'<option value="{n}"{" selected" if n == options["target"] else ""}>'
            f"{esc(t('target.points', n=n))}</option>"
            for n in TARGETS
        )
        target = (
            f'<label class="field"><span>{esc(t("target.label"))}</span><select data-field="option" '
            f'data-arg="target" data-focus-key="option:target">{targets}</select></label>'
        )
        chosen = {name for name, _ in TOGGLES if options[name]}
        return options_panel(target + option_items([name for name, _ in TOGGLES], chosen, t), t)

    def rules(self, options: dict[str, Any], seats: int) -> Rules:
        return RomerRules(target=options["target"], **{field: options[name] for name, field in TOGGLES})

    # --- table -------------------------------------------------------------------------------
    def new_ui(self, view: RomerView) -> RomerUIState:
        return RomerUIState(intro=self.starts_fresh(view), summary=self.waiting_summary(view))

    def render_table(self, ctx: TableContext) -> str:
        ui: RomerUIState = ctx.ui
        view: RomerView = ctx.view
        names = [s.name for s in ctx.seats]
        t = ctx.t
        # A moment after a move shows while the table animates (or a bot waits), never after.
        moment = ui.moment if ctx.busy else None
        if ui.intro:
            return f'<div class="table-screen romer">{summaries.render_intro(view, names, t)}</div>'
        if moment is None and ui.summary is not None and ui.summary < len(view.results):
            summary = summaries.render_summary(view, ui.summary, names, t)
            return f'<div class="table-screen romer">{summary}</div>'
        if ui.selected is not None and (view.hand is None or ui.selected >= len(view.hand)):
            ui.selected = None
        undo = ctx.undo.own if ctx.undo is not None and ctx.undo.seat == ctx.viewer else None
        banner = table.render_banner(view, ctx.viewer, names, t, moment, ctx.recap)
        others = chariots.render_opponents(view, ctx.viewer, ui, names, t, moment)
        middle = trick.render_middle(view, ctx.viewer, names, t, moment)
        if ctx.watching:  # between two humans: nobody's tray, the note says why
            own = f'<section class="romer-own tray">{render_watching(t)}</section>'
        else:
            own = tray.render_own(
                view,
                ctx.legal,
                ui,
                names,
                ctx.interactive,
                ctx.version,
                t,
                undo,
                moment,
                self._coaching(ctx),
                hint_button=ctx.hints and ctx.interactive and moment is None,
            )
        log = story.render_log(view, names, t, moment)
        sheet = ""
        if view.results:
            sheet = sheet_details(summaries.render_sheet(view, names, t, caption=False), t)
        phase = "round-end" if moment is not None and moment.stage == "round" else view.phase
        return (
            f'<div class="table-screen romer romer--{phase}" '
            f'data-viewer="{"" if ctx.viewer is None else ctx.viewer}">{banner}'
            f'<div class="romer-grid"><div class="romer-board">{others}{middle}{own}</div>'
            f'<div class="romer-side">{log}{sheet}</div></div></div>'
        )

    def _coaching(self, ctx: TableContext) -> tray.Coaching:
        """The action bar's lines and, when asked for, the hint (words, card place, button)."""
        view: RomerView = ctx.view
        hint, ask = ctx.ui.hint, ctx.ask
        assert isinstance(ask, RomerQuestions)  # the session asks the game's own questions
        room = coaching.kind_lines(view, tray.ROOM_KINDS, ask, ctx.t)
        if not ctx.interactive:
            return tray.Coaching({}, room=room)
        return tray.Coaching(
            coaching.action_lines(view, ctx.legal, ask, ctx.t),
            coaching.hint_text(hint, ctx.t, ctx.names) if hint is not None else "",
            coaching.hinted_place(hint, view.hand),
            tray.action_kind(hint.action) if hint is not None else None,
            room,
        )

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | None:
        ui: RomerUIState = ctx.ui
        view: RomerView = ctx.view
        if self.pause_click(ctx, action):
            ui.moment = None
            return None
        if action == "hint" and ctx.hints and ctx.interactive:
            # From this seat's own view only (the engine's ``PublicQuestions.hint``); its card
            # is chosen for the player, so the highlighted button plays it at one tap.
            ui.hint = ctx.ask.hint(ctx.viewer)
            if ui.hint is not None:
                place = coaching.hinted_place(ui.hint, view.hand)
                ui.selected = place
                ctx.notice = coaching.hint_text(ui.hint, ctx.t, ctx.names)
                ctx.focus = f"act:{tray.action_kind(ui.hint.action)}"
        elif action == "peek":
            ui.peek = not ui.peek
            ctx.focus = "peek"
        elif action == "card" and view.hand is not None:
            try:
                place = int(str(arg))
            except ValueError:
                return None
            if 0 <= place < len(view.hand):  # a place in the hand: two equal cards are two places
                ui.selected = None if ui.selected == place else place
                ctx.focus = f"card:{place}"
        return None

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> bool:
        ui: RomerUIState = ctx.ui
        if key == "Escape" and ui.selected is not None:
            ui.selected = None
            return True
        target = hand_key_target(key, focus_key, len(ctx.view.hand or ()))
        if target is not None:
            ctx.focus = f"card:{target}"
            return True
        return False

    def after_action(
        self, ui: RomerUIState, before: RomerView, after: RomerView, action: Action | Undo
    ) -> None:
        """Clears the choice; keeps what the table shows for a moment: a trick just finished,
        or the move that ended a round (then the summary waits for a tap)."""
        ui.selected = None
        ui.moment = None
        ui.hint = None
        if isinstance(action, Undo):
            return
        if self.round_ended(ui, before, after):
            ui.peek = False
            ui.moment = story.round_moment(before, after.results[-1], action)
        elif after.round == before.round:
            done = story.last_trick(after.log)
            if done and done != story.last_trick(before.log):
                ui.moment = story.trick_moment(done)

    def animation(
        self, ui: RomerUIState, before: RomerView, after: RomerView, action: Action, step_ms: int
    ) -> Iterator[int]:
        """A finished trick stays readable in the middle, then its cards go to the winner; a
        round's deciding move and why it ended stay on the table before the summary."""
        moment = ui.moment
        if moment is None:
            return
        if moment.stage == "trick":
            yield step_ms * TRICK_PAUSE_STEPS
            ui.moment = replace(moment, stage="collect")
            yield step_ms + COLLECT_EXTRA_MS
        elif moment.stage == "round":
            yield step_ms * ROUND_PAUSE_STEPS
        ui.moment = None

    def tell(self, before: Any, after: Any, names: Sequence[str], t: Translate) -> str:
        return story.announce(before, after, names, t)

    def recap_line(
        self,
        ui: RomerUIState,
        before: Any,
        after: Any,
        action: Action | Undo,
        t: Translate,
        names: Sequence[str],
    ) -> str:
        return story.announce(before, after, names, t, turns=False)

    def handed_over(self, ui: RomerUIState) -> None:
        ui.selected, ui.peek, ui.hint = None, False, None

    # --- end ---------------------------------------------------------------------------------
    def render_end(self, view: RomerView, seats: Sequence[Seat], t: Translate) -> str:
        names = [s.name for s in seats]
        last = summaries.render_round(view.results[-1], names, t) if view.results else ""
        sheet = summaries.render_sheet(view, names, t)
        totals = list(view.totals)
        return render_ranked_end(names, totals, totals, t("sheet.total"), last, sheet, t)

    def help_sections(self, lang: str) -> list[HelpSection]:
        """Drawn by ``ludi.ui.romer.help``, imported only now: the table never needs it."""
        from ludi.ui.romer.help import sections

        return sections(lang)

    def help_topic(self, view: RomerView) -> str | None:
        """Choosing a trump card, a turn, answering a trick, the last cards or the end."""
        return HELP_TOPICS.get(view.phase)


GAME_UI = RomerTableUI()
