"""The digest of what a save's log is played under, shared by the reader and the migrations."""

from __future__ import annotations

from typing import Any

try:  # the built-in implementation: importing hashlib loads OpenSSL, ~2 ms on every command
    from _sha256 import sha256  # Python 3.11
except ImportError:  # pragma: no cover - other versions
    try:
        from _sha2 import sha256  # type: ignore[import-not-found,no-redef]  # Python 3.12+
    except ImportError:
        from hashlib import sha256  # type: ignore[assignment]


def setup_digest(
    game: str, players: tuple[str, ...], options: dict[str, str], position: dict[str, Any] | None = None
) -> str:
    """What the log is played under: the game, the players in seat order, the house rules, and the
    position it started from when it did not start at the set-up (the digest of a save without one
    is what it always was)."""
    h = sha256()
    for part in (game, *players, "\x1d", *(f"{k}={v}" for k, v in sorted(options.items()))):
        h.update(f"{part}\x1f".encode())
    if position is not None:
        import json

        h.update(b"\x1dposition\x1f" + json.dumps(position, sort_keys=True, ensure_ascii=False).encode())
    return "sha256:" + h.hexdigest()


__all__ = ["setup_digest", "sha256"]
