"""Tests of the rules layer."""
