"""Reading a match record is strict (issue 21, part 3): every value of exactly its type, nothing converted, nothing
that could crash whatever walks, hashes, writes or shows the record later."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core import COMPUTER, MatchRecord, RecordError, Seat, TitleRegistry
from game.core.record import BODY_KEYS, RECORD_VERSION, NewerRecord, record_checksum
from game.core.values import fits, parse_json
from tests.toy_title import HIGH_CARD, PlayCard

TOYS = TitleRegistry([HIGH_CARD])
RECORD = MatchRecord(title=HIGH_CARD.id, seed=5, seats=(Seat("Anna"), Seat("Bot", COMPUTER, "easy")))


def edited(**changes: Any) -> str:
    """The record's JSON with ``changes`` made and the checksum made right again."""
    document = json.loads(RECORD.with_action(PlayCard(3)).to_json_text())
    document.update(changes)
    document["checksum"] = record_checksum({key: document[key] for key in BODY_KEYS})
    return json.dumps(document)


@pytest.mark.parametrize("seed", ["5", 5.0, True, -1, 2**64, None])
def test_a_seed_of_another_type_or_out_of_range_is_refused_not_converted(seed):
    with pytest.raises(RecordError, match=r"seed|number far too large"):
        MatchRecord.from_json_text(edited(seed=seed), TOYS)


@pytest.mark.parametrize("card", [3.0, "3", True, None, [3], 2**70])
def test_an_action_field_of_another_type_is_refused(card):
    with pytest.raises(RecordError, match=r"'card'|number far too large"):
        MatchRecord.from_json_text(edited(actions=[{"kind": "play", "card": card}]), TOYS)


@pytest.mark.parametrize(
    "seat",
    [
        {"name": 5, "controller": "human", "level": None},
        {"name": "A\u0000", "controller": "human", "level": None},
        {"name": "Anna", "controller": "robot", "level": None},
        {"name": "Anna", "controller": "computer", "level": "godlike"},
        {"name": "Anna", "controller": "human", "level": "hard"},
        {"name": "Anna", "controller": "human"},
    ],
)
def test_a_seat_is_a_name_that_can_be_shown_and_a_known_controller_and_level(seat):
    with pytest.raises(RecordError):
        MatchRecord.from_json_text(edited(seats=[seat, {"name": "Bot", "controller": "human", "level": None}]), TOYS)


def test_the_player_count_and_the_options_must_be_ones_the_title_allows():
    with pytest.raises(RecordError, match="not played by these seats"):
        MatchRecord.from_json_text(edited(seats=[{"name": "Solo", "controller": "human", "level": None}]), TOYS)
    with pytest.raises(RecordError, match="options"):
        MatchRecord.from_json_text(edited(options={"speed": "fast"}), TOYS)


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000 + "]" * 100_000, '{"seed": NaN}', '{"seed": Infinity}', '{"seed": 1e999}', '{"a": "\\ud800"}'],
)
def test_json_no_file_of_ours_holds_is_refused_before_anything_walks_it(text: str):
    with pytest.raises(ValueError):
        parse_json(text, max_depth=8)
    with pytest.raises(RecordError, match="not readable JSON"):
        MatchRecord.from_json_text(text, TOYS)


def test_notes_nested_too_deep_are_refused():
    deep: Any = []
    for _ in range(500):
        deep = [deep]
    with pytest.raises(RecordError, match="nested too deeply"):
        MatchRecord.from_json_text(edited(meta={"deep": deep}), TOYS)


def test_a_newer_record_is_told_apart_from_a_damaged_one():
    with pytest.raises(NewerRecord, match="newer version"):
        MatchRecord.from_json_text(edited(version=RECORD_VERSION + 1), TOYS)


def test_exact_types():
    assert fits(3, int) and not fits(3.0, int) and not fits(True, int)
    assert fits(None, int | None) and fits((1, 2), tuple[int, ...]) and not fits([1, 2], tuple[int, ...])
    assert not fits((1, "2"), tuple[int, ...]) and fits("upper", str) and not fits(b"upper", str)


def test_a_phone_seat_is_a_person_and_its_record_is_version_2():
    seats = (Seat("Anna", "phone"), Seat("Bot", COMPUTER, "easy"))
    record = MatchRecord(title=HIGH_CARD.id, seed=3, seats=seats)
    text = record.to_json_text()
    assert '"version": 2' in text and seats[0].is_human and seats[0].on_phone and not seats[1].on_phone
    assert MatchRecord.from_json_text(text, TOYS).seats == seats
    plain = MatchRecord(title=HIGH_CARD.id, seed=3, seats=(Seat("Anna"), seats[1])).to_json_text()
    assert '"version": 1' in plain
    with pytest.raises(RecordError):
        Seat("Anna", "phone", "easy")
