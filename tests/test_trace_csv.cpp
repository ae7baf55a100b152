// The trace as CSV: header, one row per event with the fields each kind carries, and a whole
// trace that agrees with the solver's own counters.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "core/search/trace_csv.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using sudoku::test::board_of;
using sudoku::test::kCauDoLine;
using sudoku::test::run_solver;

TEST_CASE("trace csv rows carry the fields of each kind of event") {
    const Board board = board_of(kCauDoLine);
    const Layout& layout = board.layout();
    CHECK(std::string(trace_csv_header()) ==
          "index,event,cell,row,col,digit,depth,conflict,unit,line\n");
    // r1c3 tries 5 and meets the 5 of... a made-up peer r1c7 in row 1.
    const Cell r1c3 = layout.cell_at(0, 2);
    const Cell r1c7 = layout.cell_at(0, 6);
    const Step reject{.kind = StepKind::Reject,
                      .cell = r1c3,
                      .digit = 5,
                      .depth = 2,
                      .conflict = r1c7,
                      .unit = static_cast<std::int16_t>(layout.shared_unit(r1c3, r1c7)),
                      .line = 4};
    CHECK(trace_csv_row(41, reject, layout) == "41,reject,r1c3,1,3,5,2,r1c7,row 1,5\n");
    const Step place{
        .kind = StepKind::Place, .cell = layout.cell_at(8, 1), .digit = 3, .depth = 51, .line = 5};
    CHECK(trace_csv_row(0, place, layout) == "0,place,r9c2,9,2,3,51,,,6\n");
    const Step exhausted{.kind = StepKind::Exhausted, .line = 8};
    CHECK(trace_csv_row(7, exhausted, layout) == "7,exhausted,,,,,0,,,9\n");
}

TEST_CASE("trace csv writes digits above 9 as their symbols") {
    const Board board = board_of(std::string(256, '.'));
    const Step place{.kind = StepKind::Place, .cell = 255, .digit = 16, .depth = 1};
    CHECK(trace_csv_row(3, place, board.layout()) == "3,place,r16c16,16,16,G,1,,,1\n");
}

TEST_CASE("a whole trace has one row per event and as many place rows as placements") {
    const Board board = board_of(kCauDoLine);
    const auto run = run_solver(board, {.algorithm = Algorithm::Mrv}, 5000);
    std::vector<IndexedStep> events;
    for (std::size_t i = 0; i < run.events.size(); ++i)
        events.emplace_back(i, run.events[i]);
    const std::string csv = trace_csv(events, board.layout());
    CHECK(static_cast<std::size_t>(std::count(csv.begin(), csv.end(), '\n')) ==
          run.events.size() + 1);
    std::size_t places = 0;
    std::size_t pos = 0;
    while ((pos = csv.find(",place,", pos)) != std::string::npos) {
        ++places;
        ++pos;
    }
    CHECK(places == run.counters.placements);
    // Every row has the header's ten fields.
    std::size_t start = 0;
    while (start < csv.size()) {
        const std::size_t end = csv.find('\n', start);
        CHECK(std::count(csv.begin() + static_cast<std::ptrdiff_t>(start),
                         csv.begin() + static_cast<std::ptrdiff_t>(end), ',') == 9);
        start = end + 1;
    }
    CHECK(trace_csv({}, board.layout()) == trace_csv_header());
}
