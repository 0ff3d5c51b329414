"""A whole review under way: the coach's look at every decision the people made, one decision at a time.

Each decision goes to the thinking worker on the machine's other core (``ThinkingWorker.ask_review``), the next once
the last one's finding has come, so that a cancelled review leaves the worker at most one decision to finish and the
computers of a next game never wait long behind it. Where there is no worker, or it fails, the rest is worked out in
this process in slices of each frame (``DecisionReview``), slower but with the same findings.

The budget of each decision (``plan_for``) is shared out over all the decisions reviewed, so that a whole game takes
about a minute; the seed is the review's own (``REVIEW_SEED``), never the game's.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.ai.review import (
    REVIEW_SEED,
    DecisionReview,
    Finding,
    decision_review,
    decisions,
    finding_from_json,
    plan_for,
)
from game.core import GameError
from game.core.replay import Replay
from game.titles import TITLES
from scenes.thinking import ThinkingWorker, shared_worker


def reviewed_seats(replay: Replay) -> tuple[int, ...]:
    """The seats whose decisions a review looks at: the people's, among those that compete for the victory (Hofnar's
    King, who neither wins nor loses, has nothing to give up)."""
    people = [seat for seat, each in enumerate(replay.seats) if each.is_human]
    if not replay.ended:
        return tuple(people)
    competing = {seat for group in replay.final.result().ranking for seat in group}
    return tuple(seat for seat in people if seat in competing)


class ReviewWork:
    """The review of ``seats``' decisions in ``replay``'s game (see the module's note): ``think`` once a frame,
    ``progress`` and ``findings`` at any time, ``cancel`` to stop."""

    def __init__(
        self,
        replay: Replay,
        seats: Sequence[int],
        *,
        seed: int = REVIEW_SEED,
        worker: ThinkingWorker | None = None,
        use_worker: bool = True,
    ) -> None:
        self.replay = replay
        self.seats = tuple(seats)
        self.seed = seed
        self.moments = decisions(replay, self.seats)
        self.plan = plan_for(replay.record.title, len(replay.seats), len(self.moments))
        self.findings: list[Finding] = []
        self.cancelled = False
        self._worker = worker or (shared_worker() if use_worker and replay.record.title in TITLES else None)
        self._ticket: int | None = None
        self._here: DecisionReview | None = None
        self._mean = 0.0

    @property
    def done(self) -> bool:
        """True once every decision has its finding."""
        return len(self.findings) == len(self.moments)

    @property
    def progress(self) -> float:
        """How much of the review is done, from 0 to 1."""
        if not self.moments:
            return 1.0
        partial = self._here.progress if self._here is not None else 0.0
        return min(1.0, (len(self.findings) + partial) / len(self.moments))

    def cancel(self) -> None:
        """Stop: no further decision is asked for (the worker's answer to the one it works on is dropped)."""
        self.cancelled = True

    def think(self, seconds: float) -> bool:
        """Move the review on within about ``seconds`` of this frame; True once it is done."""
        if self.done or self.cancelled:
            return self.done
        if self._worker is not None:
            self._ask_worker()
        else:
            self._think_here(seconds)
        return self.done

    def _next_moment(self) -> int:
        return self.moments[len(self.findings)]

    def _ask_worker(self) -> None:
        """Ask for the next decision, or pick its finding up once it has come (never waiting)."""
        worker = self._worker
        assert worker is not None
        try:
            if self._ticket is None:
                self._ticket = worker.ask_review(self.replay.record, self._next_moment(), self.plan, self.seed)
                return
            answer = worker.collect(self._ticket)
        except (EOFError, OSError, ValueError):
            answer = {"error": "the thinking worker has stopped"}
        if answer is None:
            return
        self._ticket = None
        finding = self._read(answer)
        if finding is None:
            self._worker = None  # from here on in this process
        else:
            self.findings.append(finding)

    def _read(self, answer: dict) -> Finding | None:
        """The worker's finding, when it is one for the decision asked about."""
        try:
            finding = finding_from_json(answer.get("finding"), self.replay.ruleset.action_codec)
        except GameError:
            return None
        moment = self._next_moment()
        if finding.moment != moment or finding.played != self.replay.record.actions[moment]:
            return None
        return finding

    def _think_here(self, seconds: float) -> None:
        """Work on the next decision in this process for about ``seconds`` (at least one step)."""
        if self._here is None:
            self._here = decision_review(self.replay, self._next_moment(), self.plan, self.seed)
        deadline = time.perf_counter() + seconds
        stepped = False
        while not self._here.done:
            before = time.perf_counter()
            if stepped and before + self._mean > deadline:
                break
            self._here.advance(1)
            stepped = True
            took = time.perf_counter() - before
            self._mean = took if not self._mean else self._mean * 0.9 + took * 0.1
        if self._here.done:
            self.findings.append(self._here.finding())
            self._here = None
