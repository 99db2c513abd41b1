"""Game plans for the hard level: one weight set of the evaluation per way of playing.

A plan is data, not a code path: the same evaluation (:mod:`.evaluate`) with weights
that value what the plan needs and drop what it gives up.

* ``balanced`` - the shared ``DEFAULT`` weights (what hard played before plans);
* ``cattle`` - cowboys, cattle of value 3-5, certificates, the hand-size discs and the
  far deliveries; little building (cheap craftsmen and small buildings are not wanted);
* ``builder`` - craftsmen and the big private buildings (their VP and actions); the
  herd and the far deliveries count less;
* ``engine`` - engineers, the train's track spaces and stations, the engine discs.

:func:`choose` picks one from the observation alone (README, "Great Western Trail AI");
``cattle`` and ``builder`` are in no schedule (alone they scored less, README) and are
played only when ``HardAgent(plan=...)`` fixes them.
"""

from __future__ import annotations

from rules.ai.gwt.evaluate import DEFAULT, Weights, share_left
from rules.gwt.info import GwtObservation

PLANS: dict[str, Weights] = {
    "balanced": DEFAULT,
    "cattle": Weights(
        card=(0.0, -1.2, -0.2, 2.2, 3.4, 4.6), workers=(1.5, 0.4, 0.6), building=1.5,
        certificate=0.9, hand=0.6, future=0.8, engine=0.3,
        discs=(("hand_1", 8.0), ("hand_2", 6.0), ("certificate_4", 3.0),
               ("certificate_6", 3.0), ("aux_cull_1", 2.5))),
    "builder": Weights(
        card=(0.0, -0.8, 0.0, 1.0, 1.6, 2.2), workers=(0.5, 2.0, 0.7), building=3.0,
        building_vp=0.8, future=0.35),
    "engine": Weights(
        card=(0.0, -0.8, 0.0, 1.2, 2.0, 2.8), workers=(0.6, 0.7, 2.0), engine=0.7,
        building=4.0, discs=(("aux_engine_1", 3.0), ("aux_engine_2", 2.0))),
}


#: The plan for each stretch of the game: the first whose threshold the share of the game
#: left (``remaining``) reaches. Measured per plan and per schedule (README).
SCHEDULE: tuple[tuple[float, str], ...] = ((0.5, "engine"), (0.0, "balanced"))


def choose(observation: GwtObservation) -> str:
    """The plan for this observation: a function of the job market it shows (how much of
    the game is left), so the hidden cards never change it."""
    left = share_left(observation.get("over"), observation.get("token_row"),
                      observation.get("job"), len(observation.hand_sizes))
    return next(plan for at_least, plan in SCHEDULE if left >= at_least)
