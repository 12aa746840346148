"""Screens other than the table: the frame (top bar), home, setup, end, rules help.

Pure functions returning HTML strings; all text escaped; every control a real button,
link or form field, wired through data-action / data-field for the delegated listeners.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from urllib.parse import quote

from ludi.ui.i18n import LANGUAGES, Translate, help_sections, language_name
from ludi.ui.markup import attrs, button, esc

DOWNLOAD_NAME = "ludi-saved-game.json"
SPEEDS = ("off", "fast", "normal", "slow")
LEVELS = ("easy", "normal", "strong")
# Option names as ludi.games.romisch_pokern.rules.OPTIONS knows them, in display order.
POKERN_OPTIONS = ("roll-several", "cards-on-valid", "order-matters", "strict-xxxx", "fixed-start")
GAMES = (("romisch-pokern", True), ("romme", False), ("romer", False))


@dataclass
class SeatSpec:
    name: str
    kind: str = "human"
    level: str = "normal"


@dataclass
class SetupModel:
    seats: list[SeatSpec] = field(default_factory=list)
    options: set[str] = field(default_factory=set)


# --- frame ----------------------------------------------------------------------------------
def render_frame(
    screen: str,
    content: str,
    t: Translate,
    lang: str,
    speed: str,
    *,
    busy: bool = False,
    moves: int | None = None,
    dialog: str = "",
) -> str:
    langs = "".join(
        button(
            code.upper(),
            "lang",
            arg=code,
            cls="btn btn--lang",
            aria_pressed=(code == lang),
            aria_label=language_name(code),
            lang=code,
            title=language_name(code),
        )
        for code in LANGUAGES
    )
    options = "".join(
        f'<option value="{s}"{" selected" if s == speed else ""}>{esc(t(f"speed.{s}"))}</option>'
        for s in SPEEDS
    )
    speed_select = (
        f'<label class="speed"><span class="speed__label">{esc(t("nav.speed"))}</span>'
        f'<select data-field="speed" data-focus-key="speed">{options}</select></label>'
    )
    brand = button(
        '<span class="brand__mark" aria-hidden="true">X</span><span class="brand__name">Ludi</span>',
        "home",
        cls="brand",
        raw_label=True,
        aria_label=f"Ludi — {t('nav.home')}",
    )
    root = attrs(
        class_=f"screen screen--{screen}",
        data_screen=screen,
        data_busy="1" if busy else "0",
        data_moves=moves,
        data_speed=speed,
    )
    return (
        f"<div{root}>"
        f'<header{attrs(class_="topbar", inert=bool(dialog))}>{brand}<div class="topbar__tools">'
        f'<div class="langs" role="group" aria-label="{esc(t("nav.language"))}">{langs}</div>'
        f"{speed_select}</div>{button(t('nav.rules'), 'help', cls='btn btn--ghost btn--rules')}</header>"
        f"<main{attrs(class_='main', id='main', inert=bool(dialog))}>{content}</main>{dialog}</div>"
    )


# --- home -------------------------------------------------------------------------------------
def render_home(t: Translate, saved_panel: str = "") -> str:
    cards = []
    for game_id, playable in GAMES:
        name = t(f"game.{game_id}.name")
        blurb = t(f"game.{game_id}.blurb")
        if playable:
            actions = button(t("home.play"), "setup", arg=game_id, cls="btn btn--primary btn--big") + button(
                t("home.rules"), "help", cls="btn btn--ghost"
            )
            meta = f'<p class="game__meta">{esc(t("home.players", min=2, max=6))}</p>'
            cls = "game"
        else:
            actions = f'<button type="button" class="btn btn--soon" disabled>{esc(t("home.soon"))}</button>'
            meta = ""
            cls = "game is-soon"
        art = _game_art(game_id)
        cards.append(
            f"<li{attrs(class_=cls, data_game=game_id, aria_disabled='true' if not playable else None)}>"
            f'<div class="game__art" aria-hidden="true">{art}</div>'
            f'<h3 class="game__name">{esc(name)}</h3><p class="game__blurb">{esc(blurb)}</p>{meta}'
            f'<div class="game__actions">{actions}</div></li>'
        )
    return (
        f'<section class="hero"><h1 class="hero__title">Ludi</h1>'
        f'<p class="hero__tagline">{esc(t("app.tagline"))}</p></section>{saved_panel}'
        f'<section class="games-section" aria-labelledby="games-h">'
        f'<h2 id="games-h">{esc(t("home.heading"))}</h2>'
        f'<ul class="games">{"".join(cards)}</ul></section>'
    )


def _game_art(game_id: str) -> str:
    if game_id == "romisch-pokern":
        return "".join(f'<span class="die die--small die--{s}">{s}</span>' for s in ("X", "I", "V"))
    if game_id == "romme":
        return '<span class="mini-card">A♥</span><span class="mini-card mini-card--dark">K♠</span>'
    return '<span class="laurel">❦</span>'


def render_resume(t: Translate, game_name: str, players: Sequence[str], round_number: int) -> str:
    text = t("home.resume.text", game=game_name, players=", ".join(players), round=round_number)
    return (
        f'<section class="panel saved saved--ok" aria-labelledby="saved-h"><h2 id="saved-h">'
        f'{esc(t("home.resume.title"))}</h2><p>{esc(text)}</p><div class="controls">'
        f"{button(t('home.resume.button'), 'resume', cls='btn btn--primary btn--big')}"
        f"{button(t('home.resume.discard'), 'discard', cls='btn btn--ghost')}</div></section>"
    )


def render_corrupt(t: Translate, message: str, raw: str) -> str:
    href = "data:application/json;charset=utf-8," + quote(raw, safe="")
    link = attrs(class_="btn", href=href, download=DOWNLOAD_NAME, data_focus_key="download")
    return (
        f'<section class="panel saved saved--corrupt" role="alert" aria-labelledby="corrupt-h">'
        f'<h2 id="corrupt-h">{esc(t("corrupt.title"))}</h2><p class="saved__reason">{esc(message)}</p>'
        f"<p>{esc(t('corrupt.keep'))}</p>"
        f'<label class="field field--block"><span>{esc(t("corrupt.label"))}</span>'
        f'<textarea class="record" readonly rows="4" data-focus-key="record">{esc(raw)}</textarea></label>'
        f'<div class="controls"><a{link}>'
        f"{esc(t('corrupt.download'))}</a>"
        f"{button(t('corrupt.discard'), 'discard', cls='btn btn--danger')}</div></section>"
    )


# --- setup ------------------------------------------------------------------------------------
def render_setup(model: SetupModel, t: Translate, game_id: str = "romisch-pokern") -> str:
    seats = []
    count = len(model.seats)
    for i, seat in enumerate(model.seats):
        kinds = "".join(
            button(
                t(f"setup.{k}"),
                "seat-kind",
                arg=f"{i}:{k}",
                cls="btn btn--seg",
                aria_pressed=(seat.kind == k),
            )
            for k in ("human", "bot")
        )
        levels = ""
        if seat.kind == "bot":
            levels = "".join(
                button(
                    t(f"level.{lv}"),
                    "seat-level",
                    arg=f"{i}:{lv}",
                    cls="btn btn--seg",
                    aria_pressed=(seat.level == lv),
                )
                for lv in LEVELS
            )
            levels = f'<div class="seg" role="group" aria-label="{esc(t("setup.level"))}">{levels}</div>'
        remove = (
            button(
                t("setup.remove"),
                "remove-seat",
                arg=i,
                cls="btn btn--ghost btn--remove",
                aria_label=t("setup.remove_label", n=i + 1),
            )
            if count > 2
            else ""
        )
        name_input = attrs(
            type="text",
            value=seat.name,
            maxlength=20,
            data_field="name",
            data_arg=i,
            data_focus_key=f"name:{i}",
            autocomplete="off",
        )
        label = f"{t('setup.seat', n=i + 1)} · {t('setup.name')}"
        seats.append(
            f'<li class="seat seat-{i}"><span class="seat__no" aria-hidden="true">{_numeral(i + 1)}</span>'
            f'<label class="field seat__name"><span>{esc(label)}</span><input{name_input}></label>'
            f'<div class="seat__who"><div class="seg" role="group" aria-label="{esc(t("setup.kind"))}">'
            f"{kinds}</div>{levels}</div>{remove}</li>"
        )
    add = button(t("setup.add"), "add-seat", cls="btn") if count < 6 else ""
    options = []
    for name in POKERN_OPTIONS:
        checked = name in model.options
        box = attrs(
            type="checkbox",
            checked=checked,
            data_field="option",
            data_arg=name,
            data_focus_key=f"option:{name}",
        )
        options.append(
            f'<li><label class="option"><input{box}>'
            f'<span class="option__text"><span class="option__name">{esc(t(f"opt.{name}.name"))}</span>'
            f'<span class="option__help">{esc(t(f"opt.{name}.help"))}</span></span></label></li>'
        )
    title = f"{t('setup.heading')} — {t(f'game.{game_id}.name')}"
    back = button(t("setup.back"), "home", cls="btn btn--ghost", key="back")
    start = button(t("setup.start"), "start", cls="btn btn--primary btn--big")
    return (
        f'<div class="setup"><h1 class="page-title">{esc(title)}</h1>'
        f'<section class="panel" aria-labelledby="players-h"><h2 id="players-h">{esc(t("setup.players"))} '
        f"<small>{esc(t('setup.count', n=count))}</small></h2>"
        f'<ol class="seats">{"".join(seats)}</ol>{add}</section>'
        f'<section class="panel" aria-labelledby="options-h">'
        f'<h2 id="options-h">{esc(t("setup.options"))}</h2>'
        f'<ul class="options">{"".join(options)}</ul></section>'
        f'<div class="controls controls--end">{back}{start}</div></div>'
    )


def _numeral(n: int) -> str:
    return ("I", "II", "III", "IV", "V", "VI")[n - 1]


# --- end --------------------------------------------------------------------------------------
def ranking(scores: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat) best first; equal scores share a place (1, 1, 3)."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    result = []
    for pos, seat in enumerate(order):
        place = result[-1][0] if pos and scores[seat] == scores[order[pos - 1]] else pos + 1
        result.append((place, seat))
    return result


def join_names(names: Sequence[str], t: Translate) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("list.and") + names[-1]


def winner_text(names: Sequence[str], scores: Sequence[int], t: Translate) -> str:
    best = max(scores)
    winners = [names[s] for s in range(len(scores)) if scores[s] == best]
    if len(winners) == 1:
        return t("end.winner", name=winners[0])
    return t("end.tie", names=join_names(winners, t))


def render_end(
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
            f'<th scope="row" class="ranking__name">{esc(names[seat])}</th>'
            f'<td data-numbers="{numbers}">{numbers}</td><td data-bonus="{bonus * cards_left[seat]}">'
            f"+{bonus * cards_left[seat]}</td>"
            f'<td class="ranking__total" data-total="{scores[seat]}">{scores[seat]}</td></tr>'
        )
    home = button(t("end.home"), "home", cls="btn btn--ghost", key="end-home")
    again = button(t("end.again"), "again", cls="btn btn--primary btn--big")
    reason = f'<p class="end__reason">{esc(t(f"end.reason.{end_reason}"))}</p>' if end_reason else ""
    return (
        f'<div class="end"><h1 class="page-title" id="end-title" tabindex="-1" data-focus-key="end-title">'
        f"{esc(t('end.heading'))}</h1>"
        f'<p class="end__winner">{esc(winner_text(names, scores, t))}</p>{reason}'
        f'<section class="panel"><table class="ranking"><thead><tr>'
        f'<th scope="col">{esc(t("end.place"))}</th><th scope="col">{esc(t("end.player"))}</th>'
        f'<th scope="col">{esc(t("end.numbers"))}</th><th scope="col">{esc(t("end.bonus"))}</th>'
        f'<th scope="col">{esc(t("end.total"))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
        f'<div class="controls controls--end">{home}{again}</div></section>'
        f'<section class="panel sheet-panel">{sheet_html}</section></div>'
    )


# --- rules help -------------------------------------------------------------------------------
def render_help(lang: str, t: Translate) -> str:
    sections = "".join(
        f'<section class="help__section"><h3>{esc(title)}</h3>'
        + "".join(f"<p>{esc(p)}</p>" for p in paras)
        + "</section>"
        for title, paras in help_sections(lang)
    )
    return (
        f'<div class="dialog-backdrop" data-action="close-help">'
        f'<section class="dialog" role="dialog" aria-modal="true" aria-labelledby="help-title">'
        f'<header class="dialog__head"><h2 id="help-title" tabindex="-1" data-focus-key="help-title">'
        f"{esc(t('help.title'))}</h2>{button(t('help.close'), 'close-help', cls='btn btn--ghost')}</header>"
        f'<div class="dialog__body help">{sections}</div></section></div>'
    )
