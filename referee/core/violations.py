"""Violations and the seed citations they carry.

A violation says what is wrong *in this position* and points at the seed passage it breaks. A
`RuleRef` names the seed section and a verbatim fragment of the cited line, so the citation can be
checked by a test and resolved to heading path + line number by `core.seeds`. Where the engine follows
the published game instead of the seed, `ruling` names the entry in referee/<game>/rulings.md.
"""

from __future__ import annotations

from referee.core.record import field, record


@record
class RuleRef:
    game: str
    section: str
    quote: str
    ruling: str = ""

    def __str__(self) -> str:
        extra = f" (ruling: {self.ruling})" if self.ruling else ""
        return f"{self.game} › {self.section}: 「{self.quote}」{extra}"


@record
class Violation:
    code: str
    message: str
    rule: RuleRef
    facts: tuple[str, ...] = field(default=())

    def __str__(self) -> str:
        return f"[{self.code}] {self.message}"
