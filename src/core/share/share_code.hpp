// A whole game position as one line of text (a "share code"): shape, givens, entries with who
// made them, and notes, for every size and shape; pasting it restores exactly that position.
// Also the link SudokuWiki's solver reads for a 9x9 classic position.
#pragma once

#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/play/position.hpp"

namespace sudoku::core {

// Every code starts with this; the digit is the format's version.
inline constexpr std::string_view kShareCodePrefix = "SL1-";

// The code of `position` (its layout comes from position.digits).
[[nodiscard]] std::string encode_share_code(const Position& position);

// The position a code holds. Spaces around it are ignored. Errors name what is wrong: not a
// share code, mistyped or cut (a 16-bit check), made by a newer version, a bad shape or value.
[[nodiscard]] Result<Position> decode_share_code(std::string_view code);

// "https://www.sudokuwiki.org/sudoku.htm?bd=" and the 81 digits on the board (0 = empty), for
// 9x9 classic only (SudokuWiki's solver reads no other shape): an error names the shape.
[[nodiscard]] Result<std::string> sudokuwiki_link(const Board& digits);

}  // namespace sudoku::core
