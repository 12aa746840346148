"""Writes the style sheets the page loads (assets/styles/) from the ones we write (css/):
the same rules without their comments and indentation.

The comments say why a rule is as it is, and stay in css/; a player's first visit has no use
for them: they were 40 % of the style sheets' compressed bytes (12 of 31 kB), which the app's
share of the 6 MB first visit needed back. A comment goes whole, the text around it stays as
written (a comment is no white space in CSS: removing one between two words would glue them,
so a comment with no white space on either side is refused); strings keep whatever they hold.

    .venv/bin/python tools/lean_styles.py css/ludi.css assets/styles/ludi.css
"""

from __future__ import annotations

import sys
from pathlib import Path


class CommentBetweenTokens(ValueError):
    """A comment with something other than white space right before and after it."""


def strip_comments(text: str) -> str:
    out: list[str] = []
    i, n = 0, len(text)
    quote: str | None = None
    while i < n:
        c = text[i]
        if quote is not None:
            out.append(text[i : i + 2] if c == "\\" else c)
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
            i += 1
        elif c in "\"'":
            quote = c
            out.append(c)
            i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise ValueError(f"a comment never closed, from character {i}")
            before = out[-1][-1:] if out else ""
            after = text[end + 2 : end + 3]
            if before.strip() and after.strip():
                line = text.count("\n", 0, i) + 1
                raise CommentBetweenTokens(f"line {line}: a comment between {before!r} and {after!r}")
            i = end + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def lean_css(text: str) -> str:
    """The rules alone: no comments, no indentation, no blank lines."""
    lines = (line.strip() for line in strip_comments(text).splitlines())
    return "\n".join(line for line in lines if line) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    source, target = Path(argv[0]), Path(argv[1])
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(lean_css(source.read_text(encoding="utf-8")), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
