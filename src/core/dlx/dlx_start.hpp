// The dancing links of a puzzle with its givens already chosen (Knuth pre-selects them): the
// starting point both the counting solver and the stepwise search share.
#pragma once

#include "core/base/result.hpp"
#include "core/dlx/dancing_links.hpp"
#include "core/grid/board.hpp"

namespace sudoku::core {

// Fails when a value is out of range or the givens break a rule (naming the conflict).
[[nodiscard]] Result<DancingLinks> dlx_start(const ExactCover& cover, const Board& puzzle);

}  // namespace sudoku::core
