"""Thinking on the machine's other core: a computer seat's decision worked out in a worker process while the window
keeps drawing its frames on the first core.

One long-lived worker per program, started on first use: the program itself started again with ``--think`` (the
executable, or ``python -m scenes`` from source), which reads questions from its standard input and writes answers to
its standard output, one JSON document a line, never pickled. Not multiprocessing: a frozen executable that holds
multiprocessing runs PyInstaller's hook for it, importing it and its helpers, at every start, before the menu can show
(issue 37 §7). Threads in the window's process write the questions and read the answers, so the window never waits on
the pipe. A question is the match record in the save file's format with the seat, the level and the seed; the worker
replays the record, takes that seat's view and answers with ``game.ai.choose_action``'s action, the very one sliced
thinking finds for the same view and seed. Only the seat's view reaches the AI, as in the window's own process.

``WorkerThinking`` has the face of the runner's ``SlicedThinking`` (``think`` once a frame, ``answer`` when done). If
the worker cannot be started, dies or answers with an error, it falls back to thinking in slices in this process, so
a decision always comes.

The coach asks the same worker too, one decision of a finished game at a time (``ask_review``: the record, the
moment, the plan and the seed): the worker answers with ``game.ai.review``'s finding for it, which the window collects
as it collects an action (``scenes.review_work``).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO, Protocol, TypeVar

from game.ai import Thinker, choose_action
from game.ai.review import Plan, finding_to_json, review_decision
from game.core import Action, JsonValue, Match, MatchRecord, to_json
from game.core.replay import Replay
from game.titles import TITLES

PROTOCOL = 1
"""The version of the JSON questions and answers; the worker refuses any other."""
THINK_FLAG = "--think"
"""The command line's flag that makes the program the thinking worker (``scenes.main``)."""
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


def serve(questions: IO[bytes], answers: IO[bytes]) -> None:
    """The worker process: answer questions one a line until the window's end of the pipe closes (also while an
    answer is on its way: a window that quits mid-thought is no error)."""
    try:
        for question in questions:
            answers.write(answer_question(question) + b"\n")
            answers.flush()
    except OSError:
        return


def serve_standard_streams() -> int:
    """The worker's entry point (``--think``): answer on standard output what standard input asks. Anything else
    printed (a library's greeting) goes to standard error instead, so the answers' stream holds answers only."""
    answers = sys.stdout.buffer
    sys.stdout = sys.stderr
    serve(sys.stdin.buffer, answers)
    return 0


def worker_command() -> list[str]:
    """How to start the worker: this executable with ``--think``, or from source this Python with ``-m scenes``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, THINK_FLAG]
    return [sys.executable, "-m", "scenes", THINK_FLAG]


def worker_environment() -> dict[str, str]:
    """The worker's environment: this one, with the folder that holds ``scenes`` first on Python's path from source
    (the window may run from a folder that is not on the path)."""
    environment = dict(os.environ)
    if not getattr(sys, "frozen", False):
        root = str(Path(__file__).resolve().parent.parent)
        environment["PYTHONPATH"] = os.pathsep.join(filter(None, (root, environment.get("PYTHONPATH"))))
    return environment


class ThinkingWorker:
    """The worker process and the window's ends of its pipes; ``ask`` sends a question, ``collect`` picks answers up.

    A thread writes the questions (a record may outgrow the pipe's buffer while the worker is busy) and another reads
    the answers into a queue, so that neither ``ask`` nor ``collect`` ever waits for the worker.
    """

    def __init__(self) -> None:
        hidden = getattr(subprocess, "CREATE_NO_WINDOW", 0)  # from source on Windows, no console window for it
        self._process = subprocess.Popen(
            worker_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=worker_environment(),
            creationflags=hidden,
        )
        self._questions: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._inbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        threading.Thread(target=self._write, daemon=True, name="thinking questions").start()
        threading.Thread(target=self._read, daemon=True, name="thinking answers").start()
        self._tickets = 0
        self._answers: dict[int, dict] = {}
        self._gone = False
        self.answered = False
        """True once the worker has answered a question: it works on this machine."""

    @property
    def alive(self) -> bool:
        """True while the worker process runs."""
        return self._process.poll() is None

    def ask(self, record: MatchRecord, seat: int, level: str, seed: int) -> int:
        """Send one decision to think out; return the ticket its answer will carry."""
        return self._send({"record": record.to_json_text(), "seat": seat, "level": level, "seed": seed})

    def ask_review(self, record: MatchRecord, moment: int, plan: Plan, seed: int) -> int:
        """Send one decision of a finished game for the coach to look at again; return the ticket its finding will
        carry."""
        review = {"moment": moment, "iterations": plan.iterations, "worlds": plan.worlds}
        return self._send({"record": record.to_json_text(), "review": review, "seed": seed})

    def _send(self, question: dict) -> int:
        if self._gone or not self.alive:
            raise OSError("the thinking worker has stopped")
        self._tickets += 1
        self._questions.put(json.dumps({"version": PROTOCOL, "ticket": self._tickets, **question}).encode() + b"\n")
        return self._tickets

    def _write(self) -> None:
        """The writing thread: questions into the worker's input until ``stop`` (or the worker is gone)."""
        pipe = self._process.stdin
        assert pipe is not None
        try:
            while (question := self._questions.get()) is not None:
                pipe.write(question)
                pipe.flush()
        except (OSError, ValueError):  # the worker is gone: the reading thread tells the window so
            pass
        finally:
            with contextlib.suppress(OSError):
                pipe.close()  # the end of the worker's input: it stops

    def _read(self) -> None:
        """The reading thread: the worker's answers, one a line, into the inbox; None once its output ends."""
        pipe = self._process.stdout
        assert pipe is not None
        with pipe:
            try:
                for line in pipe:
                    self._inbox.put(line)
            except (OSError, ValueError):
                pass
        self._inbox.put(None)

    def collect(self, ticket: int) -> dict | None:
        """The answer for ``ticket`` once it has come (older answers nobody waits for are dropped), else None.

        Never waits: it reads only what the worker has already answered. Raises EOFError once the worker is gone.
        """
        while ticket not in self._answers and not self._gone:
            try:
                line = self._inbox.get_nowait()
            except queue.Empty:
                break
            if line is None:
                self._gone = True
                break
            answer = json.loads(line)
            self._answers = {answer["ticket"]: answer}
            self.answered = True
        if ticket not in self._answers and self._gone:
            raise EOFError("the thinking worker has stopped")
        return self._answers.pop(ticket, None)

    def stop(self) -> None:
        """Close the worker's input, which ends it, and wait for it to end (ending it outright after a second)."""
        self._questions.put(None)
        try:
            self._process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            self._process.terminate()
            self._process.wait()


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


def worker_answered() -> bool:
    """Whether this program's worker has answered a question: it thinks on this machine (the self-test requires it
    of a frozen executable, where the worker is the executable started again)."""
    return _worker is not None and _worker.answered


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
