"""Clicks on the cattle market's cards. While buying is offered, a card's one purchase is
made at once; a card with several (its price rows, the pairs it can be part of) narrows
the choices to them, with a way back to all. Otherwise the screen says why the card
cannot be bought now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.screens.gwt.decision import Choice, Decision
from rules.core.game import Action
from rules.gwt import actions as A

if TYPE_CHECKING:
    from game.screens.gwt.screen import GwtScreen

#: The group of the choice that shows every purchase again.
ALL = ("cattle", None)


def purchases(legal: tuple[Action, ...], card: int) -> list[A.Buy]:
    """The legal purchases ``card`` is part of (alone or in a pair)."""
    return [a for a in legal if isinstance(a, A.Buy) and card in (a.first, a.second)]


def click(screen: GwtScreen, card: int) -> None:
    view, decision = screen.view, screen.decision
    options = purchases(view.legal, card) if view is not None and decision is not None \
        and decision.kind == "buy" else []
    if len(options) == 1:
        screen.act(options[0])
    elif options:
        screen.cattle = card
        screen.page = 0
        screen.refresh_decision()
    else:
        screen.say(why_not(screen, card))


def focus(screen: GwtScreen, decision: Decision) -> None:
    """Narrow a buying decision's choices to the purchases of the card clicked."""
    card = screen.cattle
    if card is None or decision.kind != "buy":
        screen.cattle = None
        return
    chosen = [c for c in decision.choices if isinstance(c.action, A.Buy)
              and card in (c.action.first, c.action.second)]
    if not chosen:
        screen.cattle = None
        return
    t = screen.ctx.t
    decision.prompt = t("gwt.ask.buy_card", card=screen.names.card(card))
    decision.choices = [*chosen, Choice(t("gwt.act.all_purchases"), None, ALL)]


def why_not(screen: GwtScreen, card: int) -> str:
    """Why ``card`` cannot be bought now, in a few words."""
    t, table, view, data = screen.ctx.t, screen.table, screen.view, screen.data
    decision = screen.decision
    if table is None or view is None or decision is None or decision.kind != "buy":
        return t("gwt.cattle.not_now")
    left, money = table.frame[1], table.money[view.viewer]
    rows = [p for p in data.prices if p.value == data.card_value[card]]
    if rows and all(p.cowboys > left for p in rows):
        return t("gwt.cattle.cowboys", need=min(p.cowboys for p in rows), left=left)
    affordable = [p for p in rows if p.cowboys <= left]
    if affordable and all(p.dollars > money for p in affordable):
        return t("gwt.cattle.money", need=min(p.dollars for p in affordable), money=money)
    return t("gwt.cattle.pair")
