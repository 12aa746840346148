"""Pieces every game's table is made of, written once: the button of a legal action, a list of
option checkboxes, moving along a hand with the keys, the rules before the first deal and a
round's summary, and the ranking at the end.

Each game UI package keeps only what is its own (its cards, dice, sheets and words).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc
from ludi.ui.parts import PART_END


# --- the table's controls ---------------------------------------------------------------------
def act_button(
    label: str,
    index: int,
    kind: str,
    version: int,
    *,
    cls: str = "btn",
    key: str | None = None,
    **extra: Any,
) -> str:
    """The button of one legal action: ``index`` into the legal list the table was rendered
    with, ``version`` the move count (a stale tap is ignored), ``kind`` for tests and styles."""
    return button(
        label, "act", arg=index, cls=cls, key=key or f"act:{kind}", data_kind=kind, data_v=version, **extra
    )


def option_items(names: Sequence[str], checked: Any, t: Translate) -> str:
    """A checkbox per option, each with its name and a line of help from the catalog
    (``opt.<name>.name`` / ``opt.<name>.help``); ``checked`` holds the names that are on."""
    items = []
    for name in names:
        box = attrs(
            type="checkbox",
            checked=name in checked,
            data_field="option",
            data_arg=name,
            data_focus_key=f"option:{name}",
        )
        items.append(
            f'<li><label class="option"><input{box}>'
            f'<span class="option__text"><span class="option__name">{esc(t(f"opt.{name}.name"))}</span>'
            f'<span class="option__help">{esc(t(f"opt.{name}.help"))}</span></span></label></li>'
        )
    return f'<ul class="options">{"".join(items)}</ul>'


def options_panel(body: str, t: Translate) -> str:
    return (
        f'<section class="panel" aria-labelledby="options-h">'
        f'<h2 id="options-h">{esc(t("setup.options"))}</h2>{body}</section>'
    )


HAND_KEYS = ("ArrowLeft", "ArrowRight", "Home", "End")


def hand_key_target(key: str, focus_key: str | None, size: int) -> int | None:
    """The hand position an arrow, Home or End key moves the focus to from the focused card
    (``card:<i>``), or None when the key is no such move."""
    if key not in HAND_KEYS or not focus_key or not focus_key.startswith("card:") or size <= 0:
        return None
    try:
        here = int(focus_key.split(":", 1)[1])
    except ValueError:
        return None
    target = {"ArrowLeft": here - 1, "ArrowRight": here + 1, "Home": 0, "End": size - 1}[key]
    return max(0, min(size - 1, target))


def occurrence_keys(prefix: str, items: Sequence[Hashable]) -> list[str]:
    """A ``data-flip`` key per card of a hand, unique on the page although a double deck has
    two of a card: ``<prefix>:<card>:<n>`` for its n-th copy, so a card keeps its key while
    the hand is reordered and glides to its new place."""
    seen: Counter[Hashable] = Counter()
    keys = []
    for item in items:
        keys.append(f"{prefix}:{item}:{seen[item]}")
        seen[item] += 1
    return keys


def render_banner(
    current: int | None,
    phase: str,
    title: str,
    badges: Sequence[str],
    prompt: str,
    recap: Sequence[str] | None = None,
    t: Translate | None = None,
) -> str:
    """The top of a table: whose turn it is (the focus target between turns), a few badges
    (round, preset, piles), the prompt that says what to do now and, given ``recap``, what the
    others did since the viewer's last move."""
    chips = "".join(f'<span class="badge">{esc(b)}</span>' for b in badges)
    told = render_recap(recap, t) if recap is not None and t is not None else ""
    return (
        f'<div class="banner{" banner--told" if told else ""}" '
        f'data-current="{current if current is not None else ""}" data-phase="{phase}">'
        '<h2 class="banner__title" id="turn-title" tabindex="-1" '
        f'data-focus-key="turn-title">{esc(title)}</h2>'
        f'<div class="banner__badges">{chips}</div>'
        f'<p class="banner__sub" data-prompt>{esc(prompt)}</p>{told}</div>'
    )


def render_watching(t: Translate) -> str:
    """In the tray's place while the bots play between two humans: nobody's cards are on
    screen, and the empty end of the table says why (a tablet's lower half stood empty)."""
    return (
        f'<div class="watching" role="note"><p class="watching__title">{esc(t("table.watching_title"))}</p>'
        f'<p class="watching__text">{esc(t("table.watching_text"))}</p></div>'
    )


def render_recap(lines: Sequence[str], t: Translate) -> str:
    """What the others did since the viewer's last move, one line per player's run of moves.

    A box of a fixed height whatever it holds (growing while bots play, it would push the
    viewer's hand down under their thumb); a longer story scrolls inside it, its end in view
    (``data-stick-end``: the page keeps it scrolled to the newest line)."""
    items = "".join(f'<li class="recap__item">{esc(line)}</li>' for line in lines)
    if not items:  # a table just opened or resumed: the box says what it is for
        items = f'<li class="recap__none">{esc(t("table.recap_empty"))}</li>'
    return (
        '<ol class="recap" data-recap data-stick-end tabindex="0" '
        f'aria-label="{esc(t("table.since_your_move"))}">'
        f"{items}</ol>"
    )


# --- pauses at the table: the rules before the deal, a round's summary ------------------------
class RoundPauses:
    """For games of rounds (their UI state has ``intro`` and ``summary``, their views
    ``results``, ``round`` and ``log``): the rules in force before the first deal, and each
    round's summary, both public, both waiting for a tap before the bots go on."""

    @staticmethod
    def starts_fresh(view: Any) -> bool:
        return view.round == 0 and not view.log and not view.results

    @staticmethod
    def waiting_summary(view: Any) -> int | None:
        """A game saved while a round's summary held play (a round ended, the next one has no
        move yet) reopens on that summary: the bots would otherwise play behind it."""
        return len(view.results) - 1 if view.results and not view.log else None

    def holds(self, ui: Any) -> bool:
        return ui.intro or ui.summary is not None

    @staticmethod
    def pause_click(ctx: Any, action: str) -> bool:
        """Closes a pause on its button (focus to whose turn it is); False for another tap."""
        if action == "deal":
            ctx.ui.intro = False
        elif action == "next-round":
            ctx.ui.summary = None
        else:
            return False
        ctx.focus = "turn-title"
        ctx.sound = "deal"  # the hands are dealt as the pause closes
        return True

    @staticmethod
    def round_ended(ui: Any, before: Any, after: Any) -> bool:
        """Hold the table on the summary of a round that just ended."""
        if len(after.results) > len(before.results):
            ui.summary = len(after.results) - 1
            return True
        return False


def _pause_panel(kind: str, title: str, body: str, action: str, label: str) -> str:
    """A public pause at the table: a titled panel and the one button that ends it."""
    go = button(label, action, cls="btn btn--primary btn--big")
    return (
        f'<section class="panel {kind}" aria-labelledby="{kind}-h">'
        f'<h2 id="{kind}-h" class="page-title" tabindex="-1" data-focus-key="{kind}-title">'
        f'{esc(title)}</h2>{body}<div class="controls controls--end">{go}</div></section>'
    )


def render_intro(names: Sequence[str], lines: Sequence[str], t: Translate) -> str:
    """The rules in force, shown to everyone before the first deal ("Deal the cards")."""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    body = f'<p>{esc(t("intro.players", names=", ".join(names)))}</p><ul class="intro__rules">{items}</ul>'
    return _pause_panel("intro", t("intro.title"), body, "deal", t("intro.deal"))


def render_round_over(title: str, body: str, t: Translate) -> str:
    """A finished round's summary; play goes on when someone taps "Next round"."""
    return _pause_panel("summary", title, body, "next-round", t("round.next"))


def log_line(key: object, seat: object, text: str, cls: str = "") -> str:
    """One line of a move log: keyed (the page's list keeps its lines when one comes first)
    and a part (passed to the page only when it changed: most of a log never does)."""
    line = f'<li class="log__item seat-{seat}{cls}" data-part="log:{key}" data-key="{key}">{esc(text)}</li>'
    return line + PART_END


def render_log_panel(lines: Sequence[str], t: Translate, *, scrolls: bool = False) -> str:
    """The move log, newest first: ``lines`` are its ready ``<li>`` items (at least one: an
    empty log says so); ``scrolls`` makes the list a focusable scrolling box (the whole game)."""
    body = "".join(lines) or f'<li class="log__item log__item--empty">{esc(t("table.log_empty"))}</li>'
    box = ' tabindex="0" aria-labelledby="log-h"' if scrolls else ""
    return (
        f'<section class="panel log-panel" aria-labelledby="log-h"><h2 id="log-h">{esc(t("table.log"))}</h2>'
        f'<ol class="log"{box}>{body}</ol></section>'
    )


def sheet_details(sheet: str, t: Translate) -> str:
    """The score sheet folded away under its title, for tables that show it on demand."""
    return f'<details class="panel sheet-panel"><summary>{esc(t("sheet.title"))}</summary>{sheet}</details>'


# --- the end -----------------------------------------------------------------------------------
def score_text(n: int) -> str:
    """A score as printed: a true minus sign (U+2212) before a negative one, as the rounds'
    signed cells have it, never a hyphen."""
    return f"−{-n}" if n < 0 else str(n)


def ranking(scores: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat) best first; equal scores share a place (1, 1, 3)."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    result: list[tuple[int, int]] = []
    for pos, seat in enumerate(order):
        place = result[-1][0] if pos and scores[seat] == scores[order[pos - 1]] else pos + 1
        result.append((place, seat))
    return result


def join_names(names: Sequence[str], t: Translate) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("list.and") + names[-1]


def winner_text(names: Sequence[str], winners: Sequence[int], t: Translate) -> str:
    chosen = [names[s] for s in winners]
    if len(chosen) == 1:
        return t("end.winner", name=chosen[0])
    return t("end.tie", names=join_names(chosen, t))


def end_controls(t: Translate) -> str:
    """Home and "play again": the game's end body places them under its ranking."""
    home = button(t("end.home"), "home", cls="btn btn--ghost", key="end-home")
    again = button(t("end.again"), "again", cls="btn btn--primary btn--big")
    return f'<div class="controls controls--end">{home}{again}</div>'


def render_ranked_end(
    names: Sequence[str],
    standing: Sequence[int],
    shown: Sequence[int],
    label: str,
    last_round: str,
    sheet: str,
    t: Translate,
    reason: str = "",
) -> str:
    """The end body of a game ranked by one number a seat (higher ``standing`` is better;
    ``shown`` is what the table prints): the ranking, Home and "play again", the last round
    and the score sheet, the same for every such game."""
    rows = "".join(
        f'<tr class="seat-{s}{" is-winner" if place == 1 else ""}" data-seat="{s}" data-place="{place}">'
        f'<td class="ranking__place">{place}.</td><th scope="row" class="ranking__name">'
        f"<bdi>{esc(names[s])}</bdi></th>"
        f'<td class="ranking__total" data-total="{shown[s]}">{score_text(shown[s])}</td></tr>'
        for place, s in ranking(standing)
    )
    why = f'<p class="end__reason">{esc(reason)}</p>' if reason else ""
    return (
        f'<section class="panel">{why}<table class="ranking"><thead><tr>'
        f'<th scope="col">{esc(t("end.place"))}</th><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(label)}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>{end_controls(t)}</section>"
        f'<section class="panel"><h2>{esc(t("round.last"))}</h2>{last_round}</section>'
        f'<section class="panel sheet-panel">{sheet}</section>'
    )
