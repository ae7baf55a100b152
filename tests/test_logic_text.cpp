// Text renderings of grades and hint changes.
#include <doctest/doctest.h>

#include "core/logic/logic_text.hpp"
#include "logic_test_support.hpp"

using namespace sudoku::core;
using namespace logic_test;

TEST_CASE("grade summary lists the level, the techniques used and the mrv cost") {
    GradeReport report;
    report.grade = Grade::Medium;
    report.status = LogicStatus::Solved;
    report.step_count = 5;
    report.technique_counts[static_cast<int>(Technique::HiddenSingle)] = 4;
    report.technique_counts[static_cast<int>(Technique::Pointing)] = 1;
    CHECK(grade_summary(report) == "medium steps=5 hidden-single=4 pointing=1");
    report.mrv = MrvCost{120, 70, 400, true, true};
    CHECK(grade_summary(report) ==
          "medium steps=5 hidden-single=4 pointing=1 mrv-placements=120 mrv-backtracks=70");
    report.grade = Grade::Evil;
    report.status = LogicStatus::Stuck;
    report.mrv->finished = false;
    CHECK(grade_summary(report) ==
          "evil steps=5 hidden-single=4 pointing=1 logic=stuck "
          "mrv-placements=120+ mrv-backtracks=70+");
}

TEST_CASE("grade summary of a real puzzle starts with its level") {
    const auto report =
        grade_puzzle(board_of(read_puzzles("easy50.txt").front()), GradeOptions{.mrv_cost = false});
    REQUIRE(report.ok());
    CHECK(grade_summary(*report).starts_with(std::string(grade_name(report->grade)) + " steps="));
}

TEST_CASE("step changes name placements and eliminations") {
    const auto layout = Layout::classic(9);
    LogicStep step;
    step.placements = {{static_cast<Cell>(3 * 9 + 5), 7}};
    CHECK(step_changes(*layout, step) == "place r4c6 = 7");
    step.placements.clear();
    step.eliminations = {{3, 5}, {4, 5}, {10, 3}};
    CHECK(step_changes(*layout, step) == "remove 3 from r2c2; remove 5 from r1c4 and r1c5");
    const auto big = Layout::classic(16);
    step.eliminations = {{0, 12}};
    CHECK(step_changes(*big, step) == "remove C from r1c1");
}

TEST_CASE("step headline names the technique and where, not the answer") {
    const auto layout = Layout::classic(9);
    LogicStep step{Technique::HiddenSingle, {static_cast<Cell>(3 * 9 + 5)}, {18 + 4}, {}, {}, {}};
    step.placements = {{static_cast<Cell>(3 * 9 + 5), 7}};
    CHECK(step_headline(*layout, step) == "Hidden single: look at box 5");
    step.technique = Technique::NakedSingle;
    step.units.clear();
    CHECK(step_headline(*layout, step) == "Naked single: look at r4c6");
    step.technique = Technique::XWing;
    step.units = {0, 3, 10, 15};
    CHECK(step_headline(*layout, step) == "X-Wing: look at row 1, row 4, column 2 and column 7");
}
