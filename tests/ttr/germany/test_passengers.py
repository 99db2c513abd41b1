"""Passengers: taken from both ends of a claimed route, colour by choice, public."""

from __future__ import annotations

from rules.core.game import Event
from rules.ttr.actions import ClaimRoute, DrawBlind, Pay, TakePassenger
from rules.ttr.germany import TAKE_PASSENGER, GermanyState, player_passengers
from rules.ttr.state import OVER, TURN
from tests.ttr.germany.helpers import (
    city,
    colour,
    germany,
    give,
    kinds,
    legal,
    passengers_in,
    passengers_of,
    play,
    route,
    set_passengers,
    started,
)
from tests.ttr.helpers import BLUE


def claim_berlin_hamburg(state: GermanyState) -> list[Event]:
    give(state, 0, blue=7)
    play(state, 0, ClaimRoute(route("Berlin", "Hamburg", 0).id))
    return play(state, 0, Pay(BLUE, 0))


def test_take_one_passenger_of_a_chosen_colour_from_each_end() -> None:
    """«Затем игрок может взять по одному пассажиру любого цвета по выбору игрока из
    каждого города участка пути, который только что построил.»"""
    state = started()
    set_passengers(state, "Berlin", red=1, blue=2)
    set_passengers(state, "Hamburg", green=1, white=1)
    claim_berlin_hamburg(state)
    assert state.phase == TAKE_PASSENGER and state.current == 0
    berlin, hamburg = city("Berlin"), city("Hamburg")
    assert legal(state) == [
        TakePassenger(berlin, colour("red")),
        TakePassenger(berlin, colour("blue")),
    ]
    play(state, 0, TakePassenger(berlin, colour("blue")))
    assert state.phase == TAKE_PASSENGER
    assert legal(state) == [
        TakePassenger(hamburg, colour("green")),
        TakePassenger(hamburg, colour("white")),
    ]
    events = play(state, 0, TakePassenger(hamburg, colour("white")))
    assert kinds(events) == ["take_passenger"]
    assert passengers_in(state, "Berlin") == {"red": 1, "blue": 1}
    assert passengers_in(state, "Hamburg") == {"green": 1}
    assert passengers_of(state, 0) == {"blue": 1, "white": 1}
    assert state.phase == TURN and state.current == 1


def test_one_colour_left_is_taken_without_asking() -> None:
    """Rule choice: with passengers of one colour only in a city there is nothing to
    choose, and the passenger is taken at once («может взять» is read as "takes": a
    passenger never lowers its taker's score)."""
    state = started()
    set_passengers(state, "Berlin", yellow=2)
    set_passengers(state, "Hamburg", black=1)
    events = claim_berlin_hamburg(state)
    assert kinds(events).count("take_passenger") == 2
    assert passengers_of(state, 0) == {"yellow": 1, "black": 1}
    assert passengers_in(state, "Berlin") == {"yellow": 1}
    assert passengers_in(state, "Hamburg") == {}
    assert state.phase == TURN and state.current == 1


def test_an_empty_city_gives_nothing() -> None:
    """«Если пассажиров в городе нет, то игрок ничего не получает из этого города.»"""
    state = started()
    set_passengers(state, "Berlin")
    set_passengers(state, "Hamburg", red=1, green=1)
    claim_berlin_hamburg(state)
    assert state.phase == TAKE_PASSENGER
    assert legal(state) == [
        TakePassenger(city("Hamburg"), colour("red")),
        TakePassenger(city("Hamburg"), colour("green")),
    ]
    play(state, 0, legal(state)[1])
    assert passengers_of(state, 0) == {"green": 1}


def test_both_ends_empty_ends_the_turn_at_once() -> None:
    """«Если пассажиров в городе нет, то игрок ничего не получает из этого города.»"""
    state = started()
    set_passengers(state, "Berlin")
    set_passengers(state, "Hamburg")
    events = claim_berlin_hamburg(state)
    assert "take_passenger" not in kinds(events)
    assert passengers_of(state, 0) == {}
    assert state.phase == TURN and state.current == 1


def test_passenger_counts_are_public() -> None:
    """Passengers taken are kept in front of the player («Наличие большего количества
    миплов Пассажиров в каждом цвете» scores at the end, and everyone can count them)."""
    game = germany()
    state = started()
    set_passengers(state, "Berlin", red=1)
    set_passengers(state, "Hamburg", red=1)
    claim_berlin_hamburg(state)
    seen = game.observe(state, 1)
    assert player_passengers(seen.variant, len(game.map.cities), 0)[colour("red")] == 2


def test_a_claim_that_starts_the_last_round_still_takes_passengers() -> None:
    """«Когда запас поездов у любого игрока уменьшится до 0, 1 или 2 поездов, каждый
    игрок, включая этого игрока, делает один окончательный ход.»"""
    state = started()
    state.trains[0] = 9
    set_passengers(state, "Berlin", red=1, blue=1)
    set_passengers(state, "Hamburg")
    claim_berlin_hamburg(state)
    events = play(state, 0, legal(state)[0])
    assert "last_round" in kinds(events)
    play(state, 1, DrawBlind())
    play(state, 1, DrawBlind())
    assert state.phase == TURN and state.current == 0
    play(state, 0, DrawBlind())
    play(state, 0, DrawBlind())
    assert state.phase == OVER
