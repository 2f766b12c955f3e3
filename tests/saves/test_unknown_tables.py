"""The tolerant reader and a table of a name no save has: `[[log]]` mistyped `[[lg]]` in a damaged
save was read statement by statement into `lg = [{ n = 5 }, { move = … }, …]`, one table per key,
and written back so: the entry was neither in the log nor in the dropped file."""

from __future__ import annotations

import tomllib

from tests.kit.support import intended, write_save


def test_a_mistyped_entry_table_goes_whole_to_the_dropped_file(cli, tmp_path):
    plan = intended("looot", seed=21)
    path = tmp_path / "g.toml"
    write_save(path, "looot", plan, 12)
    text = path.read_text()
    at = text.index("[[log]]\nn = 5\n")
    entry = text[at : text.index("\n\n", at) + 1].replace("[[log]]", "[[lg]]")
    text = text[:at] + "[[lg]]" + text[at + len("[[log]]") :]
    path.write_text(text.replace("[[log]]\nn = 10\n", "[[log]]\nn = 10\nbroken line here\n"))

    result = cli("verify", str(path), "--repair", "--yes")
    assert result.exit_code == 0, result.output
    assert "lg" not in path.read_text()
    [dropped_file] = tmp_path.glob("g.dropped-*.toml")
    rows = tomllib.loads(dropped_file.read_text())["dropped"]
    [row] = [r for r in rows if "[[lg]]" in r.get("text", "")]
    assert row["text"] == entry
    assert (row["move"], row["by"]) == (plan.moves[4][1], plan.moves[4][0])
    assert row["line"] == text[:at].count("\n") + 1
    assert "[[lg]] is not a table of a save" in row["reason"]
    assert f"drops line {row['line']}: {plan.moves[4][1]!r}" in result.output
    # the entry after it (numbered 6) is log entry 5 now, and named so: "after log entry 6" said the
    # dropped entries came after one that was not dropped
    assert "drops log entry 6" in result.output and "comes after log entry 5, which failed" in result.output
