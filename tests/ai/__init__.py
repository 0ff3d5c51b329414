"""Tests of the ai layer."""
