"""Benchmarks that print tables; run them as ``python -m bench.<name>``. They are not part of the test run."""
