"""The Römisch Pokern score sheet: a column per player, seven rows, the sums and the cards'
bonus; the rows the chosen reading may be written in are its buttons (the legal Score actions
of that number, no rule computed here).

Apart from the rest of the table so that a change to the sheet touches this module alone, and
so that a first visit compiles the table in two slices of the page's time, not one long one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.numerals import roman
from ludi.games.romisch_pokern.views import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc
from ludi.ui.parts import PART_END
from ludi.ui.pokern.coaching import hinted
from ludi.ui.pokern.controls import chosen_number, target_cells
from ludi.ui.pokern.story import PokernUIState, entries, numbers_text

#: Letters of the longest name a column holds across on a phone, by players (four: 70 px,
#: "Maximilian" broke after its seventh letter; five or six: 47 px). A longer one marks the
#: sheet ``sheet--upright``: the style sheet stands its names upright on a phone, and across a
#: wide screen with five or six (an upright tablet has room); short names keep the head low.
ACROSS_LETTERS = {4: 7, 5: 5, 6: 5}


def render_sheet(
    view: PokernView,
    legal: Sequence[Action],
    ui: PokernUIState,
    t: Translate,
    interactive: bool,
    version: int,
    levels: Sequence[str | None] = (),
    caption_key: str = "table.sheet",
    could: Mapping[int, Sequence[int]] | None = None,
    *,
    flip: bool = False,
) -> str:
    """The score sheet: a column per player, the rows the chosen reading may go to as buttons.

    At the table (``flip``) the latest number written glides into its cell from the reading
    it was read from, and while the player to move must write or rescue a turn, the rows
    are marked to be scrolled clear of the phone's tray (``data-reveal``).
    """
    targets = target_cells(legal, ui) if interactive and ui.card is None else {}
    could = could or {}
    written = _latest_write(view, ui) if flip else None
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
            f'<span class="sheet__player" title="{esc(view.names[s])}"><bdi>{esc(view.names[s])}</bdi></span>'
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
                # Named "Write 24 in row 3" by hidden text, not a label over the "24 XXIV" shown.
                btn = button(
                    f'<span class="sr-only">{esc(label)}</span><span aria-hidden="true">'
                    f'<span class="cell__n">{number}</span>'
                    f'<span class="cell__r">{roman(number or 1)}</span></span>',
                    "act",
                    raw_label=True,
                    arg=targets[r],
                    cls=f"cell-btn{hinted(ui.hint, legal[targets[r]])}",
                    key=f"cell:{r}",
                    data_kind="score",
                    data_v=version,
                    data_row=r,
                )
                cells.append(f'<td class="cell is-target{active}">{btn}</td>')
            elif value is None and s == view.current and r in could:
                numbers = numbers_text(could[r], t)
                cells.append(
                    f'<td class="cell is-empty is-could{active}" data-could="{" ".join(map(str, could[r]))}">'
                    f'<span class="cell__could" aria-hidden="true">{esc(numbers)}</span>'
                    f'<span class="sr-only">{esc(t("table.could", numbers=numbers))}</span></td>'
                )
            elif value is None:
                cells.append(f'<td class="cell is-empty{active}"><span class="sr-only">—</span></td>')
            else:
                glide = ""
                if written is not None and written[1:] == (s, r):
                    glide = f' data-flip="write:{written[0]}" data-flip-from="reading"'
                cells.append(
                    f'<td class="cell{active}" data-value="{value}"><span class="cell__v"{glide}>'
                    f'<span class="cell__n">{value}</span>'
                    f'<span class="cell__r" aria-hidden="true">{roman(value)}</span></span></td>'
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
    longest = max(len(name) for name in view.names)
    upright = " sheet--upright" if longest > ACROSS_LETTERS.get(n, longest) else ""
    reveal = ""
    if interactive and view.phase in ("scoring", "failed"):
        # The rows to write in, or to rescue: in view while they are, then the page goes back.
        reveal = f' data-reveal="{version}:{view.phase}" data-reveal-back'
    return (
        f'<div class="sheet-wrap" data-part="sheet"><table class="sheet pokern-sheet sheet--{n}{upright}">'
        f"<caption>{esc(t(caption_key))}</caption><thead><tr>{''.join(head)}</tr></thead>"
        f"<tbody{reveal}>{''.join(rows)}</tbody><tfoot>{foot}</tfoot></table></div>{PART_END}"
    )


def _latest_write(view: PokernView, ui: PokernUIState) -> tuple[int, int, int] | None:
    """(event number, seat, row) of the last number written, if the story still has it."""
    for event in reversed(entries(view, ui)):
        if event.get("kind") == "score":
            seat, row = event.get("seat"), event.get("row")
            if isinstance(seat, int) and isinstance(row, int):
                return int(event.get("n", 0)), seat, row
            return None
    return None
