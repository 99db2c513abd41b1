"""One engine for the Ticket to Ride family; each map is data plus a small variant module.

The variant modules (``rules.ttr.europe``, later ``germany`` and ``amsterdam``) register
their games; :mod:`rules.ttr.engine` holds the common rules.
"""
