"""What the engine decided for the player, shown until they say they have seen it: a
tunnel whose extra cards they cannot pay is given up at once (the rules' choice), so
no choice opened and its three turned cards were told only in passing captions.

A notice belongs to the player it happened to: at a hot-seat table it waits under the
hand-over cover and shows on that player's next view, never on another's. (Undo
cannot take the attempt back: the turned cards are revealed information.)"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.screens.ttr import cards as K
from game.screens.ttr.pickers import Picker
from game.screens.ttr.texts import payment_text, route_name
from rules.core.game import Event
from rules.ttr.actions import Pay

if TYPE_CHECKING:
    from game.screens.ttr.screen import TtrScreen

OK_ID = "notice-ok"


@dataclass(frozen=True)
class TunnelRefused:
    """A tunnel given up because the extra cards could not be paid."""

    route: int
    cards: tuple[int, ...]  # the turned cards
    extra: int  # the cards due
    colour: int  # the colour put down (K.LOCOMOTIVE: locomotives only), -1 unknown
    locomotives: int


def tunnel_refused(events: Sequence[Event], player: int, pay: Pay | None) -> TunnelRefused | None:
    """The refused tunnel among ``events`` (``player``'s, who paid ``pay`` for it)."""
    given_up = next((e for e in events if e.kind == "tunnel_abandoned" and e.player == player
                     and e.details.get("reason") == "cannot_pay"), None)
    if given_up is None:
        return None
    route = given_up.details["route"]
    reveal = next((e for e in events if e.kind == "tunnel_reveal" and e.player == player
                   and e.details.get("route") == route), None)
    cards = tuple(reveal.details.get("cards", ())) if reveal is not None else ()
    extra = int(reveal.details.get("extra", 0)) if reveal is not None else 0
    if pay is None:
        return TunnelRefused(route, cards, extra, -1, 0)
    return TunnelRefused(route, cards, extra, pay.colour, pay.locomotives)


def notice_lines(s: TtrScreen, notice: TunnelRefused) -> list[str]:
    """What was put down, what the turned cards ask for, and why the claim ended (the
    same words as the choice when the extra can be paid, then the outcome)."""
    t = s.ctx.t
    lines = []
    if notice.colour >= 0:
        length = s.info.map.routes[notice.route].length
        lines.append(t("ttr.tunnel_paid", cards=payment_text(t, notice.colour,
                                                             notice.locomotives, length)))
    locomotives = notice.colour == K.LOCOMOTIVE
    lines.append(t("ttr.tunnel_revealed_locomotives" if locomotives else "ttr.tunnel_revealed",
                   count=notice.extra))
    if notice.colour >= 0:
        due = payment_text(t, notice.colour, notice.extra if locomotives else 0, notice.extra)
        lines.append(t("ttr.tunnel_cannot_pay", count=notice.extra, cards=due))
    else:
        lines.append(t("ttr.tunnel_cannot_pay_cards", count=notice.extra))
    return lines


class Notices:
    """The notices waiting for each player, kept across views (see the module)."""

    def __init__(self) -> None:
        self.waiting: dict[int, TunnelRefused] = {}
        self.pay: Pay | None = None  # the viewer's last payment (the notice names it)

    def chose(self, action: object) -> None:
        self.pay = action if isinstance(action, Pay) else None

    def after(self, s: TtrScreen, events: Sequence[Event]) -> None:
        """A decision's events: the viewer's refused tunnel becomes their notice."""
        view = s.view
        if view is None or view.watched:
            return
        refused = tunnel_refused(events, view.viewer, self.pay)
        if refused is not None:
            self.waiting[view.viewer] = refused
            s.rebuild()

    def for_viewer(self, s: TtrScreen) -> TunnelRefused | None:
        """The viewer's notice, while the game goes on: a tunnel refused on a player's
        last turn was never shown to them at a hot-seat table, and it opened over the
        final board from the results (its log line says it was not claimed)."""
        view = s.view
        if view is None or view.watched or (s.obs is not None and s.obs.is_over):
            return None
        return self.waiting.get(view.viewer)

    def dismiss(self, s: TtrScreen) -> None:
        """The player has seen it: the table as it is now (a choice it waited on opens)."""
        if s.view is not None:
            self.waiting.pop(s.view.viewer, None)
        s.picker = None
        s.picker_local = False
        s.rebuild()


def open_notice(s: TtrScreen, notice: TunnelRefused) -> None:
    """The notice as a panel like the tunnel's choice: the turned cards, the words, and
    one button to say it was seen (Enter and Back say so too)."""
    t = s.ctx.t
    picker = Picker(s, t("ttr.tunnel_refused_title",
                         route=route_name(s.info.map, notice.route)), notice_lines(s, notice))
    picker.cards_row = list(notice.cards)
    picker.highlight_route = notice.route
    picker.modal = True
    dismiss = lambda: s.notices.dismiss(s)  # noqa: E731
    picker.on_back = dismiss
    picker.layout([], [(OK_ID, t("ttr.notice_ok"), "primary", dismiss)])
    s.picker = picker
    s.picker_local = False
    s.update_hover()
