"""Plain-text tables for the command line."""

from __future__ import annotations

from rules.core.game import ScoreSheet


def table(rows: list[list[str]], right_align_from: int = 1) -> str:
    """Align columns; columns from ``right_align_from`` on are right-aligned."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for n, row in enumerate(rows):
        cells = [
            cell.rjust(widths[i]) if i >= right_align_from else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def score_table(sheet: ScoreSheet, names: list[str]) -> str:
    """Categories as rows, players as columns, then the total and the rank."""
    rows = [["", *names]]
    for c, category in enumerate(sheet.categories):
        rows.append([category.replace("_", " "), *(str(row[c]) for row in sheet.points)])
    rows.append(["total", *(str(t) for t in sheet.totals)])
    rows.append(["rank", *(str(r) for r in sheet.ranks)])
    return table(rows)
