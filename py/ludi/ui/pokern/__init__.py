"""Römisch Pokern's table UI for the shell: setup options, table, dice animation, end body.

Imported only when Römisch Pokern is opened (``ludi.ui.games.load``), together with its
engine and its catalogs (``lang_de`` / ``lang_fr`` / ``lang_en``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ludi.games import registry
from ludi.games.protocol import Action, Rules, Seat
from ludi.games.romisch_pokern.actions import PlayCard, Roll
from ludi.ui.game_ui import GameUI, Rewind, TableContext
from ludi.ui.i18n import Translate, help_sections
from ludi.ui.markup import attrs, esc
from ludi.ui.pokern import table
from ludi.ui.pokern.end import render_end_body
from ludi.ui.pokern.table import TableUI
from ludi.ui.screens import winner_text

GAME_ID = "romisch-pokern"
# Option names as ludi.games.romisch_pokern.rules.OPTIONS knows them, in display order.
OPTIONS = ("roll-several", "cards-on-valid", "order-matters", "strict-xxxx", "fixed-start")


class PokernUI(GameUI):
    game_id = GAME_ID
    hidden_info = False  # dice, sheets and cards are all on the table

    # --- setup -------------------------------------------------------------------------------
    def default_options(self) -> set[str]:
        return set()

    def load_options(self, data: Any) -> set[str]:
        if not isinstance(data, list):
            return set()
        return {o for o in data if isinstance(o, str) and o in OPTIONS}

    def dump_options(self, options: set[str]) -> list[str]:
        return sorted(options)

    def option_field(self, options: set[str], arg: str | None, value: Any) -> set[str]:
        if arg not in OPTIONS:
            return options
        return (options | {arg}) if value else (options - {arg})

    def render_options(self, options: set[str], seats: int, t: Translate) -> str:
        items = []
        for name in OPTIONS:
            box = attrs(
                type="checkbox",
                checked=name in options,
                data_field="option",
                data_arg=name,
                data_focus_key=f"option:{name}",
            )
            items.append(
                f'<li><label class="option"><input{box}>'
                f'<span class="option__text"><span class="option__name">{esc(t(f"opt.{name}.name"))}</span>'
                f'<span class="option__help">{esc(t(f"opt.{name}.help"))}</span></span></label></li>'
            )
        return (
            f'<section class="panel" aria-labelledby="options-h">'
            f'<h2 id="options-h">{esc(t("setup.options"))}</h2>'
            f'<ul class="options">{"".join(items)}</ul></section>'
        )

    def rules(self, options: set[str], seats: int) -> Rules:
        return registry.get(GAME_ID).rules_from_options(None, sorted(options))

    # --- table -------------------------------------------------------------------------------
    def new_ui(self, view: Any) -> TableUI:
        ui = TableUI()
        ui.seen_events = view.event_count
        return ui

    def render_table(self, ctx: TableContext) -> str:
        levels = [s.level for s in ctx.seats]
        ctx.ui.busy = ctx.busy
        return table.render_table(ctx.view, ctx.legal, ctx.ui, ctx.t, ctx.version, levels)

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | Rewind | None:
        ui: TableUI = ctx.ui
        if ctx.busy:
            return None
        if action == "number":
            try:
                ui.number = int(str(arg))
            except ValueError:
                return None
            targets = table.target_cells(ctx.legal, ui)
            ctx.focus = f"cell:{min(targets)}" if targets else None
            return None
        if action == "card":
            plays = [a for a in ctx.legal if isinstance(a, PlayCard) and a.card == arg]
            if not plays or arg is None:
                return None
            effects = list(dict.fromkeys(a.effect for a in plays))
            if len(effects) > 1:
                ui.card, ui.effect = arg, None
                ctx.focus = f"joker-effect:{effects[0]}"
                return None
            return self._choose_effect(ctx, arg, effects[0], plays)
        if action == "joker-effect":
            plays = [a for a in ctx.legal if isinstance(a, PlayCard) and a.card == ui.card]
            if ui.card is not None and arg in {a.effect for a in plays}:
                return self._choose_effect(ctx, ui.card, str(arg), plays)
            return None
        if action == "cancel-card":
            card = ui.card
            ui.card = ui.effect = None
            ctx.focus = f"card:{card}" if card else None
        return None

    def _choose_effect(
        self, ctx: TableContext, card: str, effect: str, plays: list[PlayCard]
    ) -> Action | None:
        matching = [a for a in plays if a.effect == effect]
        if any(a.die is not None for a in matching):
            ctx.ui.card, ctx.ui.effect = card, effect  # the player now picks a die
            ctx.focus = "die:0"
            return None
        ctx.ui.card = ctx.ui.effect = None
        return matching[0]

    def key(self, ctx: TableContext, key: str, focus_key: str | None) -> bool:
        if key == "Escape" and ctx.ui.card is not None:
            self.click(ctx, "cancel-card", None)
            return True
        return False

    def after_action(self, ui: TableUI, before: Any, after: Any, action: Action) -> None:
        ui.number = None
        ui.card = ui.effect = None

    def animation(self, ui: TableUI, before: Any, after: Any, action: Action, step_ms: int) -> Iterator[int]:
        """Dice that just landed appear one by one."""
        new_dice = _new_dice(before, after, action)
        if not new_dice or step_ms == 0:
            return
        hidden = set(new_dice)
        for index in new_dice:
            hidden.discard(index)
            ui.hidden = frozenset(hidden)
            ui.rolling = index
            yield step_ms
        ui.hidden = frozenset()
        ui.rolling = None

    def announce(
        self, ui: TableUI, before: Any, after: Any, action: Action, t: Translate, names: Sequence[str]
    ) -> str:
        view = after
        fresh = view.event_count - ui.seen_events
        new = list(view.events[-fresh:]) if fresh > 0 else []
        ui.seen_events = view.event_count
        names = view.names
        parts = []
        for event in new:
            kind = event.get("kind")
            seat = event.get("seat")
            name = names[seat] if isinstance(seat, int) else ""
            if kind == "score":
                parts.append(t("announce.score", name=name, number=event.get("number")))
            elif kind == "fail":
                reason = t(
                    f"table.failed.{event.get('reason')}",
                    symbols=" ".join(view.rolled),
                    numbers=" / ".join(str(n) for n in view.readings),
                )
                parts.append(t("announce.fail", name=name) + " " + reason)
            elif kind == "turn":
                parts.append(t("table.turn", name=name))
            elif kind == "end":
                parts.append(t("announce.end", winner=winner_text(names, self.winners(view), t)))
        return " ".join(parts)

    # --- end ---------------------------------------------------------------------------------
    def winners(self, view: Any) -> list[int]:
        best = max(view.scores)
        return [s for s, v in enumerate(view.scores) if v == best]

    def render_end(self, view: Any, seats: Sequence[Seat], t: Translate) -> str:
        levels = [s.level for s in seats]
        sheet = table.render_sheet(view, [], TableUI(), t, False, 0, levels, "end.sheet")
        return render_end_body(
            view.names,
            view.columns,
            [len(c) for c in view.cards],
            view.rules.card_bonus,
            view.scores,
            view.end_reason,
            t,
            sheet,
        )

    def help_sections(self, lang: str) -> list[tuple[str, list[str]]]:
        return help_sections(__name__, lang)


def _new_dice(before: Any, after: Any, action: Action) -> tuple[int, ...]:
    """Indices of dice that just landed (to animate), from the action and the two views."""
    n = len(after.rolled)
    if isinstance(action, Roll):
        count = action.count
    elif isinstance(action, PlayCard) and action.effect in ("reroll_i", "reroll_v"):
        face = "I" if action.effect == "reroll_i" else "V"
        count = sum(1 for s in before.rolled if s == face)
    elif isinstance(action, PlayCard) and action.effect == "reroll_one":
        count = 1
    else:
        count = 0
    count = min(count, n)
    return tuple(range(n - count, n))


GAME_UI = PokernUI()
