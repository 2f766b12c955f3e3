"""Pendulum (钟摆帝国) final judgement: seed §五 判定顺序. There is no point total.

1. Direct victory: the power, prestige and popularity markers all in the parchment and the legendary
   achievement held. Several such players: most prestige inside the parchment (counted as the spaces
   reached into the zone on the three tracks), then privilege order.
2. Otherwise regular victory, among legendary holders only: the weakest track's distance to the
   parchment (smaller wins), then the next weakest, then the third, then privilege order.
3. Nobody holds the legendary achievement: no ruler.
With the glory variant (any player has a `glory` value), glory is compared when the players are
still tied after the prestige comparisons, before privilege (seed §四 进阶变体, §五 计分说明).

Tracks differ in length per character, so each player gives where the parchment starts on each of
their tracks; a marker is in the parchment when it has advanced at least that many spaces. A track
already in the parchment is 0 spaces from it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from scorers.sheet import Row, ScoreSheet
from scorers.sheet_file import Problem, SheetError, competition_ranks

if TYPE_CHECKING:
    from scorers.sheet_file import PlayerReader

TRACKS = ("power", "prestige", "popularity")
ORDINALS = ("weakest", "second weakest", "third weakest")


@dataclass(frozen=True)
class PendulumTally:
    name: str
    power: int = 0  # spaces advanced on each prestige track
    prestige: int = 0
    popularity: int = 0
    parchment: Mapping[str, int] = field(default_factory=dict)  # track → space where its parchment starts
    legendary: bool = False
    privilege: int = 0  # final privilege position, 1 = first; 0 = not given
    glory: int | None = None  # advanced variant only

    def track(self, name: str) -> int:
        return int(getattr(self, name))

    def in_parchment(self, name: str) -> bool:
        return self.track(name) >= self.parchment[name]

    def distance(self, name: str) -> int:
        return max(0, self.parchment[name] - self.track(name))

    def reached(self, name: str) -> int:
        """Spaces reached inside the parchment zone on this track (its first space counts 1)."""
        return max(0, self.track(name) - self.parchment[name] + 1)

    @property
    def direct(self) -> bool:
        return self.legendary and all(self.in_parchment(t) for t in TRACKS)

    @property
    def parchment_vp(self) -> int:
        return sum(self.reached(t) for t in TRACKS)

    def weakest_first(self) -> tuple[str, ...]:
        """The tracks, farthest from the parchment first (board order among equals)."""
        return tuple(sorted(TRACKS, key=lambda name: -self.distance(name)))

    def gaps(self) -> tuple[int, ...]:
        """Distances to the parchment, weakest track first."""
        return tuple(self.distance(t) for t in self.weakest_first())


def read_player(reader: PlayerReader) -> PendulumTally:
    parchment = reader.table_of_counts("parchment") or {}
    return PendulumTally(
        name=reader.name,
        power=reader.count("power"),
        prestige=reader.count("prestige"),
        popularity=reader.count("popularity"),
        parchment=parchment,
        legendary=reader.flag("legendary"),
        privilege=reader.count("privilege"),
        glory=reader.optional_count("glory"),
    )


def privilege_positions(players: int) -> int:
    """Positions on the privilege track a player can hold: with 1-2 players other markers (the
    Automas in solo, the neutral marker in a 2-player game) share the track, so 1-3."""
    return max(players, 3)


def check(tallies: Sequence[PendulumTally], complete: bool = True) -> list[Problem]:
    problems: list[Problem] = []
    names = [t.name for t in tallies]
    for i, name in enumerate(names):
        if not name.strip():
            problems.append(Problem(f"player {i + 1}", "name", "is empty"))
        elif name.casefold() in (n.casefold() for n in names[:i]):
            problems.append(Problem(name, "name", "is given twice"))
    holders: dict[int, str] = {}
    top = privilege_positions(len(tallies))
    for t in tallies:
        for track in TRACKS:
            if t.track(track) < 0:
                problems.append(Problem(t.name, track, f"cannot be negative ({t.track(track)})"))
        for key, start in t.parchment.items():
            if key not in TRACKS:
                problems.append(
                    Problem(
                        t.name,
                        f"parchment.{key}",
                        "unknown track; the tracks are power, prestige, popularity",
                    )
                )
            elif start < 1:
                problems.append(
                    Problem(t.name, f"parchment.{key}", f"must be a space of the track, 1 or more ({start})")
                )
        if complete:
            for track in TRACKS:
                if track not in t.parchment:
                    problems.append(
                        Problem(t.name, f"parchment.{track}", "is missing (the space where it starts)")
                    )
        if t.privilege == 0:
            if complete:
                problems.append(
                    Problem(t.name, "privilege", "is missing: the final privilege position, 1 = first")
                )
        elif not 1 <= t.privilege <= top:
            problems.append(
                Problem(t.name, "privilege", f"must be a position from 1 to {top} ({t.privilege})")
            )
        elif t.privilege in holders:
            problems.append(
                Problem(t.name, "privilege", f"position {t.privilege} is already {holders[t.privilege]}'s")
            )
        else:
            holders[t.privilege] = t.name
        if t.glory is not None and t.glory < 0:
            problems.append(Problem(t.name, "glory", f"cannot be negative ({t.glory})"))
    return problems


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _steps(t: PendulumTally, regular: bool, glory: bool) -> list[tuple[str, int, str]]:
    """The comparisons of the victory test in order: (rule, value where smaller wins, shown value)."""
    steps: list[tuple[str, int, str]] = []
    if regular:
        for ordinal, gap in zip(ORDINALS, t.gaps(), strict=True):
            steps.append(
                (f"{ordinal} track closer to the parchment", gap, f"{gap} space{'s' if gap != 1 else ''}")
            )
    else:
        steps.append(("most prestige inside the parchment", -t.parchment_vp, str(t.parchment_vp)))
    if glory:
        steps.append(("more glory", -(t.glory or 0), str(t.glory or 0)))
    steps.append(("privilege order", t.privilege, _ordinal(t.privilege)))
    return steps


def _decide(candidates: list[PendulumTally], regular: bool, glory: bool) -> str | None:
    """The comparison that separated the winner from the other candidates (None: only one)."""
    alive = list(candidates)
    if len(alive) < 2:
        return None
    depth = len(_steps(alive[0], regular, glory))
    for step in range(depth):
        values = [_steps(t, regular, glory)[step] for t in alive]
        best = min(v[1] for v in values)
        if sum(1 for v in values if v[1] == best) < len(alive):
            shown = ", ".join(f"{t.name} {v[2]}" for t, v in zip(alive, values, strict=True))
            rule = values[0][0]
            survivors = [t for t, v in zip(alive, values, strict=True) if v[1] == best]
            if len(survivors) == 1:
                return f"{rule} ({shown})"
            alive = survivors
    return None


def score(tallies: Sequence[PendulumTally]) -> ScoreSheet:
    """The Pendulum judgement sheet; raises SheetError when the tallies are incomplete or impossible."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    players = tuple(t.name for t in tallies)
    glory = any(t.glory is not None for t in tallies)
    direct = [t for t in tallies if t.direct]
    legendary = [t for t in tallies if t.legendary and not t.direct]

    def key(t: PendulumTally) -> tuple[int, ...]:
        if t.direct:
            return (0, *(v for _, v, _ in _steps(t, False, glory)))
        if t.legendary:
            return (1, *(v for _, v, _ in _steps(t, True, glory)))
        return (2,)

    ranks = competition_ranks([key(t) for t in tallies])
    if direct:
        outcome, candidates, regular = "direct", direct, False
    elif legendary:
        outcome, candidates, regular = "regular", legendary, True
    else:
        outcome, candidates, regular = "no_ruler", [], True
    winners = tuple(t.name for t, r in zip(tallies, ranks, strict=True) if r == 1 and t in candidates)
    tiebreak = _decide(candidates, regular, glory)

    rows: list[Row] = []
    for track in TRACKS:
        explain = []
        for t in tallies:
            start = t.parchment[track]
            where = (
                f"in the parchment ({t.reached(track)} space{'s' if t.reached(track) != 1 else ''} reached)"
                if t.in_parchment(track)
                else f"{t.distance(track)} space{'s' if t.distance(track) != 1 else ''} to go"
            )
            explain.append(f"{track}: space {t.track(track)}, parchment from {start} → {where}")
        rows.append(Row(track, track.capitalize(), tuple(t.track(track) for t in tallies), tuple(explain)))
    rows.append(
        Row(
            "legendary",
            "Legendary achievement (1 = held)",
            tuple(int(t.legendary) for t in tallies),
            tuple(f"legendary achievement: {'held' if t.legendary else 'not held'}" for t in tallies),
        )
    )
    rows.append(
        Row(
            "parchment_vp",
            "Prestige inside the parchment",
            tuple(t.parchment_vp for t in tallies),
            tuple(
                "inside the parchment: "
                + " + ".join(f"{track} {t.reached(track)}" for track in TRACKS)
                + f" = {t.parchment_vp}"
                + (" (all three tracks: direct victory)" if t.direct else "")
                for t in tallies
            ),
        )
    )
    rows.append(
        Row(
            "weakest_gap",
            "Weakest track: spaces to the parchment",
            tuple(t.gaps()[0] for t in tallies),
            tuple(
                "to the parchment, weakest first: "
                + ", ".join(f"{track} {t.distance(track)}" for track in t.weakest_first())
                for t in tallies
            ),
        )
    )
    if glory:
        rows.append(
            Row(
                "glory",
                "Glory (variant)",
                tuple(t.glory or 0 for t in tallies),
                tuple(f"glory: {t.glory or 0}" for t in tallies),
            )
        )
    rows.append(
        Row(
            "privilege",
            "Privilege position",
            tuple(t.privilege for t in tallies),
            tuple(f"privilege: {_ordinal(t.privilege)}" for t in tallies),
        )
    )
    return ScoreSheet("pendulum", players, tuple(rows), None, ranks, winners, tiebreak, outcome)
