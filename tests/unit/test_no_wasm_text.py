"""The page's words for a browser without WebAssembly are the catalogs' (index.html cannot
ask Python for them: Python is what cannot start)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ludi.ui.i18n import translator

ROOT = Path(__file__).resolve().parents[2]


def test_the_page_says_what_the_catalogs_say_in_each_language() -> None:
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    found = re.search(r"const texts = (\{.*?\});", index)
    assert found is not None
    page = json.loads(found.group(1))
    assert page == {lang: translator(lang)("boot.no_wasm") for lang in ("de", "en", "fr")}
    named = {"de": "Blockierungsmodus", "en": "Lockdown Mode", "fr": "mode Isolement"}
    assert all(named[lang] in text and "WebAssembly" in text for lang, text in page.items())
