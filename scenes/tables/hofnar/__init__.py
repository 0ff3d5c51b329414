"""The Hofnar table: a moody King at the top, a ring of jesters, the hand of acts at the bottom (issue 18)."""
