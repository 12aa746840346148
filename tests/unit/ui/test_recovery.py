"""The last-resort screen: when the app cannot start, the stored game is still the player's."""

from __future__ import annotations

import html
import re
from urllib.parse import unquote

from ludi.ui.recovery import recovery_html


def test_the_stored_game_can_be_exported_byte_for_byte_and_discarded() -> None:
    raw = '{"game": "romme", "note": "Spiel <&> \\"quoted\\" ünïcödé #1 % 100"}'
    page = recovery_html(raw, "ValueError: no table for this record")
    href = html.unescape(re.search(r'href="([^"]+)"', page).group(1))
    prefix = "data:application/json;charset=utf-8,"
    assert href.startswith(prefix)
    assert unquote(href[len(prefix) :]) == raw
    assert 'download="ludi-saved-game.json"' in page
    assert 'data-recovery="discard"' in page and 'data-recovery="reload"' in page
    assert "ValueError: no table for this record" in page


def test_without_a_stored_game_only_reload_is_offered_and_the_problem_is_escaped() -> None:
    page = recovery_html(None, "<script>boom</script>")
    assert 'data-recovery="discard"' not in page and "download=" not in page
    assert 'data-recovery="reload"' in page
    assert "<script>" not in page and "&lt;script&gt;boom" in page
