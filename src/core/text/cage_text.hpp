// Killer cages in the puzzle line: one option per cage, `cage=<sum>:<cell>,<cell>,...` with
// cells named r<row>c<col> (1-based), e.g. `cage=15:r1c1,r1c2,r2c1`.
#pragma once

#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/grid/layout.hpp"

namespace sudoku::core {

// Reads the text after `cage=` for an n x n board. `column` is the 1-based character position
// of the option in its line: every error reads "column 83: cage sum 'x5' is not a number".
// Overlaps, sizes and sums are checked later, by Layout::create.
[[nodiscard]] Result<Cage> parse_cage_option(std::string_view text, int n, int column);

// " cage=15:r1c1,r1c2,r2c1" for every cage of the layout, in order (empty without cages).
[[nodiscard]] std::string format_cage_options(const Layout& layout);

}  // namespace sudoku::core
