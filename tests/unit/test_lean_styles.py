"""The style sheets the page loads are ours without their comments (tools/lean_styles.py): the
same rules, nothing glued together, strings untouched, and the files made today."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from lean_styles import CommentBetweenTokens, lean_css  # noqa: E402

SHEETS = sorted((ROOT / "css").glob("*.css"))


def words(css: str) -> list[str]:
    return css.split()


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.name)
def test_a_lean_sheet_holds_the_same_rules_without_a_comment(sheet: Path) -> None:
    source = sheet.read_text(encoding="utf-8")
    lean = lean_css(source)
    strings = re.findall(r'"[^"\n]*"|\'[^\'\n]*\'', lean)
    assert not [s for s in strings if "/*" in s], "a string holding '/*': the check below would not hold"
    assert "/*" not in lean and "*/" not in lean
    assert words(lean) == words(re.sub(r"/\*.*?\*/", " ", source, flags=re.S))
    assert len(lean) < 0.9 * len(source)


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.name)
def test_the_page_loads_todays_lean_sheets(sheet: Path) -> None:
    served = ROOT / "assets/styles" / sheet.name
    assert served.read_text(encoding="utf-8") == lean_css(sheet.read_text(encoding="utf-8")), "run make setup"
    assert f'href="./assets/styles/{sheet.name}"' in (ROOT / "index.html").read_text()
    assert f'href="./css/{sheet.name}"' not in (ROOT / "index.html").read_text()


def test_strings_keep_what_they_hold_and_a_comment_never_glues_two_words() -> None:
    css = '.a::before { content: "/* kept */ \\" /*"; } /* gone */\n  .b {\n    color: red; /* gone */\n  }\n'
    assert lean_css(css) == '.a::before { content: "/* kept */ \\" /*"; }\n.b {\ncolor: red;\n}\n'
    with pytest.raises(CommentBetweenTokens):
        lean_css(".a { margin: 1px/* no */solid; }")
    with pytest.raises(ValueError):
        lean_css(".a { color: red; } /* never closed")
