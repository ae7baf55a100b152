// The layout the fast solver searches: the puzzle's own, with Hyper's implied windows added.
#pragma once

#include "core/grid/layout.hpp"

namespace sudoku::core {

// For a Hyper layout, the same layout with LayoutSpec::implied_windows (units every solution
// already keeps, so the solutions are the same, but a sparse grid's dead ends show far sooner:
// near-empty 25x25 Hyper grids that searched to their limit are answered in a moment). Any
// other layout is returned as it is. Built once and reused while the same layout is solved
// again (the generator solves one layout millions of times); one cache entry per thread: copy
// the pointer, since the reference lasts only until this thread asks for another layout's.
[[nodiscard]] const LayoutPtr& search_layout(const LayoutPtr& layout);

}  // namespace sudoku::core
