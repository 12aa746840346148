"""Serves the repository root as a static site on 127.0.0.1 (the play command, and tests).

Any static host works for real use; this one only makes sure the content types PyScript
and Pyodide need (.mjs, .wasm) are right on every Python version. ``--root build/site
--prefix /ludi/`` serves the built site (make site) under a sub-path, as GitHub Pages serves
a project site: anything outside the prefix is a 404, the prefix without its slash a redirect.
"""

from __future__ import annotations

import argparse
import functools
import socket
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class QuietHandler(SimpleHTTPRequestHandler):
    # A connection stays open for the next request, as on every static host: closed after each
    # file, the browser opened one per file, six at a time, and a page asking for a dozen files
    # (the app's styles and modules) queued for connections (render.js waited 68 ms for one on a
    # first visit, the game styles 80-110 ms). The ready time moved within the noise (20 fresh
    # first visits each, interleaved: the app 1,292 ms closing, 1,335 kept open; the bare page
    # 1,168 and 1,142).
    protocol_version = "HTTP/1.1"
    # The headers and the file go out in two writes: without this, a small file's last segment
    # could wait for the browser's delayed acknowledgement of the first (40 ms).
    disable_nagle_algorithm = True
    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".toml": "text/plain",
        ".py": "text/plain",
    }

    def __init__(self, *args, prefix: str = "/", **kwargs) -> None:  # noqa: ANN002, ANN003 - stdlib signature
        self.prefix = prefix  # set first: the base class answers the request in __init__
        super().__init__(*args, **kwargs)

    def send_head(self):  # noqa: ANN201 - stdlib signature
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path + "/" == self.prefix:
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(self.prefix):
            self.send_error(404, "outside the site's path")
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        if path.startswith(self.prefix):
            path = "/" + path[len(self.prefix) :]
        return super().translate_path(path)

    def copyfile(self, source, outputfile) -> None:  # noqa: ANN001 - stdlib signature
        """A file's bytes go from the kernel straight to the socket (sendfile), as a static host
        sends them: copied through Python, one 9.6 MB file held the interpreter lock while the
        page's small scripts queued behind it, and a first visit measured this server."""
        try:
            self.connection.sendfile(source)
        except (AttributeError, ValueError):  # not a file the kernel can send
            super().copyfile(source, outputfile)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib name
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class StaticServer(ThreadingHTTPServer):
    """A page asks for a dozen files at once (scripts, styles, preloads): the standard
    library's listen backlog of 5 had the kernel drop the connects past it, and each of those
    requests waited a second for the browser to try again."""

    request_queue_size = 128

    def __init__(self, *args, **kwargs) -> None:  # noqa: ANN002, ANN003 - stdlib signature
        self._open_connections: set[socket.socket] = set()
        self._connections_lock = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request, client_address) -> None:  # noqa: ANN001 - stdlib signature
        with self._connections_lock:
            self._open_connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request) -> None:  # noqa: ANN001 - stdlib signature
        with self._connections_lock:
            self._open_connections.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001 - stdlib signature
        """A browser that drops a kept-alive connection (a tab closed, the server closed) is no
        error worth a traceback; anything else is."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)

    def server_close(self) -> None:
        """Ends the connections kept open too: the offline tests stop the server and expect the
        network gone, not a kept-alive connection still answering. Before the base class's
        close, which may wait for the connections' threads."""
        with self._connections_lock:
            still_open = list(self._open_connections)
        for connection in still_open:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # closed meanwhile
        super().server_close()


def make_server(
    port: int = 0, root: Path = ROOT, verbose: bool = False, prefix: str = "/"
) -> ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(root), prefix=prefix)
    server = StaticServer(("127.0.0.1", port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    server.daemon_threads = True
    return server


def serve_in_background(
    port: int = 0, root: Path = ROOT, prefix: str = "/"
) -> tuple[ThreadingHTTPServer, str]:
    """A server on a thread of its own, and its URL (without the prefix)."""
    server = make_server(port, root, prefix=prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--root", type=Path, default=ROOT, help="the folder to serve (the repository)")
    parser.add_argument("--prefix", default="/", help="the sub-path to serve it under, e.g. /ludi/")
    args = parser.parse_args()
    prefix = "/" + args.prefix.strip("/") + "/" if args.prefix.strip("/") else "/"
    server = make_server(args.port, args.root.resolve(), verbose=args.verbose, prefix=prefix)
    url = f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    print(f"Ludi is served at {url}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
