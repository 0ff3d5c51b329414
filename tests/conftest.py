"""Test-wide set-up: headless SDL for the front-end tests, and the hypothesis profiles.

``HYPOTHESIS_PROFILE=soak`` plays thousands of random games per title and player count instead of a few dozen.

Computers think in the test's own process, in the slices the table gives them each frame, unless a test is marked
``worker``: a table stepped in simulated time then waits a number of frames for a decision, not a number of seconds of
a worker process that a busy machine may start and answer late. The worker's answer is the same action
(``tests/scenes/test_thinking.py`` checks it, marked ``worker``).
"""

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile(
    "default", max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.register_profile("soak", max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "worker: computers think in the thinking worker process, as in the program")


@pytest.fixture(autouse=True)
def computers_think_here(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """No thinking worker for the front end's computers and coach unless the test is marked ``worker``."""
    if request.node.get_closest_marker("worker") is None:
        monkeypatch.setattr("scenes.thinking.shared_worker", lambda: None)
        monkeypatch.setattr("scenes.review_work.shared_worker", lambda: None)
