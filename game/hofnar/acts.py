"""The acts on the amusement cards: every card of the deck (HN-4) names an act, whose title the table shows.

A title is player-facing text, so it lives in the translation catalogues (``assets/i18n/<lang>/acts.json``), one key
per card id; the rules never read it. Each title fits the card's leading category (F: jokes, pranks, silly dances;
I: riddles, stories, strange facts; S: juggling, fire-eating, snake charming, acrobatics) and leans on its other
stars: silly, courtly, a little rude, never cruel.
"""

from __future__ import annotations


def act_key(card: str) -> str:
    """The translation key of the title of the act on ``card``: "F01" gives "act.hofnar.F01"."""
    return f"act.hofnar.{card}"
