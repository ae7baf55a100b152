// The sums of the rule of 45 for one unit of a Killer layout: what the cages wholly inside it
// leave for its other cells (innies), and what the cages covering it put outside (outies).
#pragma once

#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

struct UnitCageSums {
    int total = 0;             // 1 + 2 + ... + N: what every unit adds up to
    int inside_sum = 0;        // the cages wholly inside the unit
    std::vector<Cell> innies;  // the unit's cells outside those cages
    int covering_sum = 0;      // every cage with a cell in the unit
    std::vector<Cell> outies;  // those cages' cells outside the unit
    bool fully_caged = true;   // every cell of the unit is in some cage (else no outies)
};

[[nodiscard]] UnitCageSums unit_cage_sums(const Layout& layout, int unit);

}  // namespace sudoku::core
