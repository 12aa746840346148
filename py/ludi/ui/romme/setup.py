"""Rommé setup choices: preset, the ten special rules, game length; checked by the engine.

The options are a small JSON-able dict. Whether a combination holds is asked of the
engine's rules config (``RommeRules`` raises ``RulesError``); the UI shows the sentence for the
error's code in the player's language (``ludi.ui.i18n.errors``).
"""

from __future__ import annotations

from typing import Any

from ludi.games.protocol import RulesError
from ludi.games.romme.rules import PALACE, PALAST, RommeRules
from ludi.ui.i18n import DEFAULT_LANGUAGE, Translate
from ludi.ui.markup import attrs, esc
from ludi.ui.widgets import option_items, options_panel

PRESETS = (PALAST, PALACE)
#: (option name, RommeRules field), the special rules in the order the rules text lists them.
SPECIAL_RULES = (
    ("knocking", "knocking"),
    ("small", "small_game"),
    ("forty", "forty"),
    ("no-first-meld", "no_first_meld"),
    ("cyclic", "cyclic_runs"),
    ("no-jokers", "no_jokers"),
    ("win-without-discard", "win_without_discard"),
    ("strict-jokers", "strict_jokers"),
    ("strict-sets", "strict_sets"),
    ("casino", "casino"),
)
FIELDS = dict(SPECIAL_RULES)
#: Game length choices: minus points (Palast, RM-54) or rounds (Palace).
LENGTHS = {PALAST: (300, 500, 1000), PALACE: (3, 5, 7, 10)}
DEFAULT_LENGTH = {PALAST: 500, PALACE: 5}


def defaults() -> dict[str, Any]:
    return {"preset": PALAST, "rules": [], "length": DEFAULT_LENGTH[PALAST]}


def load(data: Any) -> dict[str, Any]:
    options = defaults()
    if not isinstance(data, dict):
        return options
    if data.get("preset") in PRESETS:
        options["preset"] = data["preset"]
    rules = data.get("rules")
    if isinstance(rules, list):
        options["rules"] = sorted({r for r in rules if isinstance(r, str) and r in FIELDS})
    length = data.get("length")
    if type(length) is int and length in LENGTHS[options["preset"]]:
        options["length"] = length
    else:
        options["length"] = DEFAULT_LENGTH[options["preset"]]
    return options


def change(options: dict[str, Any], arg: str | None, value: Any) -> dict[str, Any]:
    new = dict(options)
    if arg == "preset" and value in PRESETS:
        new["preset"] = value
        new["length"] = DEFAULT_LENGTH[value]
    elif arg == "length":
        try:
            length = int(str(value))
        except ValueError:
            return options
        if length in LENGTHS[new["preset"]]:
            new["length"] = length
    elif arg in FIELDS:
        rules = set(new["rules"])
        if value:
            rules.add(arg)
            if arg == "small":
                # The small game has no first-meld threshold (RM-61).
                rules.add("no-first-meld")
        else:
            rules.discard(arg)
        new["rules"] = sorted(rules)
    return new


def build(options: dict[str, Any]) -> RommeRules:
    values: dict[str, Any] = {FIELDS[name]: True for name in options["rules"]}
    return RommeRules(preset=options["preset"], limit=options["length"], **values)


def problems(options: dict[str, Any], seats: int, t: Translate) -> list[str]:
    """Why these options cannot start a game, in the player's language (from the error's code)."""
    try:
        build(options).check_players(seats)
    except RulesError as exc:
        from ludi.ui.i18n.errors import error_text  # only when there is something to explain

        return [error_text(exc, getattr(t, "lang", DEFAULT_LANGUAGE))]
    return []


def render(options: dict[str, Any], seats: int, t: Translate) -> str:
    preset = options["preset"]
    presets = "".join(
        f'<li><label class="option"><input{_radio("preset", p, preset == p)}>'
        f'<span class="option__text"><span class="option__name">{esc(t(f"preset.{p}.name"))}</span>'
        f'<span class="option__help">{esc(t(f"preset.{p}.help"))}</span></span></label></li>'
        for p in PRESETS
    )
    unit = "length.minus" if preset == PALAST else "length.rounds"
    lengths = "".join(
        f'<option value="{n}"{" selected" if n == options["length"] else ""}>{esc(t(unit, n=n))}</option>'
        for n in LENGTHS[preset]
    )
    length = (
        f'<label class="field"><span>{esc(t("length.label"))}</span>'
        f'<select data-field="option" data-arg="length" data-focus-key="option:length">{lengths}</select>'
        "</label>"
    )
    rules = option_items([name for name, _field in SPECIAL_RULES], options["rules"], t)
    return (
        f'<section class="panel" aria-labelledby="preset-h"><h2 id="preset-h">{esc(t("setup.preset"))}</h2>'
        f'<ul class="options">{presets}</ul>{length}</section>'
    ) + options_panel(rules, t)


def _radio(name: str, value: str, checked: bool) -> str:
    return attrs(
        type="radio",
        name=f"romme-{name}",
        value=value,
        checked=checked,
        data_field="option",
        data_arg=name,
        data_focus_key=f"option:{name}:{value}",
    )
