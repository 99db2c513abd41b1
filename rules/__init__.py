"""Railyard's rules core: five train board games as pure Python (standard library only)."""
