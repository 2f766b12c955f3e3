"""A short session of every tracked game through the CLI, once in Chinese and once in English.

Each session creates a game, declares the first moves of a seeded random playout (each with its
declarer, "Ann: place 1,2", "table: draw Castle31"), lists the legal moves and the game's notation,
shows the status, checks an illegal move and a move by the wrong player, lists the history and
undoes a move; a game with a golden script (tests/golden/<game>_3p.moves) is then played to its end
and its status (the score sheet) shown. The Chinese output holds no English word apart from the
allowed phrases: player names, the move notation of the session (the moves declared, the legal
moves listed, the game's syntax), violation codes and ruling anchors, house-rule names and values
(typed with `-o NAME=VALUE`), the board picture's symbols, file paths, the seed file name and the
game's English title shown beside the Chinese one. The English output holds no Chinese apart from
the game's Chinese title, the seed passages quoted in 「…」, the seed's heading paths and names, and
the Chinese notation `moves GAME` shows beside the English.
"""

from __future__ import annotations

import importlib
import random
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from typer.testing import CliRunner

from prompts.pictures import has_picture, picture_module
from referee.cli import app
from referee.core.game import Declaration, check, decision, legal_pairs
from referee.core.rulings import for_game
from referee.core.seeds import heading, sections
from referee.core.simulate import random_playout
from referee.registry import entry, rules_for, tracked_games
from tests.i18n.leaks import cjk_chars, english_words

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
SEED = 7
FIRST_MOVES = 30  # past Looot's set-up, into the first turns
PLAYERS = ("Ann", "Bob", "Cid")
QUOTE = re.compile(r"「[^」]*」")


@dataclass
class Session:
    game: str
    lang: str
    folder: Path
    outputs: list[tuple[str, str]] = field(default_factory=list)  # (command, output)
    notation: set[str] = field(default_factory=set)
    exit_codes: list[int] = field(default_factory=list)

    def run(self, *args: str, codes: tuple[int, ...] = (0,)) -> str:
        result = CliRunner().invoke(app, ["--lang", self.lang, *args], catch_exceptions=False)
        assert result.exit_code in codes, f"{args} -> {result.exit_code}\n{result.output}"
        self.outputs.append((" ".join(args), result.output))
        self.exit_codes.append(result.exit_code)
        return result.output

    @property
    def text(self) -> str:
        return "\n".join(output for _, output in self.outputs)


def notation_of(game: str) -> set[str]:
    """The game's move syntax (in English and in Chinese), the further notation its prompts and
    examples show, its house rules."""
    rules = rules_for(game)
    phrases = {syntax for syntax, _ in rules.info.notation} | {zh for _, zh in rules.info.notation_zh}
    for syntax in list(phrases):  # a syntax with an optional suffix, written with and without it
        plain, _, suffix = syntax.partition(" [")
        phrases.update((plain, suffix.rstrip("]")) if suffix else ())
    phrases.update(word for syntax in list(phrases) for word in syntax.split() if word.isupper())
    moves = importlib.import_module(f"referee.{game}.moves")
    phrases.update(getattr(moves, "PROMPT_SYNTAX", ()))  # notation the prompts show
    phrases.update(getattr(moves, "EXAMPLES", {}).values())  # example moves of the notation
    for rule in rules.info.house_rules:
        phrases.update((rule.name, *rule.choices, f"{rule.name}={rule.default}"))
    return phrases


def play_session(game: str, lang: str, folder: Path) -> Session:
    rules = rules_for(game)
    n = 3 if 3 in rules.info.player_counts else rules.info.player_counts[0]
    players = PLAYERS[:n]
    playout = random_playout(rules, n, random.Random(SEED), checked=False)
    assert playout.players == players
    folder.mkdir(parents=True, exist_ok=True)
    s = Session(game, lang, folder)
    s.notation |= notation_of(game)
    save = str(folder / f"{game}-{lang}.toml")
    s.run("new", game, "--players", ",".join(players), "--save", save, "--no-input")

    lines = [f"{actor}: {move}" for actor, move in playout.moves[:FIRST_MOVES]]
    s.notation.update(lines)
    s.notation.update(str(move) for _, move in playout.moves[:FIRST_MOVES])
    s.run("move", save, *lines)

    # the position now, in-process: its legal moves (what `moves` lists) and an illegal move
    state = playout.start
    for actor, move in playout.moves[:FIRST_MOVES]:
        state = rules.apply(state, move, actor).state
    legal = [str(m) for _, m in legal_pairs(rules, state)]
    s.notation.update(legal)
    top = decision(rules, state)
    assert top is not None
    illegal = next(
        str(move)
        for _, move in playout.moves[:FIRST_MOVES]
        if check(rules, state, Declaration(move, top.actor))
    )
    other = next(p for p in (*players, "table") if p != top.actor)
    checks = [f"{top.actor}: {illegal}", f"{other}: {legal[0]}"]
    s.notation.update((illegal, *checks))

    s.run("moves", save)
    s.run("moves", game)  # the game's notation, with what each move means
    s.run("status", save)
    s.run("status", save, "--text")
    for text in checks:
        s.run("check", save, text, codes=(3,))
    s.run("history", save)
    s.run("undo", save)

    script = GOLDEN / f"{game}_{n}p.moves"
    if script.exists():
        end = str(folder / f"{game}-{lang}-end.toml")
        s.run("new", game, "--players", ",".join(players), "--save", end, "--no-input")
        script_lines = script.read_text(encoding="utf-8").splitlines()
        s.notation.update(script_lines)
        s.notation.update(line.partition(": ")[2] for line in script_lines)
        s.run("move", end, "--script", str(script))
        s.run("status", end)
        s.run("status", end, "--text")
        s.run("check", end, "pass", codes=(3,))
        s.notation.add("pass")
    return s


def identifiers(game: str) -> set[str]:
    """What the CLI shows as ids: violation codes in brackets ("[wrong_step]"), ruling anchors."""
    rules = ROOT / "referee" / game / "rules"  # the rules package, one module per role
    source = "".join(p.read_text(encoding="utf-8") for p in sorted(rules.rglob("*.py")))
    codes = set(re.findall(r'violation\(\s*"([a-z_]+)"', source))
    codes |= {"wrong_player", "wrong_step", "declarer_needed", "game_over"}  # the core's flow checks
    return {f"[{code}]" for code in codes} | {r.anchor for r in for_game(game)}


PICTURE_SEAT = re.compile(r"[A-Z]{1,3}_*")  # "A", "AB_": the seats of the Vikings on a hex


def leaked_words(game: str, command: str, output: str, allowed: set[str]) -> list[str]:
    """The English words of an output; in a board picture (`status` without --text) the seat and
    map letters are symbols, not words."""
    words = english_words(output, allowed)
    if command.startswith("status") and "--text" not in command and has_picture(game):
        words = [w for w in words if not PICTURE_SEAT.fullmatch(w)]
    return words


def picture_symbols(game: str) -> tuple[str, ...]:
    return tuple(getattr(picture_module(game), "SYMBOLS", ())) if has_picture(game) else ()


def paths(folder: Path) -> list[str]:
    """A save path as printed, and its parts (a long path may be wrapped)."""
    return [str(folder), *folder.parts, *(str(p) for p in folder.glob("*"))]


# Messages of the CLI layer (referee/commands, referee/output.py, saves/) still in English in
# Chinese mode: reported to its owner, allowed here by name until fixed. Empty when none are left.
CLI_LEAKS: dict[str, tuple[str, ...]] = {}


@pytest.mark.parametrize("game", tracked_games())
def test_a_chinese_session_shows_no_english(game, tmp_path):
    s = play_session(game, "zh", tmp_path)
    e = entry(game)
    allowed = {
        *PLAYERS,
        *s.notation,
        *identifiers(game),
        *picture_symbols(game),
        *paths(tmp_path),
        e.seed_file,
        e.title_en,
        *CLI_LEAKS.get(game, ()),
    }
    leaks = {cmd: words for cmd, out in s.outputs if (words := leaked_words(game, cmd, out, allowed))}
    assert leaks == {}
    assert cjk_chars(s.text)


@pytest.mark.parametrize("game", tracked_games())
def test_an_english_session_shows_no_chinese(game, tmp_path):
    s = play_session(game, "en", tmp_path)
    e = entry(game)
    headings = {heading(section) for section in sections(game)}
    headings |= {part for section in sections(game) for part in section.path}
    allowed = {*PLAYERS, e.title_zh, *headings, *notation_of(game)}  # `moves GAME` shows both languages
    leaks = {cmd: chars for cmd, out in s.outputs if (chars := cjk_chars(QUOTE.sub(" ", out), allowed))}
    assert leaks == {}


@pytest.mark.parametrize("game", tracked_games())
def test_the_two_sessions_differ_only_in_language(game, tmp_path):
    """The same commands succeed and fail alike in both languages, and print as many lines."""
    zh = play_session(game, "zh", tmp_path / "zh")
    en = play_session(game, "en", tmp_path / "en")
    assert zh.exit_codes == en.exit_codes
    assert [cmd.split()[0] for cmd, _ in zh.outputs] == [cmd.split()[0] for cmd, _ in en.outputs]
    assert [out.count("\n") for _, out in zh.outputs] == [out.count("\n") for _, out in en.outputs]
