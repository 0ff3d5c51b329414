"""What a seat can know or infer from its view alone, on the rulebook's introductory round (rules file, "Worked
example"): the draft's inferences (VR-13, VR-15), the conflict tally as far as it is visible (VR-16), the stakes of a
conflict site (VR-12, VR-17), the drawing Gutshöfe (VR-21) and the Kontor bonus (VR-25)."""

import dataclasses

from game.core import Rng
from game.verraeter.actions import ChooseConflictSite, EndSupply, PlaySupplyCard, TakeActionCard
from game.verraeter.data import (
    ACTION_CARDS,
    BUILDER,
    DIPLOMAT_2,
    DIPLOMAT_5,
    EAGLE,
    ESTATE,
    FARMER,
    REVEAL,
    ROSE,
    STRATEGIST,
    TRADING_HOUSE,
    TRAITOR,
)
from game.verraeter.knowledge import (
    action_candidates,
    drawing_estates,
    known_tally,
    kontor_bonus_now,
    set_aside,
    sides_now,
    site_preview,
    tally_is_final,
)
from tests.rules.verraeter.helpers import (
    BLAU,
    BRAUN,
    GELB,
    GRUEN,
    draft,
    supply,
    worked_example_opening,
)

ADLER_FLUSS, ROSE_STADT = 11, 0
PICKS = {BRAUN: BUILDER, BLAU: TRAITOR, GRUEN: STRATEGIST, GELB: DIPLOMAT_5}


def opened_draft():
    state = worked_example_opening()
    state.apply(ChooseConflictSite(ADLER_FLUSS))
    state.aside = DIPLOMAT_2
    state.cached_legal = None
    return state


def test_vr13_the_first_player_in_the_draft_knows_the_set_aside_card_and_nobody_else_does_yet():
    state = opened_draft()
    assert set_aside(state.view(BRAUN)) == DIPLOMAT_2
    state.apply(TakeActionCard(BUILDER))
    assert set_aside(state.view(BRAUN)) == DIPLOMAT_2
    assert set_aside(state.view(BLAU)) is None, "Blau sees two cards missing: the set-aside one and Braun's"
    assert set_aside(state.view(GELB)) is None, "Gelb has not been offered anything yet"


def test_vr13_a_player_knows_what_those_before_took_among_and_what_those_after_choose_from():
    state = opened_draft()
    state.apply(TakeActionCard(BUILDER))
    state.apply(TakeActionCard(TRAITOR))
    grün = action_candidates(state.view(GRUEN))
    assert grün[BRAUN] == grün[BLAU] == {DIPLOMAT_2, BUILDER, TRAITOR}
    assert grün[GRUEN] == grün[GELB] == set(), "Grün has not taken a card yet, nor has Gelb"
    state.apply(TakeActionCard(STRATEGIST))
    braun = action_candidates(state.view(BRAUN))
    assert braun[BRAUN] == {BUILDER}
    assert braun[BLAU] == braun[GRUEN] == {TRAITOR, DIPLOMAT_5, STRATEGIST, FARMER}, "what Braun passed on"
    assert braun[GELB] == set()
    gelb = action_candidates(state.view(GELB))
    assert gelb[BRAUN] == gelb[BLAU] == gelb[GRUEN] == set(ACTION_CARDS) - {DIPLOMAT_5, FARMER}


def test_vr15_after_the_reveal_every_drafting_player_knows_the_set_aside_card():
    state = opened_draft()
    draft(state, PICKS)
    supply(state, {BRAUN: [2, 4, 6], BLAU: [4], GELB: [3]})
    for seat in (BRAUN, BLAU, GRUEN, GELB):
        view = state.view(seat)
        assert set_aside(view) == DIPLOMAT_2, seat
        assert action_candidates(view) == tuple({card} for card in (BUILDER, TRAITOR, STRATEGIST, DIPLOMAT_5))


def supply_up_to(state, plays, last):
    """Phase 3 until seat ``last`` is to play: the seats before it play their listed cards and say done."""
    while state.to_move != last:
        seat = state.to_move
        for value in plays.get(seat, ()):
            state.apply(PlaySupplyCard(value))
        if state.to_move == seat:
            state.apply(EndSupply())


def test_vr16_the_tally_counts_only_what_a_seat_can_see_until_the_reveal():
    state = opened_draft()
    draft(state, PICKS)
    supply_up_to(state, {BRAUN: [2, 4, 6], BLAU: [4]}, GELB)
    braun, blau, gelb = (known_tally(state.view(seat)) for seat in (BRAUN, BLAU, GELB))
    assert (braun[EAGLE].position, braun[ROSE].position) == (ADLER_FLUSS, ROSE_STADT)
    assert (braun[EAGLE].total, braun[ROSE].total) == (5 + 12, 15 + 4), "Braun still counts Blau for the Rose"
    assert (blau[EAGLE].total, blau[ROSE].total) == (5 + 12 + 4, 15), "Blau knows he is the traitor"
    assert sides_now(state.view(BLAU))[BLAU] == EAGLE and sides_now(state.view(BRAUN))[BLAU] == ROSE
    assert gelb[ROSE].diplomats == 5 and braun[ROSE].diplomats == 0, "only Gelb knows of Gelb's Diplomat +5"
    assert not tally_is_final(state.view(GELB))


def test_vr16_once_revealed_the_tally_is_the_rulebooks_21_against_23_for_everyone():
    state = opened_draft()
    draft(state, PICKS)
    supply_up_to(state, {BRAUN: [2, 4, 6], BLAU: [4]}, GELB)
    for seat in range(4):
        view = dataclasses.replace(
            state.view(seat),
            phase=REVEAL,
            revealed_actions=tuple(PICKS[other] for other in range(4)),
            allegiances=(EAGLE, EAGLE, EAGLE, ROSE),
            played=((2, 4, 6), (4,), (), (3,)),
        )
        tally = known_tally(view)
        assert (tally[EAGLE].total, tally[ROSE].total) == (21, 23)
        assert (tally[EAGLE].supply, tally[ROSE].supply, tally[ROSE].diplomats) == (16, 3, 5)
        assert tally_is_final(view)


def test_the_tally_ends_with_the_conflict_once_the_losing_landscape_has_turned():
    state = opened_draft()
    draft(state, PICKS)
    supply(state, {BRAUN: [2, 4, 6], BLAU: [4], GELB: [3]})
    assert state.houses[ADLER_FLUSS] == ROSE
    assert known_tally(state.view(BRAUN)) is None


def test_vr12_vr17_a_border_shows_what_each_house_brings_and_stands_to_win():
    state = worked_example_opening()
    preview = site_preview(state.view(BLAU), ADLER_FLUSS)
    assert preview.positions == {EAGLE: ADLER_FLUSS, ROSE: ROSE_STADT}
    assert preview.conflict_points == {EAGLE: 5, ROSE: 15}
    assert preview.seats == {EAGLE: (BRAUN, GRUEN), ROSE: (BLAU, GELB)}
    assert preview.stakes == {EAGLE: 9, ROSE: 3}, "two eagles share the Stadt's II; two roses the Fluss's II"
    assert site_preview(state.view(BLAU), 3) is None, "Rose-Fluss and Rose-Wald are not a conflict site"


def test_vr21_vr25_drawing_estates_and_the_kontor_bonus_follow_the_circle():
    state = worked_example_opening()
    view = state.view(BRAUN)
    assert [drawing_estates(view, seat) for seat in range(4)] == [1, 0, 1, 1], "Blau's estate lies under Adler land"
    assert kontor_bonus_now(view, BRAUN) == 0
    state.building_side[5] = TRADING_HOUSE
    assert kontor_bonus_now(state.view(GELB), BRAUN) == 3
    assert drawing_estates(state.view(GELB), BRAUN) == 0
    assert state.building_side[11] == ESTATE


def test_knowledge_never_claims_more_than_the_truth_in_random_games():
    for seed in range(6):
        state = worked_example_opening()
        rng = Rng(seed)
        while not state.over:
            for seat in range(4):
                view = state.view(seat)
                for other, cards in enumerate(action_candidates(view)):
                    if state.picks[other] is not None and (view.revealed_actions or cards):
                        assert state.picks[other] in cards, (seed, seat, other)
                aside = set_aside(view)
                assert aside is None or aside == state.aside
            state.apply(state.random_action(rng))
