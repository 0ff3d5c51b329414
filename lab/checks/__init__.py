"""Checks of the tuning tools, run apart from the test suite: ``python -m pytest lab/checks``."""
