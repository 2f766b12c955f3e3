"""A frozen, hashable mapping for game state.

States are cached and compared (replay caches, `lru_cache` on positions, the playout tests), so
every field must hash; a plain dict does not. `FrozenMap` is a read-only mapping whose changes
return a new map. Its keys keep their insertion order for iteration and for its text form, but two
maps with the same items are equal and hash alike whatever the order they were built in, as two
dicts compare. Values must themselves be hashable (str, int, bool, tuples, records, FrozenMaps).
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from typing import Any, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(Mapping[K, V], Generic[K, V]):
    __slots__ = ("_items", "_hash")

    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]] = ()) -> None:
        self._items: dict[K, V] = dict(items)
        self._hash: int | None = None

    # -- Mapping -------------------------------------------------------------------------------
    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def get(self, key: K, default: Any = None) -> Any:  # type: ignore[override]
        return self._items.get(key, default)

    # the views of the dict itself: the Mapping mixins would go through __iter__ and __getitem__
    def items(self) -> ItemsView[K, V]:
        return self._items.items()

    def keys(self) -> KeysView[K]:
        return self._items.keys()

    def values(self) -> ValuesView[V]:
        return self._items.values()

    # -- value semantics -----------------------------------------------------------------------
    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash(frozenset(self._items.items()))
        return h

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._items == other._items
        if isinstance(other, Mapping):
            return self._items == dict(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMap, (tuple(self._items.items()),))

    # -- changes make new maps -----------------------------------------------------------------
    def set(self, key: K, value: V) -> FrozenMap[K, V]:
        """This map with `key` bound to `value` (added at the end if new)."""
        items = dict(self._items)
        items[key] = value
        return FrozenMap(items)

    def without(self, key: K) -> FrozenMap[K, V]:
        """This map without `key` (the same map if it has none)."""
        if key not in self._items:
            return self
        items = dict(self._items)
        del items[key]
        return FrozenMap(items)

    def to_dict(self) -> dict[K, V]:
        """A plain dict copy (for TOML, JSON and display)."""
        return dict(self._items)


EMPTY: FrozenMap[Any, Any] = FrozenMap()
