"""The Rommé table's UI-only state (the hand as arranged, the selection, the last hint, a
round's end held on the table): never game state, kept apart so every piece can name it."""

from __future__ import annotations

from dataclasses import dataclass, field

from ludi.games.protocol import Action, Hint
from ludi.games.romme.views import RommeView, RoundResult
from ludi.ui.romme.hand import BY_SUIT


@dataclass(frozen=True)
class TableHint:
    """The last hint as the engine gave it (``ask.hint``: the move and its reason) with the
    best melds of the hand (``ask.best_melds``), worded at each render (``coaching``) so that
    it follows the language."""

    hint: Hint
    melds: tuple[tuple[str, ...], ...]

    @property
    def action(self) -> Action:
        return self.hint.action


@dataclass(frozen=True)
class RoundMoment:
    """A round's deciding move, held on the table a moment before its summary: the table as
    everyone saw it then (a spectator view with the last card on the pile), who moved, what."""

    view: RommeView
    seat: int
    action: Action
    result: RoundResult


@dataclass
class RommeUIState:
    """UI-only state of the Rommé table (never game state)."""

    order: list[int] = field(default_factory=list)  # the shown hand as arranged
    order_seat: int | None = None  # whose hand ``order`` arranges
    orders: dict[int, list[int]] = field(default_factory=dict)  # other humans' own orders (pass and play)
    sort: str = BY_SUIT
    selected: list[int] = field(default_factory=list)  # positions in ``order``
    fresh: list[int] = field(default_factory=list)  # positions of cards new this turn
    moving: int | None = None  # a card picked up to be placed elsewhere (tap-to-place)
    choice: str | None = None  # "meld" / "layoff:<i>" / "exchange:<i>": several ways to do it
    summary: int | None = None  # index of a finished round whose summary waits for a tap
    intro: bool = False  # the rules in force, before the first deal
    hint: TableHint | None = None  # the last hint asked for
    log_mark: int = 0  # log entries before this were seen at the viewer's last turn
    arrivals: dict[str, str] = field(default_factory=dict)  # flip key -> key it comes from
    fresh_from: str | None = None  # where the cards that just joined the hand come from
    left_from: list[int] = field(default_factory=list)  # the order before cards left this turn
    putting_back: bool = False  # moves were taken back: returning cards go where they stood
    moment: RoundMoment | None = None  # a round's end, shown before its summary
