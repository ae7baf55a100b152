// A file of puzzles as the library shows it: what its leading comment says about it, and the
// puzzles it holds (any text format).
#pragma once

#include <string>
#include <string_view>

#include "core/text/text_formats.hpp"

namespace sudoku::core {

struct PuzzleFile {
    std::string description;  // the leading '#' lines without their '#', joined by spaces
    ParsedText parsed;
};

[[nodiscard]] PuzzleFile read_puzzle_file(std::string_view text);

}  // namespace sudoku::core
