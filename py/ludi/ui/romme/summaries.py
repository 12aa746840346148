"""The Rommé screens between the plays: the rules in force before the first deal, a round's
deciding move, the round's result and the score sheet."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romme.cards import hand_value
from ludi.games.romme.rules import RommeRules
from ludi.games.romme.views import LogEntry, RommeView, RoundResult
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.romme.cards import mini_card
from ludi.ui.romme.log import log_text
from ludi.ui.romme.ui_state import RoundMoment
from ludi.ui.widgets import render_banner as widget_banner
from ludi.ui.widgets import render_intro as render_rules_intro
from ludi.ui.widgets import render_round_over, score_text, sheet_details


def moment_words(moment: RoundMoment, names: Sequence[str], t: Translate) -> tuple[str, str]:
    """Why the round ended ("Marcus goes out!", or the stock ran out) and the deciding move."""
    result = moment.result
    title = t("moment.out", name=names[result.winner]) if result.winner is not None else t("moment.dry")
    move = log_text(LogEntry(moment.seat, moment.action), names, t) or ""
    notes = [move + "." if move else "", t("round.handromme") if result.handromme else ""]
    return title, " ".join(n for n in notes if n)


def render_moment_banner(moment: RoundMoment, names: Sequence[str], t: Translate) -> str:
    title, line = moment_words(moment, names, t)
    badges = [t("banner.round", n=moment.view.round + 1), t(f"preset.{moment.view.rules.preset}.name")]
    return widget_banner(None, "over", title, badges, line)


def render_moment(moment: RoundMoment, names: Sequence[str], t: Translate) -> str:
    """Where the tray was, while a round's deciding move shows: why it ended, the move."""
    title, line = moment_words(moment, names, t)
    return (
        f'<section class="panel moment" aria-labelledby="moment-h"><h2 id="moment-h">{esc(title)}</h2>'
        f'<p class="moment__line">{esc(line)}</p></section>'
    )


def signed(n: int) -> str:
    """A change of score with its sign: "+12", "−41" (a true minus sign), "0"."""
    return f"+{n}" if n > 0 else score_text(n)


def round_cell(view: RommeView, delta: int) -> tuple[int, str]:
    """What a round did to a seat, as the sheet counts it: in Palast the minus points it
    added (none for the winner: they add up to the total underneath), otherwise the round's
    signed points."""
    if view.rules.preset == "palast":
        return max(0, -delta), str(max(0, -delta))
    return delta, signed(delta)


def render_round(result: RoundResult, view: RommeView, names: Sequence[str], t: Translate) -> str:
    rows = []
    casino = view.rules.casino
    palast = view.rules.preset == "palast"
    for s in range(view.players):
        hand = result.hands[s]
        cards = (
            "".join(mini_card(f, t) for f in hand) or f'<span class="muted">{esc(t("round.no_cards"))}</span>'
        )
        value = hand_value(hand, casino)
        number, text = round_cell(view, result.deltas[s])
        won = " is-winner" if s == result.winner else ""
        rows.append(
            f'<tr class="seat-{s}{won}"><th scope="row"><bdi>{esc(names[s])}</bdi></th>'
            f'<td class="round__hand">{cards}</td><td data-value="{value}">{value}</td>'
            f'<td class="round__delta" data-delta="{result.deltas[s]}" data-cell="{number}">'
            f"{esc(text)}</td></tr>"
        )
    notes = []
    if result.winner is not None:
        notes.append(t("round.winner", name=names[result.winner]))
    else:
        notes.append(t("round.dry"))
    if result.handromme:
        notes.append(t("round.handromme"))
    if casino:
        notes.append(t("round.casino"))
    points = t("sheet.minus") if palast else t("round.points")
    return (
        f'<div class="round"><p class="round__notes">{esc(" ".join(notes))}</p>'
        f'<table class="ranking round__table"><thead><tr><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(t("round.hand"))}</th><th scope="col">{esc(t("round.value"))}</th>'
        f'<th scope="col">{esc(points)}</th></tr></thead><tbody>{"".join(rows)}</tbody>'
        "</table></div>"
    )


def render_sheet(view: RommeView, names: Sequence[str], t: Translate, folded: bool = False) -> str:
    """Points of every round, the latest on top, and the running totals. ``folded``: inside
    a fold whose summary names it already, so the caption is for screen readers only."""
    palast = view.rules.preset == "palast"
    head = "".join(f'<th scope="col"><bdi>{esc(n)}</bdi></th>' for n in names)
    rows = []
    for result in reversed(view.results):
        cells = "".join(f'<td data-delta="{d}">{esc(round_cell(view, d)[1])}</td>' for d in result.deltas)
        rows.append(f'<tr><th scope="row">{esc(t("sheet.round", n=result.round + 1))}</th>{cells}</tr>')
    totals = view.minus if palast else view.totals
    label = t("sheet.minus") if palast else t("sheet.total")
    foot = "".join(f'<td class="sheet__total" data-total="{v}">{score_text(v)}</td>' for v in totals)
    limit = (
        t("sheet.limit_minus", n=view.rules.minus_limit)
        if palast
        else t("sheet.limit_rounds", n=view.rules.rounds)
    )
    if folded:
        caption = f'<caption class="sr-only">{esc(t("sheet.title"))} · {esc(limit)}</caption>'
        note = f'<p class="sheet__limit">{esc(limit)}</p>'
    else:
        caption, note = f"<caption>{esc(t('sheet.title'))} · {esc(limit)}</caption>", ""
    return (
        f'<div class="sheet-wrap">{note}<table class="sheet romme-sheet players-{len(names)}">{caption}'
        f'<thead><tr><th scope="col"><span class="sr-only">#</span></th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody><tfoot><tr class="sheet__totals"><th scope="row">{esc(label)}</th>'
        f"{foot}</tr></tfoot></table></div>"
    )


def render_folded_sheet(view: RommeView, names: Sequence[str], t: Translate) -> str:
    """The score sheet at the table, folded under its title until opened."""
    return sheet_details(render_sheet(view, names, t, folded=True), t) if view.results else ""


def render_summary(view: RommeView, index: int, names: Sequence[str], t: Translate) -> str:
    result = view.results[index]
    body = render_round(result, view, names, t) + render_sheet(view, names, t)
    return render_round_over(t("round.title", n=result.round + 1), body, t)


def rules_lines(rules: RommeRules, t: Translate) -> list[str]:
    """The rules in force as sentences: preset, first meld, length, every special rule on."""
    from ludi.ui.romme.setup import SPECIAL_RULES

    lines = [t(f"preset.{rules.preset}.name") + " — " + t(f"preset.{rules.preset}.help")]
    threshold = rules.threshold
    lines.append(t("rules.first_meld", n=threshold) if threshold else t("rules.no_first_meld"))
    if rules.preset == "palast":
        lines.append(t("rules.length_minus", n=rules.minus_limit))
    else:
        lines.append(t("rules.length_rounds", n=rules.rounds))
    on = [name for name, attr in SPECIAL_RULES if getattr(rules, attr)]
    for name in on:
        lines.append(t(f"opt.{name}.name") + " — " + t(f"opt.{name}.help"))
    if not on:
        lines.append(t("rules.no_special"))
    return lines


def render_intro(view: RommeView, names: Sequence[str], t: Translate) -> str:
    return render_rules_intro(names, rules_lines(view.rules, t), t)
