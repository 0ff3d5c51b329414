"""What people playing Verräter whole found (issue 34): the end of a round at a pace a newcomer follows (VR-19..VR-22),
the log's parts headed by what happened (the Builder's only when someone took it), the hand keeping its gaps while
supply cards are played one after another (VR-14), and a seat's last-move mark under the offered action cards.

Driven through the real app with real events (``scenes.drive``), at the default speed.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame

from game.verraeter.actions import EndSupply, PlaySupplyCard, SkipBuilding
from game.verraeter.data import BUILDER, BUILDING, CONFLICT_SITE
from game.verraeter.events import (
    ActionCardsRevealed,
    CardsDrawn,
    PhaseStarted,
    PlayedSupplyDiscarded,
    StartPlayerPassed,
    StrategyCardPassed,
)
from game.verraeter.state import VerraeterState
from scenes.drive import FRAME, click, drag, frames
from scenes.i18n import tr
from scenes.tables.kit.board import HAND
from scenes.tables.kit.effects import MARK_RADIUS
from scenes.tables.verraeter.geometry import hand_keys
from scenes.tables.verraeter.interaction import DONE, SKIP
from tests.scenes.helpers import screenshot
from tests.scenes.test_verraeter_table import (
    COMPUTERS,
    PERSON,
    at_decision,
    open_verraeter,
    phase_is,
    position_where,
    settle,
)

END_OF_ROUND = (StrategyCardPassed, PlayedSupplyDiscarded, CardsDrawn, StartPlayerPassed)
"""The steps of a round's end a newcomer must see: who takes the strategy card, the played cards going to the
discard pile, each seat drawing, the start-player card passing."""
READABLE = 0.9
"""Seconds (at normal speed) each of those steps stays on screen at least before the next begins."""


def supply_with(cards: int):
    return phase_is("supply", lambda state: len(state.hands[0]) >= cards and not state.played[0])


def hand_centres(table) -> dict[int, tuple[int, int]]:
    """Each hand card's sprite (by identity) → where it lies."""
    return {id(sprite): sprite.rect.center for key, sprite in table.board.sprites.items() if key[0] == HAND}


def test_vr14_the_hand_keeps_its_gaps_while_supply_cards_are_played_and_re_centres_after(data_folder: Path):
    app, match = at_decision(data_folder, supply_with(3))
    table = app.top
    drop = table.geometry.part("played", table.geometry.viewer).center
    laid = hand_centres(table)
    for _ in range(2):
        hand = sorted((key for key in table.board.sprites if key[0] == HAND), key=lambda k: table.board.sprites[k].pos)
        key = hand[0] if len(laid) == len(hand) else hand[len(hand) // 2]
        sprite, spot = table.board.sprites[key], table.board.sprites[key].rect.center
        before = len(match.record.actions)
        drag(app, spot, drop)
        frames(app, 3)
        assert match.record.actions[before] == PlaySupplyCard(key[1][0])
        settle(app, table)
        left = hand_centres(table)
        assert id(sprite) not in left
        assert left == {ident: laid[ident] for ident in left}, "the cards left lie where they lay: nothing slid"
    assert table.shown.to_move == table.geometry.viewer, "still the person's turn"
    before = len(match.record.actions)
    click(app, dict(table.decisions.button_row())[DONE].center)
    frames(app, 3)
    assert match.record.actions[before] == EndSupply()
    frames(app, 40)
    keys = hand_keys(table.shown.view.hand)
    centres = [table.board.sprites[key].rect.center for key in keys]
    homes = table.geometry.hand_homes(len(keys))
    assert all(abs(x - hx) <= 1 and abs(y - hy) <= 1 for (x, y), (hx, hy) in zip(centres, homes, strict=True)), (
        "once the turn is over the hand closes up, centred again"
    )


def test_vr19_vr22_each_step_of_a_rounds_end_stays_on_screen_long_enough_to_read(data_folder: Path):
    seed, actions = position_where(phase_is(BUILDING))
    app, match = open_verraeter(data_folder, [PERSON, *COMPUTERS[:3]], seed, actions=actions, speed="normal")
    table = app.top
    settle(app, table, limit=3000)
    seen, started = len(table.log.events), {}
    clock = 0.0
    click(app, dict(table.decisions.button_row())[SKIP].center)
    assert SkipBuilding() in match.record.actions
    begun = False
    while not begun:
        frames(app)
        clock += FRAME
        assert clock < 30, "the next round begins"
        for event in table.log.events[seen:]:
            started[id(event)] = (clock, event)
            begun = begun or (isinstance(event, PhaseStarted) and event.phase == CONFLICT_SITE)
        seen = len(table.log.events)
    steps = sorted(started.values(), key=lambda pair: pair[0])
    shown = [(at, event) for at, event in steps if isinstance(event, END_OF_ROUND)]
    assert [type(event) for _, event in shown][:2] == [StrategyCardPassed, PlayedSupplyDiscarded]
    assert StartPlayerPassed in {type(event) for _, event in shown}
    for (at, event), (later, _) in itertools.pairwise(steps):
        if isinstance(event, END_OF_ROUND):
            assert later - at >= READABLE - FRAME / 2, f"{type(event).__name__} stays {later - at:.2f} s"


def test_the_builders_heading_opens_the_log_only_when_someone_took_the_builder(data_folder: Path):
    app, _ = at_decision(data_folder, phase_is("actions", lambda state: state.round >= 6))
    table = app.top
    builder, heads, under = None, {True: 0, False: 0}, []
    heading = None
    for event in table.log.events:
        entry = table.describe(event)
        if isinstance(event, ActionCardsRevealed):
            builder = BUILDER in event.cards
        if isinstance(event, PhaseStarted) and event.phase == BUILDING:
            assert (entry is not None and entry.heading) == builder, "the Builder's heading only with a Builder"
            heads[builder] += 1
        if entry is not None and entry.heading:
            heading = entry.text
        if isinstance(event, (StrategyCardPassed, PlayedSupplyDiscarded)):
            under.append(heading)
        if isinstance(event, StartPlayerPassed):
            assert heading == tr("verraeter.log.return")
    assert heads[True] and heads[False], "rounds with and without a Builder were played"
    assert under and set(under) == {tr("verraeter.log.strategy")}, "the strategy card and the discards have their own"


def test_a_seats_last_move_mark_stays_under_the_offered_action_cards(data_folder: Path):
    def offered_over_the_sides(state: VerraeterState) -> bool:
        return state.picks_made == 0 and state.building_owner[3] is not None and state.building_owner[9] is not None

    app, _ = at_decision(data_folder, phase_is("actions", offered_over_the_sides))
    table = app.top
    sprites = table.board.sprites
    offered = [sprite.rect for key, sprite in sprites.items() if key[0] == "offered"]
    assert offered
    covered = [
        key
        for key, sprite in sprites.items()
        if key[0] in ("building", "landscape", "allegiance")
        and any(rect.collidepoint(mark_spot(sprite.rect)) for rect in offered)
    ]
    assert covered, "an offered card lies over the mark of a card on the table"
    bare = pygame.Surface(app.screen.get_size())
    table.draw(bare)
    table.effects.last_moves[1] = tuple(covered)
    marked = pygame.Surface(app.screen.get_size())
    table.draw(marked)
    for key in covered:
        spot = mark_spot(sprites[key].rect)
        assert marked.get_at(spot) == bare.get_at(spot), f"the mark on {key} is hidden under the offered card"
    screenshot(app, "verraeter-mark-under-offered")


def mark_spot(rect: pygame.Rect) -> tuple[int, int]:
    return rect.right - MARK_RADIUS - 3, rect.y + MARK_RADIUS + 3
