// The puzzle line, Sudoku Lab's text interchange format: one puzzle per line,
// `<N*N symbols> [box=RxC] [x] [hyper] [regions=<N*N region ids>] [cage=<sum>:<cells>]...`
// (Killer Sudoku: one `cage=15:r1c1,r1c2,r2c1` per cage, see cage_text.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

// A value above N (or below 0) read from text, by cell: shown on a preview board.
struct OutOfRange {
    Cell cell = kNoCell;
    int value = 0;
    bool operator==(const OutOfRange&) const = default;
};

// Parses one puzzle line (surrounding white space ignored). Errors name the position (1-based
// character index) of a bad symbol, the cell (r3c6) of a value out of range, the bad option,
// or the region-map problem. Conflicting givens are NOT checked here (see validate_givens).
// With `out_of_range` set, values out of range are no error: they are appended there and
// their cells left empty.
// A file of puzzles mostly shares one shape: with `reuse`, a line whose options give the same
// spec as the previous line's gets that line's Layout (one Layout per file, not per puzzle, so
// memory per puzzle is its digits only); `reuse` then holds this line's spec and layout.
struct LayoutReuse {
    LayoutSpec spec;
    LayoutPtr layout;
};
[[nodiscard]] Result<Board> parse_puzzle_line(std::string_view line,
                                              std::vector<OutOfRange>* out_of_range = nullptr,
                                              LayoutReuse* reuse = nullptr);

// Writes the board as a puzzle line; options appear only where the layout needs them
// (a non-default box shape, X, hyper, jigsaw regions as 1-9A-P ids).
[[nodiscard]] std::string format_puzzle_line(const Board& board);

// "position 12: unknown symbol 'x' (expected 1-9, A-P, or . for empty)" for the symbol at a
// 0-based index of a grid of symbols (also the save file's grids).
[[nodiscard]] Error unknown_symbol_at(int index, char symbol);

// True for blank lines and lines whose first non-blank character is '#'.
[[nodiscard]] bool is_skippable_line(std::string_view line);

}  // namespace sudoku::core
