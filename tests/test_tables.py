import pytest

from swcmem.tables import markdown_table


def test_table_with_alignment_and_escaping() -> None:
    text = markdown_table(["name", "n"], [["a|b", 3], ["two\nlines", 10]], align="lr")
    assert text.splitlines() == [
        "| name | n |",
        "|---|---:|",
        "| a\\|b | 3 |",
        "| two lines | 10 |",
    ]


def test_ragged_rows_are_refused() -> None:
    with pytest.raises(ValueError, match="2 cells for 3 headers"):
        markdown_table(["a", "b", "c"], [["x", "y"]])
