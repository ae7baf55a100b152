// A puzzle read from a multi-line text (a file or pasted text) with the source line it came
// from, so every error can say where it is: "line 7: position 12: unknown symbol 'x'".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/board.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

struct TextPuzzle {
    int line = 0;  // 1-based: the first line of the puzzle, or the line of its error
    Result<Board> board;
    // Only when out-of-range values are collected (a reader's collect_out_of_range): values out
    // of range, whose cells the board leaves empty.
    std::vector<OutOfRange> out_of_range{};

    // "line 7: <error>" (code AtLine around the board's error); nullopt when read.
    [[nodiscard]] std::optional<Error> located_error() const;
};

// One line of a text with its 1-based number; a trailing '\r' is dropped.
struct TextLine {
    int number = 0;
    std::string_view text;
};
// Every line of the text, including blank and comment lines (callers skip what they need).
[[nodiscard]] std::vector<TextLine> split_lines(std::string_view text, int first_line = 1);

// What the rows of a text grid are called in errors: a printed grid ("grid row 5", "grid") or
// the rows of a list literal ("row 5", "the list").
enum class RowsKind : std::uint8_t { Grid, List };

// Checks that rows of `row_cells` cells each make a square grid (as many rows as cells in a
// row). Otherwise the error is on the first row of an unexpected length ("grid row 5 has 8
// cells, expected 9"; the expected length is the row count if some row has it, else the most
// common length), or, when every row agrees, on the row count ("grid has 8 rows of 9 cells; ...").
[[nodiscard]] std::optional<TextPuzzle> check_square(const std::vector<int>& row_cells,
                                                     const std::vector<int>& row_lines,
                                                     RowsKind kind);

// "a 30x30 grid is not supported (sizes 3..25)".
[[nodiscard]] Error grid_size_unsupported(int n);

// Builds a rectangular-box board from row-major values read from text, where 0 is empty.
// `box` {0,0} means the default shape for n. `row_lines` holds the source line of each row,
// for errors. Values above n are reported as "value 12 at r3c6 is out of range (1..9)", or with
// collect_out_of_range listed in the result's out_of_range and read as empty.
[[nodiscard]] TextPuzzle board_from_values(int n, const std::vector<int>& values,
                                           const std::vector<int>& row_lines, BoxShape box = {},
                                           bool collect_out_of_range = false);

}  // namespace sudoku::core
