"""Defects of issue 34 §4 at the Mit List und Tücke table: no empty box for cards set aside when the variant is not
played, no badge over a seat's name, the start-player card clear of every seat's tiles, the first game's tip clear of
a lifted hand card, a Courtesan's swaps ended in the log as "no further swap" (LT-28), and a lingering card's ribbon
within the card."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core import Rng, Seat
from game.listtuecke import RULESET, decisions
from game.listtuecke.cards import ABILITY_OF, LINGERING, SWAP_HANDS, VICTIMS_OF
from game.listtuecke.events import AbilityDeclined, CardHandedOver, CardPlayed
from game.listtuecke.inference import Threat
from scenes.i18n import set_language, tr
from scenes.tables.kit.hud import plaque_image, prompt_rect
from scenes.tables.listtuecke.art import HAND, STACK, START_CARD
from scenes.tables.listtuecke.geometry import Geometry
from scenes.tables.listtuecke.handlers import describe
from scenes.tables.listtuecke.hud import THREAT_INK, THREAT_TEXT, threat_lines
from scenes.tables.listtuecke.still import table_picture
from scenes.tables.listtuecke.tips import threat_words
from scenes.tables.listtuecke.words import Reader
from scenes.ui.cards import LIFT
from tests.scenes.helpers import screenshot
from tests.scenes.test_listtuecke_table import PERSON, find_position, table_at
from tests.scenes.test_tables_kit import computers

GLOW = 10
"""How far a lit card's glow reaches beyond its edge."""


def test_the_three_player_table_shows_no_box_for_cards_set_aside_without_the_variant(data_folder: Path):
    seed, actions = find_position(decisions.PLAY, players=3)
    app, table, _ = table_at(data_folder, seed, actions, [PERSON, *computers(2)])
    assert "set_aside" in table.geometry.layout.zones and not table.shown.view.set_aside
    spot = table.geometry.zone("set_aside").center
    without = table_picture(table.geometry, table.players, aside=False).get_at(spot)
    with_box = table_picture(table.geometry, table.players, aside=True).get_at(spot)
    assert table.picture.get_at(spot) == without != with_box
    screenshot(app, "listtuecke-three-players")


def test_no_badge_lies_on_a_name_plate_the_start_player_card_says_who_starts(data_folder: Path):
    seed, actions = find_position(decisions.PLAY, players=3)
    _, table, _ = table_at(data_folder, seed, actions, [Seat("Baronin Kunigunde"), *computers(2)])
    assert all(table.markers(seat) == [] for seat in range(3))
    start = table.board.sprites[("start", 0)]
    assert table.geometry.seat_zone("start", table.shown.view.start_player).collidepoint(start.rect.center)


@pytest.mark.parametrize("players", [3, 4])
def test_the_start_player_card_covers_no_seats_tiles(players: int):
    geometry = Geometry(players, 0)
    for holder in range(players):
        card = pygame.Rect(0, 0, *START_CARD)
        card.center = tuple(round(value) for value in geometry.start_spot(holder))
        for seat in range(players):
            assert not card.colliderect(geometry.seat_zone("tiles", seat)), (holder, seat)


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_first_games_tip_stays_clear_of_a_lifted_hand_card(data_folder: Path, language: str):
    set_language(language)
    seed, actions = find_position(decisions.PLAY, players=4)
    _, table, _ = table_at(data_folder, seed, actions, [PERSON, *computers(3)])
    tip = prompt_rect(table.first_prompt(), False, table.prompt_area())
    top = min(sprite.rect.top for key, sprite in table.board.sprites.items() if key[0] == "hand")
    assert tip.bottom <= top - LIFT - GLOW, (tip, top)
    assert table.geometry.zone("hand").height >= HAND[1]
    set_language("en")


def test_lt28_a_courtesans_swaps_end_in_the_log_as_no_further_swap():
    seen = 0
    for seed in range(60):
        state = RULESET.new_state(4, seed)
        rng = Rng(seed)
        reader = Reader([f"P{seat}" for seat in range(4)], 0)
        swapped: set[int] = set()
        while not state.over:
            for event in state.apply(state.random_action(rng)):
                line = describe(event, reader)
                if isinstance(event, CardPlayed):
                    swapped.discard(event.seat)
                elif isinstance(event, CardHandedOver):
                    swapped.update((event.giver, event.receiver))
                elif isinstance(event, AbilityDeclined) and ABILITY_OF[event.card] == SWAP_HANDS:
                    if event.seat in swapped:
                        seen += 1
                        assert line.text == tr("listtuecke.log.no_further_swap", name=f"P{event.seat}")
                    else:
                        assert "Courtesan" in line.text
    assert seen, "some Courtesan swapped and then ended her swaps"


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_ribbon_of_a_lingering_card_stays_within_the_card(language: str):
    """The ribbon was measured in italics but drawn in capitals: German 'Lauert auf: König' ran past the Queen's edges
    at 1280×720 (seen in the lesson). Every lingering card's ribbon fits the smallest stack card, in every language."""
    pygame.font.init()
    set_language(language)
    for card in [card for card in range(1, 21) if LINGERING[card]]:
        words = threat_words(Threat(0, card, frozenset(VICTIMS_OF[card])))
        for line in threat_lines(words, STACK[0]):
            assert plaque_image(line, THREAT_TEXT, THREAT_INK).get_width() <= STACK[0], (language, card, line)
    set_language("en")
