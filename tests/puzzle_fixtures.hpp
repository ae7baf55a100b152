// The puzzle line every kind of test starts from (the first lesson's), and board_of / rc,
// which turn puzzle lines into boards and 1-based labels into cells.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::test {

// The first lesson's puzzle (seeds/000, `cau_do`) as a puzzle line.
inline constexpr const char* kCauDoLine =
    "780400120600075009000601078007040260001050930904060005070300012120007400049206007";

// A 25x25 X Hyper grid with two 1s (row 1 column 1, row 8 column 14) that no written-down grid
// fits (X rows cannot be reordered): its searches thrash past any limit a test waits for.
inline constexpr const char* kThrashingXHyperLine =
    "1.........................................................................."
    "..........................................................................."
    "......................................1...................................."
    "..........................................................................."
    "..........................................................................."
    "..........................................................................."
    "..........................................................................."
    "..........................................................................."
    "........................."
    " box=5x5 x hyper";

// Parses a puzzle line; fails the test (REQUIRE), naming the line and why, when it does not.
inline core::Board board_of(std::string_view line) {
    auto parsed = core::parse_puzzle_line(line);
    REQUIRE_MESSAGE(parsed.ok(),
                    std::string(line)
                        << ": " << (parsed.ok() ? std::string() : i18n::english(parsed.error())));
    return std::move(parsed).value();
}

// The cell at row r, column c of an n x n grid; r and c are 1-based as in the labels.
inline core::Cell rc(int r, int c, int n = 9) {
    return static_cast<core::Cell>((r - 1) * n + (c - 1));
}

}  // namespace sudoku::test
