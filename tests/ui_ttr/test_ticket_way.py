"""A ticket's way on the map follows the track its station borrows now: it was cached by
the board alone, so after a new ticket made the station borrow another track, the first
ticket's way still ran through the other player's track it no longer borrowed."""

from __future__ import annotations

from game.screens.ttr import paths
from tests.ui_ttr.conftest import europe_turn, make_harness


def two_tickets_one_station(m):
    """A city X, its routes r1 (to b) and r2 (to c), and tickets k1 (b to elsewhere)
    and k2 (c to elsewhere) worth more, neither touching X."""
    adj: dict[int, list] = {}
    for r in m.routes:
        adj.setdefault(r.a, []).append(r)
        adj.setdefault(r.b, []).append(r)
    for x in range(len(m.cities)):
        for r1 in adj.get(x, []):
            b = r1.b if r1.a == x else r1.a
            for r2 in adj[x]:
                c = r2.b if r2.a == x else r2.a
                if c == b:
                    continue
                for k1, t1 in enumerate(m.tickets):
                    if b not in (t1.a, t1.b) or x in (t1.a, t1.b) or c in (t1.a, t1.b):
                        continue
                    for k2, t2 in enumerate(m.tickets):
                        if c in (t2.a, t2.b) and x not in (t2.a, t2.b) \
                                and b not in (t2.a, t2.b) and t2.points > t1.points:
                            return x, r1, r2, k1, k2, adj
    raise AssertionError("no such position on the map")


def test_a_tickets_way_follows_the_track_its_station_borrows_now():
    harness = make_harness()
    play = europe_turn(harness)
    screen, state = play.screen, play.match.state
    m = screen.info.map
    x, r1, r2, k1, k2, adj = two_tickets_one_station(m)
    owner = [-1] * len(m.routes)
    owner[r1.id] = owner[r2.id] = 1
    for k, near in ((k1, r1), (k2, r2)):  # the viewer's own way from each far end to X
        t = m.tickets[k]
        far = t.a if t.b in (near.a, near.b) else t.b
        for r in paths.best_path(m, tuple(owner), 0, far, x):
            if owner[r] == -1:
                owner[r] = 0
    for r in adj[x]:
        if owner[r.id] == -1:
            owner[r.id] = 1
    state.route_owner[:] = owner
    state.station_owner[x] = 0
    state.station_cities[0][:] = [x]
    state.stations_left[0] -= 1
    state.tickets[0][:] = [k1]
    play.refresh()
    harness.frame()
    assert screen.ticket_done(k1) and r1.id in screen.ticket_path(k1)
    state.tickets[0][:] = [k1, k2]  # the station now serves the ticket worth more
    play.refresh()
    harness.frame()
    assert not screen.ticket_done(k1) and screen.ticket_done(k2)
    assert r1.id not in screen.ticket_path(k1)
