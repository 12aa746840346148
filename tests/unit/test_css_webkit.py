"""Style rules that WebKit (every iPad browser) reads only in their prefixed form."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def rules() -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / "css").glob("*.css")):
        text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
        found += [(sel.strip(), body) for sel, body in RULE.findall(text)]
    return found


def test_every_user_select_has_its_webkit_form() -> None:
    missing = [
        sel
        for sel, body in rules()
        if re.search(r"(?<![-\w])user-select\s*:", body) and "-webkit-user-select" not in body
    ]
    assert missing == []


def test_cards_dice_and_buttons_cannot_be_selected_or_called_out_in_webkit() -> None:
    held = [
        {s.strip() for s in sel.split(",")}
        for sel, body in rules()
        if "-webkit-user-select: none" in body and "-webkit-touch-callout: none" in body
    ]
    covered = set().union(*held) if held else set()
    assert {".hc", ".rc", ".pc", ".die", ".btn"} <= covered
