"""Römisch Pokern's ``GameUI``: what the shell calls for setup, the table, the end and help.

A module of its own, apart from the package, so that opening the game imports its table UI
in slices instead of in one block.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ludi.games import registry
from ludi.games.protocol import Action, PublicQuestions, Rules, Seat
from ludi.games.romisch_pokern.actions import PlayCard, Roll, Score
from ludi.games.romisch_pokern.questions import PokernQuestions
from ludi.games.romisch_pokern.views import FAILED, OVER
from ludi.ui.game_ui import GameUI, HelpSection, TableContext, Undo
from ludi.ui.i18n import Translate, help_sections
from ludi.ui.markup import HelpFigure, esc
from ludi.ui.pokern import coaching, controls, sheet, story, table
from ludi.ui.pokern.end import render_end_body
from ludi.ui.pokern.table import PokernUIState
from ludi.ui.widgets import option_items, options_panel

GAME_ID = "romisch-pokern"
# Option names as ludi.games.romisch_pokern.rules.OPTIONS knows them, in display order.
OPTIONS = ("roll-several", "cards-on-valid", "order-matters", "strict-xxxx", "fixed-start")
#: The keys of the catalogs' HELP sections, in their order (``help_topic`` names one).
HELP_KEYS = ("material", "numerals", "turn", "cards", "example", "end", "options")


class PokernTableUI(GameUI):
    """Everything in this game is on the table: no hand-off screens, no hidden views."""

    game_id = GAME_ID
    SOUNDS = {"Roll": "roll", "Score": "write", "PlayCard": "card"}

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
        return options_panel(option_items(OPTIONS, options, t), t)

    def rules(self, options: set[str], seats: int) -> Rules:
        return registry.get(GAME_ID).rules_from_options(None, sorted(options))

    # --- table -------------------------------------------------------------------------------
    def new_ui(self, view: Any) -> PokernUIState:
        ui = PokernUIState()
        ui.seen_events = view.event_count
        table.ingest(ui, None, view)
        ui.log_complete = view.event_count == len(view.events)
        return ui

    def render_table(self, ctx: TableContext) -> str:
        levels = [s.level for s in ctx.seats]
        ui: PokernUIState = ctx.ui
        ui.busy = ctx.busy
        if not ui.log_complete:
            rebuild_log(ui, ctx.ask)
        human = ctx.current is not None and ctx.seats[ctx.current].kind == "human"
        ask = ctx.ask
        assert isinstance(ask, PokernQuestions)  # the session asks the game's own questions
        outlook = ask.stop_outlook() if human and not ctx.busy else None
        return table.render_table(
            ctx.view,
            ctx.legal,
            ui,
            ctx.t,
            ctx.version,
            levels,
            outlook=outlook,
            undo_seat=ctx.undo.seat if ctx.undo is not None else None,
            hints=ctx.hints and ctx.interactive,
            hint_room=ctx.hints,
        )

    def click(self, ctx: TableContext, action: str, arg: str | None) -> Action | None:
        ui: PokernUIState = ctx.ui
        if ctx.busy:
            return None
        if action == "hint" and ctx.hints and ctx.interactive:
            # The exact solver's part may still be worked out (between taps, in slices): the
            # table says so, and the shell asks again once it is ready (never a long block).
            ui.hint_thinking = ctx.ask.hint_pending(ctx.viewer)
            if ui.hint_thinking:
                ctx.notice = ctx.t("hint.thinking")
                return None
            # Everything is public here but the dice to come: the seat's view is the table.
            ui.hint = ctx.ask.hint(ctx.viewer)
            if ui.hint is not None:
                if isinstance(ui.hint.action, Score):
                    ui.number = ui.hint.action.number  # its row lights up as the one to write
                if not _advises_armed_card(ui.hint.action, ui):
                    ui.card = ui.effect = None  # a second Hint never disarms the card it advised
                ctx.notice = coaching.hint_text(ui.hint, ctx.t)
                ctx.focus = coaching.hint_focus(ui.hint, ui.card)
            return None
        if action == "number":
            try:
                ui.number = int(str(arg))
            except ValueError:
                return None
            targets = controls.target_cells(ctx.legal, ui)
            ctx.focus = f"cell:{min(targets)}" if targets else None
            return None
        if action in ("card", "quick-card"):
            plays = [a for a in ctx.legal if isinstance(a, PlayCard) and a.card == arg]
            if not plays or arg is None:
                return None
            ui.card_from = action
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
            ctx.focus = f"{ui.card_from}:{card}" if card else None
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

    def handed_over(self, ui: PokernUIState) -> None:
        ui.card = ui.effect = ui.number = ui.hint = None
        ui.hint_thinking = False

    def after_action(self, ui: PokernUIState, before: Any, after: Any, action: Action | Undo) -> str | None:
        ui.card = ui.effect = None
        ui.hint = None
        ui.hint_thinking = False
        if isinstance(action, Undo):
            write = _undone_write(before, ui, action)
            table.ingest(ui, None, after)  # forgets what was taken back
            ui.seen_events = after.event_count
            if write is None:
                return None
            ui.number = write["number"]  # the same number stays chosen: one tap writes it elsewhere
            return f"cell:{write['row']}"
        ui.number = None
        table.ingest(ui, before, after)
        return None

    animation_part = "dice"

    def render_part(self, ctx: TableContext, part: str) -> str | None:
        if part != "dice":
            return None
        ui: PokernUIState = ctx.ui
        ui.busy = ctx.busy
        interactive = table.takes_taps(ctx.view, ui)
        return table.render_dice(ctx.view, ctx.legal, ui, ctx.t, interactive, ctx.version)

    def animation(
        self, ui: PokernUIState, before: Any, after: Any, action: Action, step_ms: int
    ) -> Iterator[int]:
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
        self,
        ui: PokernUIState,
        before: Any,
        after: Any,
        action: Action | Undo,
        t: Translate,
        names: Sequence[str],
    ) -> str:
        """Each roll with its readings, each card with its result, writes, failures, whose turn.

        Built from the remembered events (``after_action`` ran first), so it says exactly what
        the log says; everything in this game is on the table, nothing hidden is named.
        """
        if isinstance(action, Undo):
            write = _undone_write(before, PokernUIState(), action)
            if write is None:
                return ""
            return t("announce.undo", name=names[action.point.seat], number=write["number"])
        events = story.entries(after, ui)
        new = [e for e in events if e["n"] >= ui.seen_events]
        ui.seen_events = after.event_count
        parts = []
        for event in new:
            kind = event.get("kind")
            seat = event.get("seat")
            if kind == "turn":
                parts.append(t("table.turn", name=names[seat] if isinstance(seat, int) else ""))
            elif kind != "end":  # the shell tells who won
                text = table.event_text(event, names, t)
                if text:
                    parts.append(text + ".")
        return " ".join(parts)

    # --- end ---------------------------------------------------------------------------------
    def render_end(self, view: Any, seats: Sequence[Seat], t: Translate) -> str:
        levels = [s.level for s in seats]
        score_sheet = sheet.render_sheet(view, [], PokernUIState(), t, False, 0, levels, "end.sheet")
        return render_end_body(
            view.names,
            view.columns,
            [len(c) for c in view.cards],
            view.rules.card_bonus,
            view.scores,
            view.end_reason,
            t,
            score_sheet,
        )

    def help_sections(self, lang: str) -> list[HelpSection]:
        """The catalog's help, its "dice:X I V|caption" paragraphs drawn as dice pictures."""
        sections = help_sections("ludi.ui.pokern", lang)
        return [
            HelpSection(key, head, [_help_paragraph(p) for p in paras])
            for key, (head, paras) in zip(HELP_KEYS, sections, strict=True)
        ]

    def help_topic(self, view: Any) -> str | None:
        """A failed turn is rescued with action cards; the end is scored; else the turn."""
        return {FAILED: "cards", OVER: "end"}.get(view.phase, "turn")


def _help_paragraph(text: str) -> str:
    if not text.startswith("dice:"):
        return text
    spec, _, caption = text[len("dice:") :].partition("|")
    symbols = [s for s in spec.split() if s in ("I", "V", "X")]
    faces = "".join(f'<span class="die die--{s}" aria-hidden="true">{s}</span>' for s in symbols)
    label = f"{caption} ({' '.join(symbols)})" if caption else " ".join(symbols)
    return HelpFigure(
        f'<figure class="help-dice"><div class="dice" role="img" aria-label="{esc(label)}">{faces}</div>'
        f'<figcaption aria-hidden="true">{esc(caption)}</figcaption></figure>'
    )


def rebuild_log(ui: PokernUIState, ask: PublicQuestions) -> None:
    """Tell the whole game in the log once (after a resume): the engine keeps only its latest
    events, so every public view since the start is ingested again. A game whose story
    cannot be told leaves the log as it is (the latest events)."""
    ui.log_complete = True
    log = PokernUIState()
    try:
        before = None
        for after in ask.public_history():
            table.ingest(log, before, after)
            before = after
    except Exception:  # noqa: BLE001 - the table must render even if the story cannot be told
        return
    ui.log = {**log.log, **{n: e for n, e in ui.log.items() if n not in log.log}}
    if ui.final_by is None:
        ui.final_by = log.final_by


def _undone_write(before: Any, ui: PokernUIState, undo: Undo) -> dict[str, Any] | None:
    """The write an undo took back: the mover's last write in the story before it."""
    for event in reversed(story.entries(before, ui)):
        if event.get("kind") == "score" and event.get("seat") == undo.point.seat:
            return {"number": event.get("number"), "row": event.get("row")}
    return None


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


GAME_UI = PokernTableUI()


def _advises_armed_card(advice: Action, ui: PokernUIState) -> bool:
    """The hint plays the card the player has armed (as the part the Joker was given, if any)."""
    return isinstance(advice, PlayCard) and ui.card == advice.card and ui.effect in (None, advice.effect)
