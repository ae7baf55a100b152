// One step-solver event as a line of text, for traces, logs and tests:
// "place r1c3 4 depth=2", "reject r1c3 5 depth=2 conflict=r1c7 unit=row", "exhausted".
#pragma once

#include <string>

#include "core/grid/layout.hpp"
#include "core/search/step.hpp"

namespace sudoku::core {

// The event's kind, then whichever of cell, digit, depth, conflict and unit it carries
// (Exhausted carries none; Solution only its depth).
[[nodiscard]] std::string describe_step(const Step& step, const Layout& layout);

}  // namespace sudoku::core
