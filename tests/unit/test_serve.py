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
