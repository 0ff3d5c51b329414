"""The Hof-Verrat log's words: one line per event, as the shown seat saw it (the kit's log draws and scrolls them).

Lines are made from the redacted events, so the log tells exactly what its reader may know: a spy is "a spy, face
down", a card an assassin removes unseen stays unseen, and drawn cards are never named (only the pile runs down).
Each line names the card it is about, so hovering it lights that card.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Event
from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_OF
from game.hofverrat.events import CardEliminated, CardsDrawn, GameEnded, PlayedToDistrict, PlayedToTable, TurnStarted
from scenes.i18n import tr
from scenes.tables.kit.board import PLAYED
from scenes.tables.kit.log import Entry


def card_name(card: int) -> str:
    """A card's name in the player's language: its family and role ("Stag noble")."""
    family = tr(f"hofverrat.family.{FAMILIES[FAMILY_OF[card]].key}")
    return tr("hofverrat.card", family=family, role=tr(f"hofverrat.role.{ROLE_OF[card]}"))


def side_name(side: str) -> str:
    """ "upper side (esteem)" or "lower side (disgrace)"."""
    return tr(f"hofverrat.log.side.{side}")


def describe(event: Event, names: Sequence[str]) -> Entry | None:
    """The log line for one event, or None for events the log leaves out (cards drawn, spies at the end)."""
    if isinstance(event, TurnStarted):
        return Entry(event.seat, tr("hofverrat.log.turn", name=names[event.seat]), heading=True)
    if isinstance(event, PlayedToTable):
        name = names[event.seat]
        cards = ((PLAYED, event.serial),)
        if event.card is None:
            text = tr("hofverrat.log.spy_to_table", name=name, side=side_name(event.side))
        else:
            text = tr("hofverrat.log.to_table", name=name, card=card_name(event.card), side=side_name(event.side))
        return Entry(event.seat, text, cards=cards)
    if isinstance(event, PlayedToDistrict):
        return Entry(event.seat, _district_text(event, names), cards=((PLAYED, event.serial),))
    if isinstance(event, CardEliminated):
        cards = ((PLAYED, event.assassin),)
        if event.card is None:
            return Entry(event.seat, tr("hofverrat.log.eliminated_spy"), cards=cards)
        return Entry(event.seat, tr("hofverrat.log.eliminated", card=card_name(event.card)), cards=cards)
    if isinstance(event, CardsDrawn) and event.pile_left == 0 and event.count:
        return Entry(None, tr("hofverrat.log.pile_empty"))
    if isinstance(event, GameEnded):
        return Entry(None, tr("hofverrat.log.game_over"), heading=True)
    return None


def _district_text(event: PlayedToDistrict, names: Sequence[str]) -> str:
    name = names[event.seat]
    own = event.district == event.seat
    if event.card is None:
        if own:
            return tr("hofverrat.log.spy_to_own", name=name)
        return tr("hofverrat.log.spy_to_district", name=name, owner=names[event.district])
    card = card_name(event.card)
    if own:
        return tr("hofverrat.log.to_own", name=name, card=card)
    return tr("hofverrat.log.to_district", name=name, card=card, owner=names[event.district])
