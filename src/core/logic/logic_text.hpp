// Plain-text renderings of logical-solve results for the command line and the game's panels:
// a one-line grade summary and a hint's changes ("place r4c6 = 7", "remove 5 from r1c4").
#pragma once

#include <string>

#include "core/logic/grader.hpp"

namespace sudoku::core {

// "<level> steps=<n> <technique-id>=<count>... [logic=stuck|contradiction]
//  [mrv-placements=<p> mrv-backtracks=<b>]": techniques used, in the solver's order; the mrv
// numbers end in '+' when the search hit its step limit.
[[nodiscard]] std::string grade_summary(const GradeReport& report);

// A hint's first level, naming the technique and where without giving the answer:
// "Hidden single: look at box 5", "Naked single: look at r4c6".
[[nodiscard]] std::string step_headline(const Layout& layout, const LogicStep& step);

// What applying the step changes, one sentence: "place r4c6 = 7" or
// "remove 5 from r1c4 and r1c5; remove 3 from r2c2".
[[nodiscard]] std::string step_changes(const Layout& layout, const LogicStep& step);

}  // namespace sudoku::core
