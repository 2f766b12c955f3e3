"""FrozenMap: a mapping that hashes, compares like a dict and changes only into new maps."""

import pickle

import pytest

from referee.core.frozen import FrozenMap


def test_equal_maps_hash_alike_whatever_their_order():
    a = FrozenMap({"x": 1, "y": (2, 3)})
    b = FrozenMap([("y", (2, 3)), ("x", 1)])
    assert a == b and hash(a) == hash(b)
    assert a == {"x": 1, "y": (2, 3)}
    assert list(b) == ["y", "x"]  # iteration keeps the order it was built in
    assert len({a, b}) == 1


def test_changes_make_new_maps_and_leave_the_old_one():
    a = FrozenMap({"x": 1})
    b = a.set("y", 2).set("x", 5)
    assert a == {"x": 1} and b == {"x": 5, "y": 2}
    assert b.without("y") == {"x": 5} and b.without("zz") is b
    assert a != b and hash(a) != hash(b) or a != b


def test_unhashable_values_are_refused_when_hashed():
    with pytest.raises(TypeError):
        hash(FrozenMap({"x": [1]}))


def test_read_only_and_picklable():
    a = FrozenMap({"x": 1})
    with pytest.raises(TypeError):
        a["x"] = 2  # type: ignore[index]
    assert pickle.loads(pickle.dumps(a)) == a
    assert a.to_dict() == {"x": 1} and a.get("q", 7) == 7


def test_the_views_are_the_items_in_insertion_order_and_read_only():
    m = FrozenMap({"b": 2, "a": 1})
    assert (
        list(m.items()) == [("b", 2), ("a", 1)]
        and list(m.keys()) == ["b", "a"]
        and list(m.values()) == [2, 1]
    )
    assert dict(m) == {"a": 1, "b": 2} and m == {"a": 1, "b": 2}
    assert type(m.items().mapping).__name__ == "mappingproxy"  # the dict behind stays read-only
    assert m.set("c", 3) == {"a": 1, "b": 2, "c": 3} and m == {"a": 1, "b": 2}  # unchanged
