"""Records behave as the dataclasses they replace, for everything the project uses of them."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import ClassVar

import pytest

from referee.core.record import field, fields, is_record, record, replace


def _pair(order: bool = False, frozen: bool = True):  # type: ignore[no-untyped-def]
    """The same class twice: once a record, once a dataclass."""

    def body() -> dict[str, object]:
        return {
            "__annotations__": {
                "x": "int",
                "name": "str",
                "tags": "tuple[str, ...]",
                "kind": "ClassVar[str]",
            },
            "name": "a",
            "tags": (),
            "kind": "demo",
        }

    rec = record(order=order, frozen=frozen)(type("Demo", (), body()))
    dc = dataclasses.dataclass(order=order, frozen=frozen)(type("Demo", (), body()))
    return rec, dc


VALUES = [(1,), (1, "b"), (2, "a", ("t",)), (0, "", ("x", "y"))]


@pytest.mark.parametrize("args", VALUES)
def test_init_repr_eq_and_hash_match_a_dataclass(args: tuple[object, ...]) -> None:
    rec, dc = _pair()
    r, d = rec(*args), dc(*args)
    assert repr(r) == repr(d)
    assert hash(r) == hash(d)  # the same hashes: sets of records iterate in the same order
    assert r == rec(*args)
    assert r.__ne__(rec(*args)) is False
    assert r != d  # another class is never equal, as between two dataclasses
    assert rec.kind == "demo" and "kind" not in [f.name for f in fields(rec)]


def test_keywords_defaults_and_argument_errors() -> None:
    rec, dc = _pair()
    assert rec(x=3, tags=("q",)) == rec(3, "a", ("q",))
    for cls in (rec, dc):
        with pytest.raises(TypeError):
            cls()
        with pytest.raises(TypeError):
            cls(1, "a", (), "extra")
        with pytest.raises(TypeError):
            cls(1, nope=2)
    assert rec.name == "a"  # a default is also the class attribute, as with dataclasses


def test_frozen_instances_refuse_changes() -> None:
    rec, _ = _pair()
    r = rec(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.x = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del r.x  # type: ignore[misc]
    assert r.x == 1


def test_mutable_records_change_and_are_unhashable() -> None:
    rec, dc = _pair(frozen=False)
    r = rec(1)
    r.x = 5
    assert r == rec(5)
    assert rec.__hash__ is None and dc.__hash__ is None


@pytest.mark.parametrize("a, b", [((1, "a"), (1, "b")), ((2, "a"), (1, "z")), ((1, "a"), (1, "a"))])
def test_order_matches_a_dataclass(a: tuple[object, ...], b: tuple[object, ...]) -> None:
    rec, dc = _pair(order=True)
    for op in ("__lt__", "__le__", "__gt__", "__ge__"):
        assert getattr(rec(*a), op)(rec(*b)) == getattr(dc(*a), op)(dc(*b))
    assert sorted([rec(*b), rec(*a)]) == sorted([rec(*a), rec(*b)])
    with pytest.raises(TypeError):
        _ = rec(*a) < dc(*a)


def test_default_factory_and_fields_left_out_of_comparison() -> None:
    @record
    class Box:
        items: list[int] = field(default_factory=list)
        note: str = field(default="", compare=False)

    a, b = Box(), Box()
    assert a.items == [] and a.items is not b.items
    assert Box([1], "one") == Box([1], "two")
    assert "items" not in Box.__dict__  # no class attribute for a factory field
    assert repr(Box([1], "x")).endswith("Box(items=[1], note='x')")


def test_replace_copies_fields_and_refuses_unknown_ones() -> None:
    rec, _ = _pair()
    r = rec(1, "b", ("t",))
    s = replace(r, x=9)
    assert s == rec(9, "b", ("t",)) and r.x == 1
    with pytest.raises(TypeError, match="no field"):
        replace(r, nope=1)


def test_copy_pickle_match_and_introspection() -> None:
    rec, _ = _pair()
    globals()["Demo"] = rec  # pickle finds classes by module and name
    rec.__module__, rec.__qualname__ = __name__, "Demo"
    try:
        r = rec(4, "p", ("x",))
        assert pickle.loads(pickle.dumps(r)) == r
        assert hash(pickle.loads(pickle.dumps(r))) == hash(r)  # an unpickled record compares before any init
    finally:
        del globals()["Demo"]
    assert copy.copy(r) == r and copy.deepcopy(r) == r
    match r:
        case rec(x, name):  # __match_args__
            assert (x, name) == (4, "p")
    assert is_record(rec) and is_record(r) and not is_record(object())


def test_definitions_refuse_what_dataclasses_refuse() -> None:
    with pytest.raises(TypeError, match="non-default"):

        @record
        class Bad:
            a: int = 1
            b: int

    with pytest.raises(ValueError, match="mutable default"):

        @record
        class Worse:
            a: list[int] = []  # noqa: RUF012

    @record
    class Base:
        a: int

    with pytest.raises(TypeError, match="cannot extend"):

        @record
        class Derived(Base):
            b: int

    @record
    class WithClassVar:
        n: ClassVar[int] = 3
        a: int

    assert WithClassVar(1).a == 1 and WithClassVar.n == 3


def test_a_repr_of_a_cycle_stops() -> None:
    @record(frozen=False)
    class Node:
        next: object = None

    n = Node()
    n.next = n
    assert repr(n).endswith("Node(next=...)")
