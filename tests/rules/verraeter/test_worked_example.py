"""The rulebook's introductory round, replayed as a golden test (rules file, "Worked example")."""

from game.core import redact
from game.verraeter.actions import ChooseConflictSite, PlaceBuilding
from game.verraeter.data import (
    BUILDER,
    CONFLICT_SITE,
    DIPLOMAT_2,
    DIPLOMAT_5,
    EAGLE,
    ESTATE,
    FARMER,
    RIVER,
    ROSE,
    STRATEGIST,
    TRAITOR,
)
from game.verraeter.events import (
    ActionCardsPutBack,
    AllegianceSwitched,
    CardsDrawn,
    ConflictDecided,
    DrawEntitled,
    LandscapeFlipped,
    StartPlayerPassed,
    StrategyCardPassed,
)
from tests.rules.verraeter.helpers import BLAU, BRAUN, GELB, GRUEN, draft, kinds, supply, worked_example_opening

ADLER_FLUSS, ROSE_STADT, ADLER_WEIDE = 11, 0, 6


def test_worked_example_introductory_round():
    state = worked_example_opening()
    assert state.to_move == BLAU, "Blau holds the strategy card"
    events = state.apply(ChooseConflictSite(ADLER_FLUSS))
    events += draft(state, {BRAUN: BUILDER, BLAU: TRAITOR, GRUEN: STRATEGIST, GELB: DIPLOMAT_5}, aside=DIPLOMAT_2)
    assert kinds(events, ActionCardsPutBack) == [ActionCardsPutBack(1)]
    assert FARMER not in state.picks and state.aside == DIPLOMAT_2

    events = supply(state, {BRAUN: [2, 4, 6], BLAU: [4], GELB: [3]})
    assert kinds(events, AllegianceSwitched) == [AllegianceSwitched(BLAU, EAGLE, TRAITOR)]
    (decided,) = kinds(events, ConflictDecided)
    assert (decided.eagle_position, decided.rose_position) == (ADLER_FLUSS, ROSE_STADT)
    assert (decided.eagle_landscape, decided.eagle_supply, decided.eagle_diplomats) == (5, 16, 0)
    assert (decided.rose_landscape, decided.rose_supply, decided.rose_diplomats) == (15, 3, 5)
    assert (decided.eagle_total, decided.rose_total, decided.winner) == (21, 23, ROSE)
    assert state.points == [0, 1, 2, 5]
    assert kinds(events, LandscapeFlipped) == [LandscapeFlipped(ADLER_FLUSS, RIVER, ROSE)]
    assert state.houses[ADLER_FLUSS] == ROSE

    assert state.to_move == BRAUN, "Braun is the Baumeister"
    events = state.apply(PlaceBuilding(ADLER_WEIDE, ESTATE))
    assert kinds(events, StrategyCardPassed) == [StrategyCardPassed(BLAU, GRUEN)]
    entitled = {event.seat: event.count for event in kinds(events, DrawEntitled)}
    assert entitled == {BRAUN: 2, BLAU: 0, GRUEN: 1, GELB: 1}
    drawn = {seat: 0 for seat in range(4)}
    for event in kinds(events, CardsDrawn):
        drawn[event.seat] += event.count
    assert drawn == {BRAUN: 2, BLAU: 0, GRUEN: 1, GELB: 1}
    assert [len(hand) for hand in state.hands] == [2, 2, 4, 3]
    assert kinds(events, StartPlayerPassed) == [StartPlayerPassed(BRAUN, BLAU)]

    assert (state.round, state.phase, state.to_move) == (2, CONFLICT_SITE, GRUEN)
    result_lines = [(line.seat, line.key, line.points) for line in state.lines]
    assert result_lines == [
        (None, "verraeter.conflict", 0),
        (GELB, "verraeter.landscape", 5),
        (BLAU, "verraeter.traitor", 1),
        (GRUEN, "verraeter.strategist", 2),
    ]
    assert not state.invariant_violations()


def test_worked_example_hides_the_drawn_cards_from_the_other_players():
    state = worked_example_opening()
    state.apply(ChooseConflictSite(ADLER_FLUSS))
    draft(state, {BRAUN: BUILDER, BLAU: TRAITOR, GRUEN: STRATEGIST, GELB: DIPLOMAT_5}, aside=DIPLOMAT_2)
    supply(state, {BRAUN: [2, 4, 6], BLAU: [4], GELB: [3]})
    events = state.apply(PlaceBuilding(ADLER_WEIDE, ESTATE))
    braun_sees = {event.seat: event.cards for event in kinds(redact(events, BRAUN), CardsDrawn)}
    gelb_sees = {event.seat: event.cards for event in kinds(redact(events, GELB), CardsDrawn)}
    assert sorted(braun_sees[BRAUN]) == sorted(state.hands[BRAUN])
    assert braun_sees[GELB] is None and gelb_sees[BRAUN] is None
    assert gelb_sees[GELB] is not None and gelb_sees[GELB][0] in state.hands[GELB]
