"""The core's own promises: the Rng, options, the match record as a save file, and undo."""

from __future__ import annotations

import json

import pytest

from game.core import (
    COMPUTER,
    Decision,
    IllegalAction,
    Match,
    MatchRecord,
    RecordError,
    Refusals,
    Rng,
    Seat,
    SetupError,
    TitleRegistry,
)
from game.core.events import CardsDrawn, GameEnded
from game.core.fold import Awaiting
from game.core.record import record_checksum
from tests.toy_title import HIGH_CARD, PlayCard

TOYS = TitleRegistry([HIGH_CARD])
SEATS = (Seat("Anna"), Seat("Bot", COMPUTER, "hard"), Seat("Cem"))


def play_some(match: Match, moves: int, seed: int = 7) -> None:
    rng = Rng(seed)
    for _ in range(moves):
        match.apply(match.state.random_action(rng))


def test_rng_repeats_its_sequence_and_clones_exactly():
    first, second = Rng(42), Rng(42)
    assert [first.below(1000) for _ in range(50)] == [second.below(1000) for _ in range(50)]
    copy = first.clone()
    assert [first.next64() for _ in range(5)] == [copy.next64() for _ in range(5)]
    assert Rng(1).shuffled(range(20)) != Rng(2).shuffled(range(20))
    assert sorted(Rng(3).shuffled(range(20))) == list(range(20))


def test_rng_is_fixed_by_this_code_not_by_python():
    assert Rng(0).next64() == 0xE220A8397B1DCDAF


def test_rng_below_covers_the_whole_range():
    rng = Rng(5)
    assert {rng.below(6) for _ in range(600)} == set(range(6))
    with pytest.raises(ValueError):
        rng.below(0)


def test_player_count_and_options_are_checked():
    with pytest.raises(SetupError, match="2 to 4 players"):
        HIGH_CARD.new_state(5, seed=1)
    with pytest.raises(SetupError, match="no option"):
        HIGH_CARD.new_state(3, seed=1, options={"colour": "red"})


def test_a_saved_game_reloads_and_continues_identically():
    live = Match.start(HIGH_CARD, SEATS, seed=99)
    play_some(live, 4)
    text = live.record.to_json_text()
    reloaded = Match(HIGH_CARD, MatchRecord.from_json_text(text, TOYS))
    assert reloaded.state.snapshot() == live.state.snapshot()
    rng_a, rng_b = Rng(3), Rng(3)
    while not live.state.over:
        live.apply(live.state.random_action(rng_a))
        reloaded.apply(reloaded.state.random_action(rng_b))
        assert reloaded.state.snapshot() == live.state.snapshot()
    assert reloaded.state.result() == live.state.result()


def test_a_truncated_save_is_refused_with_a_message():
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    play_some(match, 3)
    text = match.record.to_json_text()
    with pytest.raises(RecordError, match="damaged"):
        MatchRecord.from_json_text(text[: len(text) // 2], TOYS)


def test_an_edited_save_is_refused_with_a_message():
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    play_some(match, 3)
    data = json.loads(match.record.to_json_text())
    data["seed"] = 6
    with pytest.raises(RecordError, match="edited"):
        MatchRecord.from_json_text(json.dumps(data), TOYS)


def test_a_save_from_a_newer_version_asks_for_an_update():
    data = json.loads(Match.start(HIGH_CARD, SEATS, seed=5).record.to_json_text())
    data["version"] = 99
    with pytest.raises(RecordError, match="newer version"):
        MatchRecord.from_json_text(json.dumps(data), TOYS)


def test_other_files_and_unknown_titles_are_refused():
    with pytest.raises(RecordError, match="not a Hofintrigen"):
        MatchRecord.from_json_text('{"hello": 1}', TOYS)
    record = MatchRecord(title="chess", seed=1, seats=SEATS)
    with pytest.raises(RecordError, match="does not know the game 'chess'"):
        MatchRecord.from_json_text(record.to_json_text(), TOYS)


def test_a_record_with_an_illegal_action_names_the_move():
    record = MatchRecord(title=HIGH_CARD.id, seed=5, seats=SEATS, actions=(PlayCard(999),))
    loaded = MatchRecord.from_json_text(record.to_json_text(), TOYS)
    with pytest.raises(RecordError, match=r"Move 1 .* not allowed: You can only play a card from your own hand"):
        loaded.replay(HIGH_CARD)


def test_an_unknown_action_kind_is_refused_on_load():
    data = json.loads(MatchRecord(title=HIGH_CARD.id, seed=5, seats=SEATS).to_json_text())
    data["actions"] = [{"kind": "teleport"}]
    del data["checksum"]
    body = {key: data[key] for key in ("title", "options", "seed", "seats", "actions", "meta")}
    data["checksum"] = record_checksum(body)
    with pytest.raises(RecordError, match="Unknown kind of action: 'teleport'"):
        MatchRecord.from_json_text(json.dumps(data), TOYS)


def test_a_seat_must_be_human_or_a_computer_with_a_level():
    with pytest.raises(RecordError):
        Seat("Bot", COMPUTER)
    with pytest.raises(RecordError):
        Seat("Ghost", "spirit")


def test_undo_is_refused_when_the_rules_allow_nothing_to_be_taken_back():
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    play_some(match, 2)
    before = match.state.snapshot()
    with pytest.raises(IllegalAction, match="nothing yet this turn") as refused:
        match.undo()
    assert refused.value.key == "refusal.undo.nothing_yet", "the state's own reason (undo_refusal) is raised"
    assert match.state.snapshot() == before
    assert len(match.record.actions) == 2


def test_undo_replays_the_record_without_the_last_action(monkeypatch):
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    play_some(match, 2)
    earlier = match.state.snapshot()
    play_some(match, 1, seed=8)
    monkeypatch.setattr(type(match.state), "undoable_actions", lambda state: 1)
    match.undo()
    assert match.state.snapshot() == earlier
    assert len(match.record.actions) == 2


def test_the_opening_deal_reaches_each_seat_redacted():
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    *seen, waiting = match.opening_events(1)
    assert [event.seat for event in seen] == [0, 1, 2]
    assert seen[1].cards == tuple(match.state.hands[1])
    assert seen[0].cards is None and seen[2].cards is None
    assert isinstance(waiting, Awaiting) and waiting.to_move == match.state.to_move, "the opening ends with who decides"


def test_a_refusal_carries_a_translation_key_and_its_params_beside_the_english_sentence():
    refused = Refusals("toy", {"too_many": "Play at most {most} cards."})
    refusal = refused("too_many", most=3)
    assert str(refusal) == "Play at most 3 cards."
    assert (refusal.key, refusal.params) == ("refusal.toy.too_many", {"most": 3})
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    with pytest.raises(IllegalAction) as undo:
        match.undo()
    assert undo.value.key == "refusal.undo.nothing_yet"
    with pytest.raises(IllegalAction) as foreign:
        match.apply(PlayCard(999))
    assert foreign.value.key == "refusal.toy-highcard.not_in_hand"


def test_every_view_says_what_is_decided_until_the_game_is_over():
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    decision = match.state.view(2).awaiting
    assert decision == Decision("toy-highcard.play", "prompt.toy-highcard.play")
    assert decision.others == "prompt.toy-highcard.play.others"
    play_some(match, 9)
    assert match.state.over and match.state.view(0).awaiting is None


def test_shared_hand_events_show_their_cards_only_to_their_seat():
    drawn = CardsDrawn(seat=1, count=2, cards=(4, 7))
    assert drawn.for_seat(1) == drawn
    assert drawn.for_seat(0) == CardsDrawn(seat=1, count=2, cards=None)
    assert GameEnded((3, 5), (1,)).for_seat(0) == GameEnded((3, 5), (1,))


def test_take_back_goes_to_a_seats_last_decision_and_is_noted_in_the_saved_record():
    match = Match.start(HIGH_CARD, SEATS, seed=5)
    with pytest.raises(IllegalAction) as nothing:
        match.take_back(0)
    assert nothing.value.key == "refusal.nothing_to_take_back"
    play_some(match, 5)
    back = match.decisions_since(0)
    earlier = match.record.without_last(back)
    assert match.take_back(0) == back
    assert match.record.actions == earlier.actions and match.state.to_move == 0
    assert match.record.take_backs == 1
    loaded = MatchRecord.from_json_text(match.record.to_json_text(), TitleRegistry([HIGH_CARD]))
    assert loaded.take_backs == 1, "the take-back travels with the save"
    older = MatchRecord.from_json_text(earlier.to_json_text(), TitleRegistry([HIGH_CARD]))
    assert older.take_backs == 0, "a save without the note holds none"
