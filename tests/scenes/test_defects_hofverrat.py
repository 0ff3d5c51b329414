"""Defects of issue 34 §4 at the Hof-Verrat table, through the real app with real events: a person's own face-down
spy is named to that person only (HV-13 forbids looking again, not remembering); a card dropped while the person's own
elimination still animates is taken (HV-14); the cards left in the hand keep their places through a turn; the royal
table's rows are named, the prompt leaves its cards clear, and the victim picker says where each card lies."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Seat
from game.hofverrat import RULESET
from game.hofverrat.actions import PlayToDistrict
from game.hofverrat.board import COLUMN_OF
from game.hofverrat.cards import FAMILIES, IS_ASSASSIN, IS_SPY
from game.hofverrat.knowledge import COLUMN_KEYS
from scenes.curtain import CurtainScene
from scenes.drive import click, drag, frames, move, press
from scenes.i18n import set_language, tr
from scenes.tables.hofverrat.art import SMALL
from scenes.tables.hofverrat.geometry import Geometry, card_of
from scenes.tables.hofverrat.interaction import SPARE
from scenes.tables.hofverrat.scene import PROMPT_MARGIN
from scenes.tables.hofverrat.words import card_name, family_name
from scenes.tables.kit import holders
from scenes.tables.kit.board import PLAYED
from scenes.tables.kit.hud import prompt_rect
from scenes.tables.kit.picker import PICKER_CAPTION
from tests.scenes.helpers import screenshot
from tests.scenes.test_hofverrat_table import (
    COMPUTER,
    PERSON,
    assassin_position,
    computer_first_turn,
    district_spot,
    hand_spot,
    open_hofverrat,
    picker_spot,
    plain,
    seed_where,
    settle,
    side_spot,
)
from tests.scenes.test_hofverrat_table_fixes import fonts  # noqa: F401 (a fixture: text measured without the app)

ANNA, BERT = Seat("Anna"), Seat("Bert")


def anna_lays_a_spy(state) -> bool:
    return state.to_move == 0 and any(IS_SPY[card] for card in state.hands[0])


def first_turn_with_a_spy_in_her_district(seed: int) -> tuple[list, int]:
    """Anna's first turn: a spy face down into her own district, then two more cards; the spy's card id."""
    state = RULESET.new_state(2, seed)
    spy = next(card for card in state.hands[0] if IS_SPY[card])
    actions = [PlayToDistrict(spy, 0, None)]
    state.apply(actions[0])
    while state.to_move == 0:
        action = next(action for action in state.legal_actions() if getattr(action, "target", None) is None)
        state.apply(action)
        actions.append(action)
    return actions, spy


def past_the_curtain(app) -> None:
    assert isinstance(app.top, CurtainScene)
    frames(app, 30)
    press(app, pygame.K_SPACE)
    frames(app, 3)


def spy_tip(app, table, serial: int) -> str:
    sprite = table.board.sprites[(PLAYED, serial)]
    move(app, sprite.rect.center)
    tip = table.tip_at(sprite.rect.center)
    assert tip is not None
    return tip[0]


def test_hv13_hovering_ones_own_face_down_spy_names_it_for_that_person_only(data_folder: Path):
    seed = seed_where(anna_lays_a_spy)
    actions, spy = first_turn_with_a_spy_in_her_district(seed)
    app, match = open_hofverrat(data_folder, [ANNA, BERT], seed, actions=actions)
    past_the_curtain(app)
    table = app.top
    assert table.view.seat == 1 and table.private, "Bert's own view is at the screen"
    serial = next(card.serial for card in table.view.districts[0] if card.card is None)
    assert table.board.cards[(PLAYED, serial)] is None, "the spy lies face down"
    assert spy_tip(app, table, serial) == tr("hofverrat.tip.face_down"), "Bert never learns Anna's spy"

    while match.state.to_move == 1:
        table.runner.submit(next(a for a in match.state.legal_actions() if getattr(a, "target", None) is None))
    for _ in range(600):
        if isinstance(app.top, CurtainScene):
            break
        frames(app)
    past_the_curtain(app)
    table = app.top
    assert table.view.seat == 0 and table.private
    named = spy_tip(app, table, serial)
    assert named == tr("hofverrat.tip.remembered", card=card_name(spy)), named
    assert table.board.cards[(PLAYED, serial)] is None, "the spy still lies face down on the table"


def test_hv14_a_card_dropped_while_the_persons_own_elimination_animates_is_taken(data_folder: Path):
    seed = seed_where(assassin_position)
    app, match = open_hofverrat(
        data_folder, [PERSON, COMPUTER], seed, actions=computer_first_turn(seed), speed="normal"
    )
    table = app.top
    settle(app, table)
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    drag(app, hand_spot(table, assassin), side_spot(table, assassin, 1))
    frames(app, 20)
    click(app, picker_spot(table, 0))
    frames(app, 5)
    assert table.timeline.busy, "the victim is still being struck"
    other = next(card for card in table.view.hand if plain(card))
    drag(app, hand_spot(table, other), district_spot(table, 0))
    frames(app, 3)
    assert match.record.actions[-1] == PlayToDistrict(other, 0, None), "the drop is taken, not lost"


def test_hv9_the_cards_left_in_the_hand_stay_where_they_were_after_a_placement(data_folder: Path):
    seed = seed_where(assassin_position)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, actions=computer_first_turn(seed))
    table = app.top
    settle(app, table)
    before = {card: hand_spot(table, card) for card in table.view.hand}
    played = next(card for card in table.view.hand if plain(card))
    drag(app, before[played], district_spot(table, 0))
    settle(app, table)
    assert len(match.record.actions) == 4
    assert {card: hand_spot(table, card) for card in table.view.hand} == {
        card: spot for card, spot in before.items() if card != played
    }, "no card slid into the gap"
    screenshot(app, "hofverrat-hand-keeps-its-gap")


@pytest.mark.usefixtures("fonts")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_prompt_leaves_up_to_three_cards_on_a_lower_side_clear_in_every_language(players: int):
    pygame.display.set_mode((16, 16))
    geometry = Geometry(players, 0)
    area = geometry.zone("royal_table").inflate(-2 * PROMPT_MARGIN, -2 * PROMPT_MARGIN)
    for language in ("en", "de", "nl"):
        set_language(language)
        for key in ("hofverrat.status.your_turn", "hofverrat.status.choose_victim"):
            prompt = prompt_rect(tr(key), False, area)
            for column in range(len(COLUMN_KEYS)):
                for centre in holders.cascade(geometry.side(column, 1), 3, SMALL):
                    card = pygame.Rect(0, 0, *SMALL)
                    card.center = (round(centre[0]), round(centre[1]))
                    assert not card.colliderect(prompt), (language, key, column)
    set_language("en")


def test_hv14_the_victim_picker_says_where_each_card_lies(data_folder: Path):
    seed = seed_where(assassin_position)
    app, _ = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, actions=computer_first_turn(seed))
    table = app.top
    settle(app, table)
    assassin = next(card for card in table.view.hand if IS_ASSASSIN[card])
    drag(app, hand_spot(table, assassin), side_spot(table, assassin, 1))
    decisions = table.decisions
    victim = next(option for option in decisions.followup.options if option != SPARE)
    family = FAMILIES[COLUMN_OF[card_of(table.shown.view, victim)]].key
    side = tr("hofverrat.row.upper")
    assert decisions.picker_caption(victim) == tr("hofverrat.where.column", family=family_name(family), side=side)
    assert decisions.picker_caption(SPARE) == ""
    laid = decisions.picker_layout(decisions.picker_area())
    card = next(rect for option, rect, is_card in laid if is_card)
    buttons = [rect for _, rect, is_card in laid if not is_card]
    assert all(button.top >= card.bottom + PICKER_CAPTION for button in buttons), "room for the caption"
    prompt = prompt_rect(table.followup_prompt(), False, table.prompt_area())
    assert not any(button.colliderect(prompt) for button in buttons)
    frames(app, 20)
    screenshot(app, "hofverrat-victim-where")


def test_a_card_pressed_while_a_computers_move_is_still_shown_is_refused_with_the_reason(data_folder: Path):
    seed = seed_where(lambda state: state.to_move == 1)
    app, match = open_hofverrat(data_folder, [PERSON, COMPUTER], seed, speed="fast")
    table = app.top
    for _ in range(3000):
        frames(app)
        if match.state.to_move == 0 and table.timeline.busy and table.holding is None and table.offering:
            break
    assert match.state.to_move == 0 and table.timeline.busy, "the computer's last card is still on its way"
    before = len(match.record.actions)
    click(app, hand_spot(table, table.view.hand[0]))
    assert len(match.record.actions) == before
    assert table.message is not None and table.message[0] == tr("kit.refuse.still_showing")
