"""The Verräter table's tooltips: what a landscape, a border, a card, a pile or a seat's plate tells the shown seat.

Each tip is a tuple of terms, one per line, made from the view alone (and the knowledge functions that read it), so a
tip can never tell more than the seat may know.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.verraeter.data import ACTION_CARDS, CONFLICT_POINTS, HOUSES, VICTORY_POINTS
from game.verraeter.knowledge import (
    action_candidates,
    draft_order,
    drawing_estates,
    kontor_bonus_now,
    set_aside,
    site_preview,
    trading_houses,
)
from game.verraeter.view import VerraeterView
from scenes.tables.verraeter.words import Listing, Term, action, actions, effect, house, landscape, side, values

Tip = tuple[Term, ...]


def landscape_tip(view: VerraeterView, position: int, names: Sequence[str]) -> Tip:
    """A landscape: its name and house, its conflict points, its victory table, the building under it."""
    kind = view.landscapes[position]
    one, two, three, four = VICTORY_POINTS[kind]
    lines = [
        Term(
            "verraeter.tip.landscape",
            {"landscape": landscape(kind, view.houses[position]), "points": CONFLICT_POINTS[kind]},
        ),
        Term("verraeter.tip.table", {"one": one, "two": two, "three": three, "four": four}),
    ]
    owner = view.building_owners[position]
    if owner is None:
        lines.append(Term("verraeter.tip.free"))
    else:
        lines.append(
            Term("verraeter.tip.building", {"name": names[owner], "side": side(view.building_sides[position] or "")})
        )
    border = view.conflict_border
    if border is not None and position in (border, (border + 1) % len(view.houses)):
        lines.append(Term("verraeter.tip.site"))
    return tuple(lines)


def border_tip(view: VerraeterView, border: int, names: Sequence[str]) -> Tip:
    """A border as a conflict site: both landscapes and their conflict points, and what each house's players would
    score if it won; or why no conflict can be here."""
    preview = site_preview(view, border)
    if preview is None:
        return (Term("verraeter.tip.same_house", {"house": house(view.houses[border])}),)
    at = {name: landscape(view.landscapes[spot], name) for name, spot in preview.positions.items()}
    lines = [
        Term(
            "verraeter.tip.border",
            {
                "eagle": at["eagle"],
                "rose": at["rose"],
                "eagle_points": preview.conflict_points["eagle"],
                "rose_points": preview.conflict_points["rose"],
            },
        )
    ]
    for name in HOUSES:
        seats = preview.seats[name]
        if seats:
            players = tuple(names[seat] for seat in seats)
            lines.append(
                Term("verraeter.tip.stake", {"house": house(name), "names": players, "points": preview.stakes[name]})
            )
        else:
            lines.append(Term("verraeter.tip.no_stake", {"house": house(name)}))
    return tuple(lines)


def supply_tip(value: int) -> Tip:
    """A supply card."""
    return (Term("verraeter.tip.supply", {"value": value}),)


def action_tip(card: str) -> Tip:
    """An action card face up: its name and effect."""
    return (Term("verraeter.tip.action", {"card": action(card), "effect": effect(card)}),)


def hidden_action_tip(view: VerraeterView, seat: int) -> Tip:
    """Another seat's face-down action card: what it may be, as far as the shown seat can tell."""
    candidates = action_candidates(view)[seat]
    lines = [Term("verraeter.tip.action_hidden")]
    if candidates and len(candidates) < 6:
        lines.append(Term("verraeter.tip.action_may_be", {"cards": actions(candidates)}))
    return tuple(lines)


def aside_tip(view: VerraeterView) -> Tip:
    """The set-aside action card: named when the shown seat can tell which it is."""
    card = set_aside(view)
    if card is None:
        return (Term("verraeter.tip.aside"),)
    return (Term("verraeter.tip.aside_known", {"card": action(card)}),)


def allegiance_tip(view: VerraeterView, seat: int, names: Sequence[str]) -> Tip:
    """A seat's allegiance card."""
    return (Term("verraeter.tip.allegiance", {"name": names[seat], "house": house(view.allegiances[seat])}),)


def draw_pile_tip(view: VerraeterView) -> Tip:
    """The draw pile: how many cards are left."""
    count = view.draw_pile_size
    return (Term("verraeter.tip.draw_pile", {"count": count}, count),)


def discard_pile_tip(view: VerraeterView) -> Tip:
    """The open discard pile: every card in it."""
    if not view.discard_pile:
        return (Term("verraeter.tip.discard_empty"),)
    return (Term("verraeter.tip.discard_pile", {"cards": values(view.discard_pile)}),)


def building_tip(view: VerraeterView, position: int, names: Sequence[str]) -> Tip:
    """A building: whose, which side, and what that side does."""
    owner = view.building_owners[position]
    if owner is None:
        return ()
    return (Term(f"verraeter.tip.{view.building_sides[position]}", {"name": names[owner]}),)


def plate_tip(view: VerraeterView, seat: int, names: Sequence[str]) -> Tip:
    """A seat's plate: points and house, hand, known cards, stock, drawing estates, Kontore, this round's supply."""
    hand = view.hand_sizes[seat]
    lines = [
        Term(
            "verraeter.tip.plate",
            {"name": names[seat], "points": view.points[seat], "house": house(view.allegiances[seat])},
        ),
        Term("verraeter.tip.hand", {"count": hand}, hand),
    ]
    if seat != view.seat and view.known_cards[seat]:
        lines.append(Term("verraeter.tip.known", {"cards": values(view.known_cards[seat])}))
    lines.append(Term("verraeter.tip.stock", {"count": view.stock[seat]}))
    lines.append(Term("verraeter.tip.estates", {"count": drawing_estates(view, seat)}))
    lines.append(
        Term("verraeter.tip.bonus", {"count": trading_houses(view, seat), "bonus": kontor_bonus_now(view, seat)})
    )
    if view.played[seat]:
        played = view.played[seat]
        lines.append(Term("verraeter.tip.played", {"cards": tuple(played), "sum": sum(played)}))
    return tuple(lines)


def draft_tip(view: VerraeterView, names: Sequence[str]) -> Tip:
    """The draft overlay's words: what to do, and what the person can infer from the cards passed to them (the
    set-aside card when they choose first; else which cards are missing), and who chooses after them."""
    order = draft_order(view)
    place = order.index(view.seat)
    lines = [Term("verraeter.draft.title")]
    aside = set_aside(view)
    if place == 0 and aside is not None:
        lines.append(Term("verraeter.draft.first", {"card": action(aside)}))
    elif place > 0:
        missing = [card for card in ACTION_CARDS if card not in view.offered]
        lines.append(Term("verraeter.draft.before", {"cards": actions(missing)}))
    later = order[place + 1 :]
    if later:
        after = Listing(tuple(names[seat] for seat in later))
        lines.append(Term("verraeter.draft.after", {"names": after}, len(later)))
    else:
        lines.append(Term("verraeter.draft.last"))
    return tuple(lines)


def tip_text(tip: Tip) -> str:
    """A tip's lines in the current language, one per line."""
    return "\n".join(term.text() for term in tip)
