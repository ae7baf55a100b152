// The puzzle line every kind of test starts from (the first lesson's), and board_of / rc,
// which turn puzzle lines into boards and 1-based labels into cells; empty boards and givens
// taken from a solved grid.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/layout.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::test {

// The first lesson's puzzle (seeds/000, `cau_do`) as a puzzle line.
inline constexpr const char* kCauDoLine =
    "780400120600075009000601078007040260001050930904060005070300012120007400049206007";

// A 25x25 X Hyper grid with 15 givens placed at random (no two clash) that no written-down grid
// fits, not even with its lines reordered: its searches, restarts included, ran past 2,000,000
// guesses without an answer (it may have no solution), so a person is told it is too open.
inline constexpr const char* kThrashingXHyperLine =
    "............8.............................................................D"
    "....3..............................................E......................."
    "........................................K.................................."
    "............................O..6...........B..............................."
    "............................................3...I.........................."
    "..........................................................................."
    "...............................7........I............J....................."
    "............................................4.............................."
    "......I.................."
    " x hyper";

// Parses a puzzle line; fails the test (REQUIRE), naming the line and why, when it does not.
inline core::Board board_of(std::string_view line) {
    auto parsed = core::parse_puzzle_line(line);
    REQUIRE_MESSAGE(parsed.ok(),
                    std::string(line)
                        << ": " << (parsed.ok() ? std::string() : i18n::english(parsed.error())));
    return std::move(parsed).value();
}

// The layout a spec names; fails the test (REQUIRE) when the spec is refused.
inline core::LayoutPtr layout_of(const core::LayoutSpec& spec) {
    auto layout = core::Layout::create(spec);
    REQUIRE(layout.ok());
    return std::move(layout).value();
}

// An empty n x n board with a puzzle line's extras (" hyper", " x hyper", " regions=...").
inline core::Board empty_board(int n, std::string_view extras = "") {
    return board_of(std::string(static_cast<std::size_t>(n * n), '.') + std::string(extras));
}

// Whether givens_from renames the grid's digits.
enum class Names { Kept, Shuffled };

// `count` cells of `grid`, chosen by a seeded shuffle, the others empty; with Names::Shuffled
// its digits are renamed by the same seeded generator first.
inline core::Board givens_from(const core::Board& grid, int count, unsigned seed,
                               Names names = Names::Kept) {
    std::mt19937 random(seed);
    std::vector<core::Digit> name(static_cast<std::size_t>(grid.size()));
    std::iota(name.begin(), name.end(), core::Digit{1});
    if (names == Names::Shuffled) std::shuffle(name.begin(), name.end(), random);
    std::vector<core::Cell> cells(static_cast<std::size_t>(grid.cell_count()));
    std::iota(cells.begin(), cells.end(), core::Cell{0});
    std::shuffle(cells.begin(), cells.end(), random);
    core::Board puzzle(grid.layout_ptr());
    for (int i = 0; i < count; ++i) {
        const core::Cell c = cells[static_cast<std::size_t>(i)];
        puzzle.set(c, name[static_cast<std::size_t>(grid.at(c) - 1)]);
    }
    return puzzle;
}

// The cell at row r, column c of an n x n grid; r and c are 1-based as in the labels.
inline core::Cell rc(int r, int c, int n = 9) {
    return static_cast<core::Cell>((r - 1) * n + (c - 1));
}

}  // namespace sudoku::test
