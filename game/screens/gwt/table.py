"""The table as the viewer sees it: the observation wrapped so the rules core's pure
board queries (fees, next locations, limits) work on it, plus what the screen derives
from it (reachable destinations with their fees, the current decision frame)."""

from __future__ import annotations

import heapq
from typing import Any

from rules.gwt import board
from rules.gwt.data import Data
from rules.gwt.effects_places import hire_cost
from rules.gwt.info import GwtObservation

NO = -1


class Table:
    """Read-only attribute access to an observation's fields (``table.money[0]``)."""

    def __init__(self, obs: GwtObservation, data: Data) -> None:
        self.obs = obs
        self.data = data
        self.num_players = len(obs.get("money"))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return self.obs.get(name)

    # ----- the decision asked now --------------------------------------------------------
    @property
    def frame(self) -> tuple[Any, ...]:
        stack = self.obs.get("stack")
        return tuple(stack[-1]) if stack else ("over",)

    # ----- per player --------------------------------------------------------------------
    def step_limit(self, p: int) -> int:
        return board.step_limit(self, self.data, p)  # type: ignore[arg-type]

    def hand_limit(self, p: int) -> int:
        return board.hand_limit(self, self.data, p)  # type: ignore[arg-type]

    def certificates(self, p: int) -> int:
        return board.certificates(self, self.data, p)  # type: ignore[arg-type]

    def certificate_limit(self, p: int) -> int:
        index = board.certificate_limit_index(self, self.data, p)  # type: ignore[arg-type]
        return self.data.certificate_track[index]

    def permanent_certificates(self, p: int) -> int:
        return board.permanent_certificates(self, self.data, p)  # type: ignore[arg-type]

    def aux_level(self, p: int, aux: int) -> int:
        return board.aux_level(self, self.data, p, aux)  # type: ignore[arg-type]

    def cleared(self, p: int, spot: int) -> bool:
        return bool(self.discs[p] >> spot & 1)

    def herd_value(self, hand: tuple[int, ...]) -> int:
        return board.distinct_breed_value(self.data, list(hand))

    def hire_cost(self, row: int) -> int:
        """What hiring from job-market ``row`` costs now, with the hire in progress's
        modifier (as the rules core charges it)."""
        frame = self.frame
        return hire_cost(self.data, row, frame[1] if frame[0] == "hire" else 0)

    def fee(self, p: int, node: int) -> tuple[int, int]:
        return board.fee(self, self.data, p, node)  # type: ignore[arg-type]

    def next_locations(self, node: int) -> list[int]:
        return board.next_locations(self, self.data, node)  # type: ignore[arg-type]

    def transport_cost(self, p: int, city: int) -> int:
        return board.transport_cost(self.data, self.engine[p], self.data.cities[city].value)

    # ----- movement ------------------------------------------------------------------------
    def destinations(self, p: int, steps: int, pay: bool, allow_kc: bool
                     ) -> dict[int, tuple[int, list[int]]]:
        """Locations within ``steps`` steps of the cattleman: node -> (cheapest fees, path).

        Money runs out as it is paid (fees are paid as far as money allows)."""
        here = self.cattleman[p]
        best: dict[int, tuple[int, list[int]]] = {}
        queue: list[tuple[int, int, int, list[int]]] = [(0, 0, here, [])]
        seen: dict[tuple[int, int], int] = {}
        while queue:
            cost, used, node, path = heapq.heappop(queue)
            if used >= steps or (node == self.data.kansas_city and path):
                continue
            for nxt in self.next_locations(node):
                if nxt == self.data.kansas_city and not allow_kc:
                    continue
                due = min(self.fee(p, nxt)[0], max(0, self.money[p] - cost)) if pay else 0
                total = cost + due
                new_path = [*path, nxt]
                known = best.get(nxt)
                if known is None or (total, len(new_path)) < (known[0], len(known[1])):
                    best[nxt] = (total, new_path)
                if seen.get((nxt, used + 1), total + 1) > total:
                    seen[(nxt, used + 1)] = total
                    heapq.heappush(queue, (total, used + 1, nxt, new_path))
        return best
