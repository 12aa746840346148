"""Römisch Pokern's end-of-game body: the ranking with numbers and card bonus, the final sheet."""

from __future__ import annotations

from collections.abc import Sequence

from ludi.ui.i18n import Translate
from ludi.ui.markup import esc
from ludi.ui.widgets import end_controls, ranking


def render_end_body(
    names: Sequence[str],
    columns: Sequence[Sequence[int | None]],
    cards_left: Sequence[int],
    bonus: int,
    scores: Sequence[int],
    end_reason: str | None,
    t: Translate,
    sheet_html: str = "",
) -> str:
    rows = []
    for place, seat in ranking(scores):
        numbers = sum(v for v in columns[seat] if v is not None)
        winner = " is-winner" if place == 1 else ""
        rows.append(
            f'<tr class="seat-{seat}{winner}" data-seat="{seat}" data-place="{place}">'
            f'<td class="ranking__place">{place}.</td>'
            f'<th scope="row" class="ranking__name"><bdi>{esc(names[seat])}</bdi></th>'
            f'<td data-numbers="{numbers}">{numbers}</td><td data-bonus="{bonus * cards_left[seat]}">'
            f"+{bonus * cards_left[seat]}</td>"
            f'<td class="ranking__total" data-total="{scores[seat]}">{scores[seat]}</td></tr>'
        )
    reason = f'<p class="end__reason">{esc(t(f"end.reason.{end_reason}"))}</p>' if end_reason else ""
    return (
        f'{reason}<section class="panel"><table class="ranking ranking--parts"><thead><tr>'
        f'<th scope="col">{esc(t("end.place"))}</th><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(t("end.numbers"))}</th><th scope="col">{esc(t("end.bonus"))}</th>'
        f'<th scope="col">{esc(t("end.total"))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
        f"{end_controls(t)}</section>"
        f'<section class="panel sheet-panel">{sheet_html}</section>'
    )
