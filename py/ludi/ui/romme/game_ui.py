"""Rommé's ``GameUI``: what the shell calls for setup, the table, the end and help.

A module of its own, apart from the package, so that opening the game imports its table UI
in slices instead of in one block.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from ludi.games.protocol import Action, Rules, RulesError, Seat
from ludi.games.romme import actions as act
from ludi.games.romme.cards import code, parse
from ludi.games.romme.questions import RommeQuestions
from ludi.games.romme.views import DRAW, KNOCK, OVER, PLAY, RommeView
from ludi.ui.game_ui import GameUI, HelpSection, TableContext, Undo
from ludi.ui.i18n import Translate
from ludi.ui.romme import choices, setup
from ludi.ui.romme.arrivals import note_arrivals
from ludi.ui.romme.cards import card_name
from ludi.ui.romme.centre import render_melds, render_piles, render_staging
from ludi.ui.romme.coaching import hint_text
from ludi.ui.romme.hand import BY_RANK, BY_SUIT, move, put_back, reconcile, sorted_hand
from ludi.ui.romme.log import announce, render_log
from ludi.ui.romme.players import render_me, render_players
from ludi.ui.romme.summaries import (
    render_folded_sheet,
    render_intro,
    render_moment,
    render_moment_banner,
    render_round,
    render_sheet,
    render_summary,
)
from ludi.ui.romme.table import prompt, render_banner, render_frame
from ludi.ui.romme.tray import render_hand, render_knock, selection_panel
from ludi.ui.romme.ui_state import RommeUIState, RoundMoment, TableHint
from ludi.ui.romme.watch import render_watch
from ludi.ui.widgets import RoundPauses, hand_key_target, render_ranked_end, render_watching

GAME_ID = "romme"


class RommeTableUI(RoundPauses, GameUI):
    game_id = GAME_ID
    levels = ("easy", "normal", "strong", "expert")
    SOUNDS = {"Draw": "draw", "Meld": "lay", "LayOff": "lay", "Exchange": "lay", "Discard": "discard"}

    def sound(self, before: Any, after: Any, action: Action) -> str | None:
        """A round's end sounds as a win, whatever its last move was."""
        return "win" if len(after.results) > len(before.results) else super().sound(before, after, action)

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
    def new_ui(self, view: RommeView) -> RommeUIState:
        return RommeUIState(intro=self.starts_fresh(view), summary=self.waiting_summary(view))

    def arrangement(self, ui: RommeUIState) -> dict[str, Any]:
        """Each human's hand order (card codes, by seat) and the sort mode: the players' own."""
        orders = dict(ui.orders)
        if ui.order_seat is not None:
            orders[ui.order_seat] = ui.order
        return {"sort": ui.sort, "orders": {str(s): [code(f) for f in o] for s, o in orders.items()}}

    def restore_arrangement(self, ui: RommeUIState, data: Any) -> None:
        """Take back what ``arrangement`` kept; anything unreadable is left out (never raises).
        The orders are checked against the hands at the next render (``reconcile``)."""
        if not isinstance(data, dict):
            return
        if data.get("sort") in (BY_SUIT, BY_RANK):
            ui.sort = data["sort"]
        orders = data.get("orders")
        if not isinstance(orders, dict):
            return
        for seat, codes in orders.items():
            try:
                faces = [parse(c) for c in codes] if isinstance(codes, list) else None
                number = int(seat)
            except (ValueError, TypeError, KeyError):
                continue
            if faces is not None and number >= 0:
                ui.orders[number] = faces
        if ui.order_seat in ui.orders:
            ui.order = ui.orders.pop(ui.order_seat)

    def _sync_hand(self, ctx: TableContext) -> None:
        """Bring the shown order in line with the hand in the view: the viewer's own order
        (kept per seat), cards gone dropped, new ones at the end (marked new), cards that come
        back after a take-back where they stood."""
        ui: RommeUIState = ctx.ui
        view: RommeView = ctx.view
        if view.hand is None:
            return
        if ui.order_seat != ctx.viewer:
            if ui.order_seat is not None and ui.order:
                ui.orders[ui.order_seat] = ui.order
            kept = ui.orders.pop(ctx.viewer, None) if ctx.viewer is not None else None
            ui.order_seat, ui.fresh, ui.selected, ui.left_from = ctx.viewer, [], [], []
            ui.order = list(kept) if kept is not None else sorted_hand(view.hand, ui.sort)
            if kept is None:
                return
        order, fresh = reconcile(ui.order, view.hand)
        if ui.putting_back:  # moves were taken back: their cards go where they stood
            if ui.left_from and fresh:
                order, fresh, ui.fresh = (
                    put_back(order[: len(order) - len(fresh)], view.hand, ui.left_from),
                    [],
                    [],
                )
            ui.left_from, ui.putting_back = [], False
        if fresh and len(view.hand) > len(ui.order) - len(fresh):
            ui.fresh = fresh
        ui.order = order
        ui.selected = [p for p in ui.selected if p < len(order)]
        ui.fresh = [p for p in ui.fresh if p < len(order)]

    def render_table(self, ctx: TableContext) -> str:
        ui: RommeUIState = ctx.ui
        view: RommeView = ctx.view
        names = [s.name for s in ctx.seats]
        kinds = [s.kind for s in ctx.seats]
        t = ctx.t
        if ui.intro:
            return f'<div class="table-screen romme">{render_intro(view, names, t)}</div>'
        if ui.summary is not None and ui.summary < len(view.results):
            if ui.moment is not None and ctx.busy and ctx.speed != "off":
                return self._render_moment(ui.moment, ui.arrivals, names, kinds, t)
            summary = render_summary(view, ui.summary, names, t)
            return f'<div class="table-screen romme">{summary}</div>'
        self._sync_hand(ctx)
        legal, v = ctx.legal, ctx.version
        interactive = ctx.interactive
        mine = interactive and view.current == ctx.viewer
        # What the prompt is about is marked (data-reveal): the page scrolls it clear of the
        # tray once per change of the mark (ludiReveal in assets/render.js).
        piles_mark = f"piles:{v}" if mine and view.phase in (DRAW, KNOCK) else None
        banner = render_banner(view, ctx.viewer, legal, names, t, ctx.recap)
        players = render_players(view, ctx.viewer, names, kinds, t, ui.arrivals)
        piles = render_piles(view, legal, interactive, v, t, ui.arrivals, piles_mark)
        selection = ",".join(map(str, ui.selected))
        staging_mark = f"staging:{v}:{selection}" if mine and view.pending else None
        staging = render_staging(view, legal, ui, v, interactive, t, ctx.viewer, names, staging_mark)
        target_mark = f"meld:{v}:{selection}" if mine and not staging_mark else None
        melds = render_melds(view, legal, ui, names, interactive, t, target_mark)
        if interactive and view.phase == KNOCK:
            action_area = render_knock(view, legal, v, t)
        elif view.hand is not None:
            ask = ctx.ask if interactive else None  # for melds the legal list leaves out
            idle = prompt(view, ctx.viewer, legal, names, t)
            others = view.current is not None and view.current != ctx.viewer
            watch = render_watch(view, names, t, ui.arrivals) if others else ""
            action_area = selection_panel(view, legal if interactive else [], ui, v, t, ask, idle, watch)
        else:
            action_area = ""
        undo = ctx.undo is not None and ctx.undo.seat == ctx.viewer
        me = render_me(view, ctx.viewer, names, kinds, t) if ctx.viewer is not None else ""
        hand = render_hand(view, legal, ui, interactive, v, t, undo, action_area, me, hints=ctx.hints)
        log = render_log(view, names, ui.log_mark, t)
        sheet = render_folded_sheet(view, names, t)
        tray = f'<div class="romme-own tray" data-tray>{hand}</div>' if hand else ""
        if ctx.watching:
            tray = f'<div class="romme-own tray">{render_watching(t)}</div>'
        return render_frame(ctx.viewer, banner, players, piles, staging, melds, tray, log + sheet)

    def _render_moment(
        self, moment: RoundMoment, arrivals: dict[str, str], names: list[str], kinds: list[str], t: Translate
    ) -> str:
        """The table as the round ended (everyone's view), the deciding card on the pile."""
        view = moment.view
        banner = render_moment_banner(moment, names, t)
        players = render_players(view, None, names, kinds, t)
        piles = render_piles(view, [], False, 0, t, arrivals)
        melds = render_melds(view, [], RommeUIState(), names, False, t)
        tray = f'<div class="romme-own tray">{render_moment(moment, names, t)}</div>'
        return render_frame(None, banner, players, piles, "", melds, tray, "")

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | None:
        ui: RommeUIState = ctx.ui
        view: RommeView = ctx.view
        if action == "next-round":
            ui.moment = None
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

    def _move(self, ui: RommeUIState, source: int, before: int) -> None:
        """Put the card at ``source`` just before the card now at ``before`` (or at the end)."""
        if not 0 <= source < len(ui.order):
            return
        target = before if before <= source else before - 1
        ui.order = move(ui.order, source, target)
        ui.selected, ui.fresh, ui.moving, ui.choice = [], [], None, None

    def _play_click(self, ctx: TableContext, action: str, position: int | None) -> Action | None:
        ui: RommeUIState = ctx.ui
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
                kind = "layoff" if isinstance(options[0], act.LayOff) else "exchange"
                ui.choice = f"{kind}:{position}"
        elif action == "hint" and ctx.hints:
            ui.hint = self._hint(ctx)
            if ui.hint is not None:
                ctx.notice = hint_text(ui.hint.hint, ctx.t, ui.hint.melds)
        return None

    def _hint(self, ctx: TableContext) -> TableHint | None:
        """The engine's hint for this seat (from its own view), with its hand's best melds."""
        ask = ctx.ask
        assert isinstance(ask, RommeQuestions)  # the session asks the game's own questions
        hint = ask.hint(ctx.viewer)
        if hint is None:
            return None
        return TableHint(hint, tuple(tuple(m) for m in ask.best_melds(ctx.viewer)))

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> bool:
        ui: RommeUIState = ctx.ui
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
                ctx.notice = ctx.t("hand.moved", card=card_name(ui.order[target], ctx.t), n=target + 1)
            return True
        return False

    def after_action(
        self, ui: RommeUIState, before: RommeView, after: RommeView, action: Action | Undo
    ) -> None:
        """Clear the choices of the move just made; note where its cards came from (for the
        glide at the next render), the order before cards left the hand (so a take-back puts
        them back there) and, when the round ended, its deciding move and the summary."""
        mover = before.current
        own = mover is not None and mover == ui.order_seat
        ui.arrivals, ui.fresh_from = {}, None
        if isinstance(action, (Undo, act.TakeBack)):
            ui.putting_back = True
        elif own and isinstance(action, (act.Meld, act.LayOff, act.Exchange)) and not ui.left_from:
            ui.left_from = list(ui.order)
        if isinstance(action, Action) and mover is not None:
            note_arrivals(ui, before, after, action, mover, own)
        if own and isinstance(action, act.Discard):  # out of the order at once (it is kept as it is)
            face = parse(action.card)
            spots = [p for p in ui.selected if p < len(ui.order) and ui.order[p] == face]
            spots += [p for p in range(len(ui.order)) if ui.order[p] == face]
            if spots:
                ui.order.pop(spots[0])
        ui.selected, ui.choice, ui.hint, ui.moving = [], None, None, None
        if self.round_ended(ui, before, after):
            if isinstance(action, Action) and mover is not None:
                ui.moment = RoundMoment(_as_it_ended(before, action, mover), mover, action, after.results[-1])
            ui.order, ui.order_seat, ui.orders, ui.fresh, ui.log_mark, ui.left_from = [], None, {}, [], 0, []
            return
        if isinstance(action, act.Discard):
            ui.fresh, ui.left_from = [], []
            if own:
                ui.log_mark = len(after.log)

    def animation(
        self, ui: RommeUIState, before: RommeView, after: RommeView, action: Action, step_ms: int
    ) -> Iterator[int]:
        """A round's end holds its deciding move on the table a moment (four frames), then the
        summary; other moves glide by themselves (``data-flip``) and hold nothing."""
        if ui.moment is not None and ui.summary is not None:
            yield 4 * step_ms
            ui.moment = None

    def tell(self, before: Any, after: Any, names: Sequence[str], t: Translate) -> str:
        return announce(before, after, names, t)

    def recap_line(
        self,
        ui: RommeUIState,
        before: Any,
        after: Any,
        action: Action | Undo,
        t: Translate,
        names: Sequence[str],
    ) -> str:
        return announce(before, after, names, t, turns=False)

    def handed_over(self, ui: RommeUIState) -> None:
        ui.selected, ui.choice, ui.hint, ui.moving = [], None, None, None

    # --- end ---------------------------------------------------------------------------------
    def render_end(self, view: RommeView, seats: Sequence[Seat], t: Translate) -> str:
        names = [s.name for s in seats]
        palast = view.rules.preset == "palast"
        shown = view.minus if palast else view.totals
        label = t("sheet.minus") if palast else t("sheet.total")
        reason = t("end.ranked_minus" if palast else "end.ranked_total")
        last = render_round(view.results[-1], view, names, t) if view.results else ""
        sheet = render_sheet(view, names, t)
        return render_ranked_end(names, _standing(view), shown, label, last, sheet, t, reason)

    def help_sections(self, lang: str) -> list[HelpSection]:
        """Drawn by ``ludi.ui.romme.help``, imported only now: the table never needs it."""
        from ludi.ui.romme.help import sections

        return sections(lang)

    def help_topic(self, view: RommeView) -> str | None:
        """Drawing, the first meld still to come, laying off once out, a knock, the end."""
        if view.phase == PLAY:
            seat = view.seat if view.seat is not None else view.current
            first = seat is not None and not view.opened[seat] and view.rules.threshold > 0
            return "first-meld" if first else "layoff"
        return {DRAW: "turn", KNOCK: "knock", OVER: "scoring"}.get(view.phase)


def _as_it_ended(before: RommeView, action: Action, mover: int) -> RommeView:
    """The spectator's table when the round ended: ``before`` with the last discard on the
    pile and out of its player's hand (what everyone saw; the next deal is already made)."""
    if isinstance(action, act.Discard):
        sizes = tuple(n - 1 if s == mover else n for s, n in enumerate(before.hand_sizes))
        return replace(before, discard=(*before.discard, parse(action.card)), hand_sizes=sizes, current=None)
    return replace(before, current=None)


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
