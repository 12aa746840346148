"""What surrounds every screen: the top bar, notices, confirmations and the rules dialog.

Pure functions returning HTML strings; all text escaped; every control a real button or
form field wired through data-action / data-field for the delegated listeners.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ludi.ui.i18n import LANGUAGES, Translate, language_name
from ludi.ui.markup import attrs, button, esc
from ludi.ui.parts import PART_END
from ludi.ui.settings import BOT_SPEEDS, PREFERENCES, SPEEDS, Settings

DOWNLOAD_NAME = "ludi-saved-game.json"


#: The settings button's icon, drawn here (a font may lack the gear's glyph).
GEAR = (
    '<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">'
    '<path fill="currentColor" d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1'
    "a7.4 7.4 0 0 0-1.7-1L15 3.3h-4l-.4 2.6a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11"
    "a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1l.4 2.6h4l.4-2.6"
    'a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"/></svg>'
)

#: The table's mute button: a speaker, with waves while the sound is on.
SPEAKER = (
    '<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">'
    '<path fill="currentColor" d="M3 9h4l5-4v14l-5-4H3z"/>'
    '<path class="icon__waves" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" '
    'd="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"/></svg>'
)

#: The way home, beside the brand on every other screen.
HOUSE = (
    '<svg class="icon brand__home" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" '
    'focusable="false"><path fill="currentColor" d="M12 3 2 12h3v9h6v-6h2v6h6v-9h3z"/></svg>'
)


def _select(field: str, label: str, values: Sequence[str], chosen: str, t: Translate, prefix: str) -> str:
    """One setting: its name, one line on what it does, and its choices."""
    options = "".join(
        f'<option value="{v}"{" selected" if v == chosen else ""}>{esc(t(f"{prefix}.{v}"))}</option>'
        for v in values
    )
    return (
        f'<div class="setting"><label class="setting__name" for="setting-{field}">{esc(label)}</label>'
        f'<p class="setting__help" id="setting-{field}-help">{esc(t(f"{prefix}.help"))}</p>'
        f'<select id="setting-{field}" data-field="{field}" data-focus-key="{field}" '
        f'aria-describedby="setting-{field}-help">{options}</select></div>'
    )


def render_settings(settings: Settings, t: Translate) -> str:
    """The settings dialog: how cards and dice move, how long bots take, how the cards look and
    which hand holds the tablet, each explained."""
    languages = "".join(
        f'<option value="{code}" lang="{code}"{" selected" if code == settings.lang else ""}>'
        f"{esc(language_name(code))}</option>"
        for code in LANGUAGES
    )
    body = (
        '<div class="setting"><label class="setting__name" for="setting-lang">'
        f"{esc(t('nav.language'))}</label>"
        f'<select id="setting-lang" data-field="lang" data-focus-key="lang">{languages}</select></div>'
    )
    body += _select("speed", t("nav.speed"), SPEEDS, settings.speed, t, "speed") + _select(
        "bot-speed", t("nav.bot_speed"), BOT_SPEEDS, settings.bot_speed, t, "bot_speed"
    )
    body += "".join(
        _select(name, t(f"pref.{name}"), choices, settings.preferences[name], t, f"pref.{name}")
        for name, choices in PREFERENCES.items()
    )
    return (
        f'<div class="dialog-backdrop" data-action="close-settings">'
        '<section class="dialog dialog--small" role="dialog" aria-modal="true" '
        'aria-labelledby="settings-title"><header class="dialog__head">'
        '<h2 id="settings-title" tabindex="-1" data-focus-key="settings-title">'
        f"{esc(t('nav.settings'))}</h2>{button(t('help.close'), 'close-settings', cls='btn btn--ghost')}"
        "</header>"
        f'<div class="dialog__body settings">{body}</div></section></div>'
    )


def render_frame(
    screen: str,
    content: str,
    t: Translate,
    settings: Settings,
    *,
    busy: bool = False,
    skips: bool = False,
    moves: int | None = None,
    dialog: str = "",
    game_id: str | None = None,
    banner: str = "",
) -> str:
    """The top bar (home, languages, speeds, the open game's rules), notices, the screen. At
    the table it keeps what a player needs mid-game: home, the Settings (the language among
    them), the sound's switch and the rules."""
    # Names begin with what the buttons show (WCAG 2.5.3, label in name): "DE (Deutsch)",
    # "Ludi — Home"; the rest is for screen readers only.
    langs = "".join(
        button(
            f'{code.upper()}<span class="sr-only"> ({esc(language_name(code))})</span>',
            "lang",
            arg=code,
            cls="btn btn--lang",
            aria_pressed=(code == settings.lang),
            raw_label=True,
            lang=code,
            title=language_name(code),
        )
        for code in LANGUAGES
    )
    speeds = button(
        f'{GEAR}<span class="topbar__label">{esc(t("nav.settings"))}</span>',
        "settings",
        cls="btn btn--ghost btn--settings",
        raw_label=True,
        aria_haspopup="dialog",
    )
    # Away from home the brand draws a house: players did not take the logo for a way home.
    house = HOUSE if screen != "home" else ""
    brand = button(
        '<span class="brand__mark" aria-hidden="true">X</span><span class="brand__name">Ludi</span>'
        f'{house}<span class="sr-only"> — {esc(t("nav.home"))}</span>',
        "home",
        cls="brand brand--away" if house else "brand",
        raw_label=True,
    )
    rules = button(t("nav.rules"), "help", arg=game_id, cls="btn btn--ghost btn--rules") if game_id else ""
    langs_group = (
        ""
        if screen == "table"
        else f'<div class="langs" role="group" aria-label="{esc(t("nav.language"))}">{langs}</div>'
    )
    # At the table, the sound's own switch (pressed: on); everywhere in the Settings too.
    mute = ""
    if screen == "table":
        mute = button(
            f'{SPEAKER}<span class="sr-only">{esc(t("nav.sound"))}</span>',
            "sound",
            cls="btn btn--ghost btn--sound",
            raw_label=True,
            key="sound",
            aria_pressed=settings.preferences["sound"] == "on",
            title=t("nav.sound"),
        )
    root = attrs(
        class_=f"screen screen--{screen}",
        data_screen=screen,
        data_game=game_id,
        data_busy="1" if busy else "0",
        data_moves=moves,
        data_speed=settings.speed,
        data_deck=settings.preferences["deck"],
        data_index=settings.preferences["index"],
        data_hand=settings.preferences["hand"],
        data_sound=settings.preferences["sound"],  # assets/render.js: an audio context only if on
        data_action="skip" if skips else None,  # a tap anywhere while the table plays skips ahead
    )
    return (
        f"<div{root}>"
        f"<header{attrs(class_='topbar', data_part='topbar', inert=bool(dialog))}>{brand}"
        f'<div class="topbar__tools">{langs_group}{speeds}{mute}</div>{rules}</header>{PART_END}{banner}'
        f"<main{attrs(class_='main', id='main', inert=bool(dialog))}>{content}</main>{dialog}</div>"
    )


def render_update_notice(t: Translate) -> str:
    """A new version is ready: reload now (the game is autosaved) or later."""
    reload = button(t("update.reload"), "update-reload", cls="btn btn--primary", key="update-reload")
    later = button(t("update.later"), "update-later", cls="btn btn--ghost")
    return (
        f'<div class="notice notice--update" role="status"><p>{esc(t("update.ready"))}</p>'
        f'<div class="controls">{reload}{later}</div></div>'
    )


def render_fault_notice(t: Translate) -> str:
    """Something went wrong inside the app: the games are saved; try again with Python started
    afresh (a reload without the runtime's snapshot), or carry on."""
    retry = button(t("fault.retry"), "fresh-start", cls="btn btn--primary", key="fresh-start")
    close = button(t("fault.dismiss"), "dismiss-fault", cls="btn btn--ghost")
    return (
        f'<div class="notice notice--update notice--fault" role="alert"><p>{esc(t("fault.text"))}</p>'
        f'<div class="controls">{retry}{close}</div></div>'
    )


def render_storage_notice(t: Translate, record_text: str | None) -> str:
    """Autosave failed (full or refused storage): the game goes on; here is its record."""
    export = ""
    if record_text is not None:
        export = (
            f'<a class="btn" href="{esc(data_url(record_text))}" download="{DOWNLOAD_NAME}" '
            f'data-focus-key="export">{esc(t("storage.export"))}</a>'
        )
    close = button(t("storage.dismiss"), "dismiss-storage", cls="btn btn--ghost")
    return (
        f'<div class="notice" role="alert"><p>{esc(t("storage.failed"))}</p>'
        f'<div class="controls">{export}{close}</div></div>'
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
        f' data-reveal="confirm-{kind}" aria-describedby="confirm-text">'
        f'<h2 id="confirm-h">{esc(t(f"confirm.{kind}.title"))}</h2>'
        f'<p id="confirm-text">{esc(t(f"confirm.{kind}.text"))}</p>'
        f'<div class="controls">{keep}{yes}</div></section>'
    )


def render_help(
    title: str, sections: Sequence[tuple[str, str, Sequence[Any]]], t: Translate, open_at: str | None = None
) -> str:
    """The rules dialog. ``sections`` are (key, title, paragraphs) (``game_ui.HelpSection``);
    a paragraph with ``__html__`` (a game's pictures) is ready markup, built by code, every
    other paragraph escaped text. ``open_at``: the key of the section the dialog opens at
    (the table's phase); its heading takes the focus (``help-section:<key>``) and the page
    scrolls it into view (``data-scroll-into-view``)."""
    parts = []
    for key, head, paras in sections:
        heading = attrs(
            id=f"help-h-{key}",
            tabindex="-1",
            data_focus_key=f"help-section:{key}",
            data_scroll_into_view=key == open_at,
        )
        text = "".join(p.__html__() if hasattr(p, "__html__") else f"<p>{esc(p)}</p>" for p in paras)
        parts.append(
            f'<section class="help__section"{attrs(id=f"help-{key}", aria_labelledby=f"help-h-{key}")}>'
            f"<h3{heading}>{esc(head)}</h3>{text}</section>"
        )
    body = "".join(parts)
    return (
        f'<div class="dialog-backdrop" data-action="close-help">'
        f'<section class="dialog" role="dialog" aria-modal="true" aria-labelledby="help-title">'
        f'<header class="dialog__head"><h2 id="help-title" tabindex="-1" data-focus-key="help-title">'
        f"{esc(title)}</h2>{button(t('help.close'), 'close-help', cls='btn btn--ghost')}</header>"
        f'<div class="dialog__body help">{body}</div></section></div>'
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
