"""`referee export SAVE`: the score sheet, the game log and the board picture in a file format.

Formats (`--format`, else the `--output` suffix, else md):

- json: one object, `"format": "referee-export", "version": 1`, with the save's facts (game,
  title, save, created, updated, players, options, over, round, outcome), `"sheet"` (the object of
  `referee score --format json`) and `"log"` (a list of {n, round, phase, by, move, at}).
- csv: the score sheet table (as `referee score --format csv`), one empty line, then the log table
  with the header `n,round,phase,by,move,at`. `--part sheet` or `--part log` gives one table alone.
- md: a heading with the save's facts, the board picture as a text block, the score sheet and the
  log as Markdown tables.
- svg, html: the board picture, the score sheet and the log drawn by rich and exported with its own
  `export_svg()` / `export_html()` (100 cells wide). An SVG is a picture of the table: `--part all`
  gives the board and the sheet, not a strip of the whole log (`--part log` gives the log alone).
- bgstats: a play record in BG Stats' JSON import layout ("games", "players", "plays"; see
  `bgstats_record`), for finished games only.
- bgstats-link: BG Stats' documented play link (`createPlay`, see `bgstats_play_data`): one URL
  that opens the app's import dialog with the game (its BGG id when known), the players, their
  scores and ranks, the winner, the date and the length of the play; for finished games only.

`--part all|board|sheet|log` narrows what is exported (csv and json have no board). `--output PATH`
writes the file (through a temporary file and a rename), else the export goes to stdout.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
import uuid
from datetime import datetime
from pathlib import Path
from typing import Any

import typer
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from referee import output
from referee.commands import common
from referee.core.errors import RefereeError, UsageError
from referee.core.record import record, replace
from referee.i18n import t
from saves.session import Session

FORMATS = ("csv", "json", "md", "svg", "html", "bgstats", "bgstats-link", "position")
PARTS = ("all", "board", "sheet", "log")
SUFFIXES = {".csv": "csv", ".json": "json", ".md": "md", ".markdown": "md", ".svg": "svg", ".html": "html"}
LOG_FIELDS = ("n", "round", "phase", "by", "move", "at")
EXPORT_FORMAT = "referee-export"
EXPORT_VERSION = 1
WIDTH = 100


def choose_format(fmt: str | None, output_path: Path | None) -> str:
    if fmt is not None:
        chosen = fmt.strip().lower()
        chosen = "md" if chosen == "markdown" else chosen
        if chosen not in FORMATS:
            raise UsageError(t("export.unknown_format", fmt=repr(fmt), formats=", ".join(FORMATS)))
        return chosen
    if output_path is not None:
        return SUFFIXES.get(output_path.suffix.lower(), "md")
    return "md"


def choose_part(part: str, fmt: str) -> str:
    chosen = part.strip().lower()
    if chosen not in PARTS:
        raise UsageError(t("export.unknown_part", part=repr(part), parts=", ".join(PARTS)))
    if chosen == "board" and fmt in ("csv", "json", "bgstats", "bgstats-link", "position"):
        raise UsageError(t("export.no_board", fmt=fmt))
    return chosen


# --------------------------------------------------------------------------------------------
# the pieces every format is made of


def save_name(session: Session) -> str:
    name = session.path.name
    return name[: -len(".toml")] if name.endswith(".toml") else name


def log_rows(session: Session) -> list[dict[str, Any]]:
    return [e.to_data() for e in session.save.log]


def facts(session: Session) -> dict[str, Any]:
    """What the save says about the play, shared by json and md."""
    info = session.rules.info
    outcome = session.rules.outcome(session.state)
    return {
        "game": info.id,
        "title": info.title_en,
        "title_zh": info.title_zh,
        "save": save_name(session),
        "created": session.save.created,
        "updated": session.save.updated,
        "app_version": session.save.app_version,
        "players": list(session.save.players),
        "options": dict(session.save.options),
        "over": session.decision() is None,
        "round": int(getattr(getattr(session.state, "ctx", None), "round", 0)),
        "outcome": None
        if outcome is None
        else {
            "termination": outcome.termination,
            "winners": list(outcome.winners),
            "tiebreak": outcome.tiebreak,
        },
    }


def sheet_of(session: Session) -> Any:
    """The score sheet to export. Before the end it names no winner: the totals are the score so
    far, and the verdict says the game is not over (an unfinished export printed "Winner")."""
    sheet = session.rules.score_sheet(session.state)
    if session.decision() is None:
        return sheet
    return replace(sheet, winners=(), tiebreak=None)


def not_over_line() -> str:
    return t("export.sheet_so_far")


def to_json(session: Session, part: str) -> str:
    from scorers.formats import as_dict

    data: dict[str, Any] = {"format": EXPORT_FORMAT, "version": EXPORT_VERSION} | facts(session)
    if part in ("all", "sheet"):
        data["sheet"] = as_dict(sheet_of(session))
    if part in ("all", "log"):
        data["log"] = [{k: row[k] for k in LOG_FIELDS} for row in log_rows(session)]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def log_csv(session: Session) -> str:
    """The log as CSV; a move or a name a spreadsheet would run as a formula is quoted (csv_cell)."""
    from scorers.formats import SafeWriter

    buffer = io.StringIO()
    writer = SafeWriter(buffer)
    writer.writerow(LOG_FIELDS)
    for row in log_rows(session):
        writer.writerow(row[field] for field in LOG_FIELDS)
    return buffer.getvalue()


def to_csv(session: Session, part: str) -> str:
    from scorers.formats import to_csv as sheet_csv

    pieces = []
    if part in ("all", "sheet"):
        sheet = sheet_csv(sheet_of(session))
        if session.decision() is not None:  # no winner yet: no "winner" row
            sheet = "".join(line for line in sheet.splitlines(True) if not line.startswith("winner,"))
        pieces.append(sheet)
    if part in ("all", "log"):
        pieces.append(log_csv(session))
    return "\n".join(pieces)


def _sheet_md(session: Session, sheet_md: Any) -> str:
    """The sheet in Markdown; before the end its verdict lines give way to "not over"."""
    from scorers.formats import md_escape
    from scorers.verdict import verdict_lines

    sheet = sheet_of(session)
    text = str(sheet_md(sheet, level=2))
    if session.decision() is None:
        return text
    said = [
        f"**{md_escape(line)}**  " if i == 0 else f"{md_escape(line)}  "
        for i, line in enumerate(verdict_lines(sheet))
    ]
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line == said[0])
    lines[at : at + len(said)] = [f"**{md_escape(not_over_line())}**  "]
    return "\n".join(lines)


def picture_text(session: Session, lang: str) -> str:
    from prompts.pictures import board, render_text

    return render_text(board(session.rules, session.state, lang), WIDTH)


def to_markdown(session: Session, part: str, lang: str) -> str:
    from scorers.formats import md_escape
    from scorers.formats import to_markdown as sheet_md

    f = facts(session)
    state = t("export.game_over") if f["over"] else t("export.in_progress")
    lines = [
        t(
            "export.md_title",
            title_en=md_escape(f["title"]),
            title_zh=f["title_zh"],
            save=md_escape(f["save"]),
        ),
        "",
        t("export.md_players", players=md_escape(", ".join(f["players"]))),
        t("export.md_times", created=f["created"], updated=f["updated"]),
        t("export.md_state", state=state, round=f["round"], count=len(session.save.log)),
    ]
    if f["options"]:
        rules = md_escape(", ".join(f"{k}={v}" for k, v in f["options"].items()))
        lines.append(t("export.md_house_rules", rules=rules))
    if part in ("all", "board"):
        board = "## " + t("export.board")
        lines += ["", board, "", "```text", picture_text(session, lang).rstrip("\n"), "```"]
    if part in ("all", "sheet"):
        lines += ["", _sheet_md(session, sheet_md).rstrip("\n")]
    if part in ("all", "log"):
        lines += [
            "",
            "## " + t("export.log"),
            "",
            t("export.md_log_header"),
            "|---:|---:|---|---|---|---|",
        ]
        lines.extend(
            f"| {e.n} | {e.round} | {md_escape(common.declared_by(e.by))} | `{e.move}` | {md_escape(e.phase)} | {e.at} |"
            for e in session.save.log
        )
    return "\n".join(lines) + "\n"


def log_table(session: Session) -> Table:
    table = Table(title=t("export.log"), title_justify="left")
    columns = (("#", "right"), (t("export.col_round"), "right"), (t("export.col_by"), "left"))
    for name, justify in (*columns, (t("export.col_move"), "left")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for e in session.save.log:
        table.add_row(str(e.n), str(e.round), common.declared_by(e.by), e.move)
    return table


def recorded(session: Session, part: str, lang: str, with_log: bool = True) -> Any:
    """A recording console holding the export's renderables (for rich's SVG and HTML export); the
    log of `all` only `with_log`."""
    from prompts.pictures import board, console
    from prompts.sheet_view import renderable as sheet_renderable

    info = session.rules.info
    con = console(WIDTH, record=True, color=True)
    parts: list[RenderableType] = [
        Text(
            t("export.title", title_en=info.title_en, title_zh=info.title_zh, save=save_name(session)),
            style="bold",
        )
    ]
    if part in ("all", "board"):
        parts += [Text(), board(session.rules, session.state, lang)]
    if part in ("all", "sheet"):
        final = session.decision() is None
        parts += [Text(), sheet_renderable(sheet_of(session), verdict=None if final else not_over_line())]
    if part == "log" or (part == "all" and with_log):
        parts += [Text(), log_table(session) if session.save.log else Text(t("cli.no_moves_yet"))]
    for renderable in parts:
        con.print(renderable)
    return con


def offline_svg_format() -> str:
    """rich's SVG template without its web fonts: rich loads Fira Code from a CDN (`@font-face …
    url(https://…)`), so an SVG opened offline or archived depended on the internet. The fonts of
    the machine that shows it are used instead, monospace with CJK fallbacks."""
    import re

    from rich._export_format import CONSOLE_SVG_FORMAT

    template = re.sub(r"\s*@font-face \{\{.*?\}\}", "", CONSOLE_SVG_FORMAT, flags=re.S)
    fonts = "'Fira Code', Menlo, 'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', consolas, monospace"
    return template.replace("font-family: Fira Code, monospace;", f"font-family: {fonts};")


def to_svg(session: Session, part: str, lang: str) -> str:
    """The board and the sheet as an image (issue 25: a game of 600 moves made `all` a strip of its
    log, the board a corner of it); the log only when it is the part asked for."""
    con = recorded(session, part, lang, with_log=part == "log")
    return str(con.export_svg(title=f"referee: {save_name(session)}", code_format=offline_svg_format()))


def to_html(session: Session, part: str, lang: str) -> str:
    return str(recorded(session, part, lang).export_html(inline_styles=True))


# --------------------------------------------------------------------------------------------
# BG Stats


def local_time(stamp: str) -> datetime:
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        raise RefereeError(t("export.bad_time", stamp=repr(stamp))) from None
    return when.astimezone() if when.tzinfo else when


def start_player(session: Session) -> str | None:
    """The first player who declared a move (the table's set-up declarations do not count)."""
    players = set(session.save.players)
    return next((e.by for e in session.save.log if e.by in players), None)


@record
class FinishedPlay:
    """What both BG Stats formats say about a finished play: its sheet, when and how long, who began."""

    sheet: Any
    created: datetime
    updated: datetime
    minutes: int
    first: str | None
    uuid: str


def minutes_between(created: str, updated: str) -> int:
    """A play's length as BG Stats counts it: its last save minus its creation, in whole minutes."""
    start, end = local_time(created), local_time(updated)
    return max(0, round((end - start).total_seconds() / 60))


def finished_play(session: Session) -> FinishedPlay:
    """The play of a finished save; a game still under way is refused (BG Stats records results)."""
    if session.decision() is not None:
        raise RefereeError(t("export.bgstats_unfinished"))
    save = session.save
    key = f"referee:{session.rules.info.id}:{save.created}:{','.join(save.players)}"
    return FinishedPlay(
        sheet=session.rules.score_sheet(session.state),
        created=local_time(save.created),
        updated=local_time(save.updated),
        minutes=minutes_between(save.created, save.updated),
        first=start_player(session),
        uuid=str(uuid.uuid5(uuid.NAMESPACE_URL, key)),
    )


def player_uuid(name: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"referee:player:{name}"))


def bgstats_record(session: Session) -> dict[str, Any]:
    """A finished play in BG Stats' JSON import layout.

    Fields written: games [{id, name, uuid, cooperative, highestWins, noPoints, usesTeams}],
    players [{id, name, uuid, isAnonymous}], plays [{uuid, gameRefId, playDate, entryDate,
    durationMin, ignored, manualWinner, rounds, usesTeams, board, playerScores [{playerRefId, score,
    winner, newPlayer, startPlayer, rank, seatOrder}]}]. Dates are local "YYYY-MM-DD HH:MM:SS";
    the play date is the save's creation, the duration its last save minus its creation (minutes);
    uuids are derived from the save's facts, so importing the same play twice finds the same uuid.
    """
    info = session.rules.info
    play = finished_play(session)
    sheet = play.sheet
    players = [
        {"id": i, "name": name, "uuid": player_uuid(name), "isAnonymous": False}
        for i, name in enumerate(sheet.players, 1)
    ]
    scores = [
        {
            "playerRefId": i,
            "score": "" if sheet.totals is None else str(sheet.totals[i - 1]),
            "winner": name in sheet.winners,
            "newPlayer": False,
            "startPlayer": name == play.first,
            "rank": sheet.ranks[i - 1],
            "seatOrder": i - 1,
        }
        for i, name in enumerate(sheet.players, 1)
    ]
    return {
        "games": [
            {
                "id": 1,
                "name": info.title_en,
                "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"referee:game:{info.id}")),
                "cooperative": False,
                "highestWins": True,
                "noPoints": sheet.totals is None,
                "usesTeams": False,
            }
        ],
        "players": players,
        "plays": [
            {
                "uuid": play.uuid,
                "gameRefId": 1,
                "playDate": play.created.strftime(BGSTATS_TIME),
                "entryDate": play.updated.strftime(BGSTATS_TIME),
                "durationMin": play.minutes,
                "ignored": False,
                "manualWinner": False,
                "rounds": int(getattr(getattr(session.state, "ctx", None), "round", 0)),
                "usesTeams": False,
                "board": "",
                "playerScores": scores,
            }
        ],
    }


# BG Stats' play link, as published in "Push plays to BG Stats from other apps or websites"
# (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/): the app
# (3.3.2 or later) opens https://app.bgstatsapp.com/createPlay.html?data=<data> (or the same with the
# bgstats:// scheme) in its import dialog; <data> is url-encoded JSON with board, durationMin,
# comments, game {bggId, highestWins, name, noPoints, sourceGameId}, location, playDate
# ("YYYY-MM-DD HH:MM:SS") and players [{startPlayer, name, rank, role, score, sourcePlayerId,
# winner}]. The app matches the game "based on the provided game's BGG id (if any), name, and player
# names". sourceName and sourcePlayId (the program and its play) are what programs linking to that page
# send; the copy of the page that could be read breaks off inside its example, before them.
BGSTATS_LINK = "https://app.bgstatsapp.com/createPlay.html"
BGSTATS_TIME = "%Y-%m-%d %H:%M:%S"
SOURCE_NAME = "referee"


def bgstats_play_data(session: Session) -> dict[str, Any]:
    """The JSON a BG Stats play link carries, for a finished game: the game (its BGG id when known),
    the play's date and length, and each player's score, rank, win and whether they began."""
    from referee.registry import declared

    info = session.rules.info
    play = finished_play(session)
    sheet = play.sheet
    game: dict[str, Any] = {
        "name": info.title_en,
        "sourceGameId": info.id,
        "highestWins": True,
        "noPoints": sheet.totals is None,
    }
    bgg_id = declared(info.id).bgg_id  # the game's declaration: found on a page, never guessed
    if bgg_id:
        game["bggId"] = bgg_id
    players = []
    for i, name in enumerate(sheet.players):
        player: dict[str, Any] = {
            "name": name,
            "sourcePlayerId": player_uuid(name),
            "startPlayer": name == play.first,
            "rank": sheet.ranks[i],
            "winner": name in sheet.winners,
        }
        if sheet.totals is not None:
            player["score"] = sheet.totals[i]
        players.append(player)
    data: dict[str, Any] = {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play.uuid,
        "playDate": play.created.strftime(BGSTATS_TIME),
        "durationMin": play.minutes,
        "game": game,
        "players": players,
    }
    if sheet.tiebreak:
        data["comments"] = sheet.tiebreak
    return data


def to_bgstats_link(session: Session) -> str:
    """The play link, one line; a game without a known BGG id gets a note on stderr (matched by name)."""
    data = bgstats_play_data(session)
    if "bggId" not in data["game"]:
        from referee.registry import entry

        title = entry(session.rules.info.id).title()
        output.err().print(t("export.bgstats_link.no_bgg_id", title=title), markup=False, highlight=False)
    return play_link(data) + "\n"


def play_link(data: dict[str, Any]) -> str:
    """The link carrying `data`: its JSON url-encoded whole (every character but letters, digits and
    `_.-~` escaped, so that a name holding `&`, `=`, `+` or `#` cannot break the query)."""
    from urllib.parse import quote

    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"{BGSTATS_LINK}?data={quote(text, safe='')}"


def to_bgstats(session: Session) -> str:
    return json.dumps(bgstats_record(session), ensure_ascii=False, indent=2) + "\n"


# --------------------------------------------------------------------------------------------


def to_position(session: Session) -> str:
    """The position now, as a position file (docs/positions.md): `referee new GAME --position`
    starts a game from it that plays on as this one (issue 27)."""
    from referee.core.position_file import write

    return write(session.save.game, session.state)


def render(session: Session, fmt: str, part: str, lang: str) -> str:
    if fmt == "position":
        return to_position(session)
    if fmt == "json":
        return to_json(session, part)
    if fmt == "csv":
        return to_csv(session, part)
    if fmt == "md":
        return to_markdown(session, part, lang)
    if fmt == "svg":
        return to_svg(session, part, lang)
    if fmt == "html":
        return to_html(session, part, lang)
    if fmt == "bgstats-link":
        return to_bgstats_link(session)
    return to_bgstats(session)


def write_file(path: Path, text: str) -> None:
    """Write through a temporary file in the same folder and a rename: never half a file."""
    folder = path.parent if str(path.parent) else Path(".")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
                f.write(text)
            os.chmod(tmp, _mode(path))
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError as exc:
        raise RefereeError(t("export.cannot_write", path=path, reason=exc.strerror or exc)) from None


def _mode(path: Path) -> int:
    """The file mode of a new export: the old file's, else what the umask allows (temp files are 0600)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def export(
    save: str = typer.Argument(..., help=t("help.export.save")),
    fmt: str | None = typer.Option(
        None,
        "--format",
        "-f",
        help=t("help.export.fmt"),
        show_default=False,
    ),
    part: str = typer.Option("all", "--part", help=t("help.export.part")),
    output_path: Path | None = typer.Option(
        None, "--output", "-o", help=t("help.export.output_path"), show_default=False
    ),
    lang: str | None = typer.Option(
        None,
        "--lang",
        help=t("help.export.lang"),
        show_default=False,
    ),
) -> None:
    """Export the score sheet, the game log and the board picture of a save."""
    from prompts.pictures import check_lang
    from saves.paths import expand

    output_path = expand(output_path) if output_path is not None else None  # `~` as every command
    chosen = choose_format(fmt, output_path)
    what = choose_part(part, chosen)
    language = check_lang(lang)
    session = common.open_session(save)
    text = render(session, chosen, what, language)
    if output_path is not None:
        write_file(output_path, text)
        output.err().print(t("export.wrote", path=output_path, fmt=chosen), markup=False, highlight=False)
        return
    output.out().print(text, markup=False, highlight=False, emoji=False, soft_wrap=True, end="")


def register(app: typer.Typer) -> None:
    app.command("export", help=t("help.export.description"))(export)
