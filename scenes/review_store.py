"""A finished review kept with its game: versioned JSON beside the kept games (``finished/<title>/reviews``).

A review is named by its game (``game_key``: the title, options, seed, seats and actions, not the notes a kept game
adds), so the results screen, a kept game and a game file opened by a drop all find it. It holds what it was worked
out with (the seats, the seed, the plan) and every finding, and it is read as strictly as a record: a file that is not
exactly what we write, or whose findings do not fit its game's moves, is set aside with a notice and the review is
simply worked out again. The newest ``KEPT`` reviews of each title are kept, as many as its kept games.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

from game.ai.review import Finding, Plan, finding_from_json, finding_to_json
from game.core import GameError, MatchRecord, to_json
from game.core.replay import Replay
from game.core.values import fits, parse_json
from scenes.replays import FINISHED, KEPT
from scenes.storage import MAX_DEPTH, MAX_FILE_BYTES, Storage

REVIEWS = "reviews"
"""The folder of reviews inside each title's folder of kept games."""
FIELD = "review"
"""The document's field (``Storage.write_document``), which names its format."""
FORMAT = f"hofintrigen-{FIELD}"
VERSION = 1
DAMAGED = "notice.review_damaged"
NEWER = "notice.review_newer"
CONTENT_KEYS = frozenset({"game", "seats", "seed", "plan", "findings"})


@dataclasses.dataclass(frozen=True)
class KeptReview:
    """A review read back: whose decisions, with which seed and plan, and what it found."""

    seats: tuple[int, ...]
    seed: int
    plan: Plan
    findings: tuple[Finding, ...]


def game_key(record: MatchRecord) -> str:
    """The name of a game, the same for every copy of it: a digest of what makes the game (not of its notes)."""
    game = [record.title, to_json(dict(record.options)), record.seed, to_json(record.seats), to_json(record.actions)]
    return hashlib.sha256(json.dumps(game, sort_keys=True).encode()).hexdigest()[:24]


def review_file(record: MatchRecord) -> str:
    """Where the review of ``record``'s game is kept, inside the data folder."""
    return str(Path(FINISHED) / record.title / REVIEWS / f"{game_key(record)}.json")


def save_review(storage: Storage, record: MatchRecord, review: KeptReview) -> None:
    """Keep a finished review with its game, then let the title's oldest reviews go beyond ``KEPT``."""
    content = {
        "game": game_key(record),
        "seats": list(review.seats),
        "seed": review.seed,
        "plan": [review.plan.iterations, review.plan.worlds],
        "findings": [finding_to_json(finding) for finding in review.findings],
    }
    name = review_file(record)
    folder = storage.folder / FINISHED / record.title / REVIEWS
    try:
        if storage.writable:
            folder.mkdir(parents=True, exist_ok=True)
        storage.write_document(name, FIELD, VERSION, content)
        kept = sorted(folder.glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)
        for old in kept[KEPT:]:
            old.unlink()
    except OSError:
        return


def load_review(storage: Storage, replay: Replay, seats: Sequence[int]) -> KeptReview | None:
    """The review kept for ``replay``'s game of exactly ``seats``' decisions, or None (none kept, or one that does
    not fit the game, which is set aside with a notice)."""
    name = review_file(replay.record)
    path = storage.folder / name
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            storage.set_aside(name, DAMAGED)
            return None
        text = path.read_text("utf-8", errors="replace")
    except OSError:  # none kept (or a folder we cannot read: the review is simply worked out again)
        return None
    try:
        data = parse_json(text, MAX_DEPTH)
    except ValueError:
        data = None
    shaped = isinstance(data, dict) and data.keys() == {"format", "version", FIELD} and data["format"] == FORMAT
    version = data["version"] if shaped else None
    if shaped and fits(version, int) and version > VERSION:
        storage.set_aside(name, NEWER)
        return None
    review = _read(data[FIELD], replay) if shaped and version == VERSION else None
    if review is None:
        storage.set_aside(name, DAMAGED)
        return None
    return review if review.seats == tuple(seats) else None


def _read(content: object, replay: Replay) -> KeptReview | None:
    """The review in a document's content, when it is exactly one of ``replay``'s game."""
    if not isinstance(content, dict) or content.keys() != CONTENT_KEYS or content["game"] != game_key(replay.record):
        return None
    seats, seed, plan, findings = content["seats"], content["seed"], content["plan"], content["findings"]
    players = len(replay.seats)
    if not isinstance(seats, list) or not all(fits(seat, int) and 0 <= seat < players for seat in seats):
        return None
    if not fits(seed, int) or not isinstance(plan, list) or len(plan) != 2 or not all(fits(n, int) for n in plan):
        return None
    if not isinstance(findings, list):
        return None
    try:
        read = tuple(finding_from_json(finding, replay.ruleset.action_codec) for finding in findings)
    except GameError:
        return None
    if not all(_fits_game(finding, replay, seats) for finding in read):
        return None
    return KeptReview(tuple(seats), seed, Plan(*plan), read)


def _fits_game(finding: Finding, replay: Replay, seats: Sequence[int]) -> bool:
    """True when ``finding`` speaks of a decision one of ``seats`` made in ``replay``'s game, and its advice was a
    choice then."""
    moment = finding.moment
    if moment >= replay.length or finding.seat not in seats or replay.movers[moment] != finding.seat:
        return False
    if finding.played != replay.record.actions[moment]:
        return False
    return finding.advice in replay.view_at(moment, finding.seat).legal_actions
