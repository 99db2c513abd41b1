"""The Great Western Trail screen (registered as ``gwt``).

Modules: ``screen`` (the GameScreen: dock, decisions, input), ``tabs`` (the two rows
of tabs, each taking a finger's tap over 44 px), ``reach`` (the discard pile's button,
drawn small with a finger's reach), ``choices`` (the choice grid),
``decision`` (the question the decision stack asks and its choices), ``table`` (the
observation with the core's board queries), ``names`` (every word through the
catalogs), ``trail``, ``railroad``, ``markets``, ``playerboard`` and ``dock``
(drawing), ``look`` (colours and icons), ``anim`` (animations).
"""

from game.screens.gwt.screen import GwtScreen
from game.screens.registry import register_screen

register_screen("gwt", GwtScreen)

__all__ = ["GwtScreen"]
