"""Rommé's ``GameUI``: what the shell calls for setup, the table, the end and help.

A module of its own, apart from the package, so that opening the game imports its table UI
one module per event-loop turn instead of in one block.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.games.protocol import Action, Rules, RulesError, Seat
from ludi.games.romme.actions import ConfirmFirstMeld, Discard, Draw, Exchange, LayOff, Meld
from ludi.games.romme.cards import counts_of
from ludi.games.romme.views import KNOCK, RommeView
from ludi.ui.game_ui import GameUI, TableContext, Undo
from ludi.ui.i18n import Translate, help_sections
from ludi.ui.romme import choices, setup, table
from ludi.ui.romme.hand import move, reconcile, sorted_hand
from ludi.ui.romme.table import RommeUI
from ludi.ui.widgets import RoundPauses, hand_key_target, render_ranked_end, sheet_details

GAME_ID = "romme"


class RommeTableUI(RoundPauses, GameUI):
    game_id = GAME_ID

    # --- setup -------------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return setup.defaults()

    def load_options(self, data: Any) -> dict[str, Any]:
        return setup.load(data)

    def option_field(self, options: dict[str, Any], arg: str | None, value: Any) -> dict[str, Any]:
        return setup.change(options, arg, value)

    def seat_range(self, options: dict[str, Any]) -> tuple[int, int]:
        try:
            return setup.build(options).seat_range
        except RulesError:
            return super().seat_range(options)  # refused options: setup_problems explains them

    def setup_problems(self, options: dict[str, Any], seats: int, t: Translate) -> list[str]:
        return setup.problems(options, seats, t)

    def render_options(self, options: dict[str, Any], seats: int, t: Translate) -> str:
        return setup.render(options, seats, t)

    def rules(self, options: dict[str, Any], seats: int) -> Rules:
        return setup.build(options)

    # --- table -------------------------------------------------------------------------------
    def new_ui(self, view: RommeView) -> RommeUI:
        return RommeUI(intro=self.starts_fresh(view))

    def _sync_hand(self, ctx: TableContext) -> None:
        ui: RommeUI = ctx.ui
        view: RommeView = ctx.view
        if view.hand is None:
            return
        if ui.order_seat != ctx.viewer:
            ui.order, ui.order_seat, ui.fresh, ui.selected = (
                sorted_hand(view.hand, ui.sort),
                ctx.viewer,
                [],
                [],
            )
            return
        order, fresh = reconcile(ui.order, view.hand)
        if fresh and len(view.hand) > len(ui.order) - len(fresh):
            ui.fresh = fresh
        ui.order = order
        ui.selected = [p for p in ui.selected if p < len(order)]
        ui.fresh = [p for p in ui.fresh if p < len(order)]

    def render_table(self, ctx: TableContext) -> str:
        ui: RommeUI = ctx.ui
        view: RommeView = ctx.view
        names = [s.name for s in ctx.seats]
        if ui.intro:
            return f'<div class="table-screen romme">{table.render_intro(view, names, ctx.t)}</div>'
        if ui.summary is not None and ui.summary < len(view.results):
            summary = table.render_summary(view, ui.summary, names, ctx.t)
            return f'<div class="table-screen romme">{summary}</div>'
        self._sync_hand(ctx)
        kinds = [s.kind for s in ctx.seats]
        t, legal, v = ctx.t, ctx.legal, ctx.version
        interactive = ctx.interactive
        banner = table.render_banner(view, ctx.viewer, legal, names, t)
        players = table.render_players(view, ctx.viewer, names, kinds, t)
        piles = table.render_piles(view, legal, interactive, v, t)
        melds = table.render_melds(view, legal, ui, names, interactive, t)
        staging = table.render_staging(view, legal, ui, v, interactive, t, names)
        if interactive and view.phase == KNOCK:
            action_area = table.render_knock(view, legal, v, t)
        elif view.hand is not None:
            ask = ctx.ask if interactive else None  # for melds the legal list leaves out
            action_area = table.selection_panel(view, legal if interactive else [], ui, v, t, ask)
        else:
            action_area = ""
        undo = ctx.undo is not None and ctx.undo.seat == ctx.viewer
        hand = table.render_hand(view, legal, ui, interactive, v, t, undo)
        log = table.render_log(view, names, ui.log_mark, t)
        sheet = sheet_details(table.render_sheet(view, names, t), t) if view.results else ""
        return (
            f'<div class="table-screen romme" data-viewer="{"" if ctx.viewer is None else ctx.viewer}">'
            f'{banner}{players}<div class="romme-grid"><div '
            f'class="romme-center">{piles}{melds}{staging}</div>'
            f'<div class="romme-own">{action_area}{hand}</div><div class="romme-side">{log}{sheet}</div>'
            "</div></div>"
        )

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | None:
        ui: RommeUI = ctx.ui
        view: RommeView = ctx.view
        if self.pause_click(ctx, action):
            return None
        if view.hand is None:
            return None
        self._sync_hand(ctx)
        position = _int(arg)
        if action == "card" and position is not None and position < len(ui.order):
            ui.selected = (
                [p for p in ui.selected if p != position]
                if position in ui.selected
                else [*ui.selected, position]
            )
            ui.choice = ui.hint = None
            ctx.focus = f"card:{position}"
        elif action == "clear":
            ui.selected, ui.choice = [], None
            ctx.focus = "card:0"
        elif action == "sort" and arg in ("suit", "rank"):
            ui.sort = arg
            ui.order, ui.selected, ui.fresh = sorted_hand(view.hand, arg), [], []
            ctx.focus = "sort"
        elif action == "pick" and position is not None and position < len(ui.order):
            ui.moving = position
            ctx.focus = f"card:{0 if position else 1}"
        elif action == "place" and ui.moving is not None and position is not None:
            self._move(ui, ui.moving, position)
            ctx.focus = "card:0"
        elif action == "cancel-move":
            ctx.focus = f"card:{ui.moving}"
            ui.moving = None
        elif action == "drag" and arg and ">m" in arg and ctx.interactive:
            source, meld = (_int(x) for x in arg.split(">m", 1))  # a card dropped on a table meld
            if source is not None and meld is not None and source < len(ui.order):
                ui.selected, ui.choice = [source], None
                return self._play_click(ctx, "meld", meld)
        elif action == "drag" and arg and ">" in arg:
            source, target = (_int(x) for x in arg.split(">", 1))
            if source is not None and target is not None and source != target:
                self._move(ui, source, target)
        elif action == "cancel-choice":
            ui.choice = None
        elif ctx.interactive:
            return self._play_click(ctx, action, position)
        return None

    def _move(self, ui: RommeUI, source: int, before: int) -> None:
        """Put the card at ``source`` just before the card now at ``before`` (or at the end)."""
        if not 0 <= source < len(ui.order):
            return
        target = before if before <= source else before - 1
        ui.order = move(ui.order, source, target)
        ui.selected, ui.fresh, ui.moving, ui.choice = [], [], None, None

    def _play_click(self, ctx: TableContext, action: str, position: int | None) -> Action | None:
        ui: RommeUI = ctx.ui
        view: RommeView = ctx.view
        legal = ctx.legal
        faces = [ui.order[p] for p in ui.selected if p < len(ui.order)]
        if action in ("lay-down", "meld-spelling"):
            melds = choices.melds_for(legal, faces, ctx.ask, view.seat)
            if action == "meld-spelling":  # one of several spellings the legal list leaves out
                return melds[position] if position is not None and position < len(melds) else None
            if len(melds) == 1:
                return melds[0]
            if melds:
                ui.choice = "meld"
        elif action == "meld" and position is not None and len(faces) == 1:
            options: list[Action] = [
                *choices.layoffs_for(legal, faces[0], position),
                *choices.exchanges_for(legal, faces[0], position),
            ]
            if len(options) == 1:
                return options[0]
            if options:
                kind = "layoff" if isinstance(options[0], LayOff) else "exchange"
                ui.choice = f"{kind}:{position}"
        elif action == "hint":
            ui.hint = self._hint(ctx)
            ctx.notice = ui.hint
        return None

    def _hint(self, ctx: TableContext) -> str:
        """The solver's best melds and what the normal bot would do now (from this seat's view)."""
        from ludi.games.romme.bots import NormalBot
        from ludi.games.romme.solver import best_arrangement

        view: RommeView = ctx.view
        t = ctx.t
        assert view.hand is not None and view.seat is not None
        arrangement = best_arrangement(counts_of(view.hand), view.rules)
        parts = []
        if arrangement.melds:
            melds = " · ".join(" ".join(table.entry_text(e, t) for e in m) for m in arrangement.melds)
            parts.append(t("hint.melds", melds=melds))
        else:
            parts.append(t("hint.no_melds"))
        action = NormalBot(view.seat, 0).choose(view, ctx.legal)
        parts.append(self._describe(action, view, ctx))
        return " ".join(parts)

    def _describe(self, action: Action, view: RommeView, ctx: TableContext) -> str:
        t = ctx.t
        if isinstance(action, Discard):
            return t("hint.discard", card=table.card_text(table.code_face(action.card), t))
        if isinstance(action, Meld):
            return t("hint.meld", cards=table.cards_text(action.cards, t))
        if isinstance(action, LayOff):
            return t("hint.layoff", card=table.entry_text(table.code_face(action.card), t))
        if isinstance(action, Exchange):
            return t("hint.exchange", card=table.card_text(table.code_face(action.card), t))
        if isinstance(action, ConfirmFirstMeld):
            return t("hint.confirm")
        if isinstance(action, Draw):
            return t("hint.draw_" + action.source)
        return ""

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> bool:
        ui: RommeUI = ctx.ui
        if key == "Escape":
            if ui.moving is not None or ui.choice or ui.selected:
                ui.moving, ui.choice, ui.selected = None, None, []
                return True
            return False
        if not focus_key or not focus_key.startswith("card:") or ctx.view.hand is None:
            return False
        self._sync_hand(ctx)
        p = _int(focus_key.split(":", 1)[1])
        if p is None:
            return False
        last = len(ui.order) - 1
        target = hand_key_target(key, focus_key, len(ui.order))
        if target is not None:
            ctx.focus = f"card:{target}"
            return True
        if key in ("Shift+ArrowLeft", "Shift+ArrowRight"):
            target = p - 1 if key.endswith("Left") else p + 1
            if 0 <= target <= last:
                ui.order = move(ui.order, p, target)
                ui.selected, ui.fresh = [], []
                ctx.focus = f"card:{target}"
                ctx.notice = ctx.t("hand.moved", card=table.card_name(ui.order[target], ctx.t), n=target + 1)
            return True
        return False

    def after_action(self, ui: RommeUI, before: RommeView, after: RommeView, action: Action | Undo) -> None:
        ui.selected, ui.choice, ui.hint, ui.moving = [], None, None, None
        if self.round_ended(ui, before, after):
            ui.order, ui.order_seat, ui.fresh, ui.log_mark = [], None, [], 0
            return
        if isinstance(action, Discard):
            ui.fresh = []
            if before.current == ui.order_seat:
                ui.log_mark = len(after.log)

    def tell(self, before: Any, after: Any, names: Sequence[str], t: Translate) -> str:
        return table.announce(before, after, names, t)

    # --- end ---------------------------------------------------------------------------------
    def render_end(self, view: RommeView, seats: Sequence[Seat], t: Translate) -> str:
        names = [s.name for s in seats]
        palast = view.rules.preset == "palast"
        shown = view.minus if palast else view.totals
        label = t("sheet.minus") if palast else t("sheet.total")
        reason = t("end.ranked_minus" if palast else "end.ranked_total")
        last = table.render_round(view.results[-1], view, names, t) if view.results else ""
        sheet = table.render_sheet(view, names, t)
        return render_ranked_end(names, _standing(view), shown, label, last, sheet, t, reason)

    def help_sections(self, lang: str) -> list[tuple[str, list[str]]]:
        return help_sections("ludi.ui.romme", lang)


def _standing(view: RommeView) -> list[int]:
    """Higher is better: Palast ranks by fewest minus points, Palace by the total."""
    if view.rules.preset == "palast":
        return [-m for m in view.minus]
    return list(view.totals)


def _int(text: str | None) -> int | None:
    try:
        return int(str(text))
    except ValueError:
        return None


GAME_UI = RommeTableUI()
