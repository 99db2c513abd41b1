"""Railyard's pygame-ce front end: the app shell, scenes, widgets and game screens."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
