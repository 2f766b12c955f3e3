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

from collections.abc import Iterable, Mapping, Sequence

from referee.core.record import field, record
from referee.i18n import t
from scorers.fields import Field, PlayerReader, SheetSpec, per_player
from scorers.problems import Problem, SheetError, name_problems
from scorers.ranks import competition_ranks
from scorers.sheet import Row, ScoreSheet
from scorers.words import counted, joined, ordinal

TRACKS = ("power", "prestige", "popularity")
ORDINALS = ("weakest", "second", "third")  # the regular-victory comparisons: score.pendulum.step.*


@record
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
    problems = name_problems([tally.name for tally in tallies])
    holders: dict[int, str] = {}
    top = privilege_positions(len(tallies))
    for tally in tallies:

        def bad(key: str, message: str, who: str = tally.name) -> None:
            problems.append(Problem(who, key, message))

        for track in TRACKS:
            if tally.track(track) < 0:
                bad(track, t("score.problem.negative", value=tally.track(track)))
        for key, start in tally.parchment.items():
            if key not in TRACKS:
                bad(f"parchment.{key}", t("score.pendulum.problem.unknown_track", tracks=joined(TRACKS)))
            elif start < 1:
                bad(f"parchment.{key}", t("score.pendulum.problem.space_min", value=start))
        if complete:
            for track in TRACKS:
                if track not in tally.parchment:
                    bad(f"parchment.{track}", t("score.pendulum.problem.start_missing"))
        if tally.privilege == 0:
            if complete:
                bad("privilege", t("score.pendulum.problem.privilege_missing"))
        elif not 1 <= tally.privilege <= top:
            bad("privilege", t("score.pendulum.problem.privilege_range", top=top, value=tally.privilege))
        elif tally.privilege in holders:
            holder = holders[tally.privilege]
            bad("privilege", t("score.pendulum.problem.privilege_taken", n=tally.privilege, holder=holder))
        else:
            holders[tally.privilege] = tally.name
        if tally.glory is not None and tally.glory < 0:
            bad("glory", t("score.problem.negative", value=tally.glory))
    return problems


def track_name(track: str) -> str:
    """power / 权力, prestige / 威望, popularity / 人气 (referee/pendulum/glossary.toml)."""
    return t(f"score.pendulum.track.{track}")


def position(n: int) -> str:
    """A privilege position: 1st / 第 1 位."""
    return ordinal("score.pendulum.position", n)


def _steps(tally: PendulumTally, regular: bool, glory: bool) -> list[tuple[str, int, str]]:
    """The comparisons of the victory test in order: (rule, value where smaller wins, shown value)."""
    steps: list[tuple[str, int, str]] = []
    if regular:
        for ordinal_key, gap in zip(ORDINALS, tally.gaps(), strict=True):
            steps.append(
                (t(f"score.pendulum.step.{ordinal_key}"), gap, counted("score.pendulum.spaces", gap))
            )
    else:
        steps.append((t("score.pendulum.step.inside"), -tally.parchment_vp, str(tally.parchment_vp)))
    if glory:
        steps.append((t("score.pendulum.step.glory"), -(tally.glory or 0), str(tally.glory or 0)))
    steps.append((t("score.pendulum.step.privilege"), tally.privilege, position(tally.privilege)))
    return steps


def _decide(candidates: list[PendulumTally], regular: bool, glory: bool) -> str | None:
    """The comparison that separated the winner from the other candidates (None: only one)."""
    alive = list(candidates)
    if len(alive) < 2:
        return None
    depth = len(_steps(alive[0], regular, glory))
    for step in range(depth):
        values = [_steps(tally, regular, glory)[step] for tally in alive]
        best = min(v[1] for v in values)
        if sum(1 for v in values if v[1] == best) < len(alive):
            shown = joined(f"{tally.name} {v[2]}" for tally, v in zip(alive, values, strict=True))
            rule = values[0][0]
            survivors = [tally for tally, v in zip(alive, values, strict=True) if v[1] == best]
            if len(survivors) == 1:
                return t("score.tiebreak", rule=rule, values=shown)
            alive = survivors
    return None


def _track_explain(tally: PendulumTally, track: str) -> str:
    params = {"track": track_name(track), "space": tally.track(track), "start": tally.parchment[track]}
    if tally.in_parchment(track):
        reached = counted("score.pendulum.spaces", tally.reached(track))
        return t("score.pendulum.explain.track_in", reached=reached, **params)
    distance = counted("score.pendulum.spaces", tally.distance(track))
    return t("score.pendulum.explain.track_out", distance=distance, **params)


def _inside_explain(tally: PendulumTally) -> str:
    parts = " + ".join(f"{track_name(track)} {tally.reached(track)}" for track in TRACKS)
    key = "inside_direct" if tally.direct else "inside"
    return t(f"score.pendulum.explain.{key}", parts=parts, value=tally.parchment_vp)


def score(tallies: Sequence[PendulumTally]) -> ScoreSheet:
    """The Pendulum judgement sheet; raises SheetError when the tallies are incomplete or impossible.

    Labels, explanations and the tie-break are in the process language (referee.i18n)."""
    problems = check(tallies)
    if problems:
        raise SheetError(problems)
    players = tuple(tally.name for tally in tallies)
    glory = any(tally.glory is not None for tally in tallies)
    direct = [tally for tally in tallies if tally.direct]
    legendary = [tally for tally in tallies if tally.legendary and not tally.direct]

    def key(tally: PendulumTally) -> tuple[int, ...]:
        if tally.direct:
            return (0, *(v for _, v, _ in _steps(tally, False, glory)))
        if tally.legendary:
            return (1, *(v for _, v, _ in _steps(tally, True, glory)))
        return (2,)

    ranks = competition_ranks([key(tally) for tally in tallies])
    if direct:
        outcome, candidates, regular = "direct", direct, False
    elif legendary:
        outcome, candidates, regular = "regular", legendary, True
    else:
        outcome, candidates, regular = "no_ruler", [], True
    winners = tuple(
        tally.name for tally, r in zip(tallies, ranks, strict=True) if r == 1 and tally in candidates
    )
    tiebreak = _decide(candidates, regular, glory)

    def row(key: str, cells: Iterable[int], explain: Iterable[str]) -> Row:
        return Row(key, t(f"score.pendulum.row.{key}"), tuple(cells), tuple(explain))

    rows = [
        row(track, (tally.track(track) for tally in tallies), (_track_explain(x, track) for x in tallies))
        for track in TRACKS
    ]
    rows.append(
        row(
            "legendary",
            (int(tally.legendary) for tally in tallies),
            (t(f"score.pendulum.explain.legendary_{'held' if x.legendary else 'not_held'}") for x in tallies),
        )
    )
    rows.append(row("parchment_vp", (x.parchment_vp for x in tallies), (_inside_explain(x) for x in tallies)))
    rows.append(
        row(
            "weakest_gap",
            (tally.gaps()[0] for tally in tallies),
            (
                t(
                    "score.pendulum.explain.gaps",
                    parts=joined(f"{track_name(track)} {x.distance(track)}" for track in x.weakest_first()),
                )
                for x in tallies
            ),
        )
    )
    if glory:
        rows.append(
            row(
                "glory",
                (tally.glory or 0 for tally in tallies),
                (t("score.pendulum.explain.glory", value=x.glory or 0) for x in tallies),
            )
        )
    rows.append(
        row(
            "privilege",
            (tally.privilege for tally in tallies),
            (t("score.pendulum.explain.privilege", position=position(x.privilege)) for x in tallies),
        )
    )
    return ScoreSheet("pendulum", players, tuple(rows), None, ranks, winners, tiebreak, outcome)


SHEET = SheetSpec(
    # the three prestige tracks in board order, where their parchment starts, the legendary
    # achievement, glory (advanced variant), then the final privilege order
    fields=(
        Field("power", "count", "score.pendulum.ask.power"),
        Field("prestige", "count", "score.pendulum.ask.prestige"),
        Field("popularity", "count", "score.pendulum.ask.popularity"),
        Field(
            "parchment",
            "table",
            "score.pendulum.ask.parchment",
            table_keys=("power", "prestige", "popularity"),
            required=True,
        ),
        Field("legendary", "bool", "score.pendulum.ask.legendary"),
        Field("glory", "count", "score.pendulum.ask.glory", optional=True),
        Field("privilege", "count", "score.pendulum.ask.privilege"),
    ),
    players=(1, 5),  # 5 player mats; solo plays one human against the Automa
    read=per_player(read_player),
    check=lambda tallies, readers, complete: check(tallies, complete=complete),
    score=score,
)
