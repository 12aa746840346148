"""The games the app offers, and the lazy loading of their UI packages.

The home screen needs only names, blurbs and seat counts (all in the shell's catalogs and
this table); a game's engine and UI are imported the first time that game is opened or a
save of it is resumed, so start-up does not grow with the number of games.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from ludi.ui.game_ui import GameUI


@dataclass(frozen=True)
class GameEntry:
    game_id: str
    ui_module: str
    players: tuple[int, int]


GAMES = (
    GameEntry("romisch-pokern", "ludi.ui.pokern", (2, 6)),
    GameEntry("romme", "ludi.ui.romme", (2, 6)),
    GameEntry("romer", "ludi.ui.romer", (2, 4)),
)
_BY_ID = {g.game_id: g for g in GAMES}


def entry(game_id: str) -> GameEntry | None:
    return _BY_ID.get(game_id)


def playable(game_id: str) -> bool:
    """A table UI for this game ships in this version (found without importing it)."""
    game = _BY_ID.get(game_id)
    if game is None:
        return False
    try:
        return importlib.util.find_spec(game.ui_module) is not None
    except (ImportError, ValueError):
        return False


def load(game_id: str) -> GameUI:
    """The game's UI (imports its package, its engine and its catalogs on first use).

    Raises KeyError for a game without a table UI in this version (e.g. a save written by a
    newer version that shares this browser's storage).
    """
    game = _BY_ID.get(game_id)
    if game is None or not playable(game_id):
        raise KeyError(game_id)
    module = importlib.import_module(game.ui_module)
    return module.GAME_UI
