"""Every label a table writes on or under a card fits that card, in English, German and Dutch (issue 34's leftovers):
at Mit List und Tücke the name of a middle card the person knows, the count under each stack and the rank an
Inquisitor counts as; at Hofnar the open table's notice fits its band of the hand's place without covering a card or a
plate. A label shrinks (not below the table's smallest text), or breaks at its spaces, its newlines and the soft
hyphens its translation marks (Scharf-richter)."""

from __future__ import annotations

import pygame
import pytest

from scenes.curtain import CurtainScene
from scenes.drive import frames, press
from scenes.i18n import set_language, tr, tr_count
from scenes.tables.hofnar import HofnarTable
from scenes.tables.hofnar import art as hofnar_art
from scenes.tables.hofnar import hud as hofnar_hud
from scenes.tables.hofnar.geometry import Geometry as HofnarGeometry
from scenes.tables.kit import labels
from scenes.tables.listtuecke import hud
from scenes.tables.listtuecke.geometry import Geometry
from scenes.tables.listtuecke.words import label
from tests.scenes.helpers import screenshot
from tests.scenes.test_hofnar_table import act_by_mouse, open_hofnar, person

LANGUAGES = ("en", "de", "nl")
CHARACTERS = range(1, 21)
STACK_CARDS = range(1, 5)
"""A stack holds at most one card per round of the chapter (LT-9)."""


@pytest.fixture(params=LANGUAGES)
def language(request):
    pygame.font.init()
    set_language(request.param)
    yield request.param
    set_language("en")


def card_rect(centre: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def test_a_known_middle_cards_name_fits_on_the_card(language: str):
    geometry = Geometry(4, 0)
    for slot in range(4):
        card = geometry.middle_rect(slot)
        foot, room = hud.middle_label_place(geometry, slot)
        for character in CHARACTERS:
            size, _ = labels.fit(label(character), room, hud.MIDDLE_TEXT)
            rect = labels.label_rect(label(character), room, hud.MIDDLE_TEXT, midbottom=foot)
            assert card.contains(rect), f"{language}: {label(character)!r} {rect} on the card {card}"
            assert size >= labels.SMALLEST


def test_each_middle_label_reads_as_the_characters_name(language: str):
    """The label's lines, joined where a word broke, are the name the log and the tooltips use."""
    geometry = Geometry(4, 0)
    _, room = hud.middle_label_place(geometry, 0)
    for character in CHARACTERS:
        _, lines = labels.fit(label(character), room, hud.MIDDLE_TEXT)
        read = " ".join(lines).replace("- ", "")
        assert read == tr(f"listtuecke.character.{character}"), (language, lines)


@pytest.mark.parametrize("players", [3, 4])
def test_a_stacks_count_fits_under_its_top_card_and_the_inquisitors_rank_on_its_foot(language: str, players: int):
    geometry = Geometry(players, 0)
    for seat in range(players):
        zone, top = geometry.seat_zone("stack", seat), geometry.stack_rect(seat)
        rank_centre, rank_room = hud.rank_place(geometry, seat)
        rank = labels.label_rect(
            tr("listtuecke.stack.rank").format(rank=0), rank_room, hud.COUNT_TEXT, center=rank_centre
        )
        assert top.left <= rank.left and rank.right <= top.right, f"{language}: the rank {rank} on its card {top}"
        for cards in STACK_CARDS:
            stack = [card_rect(centre, geometry.stack_size(seat)) for centre in geometry.stack_centres(seat, cards)]
            span = stack[0].unionall(stack[1:])
            centre, room = hud.stack_count_place(geometry, seat, cards)
            for up in range(cards + 1):
                text = tr_count("listtuecke.stack.count", cards, cards=cards, up=up)
                count = labels.label_rect(text, room, hud.COUNT_TEXT, center=centre)
                assert count.width <= top.width, f"{language}: {text!r} no wider than the stack's top card"
                assert span.left <= count.left and count.right <= span.right, f"{text!r} {count} under {span}"
                assert zone.contains(count) and count.top >= span.bottom, f"{text!r} {count} under the cards"
                assert not count.colliderect(rank), f"{text!r} clear of the Inquisitor's rank"


@pytest.mark.parametrize("players", [3, 5, 9])
def test_hofnars_open_table_notice_fits_its_band_clear_of_the_hand_and_every_plate(language: str, players: int):
    geometry = HofnarGeometry(players, 0, 1)
    band, hand = geometry.notice_band(), geometry.zone("hand")
    notice = hofnar_hud.notice_rect(band, tr("hofnar.open_table"))
    assert band.contains(notice) and hand.contains(band), f"{language}: the notice {notice} in {band}"
    gathered = card_rect(hand.center, hofnar_art.HAND)
    assert not notice.colliderect(gathered), "clear of the face-down hand gathered in the middle"
    for count in range(1, 8):
        for size in (hofnar_art.HAND, hofnar_art.KING_HAND):
            cards = [card_rect(centre, size) for centre in geometry.hand_homes(count, notice=True)]
            assert all(hand.contains(card) for card in cards)
            assert not any(notice.colliderect(card) for card in cards), f"clear of a hand of {count} laid out"
    plates = [geometry.plate(seat) for seat in range(players)]
    assert not any(notice.colliderect(plate) for plate in [*plates, geometry.zone("status")])


@pytest.mark.parametrize("language", ["de", "nl"])
def test_at_a_hofnar_hot_seat_the_open_table_notice_covers_no_card_at_the_real_table(tmp_path, language: str):
    """Four people at one screen: the King names the first jester at the open table (HN-9), his moods gathered face
    down in the middle of his place; the notice stands beside them."""
    app, match = open_hofnar(tmp_path, [person(number) for number in range(1, 5)], seed=8, king=0)
    app.settings.language = language
    app.save_settings()
    for _ in range(600):
        top = app.top
        if isinstance(top, CurtainScene):
            top.age = 1.0
            press(app, pygame.K_SPACE)
        elif isinstance(top, HofnarTable) and top.runner.accepts_input and not top.busy:
            if top.runner.at_open_table:
                break
            act_by_mouse(app, match)
        frames(app)
    table = app.top
    assert isinstance(table, HofnarTable) and table.runner.at_open_table
    frames(app, 3)
    notice = hofnar_hud.notice_rect(table.geometry.notice_band(), tr("hofnar.open_table"))
    cards = [sprite.rect for sprite in table.board.sprites.values()]
    assert cards and not any(notice.colliderect(card) for card in cards), f"the notice {notice} covers no card"
    screenshot(app, f"hofnar-open-table-notice-{language}")
