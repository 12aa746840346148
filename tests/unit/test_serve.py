"""The local server (tools/serve.py): `make play`, the browser tests and the benchmarks use it."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from serve import make_server  # noqa: E402


def test_a_burst_of_connections_is_queued_not_dropped() -> None:
    """A page opens many connections at once (its scripts, styles and preloads): with the
    standard library's backlog of 5 a burst of 15 requests had two of them wait a whole second
    for the client to try again, as the kernel dropped their connects."""
    server = make_server()
    try:
        assert server.request_queue_size >= 64
        # The listening socket really was opened with it: 64 connects wait, none refused.
        clients = [socket.create_connection(server.server_address, timeout=2) for _ in range(64)]
        for client in clients:
            client.close()
    finally:
        server.server_close()


def _served(server) -> tuple[str, int]:  # noqa: ANN001 - a server from make_server
    import threading

    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[0], server.server_address[1]


def test_a_connection_serves_request_after_request() -> None:
    """Every static host keeps a connection open for the next request (HTTP/1.1, HTTP/2); a
    server that closed each one made the browser open a connection per file, six at a time,
    and a page that asks for more files (the app's styles and modules) waited its turn where
    a host would have answered at once: the first-visit benchmark measured this server."""
    import http.client

    server = make_server()
    host, port = _served(server)
    try:
        connection = http.client.HTTPConnection(host, port, timeout=5)
        for path in ("/index.html", "/pyscript.toml", "/index.html"):
            connection.request("GET", path)
            response = connection.getresponse()
            assert response.status == 200 and response.read(), path
            assert not response.will_close, path
        first = connection.sock
        # A revalidation (the service worker's install asks so): 304, no body, still open.
        since = response.headers["Last-Modified"]
        connection.request("GET", "/index.html", headers={"If-Modified-Since": since})
        response = connection.getresponse()
        assert response.status == 304 and response.read() == b""
        assert not response.will_close
        connection.request("GET", "/pyscript.toml")
        assert connection.getresponse().read()
        assert connection.sock is first  # the same connection all along
        connection.close()
    finally:
        server.shutdown()
        server.server_close()


def test_closing_the_server_ends_its_open_connections() -> None:
    """The offline tests stop the server and expect the network gone: a kept-alive connection
    must not go on answering from a stopped server."""
    import http.client

    server = make_server()
    host, port = _served(server)
    connection = http.client.HTTPConnection(host, port, timeout=5)
    connection.request("GET", "/pyscript.toml")
    assert connection.getresponse().read()
    server.shutdown()
    server.server_close()
    try:
        connection.request("GET", "/pyscript.toml")
        response = connection.getresponse()
        answered = response.status
    except (OSError, http.client.HTTPException):
        answered = None
    connection.close()
    assert answered is None
