"""The secrets of one save's links: one for the viewer, one for the table, one per player.

They live beside the save (`<save>.links`, mode 0600), never in the move log: the save is shared and
exported, the links are not. Each secret is 32 random bytes (256 bits) from `secrets`, compared in
constant time (`hmac.compare_digest`). `--new-links` writes new ones: every old link then gets 403.
"""

from __future__ import annotations

import hmac
import os
import secrets
import tomllib
from pathlib import Path

from referee.core.errors import UsageError
from referee.i18n import t

VIEWER = ":viewer"  # the viewer's role: no player's name holds a colon (a player may be "viewer")
TABLE = "table"  # referee.core.flow.TABLE, which no player may be called: it declares as the table
SUFFIX = ".links"


def links_path(save: Path) -> Path:
    return save.with_name(save.name + SUFFIX)


def new_secret() -> str:
    return secrets.token_urlsafe(32)


class Links:
    """Role → secret for one save: `viewer`, `table` and each player's name."""

    def __init__(self, keys: dict[str, str]) -> None:
        self.keys = dict(keys)

    def role_of(self, key: str) -> str | None:
        """The role a presented secret opens, None for any other (every secret is compared)."""
        found = None
        given = key.encode("utf-8", "replace")
        for role, secret in self.keys.items():
            if hmac.compare_digest(given, secret.encode("ascii")):
                found = role
        return found

    def roles(self) -> list[tuple[str, str]]:
        """(the name printed before the link, its secret): `viewer`, `table`, then each player."""
        return [(label(role), key) for role, key in self.keys.items()]


def label(role: str) -> str:
    return "viewer" if role == VIEWER else role


def load(save: Path, players: tuple[str, ...], rotate: bool = False) -> Links:
    """The save's links, made (or remade with `rotate`) when missing; a player added since gets one."""
    path = links_path(save)
    keys: dict[str, str] = {}
    if path.exists() and not rotate:
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise UsageError(t("serve.links_unreadable", path=path, reason=exc)) from None
        found = data.get("links", {})
        roles = {"viewer": VIEWER, "table": TABLE}
        keys = {roles[k]: v for k, v in found.items() if k in roles and _secret(v)}
        players_found = found.get("players", {})
        if isinstance(players_found, dict):
            keys |= {str(k): v for k, v in players_found.items() if _secret(v)}
    wanted = [VIEWER, TABLE, *players]
    changed = rotate or any(role not in keys for role in wanted)
    keys = {role: keys.get(role) or new_secret() for role in wanted}
    if changed:
        _write(path, keys)
    return Links(keys)


def _secret(value: object) -> bool:
    return isinstance(value, str) and len(value) >= 22  # at least 128 bits in URL-safe base64


def _write(path: Path, keys: dict[str, str]) -> None:
    """Write the secrets readable by the owner only (0600 from the moment the file exists)."""
    import tomli_w

    text = "# referee serve: the secrets of this save's links. Delete or --new-links to revoke.\n"
    players = {role: key for role, key in keys.items() if role not in (VIEWER, TABLE)}
    table = {"viewer": keys[VIEWER], "table": keys[TABLE], "players": players}
    text += tomli_w.dumps({"links": table})
    tmp = path.with_name(path.name + ".tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
    except OSError as exc:
        raise UsageError(t("serve.links_unwritable", path=path, reason=exc.strerror or exc)) from None
