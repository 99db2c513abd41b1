"""Agents that play from observations only, and the tools that measure them."""
