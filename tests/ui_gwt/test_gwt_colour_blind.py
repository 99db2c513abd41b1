"""The Great Western Trail screen for eyes that tell colours apart poorly: with four
seats the viewer's own pieces stay in sight, and pieces that differ by colour (teepees,
hazard kinds, the players' discs) differ by shape or pattern too."""

from __future__ import annotations

import pytest

from game.screens.gwt import drawing, trail
from game.screenshot import parse, stage

pytestmark = pytest.mark.ui

#: Places where every spot off the viewer's cattleman hides part of another place: there
#: the other places' labels win (test_the_you_are_here_label_leaves_the_other_places_...).
CROWDED = {"drought4", "teepee+2", "teepee+10", "trade_risk1"}


def test_the_you_are_here_label_does_not_hide_the_viewers_cattleman() -> None:
    harness = stage(parse(["--scene", "game", "--game", "gwt", "--players", "4", "--moves",
                           "500", "--seed", "3", "--colour-blind", "--out", "x"]))
    screen = harness.top.screen
    hidden = set()
    for node, (x, y) in screen.trail_pos.items():
        ring = trail.node_rect(screen.data, node, (x, y)).inflate(12, 12)
        # "You are here" on one line, then on two (as in test_gwt_texts)
        pill = drawing.here_pill(screen, node, ring, [(94, 20), (58, 32)])
        if pill.colliderect(trail.pawns_rect((x, y), 1)):  # the first cattleman there
            hidden.add(screen.data.node_ids[node])
    assert hidden <= CROWDED, sorted(hidden - CROWDED)


def test_the_two_teepee_kinds_differ_by_more_than_colour() -> None:
    """Blue and green look alike to some eyes: the blue teepee wears a light band."""
    import pygame

    from game.screens.gwt import look

    def light_pixels(colour: tuple[int, int, int]) -> int:
        surface = pygame.Surface((30, 30))
        surface.fill((0, 0, 0))
        look.teepee(surface, (15, 15), 20, colour)
        return sum(1 for x in range(30) for y in range(30)
                   if min(surface.get_at((x, y))[:3]) > 200)

    assert light_pixels(look.TEEPEE[1]) > 10 and light_pixels(look.TEEPEE[0]) == 0


def grey(surface) -> tuple[int, ...]:
    """The surface's pixels as luminance (what a colour-blind eye or a grey print keeps)."""
    w, h = surface.get_size()
    return tuple(int(0.299 * c.r + 0.587 * c.g + 0.114 * c.b)
                 for c in (surface.get_at((x, y)) for y in range(h) for x in range(w)))


def test_the_three_hazard_kinds_differ_by_more_than_colour(monkeypatch) -> None:
    """Flood, drought and rockfall tiles (the same points, the same fee hand) differed by
    colour only, on the trail, in the waiting room and on the player board: painted in
    one colour and seen in grey, each kind now still looks different (its symbol)."""
    import pygame

    from game.i18n import I18n
    from game.screens.gwt import hazards, look, markets, trail
    from game.screens.gwt.names import Names
    from game.theme import Theme
    from rules.gwt.data import load

    pygame.font.init()
    theme, data = Theme.load(), load()
    names = Names(I18n("en").t, data)
    tiles = [54, 60, 66]  # 4 VP, one green hand: a flood, a drought, a rockfall
    assert [data.tiles[t].sub for t in tiles] == [0, 1, 2]
    assert len({(data.tiles[t].vp, data.tiles[t].hands) for t in tiles}) == 1
    monkeypatch.setattr(look, "HAZARD", ((128, 128, 128),) * 3)

    def pictures(paint, crop: pygame.Rect) -> list[tuple[int, ...]]:
        out = []
        for tile in tiles:
            surface = pygame.Surface((100, 40))
            surface.fill((40, 40, 40))
            paint(surface, tile)
            out.append(grey(surface.subsurface(crop)))
        return out

    disc = pygame.Rect(0, 0, 40, 40)
    trail_tiles = pictures(lambda s, tile: trail.board_tile(s, theme, data, tile, (20, 20)), disc)
    board = pictures(lambda s, tile: hazards.disc(s, theme, (20, 20), 11, data.tiles[tile].sub,
                                                  data.tiles[tile].vp), disc)
    # the waiting room also names the kind: its disc alone differs too
    waiting = pictures(lambda s, tile: markets.tile_box(
        s, theme, data, names, tile, pygame.Rect(2, 2, 93, 36)), pygame.Rect(2, 2, 30, 36))
    for kinds in (trail_tiles, board, waiting):
        assert len(set(kinds)) == 3


def test_the_railroad_disc_chips_show_their_seats_pattern_in_colour_blind_mode() -> None:
    """The 13 px disc chips in cities and stations showed a stroke or two of the seat's
    pattern: now every seat's pattern fills its chip, and no two seats' chips look the
    same in grey. The pattern differs from the chip in lightness on every seat: white on
    the yellow seat was barely lighter than the chip (dark ink there now)."""
    import pygame

    from game.screens.gwt import look
    from game.theme import Theme

    pygame.font.init()
    theme = Theme.load()
    shapes = set()
    for seat in range(6):
        surface = pygame.Surface((13, 13))
        look.disc_chip(surface, theme, pygame.Rect(0, 0, 13, 13), seat, True)
        base = grey_of(theme.seat(seat).color)
        light = frozenset((x, y) for x in range(2, 11) for y in range(2, 11)
                          if abs(grey_of(surface.get_at((x, y))) - base) >= 60)
        assert len(light) >= 12, (seat, len(light))
        shapes.add(light)
    assert len(shapes) == 6


def grey_of(colour) -> int:
    return int(0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b)


@pytest.mark.parametrize("seat", range(4))
def test_a_cattlemans_colour_blind_symbol_is_big_enough_to_read(seat: int) -> None:
    """The seat's symbol on a cattleman was a 10 px font on the small pawn's body, about
    6 px of it there: it is now a glyph of 10 px or more on the pawn's head, with the
    pawn all around it (not over the board)."""
    import pygame

    from game.screens.gwt import look
    from tests.ui_gwt.test_gwt_contrast import theme

    th = theme()
    board, outline = (255, 0, 255), (15, 15, 15)
    surface = pygame.Surface((60, 60))
    surface.fill(board)
    trail.cattleman(surface, th, (30, 34), seat, True)
    ink, fill = look.ink_on(th.seat(seat).color), th.seat(seat).color

    def far(a, b) -> int:
        return sum((int(x) - int(y)) ** 2 for x, y in zip(a, b, strict=False))

    symbol = []  # the pixels at least half ink (the antialiased glyph's body)
    for x in range(60):
        for y in range(60):
            pixel = tuple(surface.get_at((x, y)))[:3]
            if pixel != outline and far(pixel, ink) < min(far(pixel, fill), far(pixel, board)):
                symbol.append((x, y))
    xs, ys = [x for x, _ in symbol], [y for _, y in symbol]
    glyph = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    assert max(glyph.size) >= 10 and min(glyph.size) >= 9, glyph
    near_board = [(x, y) for x, y in symbol for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                  if tuple(surface.get_at((x + dx, y + dy)))[:3] == board]
    assert near_board == [], glyph
