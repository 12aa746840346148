"""The Römisch Pokern table: pure functions from a PokernView + legal actions to HTML.

Every clickable control carries the index of one action in ``legal`` (data-action="act"),
or a pure UI step (choose a reading, open a card's die choice). No rule is computed here:
highlighted rows are exactly the legal Score actions of the chosen number.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.protocol import Action
from ludi.games.romisch_pokern.actions import PlayCard
from ludi.games.romisch_pokern.hints import StopOutlook
from ludi.games.romisch_pokern.numerals import roman
from ludi.games.romisch_pokern.views import PokernView
from ludi.ui.i18n import Translate
from ludi.ui.markup import button, esc
from ludi.ui.parts import PART_END
from ludi.ui.pokern.coaching import hint_text, hinted
from ludi.ui.pokern.controls import render_cards, render_controls
from ludi.ui.pokern.sheet import render_sheet
from ludi.ui.pokern.story import (
    PokernUIState,
    TurnSummary,
    card_label,
    entries,
    finished_turns,
    numbers_text,
    render_log,
    since_last_human,
    symbols_text,
)
from ludi.ui.pokern.story import event_text as event_text  # the table's names, as before the split
from ludi.ui.pokern.story import ingest as ingest


def render_banner(
    view: PokernView, t: Translate, ui: PokernUIState, undo_seat: int | None = None, version: int = 0
) -> str:
    """Whose turn, the round, and what the players did since the last human's turn ("Livia
    wrote 24 in row 3 · Gaius failed: no row free"): bots play in a blink, so the banner keeps
    their turns in words until a human has played again. While a write may be taken back
    (``undo_seat``), its button stays here, in the same place, however many bots have played
    since."""
    seat = view.current
    if seat is None:
        # The game's last move, on the table a moment: the banner says so and keeps the last
        # turn's badges (a banner that shrank would move the table under it).
        last = (view.start_player - 1) % len(view.names)
        title, shown, rounds = t("end.heading"), last, view.turns_taken[last]
    else:
        title = t("table.turn", name=view.names[seat])
        shown, rounds = seat, view.turns_taken[seat] + 1
    badges = [f'<span class="badge">{esc(t("table.round", n=rounds))}</span>']
    if view.final_round:
        badges.append(f'<span class="badge badge--final">{esc(final_round_text(view, ui, t, shown))}</span>')
    undo = ""
    if undo_seat is not None:
        undo = button(
            t("table.undo", name=view.names[undo_seat]),
            "undo",
            cls="btn btn--small banner__undo",
            key="undo",
            data_v=version,
        )
    turns = since_last_human(finished_turns(entries(view, ui)), view.kinds)
    items = (
        "".join(
            f'<li class="recap__item seat-{turn.seat}">{esc(recap_text(turn, view.names, t))}</li>'
            for turn in turns
        )
        or f'<li class="recap__none">{esc(t("table.recap_empty"))}</li>'
    )  # a first turn: what the box is for
    # Its two lines scroll when the story is longer, so the keyboard can reach it too. Whether
    # it overflows depends on the words and the width (two turns with cards do on a phone),
    # never on the count alone: any story is reachable.
    focusable = ' tabindex="0"' if turns else ""
    return (
        f'<div class="banner pokern-banner seat-{seat}" data-current="{"" if seat is None else seat}">'
        '<div class="banner__head">'
        f'<h2 class="banner__title" id="turn-title" tabindex="-1" data-focus-key="turn-title">'
        f"{esc(title)}</h2>"
        f'<div class="banner__badges">{"".join(badges)}</div>{undo}</div>'
        f'<ol class="banner__recap" data-stick-end{focusable} aria-label="{esc(t("table.recap"))}" '
        f'data-turns="{len(turns)}">'
        f"{items}</ol></div>"
    )


def recap_text(turn: TurnSummary, names: Sequence[str], t: Translate) -> str:
    """One finished turn in words: who wrote what where, or why the turn failed, and the
    cards it took."""
    name = names[turn.seat]
    cards = ", ".join(card_label(card, effect, t) for card, effect in turn.cards)
    with_cards = "_cards" if cards else ""
    if turn.number is not None:
        return t(
            f"table.recap.wrote{with_cards}",
            name=name,
            number=turn.number,
            row=(turn.row or 0) + 1,
            cards=cards,
        )
    reason = t(f"fail.{turn.failure or 'impossible'}")
    return t(f"table.recap.failed{with_cards}", name=name, reason=reason, cards=cards)


def _round_order(view: PokernView) -> list[int]:
    n = len(view.names)
    return [(view.start_player + k) % n for k in range(n)]


def final_trigger(view: PokernView, ui: PokernUIState) -> int | None:
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


def final_round_text(view: PokernView, ui: PokernUIState, t: Translate, seat: int | None = None) -> str:
    """ "Final round: Marcus filled the column · 2 turns left" (as ``seat``'s turn, by default
    the current one, reads it)."""
    seat = view.current if seat is None else seat
    if seat is None:
        return t("table.final_round")
    left = (view.start_player - seat - 1) % len(view.names) + 1
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
    label = t("die.row", symbols=symbols_text(symbols)) if symbols else t("die.none")
    return f'<span class="dice-row" role="img" aria-label="{esc(label)}">{faces}</span>'


def render_dice(
    view: PokernView,
    legal: Sequence[Action],
    ui: PokernUIState,
    t: Translate,
    interactive: bool,
    version: int,
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
                    cls=f"die die--{symbol} die--pick{hinted(ui.hint, legal[pick_index[i]])}",
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
    return (
        f'<div class="dice" data-part="dice" data-rolled="{esc(symbols_text(view.rolled))}">'
        f"{''.join(dice)}</div>{PART_END}"
    )


def render_dropped(view: PokernView, t: Translate) -> str:
    """The dice set aside this turn (the card "Drop one"), if any."""
    if not view.dropped:
        return ""
    dropped = "".join(
        f'<span class="die die--small die--{s}" role="img"'
        f' aria-label="{esc(t("die.dropped", symbol=s))}">{s}</span>'
        for s in view.dropped
    )
    return f'<div class="dropped"><span>{esc(t("table.set_aside"))}</span>{dropped}</div>'


def outlook_text(outlook: StopOutlook | None, view: PokernView, t: Translate) -> tuple[str, bool]:
    """What stopping now would bring, and whether it can only fail ("" when not rolling)."""
    if outlook is None or not outlook.can_stop:
        return "", False
    if outlook.only_fails:
        text = t(
            f"table.outlook.fails.{outlook.failure or 'no_row'}",
            numbers=numbers_text(view.readings, t),
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
    ui: PokernUIState,
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
            symbols=symbols_text(view.rolled),
            numbers=numbers_text(view.readings, t),
        )
        parts.append(
            f'<div class="status status--failed" role="alert" data-failure="{esc(reason)}">'
            f"<strong>{esc(t('table.failed.title'))}</strong> <span>{esc(text)}</span></div>"
        )
    elif view.readings:
        reading = t("table.reads", numbers=numbers_text(view.readings, t))
        romans = f" {t('table.or')} ".join(roman(n) for n in view.readings)
        parts.append(
            f'<p class="status" data-readings="{" ".join(str(n) for n in view.readings)}">'
            # Where a number about to be written comes from: its cell glides in from here.
            f'<strong data-flip="reading">{esc(reading)}</strong>'
            f' <span class="roman">({esc(romans)})</span></p>'
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


def render_hint(ui: PokernUIState, t: Translate) -> str:
    """The Hint button and, once pressed, the hint's reason (until the next move)."""
    ask = button(t("hint.button"), "hint", cls="btn btn--ghost btn--small", key="hint")
    said = f'<p class="hint hint--suggest" data-hint>{esc(hint_text(ui.hint, t))}</p>' if ui.hint else ""
    if ui.hint_thinking and not ui.hint:
        thinking = esc(t("hint.thinking"))
        said = f'<p class="hint hint--suggest hint--thinking" data-hint-thinking>{thinking}</p>'
    return f'<div class="controls controls--hint">{ask}{said}</div>'


def render_controls_room(t: Translate, hints: bool, dropped: str = "") -> str:
    """On a bot's turn, the room of a player's buttons at the start of their turn (Roll, and
    Hint where the table offers it), unseen, with the bot's dice set aside laid over it: across
    a tablet the action cards under the dice jumped 119 px as the turn came and went, and 43 px
    more when a bot set a die aside. A phone's and an upright tablet's tray keep their own
    height (there the CSS shows only the dice set aside)."""
    ask = f'<span class="btn btn--ghost btn--small">{esc(t("hint.button"))}</span>'
    hint = f'<div class="controls controls--hint">{ask}</div>' if hints else ""
    roll = f'<div class="controls controls--turn"><span class="btn">{esc(t("table.roll"))}</span></div>'
    buttons = f'<div class="controls-room__buttons" aria-hidden="true">{roll}{hint}</div>'
    return f'<div class="controls-room">{buttons}{dropped}</div>'


def takes_taps(view: PokernView, ui: PokernUIState) -> bool:
    """A human's turn with nothing animating: the table's controls answer taps."""
    seat = view.current
    return seat is not None and view.kinds[seat] == "human" and not ui.busy


def render_table(
    view: PokernView,
    legal: Sequence[Action],
    ui: PokernUIState,
    t: Translate,
    version: int,
    levels: Sequence[str | None] = (),
    *,
    outlook: StopOutlook | None = None,
    undo_seat: int | None = None,
    hints: bool = False,
    hint_room: bool = False,
) -> str:
    """The whole table screen for the current turn.

    ``outlook`` (the engine's ``hints.stop_outlook``) adds where the reading could go and a
    warning on Stop; ``undo_seat`` offers to take back that player's write (in the banner);
    ``hints``: the table offers the Hint button (and shows the hint asked for);
    ``hint_room``: the table offers hints to its players, so a bot's turn keeps the button's room.
    """
    seat = view.current
    human = seat is not None and view.kinds[seat] == "human"
    interactive = takes_taps(view, ui)
    outlook = outlook if human else None
    controls = render_controls(view, legal, ui, t, version, outlook) if human else ""
    if human and ui.busy:
        # Kept in place (focusable, so keyboard focus survives the dice animation) but inert:
        # the table ignores clicks while busy.
        controls = controls.replace("<button ", '<button aria-disabled="true" ')
    if interactive and hints and legal:
        controls += render_hint(ui, t)
    dropped = render_dropped(view, t)
    if not human:  # a bot's dice set aside lie in its room, over the buttons' room
        controls, dropped = render_controls_room(t, hint_room, dropped), ""
    writing = " dice-panel--writing" if human and view.phase == "scoring" else ""
    # A bot's dice say who rolls them ("Robo (bot) is playing…"), in the tray's own heading:
    # the banner keeps one height on every turn.
    heading = (
        t("table.thinking", name=view.names[seat]) if seat is not None and not human else t("table.dice")
    )
    dice_panel = (
        f'<section class="panel dice-panel tray{writing}" data-tray aria-labelledby="dice-h">'
        f'<h2 id="dice-h">{esc(heading)} <small>{esc(t("table.left", n=view.unrolled))}</small></h2>'
        f"{render_dice(view, legal, ui, t, interactive, version)}{dropped}"
        f'<div class="status-wrap">{render_status(view, legal, ui, t, outlook)}</div>{controls}</section>'
    )
    could = could_go(outlook) if interactive and not ui.hidden else {}
    sheet = render_sheet(view, legal, ui, t, interactive, version, levels, could=could, flip=True)
    quick = " has-quick-cards" if "quick-cards" in controls else ""
    banner = render_banner(view, t, ui, undo_seat, version)
    # DOM order = reading and tab order on every screen size: dice, sheet, cards, log
    # (the wide layout places them in two columns with grid areas).
    return (
        f'<div class="table-screen pokern pokern--{len(view.names)}{quick}" data-phase="{view.phase}"'
        f' data-mover="{"human" if human else "bot"}">'
        f'{banner}<div class="table-grid">'
        f'{dice_panel}<section class="panel sheet-panel">{sheet}</section>'
        f"{render_cards(view, legal, ui, t, interactive, version)}"
        f"{render_log(view, t, ui.busy and (bool(ui.hidden) or ui.rolling is not None), ui)}</div></div>"
    )
