"""Railroad Ink agents: easy (greedy per die), normal and hard (round beam search, then
rollouts to the end of the game for sampled dice); registered on import."""

from rules.ai.agent import register_agent
from rules.ai.railroad_ink.agents import EasyAgent, hard_agent, hint, normal_agent

register_agent("railroad-ink", "easy", EasyAgent)
register_agent("railroad-ink", "normal", normal_agent)
register_agent("railroad-ink", "hard", hard_agent)

__all__ = ["hint"]
