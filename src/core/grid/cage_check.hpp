// The rules a cage list must meet before a Layout takes it (Layout::create runs this): cells on
// the board, each cell in one cage at most, connected cages of at most N cells, reachable sums.
#pragma once

#include <optional>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/cage.hpp"

namespace sudoku::core {

struct LayoutSpec;

// The first problem, naming the cage (1-based, with its first cell) and the cell or sum.
[[nodiscard]] std::optional<Error> check_cages(const LayoutSpec& spec);

// Puts each cage's cells in row-major order (the order saves and text write).
void sort_cage_cells(std::vector<Cage>& cages);

}  // namespace sudoku::core
