"""The rules pages (issue 35, item 4): every card picture carries its name in all three languages; no text on the
rules screen is smaller than 12 px at 1280×720, measured from the fonts the screen really renders with; each page
starts with the aim, then a turn, then the special cases, and shows a worked example with a picture; every special
term is defined in the section that first uses it; Hofnar's page says the lives, the hand size and every trick
(HN-6, HN-30..HN-37)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.hofnar.cards import DEALS
from game.hofnar.jesters import JESTERS
from game.titles import TITLES
from scenes import rulebook
from scenes.art import canvas
from scenes.drive import click, frames, press
from scenes.i18n import LANGUAGES, load_catalogue, set_language, tr
from scenes.rulebook import PAGES
from scenes.rulebook.page import PARTS, Picture
from scenes.rules import RulesScene
from scenes.ui import text
from tests.scenes.helpers import make_app, screenshot

SMALLEST_PX = 12
"""The least height of any text at 1280×720, in window pixels."""


class Recorder:
    """Every text the fonts render while it listens: (font size in logical pixels, text)."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, str]] = []


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    """Fonts that note each text they render. Every cache of fonts, rendered lines and drawings is emptied first,
    so nothing reaches the screen without passing through a recording font."""
    found = Recorder()

    class RecordingFont(pygame.font.Font):
        def render(self, words, *args, **kwargs):  # type: ignore[override]
            if str(words).strip():
                found.seen.append((self.point_size, str(words)))
            return super().render(words, *args, **kwargs)

    def forget() -> None:
        text.font.cache_clear()
        text._rendered.clear()
        canvas.clear_caches()
        rulebook.rules_page.cache_clear()

    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    forget()
    yield found
    monkeypatch.undo()
    forget()


def test_every_card_picture_on_every_rules_page_has_a_name_and_words_in_all_three_languages():
    catalogues = {language: load_catalogue(language) for language in LANGUAGES}
    for title_id, page in PAGES.items():
        cards = page.cards()
        assert cards, title_id
        for card in cards:
            assert card.name_key or card.proper_name, (title_id, card)
            for language, catalogue in catalogues.items():
                if card.name_key:
                    assert catalogue.get(card.name_key, "").strip(), (language, card.name_key)
                if card.words_key:
                    assert catalogue.get(card.words_key, "").strip(), (language, card.words_key)


def test_every_text_of_every_rules_page_exists_in_all_three_languages():
    catalogues = {language: load_catalogue(language) for language in LANGUAGES}
    for page in PAGES.values():
        keys = [section.text_key for section in page.sections]
        keys += [
            figure.caption_key for section in page.sections for figure in section.figures if isinstance(figure, Picture)
        ]
        keys += [term.word_key for term in page.terms]
        for key in keys:
            for language, catalogue in catalogues.items():
                assert catalogue.get(key, "").strip(), (language, key)


def test_every_registered_title_has_a_rules_page():
    assert {ruleset.id for ruleset in TITLES} <= set(PAGES)


@pytest.mark.parametrize("title_id", list(PAGES))
def test_each_page_starts_with_the_aim_then_a_turn_then_special_cases_and_shows_a_worked_example(title_id: str):
    parts = [section.part for section in PAGES[title_id].sections]
    assert parts[0] == "aim" and parts[1] == "turn", parts
    assert parts == sorted(parts, key=PARTS.index), "aim, turn, special cases, example, end: in that order"
    assert "special" in parts and parts[-1] == "end"
    examples = [section for section in PAGES[title_id].sections if section.part == "example"]
    assert any(isinstance(figure, Picture) for section in examples for figure in section.figures)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_special_term_is_first_used_in_the_section_that_defines_it(language: str):
    set_language(language)
    for title_id, page in PAGES.items():
        texts = page.texts()
        for term in page.terms:
            word = tr(term.word_key).casefold()
            first = next((section for section, words in texts if word in words.casefold()), None)
            assert first == term.defined_in, (language, title_id, word, first)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_hofnar_says_every_jesters_lives_and_hand_size_and_every_trick_hn_6_hn_30_to_37(language: str):
    set_language(language)
    page = PAGES["hofnar"]
    words = " ".join(words for _, words in page.texts())
    segments = [segment.lstrip("- ").strip() for segment in re.split(r"\.\s|\n", words)]
    for players, deal in DEALS.items():
        line = next(segment for segment in segments if re.match(rf"{players} \w+:", segment))
        assert re.findall(r"\d+", line.split(":", 1)[1]) == [str(deal.lives), str(deal.cards)], (players, line)
    tricks = {card.proper_name: card.words() for card in page.cards() if card.proper_name}
    assert set(tricks) == {jester.name for jester in JESTERS}
    assert all(tricks.values())


def test_every_card_the_titles_explain_is_on_its_page():
    names = {title_id: {card.name_key for card in page.cards()} for title_id, page in PAGES.items()}
    assert {
        f"verraeter.action.{key}" for key in ("traitor", "diplomat_2", "diplomat_5", "builder", "strategist", "farmer")
    } <= names["verraeter"]
    assert {f"listtuecke.character.{rank}" for rank in range(1, 21)} <= names["listtuecke"]
    assert {f"rulebook.hofverrat.role.{role}" for role in ("plain", "noble", "spy", "assassin", "guard")} <= names[
        "hofverrat"
    ]
    assert {"rulebook.hofverrat.mission.light", "rulebook.hofverrat.mission.dark"} <= names["hofverrat"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_smallest_text_on_every_rules_page_is_at_least_12_px_at_1280x720(
    data_folder: Path, recorder: Recorder, language: str
):
    app = make_app(data_folder, window="1280x720")
    set_language(language)
    app.open_menu()
    scale = app.window.get_height() / 1080
    recorder.seen.clear()
    click(app, app.top.buttons["rules"].rect.center)
    scene = app.top
    assert isinstance(scene, RulesScene)
    shown: dict[str, list[tuple[int, str]]] = {}
    for title_id in PAGES:
        while scene.title_id != title_id:
            press(app, pygame.K_RIGHT)
        while scene.page.offset < scene.page.limit:
            press(app, pygame.K_PAGEDOWN)
        frames(app)
        shown[title_id], recorder.seen = recorder.seen, []
    for title_id, seen in shown.items():
        size, words = min(seen)
        assert size * scale >= SMALLEST_PX, (language, title_id, size, words)


@pytest.mark.skipif(os.environ.get("HYPOTHESIS_PROFILE") != "soak", reason="a screenshot of every screenful: slow")
@pytest.mark.parametrize("window", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_rules_page_scrolled_through_in_screenshots(data_folder: Path, window: str, language: str):
    app = make_app(data_folder, window=window)
    set_language(language)
    app.open_menu()
    click(app, app.top.buttons["rules"].rect.center)
    scene = app.top
    for title_id in PAGES:
        while scene.title_id != title_id:
            press(app, pygame.K_RIGHT)
        shot = 0
        screenshot(app, f"rules-{title_id}-{language}-{shot:02d}")
        while scene.page.offset < scene.page.limit:
            press(app, pygame.K_PAGEDOWN)
            shot += 1
            screenshot(app, f"rules-{title_id}-{language}-{shot:02d}")


def test_every_rules_page_opens_at_the_top_and_scrolls_to_its_end_and_back_with_the_keys(data_folder: Path):
    app = make_app(data_folder, window="1280x720")
    click(app, app.top.buttons["rules"].rect.center)
    scene = app.top
    for title_id in PAGES:
        while scene.title_id != title_id:
            press(app, pygame.K_RIGHT)
        assert scene.page.offset == 0 and scene.page.limit > 0, title_id
        press(app, pygame.K_END)
        assert scene.page.offset == scene.page.limit
        press(app, pygame.K_HOME)
        assert scene.page.offset == 0
