"""The statistics and history screen: per game and player what the device remembers, the last
games each a replay away, the backup of both, and a reset (asked first).

The data is read from the device's archive when the screen opens (IndexedDB answers later,
so the screen first says it is loading). Bots' results are listed apart from people's.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ludi.games.facts import GAMES
from ludi.ui.markup import attrs, button, esc
from ludi.ui.records import archive as kept_games
from ludi.ui.records import flow
from ludi.ui.records.archive import Kept, PlayerStats, percent, statistics
from ludi.ui.screen import Screen
from ludi.ui.widgets import score_text

if TYPE_CHECKING:
    from ludi.ui.screen import Shell

CHART_W, CHART_H, BAR_GAP = 168, 48, 2


def open_stats(shell: Shell, backup: Kept | None = None) -> Screen:
    """The ``stats`` route: the device's statistics and history (with ``backup``'s games added)."""
    shell.focus = "stats-title"
    return StatsScreen(shell, backup)


class StatsScreen(Screen):
    name = "stats"
    catalog = "ludi.ui.records"

    def __init__(self, shell: Shell, backup: Kept | None = None) -> None:
        """The statistics as the device keeps them; with ``backup`` (a file the player chose),
        once its games are added to the device's."""
        super().__init__(shell)
        self.kept: Kept | None = None
        self.persisted: bool | None = None
        self.loading = True
        self.confirm_reset = False
        flow.spawn(shell, self._load() if backup is None else self._restore(backup))

    async def _load(self) -> None:
        store = flow.archive(self.shell)
        try:
            kept = await store.read()
            persisted = await store.persisted()
        except Exception:  # noqa: BLE001 - an unreadable archive shows as empty, never a crash
            kept, persisted = Kept(), None
        self.loaded(kept, persisted)
        self.shell.changed()

    async def _restore(self, backup: Kept) -> None:
        store = flow.archive(self.shell)
        kept = kept_games.merge(await store.read(), backup)
        await store.write(kept)
        self.loaded(kept, await store.persisted())
        self.notice = flow.t_records(self.shell)("backup.restored", n=len(backup.results))
        self.shell.live = self.notice
        self.shell.changed()

    def loaded(self, kept: Kept, persisted: bool | None) -> None:
        self.kept, self.persisted, self.loading = kept, persisted, False

    # --- actions ---------------------------------------------------------------------------------
    def replay(self, arg: str | None, version: str | None) -> None:
        """A game of the history as a replay; its record is judged like any file."""
        from ludi.ui.records.codec import Refusal, parse_record

        entry = next((h for h in (self.kept.history if self.kept else []) if h["id"] == arg), None)
        if entry is None:
            return
        record = parse_record(entry["record"])
        if isinstance(record, Refusal):
            flow.refuse(self.shell, record)
            return
        self.shell.go("record", record, "stats")

    def backup(self, arg: str | None, version: str | None) -> None:
        if self.kept is not None and self.shell.on_download is not None:
            stamp = time.strftime("%Y%m%d", time.localtime())
            self.shell.on_download(f"ludi-backup-{stamp}.json", self.kept.dumps())

    def reset(self, arg: str | None, version: str | None) -> None:
        if arg != "confirm":
            self.confirm_reset = True
            self.shell.focus = "reset-keep"
            return
        self.confirm_reset = False
        self.kept = Kept()
        flow.spawn(self.shell, flow.archive(self.shell).write(Kept()))
        self.notice = self.shell.t("stats.reset.done")
        self.shell.live = self.notice
        self.shell.focus = "notice"

    def keep(self, arg: str | None, version: str | None) -> None:
        self.confirm_reset = False
        self.shell.focus = "reset"

    actions = {"replay-game": replay, "backup": backup, "reset": reset, "keep": keep}

    # --- rendering -------------------------------------------------------------------------------
    def render(self) -> str:
        t = self.shell.t
        back = button(t("setup.back"), "home", cls="btn btn--ghost stats__back", key="back")
        head = (
            f'<div class="page-head"><h1 class="page-title" id="stats-title" tabindex="-1" '
            f'data-focus-key="stats-title">{esc(t("stats.title"))}</h1>{back}</div>'
        )
        notice = ""
        if self.notice:
            notice = (
                f'<p class="notice records-notice" role="status" tabindex="-1" data-focus-key="notice">'
                f"{esc(self.notice)}</p>"
            )
        if self.kept is None:
            loading = f'<p class="panel" role="status">{esc(t("stats.loading"))}</p>'
            return f'<div class="stats">{head}{notice}{loading}</div>'
        body = render_statistics(statistics(self.kept.results), t) if self.kept.results else ""
        if not body:
            body = f'<p class="panel stats__empty">{esc(t("stats.empty"))}</p>'
        history = render_history(self.kept.history, t)
        return f'<div class="stats">{head}{notice}{body}{history}{self._keeping(t)}</div>'

    def _keeping(self, t: Any) -> str:
        """Where the data lives, backup, import, reset."""
        note = t("keep.persistent") if self.persisted else t("keep.may_clear")
        backup = button(
            t("backup.download"), "backup", cls="btn", disabled=not self.kept or not self.kept.results
        )
        restore = render_file_input(t("backup.restore"), "restore")
        reset = button(
            t("stats.reset"), "reset", cls="btn btn--danger", disabled=not self.kept or not self.kept.results
        )
        confirm = render_reset_confirm(t) if self.confirm_reset else ""
        return (
            f'<section class="panel stats__keep" aria-labelledby="keep-h">'
            f'<h2 id="keep-h">{esc(t("backup.title"))}</h2>'
            f'<p class="stats__storage" data-persisted="{"1" if self.persisted else "0"}">{esc(note)}</p>'
            f"<p>{esc(t('backup.text'))}</p>"
            f'<div class="controls controls--wrap">{backup}{restore}{reset}</div>{confirm}</section>'
        )


def render_file_input(label: str, key: str) -> str:
    """A file chooser that looks like a button (the input stays focusable for keyboards)."""
    field = attrs(
        type="file",
        accept=".json,application/json",
        data_field="import-file",
        data_focus_key=f"file:{key}",
        class_="file__input",
    )
    return f'<label class="btn file"><input{field}><span>{esc(label)}</span></label>'


def render_reset_confirm(t: Any) -> str:
    keep = button(t("stats.reset.keep"), "keep", cls="btn btn--primary", key="reset-keep")
    yes = button(t("stats.reset.yes"), "reset", arg="confirm", cls="btn btn--danger", key="reset-yes")
    return (
        '<section class="panel confirm" role="alertdialog" aria-labelledby="reset-h" '
        'aria-describedby="reset-text">'
        f'<h2 id="reset-h">{esc(t("stats.reset.title"))}</h2>'
        f'<p id="reset-text">{esc(t("stats.reset.text"))}</p>'
        f'<div class="controls">{keep}{yes}</div></section>'
    )


def render_statistics(rows: list[PlayerStats], t: Any) -> str:
    sections = []
    for game in GAMES:
        mine = [r for r in rows if r.game == game.game_id]
        if not mine:
            continue
        people = [r for r in mine if not r.bot]
        bots = [r for r in mine if r.bot]
        groups = "".join(
            f'<div class="stat-group{" stat-group--bots" if kind == "bots" else ""}">'
            f"<h3>{esc(t(f'stats.{kind}'))}</h3>"
            f'<ul class="stat-cards">{"".join(render_card(r, t) for r in rows)}</ul></div>'
            for kind, rows in (("people", people), ("bots", bots))
            if rows
        )
        parts = f'<h2 id="stats-{game.game_id}">{esc(t(f"game.{game.game_id}.name"))}</h2>'
        parts += f'<div class="stat-groups">{groups}</div>'
        sections.append(
            f'<section class="panel stats__game" data-game="{game.game_id}" '
            f'aria-labelledby="stats-{game.game_id}">{parts}</section>'
        )
    return "".join(sections)


def decimal(value: float, t: Any) -> str:
    return f"{value:.1f}".replace(".", t("number.decimal")).replace("-", "−")


def render_card(stats: PlayerStats, t: Any) -> str:
    figures = (
        ("played", str(stats.played)),
        ("won", str(stats.won)),
        ("rate", t("stats.percent", n=percent(stats.win_rate))),
        ("best", "" if stats.best is None else score_text(stats.best)),
        ("average", decimal(stats.average, t)),
        ("streak", str(stats.streak)),
        ("best_streak", str(stats.best_streak)),
    )
    items = "".join(
        f'<div data-stat="{k}"><dt>{esc(t(f"stats.{k}"))}</dt><dd>{esc(v)}</dd></div>' for k, v in figures
    )
    kind = t("stats.bot") if stats.bot else ""
    badge = f' <small class="badge">{esc(kind)}</small>' if kind else ""
    return (
        f'<li class="stat-card" data-player="{esc(stats.name)}" data-bot="{int(stats.bot)}">'
        f'<h4 class="stat-card__name">{esc(stats.name)}{badge}</h4><dl class="stat-card__grid">{items}</dl>'
        f"{render_chart(stats.last, t)}</li>"
    )


def render_chart(last: list[tuple[int, bool]], t: Any) -> str:
    """The last results as bars (won ones gold), zero as the baseline; an image with its own
    description for screen readers."""
    if not last:
        return ""
    low = min(0, *(s for s, _ in last))
    high = max(1, *(s for s, _ in last))
    span = high - low
    zero = CHART_H * high / span
    width = CHART_W / max(len(last), kept_games.CHART_GAMES // 2)  # a few games: wider bars
    bars = []
    for i, (score, won) in enumerate(last):
        top = CHART_H * (high - max(score, 0)) / span
        bottom = CHART_H * (high - min(score, 0)) / span
        height = max(bottom - top, 1.0)
        cls = "bar bar--won" if won else "bar"
        bars.append(
            f'<rect class="{cls}" x="{i * width + BAR_GAP / 2:.1f}" y="{top:.1f}" '
            f'width="{width - BAR_GAP:.1f}" height="{height:.1f}"/>'
        )
    wins = sum(1 for _, w in last if w)
    label = t("stats.chart", n=len(last), won=wins, scores=", ".join(score_text(s) for s, _ in last))
    return (
        f'<figure class="chart-box"><svg class="chart" viewBox="0 0 {CHART_W} {CHART_H}" '
        f'width="{CHART_W}" height="{CHART_H}" role="img" aria-label="{esc(label)}">'
        f"<title>{esc(label)}</title>"
        f'<line class="chart__zero" x1="0" x2="{CHART_W}" y1="{zero:.1f}" y2="{zero:.1f}"/>'
        f"{''.join(bars)}</svg>"
        f'<figcaption aria-hidden="true">{esc(t("stats.chart_caption"))}</figcaption></figure>'
    )


def render_history(history: list[dict[str, Any]], t: Any) -> str:
    if not history:
        return ""
    items = []
    for entry in history:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry["end"]))
        players = " · ".join(
            f"{p['name']} {score_text(p['score'])}" + (" ★" if p["won"] else "") for p in entry["players"]
        )
        game = (
            t(f"game.{entry['game']}.name")
            if any(g.game_id == entry["game"] for g in GAMES)
            else entry["game"]
        )
        watch = button(
            t("history.replay"),
            "replay-game",
            arg=entry["id"],
            cls="btn",
            aria_label=t("history.replay_label", game=game, when=when),
        )
        items.append(
            f'<li class="history__item" data-id="{esc(entry["id"])}"><div class="history__what">'
            f"<strong>{esc(game)}</strong> <time>{esc(when)}</time><br><span>{esc(players)}</span>"
            f"</div>{watch}</li>"
        )
    return (
        f'<section class="panel stats__history" aria-labelledby="history-h">'
        f'<h2 id="history-h">{esc(t("history.title"))}</h2>'
        f'<ol class="history">{"".join(items)}</ol></section>'
    )
