"""The digest of what a save's log is played under, shared by the reader and the migrations."""

from __future__ import annotations

try:  # the built-in implementation: importing hashlib loads OpenSSL, ~2 ms on every command
    from _sha256 import sha256  # Python 3.11
except ImportError:  # pragma: no cover - other versions
    try:
        from _sha2 import sha256  # type: ignore[import-not-found,no-redef]  # Python 3.12+
    except ImportError:
        from hashlib import sha256  # type: ignore[assignment]


def setup_digest(game: str, players: tuple[str, ...], options: dict[str, str]) -> str:
    """What the log is played under: the game, the players in seat order, the house rules."""
    h = sha256()
    for part in (game, *players, "\x1d", *(f"{k}={v}" for k, v in sorted(options.items()))):
        h.update(f"{part}\x1f".encode())
    return "sha256:" + h.hexdigest()


__all__ = ["setup_digest", "sha256"]
