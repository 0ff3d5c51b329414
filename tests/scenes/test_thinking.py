"""Thinking in the worker process: the answer is the one sliced thinking gives, questions and answers are JSON, and
a worker that fails or is gone costs nothing but the second core (the decision is thought out in slices instead)."""

from __future__ import annotations

import json
import time

import pytest

from game.ai import choose_action
from game.core import Match, Seat
from game.hofverrat import RULESET
from scenes import thinking as thinking_module
from scenes.tables.kit.runner import SlicedThinking
from scenes.thinking import PROTOCOL, ThinkingWorker, WorkerThinking, answer_question, think_about
from tests.toy_title import HIGH_CARD

pytestmark = pytest.mark.worker


def computer_match(moves: int = 5) -> Match:
    """A four-player Hof-Verrat match a few placements in, every seat a computer."""
    match = Match.start(RULESET, [Seat(f"Bot {seat}", "computer", "normal") for seat in range(4)], seed=17)
    for _ in range(moves):
        match.apply(match.state.legal_actions()[0])
    return match


def question(match: Match, level: str, seed: int, version: int = PROTOCOL) -> bytes:
    seat = match.state.to_move
    text = {"version": version, "ticket": 3, "record": match.record.to_json_text(), "seat": seat, "level": level}
    return json.dumps({**text, "seed": seed}).encode()


def test_the_worker_answers_what_the_ai_chooses_for_the_seats_view():
    match = computer_match()
    answer = json.loads(answer_question(question(match, "normal", seed=8)))
    expected = choose_action(RULESET, match.view(match.state.to_move), "normal", 8)
    assert answer["ticket"] == 3 and answer["version"] == PROTOCOL
    assert RULESET.action_codec.decode(answer["action"]) == expected


def test_a_question_in_another_protocol_is_answered_with_an_error():
    answer = json.loads(answer_question(question(computer_match(), "easy", seed=1, version=PROTOCOL + 1)))
    assert "action" not in answer and "protocol" in answer["error"]


def wait_for(thinking: WorkerThinking, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not thinking.think(0.006):
        assert time.monotonic() < deadline, "the worker never answered"
        time.sleep(0.01)


@pytest.fixture
def worker():
    worker = ThinkingWorker()
    yield worker
    worker.stop()


def test_a_worker_process_thinks_out_a_decision_without_this_process_thinking(worker):
    match = computer_match()
    thinking = WorkerThinking(match, match.state.to_move, "easy", 4, SlicedThinking, worker)
    started = time.process_time()
    wait_for(thinking)
    assert thinking.thinker is None, "no thinking in the window's process"
    assert time.process_time() - started < 1.0, "polling the pipe costs next to nothing"
    assert thinking.answer() == choose_action(RULESET, match.view(match.state.to_move), "easy", 4)
    later = WorkerThinking(match, match.state.to_move, "easy", 5, SlicedThinking, worker)
    wait_for(later)
    assert later.answer() == choose_action(RULESET, match.view(match.state.to_move), "easy", 5), "one worker, many"


def test_when_the_worker_is_gone_the_decision_is_thought_out_in_slices(worker):
    match = computer_match()
    worker.stop()
    thinking = WorkerThinking(match, match.state.to_move, "easy", 4, SlicedThinking, worker)
    wait_for(thinking)
    assert thinking.thinker is not None, "it fell back to a Thinker in this process"
    assert thinking.answer() == choose_action(RULESET, match.view(match.state.to_move), "easy", 4)


def test_a_title_the_worker_cannot_rebuild_thinks_in_slices():
    match = Match.start(HIGH_CARD, [Seat("Bot", "computer", "hard"), Seat("Bot 2", "computer", "hard")], seed=5)
    thinking = think_about(match, match.state.to_move, "hard", 1, SlicedThinking)
    assert isinstance(thinking, SlicedThinking)


def test_a_worker_that_stops_before_its_first_answer_is_not_started_again(worker, monkeypatch):
    worker.stop()
    monkeypatch.setattr(thinking_module, "_worker", worker)
    monkeypatch.setattr(thinking_module, "_unable", False)
    assert thinking_module.shared_worker() is None, "a worker that never worked is given up"
    assert thinking_module.shared_worker() is None
