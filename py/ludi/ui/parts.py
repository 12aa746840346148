"""Parts of a screen passed to the page only when they changed.

A render builds the whole screen as one string, and the page parses and walks all of it: on a
tablet that was the larger share of a bot's move, although a move changes a few lines of the
table (the sheet, the hand, the log's older lines, the header stay as they were). An element
marked as a part (``data-part="<name>"`` on its opening tag, ``PART_END`` right after its
closing one) whose markup is the same as the one last passed goes to the page as an empty
element of the same tag marked ``data-same``; the page keeps the element it has
(assets/render.js, ``ludiMorph``).

Parts do not nest: within a part, a mark is part of its markup and nothing more. Each name is
used once a screen. Pure string work (no ``js``), so that it is tested beside the games.
"""

from __future__ import annotations

PART_END = "<!--/part-->"  # right after a part's closing tag: where its markup ends
_MARK = ' data-part="'


def with_kept_parts(html: str, passed: dict[str, str]) -> tuple[str, dict[str, str]]:
    """``html`` as it goes to the page: each part whose markup is ``passed[name]`` becomes a
    placeholder, every other part goes whole, the end marks are left out. Also returns the
    parts' markup now on the page, for the next render."""
    pieces: list[str] = []
    now: dict[str, str] = {}
    doubled: set[str] = set()
    copied = 0  # html[:copied] is in pieces
    at = html.find(_MARK)
    while at != -1:
        name_from = at + len(_MARK)
        name_to = html.find('"', name_from)
        end = html.find(PART_END, name_to)
        if end == -1:  # an element named for one frame's redraw only (GameUI.animation_part)
            at = html.find(_MARK, name_to)
            continue
        name = html[name_from:name_to]
        start = html.rfind("<", 0, at)
        markup = html[start:end]
        pieces.append(html[copied:start])
        if name in now:
            doubled.add(name)  # never kept: which of the two the page has is not known
        if passed.get(name) == markup and name not in doubled:
            opening = html[start : html.index(">", name_to)]
            tag = opening[1 : opening.index(" ")]
            pieces.append(f"{opening} data-same></{tag}>")
        else:
            pieces.append(markup)
        now[name] = markup
        copied = end + len(PART_END)
        at = html.find(_MARK, copied)
    pieces.append(html[copied:])
    for name in doubled:
        del now[name]
    return "".join(pieces), now


def whole(html: str) -> str:
    """``html`` as it goes to a page that keeps nothing (every part passed whole)."""
    return html.replace(PART_END, "")
