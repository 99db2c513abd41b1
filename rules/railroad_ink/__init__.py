"""Railroad Ink: the roll-and-write route-drawing game (base game, River, Lake, Meteor, Lava).

The game registers itself from :mod:`rules.railroad_ink.game`.
"""
