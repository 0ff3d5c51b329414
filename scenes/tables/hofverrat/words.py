"""What the Hof-Verrat table says in words: the status line, the tooltips on cards, columns, missions and plates,
and the hint, all in the player's language and all from what the shown seat may know.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Action
from game.hofverrat.actions import PlayToTable
from game.hofverrat.board import QUEEN
from game.hofverrat.cards import FAMILIES, FAMILY_OF, ROLE_OF
from game.hofverrat.knowledge import ColumnCount
from game.hofverrat.missions import MISSION_BY_ID
from game.hofverrat.view import HofVerratView
from scenes.i18n import tr
from scenes.tables.hofverrat.mission_cards import mission_text


def card_name(card: int) -> str:
    """A card's name in the player's language: its family and role ("Stag noble"), the family in the form that
    begins a compound word (German "Kröten-Höfling", not "Kröte-Höfling")."""
    family = tr(f"hofverrat.compound.{FAMILIES[FAMILY_OF[card]].key}")
    return tr("hofverrat.card", family=family, role=tr(f"hofverrat.role.{ROLE_OF[card]}"))


def side_name(side: str) -> str:
    """ "upper side (esteem)" or "lower side (disgrace)"."""
    return tr(f"hofverrat.log.side.{side}")


def family_name(key: str) -> str:
    """A family's name in the player's language."""
    return tr(f"hofverrat.family.{key}")


def card_tip(card: int | None, remembered: int | None = None) -> str:
    """What a card is and what its role does; a face-down card is a spy whose family nobody knows yet, or, for the
    seat that laid it, the spy it remembers laying."""
    if card is None and remembered is not None:
        return tr("hofverrat.tip.remembered", card=card_name(remembered))
    if card is None:
        return tr("hofverrat.tip.face_down")
    return f"{card_name(card)} — {tr(f'hofverrat.tip.role.{ROLE_OF[card]}')}"


def where_text(view: HofVerratView, serial: int, names: Sequence[str]) -> str:
    """Where a card in play lies, for the caption under it in the assassin's victim picker, in as few words as the
    row labels: "Stag, Esteem", "Queen, Disgrace", "Bert's district" or "Your district" (two short lines under a
    card however many lie in the picker)."""
    for column, sides in enumerate(view.table):
        for side, cards in enumerate(sides):
            if any(card.serial == serial for card in cards):
                where = tr(f"hofverrat.row.{'upper' if side == 0 else 'lower'}")
                if column == QUEEN:
                    return tr("hofverrat.where.queen", side=where)
                return tr("hofverrat.where.column", family=family_name(FAMILIES[column].key), side=where)
    seat = next(seat for seat, cards in enumerate(view.districts) if any(card.serial == serial for card in cards))
    if seat == view.seat:
        return tr("hofverrat.where.own_district")
    return tr("hofverrat.where.district", name=names[seat])


def column_tip(column: int, count: ColumnCount) -> str:
    """A column's counts so far (nobles double, spies unknown) and the standing they give."""
    if column == QUEEN:
        return tr("hofverrat.tip.queen", upper=count.upper, lower=count.lower)
    return tr(
        "hofverrat.tip.column",
        family=family_name(FAMILIES[column].key),
        upper=count.upper,
        lower=count.lower,
        standing=tr(f"hofverrat.standing.{count.standing}"),
    )


def facts_text(mission: str, facts: dict, names: Sequence[str]) -> str:
    """The facts behind a mission's verdict right now, e.g. "You 2 · Bert 3"."""
    kind = MISSION_BY_ID[mission].kind
    params = dict(facts)
    if "family" in params:
        params["family"] = family_name(params["family"])
    if "standing" in params:
        params["standing"] = tr(f"hofverrat.standing.{params['standing']}")
    if "role" in params:
        params["role"] = tr(f"hofverrat.roles.{params['role']}")
    if "neighbour" in params:
        params["neighbour"] = names[params["neighbour"]]
    if "missing" in params:
        missing = [family_name(key) for key in params["missing"]]
        params["missing"] = ", ".join(missing) if missing else tr("hofverrat.facts.none_missing")
    return tr(f"hofverrat.facts.{kind}", **params)


def mission_tip(mission: str, met: bool, facts: dict, names: Sequence[str]) -> str:
    """A mission's words, whether it would be met if the game ended now, and why."""
    verdict = tr("hofverrat.tip.met" if met else "hofverrat.tip.not_met")
    return f"{mission_text(mission)}\n{verdict} {facts_text(mission, facts, names)}"


def plate_tip(name: str, hand: int, district: int, hidden: int) -> str:
    """A player's name plate: cards in hand and in the district."""
    return tr("hofverrat.tip.plate", name=name, hand=hand, district=district, hidden=hidden)


def hint_text(action: Action, names: Sequence[str], seat: int, victim_card: int | None) -> str:
    """The hint in words: which card, where, and whom its assassin should eliminate."""
    card = card_name(action.card)
    if isinstance(action, PlayToTable):
        text = tr("hofverrat.hint.table", card=card, side=side_name(action.side))
    elif action.district == seat:
        text = tr("hofverrat.hint.own", card=card)
    else:
        text = tr("hofverrat.hint.district", card=card, owner=names[action.district])
    if action.target is not None:
        victim = card_name(victim_card) if victim_card is not None else tr("hofverrat.tip.face_down_short")
        text += " " + tr("hofverrat.hint.victim", victim=victim)
    return text
