"""Hofintrigen's widgets: text, buttons, choices, sliders, scroll panels, dialogs, tooltips, drawn backdrops.

Every widget lives in the logical resolution (``scenes.ui.theme.LOGICAL_SIZE``) and draws onto the logical screen;
the app scales that screen to the window. Card sprites, drag-and-drop and tweens live beside them.
"""
