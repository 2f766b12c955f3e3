"""The table's own moves, the same in every game: adjustments and declared component values.

`table: adjust Ann vp +2 "Gog & Magog bonus"` corrects a counter the engine cannot know (a card
effect declared in words, a miscount); only the counters the game lists in `GameInfo.adjustable`
can be adjusted, and every adjustment stays visible in the history, the score sheet and the
exports. `table: declare T17 threshold=5 first=4` gives the printed values of a component once
(see core/components.py); a game whose rules have `check_declared(state, component, values)` adds
its own violations of the values (a threshold of 0, an unknown suit). Both are declared by the table at any moment of a game that is not over,
are logged like any move and kept in the turn context (`ctx.adjustments`, `ctx.declared`). A
Chinese table writes them `桌面：调整 小明 vp +2 "理由"` and `桌面：宣告 T17 threshold=5` (`KEYWORDS`);
the log keeps the English form.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, ClassVar

from referee.core.components import declared
from referee.core.errors import MoveSyntaxError
from referee.core.flow import TABLE, Adjustment
from referee.core.frozen import FrozenMap
from referee.core.record import record, replace
from referee.core.violations import RuleRef, Violation
from referee.i18n import t

KINDS = ("adjust", "declare")
# Each kind's keywords: the canonical one (what the log stores), then a Chinese table's. 调整 is the
# Looot seed's word for changing what is placed (line 64 "位置锁定，不能调整"); 宣告 is the word every
# Chinese prompt of the table's declarations uses (“宣告起始玩家”).
KEYWORDS = {"adjust": ("adjust", "调整"), "declare": ("declare", "宣告")}
_KIND_OF = {word: kind for kind, words in KEYWORDS.items() for word in words}
SYNTAX = {
    "adjust": 'adjust PLAYER COUNTER +N "REASON"',
    "declare": "declare COMPONENT FIELD=VALUE ...",
}
EXAMPLES = {"adjust": 'adjust Ann vp +2 "Gog & Magog bonus"', "declare": "declare T17 threshold=5 first=4"}


@record
class Adjust:
    kind: ClassVar[str] = "adjust"
    player: str
    counter: str
    delta: int
    reason: str = ""

    def __str__(self) -> str:
        reason = f' "{self.reason}"' if self.reason else ""
        return f"adjust {self.player} {self.counter} {self.delta:+d}{reason}"


Values = tuple[tuple[str, int | str], ...]  # (field, value) in the order declared


@record
class Declare:
    kind: ClassVar[str] = "declare"
    component: str
    values: Values

    def __str__(self) -> str:
        return f"declare {self.component} " + " ".join(f"{k}={v}" for k, v in self.values)


TableMove = Adjust | Declare

# what follows the keyword
# patterns, compiled by `re` when a table move is first read (~1.3 ms: most commands read none)
_ADJUST = r'(.+?)\s+([A-Za-z_][A-Za-z0-9_-]{0,30})\s+([+-][0-9]{1,6})(?:\s+"([^"]*)")?'
_DECLARE = r"(\S{1,40})((?:\s+[^\W\d]\w{0,30}=[^\s=]{1,40})+)"  # a field in any script: 花色=锚
_VALUE = r"-?[0-9]{1,9}"


def table_kind(text: str) -> str | None:
    """The table move `text` is (its first word one of `KEYWORDS`, followed by more), else None."""
    words = text.split(None, 1)
    return _KIND_OF.get(words[0].lower()) if len(words) == 2 else None


def is_table_move(text: str) -> bool:
    """Whether the text is one of the core's table moves (checked before the game's parser)."""
    return table_kind(text) is not None


def parse(text: str, read_values: Callable[[str, Values], Values] | None = None) -> TableMove:
    """A table move. `read_values(component, values)` is the game's reading of printed values typed
    in its words (`宣告 T4 花色=锚`), as saved (`declare T4 suits=anchor`)."""
    head, _, rest = " ".join(text.split()).partition(" ")
    kind = _KIND_OF.get(head.lower(), "adjust")
    if kind == "adjust":
        m = re.fullmatch(_ADJUST, rest, re.I)
        if m:
            return Adjust(m.group(1), m.group(2).lower(), int(m.group(3)), (m.group(4) or "").strip())
    else:
        m = re.fullmatch(_DECLARE, rest, re.I)
        if m:
            pairs = [p.split("=", 1) for p in m.group(2).split()]
            values: Values = tuple((k.lower(), int(v) if re.fullmatch(_VALUE, v) else v) for k, v in pairs)
            return Declare(m.group(1), read_values(m.group(1), values) if read_values else values)
    expected = t("core.table_move_expected", syntax=SYNTAX[kind], example=EXAMPLES[kind])
    raise MoveSyntaxError(text, t(f"core.{kind}_unreadable"), expected)


def check(rules: Any, state: Any, move: TableMove, by: str) -> list[Violation]:
    """What is wrong with a table move: the declarer, then the move's own facts."""
    info = rules.info
    found: list[Violation] = []
    if by != TABLE:
        rule = info.turn_order_rule
        found.append(Violation("table_only", t("core.table_only", by=by, move=move), rule))
    if isinstance(move, Adjust):
        return found + _check_adjust(rules, state, move)
    return found + _check_declare(rules, state, move)


def _check_adjust(rules: Any, state: Any, move: Adjust) -> list[Violation]:
    info = rules.info
    rule: RuleRef = info.scoring_rule
    found = []
    if move.player not in rules.players(state):
        players = ", ".join(rules.players(state))
        found.append(
            Violation("unknown_player", t("core.adjust_player", player=move.player, players=players), rule)
        )
    if move.counter not in info.adjustable:
        known = ", ".join(info.adjustable) or t("cli.none")
        found.append(
            Violation("not_adjustable", t("core.not_adjustable", counter=move.counter, known=known), rule)
        )
    if move.delta == 0:
        found.append(Violation("adjust_zero", t("core.adjust_zero"), rule))
    return found


def _check_declare(rules: Any, state: Any, move: Declare) -> list[Violation]:
    rule: RuleRef = rules.info.components_rule
    component = rules.component(state, move.component)
    if component is None:
        return [Violation("unknown_component", t("core.unknown_component", component=move.component), rule)]
    found = []
    seen = declared(state, component.id)
    names = [k for k, _ in move.values]
    for key in sorted({k for k in names if names.count(k) > 1}):
        found.append(Violation("declared_twice", t("core.declared_twice", field=key), rule))
    for key, value in move.values:
        params = {"component": component.id, "field": key, "value": value}
        if key not in component.fields:
            fields = ", ".join(component.fields)
            found.append(Violation("unknown_field", t("core.unknown_field", fields=fields, **params), rule))
            continue
        printed = component.catalog.get(key)
        if printed is not None and type(printed) is not type(value):
            found.append(Violation("declared_type", t("core.declared_type", printed=printed, **params), rule))
        elif printed is not None and component.verified and printed != value:
            source = component.source or t("cli.none")
            message = t("core.declared_verified", printed=printed, source=source, **params)
            found.append(Violation("declared_verified", message, rule))
        if key in seen and seen[key] != value:
            message = t("core.declared_before", before=seen[key], **params)
            found.append(Violation("declared_before", message, rule))
    own = getattr(rules, "check_declared", None)  # a game may say more of the values (their ranges)
    if own is not None:
        found.extend(own(state, component, move.values))
    return found


def apply(state: Any, move: TableMove) -> Any:
    """The state with the adjustment or the declared values recorded in its turn context."""
    ctx = state.ctx
    if isinstance(move, Adjust):
        adjustment = Adjustment(move.player, move.counter, move.delta, move.reason)
        ctx = replace(ctx, adjustments=ctx.adjustments + (adjustment,))
    else:
        values = declared(state, move.component)
        for key, value in move.values:
            values = values.set(key, value)
        ctx = replace(ctx, declared=ctx.declared.set(move.component, FrozenMap(values)))
    return replace(state, ctx=ctx)


def totals(state: Any, counter: str) -> dict[str, int]:
    """The sum of the adjustments of one counter, per player (players with none left out)."""
    out: dict[str, int] = {}
    for a in state.ctx.adjustments:
        if a.counter == counter:
            out[a.player] = out.get(a.player, 0) + a.delta
    return out
