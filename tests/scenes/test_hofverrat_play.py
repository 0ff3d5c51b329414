"""What playing Hof-Verrat whole in a real window showed, through the real app with real events: the turn's checklist
of areas belongs to the person's own placement, so it shows only once that decision is offered (never the last
mover's areas while a computer's move is still shown, HV-9); and while an assassin waits in a district for its
victim to be chosen (HV-14), the district's count badges count the cards as they lie, the waiting one among them;
German names a card as one compound word ("Kröten-Höfling", not "Kröte-Höfling"); and the victim picker says
where each card lies in two short lines, in every language, with as many as seven victims to choose from.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from game.core import ScoreLine
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict, PlayToTable
from game.hofverrat.board import COLUMNS
from game.hofverrat.cards import FAMILY_OF, IS_ASSASSIN, IS_GUARD, NOBLE, ROLE_OF
from game.hofverrat.fold import before_deal
from game.hofverrat.view import PlayedCard
from scenes.drive import drag, frames
from scenes.i18n import set_language
from scenes.results import line_text
from scenes.tables.hofverrat import hud
from scenes.tables.hofverrat.geometry import Geometry
from scenes.tables.hofverrat.words import card_name, where_text
from scenes.tables.kit.affordances import PICKER_GAP
from scenes.tables.kit.board import PLAYED
from scenes.ui import theme
from scenes.ui.text import width_of, wrap
from tests.scenes.test_hofverrat_table import (
    COMPUTER,
    PERSON,
    district_spot,
    hand_spot,
    open_hofverrat,
    plain,
    seed_where,
    settle,
)
from tests.scenes.test_hofverrat_table_fixes import fonts  # noqa: F401 (a fixture: text measured without the app)


def test_hv9_the_checklist_of_areas_shows_only_once_the_persons_placement_is_offered(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
):
    seed = seed_where(lambda state: state.to_move == 1)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, speed="normal")
    table = app.top
    drawn: list[tuple[bool, bool]] = []
    checklist = hud.draw_turn_areas

    def recorded(surface, zone, done) -> None:
        drawn.append((table.offering, table.runner.accepts_input))
        checklist(surface, zone, done)

    monkeypatch.setattr(hud, "draw_turn_areas", recorded)
    settle(app, table, limit=3600)
    assert len(match.record.actions) == 3 and table.runner.accepts_input, "the computer's turn was shown"
    frames(app, 2)
    assert drawn, "the person's checklist shows once the placement is offered"
    assert all(not offering and accepts for offering, accepts in drawn), "never over the computer's move"


def assassin_waits(state) -> bool:
    """The computer starts with a card that may be struck in its own district; the person holds an assassin."""
    return (
        state.to_move == 1
        and any(IS_ASSASSIN[card] for card in state.hands[0])
        and any(plain(card) and not IS_GUARD[card] for card in state.hands[1])
    )


def test_hv14_the_district_badges_count_the_assassin_waiting_there_for_its_victim(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
):
    seed = seed_where(assassin_waits)
    state = RULESET.new_state(2, seed)
    victim = next(card for card in state.hands[1] if plain(card) and not IS_GUARD[card])
    table_card, last = [card for card in state.hands[1] if card != victim]
    turn = [PlayToDistrict(victim, 1, None), PlayToTable(table_card, "upper", None), PlayToDistrict(last, 0, None)]
    if IS_ASSASSIN[table_card] or IS_ASSASSIN[last]:
        pytest.skip("the computer's first turn would ask for victims")
    app, _ = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, actions=turn)
    table = app.top
    settle(app, table)
    badges: list = []
    drawn = hud.draw_group_badges
    monkeypatch.setattr(hud, "draw_group_badges", lambda surface, groups, size: badges.append(list(groups)))
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    drag(app, hand_spot(table, assassin), district_spot(table, 1))
    assert table.decisions.followup is not None, "the assassin waits for its victim"
    frames(app, 40)
    monkeypatch.setattr(hud, "draw_group_badges", drawn)
    district = table.geometry.district(1)
    groups = [group for each in badges[-table.players :] for group in each if district.contains(group.span)]
    lying = [
        sprite for key, sprite in table.board.sprites.items() if key[0] == PLAYED and district.collidepoint(sprite.pos)
    ]
    waiting = table.board.sprites[table.decisions.followup.item]
    assert district.collidepoint(waiting.pos), "the assassin lies in the district it will strike in"
    assert sum(group.count for group in groups) == len(lying) + 1, "the waiting assassin is counted"
    for sprite in [*lying, waiting]:
        assert any(group.span.collidepoint(sprite.pos) for group in groups), "every card lies over its badge"


def test_german_names_a_card_as_one_compound_word_and_the_scoring_names_its_family_apart():
    set_language("de")
    try:
        names = {card_name(card) for card in range(len(FAMILY_OF)) if ROLE_OF[card] == "plain"}
        assert names == {
            "Hirsch-Höfling",
            "Kröten-Höfling",
            "Schmetterlings-Höfling",
            "Karpfen-Höfling",
            "Nachtigallen-Höfling",
            "Hasen-Höfling",
        }
        noble = next(card for card in range(len(FAMILY_OF)) if ROLE_OF[card] == NOBLE and FAMILY_OF[card] == 5)
        assert card_name(noble) == "Hasen-Adliger"
        line = ScoreLine(0, "hofverrat.district_card", -1, {"family": "toad", "role": "plain", "standing": "disgraced"})
        assert line_text(line) == "Höfling (Kröte) im Bezirk: in Ungnade"
    finally:
        set_language("en")


@pytest.mark.usefixtures("fonts")
@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_hv14_where_a_victim_lies_fits_two_lines_under_its_card_with_seven_in_the_picker(language: str):
    set_language(language)
    try:
        area = Geometry(3, 0).zone("royal_table")
        card = (area.width - 80 - 6 * PICKER_GAP) // 7
        room = card + PICKER_GAP - 4 - 16  # the kit's caption plaque under a picker card, less its margins
        rows = tuple(((PlayedCard(column * 2, 0),), (PlayedCard(column * 2 + 1, 0),)) for column in range(COLUMNS))
        view = dataclasses.replace(before_deal(3, 0, {}), table=rows)
        for serial in range(COLUMNS * 2):
            lines = wrap(where_text(view, serial, ("Anna", "Bert", "Clara")), room, theme.SIZE_SMALL - 4)
            assert len(lines) <= 2 and all(width_of(line, theme.SIZE_SMALL - 4) <= room for line in lines), lines
    finally:
        set_language("en")
