"""Hofintrigen's pygame-ce front end. It reads the rules models in ``game`` only through views and actions."""
