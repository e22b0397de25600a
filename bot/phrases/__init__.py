"""The game's values in a reader's words, for every edge (the Discord posts and the terminal
game): the rules line and a format's name (:mod:`bot.phrases.rules`), the score sheet
(:mod:`bot.phrases.sheets`). The engine gives the values (kinds and numbers); the sentences are
made here from the catalogue (:mod:`bot.words`), in the language the caller passes."""

from bot.phrases.rules import format_name, outcome_key, rules_line
from bot.phrases.sheets import SheetTable, cell_words, deal_sums, listed, sheet_table

__all__ = [
    "SheetTable",
    "cell_words",
    "deal_sums",
    "format_name",
    "listed",
    "outcome_key",
    "rules_line",
    "sheet_table",
]
