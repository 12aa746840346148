"""The setup screen: who sits at the table (humans, bots and their level) and the game's own
options, remembered per game; Start deals a new game.

The seats are the shell's; the options belong to the game's UI package, whose engine says
whether a combination holds (``GameUI.setup_problems``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ludi.games.protocol import Seat
from ludi.ui import storage
from ludi.ui.frame import render_confirm
from ludi.ui.i18n import Translate, default_names
from ludi.ui.markup import attrs, button, esc
from ludi.ui.screen import Screen

if TYPE_CHECKING:
    from ludi.ui.game_ui import GameUI
    from ludi.ui.screen import Shell

LEVELS = ("easy", "normal", "strong")  # every game's; a game's UI may add more (``GameUI.levels``)
KINDS = ("human", "bot")
NAME_LIMIT = 20


@dataclass
class SeatSpec:
    name: str
    kind: str = "human"
    level: str = "normal"


@dataclass
class SetupModel:
    """The setup form: seats are the shell's, ``options`` belong to the game UI."""

    game_id: str
    seats: list[SeatSpec] = field(default_factory=list)
    options: Any = None
    hints: bool | None = None  # the Hint button at the table; None: as the seats suggest

    def hints_on(self, default: str = "auto") -> bool:
        """With ``default`` the Settings' choice for tables whose box nobody touched."""
        return hints_offered(self.hints, [s.kind for s in self.seats], default)


def hints_offered(choice: object, kinds: Sequence[str], default: str = "auto") -> bool:
    """Whether the table offers the Hint button: the players' explicit choice, else the
    Settings' default: "on", "off", or "auto": on when one human plays (against bots, a hint
    is a private aid) and off when several humans share the tablet (a hint read out on a
    shared screen helps everyone, so it is opt-in). The one rule for all three games
    (docs/rules-decisions.md, "Hints")."""
    if isinstance(choice, bool):
        return choice
    if default in ("on", "off"):
        return default == "on"
    return sum(1 for k in kinds if k == "human") == 1


def stored_hints(store: storage.Store, game_id: str, kinds: Sequence[str], default: str = "auto") -> bool:
    """The hint setting of ``game_id``'s setup form, for a table of these seat kinds."""
    data = storage.load_json(store, storage.setup_key(game_id))
    return hints_offered(data.get("hints") if isinstance(data, dict) else None, kinds, default)


def open_setup(shell: Shell, game_id: str, seats: Sequence[Seat] | None = None) -> Screen | None:
    """The ``setup`` route: ``game_id``'s setup form (its UI imported), holding ``seats`` when
    given (a guided round's, for its real game)."""
    from ludi.ui import games

    game = games.open_ui(game_id)
    if game is None:
        return None
    screen = SetupScreen(shell, game)
    if seats is not None:
        screen.take_seats(seats)
    shell.focus = "name:0"
    return screen


class SetupScreen(Screen):
    name = "setup"

    def __init__(self, shell: Shell, game: GameUI) -> None:
        super().__init__(shell)
        self.game = game
        self.model = self._load()
        self.confirm_replace = False

    @property
    def game_id(self) -> str:
        return self.game.game_id

    @property
    def seat_range(self) -> tuple[int, int]:
        return self.game.seat_range(self.model.options)

    # --- stored choices ------------------------------------------------------------------------
    def _default(self) -> SetupModel:
        names = default_names(self.shell.settings.lang)
        seats = [SeatSpec(names[0], "human"), SeatSpec(names[1], "bot", "normal")]
        return SetupModel(self.game_id, seats, self.game.default_options())

    def _load(self) -> SetupModel:
        data = storage.load_json(self.shell.store, storage.setup_key(self.game_id))
        try:
            seats = [
                SeatSpec(
                    str(s["name"])[:NAME_LIMIT],
                    s["kind"] if s.get("kind") in KINDS else "human",
                    s["level"] if s.get("level") in self.game.levels else "normal",
                )
                for s in data["seats"]
            ]
            model = SetupModel(self.game_id, seats, self.game.load_options(data.get("options")))
            hints = data.get("hints")
            model.hints = hints if isinstance(hints, bool) else None
            low, high = self.game.seat_range(model.options)
            if low <= len(seats) <= high:
                return model
        except Exception:  # noqa: BLE001 - unreadable stored setup: start from the defaults
            pass
        return self._default()

    def _save(self) -> None:
        data = {
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.model.seats],
            "options": self.game.dump_options(self.model.options),
            "hints": self.model.hints,
        }
        storage.save_json(self.shell.store, storage.setup_key(self.game_id), data)

    def seats(self) -> list[Seat]:
        """The seats to deal to; an empty name becomes the language's default name."""
        names = default_names(self.shell.settings.lang)
        return [
            Seat(
                spec.name.strip() or (names[i] if i < len(names) else f"#{i + 1}"),
                spec.kind,
                spec.level if spec.kind == "bot" else None,
            )
            for i, spec in enumerate(self.model.seats)
        ]

    # --- input ---------------------------------------------------------------------------------
    def field(self, name: str, arg: str | None, value: Any) -> bool:
        if name == "name":
            seat = _index(arg, len(self.model.seats))
            if seat is not None:
                self.model.seats[seat].name = str(value)[:NAME_LIMIT]
                self._save()
            return True
        if name == "hints":
            self.model.hints = bool(value)
            self._save()
            return True
        if name == "option":
            self.model.options = self.game.option_field(self.model.options, arg, value)
            self._save()
            return True
        return False

    def _seat_choice(self, arg: str | None, allowed: Sequence[str]) -> tuple[int, str] | None:
        index, _, value = str(arg).partition(":")
        seat = _index(index, len(self.model.seats))
        return (seat, value) if seat is not None and value in allowed else None

    def _seats_changed(self, before: tuple[bool, bool]) -> None:
        """Save; a table that went from one human to several (or back) starts from that
        table's default hint setting, so a choice made for playing alone is not carried
        onto a shared tablet. When the box changes that way, the live region says why (the
        panel's line says it too)."""
        shared, was_on = before
        if self._shared() != shared:
            self.model.hints = None
            now_on = self.model.hints_on(self._hints_default)
            if now_on != was_on:
                self.shell.live = self.shell.t("hints.turned_on" if now_on else "hints.turned_off")
        self._save()

    def take_seats(self, seats: Sequence[Seat]) -> None:
        """The seats of a guided round, for its "real game" when a saved game must be asked about."""
        self.model.seats = [SeatSpec(s.name, s.kind, s.level or "normal") for s in seats]
        self.model.hints = None
        self._save()

    def _shared(self) -> bool:
        return sum(1 for s in self.model.seats if s.kind == "human") > 1

    def _before_seats_change(self) -> tuple[bool, bool]:
        """Whether the tablet is shared and the hints on, before a seat changes."""
        return self._shared(), self.model.hints_on(self._hints_default)

    @property
    def _hints_default(self) -> str:
        return self.shell.settings.preferences["hints-default"]

    def seat_kind(self, arg: str | None, version: str | None) -> None:
        chosen = self._seat_choice(arg, KINDS)
        if chosen:
            before = self._before_seats_change()
            self.model.seats[chosen[0]].kind = chosen[1]
            self._seats_changed(before)

    def seat_level(self, arg: str | None, version: str | None) -> None:
        chosen = self._seat_choice(arg, self.game.levels)
        if chosen:
            self.model.seats[chosen[0]].level = chosen[1]
            self._save()

    def add_seat(self, arg: str | None, version: str | None) -> None:
        seats = self.model.seats
        if len(seats) >= self.seat_range[1]:
            return
        taken = {s.name for s in seats}
        names = [n for n in default_names(self.shell.settings.lang) if n not in taken] or [
            f"#{len(seats) + 1}"
        ]
        before = self._before_seats_change()
        seats.append(SeatSpec(names[0], "human", "normal"))
        self._seats_changed(before)
        self.shell.focus = f"name:{len(seats) - 1}"

    def remove_seat(self, arg: str | None, version: str | None) -> None:
        seat = _index(arg, len(self.model.seats))
        if seat is not None and len(self.model.seats) > self.seat_range[0]:
            before = self._before_seats_change()
            del self.model.seats[seat]
            self._seats_changed(before)
            self.shell.focus = "add-seat"

    def start(self, arg: str | None, version: str | None) -> None:
        count = len(self.model.seats)
        if self.game.setup_problems(self.model.options, count, self.shell.t):
            return
        slot = storage.load_saved(self.shell.store, storage.save_key(self.game_id))
        if arg != "confirm" and slot.status != "none":
            self.confirm_replace = True  # this game's saved game waits: replaced only when asked twice
            self.shell.focus = "confirm-keep"
            return
        from ludi.games import registry

        rules = self.game.rules(self.model.options, count)
        state = registry.get(self.game_id).new_game(rules, self.seats(), random.randrange(2**31))
        self.shell.open_table(state, new=True)

    def keep(self, arg: str | None, version: str | None) -> None:
        """The confirmation was declined: the saved game stays."""
        self.confirm_replace = False
        self.shell.focus = "start"

    actions = {
        "seat-kind": seat_kind,
        "seat-level": seat_level,
        "add-seat": add_seat,
        "remove-seat": remove_seat,
        "start": start,
        "keep": keep,
    }

    # --- rendering -----------------------------------------------------------------------------
    def render(self) -> str:
        t, options, count = self.shell.t, self.model.options, len(self.model.seats)
        return render_setup(
            self.model,
            t,
            self.seat_range,
            self.game.render_options(options, count, t),
            self.game.setup_problems(options, count, t),
            # Asked right above Start, where the tap was, and scrolled into view.
            render_confirm(t, "replace") if self.confirm_replace else "",
            self.game.levels,
            self._hints_default,
        )


def _index(text: str | None, size: int) -> int | None:
    try:
        i = int(str(text))
    except ValueError:
        return None
    return i if 0 <= i < size else None


def numeral(n: int) -> str:
    return ("I", "II", "III", "IV", "V", "VI")[n - 1]


def _seat_row(i: int, seat: SeatSpec, removable: bool, t: Translate, levels: Sequence[str] = LEVELS) -> str:
    kinds = "".join(
        button(
            t(f"setup.{k}"), "seat-kind", arg=f"{i}:{k}", cls="btn btn--seg", aria_pressed=(seat.kind == k)
        )
        for k in KINDS
    )
    choices = level_html = ""
    if seat.kind == "bot":
        choices = "".join(
            button(
                t(f"level.{lv}"),
                "seat-level",
                arg=f"{i}:{lv}",
                cls="btn btn--seg",
                aria_pressed=(seat.level == lv),
            )
            for lv in levels
        )
        # What the chosen level plays like, in one line (a newcomer picks by it, not by the name).
        what = f'<p class="seat__level-help" id="level-help-{i}">{esc(t(f"level.{seat.level}.help"))}</p>'
        level_html = (
            f'<div class="seg" role="group" aria-label="{esc(t("setup.level"))}" '
            f'aria-describedby="level-help-{i}">{choices}</div>{what}'
        )
    remove = (
        button(
            t("setup.remove"),
            "remove-seat",
            arg=i,
            cls="btn btn--ghost btn--remove",
            aria_label=t("setup.remove_label", n=i + 1),
        )
        if removable
        else ""
    )
    name_input = attrs(
        type="text",
        value=seat.name,
        maxlength=NAME_LIMIT,
        data_field="name",
        data_arg=i,
        data_focus_key=f"name:{i}",
        autocomplete="off",
    )
    label = f"{t('setup.seat', n=i + 1)} · {t('setup.name')}"
    return (
        f'<li class="seat seat-{i}"><span class="seat__no" aria-hidden="true">{numeral(i + 1)}</span>'
        f'<label class="field seat__name"><span>{esc(label)}</span><input{name_input}></label>'
        f'<div class="seat__who"><div class="seg" role="group" aria-label="{esc(t("setup.kind"))}">'
        f"{kinds}</div>{level_html}</div>{remove}</li>"
    )


def render_hints_choice(model: SetupModel, t: Translate, default: str = "auto") -> str:
    """The one Hints setting of every game, as a checkbox with a line of help and, while the
    players have not chosen, why it is on or off for this table (it follows the seats, or
    the Settings' default)."""
    box = attrs(type="checkbox", checked=model.hints_on(default), data_field="hints", data_focus_key="hints")
    humans = sum(1 for s in model.seats if s.kind == "human")
    reason = ""
    if model.hints is None and humans:
        if default in ("on", "off"):
            key = f"hints.default.settings_{default}"
        else:
            key = "hints.default.alone" if humans == 1 else "hints.default.shared"
        reason = f'<span class="option__help option__why">{esc(t(key))}</span>'
    return (
        f'<section class="panel" aria-labelledby="hints-h"><h2 id="hints-h">{esc(t("hints.title"))}</h2>'
        f'<ul class="options"><li><label class="option"><input{box}><span class="option__text">'
        f'<span class="option__name">{esc(t("hints.name"))}</span>'
        f'<span class="option__help">{esc(t("hints.help"))}</span>{reason}</span></label></li></ul></section>'
    )


def render_setup(
    model: SetupModel,
    t: Translate,
    seat_range: tuple[int, int],
    options_html: str = "",
    problems: Sequence[str] = (),
    confirm: str = "",
    levels: Sequence[str] = LEVELS,
    hints_default: str = "auto",
) -> str:
    low, high = seat_range
    count = len(model.seats)
    seats = "".join(_seat_row(i, seat, count > low, t, levels) for i, seat in enumerate(model.seats))
    add = button(t("setup.add"), "add-seat", cls="btn") if count < high else ""
    title = f"{t('setup.heading')} — {t(f'game.{model.game_id}.name')}"
    back = button(t("setup.back"), "home", cls="btn btn--ghost", key="back")
    start = button(t("setup.start"), "start", cls="btn btn--primary btn--big", disabled=bool(problems))
    problem_html = ""
    if problems:
        items = "".join(f"<li>{esc(p)}</li>" for p in problems)
        problem_html = f'<ul class="setup__problems" role="alert">{items}</ul>'
    return (
        f'<div class="setup"><h1 class="page-title">{esc(title)}</h1>'
        f'<section class="panel" aria-labelledby="players-h"><h2 id="players-h">{esc(t("setup.players"))} '
        f"<small>{esc(t('setup.count', n=count, min=low, max=high))}</small></h2>"
        f'<ol class="seats">{seats}</ol>{add}'
        f'<p class="field__note">{esc(t("setup.name_limit", n=NAME_LIMIT))}</p></section>'
        f"{render_hints_choice(model, t, hints_default)}{options_html}{problem_html}{confirm}"
        f'<div class="controls controls--end">{back}{start}</div></div>'
    )
