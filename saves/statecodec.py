"""Game states as trees of plain values, and back, for the state cache (saves/cache.py).

A state is records (`referee.core.record`), tuples, `FrozenMap`s and str, int, float, bool, None.
`encode` turns it into a tree that holds nothing but those plain values and tuples, each container
a tuple tagged by its first item:

    ("T", item, ...)                        a tuple
    ("M", key, value, key, value, ...)      a FrozenMap, in its order
    ("R", module, qualname, value, ...)     a record: its class by name, its fields in order

Why reading a tree cannot run code: `decode` calls nothing that the tree names. It builds tuples
and FrozenMaps itself, and a record without calling its `__init__` or any other method of its class
(a new instance gets the field values as its `__dict__`, as `record.replace` does). The class is
looked up by name in the namespace of one of the allowed modules (the game's package and
`referee.core`; one of their modules not loaded yet is imported by its name: the program's own
code, never a path from the tree), and only accepted when it is a record defined under that very
name: so a tree can name only classes the program itself defines for states, never a function, a
built-in or an arbitrary class. Anything else in a tree (a list, a dict, bytes, a code object, a
tag it does not know, a field count that does not match the class) makes it invalid: `BadTree`, and
the caller replays instead.

A value that has no tree (a callable, a list, a record of another module or of a local class) is
`Unencodable`: such a state is simply not cached.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

from referee.core.frozen import FrozenMap
from referee.core.record import fields, is_record

_PLAIN = frozenset({str, int, float, bool, type(None)})
_new = object.__new__
_set = object.__setattr__


class Unencodable(TypeError):
    """The state holds a value that has no tree."""


class BadTree(ValueError):
    """The tree is not one that `encode` makes of a state of the allowed modules."""


def allowed_module(module: str, allowed: tuple[str, ...]) -> bool:
    """True for a module that is one of `allowed` or inside one of those packages."""
    return any(module == a or module.startswith(a + ".") for a in allowed)


def encode(value: Any, allowed: tuple[str, ...]) -> Any:
    """The tree of `value`; raises Unencodable if some part of it has none."""
    classes: dict[type, tuple[str, str, tuple[str, ...]]] = {}

    def tree(v: Any) -> Any:
        kind = type(v)
        if kind in _PLAIN:
            return v
        if kind is tuple:
            return ("T", *[tree(x) for x in v])
        if kind is FrozenMap:
            flat: list[Any] = ["M"]
            for k, x in v.items():
                flat += (tree(k), tree(x))
            return tuple(flat)
        known = classes.get(kind) or record_class(kind)
        attrs = v.__dict__
        return ("R", known[0], known[1], *[tree(attrs[name]) for name in known[2]])

    def record_class(kind: type) -> tuple[str, str, tuple[str, ...]]:
        module, qualname = kind.__module__, kind.__qualname__
        if not is_record(kind):
            raise Unencodable(f"{kind.__name__} values are not encoded")
        if "<" in qualname or not allowed_module(module, allowed):  # a local class, or another module's
            raise Unencodable(f"{module}.{qualname} is not a state record of {allowed}")
        classes[kind] = known = (module, qualname, tuple(f.name for f in fields(kind)))
        return known

    return tree(value)


def decode(tree: Any, allowed: tuple[str, ...]) -> Any:
    """The value `tree` stands for; raises BadTree for anything `encode` does not make."""
    classes: dict[tuple[str, str], tuple[type, tuple[str, ...]]] = {}

    def value(node: Any) -> Any:
        kind = type(node)
        if kind in _PLAIN:
            return node
        if kind is not tuple or not node:
            raise BadTree(f"a {kind.__name__} where a value was expected")
        tag = node[0]
        if tag == "T":
            return tuple([value(v) for v in node[1:]])
        if tag == "M":
            flat = [value(v) for v in node[1:]]
            if len(flat) % 2:
                raise BadTree("a map with a key and no value")
            items = dict(zip(flat[::2], flat[1::2], strict=True))
            if len(items) * 2 != len(flat):
                raise BadTree("a map with the same key twice")
            return FrozenMap(items)
        if tag == "R" and len(node) >= 3:
            cls, names = record_class(node[1], node[2])
            values = node[3:]
            if len(values) != len(names):
                raise BadTree(f"{node[2]}: {len(values)} values for {len(names)} fields")
            obj: Any = _new(cls)
            _set(obj, "__dict__", dict(zip(names, [value(v) for v in values], strict=True)))
            return obj
        raise BadTree(f"unknown node {tag!r}")

    def record_class(module: Any, qualname: Any) -> tuple[type, tuple[str, ...]]:
        key = (module, qualname)
        if key not in classes:
            classes[key] = _record_class(module, qualname, allowed)
        return classes[key]

    try:
        return value(tree)
    except (TypeError, RecursionError) as exc:  # an unhashable map key, a tree nested without end
        raise BadTree(str(exc)) from None


def _record_class(module: Any, qualname: Any, allowed: tuple[str, ...]) -> tuple[type, tuple[str, ...]]:
    """The record class `module`.`qualname` and its field names, if it is one of the allowed modules."""
    if not (isinstance(module, str) and isinstance(qualname, str)) or not allowed_module(module, allowed):
        raise BadTree(f"{module!r} is not an allowed module")
    if not all(part.isidentifier() for part in module.split(".")):
        raise BadTree(f"{module!r} is not a module name")
    mod = sys.modules.get(module)
    if mod is None:
        try:  # the program's own package, by name: no path or code comes from the tree
            mod = importlib.import_module(module)
        except Exception:  # noqa: BLE001 - whatever stops it, the tree is not usable
            raise BadTree(f"no module {module!r}") from None
    found: Any = mod
    for part in qualname.split("."):  # the namespaces themselves: no descriptor or __getattr__ runs
        found = vars(found).get(part) if isinstance(found, type) or found is mod else None
    if not (
        isinstance(found, type)
        and is_record(found)
        and found.__module__ == module
        and found.__qualname__ == qualname
    ):
        raise BadTree(f"{module}.{qualname} is not a record class")
    return found, tuple(f.name for f in fields(found))
