"""The words of the Mit List und Tücke table: names of characters, backs, colours and tiles in the player's
language, and lists of them, so the log, the tooltips and the panels say things the same way."""

from __future__ import annotations

from collections.abc import Iterable

from scenes.i18n import tr


def character(card: int) -> str:
    """A character's name ("Witch", "Hexe")."""
    return tr(f"listtuecke.character.{card}")


def characters(cards: Iterable[int]) -> str:
    """Several characters' names in one list ("Druid, Saint"), or "none" for an empty one."""
    names = [character(card) for card in cards]
    return ", ".join(names) if names else tr("listtuecke.none")


def back(back_name: str) -> str:
    """ "light" or "dark", as an adjective of a card."""
    return tr(f"listtuecke.back.{back_name}")


def colour(colour_name: str) -> str:
    """An influence colour with what it stands for ("blue (crown)")."""
    return tr(f"listtuecke.colour.{colour_name}")


def ability(card: int) -> str:
    """A character's ability in full, for its tooltip."""
    return tr(f"listtuecke.ability.{card}")


def short_ability(card: int) -> str:
    """A character's ability in one short line, as printed on the card."""
    return tr(f"listtuecke.short.{card}")
