// Reads puzzles from a whole text (a file or pasted text) in any of the formats the project
// knows: puzzle lines (one per line), a printed grid, or the lessons' Python list literal.
#pragma once

#include <string_view>
#include <vector>

#include "core/text/text_puzzle.hpp"

namespace sudoku::core {

enum class TextFormat : std::uint8_t { PuzzleLines, Grid, PythonList };

// "puzzle lines", "grid", "python list"
[[nodiscard]] const char* text_format_name(TextFormat format);

// Python list if the text has '[' outside comments; a grid if its lines look like the rows of
// one grid (see looks_like_grid); otherwise one puzzle line per line.
[[nodiscard]] TextFormat detect_text_format(std::string_view text);

struct ParsedText {
    TextFormat format = TextFormat::PuzzleLines;
    std::vector<TextPuzzle> puzzles;  // in text order; empty when the text holds no puzzle
};

// "no puzzle in the text": what a reader reports for a text whose ParsedText has no puzzle.
[[nodiscard]] Error no_puzzle_error();

// Detects the format and reads every puzzle. Blank lines and lines starting with '#' are
// skipped. Each puzzle keeps its source line, so errors read "line 7: position 12: ...".
// Conflicting givens are NOT checked here (see validate_givens). With collect_out_of_range,
// values out of range are listed in each puzzle's out_of_range instead of failing it.
[[nodiscard]] ParsedText parse_puzzle_text(std::string_view text,
                                           bool collect_out_of_range = false);

}  // namespace sudoku::core
