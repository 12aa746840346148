"""The Römer screens between deals: the rules before the first, a round's summary, the sheet.

The end screen (``game_ui.render_end``) shows the last round and the sheet drawn here.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.romer.cards import POINTS, parse
from ludi.games.romer.rules import TEAM_LIMIT
from ludi.games.romer.views import RomerView, RoundResult
from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.romer.cards import ROMAN, card_face
from ludi.ui.widgets import render_intro as render_rules_intro
from ludi.ui.widgets import render_round_over


# --- scoring ------------------------------------------------------------------------------------
def card_score(card: str, position: int, trump: str) -> tuple[int, int]:
    # RO-51 scoring.
    """(point value, multiplier) of one team card: trump colour times its position."""
    return POINTS[parse(card)], position if card[0] == trump else 1


def render_round(result: RoundResult, names: Sequence[str], t: Translate) -> str:
    """Each chariot turned up, card by card: its points, times its place when it is of the
    owner's trump colour (on two short lines under the card, so they never run together)."""
    rows = []
    for s, team in enumerate(result.teams):
        trump = team[0][0] if team else ""
        cells = []
        for pos, card in enumerate(team, start=1):
            points, mult = card_score(card, pos, trump)
            if mult > 1:
                formula = (
                    f'<span class="slot__calc">{ROMAN[points]}×{mult}</span>'
                    f'<span class="slot__total">={points * mult}</span>'
                )
            else:
                formula = f'<span class="slot__total">{points}</span>'
            cells.append(
                f'<li class="slot">{card_face(card, t)}<span class="slot__score">{formula}</span></li>'
            )
        rows.append(
            f'<li class="round__row seat-{s}"><span class="round__name"><bdi>{esc(names[s])}</bdi></span>'
            f'<ol class="team round__team">{"".join(cells)}</ol>'
            f'<span class="round__delta" data-points="{result.points[s]}">{result.points[s]}</span></li>'
        )
    head = (
        f'<div class="round__head" aria-hidden="true"><span>{esc(t("end.player"))}</span>'
        f"<span>{esc(t('round.team'))}</span><span>{esc(t('round.points'))}</span></div>"
    )
    # Why the round ended, as Rommé's summary says who went out: a full chariot (RO-50) is on
    # the record; a stop or a table where nobody could play on is told by the moment before.
    full = [s for s, team in enumerate(result.teams) if len(team) >= TEAM_LIMIT]
    why = f'<p class="round__notes">{esc(t("round.why_full", name=names[full[0]]))}</p>' if full else ""
    return f'{why}<div class="round__table">{head}<ol class="round__rows">{"".join(rows)}</ol></div>'


def render_sheet(view: RomerView, names: Sequence[str], t: Translate, caption: bool = True) -> str:
    """The points of every round and the totals; ``caption`` False under a heading of its own."""
    head = "".join(f'<th scope="col"><bdi>{esc(n)}</bdi></th>' for n in names)
    rows = "".join(
        f'<tr><th scope="row">{esc(t("sheet.round", n=r.round + 1))}</th>'
        + "".join(f'<td data-points="{p}">{p}</td>' for p in r.points)
        + "</tr>"
        for r in reversed(view.results)
    )
    foot = "".join(f'<td class="sheet__total" data-total="{v}">{v}</td>' for v in view.totals)
    title = f"{t('sheet.title')} · {t('sheet.target', n=view.rules.target)}"
    cap = f"<caption>{esc(title)}</caption>" if caption else ""
    return (
        f'<div class="sheet-wrap"><table class="romer-sheet players-{len(names)}">{cap}<thead><tr>'
        f'<th scope="col"><span class="sr-only">#</span></th>{head}</tr></thead><tbody>{rows}</tbody>'
        '<tfoot><tr class="sheet__totals">'
        f'<th scope="row">{esc(t("sheet.total"))}</th>{foot}</tr></tfoot></table></div>'
    )


def render_summary(view: RomerView, index: int, names: Sequence[str], t: Translate) -> str:
    result = view.results[index]
    body = render_round(result, names, t) + render_sheet(view, names, t)
    return render_round_over(t("round.title", n=result.round + 1), body, t)


# --- before the first deal ------------------------------------------------------------------------
def rules_lines(view: RomerView, t: Translate) -> list[str]:
    rules = view.rules
    lines = [t("rules.target", n=rules.target), t("rules.basics"), t("rules.card")]
    lines.append(t("rules.caesar_yes") if rules.caesar_trump else t("rules.caesar_no"))
    lines.append(t("rules.cut_keep") if rules.cut_losers_keep else t("rules.cut_lose"))
    lines.append(t("rules.draw_optional") if rules.optional_draw else t("rules.draw_always"))
    return lines


def render_intro(view: RomerView, names: Sequence[str], t: Translate) -> str:
    return render_rules_intro(names, rules_lines(view, t), t)
