// Errors in the words the tests compare: the English catalog's (what sudoku-cli prints).
#pragma once

#include <string>

#include "core/text/text_puzzle.hpp"
#include "i18n/describe.hpp"

namespace sudoku::test {

// "line 7: <error>" for a puzzle that could not be read; empty when it was read.
inline std::string puzzle_error_text(const core::TextPuzzle& puzzle) {
    const auto error = puzzle.located_error();
    return error ? sudoku::i18n::english(*error) : std::string();
}

}  // namespace sudoku::test
