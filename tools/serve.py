"""Serves the repository root as a static site on 127.0.0.1 (the play command, and tests).

Any static host works for real use; this one only makes sure the content types PyScript
and Pyodide need (.mjs, .wasm) are right on every Python version.
"""

from __future__ import annotations

import argparse
import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class QuietHandler(SimpleHTTPRequestHandler):
    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".toml": "text/plain",
        ".py": "text/plain",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib name
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(port: int = 0, root: Path = ROOT, verbose: bool = False) -> ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(root))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    server.daemon_threads = True
    return server


def serve_in_background(port: int = 0, root: Path = ROOT) -> tuple[ThreadingHTTPServer, str]:
    server = make_server(port, root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    server = make_server(args.port, verbose=args.verbose)
    print(f"Ludi is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
