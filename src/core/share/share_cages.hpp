// The share code's section for Killer cages: per cell "no cage", "the left or upper neighbour's
// cage", "a new cage of sum S" or "an earlier cage", so a 9x9 Killer costs about 60 bytes.
#pragma once

#include <optional>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/layout.hpp"
#include "core/share/bit_stream.hpp"

namespace sudoku::core::share {

// Writes the section (tag and body) when the layout has cages.
void put_cages(BitWriter& out, const Layout& layout);

// The cages a section's body holds, in the order the encoder's layout listed them. Errors: a cut
// code, a reference to a neighbour or earlier cage that is not there. The cage rules themselves
// (connected, at most N cells, a reachable sum) are Layout::create's to check.
[[nodiscard]] Result<std::vector<Cage>> read_cages(BitReader& in, const Layout& layout);

}  // namespace sudoku::core::share
