"""Colour contrast from the stylesheets themselves (WCAG 2.2 AA, 1.4.3 and 1.4.11).

The colours are read from ``css/*.css`` (custom properties resolved, translucent colours laid
over what is under them), so a changed value is checked again: text at least 4.5:1 against
every background it is drawn on, card symbols (Römer's five colours, the red and black
suits, the jokers' gold), the dice and the focus ring at least 3:1. Where a pair below is
text drawn large and bold, 4.5:1 is still asked: the smallest text on a card (Römer's points,
a die's Roman numeral on a phone) is small.

Besides the pairs named below, every rule that sets both a text colour and a plain
background colour is checked on its own (4.5:1).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

CSS_DIR = Path(__file__).resolve().parents[3] / "css"
TEXT, GRAPHIC = 4.5, 3.0


# --- reading the stylesheets ---------------------------------------------------------------------
def _rules(css: str) -> list[tuple[str, dict[str, str]]]:
    """(selector, declarations) of every style rule, those inside @media blocks included."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out: list[tuple[str, dict[str, str]]] = []
    pos = 0
    while True:
        brace = css.find("{", pos)
        if brace < 0:
            return out
        head = css[pos:brace].strip().split("}")[-1].strip()
        if head.startswith("@"):
            if head.startswith(("@media", "@supports")):
                pos = brace + 1  # step into the block: its rules count like the others
                continue
            depth, i = 1, brace + 1
            while depth:  # skip @keyframes and the like whole
                depth += {"{": 1, "}": -1}.get(css[i], 0)
                i += 1
            pos = i
            continue
        end = css.find("}", brace)
        body = css[brace + 1 : end]
        decls = {}
        for part in body.split(";"):
            if ":" in part:
                name, _, value = part.partition(":")
                decls[name.strip()] = value.replace("!important", "").strip()
        out.append((" ".join(head.split()), decls))
        pos = end + 1


RULES = [rule for path in sorted(CSS_DIR.glob("*.css")) for rule in _rules(path.read_text(encoding="utf-8"))]
# Custom properties: the page's (:root), then those a table declares on its own element.
VARS = {k: v for sel, decls in RULES if sel != ":root" for k, v in decls.items() if k.startswith("--")}
VARS.update({k: v for sel, decls in RULES if sel == ":root" for k, v in decls.items() if k.startswith("--")})
NAMED = {"white": "#ffffff", "black": "#000000", "transparent": "rgba(0, 0, 0, 0)"}


def _resolve(value: str) -> str:
    for _ in range(5):
        value = re.sub(r"var\((--[\w-]+)\)", lambda m: VARS[m.group(1)], value)
    return value


def declared(selector: str, prop: str) -> str:
    """The last value the stylesheets give ``prop`` in a rule listing ``selector``."""
    found = None
    for sel, decls in RULES:
        if prop in decls and selector in (s.strip() for s in sel.split(",")):
            found = decls[prop]
    assert found is not None, f"no {prop} for {selector} in css/*.css"
    return _resolve(found)


Colour = tuple[float, float, float, float]


def parse_colours(value: str) -> list[Colour]:
    """Every colour in a value, in order (a gradient gives its stops)."""
    value = value.lower()
    for name, hexa in NAMED.items():
        value = re.sub(rf"\b{name}\b", hexa, value)
    out: list[Colour] = []
    for m in re.finditer(r"#([0-9a-f]{3,8})\b|rgba?\(([^)]*)\)", value):
        if m.group(1):
            h = m.group(1)
            if len(h) in (3, 4):
                h = "".join(c * 2 for c in h)
            rgb = [int(h[i : i + 2], 16) for i in (0, 2, 4)]
            alpha = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
            out.append((*rgb, alpha))  # type: ignore[arg-type]
        else:
            parts = [p.strip() for p in re.split(r"[,/ ]+", m.group(2)) if p.strip()]
            alpha = float(parts[3]) if len(parts) > 3 else 1.0
            out.append((float(parts[0]), float(parts[1]), float(parts[2]), alpha))
    return out


def colour(selector: str, prop: str) -> list[Colour]:
    found = parse_colours(declared(selector, prop))
    assert found, f"{selector} {{{prop}}} holds no colour"
    return found


def over(top: Colour, below: Colour) -> Colour:
    a = top[3]
    return (*(top[i] * a + below[i] * (1 - a) for i in range(3)), 1.0)  # type: ignore[return-value]


def luminance(c: Colour) -> float:
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(x) for x in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: Colour, b: Colour) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


#: The suits the four-colour deck colours anew (spades keep their black).
FOUR_COLOURS = ("clubs", "diamonds", "hearts")


def test_the_reader_knows_the_wcag_reference_values() -> None:
    assert round(ratio(*parse_colours("#000"), *parse_colours("#fff")), 1) == 21.0
    assert round(ratio(*parse_colours("#777777"), *parse_colours("white")), 2) == 4.48
    assert parse_colours("rgba(255, 255, 255, 0.18) linear-gradient(#fff7d6, #f4dc8a)")[2][:3] == (
        244,
        220,
        138,
    )


# --- what is drawn on what -----------------------------------------------------------------------
def bg(selector: str, prop: str = "background", *, on: str | None = None) -> list[Colour]:
    """A background's colours; a translucent one laid over ``on``'s (the one under it)."""
    found = colour(selector, prop)
    if on is not None:
        base = bg(on)[-1]
        found = [over(c, base) for c in found]
    return found


def V(name: str) -> list[Colour]:  # noqa: N802 - reads like the CSS
    return parse_colours(VARS[name])


PAGE = V("--parchment")
PAPER = V("--paper")
SEAT = bg(".seat")
LAUREL_LIGHT = V("--laurel-light")
GOLD_LIGHT = V("--gold-light")
CARD = bg(".rc")  # Römer's card face (the dice and playing cards have their own below)


def own(what: str, selector: str) -> tuple[str, list[Colour], list[Colour], float]:
    """Text in the colour and on the background one rule gives it."""
    return (what, colour(selector, "color"), bg(selector), TEXT)


# (what, foreground colours, backgrounds, minimum)
PAIRS: list[tuple[str, list[Colour], list[Colour], float]] = [
    (
        "body text on the page and panels",
        colour("body", "color"),
        PAGE + PAPER + SEAT + [(255, 255, 255, 1)],
        TEXT,
    ),
    ("secondary text (--ink-soft)", V("--ink-soft"), PAGE + PAPER + SEAT + GOLD_LIGHT + LAUREL_LIGHT, TEXT),
    own("top bar text", ".topbar"),
    own("chosen language", '.topbar .btn--lang[aria-pressed="true"]'),
    ("language on hover", colour(".topbar", "color"), bg(".topbar .btn--lang:hover", on=".topbar"), TEXT),
    own("settings menus", ".setting select"),
    ("settings button", colour(".topbar .btn--settings", "color"), bg(".topbar", "background"), TEXT),
    ("recap of the bots' moves", colour(".recap", "color"), bg(".recap", on=".banner"), TEXT),
    ("recap on the hand-off screen", colour(".handoff .recap", "color"), bg(".handoff .recap"), TEXT),
    ("button", colour(".btn", "color"), bg(".btn") + bg(".btn:hover") + PAGE, TEXT),
    (
        "primary button",
        colour(".btn--primary", "color"),
        bg(".btn--primary") + bg(".btn--primary:hover"),
        TEXT,
    ),
    ("ghost button", colour(".btn--ghost", "color"), PAGE + PAPER + bg(".btn--ghost:hover"), TEXT),
    ("danger button", colour(".btn--danger", "color"), PAPER + bg(".confirm"), TEXT),
    own("chosen segment", '.btn--seg[aria-pressed="true"]'),
    ("panel headings", colour(".panel h2", "color"), PAPER, TEXT),
    ("page titles", colour(".page-title", "color"), PAGE + PAPER, TEXT),
    ("saved game heading", colour(".saved--ok h2", "color"), bg(".saved--ok"), TEXT),
    ("broken save heading", colour(".saved--corrupt h2", "color"), bg(".saved--corrupt"), TEXT),
    own("setup problems", ".setup__problems"),
    ("game not yet playable", colour(".game.is-soon .game__name", "color"), bg(".game.is-soon"), TEXT),
    ("turn banner title", colour(".banner__title", "color"), bg(".banner"), TEXT),
    ("turn banner prompt", colour(".banner__sub", "color"), bg(".banner"), TEXT),
    ("banner badges", colour(".banner", "color"), bg(".badge", on=".banner"), TEXT),
    own("final round badge", ".badge--final"),
    ("winner line", colour(".end__winner", "color"), PAGE, TEXT),
    ("winner row", colour("body", "color"), bg(".ranking .is-winner"), TEXT),
    ("new log line", colour("body", "color"), bg(".log__item.is-new"), TEXT),
    # Römisch Pokern
    own("failed turn", ".status--failed"),
    ("failed turn title", colour(".status--failed strong", "color"), bg(".status--failed"), TEXT),
    own("stop would fail", ".status--warn"),
    ("where the reading could go", colour(".status--outlook", "color"), PAPER, TEXT),
    own("row to write in", ".cell-btn"),
    own("row to write in, hovered", ".cell-btn:hover"),
    own("current player's column", ".sheet thead .is-active"),
    (
        "current player's kind",
        colour(".sheet thead .is-active small", "color"),
        bg(".sheet thead .is-active"),
        TEXT,
    ),
    ("action card name", colour(".card__name", "color"), bg(".card") + bg(".card.is-playable"), TEXT),
    ("used action card", colour(".card.is-used .card__name", "color"), bg(".card.is-used"), TEXT),
    ("used mark", colour(".card__used", "color"), bg(".card") + bg(".card.is-used"), TEXT),
    (
        "dice letters (I, V, X)",
        colour(".die", "color") + colour(".die--V", "color") + colour(".die--X", "color"),
        bg(".die") + bg(".die--pick") + bg(".die--pick:hover"),
        TEXT,
    ),
    # Rommé
    ("red suits", colour(".pc--red", "color"), bg(".pc") + bg(".hc.is-new"), TEXT),
    ("black suits", colour(".pc--black", "color"), bg(".pc") + bg(".hc.is-new"), TEXT),
    (
        "four-colour deck (clubs, diamonds, hearts)",
        [c for suit in FOUR_COLOURS[:3] for c in colour(f'[data-deck="four"] .pc--{suit}', "color")],
        bg(".pc") + bg(".hc.is-new"),
        TEXT,
    ),
    own("jokers' gold", ".pc--joker"),
    own("home screen's little cards", ".mini-card"),
    own("first meld enough", ".staging__total.is-enough"),
    ("lay off here", colour(".meld__verb", "color"), bg(".meld.is-target"), TEXT),
    ("player out", colour(".player__status.is-out", "color"), PAPER + bg(".player.is-active"), TEXT),
    ("hand value", colour(".hand__value", "color"), PAPER, TEXT),
    # Römer: five colours (their points are small text), on a card, the yellow card and as trumps
    ("Römer's colours on a card", [c for x in "RBGP" for c in colour(f".rc--{x}", "color")], CARD, TEXT),
    ("Römer's yellow", colour(".rc--Y", "color"), CARD + bg(".rc--Y.rc"), TEXT),
    (
        "trump colours beside a chariot",
        [c for x in "RBGYP" for c in colour(f".rc--{x}", "color")],
        PAPER + bg(".romer .rseat.is-active"),
        TEXT,
    ),
    ("no trump yet", colour(".romer .trump--none", "color"), PAPER + bg(".romer .rseat.is-active"), TEXT),
    # focus rings: against every surface a control sits on (the top bar has its own)
    (
        "focus ring",
        V("--focus"),
        PAGE
        + PAPER
        + SEAT
        + GOLD_LIGHT
        + LAUREL_LIGHT
        + bg(".confirm")
        + bg(".saved--ok")
        + bg(".card.is-playable")
        + CARD,
        GRAPHIC,
    ),
    ("focus ring in the top bar", colour(".topbar :focus-visible", "outline-color"), bg(".topbar"), GRAPHIC),
    (
        "focus ring on the turn banner",
        colour(".banner :focus-visible", "outline-color"),
        bg(".banner"),
        GRAPHIC,
    ),
    # card symbols and the dice as graphics
    (
        "card symbols (suits, shapes)",
        colour(".pc--red", "color")
        + colour(".pc--black", "color")
        + [c for x in "RBGYP" for c in colour(f".rc--{x}", "color")],
        CARD + bg(".pc"),
        GRAPHIC,
    ),
]


@pytest.mark.parametrize("what,fore,backs,minimum", PAIRS, ids=[p[0] for p in PAIRS])
def test_contrast_of_each_pair(what: str, fore: list[Colour], backs: list[Colour], minimum: float) -> None:
    low = []
    for b in backs:
        b = over(b, PAGE[0]) if b[3] < 1 else b
        for f in fore:
            f = over(f, b) if f[3] < 1 else f
            if ratio(f, b) < minimum:
                low.append(f"{f[:3]} on {b[:3]}: {ratio(f, b):.2f}")
    assert not low, f"{what} under {minimum}:1 — " + "; ".join(low)


#: Rules with a colour and a background that draw no text, and why.
NO_TEXT = {".rc--back": "a Römer card's back: no text, its colour draws the border"}


def test_every_rule_with_a_text_colour_and_a_background() -> None:
    low = []
    for sel, decls in RULES:
        if sel in NO_TEXT:
            continue
        back = decls.get("background-color") or decls.get("background")
        if "color" not in decls or back is None:
            continue
        fore, backs = parse_colours(_resolve(decls["color"])), parse_colours(_resolve(back))
        if "currentcolor" in decls["color"].lower() or not fore or not backs:
            continue
        for b in backs:
            if b[3] < 1:
                continue  # translucent: laid over something else (named in PAIRS)
            if ratio(fore[0], b) < TEXT:
                low.append(f"{sel}: {ratio(fore[0], b):.2f}")
    assert not low, "text under 4.5:1: " + "; ".join(low)


# --- the four-colour deck under colour-vision deficiencies ---------------------------------------
#: Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
DEFICIENCIES = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
    "none": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}
#: The CIE76 distance two suits keep at least, as seen under each deficiency: about four times
#: a just-noticeable difference (2.3), so a suit is told by its colour at a glance.
APART = 15.0


def seen_as_lab(c: Colour, matrix) -> tuple[float, float, float]:  # noqa: ANN001 - a 3x3 tuple
    """The colour as a viewer with that deficiency sees it, in CIE L*a*b* (D65)."""

    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    lin = [channel(v) for v in c[:3]]
    r, g, b = (min(1.0, max(0.0, sum(row[j] * lin[j] for j in range(3)))) for row in matrix)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(v: float) -> float:
        return v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_the_simulation_tells_red_from_green_only_for_normal_vision() -> None:
    red, green = parse_colours("#c00000")[0], parse_colours("#008000")[0]

    def apart(name: str) -> float:
        a, b = (seen_as_lab(c, DEFICIENCIES[name]) for c in (red, green))
        return sum((p - q) ** 2 for p, q in zip(a, b)) ** 0.5

    assert apart("none") > 60 and apart("deuteranopia") < APART  # the classic confusion


@pytest.mark.parametrize("deficiency", sorted(DEFICIENCIES))
def test_the_four_colour_decks_suits_stay_apart_under_each_deficiency(deficiency: str) -> None:
    suits = {suit: colour(f'[data-deck="four"] .pc--{suit}', "color")[0] for suit in FOUR_COLOURS}
    suits["spades"] = colour(".pc--black", "color")[0]
    seen = {suit: seen_as_lab(c, DEFICIENCIES[deficiency]) for suit, c in suits.items()}
    close = []
    names = sorted(seen)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            distance = sum((p - q) ** 2 for p, q in zip(seen[a], seen[b])) ** 0.5
            if distance < APART:
                close.append(f"{a}/{b} {distance:.1f}")
    assert not close, f"{deficiency}: " + ", ".join(close)
