"""The Römisch Pokern table: pure functions from a PokernView + legal actions to HTML.

Every clickable control carries the index of one action in ``legal`` (data-action="act"),
or a pure UI step (choose a reading, open a card's die choice). No rule is computed here:
highlighted rows are exactly the legal Score actions of the chosen number.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.hints import StopOutlook
from ludi.games.romisch_pokern.numerals import roman
from ludi.games.romisch_pokern.state import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc


@dataclass
class TableUI:
    """UI-only choices and animation state (never game state)."""

    number: int | None = None  # the reading chosen when the dice spell two numbers
    card: str | None = None  # a card whose die / joker effect is being chosen
    effect: str | None = None  # the effect chosen for that card (joker) or the card itself
    card_from: str = "card"  # "card" (the cards panel) or "quick-card" (beside Pass): focus goes back there
    hidden: frozenset[int] = field(default_factory=frozenset)  # dice not revealed yet
    rolling: int | None = None  # the die being animated
    busy: bool = False  # animating or a bot is playing: no controls
    seen_events: int = 0  # engine events already announced in the live region
    # The whole game's events by number, each with what the engine showed right after it
    # (readings, XXXX pending, the dice before a card): the engine keeps only the latest.
    log: dict[int, dict[str, Any]] = field(default_factory=dict)
    log_complete: bool = False  # the log holds every event since the first (else: the view's)
    final_by: int | None = None  # the seat whose turn started the final round, when known


# --- the game's story: events remembered with what they produced ------------------------------
def _first_number(view: PokernView) -> int:
    """The number of the oldest event the view still carries."""
    return view.event_count - len(view.events)


def ingest(ui: TableUI, before: PokernView | None, after: PokernView) -> None:
    """Remember the events ``after`` added to ``before`` (called after every action).

    A roll or card entry keeps the readings right after it; a card entry keeps the dice
    before it, so the log can say what the card produced. Events past ``after`` (taken
    back by an undo) are forgotten.
    """
    for n in [n for n in ui.log if n >= after.event_count]:
        del ui.log[n]
    if ui.final_by is not None and not after.final_round:
        ui.final_by = None
    start = _first_number(after)
    latest_dice = _last_of(after, ("roll", "card"))
    for offset, event in enumerate(after.events):
        n = start + offset
        if n in ui.log:
            continue
        entry: dict[str, Any] = dict(event)
        entry["n"] = n
        fresh = before is not None and n >= before.event_count  # made by this very action
        if fresh and event.get("kind") in ("roll", "card") and n == latest_dice:
            entry["readings"] = tuple(after.readings)
            entry["pending"] = bool(after.pending)
        if fresh and event.get("kind") == "card" and before is not None:
            entry["before"] = tuple(before.rolled)
        ui.log[n] = entry
    if before is not None and not before.final_round and after.final_round and before.current is not None:
        ui.final_by = before.current


def _last_of(view: PokernView, kinds: tuple[str, ...]) -> int | None:
    start = _first_number(view)
    for offset in range(len(view.events) - 1, -1, -1):
        if view.events[offset].get("kind") in kinds:
            return start + offset
    return None


def entries(view: PokernView, ui: TableUI) -> list[Mapping[str, Any]]:
    """Every known event, oldest first: the remembered ones, else the view's own copy."""
    start = _first_number(view)
    known: dict[int, Mapping[str, Any]] = {n: e for n, e in ui.log.items() if n < view.event_count}
    for offset, event in enumerate(view.events):
        known.setdefault(start + offset, {**event, "n": start + offset})
    return [known[n] for n in sorted(known)]


@dataclass(frozen=True)
class TurnSummary:
    """The turn that just ended, shown until the next player rolls."""

    seat: int
    dice: tuple[str, ...]
    cards: tuple[tuple[str, str], ...]  # (card, effect) played
    number: int | None  # written, or None when the turn failed
    row: int | None
    failure: str | None


def last_turn(story: Sequence[Mapping[str, Any]]) -> TurnSummary | None:
    """The previous turn while the current player has not rolled yet; else None."""
    turn_marks = [i for i, e in enumerate(story) if e.get("kind") == "turn"]
    if not turn_marks:
        return None
    last = turn_marks[-1]
    if any(e.get("kind") in ("roll", "card", "stop", "end") for e in story[last + 1 :]):
        return None
    begin = turn_marks[-2] + 1 if len(turn_marks) > 1 else 0
    turn = story[begin:last]
    if not turn or (begin == 0 and story[0].get("n") != 0):
        return None  # the start of that turn is no longer known
    dice: list[str] = []
    cards: list[tuple[str, str]] = []
    number = row = failure = None
    seat = turn[0].get("seat")
    for event in turn:
        kind = event.get("kind")
        if kind == "roll":
            dice.extend(event.get("symbols", ()))
        elif kind == "card":
            dice = list(event.get("symbols", dice))
            cards.append((str(event.get("card")), str(event.get("effect"))))
        elif kind == "fail":
            failure = event.get("reason")
        elif kind == "score":
            number, row = event.get("number"), event.get("row")
    if not isinstance(seat, int) or (number is None and failure is None):
        return None
    return TurnSummary(seat, tuple(dice), tuple(cards), number, row, None if number is not None else failure)


def score_numbers(legal: Sequence[Action]) -> list[int]:
    """Numbers that some legal Score action writes, ascending."""
    return sorted({a.number for a in legal if isinstance(a, Score)})


def chosen_number(legal: Sequence[Action], ui: TableUI) -> int | None:
    numbers = score_numbers(legal)
    if ui.number in numbers:
        return ui.number
    if len(numbers) == 1:
        return numbers[0]
    return None


def target_cells(legal: Sequence[Action], ui: TableUI) -> dict[int, int]:
    """row -> index into legal for the Score actions of the chosen number."""
    number = chosen_number(legal, ui)
    return {
        a.row: i
        for i, a in enumerate(legal)
        if isinstance(a, Score) and number is not None and a.number == number
    }


def _numbers_text(numbers: Sequence[int], t: Translate) -> str:
    return f" {t('table.or')} ".join(str(n) for n in numbers)


def _symbols(symbols: Sequence[str]) -> str:
    return " ".join(symbols)


def _act(
    label: str,
    index: int,
    kind: str,
    version: int,
    *,
    cls: str = "btn",
    aria_label: str | None = None,
    raw_label: bool = False,
    key: str | None = None,
) -> str:
    return button(
        label,
        "act",
        arg=index,
        cls=cls,
        key=key or f"act:{kind}",
        aria_label=aria_label,
        raw_label=raw_label,
        data_kind=kind,
        data_v=version,
    )


def render_banner(view: PokernView, t: Translate, ui: TableUI) -> str:
    seat = view.current
    if seat is None:
        return ""
    name = view.names[seat]
    bot = view.kinds[seat] == "bot"
    title = t("table.turn", name=name)
    badges = [f'<span class="badge">{esc(t("table.round", n=view.turns_taken[seat] + 1))}</span>']
    if view.final_round:
        badges.append(f'<span class="badge badge--final">{esc(final_round_text(view, ui, t))}</span>')
    sub = f'<p class="banner__sub">{esc(t("table.thinking", name=name))}</p>' if bot else ""
    return (
        f'<div class="banner seat-{seat}" data-current="{seat}">'
        f'<h2 class="banner__title" id="turn-title" tabindex="-1" data-focus-key="turn-title">'
        f"{esc(title)}</h2>"
        f'<div class="banner__badges">{"".join(badges)}</div>{sub}</div>'
    )


def _round_order(view: PokernView) -> list[int]:
    n = len(view.names)
    return [(view.start_player + k) % n for k in range(n)]


def final_trigger(view: PokernView, ui: TableUI) -> int | None:
    """Whose turn started the final round: remembered when seen, else read off the table."""
    if ui.final_by is not None:
        return ui.final_by
    order = _round_order(view)
    if view.end_reason == "seventh_number":
        # The first full column in this round's order: any earlier one would have ended the game.
        return next((s for s in order if None not in view.columns[s]), None)
    if view.end_reason == "failed_without_cards" and view.current in order:
        played = order[: order.index(view.current)]
        return next((s for s in played if not view.cards[s]), None)
    return None


def final_round_text(view: PokernView, ui: TableUI, t: Translate) -> str:
    """ "Final round: Marcus filled the column · 2 turns left"."""
    if view.current is None:
        return t("table.final_round")
    left = (view.start_player - view.current - 1) % len(view.names) + 1
    turns = t("table.final.last_turn") if left == 1 else t("table.final.turns_left", n=left)
    who = final_trigger(view, ui)
    reason = view.end_reason
    if reason == "all_columns_closed":
        cause = t("table.final.all_columns_closed")
    elif reason in ("seventh_number", "failed_without_cards") and who is not None:
        cause = t(f"table.final.{reason}", name=view.names[who])
    else:
        return t("table.final.short", turns=turns)
    return t("table.final.badge", cause=cause, turns=turns)


def _dice_row(symbols: Sequence[str], t: Translate, cls: str = "die die--small") -> str:
    """Small dice pictures, read out once as "Dice: X I I V"."""
    faces = "".join(f'<span class="{cls} die--{esc(s)}" aria-hidden="true">{esc(s)}</span>' for s in symbols)
    label = t("die.row", symbols=_symbols(symbols)) if symbols else t("die.none")
    return f'<span class="dice-row" role="img" aria-label="{esc(label)}">{faces}</span>'


def render_summary(
    summary: TurnSummary | None, view: PokernView, t: Translate, undo_version: int | None = None
) -> str:
    """The turn that just ended, until the next roll: "Marcus: X I I V → 17 in row 1"."""
    if summary is None:
        return ""
    name = view.names[summary.seat]
    if summary.number is not None:
        result = t("table.summary.wrote", number=summary.number, row=(summary.row or 0) + 1)
    else:
        result = t("table.summary.failed", reason=t(f"fail.{summary.failure or 'impossible'}"))
    cards = ""
    if summary.cards:
        played = ", ".join(_card_label(card, effect, t) for card, effect in summary.cards)
        cards = f'<span class="turn-summary__cards">{esc(t("table.summary.cards", cards=played))}</span>'
    undo = ""
    if undo_version is not None and summary.number is not None:
        undo = button(
            t("table.undo", name=name),
            "undo",
            cls="btn btn--ghost btn--small turn-summary__undo",
            key="undo",
            data_v=undo_version,
        )
    return (
        f'<section class="turn-summary seat-{summary.seat}" aria-labelledby="summary-h">'
        f'<h2 class="sr-only" id="summary-h">{esc(t("table.summary.title"))}</h2>'
        f'<p class="turn-summary__line"><strong class="turn-summary__name">{esc(name)}:</strong>'
        f" {_dice_row(summary.dice, t)}"
        f' <span class="turn-summary__arrow" aria-hidden="true">→</span>'
        f' <span class="turn-summary__result">{esc(result)}</span>{cards}</p>{undo}</section>'
    )


def render_dice(
    view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate, interactive: bool, version: int
) -> str:
    picking = interactive and ui.card is not None and ui.effect is not None
    pick_index = {}
    if picking:
        pick_index = {
            a.die: i
            for i, a in enumerate(legal)
            if isinstance(a, PlayCard) and a.card == ui.card and a.effect == ui.effect and a.die is not None
        }
    dice = []
    for i, symbol in enumerate(view.rolled):
        if i in ui.hidden:
            dice.append(
                f'<span class="die die--empty" role="img" aria-label="{esc(t("die.unrolled"))}"></span>'
            )
            continue
        label = t("die.label", n=i + 1, symbol=symbol)
        rolling = " die--rolling" if ui.rolling == i else ""
        if i in pick_index:
            dice.append(
                button(
                    symbol,
                    "act",
                    arg=pick_index[i],
                    cls=f"die die--{symbol} die--pick",
                    key=f"die:{i}",
                    aria_label=label,
                    data_kind="card",
                    data_v=version,
                )
            )
        else:
            cls = f"die die--{symbol}{rolling}"
            dice.append(f'<span class="{cls}" role="img" aria-label="{esc(label)}">{symbol}</span>')
    for _ in range(view.unrolled):
        dice.append(f'<span class="die die--empty" role="img" aria-label="{esc(t("die.unrolled"))}"></span>')
    out = [f'<div class="dice" data-rolled="{esc(_symbols(view.rolled))}">{"".join(dice)}</div>']
    if view.dropped:
        dropped = "".join(
            f'<span class="die die--small die--{s}" role="img"'
            f' aria-label="{esc(t("die.dropped", symbol=s))}">{s}</span>'
            for s in view.dropped
        )
        out.append(f'<div class="dropped"><span>{esc(t("table.set_aside"))}</span>{dropped}</div>')
    return "".join(out)


def outlook_text(outlook: StopOutlook | None, view: PokernView, t: Translate) -> tuple[str, bool]:
    """What stopping now would bring, and whether it can only fail ("" when not rolling)."""
    if outlook is None or not outlook.can_stop:
        return "", False
    if outlook.only_fails:
        text = t(
            f"table.outlook.fails.{outlook.failure or 'no_row'}",
            numbers=_numbers_text(view.readings, t),
        )
        if outlook.twin_rescue:
            text += " " + t("table.outlook.twin")
        return text, True
    rows: dict[int, list[int]] = {}
    for number, row in outlook.placements:
        rows.setdefault(number, []).append(row + 1)
    places = "; ".join(
        t("table.outlook.number", number=n, rows=_rows_text(r, t)) for n, r in sorted(rows.items())
    )
    return (t("table.outlook.rows", places=places), False) if places else ("", False)


def _rows_text(rows: Sequence[int], t: Translate) -> str:
    """[1, 2, 3, 5] -> "1–3 or 5": runs of rows shortened."""
    runs: list[list[int]] = []
    for r in sorted(set(rows)):
        if runs and r == runs[-1][-1] + 1:
            runs[-1].append(r)
        else:
            runs.append([r])
    parts = [f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs]
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + f" {t('table.or')} " + parts[-1]


def could_go(outlook: StopOutlook | None) -> dict[int, list[int]]:
    """row -> the numbers the current reading could be written there, if the player stops now."""
    if outlook is None or not outlook.can_stop or outlook.only_fails:
        return {}
    rows: dict[int, list[int]] = {}
    for number, row in outlook.placements:
        rows.setdefault(row, []).append(number)
    return rows


def render_status(
    view: PokernView,
    legal: Sequence[Action],
    ui: TableUI,
    t: Translate,
    outlook: StopOutlook | None = None,
) -> str:
    """What the dice mean now: the reading(s), XXXX pending, or why the turn failed."""
    if ui.busy and (ui.hidden or ui.rolling is not None):
        return f'<p class="status status--rolling">{esc(t("table.rolling"))}</p>'
    parts = []
    if view.phase == "failed":
        reason = view.failure or "impossible"
        text = t(
            f"table.failed.{reason}",
            symbols=_symbols(view.rolled),
            numbers=_numbers_text(view.readings, t),
        )
        parts.append(
            f'<div class="status status--failed" role="alert" data-failure="{esc(reason)}">'
            f"<strong>{esc(t('table.failed.title'))}</strong> <span>{esc(text)}</span></div>"
        )
    elif view.readings:
        reading = t("table.reads", numbers=_numbers_text(view.readings, t))
        romans = f" {t('table.or')} ".join(roman(n) for n in view.readings)
        parts.append(
            f'<p class="status" data-readings="{" ".join(str(n) for n in view.readings)}">'
            f'<strong>{esc(reading)}</strong> <span class="roman">({esc(romans)})</span></p>'
        )
    elif view.pending:
        parts.append(f'<p class="status status--pending">{esc(t("table.pending"))}</p>')
    elif not view.rolled:
        parts.append(f'<p class="status status--idle">{esc(t("table.no_dice"))}</p>')
    text, fails = outlook_text(outlook, view, t)
    if text:
        cls = "status status--outlook" + (" status--warn" if fails else "")
        parts.append(f'<p class="{cls}" id="outlook" data-only-fails="{int(fails)}">{esc(text)}</p>')
    if view.twin_active:
        parts.append(f'<p class="status status--twin">{esc(t("table.twin_active"))}</p>')
    return "".join(parts)


def render_controls(
    view: PokernView,
    legal: Sequence[Action],
    ui: TableUI,
    t: Translate,
    version: int,
    outlook: StopOutlook | None = None,
) -> str:
    """Buttons for the human whose turn it is: all drawn from ``legal``."""
    out = []
    rolls = [(i, a) for i, a in enumerate(legal) if isinstance(a, Roll)]
    stop = [i for i, a in enumerate(legal) if isinstance(a, Stop)]
    passes = [i for i, a in enumerate(legal) if isinstance(a, Pass)]
    numbers = score_numbers(legal)
    if ui.card is not None:
        out.append(_card_choice(view, legal, ui, t, version))
    elif rolls or stop:
        buttons = []
        if len(rolls) == 1:
            buttons.append(
                _act(t("table.roll"), rolls[0][0], "roll", version, cls="btn btn--primary btn--big")
            )
        elif rolls:
            counts = "".join(
                _act(
                    str(a.count),
                    i,
                    "roll",
                    version,
                    cls="btn btn--primary btn--count",
                    aria_label=t("table.roll_count", n=a.count),
                    key=f"act:roll:{a.count}",
                )
                for i, a in rolls
            )
            buttons.append(
                f'<div class="roll-count" role="group" aria-label="{esc(t("table.how_many"))}">'
                f'<span class="roll-count__label">{esc(t("table.roll"))}:</span>{counts}</div>'
            )
        if stop and outlook is not None and outlook.only_fails:
            warn = button(
                f'{esc(t("table.stop"))} <small class="btn__warn">{esc(t("table.stop_fails"))}</small>',
                "act",
                arg=stop[0],
                cls="btn btn--big btn--warn",
                key="act:stop",
                raw_label=True,
                aria_describedby="outlook",
                data_kind="stop",
                data_v=version,
            )
            buttons.append(warn)
        elif stop:
            buttons.append(_act(t("table.stop"), stop[0], "stop", version, cls="btn btn--big"))
        out.append(f'<div class="controls">{"".join(buttons)}</div>')
    elif numbers:
        chosen = chosen_number(legal, ui)
        if len(view.readings) > 1 or len(numbers) > 1:
            choices = []
            for n in view.readings:
                if n in numbers:
                    choices.append(
                        button(
                            f"{n}",
                            "number",
                            arg=n,
                            cls="btn btn--number",
                            aria_pressed=(n == chosen),
                            key=f"number:{n}",
                            data_kind="number",
                        )
                    )
                else:
                    choices.append(
                        f'<span class="btn btn--number is-disabled" aria-disabled="true">{n} '
                        f"<small>({esc(t('table.no_row_for'))})</small></span>"
                    )
            out.append(
                f'<p class="hint">{esc(t("table.choose_number"))}</p>'
                f'<div class="controls controls--numbers" role="group">{"".join(choices)}</div>'
            )
        if chosen is not None:
            name = view.names[view.current] if view.current is not None else ""
            out.append(
                f'<p class="hint hint--row">{esc(t("table.choose_row", number=chosen, name=name))}</p>'
            )
    if passes:
        has_cards = any(isinstance(a, PlayCard) for a in legal)
        note = t("table.or_card") if has_cards else t("table.no_cards_left")
        if ui.card is not None:
            return "".join(out)
        pass_button = _act(t("table.pass"), passes[0], "pass", version, cls="btn btn--primary btn--big")
        out.append(f'<div class="controls">{pass_button}</div>')
        out.append(f'<p class="hint hint--cards">{esc(note)}</p>')
        if has_cards:
            out.append(_quick_cards(view, legal, t))
    return "".join(out)


def _quick_cards(view: PokernView, legal: Sequence[Action], t: Translate) -> str:
    """The playable cards beside Pass, for small screens (the cards panel is further down there).

    CSS shows either these or the cards panel's list, never both, so each card is one button
    on screen; their own action and focus keys ("quick-card:…") keep keyboard focus on the
    one that is shown.
    """
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    items = "".join(
        "<li>"
        + button(_card_body(card, t), "quick-card", arg=card, cls="card is-playable", raw_label=True)
        + "</li>"
        for card in CARDS
        if card in playable
    )
    return (
        f'<section class="quick-cards" aria-labelledby="quick-cards-h">'
        f'<h3 id="quick-cards-h">{esc(t("table.cards.rescue"))}</h3><ul class="cards">{items}</ul></section>'
    )


def _card_body(card: str, t: Translate) -> str:
    return (
        f'<span class="card__name">{esc(t(f"card.{card}.name"))}</span>'
        f'<span class="card__help">{esc(t(f"card.{card}.help"))}</span>'
    )


def cards_note(view: PokernView, t: Translate) -> str:
    """What is true about the cards at this very moment (not a general rule)."""
    seat = view.current
    if seat is None:
        return ""
    if not view.cards[seat]:
        return t("table.no_cards_left")
    if view.phase == "failed":
        return t("table.cards.now_failed")
    if view.rules.cards_on_valid:
        return t("table.cards.when_any") if view.rolled else t("table.cards.after_roll")
    if view.cards_playable:
        return t("table.cards.still_open")  # the turn failed earlier; a card rescued it
    return t("table.cards.when_failed")


def _card_choice(view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate, version: int) -> str:
    card_name = t(f"card.{ui.card}.name")
    cancel = button(t("table.cancel"), "cancel-card", cls="btn btn--ghost")
    if ui.effect is None:  # the joker: which card does it act as?
        seen: list[str] = []
        for a in legal:
            if isinstance(a, PlayCard) and a.card == ui.card and a.effect not in seen:
                seen.append(a.effect)
        choices = "".join(
            button(
                t(f"card.{e}.name"),
                "joker-effect",
                arg=e,
                cls="btn btn--card-choice",
                title=t(f"card.{e}.help"),
            )
            for e in seen
        )
        return (
            f'<div class="card-choice"><p class="hint">{esc(t("table.pick_joker"))}</p>'
            f'<div class="controls controls--wrap">{choices}{cancel}</div></div>'
        )
    effect_name = t(f"card.{ui.effect}.name")
    label = effect_name if ui.card == ui.effect else f"{card_name} → {effect_name}"
    return (
        f'<div class="card-choice"><p class="hint">{esc(t("table.pick_die", card=label))}</p>'
        f'<div class="controls">{cancel}</div></div>'
    )


def render_cards(
    view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate, interactive: bool, version: int
) -> str:
    seat = view.current
    if seat is None:
        return ""
    owned = set(view.cards[seat])
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    items = []
    for card in CARDS:
        used = card not in owned
        body = _card_body(card, t) + (
            f'<span class="card__used">{esc(t("table.card_used"))}</span>' if used else ""
        )
        can = interactive and not used and card in playable and ui.card is None
        cls = (
            "card"
            + (" is-used" if used else "")
            + (" is-playable" if can else "")
            + (" is-selected" if ui.card == card else "")
        )
        card_button = button(
            body, "card", arg=card, cls=cls, raw_label=True, disabled=not can, data_card=card
        )
        items.append(f"<li>{card_button}</li>")
    when = cards_note(view, t)
    return (
        f'<section class="panel cards-panel" aria-labelledby="cards-h">'
        f'<h2 id="cards-h">{esc(t("table.cards", name=view.names[seat]))}</h2>'
        f'<p class="panel__note">{esc(when)}</p><ul class="cards">{"".join(items)}</ul></section>'
    )


def render_sheet(
    view: PokernView,
    legal: Sequence[Action],
    ui: TableUI,
    t: Translate,
    interactive: bool,
    version: int,
    levels: Sequence[str | None] = (),
    caption_key: str = "table.sheet",
    could: Mapping[int, Sequence[int]] | None = None,
) -> str:
    targets = target_cells(legal, ui) if interactive and ui.card is None else {}
    could = could or {}
    number = chosen_number(legal, ui)
    n = len(view.names)
    head = ['<th scope="col" class="sheet__corner"><span class="sr-only">#</span></th>']
    for s in range(n):
        active = " is-active" if s == view.current else ""
        level = levels[s] if s < len(levels) and levels[s] else "normal"
        kind = t("table.bot", level=t(f"level.{level}")) if view.kinds[s] == "bot" else t("table.human")
        head.append(
            f'<th scope="col" class="sheet__name seat-{s}{active}"'
            f"{attrs(aria_current='true' if s == view.current else None, data_seat=s)}>"
            f'<span class="sheet__player" title="{esc(view.names[s])}">{esc(view.names[s])}</span>'
            f"<small>{esc(kind)}</small></th>"
        )
    rows = []
    for r in range(7):
        cells = [f'<th scope="row" class="sheet__row">{r + 1}</th>']
        for s in range(n):
            value = view.columns[s][r]
            active = " is-active" if s == view.current else ""
            if s == view.current and r in targets:
                label = t("table.write", number=number, row=r + 1)
                btn = button(
                    f'<span class="cell__n">{number}</span><span class="cell__r">{roman(number or 1)}</span>',
                    "act",
                    raw_label=True,
                    arg=targets[r],
                    cls="cell-btn",
                    key=f"cell:{r}",
                    aria_label=label,
                    data_kind="score",
                    data_v=version,
                    data_row=r,
                )
                cells.append(f'<td class="cell is-target{active}">{btn}</td>')
            elif value is None and s == view.current and r in could:
                numbers = _numbers_text(could[r], t)
                cells.append(
                    f'<td class="cell is-empty is-could{active}" data-could="{" ".join(map(str, could[r]))}">'
                    f'<span class="cell__could" aria-hidden="true">{esc(numbers)}</span>'
                    f'<span class="sr-only">{esc(t("table.could", numbers=numbers))}</span></td>'
                )
            elif value is None:
                cells.append(f'<td class="cell is-empty{active}"><span class="sr-only">—</span></td>')
            else:
                cells.append(
                    f'<td class="cell{active}" data-value="{value}"><span class="cell__n">{value}</span>'
                    f'<span class="cell__r" aria-hidden="true">{roman(value)}</span></td>'
                )
        rows.append(f"<tr>{''.join(cells)}</tr>")
    bonus = view.rules.card_bonus
    sums = "".join(
        f'<td class="seat-{s}" data-sum="{sum(v for v in view.columns[s] if v is not None)}">'
        f"{sum(v for v in view.columns[s] if v is not None)}</td>"
        for s in range(n)
    )
    left = [len(view.cards[s]) for s in range(n)]
    cards = "".join(
        f'<td data-bonus="{bonus * k}" title="{k} × {bonus}">+{bonus * k}'
        f'<span class="cell__r">{k} × {bonus}</span></td>'
        for k in left
    )
    totals = "".join(
        f'<td class="sheet__total" data-total="{view.scores[s]}">{view.scores[s]}</td>' for s in range(n)
    )
    foot = (
        f'<tr><th scope="row">{esc(t("table.sum"))}</th>{sums}</tr>'
        f'<tr><th scope="row">{esc(t("table.bonus", bonus=bonus))}</th>{cards}</tr>'
        f'<tr class="sheet__totals"><th scope="row">{esc(t("table.total"))}</th>{totals}</tr>'
    )
    return (
        f'<div class="sheet-wrap"><table class="sheet sheet--{n}">'
        f"<caption>{esc(t(caption_key))}</caption><thead><tr>{''.join(head)}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody><tfoot>{foot}</tfoot></table></div>"
    )


def _card_label(card: object, effect: object, t: Translate) -> str:
    if card == "joker" and effect != "joker":
        return t("log.joker_as", card=t(f"card.{effect}.name"))
    return t("log.quoted", card=t(f"card.{card}.name"))


def _reads(event: Mapping[str, Any], t: Translate) -> str:
    """ " — reads 4 or 6" after a roll or card, when that was remembered."""
    readings = event.get("readings")
    if readings:
        return t("log.reads", numbers=_numbers_text(readings, t))
    if event.get("pending"):
        return t("log.pending")
    return ""


def _card_result(event: Mapping[str, Any], t: Translate) -> str:
    """What a card produced: "V → X", "sets aside the X" (needs the dice before it)."""
    effect = event.get("effect")
    before = event.get("before")
    after = tuple(event.get("symbols", ()))
    die = event.get("die")
    if effect == "twin":
        return t("log.card.twin")
    if before is None:
        return ""
    if effect == "drop_one" and isinstance(die, int) and 0 <= die < len(before):
        return t("log.card.drop", symbol=before[die])
    if effect == "reroll_one" and isinstance(die, int) and 0 <= die < len(before) and after:
        return t("log.card.reroll", old=before[die], new=after[-1])
    if effect in ("reroll_i", "reroll_v"):
        face = "I" if effect == "reroll_i" else "V"
        old = [s for s in before if s == face]
        new = after[len(before) - len(old) :] if old else ()
        return t("log.card.reroll", old=_symbols(old), new=_symbols(new)) if old else ""
    return ""


def event_text(event: Mapping[str, Any], names: Sequence[str], t: Translate) -> str | None:
    """One move-log line for an engine event (None for events the log leaves out)."""
    kind = event.get("kind")
    seat = event.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if kind == "roll":
        return t("log.roll", name=name, symbols=_symbols(event.get("symbols", ()))) + _reads(event, t)
    if kind == "stop":
        return t("log.stop", name=name)
    if kind == "score":
        return t("log.score", name=name, number=event.get("number"), row=int(event.get("row", 0)) + 1)
    if kind == "fail":
        return t("log.fail", name=name, reason=t(f"fail.{event.get('reason')}"))
    if kind == "card":
        label = _card_label(event.get("card"), event.get("effect"), t)
        result = _card_result(event, t)
        text = t("log.card", name=name, card=label)
        return (f"{text}: {result}" if result else text) + _reads(event, t)
    if kind == "pass":
        return t("log.pass", name=name)
    if kind == "end":
        return t("log.end")
    return None


def render_log(view: PokernView, t: Translate, animating: bool = False, ui: TableUI | None = None) -> str:
    """The whole game, newest first, in a box that scrolls (keyboard too: it is focusable)."""
    lines = []
    story = entries(view, ui or TableUI())
    if animating and story and story[-1].get("kind") in ("roll", "card"):
        story = story[:-1]  # told once the dice have landed
    for event in reversed(story):
        text = event_text(event, view.names, t)
        if text:
            seat = event.get("seat")
            lines.append(f'<li class="log__item seat-{seat}" data-n="{event.get("n")}">{esc(text)}</li>')
    body = (
        "".join(lines)
        if lines
        else f'<li class="log__item log__item--empty">{esc(t("table.log_empty"))}</li>'
    )
    return (
        f'<section class="panel log-panel" aria-labelledby="log-h"><h2 id="log-h">{esc(t("table.log"))}</h2>'
        f'<ol class="log" tabindex="0" aria-labelledby="log-h">{body}</ol></section>'
    )


def render_table(
    view: PokernView,
    legal: Sequence[Action],
    ui: TableUI,
    t: Translate,
    version: int,
    levels: Sequence[str | None] = (),
    *,
    outlook: StopOutlook | None = None,
    undo: bool = False,
) -> str:
    """The whole table screen for the current turn.

    ``outlook`` (the engine's ``hints.stop_outlook``) adds where the reading could go and a
    warning on Stop; ``undo`` offers to take back the write of the turn just summarised.
    """
    seat = view.current
    human = seat is not None and view.kinds[seat] == "human"
    interactive = human and not ui.busy
    outlook = outlook if human else None
    controls = render_controls(view, legal, ui, t, version, outlook) if human else ""
    if human and ui.busy:
        # Kept in place (focusable, so keyboard focus survives the dice animation) but inert:
        # the controller ignores clicks while busy.
        controls = controls.replace("<button ", '<button aria-disabled="true" ')
    writing = " dice-panel--writing" if human and view.phase == "scoring" else ""
    dice_panel = (
        f'<section class="panel dice-panel{writing}" aria-labelledby="dice-h">'
        f'<h2 id="dice-h">{esc(t("table.dice"))} <small>{esc(t("table.left", n=view.unrolled))}</small></h2>'
        f"{render_dice(view, legal, ui, t, interactive, version)}"
        f'<div class="status-wrap">{render_status(view, legal, ui, t, outlook)}</div>{controls}</section>'
    )
    could = could_go(outlook) if interactive and not ui.hidden else {}
    sheet = render_sheet(view, legal, ui, t, interactive, version, levels, could=could)
    summary = render_summary(last_turn(entries(view, ui)), view, t, version if undo else None)
    quick = " has-quick-cards" if "quick-cards" in controls else ""
    # DOM order = reading and tab order on every screen size: dice, sheet, cards, log
    # (the wide layout places them in two columns with grid areas).
    return (
        f'<div class="table-screen{quick}">{render_banner(view, t, ui)}{summary}<div class="table-grid">'
        f'{dice_panel}<section class="panel sheet-panel">{sheet}</section>'
        f"{render_cards(view, legal, ui, t, interactive, version)}"
        f"{render_log(view, t, ui.busy and (bool(ui.hidden) or ui.rolling is not None), ui)}</div></div>"
    )
