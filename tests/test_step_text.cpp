// describe_step: the one-line text of each step-solver event, as `sudoku-cli trace` prints it.
#include <doctest/doctest.h>

#include "core/search/step_text.hpp"

using namespace sudoku::core;

TEST_CASE("step events read as one line each") {
    const auto layout = Layout::classic(9);
    const Cell r1c3 = layout->cell_at(0, 2);
    const Cell r1c7 = layout->cell_at(0, 6);
    // The row unit of r1c3 is the first unit holding both cells.
    const int row_unit = layout->shared_unit(r1c3, r1c7);
    CHECK(describe_step({StepKind::Select, r1c3, 0, 2}, *layout) == "select r1c3 depth=2");
    CHECK(describe_step({StepKind::Try, r1c3, 5, 2}, *layout) == "try r1c3 5 depth=2");
    CHECK(describe_step({StepKind::Place, r1c3, 4, 2}, *layout) == "place r1c3 4 depth=2");
    CHECK(describe_step({StepKind::Remove, r1c3, 4, 2}, *layout) == "remove r1c3 4 depth=2");
    CHECK(describe_step({StepKind::Reject, r1c3, 5, 2, r1c7, static_cast<std::int16_t>(row_unit)},
                        *layout) == "reject r1c3 5 depth=2 conflict=r1c7 unit=row");
    CHECK(describe_step({StepKind::Eliminate, r1c3, 6, 3}, *layout) == "eliminate r1c3 6 depth=3");
    CHECK(describe_step({StepKind::DeadEnd, r1c3, 0, 2}, *layout) == "dead-end r1c3 depth=2");
    CHECK(describe_step({StepKind::Solution, kNoCell, 0, 51}, *layout) == "solution depth=51");
    CHECK(describe_step({StepKind::Exhausted, kNoCell, 0, 0}, *layout) == "exhausted");
    // Digits above 9 use the letters of the puzzle line.
    const auto big = Layout::classic(16);
    CHECK(describe_step({StepKind::Place, big->cell_at(15, 15), 16, 1}, *big) ==
          "place r16c16 G depth=1");
    // A box conflict names the box.
    const int box_unit = layout->shared_unit(layout->cell_at(0, 0), layout->cell_at(1, 1));
    CHECK(describe_step({StepKind::Reject, layout->cell_at(0, 0), 3, 1, layout->cell_at(1, 1),
                         static_cast<std::int16_t>(box_unit)},
                        *layout) == "reject r1c1 3 depth=1 conflict=r2c2 unit=box");
}
