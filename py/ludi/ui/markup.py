"""Tiny HTML helpers: every text goes through ``esc``; attributes are always quoted."""

from __future__ import annotations

import re
from html import escape


class HelpFigure(str):
    """Ready markup built by code (a game's pictures in its rules help): the help dialog
    writes it as it is (``__html__``) instead of escaping it as a paragraph of text."""

    def __html__(self) -> str:
        return str(self)


def help_figure(body: str, caption: str, cls: str = "", **data: object) -> HelpFigure:
    """A picture in a rules help: ``body`` is ready markup (cards, dice), ``caption`` text;
    ``data`` becomes data-* attributes (what a test reads back: the cards shown)."""
    data_attrs = attrs(class_=f"help-figure {cls}".strip(), **{f"data_{k}": v for k, v in data.items()})
    return HelpFigure(f"<figure{data_attrs}>{body}<figcaption>{esc(caption)}</figcaption></figure>")


_SPECIAL = re.compile(r"[&<>\"']")
_NAMES: dict[str, str] = {}  # attrs() keyword -> attribute name, computed once per keyword


def esc(text: object) -> str:
    """Escaped text; most texts of a table hold nothing to escape and are returned as they
    are (a render escapes some 270 texts: on a tablet the copies added up within a tap)."""
    text = str(text)
    return escape(text, quote=True) if _SPECIAL.search(text) else text


def attrs(**values: object) -> str:
    """``attrs(data_action="go", disabled=True)`` -> ' data-action="go" disabled'.

    Underscores become dashes; a trailing underscore is dropped (``class_``); False and
    None leave the attribute out; True writes it bare.
    """
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = _NAMES.get(key)
        if name is None:
            name = _NAMES[key] = key.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def button(
    label: str,
    action: str,
    *,
    arg: object = None,
    cls: str = "btn",
    key: str | None = None,
    disabled: bool = False,
    title: str | None = None,
    aria_label: str | None = None,
    aria_pressed: bool | None = None,
    raw_label: bool = False,
    **extra: object,
) -> str:
    """A real <button> wired to the delegated listener through data-action/data-arg."""
    pressed = None if aria_pressed is None else ("true" if aria_pressed else "false")
    body = label if raw_label else esc(label)
    attributes = attrs(
        type="button",
        class_=cls,
        data_action=action,
        data_arg=arg,
        data_focus_key=key or _key(action, arg),
        disabled=disabled,
        title=title,
        aria_label=aria_label,
        aria_pressed=pressed,
        **extra,
    )
    return f"<button{attributes}>{body}</button>"


def _key(action: str, arg: object) -> str:
    return action if arg is None else f"{action}:{arg}"
