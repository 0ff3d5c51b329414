"""Tests of the scenes layer."""
