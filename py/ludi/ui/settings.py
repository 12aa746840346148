"""The player's settings — language, animation speed, bot pace, the cards' look and the hand
they play with — read once, kept in storage.

Apart from the screens so that every screen reads the same values and only this module
knows their storage keys and allowed values.
"""

from __future__ import annotations

from collections.abc import Iterable

from ludi.ui import storage
from ludi.ui.i18n import pick_language

SPEEDS = ("off", "fast", "normal", "slow")  # animation
BOT_SPEEDS = ("instant", "fast", "normal", "slow")  # the pause before each bot move
#: Milliseconds per animation frame (e.g. one die landing), per animation speed.
FRAME_MS = {"off": 0, "fast": 140, "normal": 320, "slow": 650}
#: Milliseconds a bot waits before each of its moves, per bot pace (separate from animation).
#: At "normal" a bot's move stays about a second on the table before the next one, long enough
#: to read (a tap on the table skips ahead).
BOT_MS = {"instant": 0, "fast": 500, "normal": 1000, "slow": 1800}
#: How long the last move stays on the table before the end screen, per animation speed.
END_PAUSE_MS = {"off": 0, "fast": 400, "normal": 900, "slow": 1500}
#: How the tables look and sound: setting -> its choices, the default first. The looks are
#: drawn by the style sheet from an attribute of the screen (``data-deck="four"``). "deck": a
#: suit's colour of its own (four-colour deck); "index": the rank drawn larger than the suit;
#: "hand": the trays' buttons on the side of a left thumb; "sound": short sounds of the moves.
PREFERENCES = {
    "deck": ("two", "four"),
    "index": ("normal", "large"),
    "hand": ("right", "left"),
    "sound": ("on", "off"),
    # The Hint button at a new table, where its players have not ticked or cleared the box:
    # "auto" follows the seats (setup_form.hints_offered), "on"/"off" as the player chose.
    "hints-default": ("auto", "on", "off"),
}


class Settings:
    """The player's choices. A plain class, not a dataclass: the home screen imports it on a
    first visit, where a dataclass's generated methods cost milliseconds to compile."""

    __slots__ = ("store", "lang", "speed", "bot_speed", "reduced_motion", "preferences")

    def __init__(
        self, store: storage.Store, lang: str, speed: str, bot_speed: str, reduced_motion: bool = False
    ) -> None:
        self.store = store
        self.lang = lang
        self.speed = speed
        self.bot_speed = bot_speed
        self.reduced_motion = reduced_motion
        self.preferences = {name: choices[0] for name, choices in PREFERENCES.items()}

    @classmethod
    def load(
        cls, store: storage.Store, languages: Iterable[str] = (), reduced_motion: bool = False
    ) -> Settings:
        """Stored choices where valid; otherwise the browser's language and calm defaults
        (animations "fast" for a player who asked the system for reduced motion)."""
        speed = storage.read(store, storage.SPEED_KEY)
        bot_speed = storage.read(store, storage.BOT_SPEED_KEY)
        settings = cls(
            store,
            lang=pick_language(storage.read(store, storage.LANG_KEY), languages),
            speed=speed if speed in SPEEDS else ("fast" if reduced_motion else "normal"),
            bot_speed=bot_speed if bot_speed in BOT_SPEEDS else "normal",
            reduced_motion=reduced_motion,
        )
        for name, choices in PREFERENCES.items():
            stored = storage.read(store, storage.preference_key(name))
            if stored in choices:
                settings.preferences[name] = stored
        return settings

    def set_language(self, lang: str) -> None:
        self.lang = pick_language(lang, ())
        storage.write(self.store, storage.LANG_KEY, self.lang)

    def set_speed(self, value: object) -> bool:
        return self._choose("speed", storage.SPEED_KEY, SPEEDS, value)

    def set_bot_speed(self, value: object) -> bool:
        return self._choose("bot_speed", storage.BOT_SPEED_KEY, BOT_SPEEDS, value)

    def set_preference(self, name: str, value: object) -> bool:
        """One of ``PREFERENCES`` (False for an unknown setting or value: a form may send anything)."""
        if name not in PREFERENCES or value not in PREFERENCES[name]:
            return False
        self.preferences[name] = str(value)
        storage.write(self.store, storage.preference_key(name), str(value))
        return True

    def _choose(self, name: str, key: str, allowed: tuple[str, ...], value: object) -> bool:
        """Keep ``value`` if it is one of ``allowed`` (a form field may send anything)."""
        if value not in allowed:
            return False
        setattr(self, name, str(value))
        storage.write(self.store, key, str(value))
        return True

    @property
    def frame_ms(self) -> int:
        return FRAME_MS[self.speed]

    @property
    def bot_ms(self) -> int:
        return BOT_MS[self.bot_speed]

    @property
    def end_pause_ms(self) -> int:
        return END_PAUSE_MS[self.speed]
