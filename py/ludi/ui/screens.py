"""The shell's screens: the frame (top bar), home, setup, hand-off, end frame, rules help.

Pure functions returning HTML strings; all text escaped; every control a real button,
link or form field, wired through data-action / data-field for the delegated listeners.
What is particular to one game (its options, table, end-of-game body) comes from its UI
package as ready HTML.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ludi.ui import games
from ludi.ui.i18n import LANGUAGES, Translate, language_name
from ludi.ui.markup import attrs, button, esc

if TYPE_CHECKING:
    from ludi.ui.game_ui import SetupModel


DOWNLOAD_NAME = "ludi-saved-game.json"
SPEEDS = ("off", "fast", "normal", "slow")  # animation
BOT_SPEEDS = ("instant", "fast", "normal", "slow")  # the pause before each bot move
LEVELS = ("easy", "normal", "strong")
NAME_LIMIT = 20


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
    game_id: str | None = None,
    banner: str = "",
    bot_speed: str = "normal",
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
    bot_options = "".join(
        f'<option value="{s}"{" selected" if s == bot_speed else ""}>{esc(t(f"bot_speed.{s}"))}</option>'
        for s in BOT_SPEEDS
    )
    speed_select += (
        f'<label class="speed"><span class="speed__label">{esc(t("nav.bot_speed"))}</span>'
        f'<select data-field="bot-speed" data-focus-key="bot-speed">{bot_options}</select></label>'
    )
    brand = button(
        '<span class="brand__mark" aria-hidden="true">X</span><span class="brand__name">Ludi</span>',
        "home",
        cls="brand",
        raw_label=True,
        aria_label=f"Ludi — {t('nav.home')}",
    )
    rules = button(t("nav.rules"), "help", arg=game_id, cls="btn btn--ghost btn--rules") if game_id else ""
    root = attrs(
        class_=f"screen screen--{screen}",
        data_screen=screen,
        data_game=game_id,
        data_busy="1" if busy else "0",
        data_moves=moves,
        data_speed=speed,
    )
    return (
        f"<div{root}>"
        f'<header{attrs(class_="topbar", inert=bool(dialog))}>{brand}<div class="topbar__tools">'
        f'<div class="langs" role="group" aria-label="{esc(t("nav.language"))}">{langs}</div>'
        f"{speed_select}</div>{rules}</header>{banner}"
        f"<main{attrs(class_='main', id='main', inert=bool(dialog))}>{content}</main>{dialog}</div>"
    )


# --- home -------------------------------------------------------------------------------------
def render_home(t: Translate, saved_panel: str = "") -> str:
    cards = []
    for game in games.GAMES:
        game_id = game.game_id
        playable = games.playable(game_id)
        name = t(f"game.{game_id}.name")
        blurb = t(f"game.{game_id}.blurb")
        if playable:
            actions = button(t("home.play"), "setup", arg=game_id, cls="btn btn--primary btn--big") + button(
                t("home.rules"), "help", arg=game_id, cls="btn btn--ghost", key=f"help:{game_id}"
            )
            low, high = game.players
            meta = f'<p class="game__meta">{esc(t("home.players", min=low, max=high))}</p>'
            cls = "game"
        else:
            actions = f'<button type="button" class="btn btn--soon" disabled>{esc(t("home.soon"))}</button>'
            meta = ""
            cls = "game is-soon"
        cards.append(
            f"<li{attrs(class_=cls, data_game=game_id, aria_disabled='true' if not playable else None)}>"
            f'<div class="game__art" aria-hidden="true">{_game_art(game_id)}</div>'
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


def render_resume(t: Translate, game_name: str, players: Sequence[str], where: str) -> str:
    text = t("home.resume.text", game=game_name, players=", ".join(players), where=where)
    return (
        f'<section class="panel saved saved--ok" aria-labelledby="saved-h"><h2 id="saved-h">'
        f'{esc(t("home.resume.title"))}</h2><p>{esc(text)}</p><div class="controls">'
        f"{button(t('home.resume.button'), 'resume', cls='btn btn--primary btn--big')}"
        f"{button(t('home.resume.discard'), 'discard', cls='btn btn--ghost')}</div></section>"
    )


def render_confirm(t: Translate, kind: str) -> str:
    """Asked before a waiting saved game is lost: ``kind`` "discard" or "replace" (a new game)."""
    yes_action = "discard" if kind == "discard" else "start"
    yes = button(
        t(f"confirm.{kind}.yes"), yes_action, arg="confirm", cls="btn btn--danger", key="confirm-yes"
    )
    keep = button(t("confirm.keep"), "keep", cls="btn btn--primary", key="confirm-keep")
    return (
        f'<section class="panel confirm" role="alertdialog" aria-labelledby="confirm-h"'
        f' aria-describedby="confirm-text"><h2 id="confirm-h">{esc(t(f"confirm.{kind}.title"))}</h2>'
        f'<p id="confirm-text">{esc(t(f"confirm.{kind}.text"))}</p>'
        f'<div class="controls">{keep}{yes}</div></section>'
    )


def render_corrupt(t: Translate, message: str, raw: str) -> str:
    href = data_url(raw)
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


#: Each byte as ``urllib.parse.quote(..., safe="")`` writes it, without importing urllib.parse
#: (and ipaddress with it) at start: 20-30 ms of every page load in the browser.
_PERCENT = [
    chr(b) if chr(b).isascii() and (chr(b).isalnum() or chr(b) in "_.-~") else f"%{b:02X}" for b in range(256)
]


def data_url(text: str) -> str:
    """A download link's JSON payload; text that is not valid UTF-8 (lone surrogates) is kept
    with replacement characters rather than breaking the screen."""
    return "data:application/json;charset=utf-8," + "".join(
        map(_PERCENT.__getitem__, text.encode("utf-8", "replace"))
    )


# --- setup ------------------------------------------------------------------------------------
def render_setup(
    model: SetupModel,
    t: Translate,
    seat_range: tuple[int, int] = (2, 6),
    options_html: str = "",
    problems: Sequence[str] = (),
) -> str:
    low, high = seat_range
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
            if count > low
            else ""
        )
        name_input = attrs(
            type="text",
            value=seat.name,
            maxlength=NAME_LIMIT,
            data_field="name",
            data_arg=i,
            data_focus_key=f"name:{i}",
            autocomplete="off",
        )
        label = f"{t('setup.seat', n=i + 1)} · {t('setup.name')}"
        seats.append(
            f'<li class="seat seat-{i}"><span class="seat__no" aria-hidden="true">{numeral(i + 1)}</span>'
            f'<label class="field seat__name"><span>{esc(label)}</span><input{name_input}></label>'
            f'<div class="seat__who"><div class="seg" role="group" aria-label="{esc(t("setup.kind"))}">'
            f"{kinds}</div>{levels}</div>{remove}</li>"
        )
    add = button(t("setup.add"), "add-seat", cls="btn") if count < high else ""
    title = f"{t('setup.heading')} — {t(f'game.{model.game_id}.name')}"
    back = button(t("setup.back"), "home", cls="btn btn--ghost", key="back")
    start = button(t("setup.start"), "start", cls="btn btn--primary btn--big", disabled=bool(problems))
    problem_html = ""
    if problems:
        items = "".join(f"<li>{esc(p)}</li>" for p in problems)
        problem_html = f'<ul class="setup__problems" role="alert">{items}</ul>'
    return (
        f'<div class="setup"><h1 class="page-title">{esc(title)}</h1>'
        f'<section class="panel" aria-labelledby="players-h"><h2 id="players-h">{esc(t("setup.players"))} '
        f"<small>{esc(t('setup.count', n=count, min=low, max=high))}</small></h2>"
        f'<ol class="seats">{"".join(seats)}</ol>{add}'
        f'<p class="field__note">{esc(t("setup.name_limit", n=NAME_LIMIT))}</p></section>'
        f"{options_html}{problem_html}"
        f'<div class="controls controls--end">{back}{start}</div></div>'
    )


def numeral(n: int) -> str:
    return ("I", "II", "III", "IV", "V", "VI")[n - 1]


# --- pass-and-play ------------------------------------------------------------------------------
def render_handoff(name: str, t: Translate, reason: str = "") -> str:
    """Between two humans: nothing private on screen until the next player taps."""
    note = f'<p class="handoff__note">{esc(reason)}</p>' if reason else ""
    ready = button(t("handoff.ready", name=name), "reveal", cls="btn btn--primary btn--big")
    return (
        f'<section class="handoff panel" aria-labelledby="handoff-title">'
        f'<h1 class="page-title" id="handoff-title" tabindex="-1" data-focus-key="handoff-title">'
        f"{esc(t('handoff.title', name=name))}</h1>{note}"
        f'<p class="handoff__text">{esc(t("handoff.text", name=name))}</p>'
        f'<div class="controls">{ready}</div></section>'
    )


# --- pauses at the table: the rules before the deal, a round's summary ------------------------
def render_intro(names: Sequence[str], lines: Sequence[str], t: Translate) -> str:
    """The rules in force, shown to everyone before the first deal ("Deal the cards")."""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    deal = button(t("intro.deal"), "deal", cls="btn btn--primary btn--big")
    return (
        f'<section class="panel intro" aria-labelledby="intro-h">'
        f'<h2 id="intro-h" class="page-title" tabindex="-1" data-focus-key="intro-title">'
        f"{esc(t('intro.title'))}</h2><p>{esc(t('intro.players', names=', '.join(names)))}</p>"
        f'<ul class="intro__rules">{items}</ul><div class="controls controls--end">{deal}</div></section>'
    )


def render_round_over(title: str, body: str, t: Translate) -> str:
    """A finished round's summary; play goes on when someone taps "Next round"."""
    next_round = button(t("round.next"), "next-round", cls="btn btn--primary btn--big")
    return (
        f'<section class="panel summary" aria-labelledby="summary-h">'
        f'<h2 id="summary-h" class="page-title" tabindex="-1" data-focus-key="summary-title">'
        f"{esc(title)}</h2>"
        f'{body}<div class="controls controls--end">{next_round}</div></section>'
    )


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
        f'<td class="ranking__total" data-total="{shown[s]}">{shown[s]}</td></tr>'
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


def render_end(winner_line: str, body: str, t: Translate) -> str:
    """The end screen's frame: heading and who won, then the game's own body."""
    return (
        f'<div class="end"><h1 class="page-title" id="end-title" tabindex="-1" data-focus-key="end-title">'
        f"{esc(t('end.heading'))}</h1>"
        f'<p class="end__winner">{esc(winner_line)}</p>{body}</div>'
    )


# --- rules help -------------------------------------------------------------------------------
def render_help(title: str, sections: Sequence[tuple[str, Sequence[str]]], t: Translate) -> str:
    body = "".join(
        f'<section class="help__section"><h3>{esc(head)}</h3>'
        # A paragraph with ``__html__`` (a game's dice pictures) is ready markup, built by code.
        + "".join(p.__html__() if hasattr(p, "__html__") else f"<p>{esc(p)}</p>" for p in paras)
        + "</section>"
        for head, paras in sections
    )
    return (
        f'<div class="dialog-backdrop" data-action="close-help">'
        f'<section class="dialog" role="dialog" aria-modal="true" aria-labelledby="help-title">'
        f'<header class="dialog__head"><h2 id="help-title" tabindex="-1" data-focus-key="help-title">'
        f"{esc(title)}</h2>{button(t('help.close'), 'close-help', cls='btn btn--ghost')}</header>"
        f'<div class="dialog__body help">{body}</div></section></div>'
    )


def render_update_notice(t: Translate) -> str:
    """A new version is ready: reload now (the game is autosaved) or later."""
    reload = button(t("update.reload"), "update-reload", cls="btn btn--primary", key="update-reload")
    later = button(t("update.later"), "update-later", cls="btn btn--ghost")
    return (
        f'<div class="notice notice--update" role="status"><p>{esc(t("update.ready"))}</p>'
        f'<div class="controls">{reload}{later}</div></div>'
    )
