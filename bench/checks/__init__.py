"""Checks of the benchmarks, run apart from the test suite: ``python -m pytest bench/checks``."""
