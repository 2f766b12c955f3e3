"""The flow tables of docs/architecture.md, generated from each registered game's `FlowTable`.

The tables sit between `<!-- flow-tables:begin -->` and `<!-- flow-tables:end -->`: per game its
phases, then one row per step (its id, who answers it, who may declare which move kinds, the
summary, the seed passage cited and the one deciding who may act). The prose around is hand-written
and points here instead of repeating step ids, so a step renamed in a flow.py cannot leave the doc
behind. `python -m referee.core.flow_doc docs/architecture.md` rewrites the block; `--check` only
says whether it is current (a test does the same). Not imported by the engines: docs only.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from referee import i18n
from referee.core.flow import WHO, FlowTable, Step
from referee.core.seeds import SEP, resolve, section_of
from referee.core.violations import RuleRef

BEGIN = "<!-- flow-tables:begin -->\n"
END = "<!-- flow-tables:end -->"
BLOCK = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.DOTALL)
HEAD = (
    "| phase | step | who declares which moves | summary | seed passage | who may act |\n"
    "|---|---|---|---|---|---|\n"
)


def flow_of(game: str) -> FlowTable:
    """A registered game's flow table, as its engine hands it to the core."""
    from referee.registry import rules_for

    return rules_for(game).flow


def games() -> list[str]:
    """The games whose tables the doc holds: every registered game with an engine, in registry order."""
    from referee.registry import tracked_games

    return tracked_games()


def _title(game: str) -> str:
    from referee.registry import entry

    found = entry(game)
    return f"{found.title_en} ({found.title_zh}, `{game}`)"


def cite(ref: RuleRef | None) -> str:
    """Where a passage is in the seed: its section path and line ("—" for none)."""
    if ref is None:
        return "—"
    return f"{SEP.join(section_of(ref).path)}, line {resolve(ref).line}"


def declarers(step: Step) -> str:
    """Who may declare which move kinds at the step, in the order of `WHO`; "—" for a step no move answers."""
    groups = [
        f"{who.upper()}: " + " ".join(f"`{kind}`" for kind, by in step.declarers() if by == who)
        for who in WHO
        if any(by == who for _, by in step.declarers())
    ]
    return "; ".join(groups) or "—"


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |\n"  # GFM: \| in a cell


def table(flow: FlowTable) -> str:
    """One game's flow as markdown: its phases, then a row per step in rulebook order."""
    phases = "".join(f"- `{p.id}`: {p.summary}\n" for p in flow.phases)
    rows = []
    for phase in flow.phases:
        for step in phase.steps:
            who = (
                "the same"
                if step.who_rule is not None and step.who_rule == step.rule
                else cite(step.who_rule)
            )
            cells = (
                phase.id,
                f"`{step.id}`",
                declarers(step),
                step.summary,
                cite(step.rule),
                who,
            )
            rows.append(_row(cells))
    return f"{phases}\n{HEAD}{''.join(rows)}"


def block(flows: Callable[[str], FlowTable] = flow_of, names: Sequence[str] | None = None) -> str:
    """The whole generated block, markers included: a section per game."""
    sections = [
        f"#### {_title(game)}\n\n{table(flows(game))}" for game in (games() if names is None else names)
    ]
    return BEGIN + "\n" + "\n".join(sections) + "\n" + END


def render(text: str, flows: Callable[[str], FlowTable] = flow_of, names: Sequence[str] | None = None) -> str:
    """`text` with the block between the markers rebuilt from the flow tables; the prose as written."""
    return BLOCK.sub(lambda _: block(flows, names), text)


def main(
    argv: Sequence[str], flows: Callable[[str], FlowTable] = flow_of, names: Sequence[str] | None = None
) -> int:
    """Rewrite (or with `--check`, only compare) the flow tables of the one file named, in English."""
    files = [a for a in argv if a != "--check"]
    if len(files) != 1:
        print("usage: python -m referee.core.flow_doc [--check] docs/architecture.md")
        return 2
    i18n.set_lang("en")
    path = Path(files[0])
    text = path.read_text(encoding="utf-8")
    if not BLOCK.search(text):  # nothing to rewrite is a mistake, not a current doc
        print(f"{path}: no {BEGIN.strip()} … {END} block")
        return 1
    new = render(text, flows, names)
    if new == text:
        return 0
    if "--check" in argv:
        print(f"{path}: out of date")
        return 1
    path.write_text(new, encoding="utf-8")
    print(f"{path}: flow tables rewritten")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
