"""The Römisch Pokern table: pure functions from a PokernView + legal actions to HTML.

Every clickable control carries the index of one action in ``legal`` (data-action="act"),
or a pure UI step (choose a reading, open a card's die choice). No rule is computed here:
highlighted rows are exactly the legal Score actions of the chosen number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import CARDS, Pass, PlayCard, Roll, Score, Stop
from ludi.games.romisch_pokern.numerals import roman
from ludi.games.romisch_pokern.state import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc

LOG_LINES = 8


@dataclass
class TableUI:
    """UI-only choices and animation state (never game state)."""

    number: int | None = None  # the reading chosen when the dice spell two numbers
    card: str | None = None  # a card whose die / joker effect is being chosen
    effect: str | None = None  # the effect chosen for that card (joker) or the card itself
    hidden: frozenset[int] = field(default_factory=frozenset)  # dice not revealed yet
    rolling: int | None = None  # the die being animated
    busy: bool = False  # animating or a bot is playing: no controls
    seen_events: int = 0  # engine events already announced in the live region


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
        badges.append(f'<span class="badge badge--final">{esc(t("table.final_round"))}</span>')
    sub = f'<p class="banner__sub">{esc(t("table.thinking", name=name))}</p>' if bot else ""
    return (
        f'<div class="banner seat-{seat}" data-current="{seat}">'
        f'<h2 class="banner__title" id="turn-title" tabindex="-1" data-focus-key="turn-title">'
        f"{esc(title)}</h2>"
        f'<div class="banner__badges">{"".join(badges)}</div>{sub}</div>'
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


def render_status(view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate) -> str:
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
    if view.twin_active:
        parts.append(f'<p class="status status--twin">{esc(t("table.twin_active"))}</p>')
    return "".join(parts)


def render_controls(
    view: PokernView, legal: Sequence[Action], ui: TableUI, t: Translate, version: int
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
        if stop:
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
        out.append(f'<p class="hint">{esc(note)}</p>')
    return "".join(out)


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
        name = t(f"card.{card}.name")
        help_text = t(f"card.{card}.help")
        used = card not in owned
        body = (
            f'<span class="card__name">{esc(name)}</span><span class="card__help">{esc(help_text)}</span>'
            + (f'<span class="card__used">{esc(t("table.card_used"))}</span>' if used else "")
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
    when = t("table.cards.when_any") if view.rules.cards_on_valid else t("table.cards.when_failed")
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
) -> str:
    targets = target_cells(legal, ui) if interactive and ui.card is None else {}
    number = chosen_number(legal, ui)
    n = len(view.names)
    head = ['<th scope="col" class="sheet__corner"><span class="sr-only">#</span></th>']
    for s in range(n):
        active = " is-active" if s == view.current else ""
        level = levels[s] if s < len(levels) and levels[s] else "normal"
        kind = t("table.bot", level=t(f"level.{level}")) if view.kinds[s] == "bot" else t("table.human")
        head.append(
            f'<th scope="col" class="sheet__name seat-{s}{active}"'
            f"{attrs(aria_current='true' if s == view.current else None)}>"
            f'<span class="sheet__player">{esc(view.names[s])}</span><small>{esc(kind)}</small></th>'
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
                    f"{number}",
                    "act",
                    arg=targets[r],
                    cls="cell-btn",
                    key=f"cell:{r}",
                    aria_label=label,
                    data_kind="score",
                    data_v=version,
                    data_row=r,
                )
                cells.append(f'<td class="cell is-target{active}">{btn}</td>')
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


def event_text(event: dict, names: Sequence[str], t: Translate) -> str | None:
    """One move-log line for an engine event (None for events the log leaves out)."""
    kind = event.get("kind")
    seat = event.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if kind == "roll":
        return t("log.roll", name=name, symbols=_symbols(event.get("symbols", ())))
    if kind == "stop":
        return t("log.stop", name=name)
    if kind == "score":
        return t("log.score", name=name, number=event.get("number"), row=int(event.get("row", 0)) + 1)
    if kind == "fail":
        return t("log.fail", name=name, reason=t(f"fail.{event.get('reason')}"))
    if kind == "card":
        card, effect = event.get("card"), event.get("effect")
        if card == "joker" and effect != "joker":
            return t("log.joker", name=name, card=t(f"card.{effect}.name"))
        return t("log.card", name=name, card=t(f"card.{card}.name"))
    if kind == "pass":
        return t("log.pass", name=name)
    if kind == "end":
        return t("log.end")
    return None


def render_log(view: PokernView, t: Translate, animating: bool = False) -> str:
    lines = []
    events = list(view.events)
    if animating and events and events[-1].get("kind") in ("roll", "card"):
        events.pop()  # told once the dice have landed
    for event in reversed(events):
        text = event_text(event, view.names, t)
        if text:
            seat = event.get("seat")
            lines.append(f'<li class="log__item seat-{seat}">{esc(text)}</li>')
        if len(lines) >= LOG_LINES:
            break
    body = (
        "".join(lines)
        if lines
        else f'<li class="log__item log__item--empty">{esc(t("table.log_empty"))}</li>'
    )
    return (
        f'<section class="panel log-panel" aria-labelledby="log-h"><h2 id="log-h">{esc(t("table.log"))}</h2>'
        f'<ol class="log">{body}</ol></section>'
    )


def render_table(
    view: PokernView,
    legal: Sequence[Action],
    ui: TableUI,
    t: Translate,
    version: int,
    levels: Sequence[str | None] = (),
) -> str:
    """The whole table screen for the current turn."""
    seat = view.current
    human = seat is not None and view.kinds[seat] == "human"
    interactive = human and not ui.busy
    controls = render_controls(view, legal, ui, t, version) if human else ""
    if human and ui.busy:
        # Kept in place (focusable, so keyboard focus survives the dice animation) but inert:
        # the controller ignores clicks while busy.
        controls = controls.replace("<button ", '<button aria-disabled="true" ')
    dice_panel = (
        f'<section class="panel dice-panel" aria-labelledby="dice-h">'
        f'<h2 id="dice-h">{esc(t("table.dice"))} <small>{esc(t("table.left", n=view.unrolled))}</small></h2>'
        f"{render_dice(view, legal, ui, t, interactive, version)}"
        f'<div class="status-wrap">{render_status(view, legal, ui, t)}</div>{controls}</section>'
    )
    sheet = render_sheet(view, legal, ui, t, interactive, version, levels)
    # DOM order = reading and tab order on every screen size: dice, sheet, cards, log
    # (the wide layout places them in two columns with grid areas).
    return (
        f'<div class="table-screen">{render_banner(view, t, ui)}<div class="table-grid">{dice_panel}'
        f'<section class="panel sheet-panel">{sheet}</section>'
        f"{render_cards(view, legal, ui, t, interactive, version)}"
        f"{render_log(view, t, ui.busy and (bool(ui.hidden) or ui.rolling is not None))}</div></div>"
    )
