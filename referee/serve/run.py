"""Running the app: the listening socket (a free port unless one is asked for), uvicorn, Ctrl-C.

The socket is bound before uvicorn starts, so the printed links are right before the first request;
Ctrl-C stops serving and returns normally (uvicorn would raise the signal again after its shutdown,
which the CLI reports as an interruption: here nothing was interrupted, every move is saved).
"""

from __future__ import annotations

import socket
from typing import Any

from referee.core.errors import UsageError
from referee.i18n import t

LOCAL = "127.0.0.1"
ANY = "0.0.0.0"  # noqa: S104 - only with --lan, which says so on stderr


def listen(port: int, lan: bool) -> socket.socket:
    """A listening socket on this machine only, or on every interface with `lan`."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((ANY if lan else LOCAL, port))
    except OSError as exc:
        sock.close()
        raise UsageError(t("serve.port_taken", port=port, reason=exc.strerror or exc)) from None
    sock.listen(64)
    sock.set_inheritable(True)
    return sock


def lan_address() -> str:
    """This machine's address on the local network (the one a phone reaches), else 127.0.0.1."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))  # no packet is sent: only the route is looked up
        return str(probe.getsockname()[0])
    except OSError:
        return LOCAL
    finally:
        probe.close()


def serve_forever(app: Any, sock: socket.socket, on_stop: Any) -> None:
    """Serve until Ctrl-C or SIGTERM; then `on_stop()` lets the event streams end."""
    import uvicorn

    class Quiet(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            on_stop()
            super().handle_exit(sig, frame)
            self._captured_signals.clear()  # stopped on purpose: not an interruption

    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=1,
        limit_concurrency=200,
        h11_max_incomplete_event_size=16 * 1024,  # request line and headers
        lifespan="off",
    )
    Quiet(config).run(sockets=[sock])
