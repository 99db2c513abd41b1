"""The examples in the core's docstrings run."""

from __future__ import annotations

import doctest

import pytest

import rules.core.rng

MODULES = [rules.core.rng]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples(module: object) -> None:
    result = doctest.testmod(module, raise_on_error=False)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0
