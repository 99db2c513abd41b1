"""Great Western Trail agents: easy (rules), normal (one-turn lookahead), hard (search).

Importing this package registers them for the game id ``gwt``:

* ``easy`` - :class:`rules.ai.gwt.easy.EasyAgent`: plain rules for moving, buying and
  delivering;
* ``normal`` - :class:`rules.ai.gwt.normal.NormalAgent`: the best complete turn of a
  budgeted search over the turn's action sequences, scored by the evaluation (its
  ``NORMAL`` weights: buildings count only their VP);
* ``hard`` - :class:`rules.ai.gwt.hard.HardAgent`: information-set Monte Carlo search
  over candidate turns with a cheap normal agent as rollout policy (2 s by default).

Modules: ``evaluate`` (the hand-tuned estimate of final scores), ``candidates`` (which
actions of a decision are worth a look, best first), ``turns`` (complete turns), and
``categories`` (a measuring tool: each agent's points per score-pad category in seeded
games; the agents never use it).
"""

from __future__ import annotations

from rules.ai.agent import Agent, register_agent


def _easy(seed: int) -> Agent:
    from rules.ai.gwt.easy import EasyAgent

    return EasyAgent(seed)


def _normal(seed: int) -> Agent:
    from rules.ai.gwt.normal import NormalAgent

    return NormalAgent(seed)


def _hard(seed: int) -> Agent:
    from rules.ai.gwt.hard import HardAgent

    return HardAgent(seed)


def register() -> None:
    register_agent("gwt", "easy", _easy)
    register_agent("gwt", "normal", _normal)
    register_agent("gwt", "hard", _hard)


register()
