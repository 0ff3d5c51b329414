"""Test-wide set-up: headless SDL for the front-end tests, and the hypothesis profiles.

``HYPOTHESIS_PROFILE=soak`` plays thousands of random games per title and player count instead of a few dozen.
"""

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile(
    "default", max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.register_profile("soak", max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
