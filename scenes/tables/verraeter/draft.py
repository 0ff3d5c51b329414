"""The conflict site and the secret action draft at the table (VR-12, VR-13): the marker leaves the strategy card
for its border, one action card slides aside unseen, and the rest pass round as a face-down stack that opens large in
front of the person choosing; each taken card goes face down to its player's place, and what nobody took goes back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.verraeter.events import (
    ActionCardSetAside,
    ActionCardsOffered,
    ActionCardsPutBack,
    ActionCardTaken,
    ConflictSiteChosen,
)
from scenes.tables.kit import script
from scenes.tables.verraeter.motion import On, handing
from scenes.tables.verraeter.shown import Draft
from scenes.tables.verraeter.words import Circle, Line, action, actions, line
from scenes.ui import tween

if TYPE_CHECKING:
    from scenes.tables.verraeter.scene import VerraeterTable


def site(stage: VerraeterTable, event: ConflictSiteChosen) -> tween.Animation:
    """The conflict marker leaves the strategy card and lands on the border."""
    start = stage.board.sprites[("strategy", 0)].pos if ("strategy", 0) in stage.board.sprites else None
    stage.shown.advance(event)
    home = stage.homes()[("marker", 0)]
    if ("marker", 0) not in stage.board.sprites:
        stage.board.add(("marker", 0), home.card, home.size, start or home.centre)
    script.mark_move(stage, event.seat, [("marker", 0)])
    return script.fly(stage, ("marker", 0))


def site_line(event: ConflictSiteChosen, circle: Circle) -> Line:
    return line(
        event.seat,
        "verraeter.log.site",
        lit=(("marker", 0),),
        name=circle.names[event.seat],
        eagle=circle.at(event.eagle_position),
        rose=circle.at(event.rose_position),
    )


def set_aside(stage: VerraeterTable, event: ActionCardSetAside) -> tween.Animation:
    """The top action card slides aside, face down."""
    top = ("pool", stage.shown.pool - 1)
    return handing(stage, event, lambda: [(top, ("aside", 0))], Draft(aside=True))


def offered(stage: VerraeterTable, event: ActionCardsOffered) -> tween.Animation:
    """The stack passes to the next player (from the middle at first); in front of the person choosing, it opens
    into the offered cards, large and face up."""
    shown = stage.shown
    before = [("offer", index) for index in range(shown.offer_count)]
    if not before:
        before = [("pool", shown.pool - 1 - index) for index in range(event.count)]
    choosing = event.cards is not None and event.seat == shown.view.seat and stage.private
    after = [("offered", card) for card in event.cards] if choosing else [("offer", i) for i in range(event.count)]
    draft = Draft(shown.draft.aside, event.seat)
    return handing(stage, event, lambda: list(zip(before, after, strict=False)), draft)


def offered_line(event: ActionCardsOffered, circle: Circle) -> Line | None:
    if event.cards is None:
        return None
    return line(event.seat, "verraeter.log.offered_own", name=circle.names[event.seat], cards=actions(event.cards))


def taken(stage: VerraeterTable, event: ActionCardTaken) -> tween.Animation:
    """One card leaves the stack for the player's action place (face down for the others); the rest waits."""
    opened = sorted(key for key in stage.board.sprites if key[0] == "offered")
    if opened:
        chosen = ("offered", event.card)
        first = chosen if chosen in opened else opened[0]
        rest = [key for key in opened if key != first]
    else:
        first, rest = ("offer", stage.shown.offer_count - 1), []
    gathered = [(key, ("offer", index)) for index, key in enumerate(rest)]
    script.mark_move(stage, event.seat, [("action", event.seat)])
    return handing(stage, event, lambda: [(first, ("action", event.seat)), *gathered])


def taken_line(event: ActionCardTaken, circle: Circle) -> Line:
    name, lit = circle.names[event.seat], (("action", event.seat),)
    if event.card is not None:
        return line(event.seat, "verraeter.log.took_own", lit=lit, name=name, card=action(event.card))
    return line(event.seat, "verraeter.log.took", lit=lit, name=name)


def put_back(stage: VerraeterTable, event: ActionCardsPutBack) -> tween.Animation:
    """What nobody took goes back to the middle, face down."""
    pool = stage.shown.pool
    moves = [(("offer", index), ("pool", pool + index)) for index in range(event.count)]
    return handing(stage, event, lambda: moves, Draft(stage.shown.draft.aside))


ON = {
    ConflictSiteChosen: On(site, site_line),
    ActionCardSetAside: On(set_aside, lambda event, circle: line(None, "verraeter.log.aside")),
    ActionCardsOffered: On(offered, offered_line),
    ActionCardTaken: On(taken, taken_line),
    ActionCardsPutBack: On(
        put_back, lambda event, circle: line(None, "verraeter.log.put_back", event.count, count=event.count)
    ),
}
