"""Römer's ``GameUI``: what the shell calls for setup, the table, the end and help.

A module of its own, apart from the package, so that opening the game imports its table UI
one module per event-loop turn instead of in one block.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ludi.games.protocol import Action, Rules, Seat
from ludi.games.romer.rules import RomerRules
from ludi.games.romer.views import RomerView
from ludi.ui.game_ui import GameUI, Rewind, TableContext
from ludi.ui.i18n import Translate, help_sections
from ludi.ui.markup import attrs, esc
from ludi.ui.romer import table
from ludi.ui.romer.table import RomerUI
from ludi.ui.screens import render_ranked_end

GAME_ID = "romer"
TARGETS = (300, 500, 800, 1000)
#: Setup toggles: (option name, RomerRules field); each is a *(decision)* of the spec.
TOGGLES = (
    ("caesar-trump", "caesar_trump"),
    ("cut-losers-keep", "cut_losers_keep"),
    ("optional-draw", "optional_draw"),
)
#: How long a finished trick stays in the middle, in animation steps (normal speed ≈ 1.6 s).
TRICK_PAUSE_STEPS = 5


class RomerTableUI(GameUI):
    game_id = GAME_ID
    hidden_info = True

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

    def seat_range(self, options: dict[str, Any]) -> tuple[int, int]:
        return (2, 4)

    def render_options(self, options: dict[str, Any], seats: int, t: Translate) -> str:
        targets = "".join(
            f'<option value="{n}"{" selected" if n == options["target"] else ""}>'
            f"{esc(t('target.points', n=n))}</option>"
            for n in TARGETS
        )
        items = []
        for name, _ in TOGGLES:
            box = attrs(
                type="checkbox",
                checked=options[name],
                data_field="option",
                data_arg=name,
                data_focus_key=f"option:{name}",
            )
            items.append(
                f'<li><label class="option"><input{box}><span class="option__text">'
                f'<span class="option__name">{esc(t(f"opt.{name}.name"))}</span>'
                f'<span class="option__help">{esc(t(f"opt.{name}.help"))}</span></span></label></li>'
            )
        return (
            '<section class="panel" aria-labelledby="options-h"><h2 '
            f'id="options-h">{esc(t("setup.options"))}</h2>'
            f'<label class="field"><span>{esc(t("target.label"))}</span><select data-field="option" '
            'data-arg="target"'
            f' data-focus-key="option:target">{targets}</select></label><ul '
            f'class="options">{"".join(items)}</ul></section>'
        )

    def rules(self, options: dict[str, Any], seats: int) -> Rules:
        return RomerRules(target=options["target"], **{field: options[name] for name, field in TOGGLES})

    # --- table -------------------------------------------------------------------------------
    def new_ui(self, view: RomerView) -> RomerUI:
        return RomerUI(intro=view.round == 0 and not view.log and not view.results)

    def holds(self, ui: RomerUI) -> bool:
        return ui.intro or ui.summary is not None

    def render_table(self, ctx: TableContext) -> str:
        ui: RomerUI = ctx.ui
        view: RomerView = ctx.view
        names = [s.name for s in ctx.seats]
        t = ctx.t
        if ui.intro:
            return f'<div class="table-screen romer">{table.render_intro(view, names, t)}</div>'
        if ui.summary is not None and ui.summary < len(view.results):
            return f'<div class="table-screen romer">{table.render_summary(view, ui.summary, names, t)}</div>'
        if view.hand is not None and ui.selected not in view.hand:
            ui.selected = None
        banner = table.render_banner(view, ctx.viewer, names, t)
        chariots = table.render_chariots(view, ctx.viewer, ui, names, t)
        trick = table.render_trick(view, ui, names, t)
        hand = table.render_hand(view, ctx.legal, ui, ctx.interactive, ctx.version, t)
        log = table.render_log(view, names, t)
        sheet = ""
        if view.results:
            sheet = (
                f'<details class="panel sheet-panel"><summary>{esc(t("sheet.title"))}</summary>'
                f"{table.render_sheet(view, names, t)}</details>"
            )
        return (
            '<div class="table-screen romer" '
            f'data-viewer="{"" if ctx.viewer is None else ctx.viewer}">{banner}'
            f'<div class="romer-grid"><div class="romer-center">{chariots}{trick}</div>'
            f'<div class="romme-own">{hand}</div><div class="romer-side">{log}{sheet}</div></div></div>'
        )

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | Rewind | None:
        ui: RomerUI = ctx.ui
        view: RomerView = ctx.view
        if action == "deal":
            ui.intro = False
            ctx.focus = "turn-title"
        elif action == "next-round":
            ui.summary = None
            ctx.focus = "turn-title"
        elif action == "peek":
            ui.peek = not ui.peek
            ctx.focus = "peek"
        elif action == "card" and view.hand is not None and arg in view.hand:
            ui.selected = None if ui.selected == arg else arg
            ctx.focus = f"card:{view.hand.index(arg)}"
        return None

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> bool:
        ui: RomerUI = ctx.ui
        if key == "Escape" and ui.selected is not None:
            ui.selected = None
            return True
        if focus_key and focus_key.startswith("card:") and key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            hand = ctx.view.hand or ()
            p = int(focus_key.split(":")[1])
            target = {"ArrowLeft": p - 1, "ArrowRight": p + 1, "Home": 0, "End": len(hand) - 1}[key]
            ctx.focus = f"card:{max(0, min(len(hand) - 1, target))}"
            return True
        return False

    def after_action(self, ui: RomerUI, before: RomerView, after: RomerView, action: Action) -> None:
        ui.selected = None
        if len(after.results) > len(before.results):
            ui.summary = len(after.results) - 1
            ui.peek = False

    def animation(
        self, ui: RomerUI, before: RomerView, after: RomerView, action: Action, step_ms: int
    ) -> Iterator[int]:
        """A finished trick stays readable in the middle for a moment before play goes on."""
        if after.round == before.round and table.last_trick(after.log) != table.last_trick(before.log):
            yield step_ms * TRICK_PAUSE_STEPS

    def announce(
        self,
        ui: RomerUI,
        before: RomerView,
        after: RomerView,
        action: Action,
        t: Translate,
        names: Sequence[str],
    ) -> str:
        return table.announce(before, after, names, t)

    # --- end ---------------------------------------------------------------------------------
    def winners(self, view: RomerView) -> list[int]:
        best = max(view.totals)
        return [s for s, v in enumerate(view.totals) if v == best]

    def render_end(self, view: RomerView, seats: Sequence[Seat], t: Translate) -> str:
        names = [s.name for s in seats]
        last = table.render_round(view.results[-1], names, t) if view.results else ""
        sheet = table.render_sheet(view, names, t)
        totals = list(view.totals)
        return render_ranked_end(names, totals, totals, t("sheet.total"), last, sheet, t)

    def help_sections(self, lang: str) -> list[tuple[str, list[str]]]:
        return help_sections("ludi.ui.romer", lang)


GAME_UI = RomerTableUI()
