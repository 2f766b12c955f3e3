"""Value records: dataclass-like classes that cost next to nothing to define.

`dataclasses.dataclass` compiles five or six methods per class with `exec` when its module is
imported: on Python 3.11 about 0.4 ms a class, 20 ms of a cold `referee move` (~50 classes on that
path, see benchmarks/README.md). A record shares its repr and frozen guards with every other record,
compiles its `__init__` when its first instance is made and its comparisons when it is first
compared or hashed, so a class that a command never builds or compares costs next to nothing.

What the project uses of dataclasses is kept exactly: init by position or keyword with defaults and
`field(default=..., default_factory=..., compare=...)`, `ClassVar` annotations skipped, frozen
instances (`dataclasses.FrozenInstanceError`), `==` between instances of the same class only,
hashes equal to a dataclass's (`hash` of the field tuple, so set orders do not change), `order=True`,
the same repr, `__match_args__`, and `replace` / `fields`. `tests/core/test_record.py` checks each
against a dataclass of the same shape. Not supported (not used): `__post_init__`, `InitVar`,
`kw_only`, `slots`, inheritance between records (refused), and `inspect.signature` of a class
before its first instance (its placeholder `__init__` takes `*args, **kwargs`).
"""

from __future__ import annotations

from _thread import get_ident
from collections.abc import Callable
from dataclasses import FrozenInstanceError
from typing import Any, ClassVar, TypeVar, dataclass_transform, get_origin, overload

from referee.core.codecache import compiled

T = TypeVar("T")


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """One field of a record: its name, default or default factory, and whether it is compared."""

    __slots__ = ("name", "default", "default_factory", "compare")

    def __init__(self, default: Any = MISSING, default_factory: Any = MISSING, compare: bool = True) -> None:
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.compare = compare

    def __repr__(self) -> str:
        return f"Field(name={self.name!r}, default={self.default!r}, compare={self.compare})"


def field(
    *, default: Any = MISSING, default_factory: Callable[[], Any] | Any = MISSING, compare: bool = True
) -> Any:
    """A field with a default, a default factory, or left out of ==, hash and ordering."""
    return Field(default, default_factory, compare)


# -- the methods ---------------------------------------------------------------------------------
# repr and the frozen guards are shared functions. __init__ is compiled per class the first time an
# instance is made, and ==, hash and the orderings (in one `exec`) the first time one of them is
# called: until then the class holds placeholders that compile, install and call the real method.
# Many classes are built but never compared in a command, and each compile costs ~100 us (its code is
# kept between processes: core/codecache.py). Compiled,
# the methods run as fast as a dataclass's (the engines compare and hash moves in inner loops).

_REPRS_RUNNING: set[tuple[int, int]] = set()  # (id, thread) of reprs in progress: a cycle prints "..."


def _repr(self: Any) -> str:
    token = (id(self), get_ident())
    if token in _REPRS_RUNNING:
        return "..."
    _REPRS_RUNNING.add(token)
    try:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__record_names__)
    finally:
        _REPRS_RUNNING.discard(token)
    return f"{self.__class__.__qualname__}({inner})"


def _frozen_setattr(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


_ORDERINGS = {"__lt__": "<", "__le__": "<=", "__gt__": ">", "__ge__": ">="}


def _placeholder(cls: Any, name: str) -> Callable[..., Any]:
    compile_methods = _compile_init if name == "__init__" else _compile_comparisons

    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        _install(cls, *compile_methods(cls))
        return getattr(cls, name)(self, *args, **kwargs)

    method.__name__ = name
    return method


def _install(cls: Any, source: str, env: dict[str, Any]) -> None:
    """Compile `source` (method definitions, globals `env`) and set each method it defines on `cls`."""
    namespace: dict[str, Any] = {}
    exec(compiled(source), env, namespace)  # noqa: S102 - built from the class's field names only
    for name, method in namespace.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__module__ = cls.__module__
        setattr(cls, name, method)


def _compile_init(cls: Any) -> tuple[str, dict[str, Any]]:
    """`__init__`: the fields by position or keyword, defaults and factories, into `__dict__`."""
    params, stores = [], []
    for f in cls.__record_fields__:
        name = f.name
        if f.default_factory is not MISSING:
            params.append(f"{name}=_NOTHING")
            stores.append(f"{name!r}: _fields[{name!r}].default_factory() if {name} is _NOTHING else {name}")
        elif f.default is not MISSING:
            params.append(f"{name}=_fields[{name!r}].default")
            stores.append(f"{name!r}: {name}")
        else:
            params.append(name)
            stores.append(f"{name!r}: {name}")
    source = (
        f"def __init__({', '.join(['self', *params])}):\n    _set(self, '__dict__', {{{', '.join(stores)}}})"
    )
    env = {
        "_fields": {f.name: f for f in cls.__record_fields__},
        "_NOTHING": MISSING,
        "_set": object.__setattr__,
    }
    return source, env


def _compile_comparisons(cls: Any) -> tuple[str, dict[str, Any]]:
    """`==` and, for a frozen record, hash (and the orderings if asked): the compared fields as tuples."""
    compared = [f.name for f in cls.__record_fields__ if f.compare]
    mine = "(" + "".join(f"self.{n}," for n in compared) + ")"
    theirs = "(" + "".join(f"other.{n}," for n in compared) + ")"
    lines = [
        "def __eq__(self, other):",
        "    if other.__class__ is self.__class__:",
        f"        return {mine} == {theirs}",
        "    return NotImplemented",
    ]
    if cls.__record_params__["frozen"]:
        lines += ["def __hash__(self):", f"    return hash({mine})"]
    if cls.__record_params__["order"]:
        for name, op in _ORDERINGS.items():
            lines += [
                f"def {name}(self, other):",
                "    if other.__class__ is self.__class__:",
                f"        return {mine} {op} {theirs}",
                "    return NotImplemented",
            ]
    return "\n".join(lines), {}


def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar", "t.ClassVar"))
    return annotation is ClassVar or get_origin(annotation) is ClassVar


def _build(cls: type[T], frozen: bool, eq: bool, order: bool) -> type[T]:
    if any(is_record(base) for base in cls.__mro__[1:]):
        raise TypeError(f"{cls.__name__}: a record cannot extend another record (fields are not inherited)")
    fields: list[Field] = []
    seen_default = False
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_classvar(annotation):
            continue
        value = cls.__dict__.get(name, MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        f.name = name
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {name!r} follows default argument")
        seen_default = seen_default or has_default
        if isinstance(f.default, (list, dict, set)):
            raise ValueError(
                f"mutable default {type(f.default)} for field {name} is not allowed: use default_factory"
            )
        if f.default is MISSING:
            if name in cls.__dict__:
                delattr(cls, name)  # a factory field has no class attribute, as with dataclasses
        else:
            setattr(cls, name, f.default)
        fields.append(f)
    names = tuple(f.name for f in fields)
    attrs: dict[str, Any] = {
        "__record_fields__": tuple(fields),
        "__record_names__": names,
        "__record_params__": {"frozen": frozen, "eq": eq, "order": order},
        "__match_args__": names,
        "__init__": _placeholder(cls, "__init__"),
    }
    if "__repr__" not in cls.__dict__:
        attrs["__repr__"] = _repr
    if eq:
        attrs["__eq__"] = _placeholder(cls, "__eq__")
        attrs["__hash__"] = _placeholder(cls, "__hash__") if frozen else None
    if order:
        attrs.update({name: _placeholder(cls, name) for name in _ORDERINGS})
    if frozen:
        attrs.update(__setattr__=_frozen_setattr, __delattr__=_frozen_delattr)
    for key, value in attrs.items():
        setattr(cls, key, value)
    return cls


@overload
def record(cls: type[T], /) -> type[T]: ...
@overload
def record(*, frozen: bool = True, eq: bool = True, order: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def record(
    cls: type[T] | None = None, /, *, frozen: bool = True, eq: bool = True, order: bool = False
) -> Any:
    """Make `cls` a record (frozen by default): `@record`, `@record(order=True)`, `@record(frozen=False)`."""
    if cls is None:
        return lambda c: _build(c, frozen, eq, order)
    return _build(cls, frozen, eq, order)


def fields(obj: Any) -> tuple[Field, ...]:
    """The fields of a record class or instance, in order."""
    return obj.__record_fields__  # type: ignore[no-any-return]


def is_record(obj: Any) -> bool:
    return hasattr(obj, "__record_fields__")


def replace(obj: T, /, **changes: Any) -> T:
    """A copy of record `obj` with some fields changed: the fields are copied, `__init__` is not run.

    Records hold only their fields in `__dict__` (the frozen `__setattr__` sees to it), so this is
    `dataclasses.replace` at a fraction of the cost: the engines call it on every move.
    """
    current = obj.__dict__
    state = {**current, **changes}
    if len(state) != len(current):
        unknown = sorted(changes.keys() - current.keys())
        raise TypeError(f"{type(obj).__name__} has no field(s) {', '.join(unknown)}")
    new = _new(obj.__class__)
    _set(new, "__dict__", state)
    return new


_new = object.__new__
_set = object.__setattr__
