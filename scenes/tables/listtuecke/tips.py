"""What the Mit List und Tücke table says on hover and in its panels: every text is built from the shown seat's view
(through ``game.listtuecke.inference``), so a tooltip can never tell more than the seat may know."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import Action
from game.listtuecke.actions import (
    ChooseRank,
    Eliminate,
    GiveCard,
    HealCard,
    LookAtHand,
    NameCharacter,
    OfferCard,
    PassCard,
    PlaceOnChapel,
    PlayCard,
    SwapWithMiddle,
    TakeTile,
)
from game.listtuecke.cards import (
    ABILITY_OF,
    BACK_OF,
    CHAPTERS,
    COLOURS,
    ELIMINATE,
    EXECUTIONER,
    INQUISITOR,
    LINGERING,
    ROUNDS,
    SAINT,
    VICTIMS_OF,
)
from game.listtuecke.inference import (
    Threat,
    crest_now,
    known_hand,
    possible_in_hand,
    score_now,
    start_player_now,
    striker,
    tile_worth,
    top,
    unplaced,
    victims_now,
)
from game.listtuecke.view import ListTueckeView
from scenes.i18n import tr, tr_count
from scenes.tables.listtuecke.words import ability, back, character, characters, colour


def _victim_of(card: int) -> str:
    attackers = [rank for rank in range(1, 21) if card in VICTIMS_OF[rank] and rank != EXECUTIONER]
    if card in (SAINT, EXECUTIONER):
        return tr("listtuecke.tip.never_eliminated")
    return tr("listtuecke.tip.victim_of", attackers=characters([*attackers, EXECUTIONER]))


def character_tip(card: int) -> str:
    """A character in full: name and rank, back, ability, and who can eliminate it."""
    head = tr("listtuecke.tip.character", card=character(card), rank=_rank_words(card), back=back(BACK_OF[card]))
    return f"{head}\n{ability(card)}\n{_victim_of(card)}"


def _rank_words(card: int) -> str:
    return tr("listtuecke.tip.rank_inquisitor") if card == INQUISITOR else str(card)


def hand_card_tip(view: ListTueckeView, card: int, names: Sequence[str]) -> str:
    """A card of the shown seat's hand: the character in full, and what would happen if it were played now."""
    lines = [character_tip(card)]
    seat = view.seat
    threat = striker(view, seat, card)
    if threat is not None:
        lines.append(tr("listtuecke.tip.would_be_struck", name=names[threat], threat=character(top(view, threat))))
    elif victims := victims_now(view, seat, card):
        targets = ", ".join(tr("listtuecke.tip.target", name=names[v], card=character(top(view, v))) for v in victims)
        lines.append(tr("listtuecke.tip.would_strike", targets=targets))
    elif ABILITY_OF[card] == ELIMINATE:
        lines.append(tr("listtuecke.tip.no_victim_now"))
    return "\n".join(lines)


def stack_card_tip(view: ListTueckeView, seat: int, position: int, names: Sequence[str]) -> str:
    """A card in a stack: the character, whether it still counts this chapter, and its threat if it lies on top."""
    card, face_up = view.stacks[seat][position]
    lines = [character_tip(card)]
    if not face_up:
        lines.append(tr("listtuecke.tip.face_down"))
    elif position == len(view.stacks[seat]) - 1:
        if LINGERING[card]:
            lines.append(tr("listtuecke.tip.lingering", name=names[seat]))
        if card == INQUISITOR:
            lines.append(tr("listtuecke.tip.inquisitor_rank", rank=view.inquisitor_rank))
    else:
        lines.append(tr("listtuecke.tip.covered"))
    return "\n".join(lines)


def stack_tip(view: ListTueckeView, seat: int, names: Sequence[str]) -> str:
    """A seat's stack: how many cards, how many still face up, and the tiles its crests would bring now."""
    stack = view.stacks[seat]
    face_up = sum(1 for _, up in stack if up)
    text = tr("listtuecke.tip.stack", name=names[seat], cards=len(stack), face_up=face_up)
    return f"{text}\n{crest_text(crest_now(view, seat))}"


def crest_text(crest: Sequence[int]) -> str:
    """ "2 blue, 1 green" for the tiles of a crest, or that it brings nothing."""
    parts = [f"{count} {colour(COLOURS[index])}" for index, count in enumerate(crest) if count]
    return tr("listtuecke.tip.crest", tiles=", ".join(parts)) if parts else tr("listtuecke.tip.crest_none")


def hand_backs_tip(view: ListTueckeView, seat: int, names: Sequence[str]) -> str:
    """Another seat's hand: its backs, the cards the shown seat knows there, and what else it may hold."""
    light, dark = view.hand_backs[seat]
    lines = [tr("listtuecke.tip.hand", name=names[seat], light=light, dark=dark)]
    known = known_hand(view, seat)
    if known:
        lines.append(tr("listtuecke.tip.hand_known", cards=characters(known)))
    maybe = [card for card in possible_in_hand(view, seat) if card not in known]
    if maybe and len(known) < light + dark:
        lines.append(tr("listtuecke.tip.hand_maybe", cards=characters(maybe)))
    return "\n".join(lines)


def middle_tip(view: ListTueckeView, slot: int) -> str:
    """A middle card: its back, and what the shown seat saw there, if anything."""
    back_name = view.middle_backs[slot]
    if back_name is None:
        return tr("listtuecke.tip.middle_empty")
    seen = view.middle_seen[slot]
    if seen is None:
        return tr("listtuecke.tip.middle_unknown", back=back(back_name))
    return tr("listtuecke.tip.middle_seen", back=back(back_name), card=character(seen))


def stock_tip(view: ListTueckeView, colour_index: int) -> str:
    """One colour of the stock: tiles left, tiles on the chapel, and what each tile of that colour is worth now."""
    name = COLOURS[colour_index]
    return tr(
        "listtuecke.tip.stock",
        colour=colour(name),
        stock=view.stock[colour_index],
        chapel=view.chapel.count(name),
        worth=tile_worth(view)[colour_index],
    )


def supply_tip() -> str:
    """The elimination tiles' supply."""
    return tr("listtuecke.tip.supply")


def chapel_tip(view: ListTueckeView) -> str:
    """The chapel: what its fields are for, and how many are filled."""
    return tr("listtuecke.tip.chapel", filled=len(view.chapel), fields=CHAPTERS)


def start_tip(view: ListTueckeView, names: Sequence[str]) -> str:
    """The start-player card: who holds it, and who would take it if the round ended now."""
    holder = names[view.start_player]
    seat, card = start_player_now(view)
    if card is None:
        after = tr("listtuecke.tip.start_none")
    else:
        after = tr("listtuecke.tip.start_next", name=names[seat], card=character(card))
    return f"{tr('listtuecke.tip.start', name=holder)}\n{after}"


def plate_tip(view: ListTueckeView, seat: int, names: Sequence[str]) -> str:
    """A seat's plate: its tiles and what they would be worth if the game ended now."""
    blue, green, yellow = view.tiles[seat]
    return tr(
        "listtuecke.tip.plate",
        name=names[seat],
        blue=blue,
        green=green,
        yellow=yellow,
        eliminations=view.elimination_tiles[seat],
        points=score_now(view, seat),
    )


def progress_text(view: ListTueckeView) -> str:
    """ "Chapter 2 of 4 · Round 3 of 4" (the passing before the first round reads as round 0: "passing")."""
    if view.round == 0:
        return tr("listtuecke.progress.passing", chapter=view.chapter, chapters=CHAPTERS)
    return tr("listtuecke.progress", chapter=view.chapter, chapters=CHAPTERS, round=view.round, rounds=ROUNDS)


def knowledge_lines(view: ListTueckeView, names: Sequence[str]) -> list[tuple[str, str]]:
    """The "what you know" panel as (heading, text) pairs: passes, the middle, other hands, the unplaced cards."""
    passes = [tr("listtuecke.know.passed", card=character(card), name=names[other]) for _, card, other in view.passed]
    passes += [
        tr("listtuecke.know.received", card=character(card), name=names[other]) for _, card, other in view.received
    ]
    middle = [
        tr("listtuecke.know.middle_slot", slot=slot + 1, card=character(card))
        for slot, card in enumerate(view.middle_seen)
        if card is not None
    ]
    hands = []
    for seat in range(view.players):
        if seat == view.seat:
            continue
        known = known_hand(view, seat)
        if known:
            hands.append(tr("listtuecke.know.hand", name=names[seat], cards=characters(known)))
    pool = unplaced(view)
    rows = [
        (tr("listtuecke.know.passes"), "\n".join(passes) or tr("listtuecke.know.nothing")),
        (tr("listtuecke.know.middle"), "\n".join(middle) or tr("listtuecke.know.middle_unknown")),
        (tr("listtuecke.know.hands"), "\n".join(hands) or tr("listtuecke.know.nothing")),
        (
            tr_count("listtuecke.know.unplaced", len(pool), count=len(pool)),
            characters(pool),
        ),
    ]
    return rows


def threat_words(threat: Threat) -> str:
    """What a lingering card lies in wait for: "Lies in wait for: Queen", or everyone but the Saint."""
    if threat.card == EXECUTIONER:
        return tr("listtuecke.threat", victims=tr("listtuecke.chart.all_but_saint"))
    return tr("listtuecke.threat", victims=characters(sorted(threat.victims)))


def chart_rows() -> list[tuple[int, tuple[int, ...], bool]]:
    """The rulebook's elimination chart: each eliminating character, its victims, and whether it lingers."""
    rows = []
    for rank in range(1, 21):
        if ABILITY_OF[rank] == ELIMINATE or LINGERING[rank]:
            rows.append((rank, tuple(sorted(VICTIMS_OF[rank])), LINGERING[rank]))
    return rows


def chart_line(rank: int, victims: tuple[int, ...], lingering: bool) -> str:
    """One row of the chart in words: "Poisoner (when played) → Bishop, Abbot"."""
    key = "listtuecke.chart.lingering" if lingering else "listtuecke.chart.played"
    if rank == EXECUTIONER:
        return tr(key, card=character(rank), victims=tr("listtuecke.chart.all_but_saint"))
    return tr(key, card=character(rank), victims=characters(victims))


def action_words(action: Action, view: ListTueckeView, names: Sequence[str]) -> str:
    """A decision in words, for the hint: "play the Witch", "pass the Druid to Bert", "take a blue tile" …"""
    kind = action.kind
    params: dict[str, object] = {}
    if isinstance(action, (PassCard, PlayCard, OfferCard, GiveCard, SwapWithMiddle)):
        params["card"] = character(action.card)
    if isinstance(action, OfferCard):
        params["name"] = names[action.partner]
    if isinstance(action, PassCard):
        step = 1 if view.pass_back == "light" else -1
        params["name"] = names[(view.seat + step) % view.players]
    if isinstance(action, SwapWithMiddle):
        params["slot"] = action.slot + 1
    if isinstance(action, HealCard):
        params["card"] = character(view.stacks[view.seat][action.position][0])
    if isinstance(action, (TakeTile, PlaceOnChapel)):
        params["colour"] = colour(action.colour)
    if isinstance(action, (Eliminate, LookAtHand)):
        params["name"] = names[action.seat]
        stack = view.stacks[action.seat]
        params["card"] = character(stack[-1][0]) if stack else ""
    if isinstance(action, NameCharacter):
        params["card"] = character(action.rank)
    if isinstance(action, ChooseRank):
        params["rank"] = action.rank
    return tr(f"listtuecke.hint.{kind}", **params)
