"""The home screen: the games on offer and the saved game waiting (or why it cannot load).

It imports no engine and no game UI (a first visit imports every module on its way here):
names and blurbs come from the shell's catalogs, seats and art from ``ludi.games.facts``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludi.games.facts import GAMES
from ludi.ui import games, storage
from ludi.ui.frame import DOWNLOAD_NAME, data_url, render_confirm
from ludi.ui.i18n import Translate
from ludi.ui.markup import attrs, button, esc
from ludi.ui.screen import Screen, Shell

#: Each game's emblem on the home screen, drawn from its own material (the engines' facts hold
#: no markup).
EMBLEMS = {
    "romisch-pokern": "".join(f'<span class="die die--small die--{s}">{s}</span>' for s in ("X", "I", "V")),
    "romme": '<span class="mini-card">A♥</span><span class="mini-card mini-card--dark">K♠</span>',
    # A trump card, a Caesar and a horse face down: Römer's cards as its table draws them.
    "romer": '<span class="mini-card mini-card--romer mini-card--R">6</span>'
    '<span class="mini-card mini-card--romer mini-card--B">♛</span>'
    '<span class="mini-card mini-card--romer mini-card--horse"></span>',
}


class HomeScreen(Screen):
    name = "home"

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell)
        self.saved = storage.saved_games(shell.store)
        self.confirm_discard: str | None = None  # the storage key of the game about to go
        self.notice: str | None = None  # why a file or link just chosen was not opened

    def slot(self, key: str | None) -> storage.Saved | None:
        """The saved game a button names (its storage key), or the first one."""
        return next((s for s in self.saved if key in (None, s.key)), None)

    def render(self) -> str:
        t = self.shell.t
        saved = "".join(self._saved_panel(s) for s in self.saved)
        return render_home(t, saved, render_records(t, self.notice, self.shell.install))

    def _saved_panel(self, saved: storage.Saved) -> str:
        t = self.shell.t
        confirm = render_confirm(t, "discard") if self.confirm_discard == saved.key else ""
        if saved.status == "ok" and saved.record is not None:
            record = saved.record
            where = t("home.resume.turns", n=games.turns_played(record.game, record.actions))
            players = [s.name for s in record.seats]
            name = t(f"game.{record.game}.name")
            return render_resume(t, name, players, where, saved.key) + confirm
        details = saved.details
        if saved.error is not None:  # the engine's reason, in the player's language
            from ludi.ui.i18n.errors import error_text

            details = {**details, "reason": error_text(saved.error, self.shell.lang)}
        message = t(saved.problem or "corrupt.invalid", **details)
        return render_corrupt(t, message, saved.raw or "", saved.key) + confirm

    def discard(self, arg: str | None, version: str | None) -> None:
        """Asked first ("confirm" then removes the game asked about): a discarded game
        cannot be brought back."""
        saved = self.slot(self.confirm_discard if arg == "confirm" else arg)
        if saved is None or (arg == "confirm" and self.confirm_discard is None):
            return
        if arg != "confirm":
            self.confirm_discard = saved.key
            self.shell.focus = "confirm-keep"
            return
        self.confirm_discard = None
        storage.discard(self.shell.store, saved.key)
        self.saved = storage.saved_games(self.shell.store)
        self.shell.focus = f"setup:{GAMES[0].game_id}"

    def keep(self, arg: str | None, version: str | None) -> None:
        """The confirmation was declined: the saved game stays."""
        key, self.confirm_discard = self.confirm_discard, None
        self.shell.focus = f"resume:{key}"

    def resume(self, arg: str | None, version: str | None) -> None:
        saved = self.slot(arg)
        if saved is not None:
            self.shell.go("resume", saved.key)

    def export(self, arg: str | None, version: str | None) -> None:
        """The saved game's record as a file (the browser's download)."""
        saved = self.slot(arg)
        if saved is not None and saved.raw and self.shell.on_download is not None:
            game = saved.record.game if saved.record is not None else "game"
            self.shell.on_download(f"ludi-{game}.json", saved.raw)

    actions = {"discard": discard, "keep": keep, "resume": resume, "export": export}


def saved_game(shell: Shell, key: str) -> storage.Saved | None:
    """The game saved under ``key``, when it can be resumed at all (what the ``resume`` route
    asks before it imports the game's modules)."""
    saved = storage.load_saved(shell.store, key)
    return saved if saved.status == "ok" and saved.record is not None else None


def resume_game(shell: Shell, key: str) -> Screen | None:
    """The ``resume`` route: the saved game at its table; one its engine refuses (a rule of
    this version) stays on the home screen, which says why and offers to discard it."""
    saved = saved_game(shell, key)
    if saved is None:
        return None
    replayed = storage.replay_saved(saved)
    if replayed.status == "ok" and replayed.state is not None:
        shell.open_table(replayed.state)
        return None
    home = HomeScreen(shell)
    home.saved = [replayed if s.key == saved.key else s for s in home.saved]
    shell.focus = f"discard:{saved.key}"
    return home


def render_records(t: Translate, notice: str | None, install: str | None) -> str:
    """Statistics, opening a game file, and the way to install the app where there is one."""
    chooser = attrs(
        type="file", accept=".json,application/json", data_field="import-file", data_focus_key="file:home"
    )
    alert = ""
    if notice:
        alert = (
            f'<p class="notice records-notice" role="alert" tabindex="-1" data-focus-key="notice">'
            f"{esc(notice)}</p>"
        )
    offer = ""
    if install == "button":
        offer = button(t("install.button"), "install", cls="btn btn--primary")
    elif install == "hint":
        close = button(t("install.dismiss"), "dismiss-install", cls="btn btn--ghost")
        offer = f'<div class="install-hint" role="note"><p>{esc(t("install.hint"))}</p>{close}</div>'
    return (
        f'<section class="panel records" aria-labelledby="records-h">'
        f'<h2 id="records-h">{esc(t("home.records"))}</h2>'
        f'<div class="controls controls--wrap">{button(t("home.stats"), "stats", cls="btn")}'
        f'<label class="btn file"><input class="file__input"{chooser}>'
        f"<span>{esc(t('home.import'))}</span></label>"
        f"{offer}</div>{alert}</section>"
    )


def render_home(t: Translate, saved_panel: str = "", records: str = "") -> str:
    cards = []
    for game in GAMES:
        game_id = game.game_id
        playable = games.playable(game_id)
        name = t(f"game.{game_id}.name")
        blurb = t(f"game.{game_id}.blurb")
        if playable:
            learn = (
                button(t("guide.learn"), "guide", arg=game_id, cls="btn", key=f"guide:{game_id}")
                if games.guided(game_id)
                else ""
            )
            actions = (
                button(t("home.play"), "setup", arg=game_id, cls="btn btn--primary btn--big")
                + learn
                + button(t("home.rules"), "help", arg=game_id, cls="btn btn--ghost", key=f"help:{game_id}")
            )
            low, high = game.seats
            meta = f'<p class="game__meta">{esc(t("home.players", min=low, max=high))}</p>'
            cls = "game"
        else:
            actions = f'<button type="button" class="btn btn--soon" disabled>{esc(t("home.soon"))}</button>'
            meta = ""
            cls = "game is-soon"
        cards.append(
            f"<li{attrs(class_=cls, data_game=game_id, aria_disabled='true' if not playable else None)}>"
            f'<div class="game__art" aria-hidden="true">{EMBLEMS.get(game_id, "")}</div>'
            f'<h3 class="game__name">{esc(name)}</h3><p class="game__blurb">{esc(blurb)}</p>{meta}'
            f'<div class="game__actions">{actions}</div></li>'
        )
    return (
        f'<section class="hero"><h1 class="hero__title">Ludi</h1>'
        f'<p class="hero__tagline">{esc(t("app.tagline"))}</p></section>{saved_panel}'
        f'<section class="games-section" aria-labelledby="games-h">'
        f'<h2 id="games-h">{esc(t("home.heading"))}</h2>'
        f'<ul class="games">{"".join(cards)}</ul></section>{records}'
    )


def render_resume(t: Translate, game_name: str, players: Sequence[str], where: str, key: str) -> str:
    text = t("home.resume.text", game=game_name, players=", ".join(players), where=where)
    heading = f"saved-h-{key.rsplit('.', 1)[-1]}"
    # A game in progress as a file (every hand is in it: only on request). A button, not a
    # data: link, so that the home screen does not encode every saved record at each render.
    export = button(t("home.resume.export"), "export", arg=key, cls="btn btn--ghost")
    return (
        f'<section class="panel saved saved--ok" aria-labelledby="{heading}"><h2 id="{heading}">'
        f'{esc(t("home.resume.title"))}</h2><p>{esc(text)}</p><div class="controls">'
        f"{button(t('home.resume.button'), 'resume', arg=key, cls='btn btn--primary btn--big')}"
        f"{button(t('home.resume.discard'), 'discard', arg=key, cls='btn btn--ghost')}{export}"
        "</div></section>"
    )


def render_corrupt(t: Translate, message: str, raw: str, key: str) -> str:
    link = attrs(class_="btn", href=data_url(raw), download=DOWNLOAD_NAME, data_focus_key=f"download:{key}")
    heading = f"corrupt-h-{key.rsplit('.', 1)[-1]}"
    return (
        f'<section class="panel saved saved--corrupt" role="alert" aria-labelledby="{heading}">'
        f'<h2 id="{heading}">{esc(t("corrupt.title"))}</h2><p class="saved__reason">{esc(message)}</p>'
        f"<p>{esc(t('corrupt.keep'))}</p>"
        f'<label class="field field--block"><span>{esc(t("corrupt.label"))}</span>'
        f'<textarea class="record" readonly rows="4" data-focus-key="record:{key}">'
        f"{esc(raw)}</textarea></label>"
        f'<div class="controls"><a{link}>'
        f"{esc(t('corrupt.download'))}</a>"
        f"{button(t('corrupt.discard'), 'discard', arg=key, cls='btn btn--danger')}</div></section>"
    )
