// The grid text format: a board written over N lines, as the lessons' print function outputs it
// ("7 8 0 | 4 0 0 | 1 2 0" with "- - - ..." lines between bands), compact rows ("780400120") or
// space-separated numbers ("10 11 0 ..."). Reads it, and writes the lessons' pretty print.
#pragma once

#include <string>
#include <string_view>

#include "core/text/text_puzzle.hpp"

namespace sudoku::core {

// True for a line made only of '-', '=', '+', '|' and spaces, holding at least one of '-=+':
// the band separators of a printed grid.
[[nodiscard]] bool is_grid_separator_line(std::string_view line);

// True when the meaningful lines (not blank, '#' or separator lines) look like the rows of one
// grid: some line has '|' or a separator line exists, or there are L rows of L cells each
// (counting symbols, or space-separated numbers) for L = 3..25. Format detection uses it.
[[nodiscard]] bool looks_like_grid(std::string_view text);

// Reads one grid from the text (blank, '#' and separator lines skipped). There must be N rows of
// N cells. Cells are single symbols (1-9, A-P, '.', and '0' when N <= 9) or, when the rows are
// space-separated, decimal numbers (0 = empty). The box shape is the default for N unless the
// '|' and separator lines mark another shape consistently (such as 3x2 boxes on a 6x6 grid).
// Line numbers in errors count from `first_line`. collect_out_of_range: see board_from_values.
[[nodiscard]] TextPuzzle parse_grid(std::string_view text, int first_line = 1,
                                    bool collect_out_of_range = false);

// The lessons' print generalised to any box shape: cells separated by spaces, "| " before each
// new box column, a "- - -" line as long as a row line between bands; '0' for empty when
// N <= 9, '.' otherwise; no separators for jigsaw layouts. Every line ends with '\n'.
[[nodiscard]] std::string format_pretty(const Board& board);

}  // namespace sudoku::core
