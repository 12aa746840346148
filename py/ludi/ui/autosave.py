"""The one way a table's changes reach the device: after every move the game's record, and
whenever it changed what the players arranged themselves (a hand's order), beside it.

A refused write keeps the game going (the app is told, once, and offers an export); a game
that just ended leaves its slot and goes to the device's history (``on_over``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ludi.ui import storage

if TYPE_CHECKING:
    from ludi.games.protocol import GameState


class Autosave:
    def __init__(
        self,
        store: storage.Store,
        on_refused: Callable[[], None],
        on_over: Callable[[GameState], None],
    ) -> None:
        self.store = store
        self._on_refused = on_refused
        self._on_over = on_over
        self._refused = False
        self._kept: tuple[str, Any] | None = None  # the arrangement last stored
        self._told: tuple[str, Any] | None = None  # the recap's story last stored

    def game(self, state: GameState) -> None:
        if not storage.save_game(self.store, state) and not self._refused:
            self._refused = True
            self._on_refused()
        if state.is_over:
            self._on_over(state)

    def arrangement(self, game_id: str, kept: Any) -> None:
        """Written when it changed: most taps (a card selected, a hint) keep the arrangement,
        and a storage write inside a tap is time the next paint waits for."""
        if (game_id, kept) != self._kept:
            self._kept = (game_id, kept)
            storage.save_ui(self.store, game_id, kept)

    def story(self, game_id: str, told: Any) -> None:
        """The recap's story, after a move that changed it (a convenience: never a crash)."""
        if (game_id, told) != self._told:
            self._told = (game_id, told)
            storage.save_json(self.store, storage.story_key(game_id), told)

    def opened(self, game_id: str, new: bool) -> None:
        """A table opens: its arrangement is stored at its first change; a new game starts
        with nothing of an earlier table's kept."""
        self._kept = self._told = None
        if new:
            storage.save_ui(self.store, game_id, {})
            storage.save_json(self.store, storage.story_key(game_id), {})
