"""End-of-game scoring: the longest continuous path and tickets with stations.

Both searches are exact.

* :func:`longest_continuous_path` is the longest trail (no track used twice, cities
  may repeat) in one player's own tracks. A longest trail that cannot be extended
  starts at a city of odd degree, unless it is closed; a closed one can only be
  longest if it uses every track of its component (else it could be rotated and
  extended), which happens exactly when every degree is even. So the search starts
  only at odd-degree cities, and an all-even component scores its total length.
* :func:`best_ticket_outcome` tries every assignment of one other player's track
  per station and keeps the best for the owner.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product

Edge = tuple[int, int, int]  # (city a, city b, length)


def longest_continuous_path(edges: Sequence[Edge]) -> int:
    """Length of the longest trail over ``edges`` (each track counted once)."""
    adjacency: dict[int, list[int]] = {}
    for index, (a, b, _) in enumerate(edges):
        adjacency.setdefault(a, []).append(index)
        adjacency.setdefault(b, []).append(index)
    best = 0
    seen: set[int] = set()
    for root in adjacency:
        if root in seen:
            continue
        component = [root]
        seen.add(root)
        stack = [root]
        while stack:
            city = stack.pop()
            for index in adjacency[city]:
                a, b, _ = edges[index]
                other = b if a == city else a
                if other not in seen:
                    seen.add(other)
                    component.append(other)
                    stack.append(other)
        members = set(component)
        # (a component's tracks have both ends in it; checking ``a`` is enough)
        tracks = [edge for edge in edges if edge[0] in members]
        total = sum(length for _, _, length in tracks)
        if total <= best:
            continue
        starts = [city for city in component if len(adjacency[city]) % 2 == 1]
        if not starts:
            best = total
            continue
        best = max(best, _longest_trail(_contract_chains(tracks), starts, total))
    return best


def _contract_chains(tracks: list[Edge]) -> list[Edge]:
    """Join the two tracks at every city of degree 2 into one longer track.

    A longest trail never ends at such a city (it could go on along the other track),
    so it uses both tracks or neither: the joined graph has the same longest trail.
    """
    edges: list[list[int] | None] = [[a, b, w] for a, b, w in tracks]
    at: dict[int, list[int]] = {}
    for index, (a, b, _) in enumerate(tracks):
        at.setdefault(a, []).append(index)
        at.setdefault(b, []).append(index)
    for city in list(at):
        incident = at[city]
        if len(incident) != 2 or incident[0] == incident[1]:
            continue
        first, second = edges[incident[0]], edges[incident[1]]
        assert first is not None and second is not None
        end_a = first[1] if first[0] == city else first[0]
        end_b = second[1] if second[0] == city else second[0]
        joined = len(edges)
        edges.append([end_a, end_b, first[2] + second[2]])
        for old, end in ((incident[0], end_a), (incident[1], end_b)):
            edges[old] = None
            at[end] = [joined if i == old else i for i in at[end]]
        del at[city]
    return [(e[0], e[1], e[2]) for e in edges if e is not None]


def _longest_trail(tracks: list[Edge], starts: list[int], total: int) -> int:
    """Exhaustive search over trails from ``starts``, memoised on (city, tracks used)."""
    adjacency: dict[int, list[tuple[int, int, int]]] = {}
    for index, (a, b, length) in enumerate(tracks):
        adjacency.setdefault(a, []).append((1 << index, b, length))
        if b != a:
            adjacency.setdefault(b, []).append((1 << index, a, length))
    memo: dict[tuple[int, int], int] = {}

    def further(city: int, used: int) -> int:
        key = (city, used)
        found = memo.get(key)
        if found is not None:
            return found
        longest = 0
        for bit, other, length in adjacency[city]:
            if not used & bit:
                value = length + further(other, used | bit)
                if value > longest:
                    longest = value
        memo[key] = longest
        return longest

    best = 0
    for start in starts:
        best = max(best, further(start, 0))
        if best == total:
            break
    return best


class UnionFind:
    """Union-find over ``size`` nodes (path halving); the AI's networks use it too."""

    __slots__ = ("parent",)

    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, x: int) -> int:
        parent = self.parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb


@dataclass(frozen=True)
class TicketOutcome:
    """The best use of a player's stations: points, completed tickets and the choice."""

    points: int
    completed: tuple[bool, ...]  # per ticket, in the order given
    #: per station (in the order given): the index into that station's candidate
    #: tracks that it borrows, or -1 for none
    assignment: tuple[int, ...]

    @property
    def completed_count(self) -> int:
        return sum(self.completed)


def best_ticket_outcome(
    num_cities: int,
    own_tracks: Iterable[tuple[int, int]],
    station_tracks: Sequence[Sequence[tuple[int, int]]],
    tickets: Sequence[tuple[int, int, int]],
    dead_ends: frozenset[int] = frozenset(),
) -> TicketOutcome:
    """Tickets scored with the best assignment of one borrowed track per station.

    ``own_tracks`` are (a, b) city pairs of the player's routes; ``station_tracks[i]``
    the other players' tracks into or out of station i's city; ``tickets`` are
    (a, b, points). ``dead_ends`` are cities a path may end in but not pass through
    (Germany's neighbour countries): every track into one gets its own copy of it.

    Rulebook: «Если игрок использует одну и ту же станцию для выполнения задания
    нескольких карт маршрутов, то он должен иметь в виду, что для этих маршрутов он
    может использовать только один и тот же путь въезда или выезда из города, где
    построена станция.» So a station borrows exactly one track for all tickets.

    Rule choice (the rulebook leaves the choice to the owner, «До конца игры
    владелец станции не обязан указывать, как именно он будет ее использовать»):
    the owner takes the assignment with the most ticket points, then the most
    completed tickets (the first tie-break); among equals the first in search
    order (candidates in the order given, "no track" last).
    """
    copies: dict[int, list[int]] = {}
    next_node = num_cities

    def node(city: int) -> int:
        nonlocal next_node
        if city not in dead_ends:
            return city
        copy = next_node
        next_node += 1
        copies.setdefault(city, []).append(copy)
        return copy

    own_pairs = [(node(a), node(b)) for a, b in own_tracks]
    station_pairs = [[(node(a), node(b)) for a, b in options] for options in station_tracks]
    uf = UnionFind(next_node)
    for a, b in own_pairs:
        uf.union(a, b)

    def ends(city: int) -> list[int]:
        return copies.get(city, [city]) if city in dead_ends else [city]

    # Each station's useful choices: distinct pairs of components it would join.
    choices: list[list[tuple[int, int, int]]] = []  # (component a, component b, option index)
    for options in station_pairs:
        useful: list[tuple[int, int, int]] = []
        joined: set[tuple[int, int]] = set()
        for index, (a, b) in enumerate(options):
            ca, cb = uf.find(a), uf.find(b)
            key = (min(ca, cb), max(ca, cb))
            if ca != cb and key not in joined:
                joined.add(key)
                useful.append((ca, cb, index))
        useful.append((-1, -1, -1))
        choices.append(useful)

    ticket_ends = [
        ([uf.find(x) for x in ends(a)], [uf.find(y) for y in ends(b)], points)
        for a, b, points in tickets
    ]
    best: TicketOutcome | None = None
    best_key = (0, 0)
    for combo in product(*choices):
        extra: dict[int, int] = {}
        for ca, cb, _ in combo:
            if ca >= 0:
                ra, rb = _root(extra, ca), _root(extra, cb)
                if ra != rb:
                    extra[ra] = rb
        completed: list[bool] = []
        points = 0
        for a_ends, b_ends, value in ticket_ends:
            roots_b = {_root(extra, y) for y in b_ends}
            done = any(_root(extra, x) in roots_b for x in a_ends)
            completed.append(done)
            points += value if done else -value
        key = (points, sum(completed))
        if best is None or key > best_key:
            best_key = key
            best = TicketOutcome(points, tuple(completed), tuple(c[2] for c in combo))
    assert best is not None
    return best


def _root(links: dict[int, int], x: int) -> int:
    while x in links:
        x = links[x]
    return x
