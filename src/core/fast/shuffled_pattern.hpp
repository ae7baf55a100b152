// A solution for near-empty grids whose givens no renamed formula grid fits: the formula's grid
// with its rows and columns also reordered (within the groups that keep every unit).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>

#include "core/grid/board.hpp"

namespace sudoku::core {

// Searches the formula's grids (pattern_formula.hpp, each of the eight symmetries) with their
// rows and columns reordered among interchangeable lines (interchangeable_lines.hpp) and their
// digits renamed, for one that agrees with every given: a backtracking search over the lines
// that hold givens, at most `step_limit` steps (each line tried and each given checked costs one).
// With X diagonals, rows and columns take one order that commutes with reversal
// (diagonal_keeping_lines), and only patterns that keep the diagonals are tried. On 25x25 Hyper
// and X Hyper, where the searches thrash on near-empty grids whose givens the plain renaming
// does not fit, it answers most such grids in milliseconds. nullopt when the layout is not
// served (no square boxes, jigsaw, cages, no pattern keeps its units), no such grid fits, or the
// steps ran out; a returned grid is solved and agrees with the puzzle (checked).
// `cancel`, when set, stops the search (checked every few thousand steps).
[[nodiscard]] std::optional<Board> shuffled_pattern_solution(
    const Board& puzzle, std::uint64_t step_limit, const std::atomic<bool>* cancel = nullptr);

}  // namespace sudoku::core
