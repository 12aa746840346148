"""The last-resort screen when the app cannot start: the stored game can still be exported or
discarded and the page reloaded, so a player never faces a blank page. Imported only then."""

from __future__ import annotations

from typing import Any

from ludi.ui.dom import BrowserStore

#: Event handlers handed to the page live as long as the page: kept here, never collected.
_PROXIES: list[Any] = []


def recovery_html(raw: str | None, problem: str) -> str:
    """The last-resort screen (plain HTML, all three languages): export, discard, reload."""
    from urllib.parse import quote

    from ludi.ui.markup import esc

    export = ""
    if raw:
        href = "data:application/json;charset=utf-8," + quote(raw, safe="")
        export = (
            f'<a class="btn" href="{esc(href)}" download="ludi-saved-game.json">'
            "Export · Exportieren · Exporter</a>"
            '<button type="button" class="btn btn--danger" data-recovery="discard">'
            "Discard saved game · Spielstand löschen · Supprimer la partie</button>"
        )
    return (
        '<div class="screen"><main class="main"><section class="panel saved saved--corrupt" role="alert">'
        "<h1>Ludi could not start · Ludi konnte nicht starten · Ludi n’a pas pu démarrer</h1>"
        f'<p class="saved__reason">{esc(problem)}</p>'
        "<p>Nothing has been deleted. · Nichts wurde gelöscht. · Rien n’a été supprimé.</p>"
        f'<div class="controls">{export}<button type="button" class="btn btn--primary" '
        'data-recovery="reload">Reload · Neu laden · Recharger</button></div></section></main></div>'
    )


def mount_recovery(document: Any, window: Any, error: BaseException) -> None:
    from pyodide.ffi import create_proxy

    from ludi.ui.storage import SAVE_KEY

    store, raw = None, None
    try:
        store = BrowserStore(window)
        keys = [str(window.localStorage.key(i)) for i in range(int(window.localStorage.length))]
        slot = next((k for k in keys if k == SAVE_KEY or k.startswith(SAVE_KEY + ".")), None)
        raw = store.get(slot) if slot else None
    except Exception:  # noqa: BLE001 - even storage may be what failed
        slot = raw = None
    root = document.getElementById("app")
    root.innerHTML = recovery_html(raw, f"{type(error).__name__}: {str(error)[:300]}")

    def on_click(event: Any) -> None:
        target = event.target
        el = target.closest("[data-recovery]") if target and hasattr(target, "closest") else None
        if not el:
            return
        if el.dataset.recovery == "discard" and slot:
            try:
                window.localStorage.removeItem(slot)
            except Exception:  # noqa: BLE001 - nothing more to do
                pass
        window.location.reload()

    handler = create_proxy(on_click)
    root.addEventListener("click", handler)
    _PROXIES.append(handler)
