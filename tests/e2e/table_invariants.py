"""What must hold at every paint of a table, watched from inside the page while whole rounds
are played: nothing a player reads is clipped or ellipsised, no text is drawn over other text
(each line's box as its overflow clips show it; what lies under a dock is the docks' rule),
nothing overflows the screen sideways, nothing a player must read or tap lies where a sticky
or fixed element keeps it covered, the player's tray does not move unless they tapped, what
the banner says agrees with the controls, and every control is at least 44 px square.

``INSTALL`` sets a watcher that checks after every render (the frame after ``ludiMorph``) and
every 250 ms; each broken rule is kept once, with where and when, in ``window.ludiBroken``.
``CHECK_NOW`` runs the same checks once, at once (after a tap, or on a still scene).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

#: What a player must be able to read or tap (besides every enabled control).
MUST_SEE = ", ".join(
    (
        "[data-prompt]",
        "[data-recap]",
        ".banner__title",
        ".trick",
        ".romer-centre",
        ".pile",
        ".meld",
        ".sheet tbody tr",
        ".sheet tfoot tr",
        ".seat",
    )
)

INSTALL = (Path(__file__).with_name("table_invariants.js")).read_text().strip().rstrip(";")


CHECK_NOW = "() => window.ludiProbe && window.ludiProbe.check('now')"


def install(page: Page) -> None:
    """Watch the page from its first render (call before ``goto``)."""
    page.add_init_script(f"addEventListener('DOMContentLoaded', () => ({INSTALL})({MUST_SEE!r}));")


def broken(page: Page) -> list[dict]:
    page.evaluate(CHECK_NOW)
    return page.evaluate("window.ludiBroken || []")


def describe(found: list[dict]) -> str:
    return "\n".join(
        f"{b['size']} {b['screen']} move {b['moves']}: {b['rule']}: {b['what']} ({b['detail']})"
        for b in found
    )
