"""Great Western Trail (first edition, 2-4 players): the rules core.

Modules, one idea each:

* ``data`` - the facts from ``data/*.json`` (trail, buildings, railroad, cities, cattle,
  objectives, job market, player board, tiles, setup), validated and numbered on load.
* ``state`` - the mutable state (plain lists, cheap ``copy``) and the decision stack.
* ``setup`` - the rulebook's setup steps.
* ``frames`` - the decision stack: per frame kind, its legal list and its reaction.
* ``flow`` - the turn: before phase A, phase A (movement, fees), phase B, phase C, end.
* ``effects`` - the registry of effects named in the data (building, risk, worker-slot,
  station-master and objective actions); each is implemented once, in ``effects_cards``
  (discards, cattle market, drawing, auxiliary actions) or ``effects_places`` (gains,
  hiring, building, objective cards, teepees, hazards, engine and cattleman moves).
* ``railway`` - engine moves, station upgrades, station masters, discs.
* ``kansas`` - Kansas City's five subphases and the job market.
* ``scoring`` - the 11 categories of the score pad, with the best objective assignment.
* ``info`` - observations and determinization.
* ``rules`` - the ``Game`` class; ``game`` registers it as ``gwt``.

Action model: a turn is a sequence of atomic decisions. The top frame of
``state.stack`` says which decision is asked (``start``: play objective cards or take
the first step / place the cattleman on the first turn; ``move``: next step or stop;
``phase_b``: a local action, a single auxiliary action, an objective card, or finish;
then the sub-decisions of an action: which worker, which building and site, which card,
each engine step, upgrade or not, which disc, which station master...; ``kc_*``: the
Kansas City subphases). Steps that need no decision run automatically, and a decision
with nothing to choose is skipped. Each decision's legal list is built in a fixed
order from sorted data, never from a set.

Choices where the rulebook is silent or contradicts itself:

* Phase B must do something (official FAQ): without a local action, one single
  auxiliary action is required before finishing (gain $1 is always possible).
* Objective cards are played in Kansas City, its phase B, with the income subphase, the
  last moment the hand is held (rules revision 3; revisions 1 and 2, which older save
  codes replay under, offered none there, so a card held on arrival went with the hand);
  a free move (objective card) played in phase B ends phase B.
* Spending temporary certificates moves the marker to a space of the track (0-1-2-3-4-6):
  from 6, one certificate cannot be spent alone.
* The step-limit "VP" disc spot is worth 3 VP (score pad item 10), not 2.
* Building 1b moves the engine 1 or 2 spaces back for $3 (the rulebook's text).
* A delivery with no disc available anywhere (board and stations empty) places none;
  with only unaffordable $5 spots left, one is taken paying what the player can (before
  the $6 of a Kansas City delivery: the FAQ has the $6 pay it), and then the transport
  cost too is paid only as far as the money goes.
* Replacing a building needs one that takes more craftsmen (rules revision 2, the
  official rule; revision 1, which old save codes replay under, took a higher building
  number); the craftsmen difference is paid.
* The engineer row's immediate action discards a Jersey for $2, as the reference's player
  board (two public implementations) has it; the rulebook's hiring example says "a
  white card".
* From the last space (39) the engine may go back to any free space, the start included;
  an extraordinary delivery (9a) that backs the engine onto a turnout only counts no
  spaces, so the delivery goes to Kansas City.
* "Draw up to N" draws one card at a time (each seen before the next), then discards as
  many as were drawn. A pair discard gives up the two lowest cards of the chosen breed.
* Building 8b uses a building on a directly neighbouring trail space (not its own kind).
"""
