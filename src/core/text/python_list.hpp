// The lessons' Python list literal: `cau_do = [[7,8,0,4,0,0,1,2,0], [6,0,...], ...]`, with an
// optional variable name, any line breaks, trailing commas, '#' comments, and quoted cells
// ('0', '5', 'A') as in the tkinter report (002).
#pragma once

#include <string_view>
#include <vector>

#include "core/text/text_puzzle.hpp"

namespace sudoku::core {

// Reads every list of rows in the text, in order (one puzzle each). A cell is an integer
// (0 = empty) or a quoted symbol or number ('0' and '.' are empty). N rows of N cells, with
// the default box shape for N. Structural errors (unbalanced brackets, a stray character) end
// the reading with one error entry; errors inside one list (row length, unknown symbol, value
// out of range) give that list an error entry and reading goes on with the next list.
// collect_out_of_range: see board_from_values.
[[nodiscard]] std::vector<TextPuzzle> parse_python_lists(std::string_view text,
                                                         bool collect_out_of_range = false);

}  // namespace sudoku::core
