"""After every click, tap or key press the browser tests make, wait until the app has taken it.

At a table the app answers a tap in the next frame (the control drawn pressed, the screen
marked busy) and plays the move in a task right after that paint (py/ludi/ui/dom.py). A test
reading the table straight after ``click()`` would read the frame before the move, which no
player can see as anything but the press. ``install`` wraps Playwright's input methods so each
returns once no control in ``#app`` is still marked pressed: the move is on the page.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import playwright.sync_api._generated as sync_api
from playwright.sync_api import Error, Keyboard, Locator, Mouse, Page

TAKEN = "() => !document.querySelector('#app .is-pressed')"


def wait_taken(page: Page) -> None:
    try:
        page.wait_for_function(TAKEN, timeout=30_000)
    except Error as error:
        # The tap navigated away or closed the page: nothing is left pending on it.
        if "context was destroyed" not in str(error) and "closed" not in str(error):
            raise


def _page_of_input(device: Any) -> Page:
    return sync_api.mapping.from_impl(device._impl_obj._page)


def _taking(method: Callable[..., Any], page_of: Callable[[Any], Page]) -> Callable[..., Any]:
    @functools.wraps(method)
    def act(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = method(self, *args, **kwargs)
        wait_taken(page_of(self))
        return result

    act.__wrapped_for_taps__ = True  # type: ignore[attr-defined]
    return act


def install() -> None:
    """Wrap the input methods once per test session."""
    wrapped = (
        (Page, ("click", "tap", "press", "dblclick"), lambda page: page),
        (Locator, ("click", "tap", "press", "dblclick"), lambda locator: locator.page),
        (Mouse, ("click",), _page_of_input),
        (Keyboard, ("press",), _page_of_input),
    )
    for cls, names, page_of in wrapped:
        for name in names:
            method = getattr(cls, name)
            if not getattr(method, "__wrapped_for_taps__", False):
                setattr(cls, name, _taking(method, page_of))
