"""Thinking on the machine's other core: a computer seat's decision worked out in a worker process while the window
keeps drawing its frames on the first core.

One long-lived worker per program, started on first use with multiprocessing's "spawn" method (safe beside SDL, and
the way a frozen executable starts helpers: its entry point calls ``multiprocessing.freeze_support()`` first).
Questions and answers travel over a pipe as JSON bytes, never pickled: the match record in the save file's format
with the seat, the level and the seed; the worker replays the record, takes that seat's view and answers with
``game.ai.choose_action``'s action, the very one sliced thinking finds for the same view and seed. Only the seat's
view reaches the AI, as in the window's own process.

``WorkerThinking`` has the face of the runner's ``SlicedThinking`` (``think`` once a frame, ``answer`` when done). If
the worker cannot be started, dies or answers with an error, it falls back to thinking in slices in this process, so
a decision always comes.

The coach asks the same worker too, one decision of a finished game at a time (``ask_review``: the record, the
moment, the plan and the seed): the worker answers with ``game.ai.review``'s finding for it, which the window collects
as it collects an action (``scenes.review_work``).
"""

from __future__ import annotations

import atexit
import json
import multiprocessing
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Protocol, TypeVar

from game.ai import Thinker, choose_action
from game.ai.review import Plan, finding_to_json, review_decision
from game.core import Action, JsonValue, Match, MatchRecord, to_json
from game.core.replay import Replay
from game.titles import TITLES

PROTOCOL = 1
"""The version of the JSON questions and answers; the worker refuses any other."""
SLICE_SECONDS = 0.006
"""The share of a frame a fallback thinks in this process (as the runner gives a computer seat)."""


class Thinking(Protocol):
    """What the runner asks of a decision in progress (``SlicedThinking`` and ``WorkerThinking``)."""

    thinker: Thinker | None

    def think(self, seconds: float) -> bool:
        """Work for about ``seconds`` of this frame at most; True once the answer is ready."""

    def answer(self) -> Action:
        """The chosen action, once ``think`` said it is ready."""


Sliced = TypeVar("Sliced", bound=Thinking)


def answer_question(text: bytes) -> bytes:
    """The worker's whole job for one question: the chosen action as JSON, or the error that stopped it."""
    question = json.loads(text)
    try:
        if question.get("version") != PROTOCOL:
            raise ValueError(f"protocol version {question.get('version')!r} is not {PROTOCOL}")
        record = MatchRecord.from_json_text(question["record"], TITLES)
        ruleset = TITLES.get(record.title)
        if "review" in question:
            answer = {"version": PROTOCOL, "ticket": question["ticket"], "finding": review_answer(record, question)}
        else:
            view = record.replay(ruleset).view(question["seat"])
            action = choose_action(ruleset, view, question["level"], question["seed"])
            answer = {"version": PROTOCOL, "ticket": question["ticket"], "action": to_json(action)}
    except Exception as failure:  # any failure is answered, so the window falls back and never waits forever
        error = f"{type(failure).__name__}: {failure}"
        answer = {"version": PROTOCOL, "ticket": question.get("ticket"), "error": error}
    return json.dumps(answer).encode()


def review_answer(record: MatchRecord, question: dict) -> JsonValue:
    """The coach's finding for one decision of ``record``'s game (``ask_review``'s question), as JSON."""
    review = question["review"]
    plan = Plan(review["iterations"], review["worlds"])
    replay = Replay(TITLES.get(record.title), record)
    return finding_to_json(review_decision(replay, review["moment"], plan, question["seed"]))


def serve(connection: Connection) -> None:
    """The worker process: answer questions one after another until the window's end of the pipe closes (also while
    an answer is on its way: a window that quits mid-thought is no error)."""
    while True:
        try:
            question = connection.recv_bytes()
            connection.send_bytes(answer_question(question))
        except (EOFError, OSError):
            return


class ThinkingWorker:
    """The worker process and the window's end of its pipe; ``ask`` sends a question, ``collect`` picks answers up."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._connection, child = context.Pipe()
        self._process: BaseProcess = context.Process(target=serve, args=(child,), daemon=True, name="thinking")
        self._process.start()
        child.close()
        self._tickets = 0
        self._answers: dict[int, dict] = {}
        self.answered = False
        """True once the worker has answered a question: it works on this machine."""

    @property
    def alive(self) -> bool:
        """True while the worker process runs."""
        return self._process.is_alive()

    def ask(self, record: MatchRecord, seat: int, level: str, seed: int) -> int:
        """Send one decision to think out; return the ticket its answer will carry."""
        return self._send({"record": record.to_json_text(), "seat": seat, "level": level, "seed": seed})

    def ask_review(self, record: MatchRecord, moment: int, plan: Plan, seed: int) -> int:
        """Send one decision of a finished game for the coach to look at again; return the ticket its finding will
        carry."""
        review = {"moment": moment, "iterations": plan.iterations, "worlds": plan.worlds}
        return self._send({"record": record.to_json_text(), "review": review, "seed": seed})

    def _send(self, question: dict) -> int:
        self._tickets += 1
        self._connection.send_bytes(json.dumps({"version": PROTOCOL, "ticket": self._tickets, **question}).encode())
        return self._tickets

    def collect(self, ticket: int) -> dict | None:
        """The answer for ``ticket`` once it has come (older answers nobody waits for are dropped), else None.

        Never waits: it reads only what the pipe already holds. Raises EOFError once the worker is gone.
        """
        while ticket not in self._answers and self._connection.poll():
            answer = json.loads(self._connection.recv_bytes())
            self._answers = {answer["ticket"]: answer}
            self.answered = True
        return self._answers.pop(ticket, None)

    def stop(self) -> None:
        """Close the pipe, which ends the worker, and wait for it to end (ending it outright after a second)."""
        self._connection.close()
        self._process.join(timeout=1)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join()


_worker: ThinkingWorker | None = None
_unable = False


def shared_worker() -> ThinkingWorker | None:
    """The program's one worker, started on first use and again if it stops after having worked; None once a worker
    could not be started or stopped before its first answer (then this program thinks in slices)."""
    global _worker, _unable
    if _unable:
        return None
    if _worker is not None and _worker.alive:
        return _worker
    if _worker is not None and not _worker.answered:
        _unable = True
        return None
    try:
        _worker = ThinkingWorker()
    except OSError:
        _unable = True
        return None
    atexit.register(_worker.stop)
    return _worker


class WorkerThinking:
    """One computer decision thought out by the worker; the same face as the runner's ``SlicedThinking``."""

    thinker: Thinker | None = None
    """Set only once the worker failed and this process thinks itself (``SlicedThinking``'s progress, then)."""

    def __init__(
        self,
        match: Match,
        seat: int,
        level: str,
        seed: int,
        fallback: Callable[[Thinker], Thinking],
        worker: ThinkingWorker | None = None,
    ) -> None:
        self._match = match
        self._seat = seat
        self._level = level
        self._seed = seed
        self._fallback_for = fallback
        self._fallback: Thinking | None = None
        self._action: Action | None = None
        self._worker = worker or shared_worker()
        self._ticket = None
        if self._worker is not None:
            try:
                self._ticket = self._worker.ask(match.record, seat, level, seed)
            except (OSError, ValueError):
                self._ticket = None
        if self._ticket is None:
            self._fall_back()

    def think(self, seconds: float) -> bool:
        """Pick the answer up if it has come (``seconds`` is the slice a fallback may use); True once there is one."""
        if self._fallback is not None:
            return self._fallback.think(seconds)
        if self._action is not None:
            return True
        try:
            answer = self._worker.collect(self._ticket)
        except (EOFError, OSError):
            answer = {"error": "the thinking worker has stopped"}
        if answer is None:
            return False
        if "action" in answer:
            self._action = self._match.ruleset.action_codec.decode(answer["action"])
            return True
        self._fall_back()
        return self._fallback.think(seconds)

    def answer(self) -> Action:
        """The chosen action."""
        if self._fallback is not None:
            return self._fallback.answer()
        assert self._action is not None, "answer() before think() said done"
        return self._action

    def _fall_back(self) -> None:
        """Think in slices in this process from here on."""
        self.thinker = Thinker(self._match.ruleset, self._match.view(self._seat), self._level, self._seed)
        self._fallback = self._fallback_for(self.thinker)


def think_about(match: Match, seat: int, level: str, seed: int, sliced: Callable[[Thinker], Sliced]) -> Thinking:
    """A computer seat's decision: in the worker when it can rebuild the match (its title is registered, which the
    tests' toy title is not), else ``sliced`` thinking in this process."""
    if match.record.title in TITLES:
        return WorkerThinking(match, seat, level, seed, sliced)
    return sliced(Thinker(match.ruleset, match.view(seat), level, seed))
