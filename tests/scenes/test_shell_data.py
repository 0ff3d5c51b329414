"""Translations, fonts, the resource path and the data folder's files, without a window."""

from __future__ import annotations

import ast
import json
import shutil
import sys
from pathlib import Path

import pygame
import pytest

from game.core import Match, Seat, TitleRegistry
from scenes import resources
from scenes.i18n import (
    LANGUAGES,
    Translator,
    catalogue_files,
    load_catalogue,
    placeholders,
    set_language,
    tr_count,
    tr_list,
)
from scenes.preferences import Settings
from scenes.profile import Outcome, Statistics
from scenes.storage import SETTINGS_FILE, STATISTICS_FILE, Storage, autosave_file
from scenes.ui import theme
from tests.toy_title import HIGH_CARD

SCENES = Path(__file__).resolve().parents[2] / "scenes"
TITLE_IDS = ("hofverrat", "verraeter", "listtuecke", "hofnar")


def literal_keys() -> set[str]:
    """Every key passed as a plain string literal to ``tr`` or ``tr_count`` anywhere in the front end."""
    keys = set()
    for path in SCENES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in {"tr", "tr_count"} and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keys.add(first.value)
    return keys


def test_every_language_has_every_english_key_with_the_same_placeholders():
    english = load_catalogue("en")
    for language in LANGUAGES:
        catalogue = load_catalogue(language)
        assert set(catalogue) == set(english), language
        for key, text in catalogue.items():
            assert placeholders(text) == placeholders(english[key]), (language, key)


NAME_PLACEHOLDERS = ("name", "by", "owner", "other", "target", "giver", "receiver", "holder", "partner")
"""Placeholders filled with a player's name: a name may be "Spieler 2" or "Hans", so no text may glue a genitive s
to one ("Spieler 2s", "Hanss"); German and Dutch texts say "von {name}" / "van {name}" instead."""


@pytest.mark.parametrize("language", ["de", "nl"])
def test_no_german_or_dutch_text_glues_a_genitive_s_to_a_name(language):
    glued = [
        key
        for key, text in load_catalogue(language).items()
        if any(f"{{{name}}}s" in text or f"{{{name}}}'s" in text for name in NAME_PLACEHOLDERS)
    ]
    assert glued == []


def test_every_language_splits_its_catalogue_into_the_same_files_and_each_key_lives_in_one():
    english_files = catalogue_files("en")
    assert english_files
    for language in LANGUAGES:
        files = catalogue_files(language)
        assert files == english_files, language
        seen: set[str] = set()
        for name in files:
            keys = set(json.loads(resources.read_asset("i18n", language, name)))
            assert not keys & seen, (language, name, sorted(keys & seen))
            seen |= keys


def test_every_key_the_code_asks_for_exists_in_english():
    missing = literal_keys() - set(load_catalogue("en"))
    assert not missing, sorted(missing)


def test_each_title_has_a_description_and_rules_in_every_language():
    for language in LANGUAGES:
        catalogue = load_catalogue(language)
        for title_id in TITLE_IDS:
            assert len(catalogue[f"title.{title_id}.description"]) <= 160
            assert catalogue[f"rulebook.{title_id}.aim"].startswith("# ")


@pytest.mark.parametrize(
    ("language", "count", "expected"),
    [("en", 1, "1 point"), ("en", -1, "-1 point"), ("en", 0, "0 points"), ("de", 1, "1 Punkt"), ("nl", 9, "9 punten")],
)
def test_counted_texts_take_the_singular_for_one_and_the_plural_otherwise(language: str, count: int, expected: str):
    set_language(language)
    assert tr_count("results.points", count, points=count) == expected


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_counted_text_may_name_its_number_count(language: str):
    set_language(language)
    assert "1" in tr_count("hofverrat.tip.pile", 1, count=1)
    assert "39" in tr_count("hofverrat.tip.pile", 39, count=39)


def test_a_singular_key_is_only_ever_a_form_of_an_existing_text():
    english = load_catalogue("en")
    assert all(key.removesuffix(".one") in english for key in english if key.endswith(".one"))


def test_untranslated_keys_fall_back_to_english_then_to_the_key(monkeypatch):
    translate = Translator("de")
    assert translate("menu.new_game") == "Neues Spiel"
    monkeypatch.delitem(translate._catalogue, "menu.quit")
    assert translate("menu.quit") == "Quit"
    assert translate("no.such.key", count=2) == "no.such.key (count=2)"
    assert Translator("xx").language == "en"


@pytest.mark.parametrize("face", [theme.FACE_REGULAR, theme.FACE_ITALIC, theme.FACE_CAPS])
def test_fonts_cover_german_and_dutch(face: str):
    pygame.font.init()
    font = pygame.font.Font(resources.asset_path("fonts", face), 32)
    missing = font.render("\ue123", True, (255, 255, 255))
    for letter in "äöüÄÖÜßĳĲéëï€–…„“”’×←→↑↓·":
        image = font.render(letter, True, (255, 255, 255))
        assert pygame.image.tobytes(image, "RGBA") != pygame.image.tobytes(missing, "RGBA"), (face, letter)
    assert resources.asset_path("fonts", "OFL.txt").read_text("utf-8").count("SIL OPEN FONT LICENSE") == 1


def test_assets_are_found_inside_a_pyinstaller_bundle(monkeypatch, tmp_path: Path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_path("i18n", "en") == tmp_path / "assets" / "i18n" / "en"


def test_files_are_versioned_json_written_atomically(tmp_path: Path):
    storage = Storage(tmp_path)
    storage.save_settings(Settings(language="nl", volume=30))
    statistics = Statistics()
    statistics.record_game("hofnar", Outcome("easy", won=True, score=3, day="2026-11-25"))
    storage.save_statistics(statistics)
    document = json.loads((tmp_path / SETTINGS_FILE).read_text("utf-8"))
    assert document["version"] == 1 and document["settings"]["language"] == "nl"
    assert Storage(tmp_path).load_statistics().titles["hofnar"].won == 1
    assert sorted(path.name for path in tmp_path.iterdir()) == [SETTINGS_FILE, STATISTICS_FILE], "no temp files left"


def test_settings_keep_good_fields_and_default_odd_ones(tmp_path: Path):
    (tmp_path / SETTINGS_FILE).write_text(
        json.dumps(
            {
                "format": "hofintrigen-settings",
                "version": 1,
                "settings": {"language": "de", "volume": 900, "window": "tiny", "muted": True},
            }
        )
    )
    storage = Storage(tmp_path)
    settings = storage.load_settings()
    assert (settings.language, settings.volume, settings.window, settings.muted) == ("de", 80, "1280x720", True)
    assert [key for key, _ in storage.take_notices()] == ["notice.settings_partly"]
    assert len(list(tmp_path.glob("settings.damaged-*.json"))) == 1, "the original is kept aside"


def test_the_autosave_is_a_match_record_and_a_damaged_one_is_set_aside(tmp_path: Path):
    titles = TitleRegistry([HIGH_CARD])
    storage = Storage(tmp_path)
    assert storage.load_autosave(titles) is None
    match = Match.start(HIGH_CARD, [Seat("Ada"), Seat("Bot", "computer", "hard")], seed=11)
    match.apply(match.state.legal_actions()[-1])
    storage.save_autosave(match.record)
    assert storage.load_autosave(titles) == match.record
    saved = tmp_path / autosave_file(HIGH_CARD.id)
    saved.write_text(match.record.to_json_text().replace('"Ada"', '"Eve"'), "utf-8")
    assert storage.load_autosave(titles) is None
    assert [key for key, _ in storage.take_notices()] == ["notice.autosave_damaged"]
    assert len(list(tmp_path.glob(f"{saved.stem}.damaged-*.json"))) == 1
    assert storage.take_notices() == []


def test_an_autosave_written_in_the_background_is_forgotten_for_good_when_cleared(tmp_path: Path):
    titles = TitleRegistry([HIGH_CARD])
    storage = Storage(tmp_path)
    match = Match.start(HIGH_CARD, [Seat("Ada"), Seat("Bot", "computer", "hard")], seed=11)
    for _ in range(20):
        storage.save_autosave(match.record)
    storage.clear_autosave(HIGH_CARD.id)
    storage.flush()
    assert not (tmp_path / autosave_file(HIGH_CARD.id)).exists(), "no waiting save brought the autosave back"
    assert storage.load_autosave(titles) is None


def test_an_autosave_that_cannot_be_written_is_reported_once_and_tried_again(tmp_path: Path):
    folder = tmp_path / "data"
    storage = Storage(folder)
    shutil.rmtree(folder)
    match = Match.start(HIGH_CARD, [Seat("Ada"), Seat("Bot", "computer", "hard")], seed=11)
    storage.save_autosave(match.record)
    storage.flush()
    assert [key for key, _ in storage.take_notices()] == ["notice.autosave_failed"]
    storage.save_autosave(match.record)
    storage.flush()
    assert storage.take_notices() == [], "the notice is given once"
    folder.mkdir()
    storage.save_autosave(match.record)
    storage.flush()
    assert [key for key, _ in storage.take_notices()] == ["notice.autosave_works_again"]
    assert storage.load_autosave(TitleRegistry([HIGH_CARD])) == match.record, "it kept trying"


@pytest.mark.parametrize(
    ("language", "two", "three"),
    [
        ("en", "Clara and Dietrich", "Anna, Clara and Dietrich"),
        ("de", "Clara und Dietrich", "Anna, Clara und Dietrich"),
        ("nl", "Clara en Dietrich", "Anna, Clara en Dietrich"),
    ],
)
def test_a_list_in_running_text_ends_with_the_languages_and(data_folder: Path, language: str, two: str, three: str):
    set_language(language)
    assert tr_list([]) == "" and tr_list(["Clara"]) == "Clara"
    assert tr_list(["Clara", "Dietrich"]) == two
    assert tr_list(["Anna", "Clara", "Dietrich"]) == three
