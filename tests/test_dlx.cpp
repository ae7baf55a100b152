// Algorithm X on dancing links: the exact-cover matrix of every shape, solution counts against
// the fast solver, the column rule's effect, and the step solver's events against its state.
#include <doctest/doctest.h>

#include <string>

#include "core/dlx/dancing_links.hpp"
#include "core/dlx/dlx_search.hpp"
#include "core/dlx/dlx_solver.hpp"
#include "core/dlx/exact_cover.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/grid/layout.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

std::uint64_t fast_count(const Board& board, int limit) {
    FastSolveOptions options;
    options.solution_limit = limit;
    const FastSolveResult result = fast_solve(board, options);
    REQUIRE(!result.aborted);
    return static_cast<std::uint64_t>(result.solutions);
}

DlxResult dlx(const Board& board, std::uint64_t limit, ColumnRule rule = ColumnRule::Fewest) {
    auto result = dlx_solve(board, {.rule = rule, .solution_limit = limit});
    REQUIRE(result);
    REQUIRE(!result->stopped);
    return result.value();
}

}  // namespace

TEST_CASE("dlx: the exact-cover matrix has one row per candidate, one column per constraint") {
    struct Shape {
        LayoutSpec spec;
        int rows;
        int columns;
    };
    const std::vector<int> jigsaw5 = {0, 0, 0, 0, 1, 2, 0, 1, 1, 1, 2, 2, 2,
                                      1, 3, 4, 2, 3, 3, 3, 4, 4, 4, 4, 3};
    const Shape shapes[] = {
        {{.size = 4}, 64, 16 + 12 * 4},
        {{.size = 6}, 216, 36 + 18 * 6},
        {{.size = 9}, 729, 324},
        {{.size = 9, .diagonals = true}, 729, 324 + 18},
        {{.size = 9, .hyper = true}, 729, 324 + 36},
        {{.size = 5, .regions = jigsaw5}, 125, 25 + 15 * 5},
        {{.size = 16}, 4096, 1024},
        {{.size = 25}, 15625, 2500},
    };
    for (const Shape& s : shapes) {
        const ExactCover cover(layout_of(s.spec));
        INFO(cover.layout().describe());
        CHECK(cover.row_count() == s.rows);
        CHECK(cover.column_count() == s.columns);
        const auto starts = cover.group_starts();
        REQUIRE(starts.size() == 6);
        const int n = s.spec.size, cells = n * n;
        CHECK(starts[1] == cells);
        CHECK(starts[2] == cells * 2);  // row-digit
        CHECK(starts[3] == cells * 3);  // column-digit
        CHECK(starts[4] == cells * 4);  // box-digit
        CHECK(starts[5] == s.columns);
        // Every constraint has N candidates that could meet it, before any given.
        const DancingLinks links(cover);
        for (int c = 0; c < cover.column_count(); ++c)
            CHECK(links.size(c + 1) == n);
        // A row's columns name its cell and the units of its cell with its digit.
        const int row = cover.row_of(static_cast<Cell>(cells - 1), static_cast<Digit>(n));
        const std::vector<int> cols = cover.columns_of(row);
        CHECK(cols.front() == cells - 1);
        for (std::size_t i = 1; i < cols.size(); ++i) {
            const CoverColumn column = cover.column(cols[i]);
            CHECK(column.digit == n);
            CHECK(column.group != CoverGroup::CellFilled);
        }
    }
}

TEST_CASE("dlx: column groups name what each constraint means") {
    const ExactCover cover(Layout::classic(9));
    CHECK(cover.column(80).group == CoverGroup::CellFilled);
    CHECK(cover.column(80).cell == 80);
    const CoverColumn row3has7 = cover.column(81 + 2 * 9 + 6);
    CHECK(row3has7.group == CoverGroup::RowDigit);
    CHECK(cover.layout().units()[static_cast<std::size_t>(row3has7.unit)].index == 2);
    CHECK(row3has7.digit == 7);
    CHECK(cover.column(162).group == CoverGroup::ColDigit);
    CHECK(cover.column(243).group == CoverGroup::BoxDigit);
    CHECK(cover.row(cover.row_of(30, 7)).cell == 30);
    CHECK(cover.row(cover.row_of(30, 7)).digit == 7);
}

TEST_CASE("dlx: solution counts agree with the fast solver on the shared sets (samples)") {
    for (const auto& e : edge_cases()) {
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        const DlxResult r = dlx(puzzle, 100000);
        CHECK(r.solutions == static_cast<std::uint64_t>(e.count));
        if (e.count == 1) CHECK(*r.first == board_of(e.solution));
    }
    const auto multi = shared_puzzles("multi_solution_1000.txt");
    for (std::size_t i = 0; i < multi.size(); i += 10) {
        INFO(multi[i]);
        const Board puzzle = board_of(multi[i]);
        CHECK(dlx(puzzle, 50).solutions == fast_count(puzzle, 50));
    }
    for (const char* file : {"top95.txt", "magictour_top1465.txt", "forum_hardest_1106.txt"}) {
        const auto set = shared_puzzles(file);
        for (std::size_t i = 0; i < set.size(); i += set.size() / 12) {
            INFO(set[i]);
            const Board puzzle = board_of(set[i]);
            const DlxResult r = dlx(puzzle, 2);
            CHECK(r.solutions == fast_count(puzzle, 2));
            REQUIRE(r.first);
            CHECK(r.first->is_solved());
            CHECK(puzzle.agrees_with(*r.first));
        }
    }
}

TEST_CASE("dlx: counts agree on other sizes, jigsaw, X and hyper boards, both column rules") {
    const std::vector<Board> boards = {
        blank_out(box_solution(2, 2), 20),
        blank_out(box_solution(2, 3), 30),
        blank_out(box_solution(3, 3), 30),
        blank_out(box_solution(4, 4), 55),
        blank_out("1234525134435213145254213", 20, " regions=1111231222333245344455554"),
        board_of(std::string(81, '.') + " x"),
        board_of(
            "4......2...8.......9.7.......5..1..........3..........61..8.3....4..5............" +
            std::string(" hyper")),
    };
    for (const Board& b : boards) {
        INFO(b.layout().describe());
        const std::uint64_t expected = fast_count(b, 30);
        CHECK(dlx(b, 30).solutions == expected);
        CHECK(dlx(b, 30, ColumnRule::First).solutions == expected);
    }
}

TEST_CASE("dlx: the column rule changes the search, fewest ones is the smaller tree") {
    const Board puzzle = board_of(shared_puzzles("top95.txt")[2]);
    const DlxResult fewest = dlx(puzzle, 2, ColumnRule::Fewest);
    auto first = dlx_solve(
        puzzle, {.rule = ColumnRule::First, .solution_limit = 2, .max_nodes = 50'000'000});
    REQUIRE(first);
    CHECK(fewest.nodes > 0);
    CHECK(first->nodes != fewest.nodes);
    CHECK(first->nodes > fewest.nodes * 10);
    CHECK(fewest.updates > 0);
}

TEST_CASE("dlx: a node limit stops the search and says so") {
    const Board empty = board_of(std::string(81, '.'));
    auto r = dlx_solve(empty, {.solution_limit = 1'000'000, .max_nodes = 500});
    REQUIRE(r);
    CHECK(r->stopped);
    CHECK(r->nodes == 500);
}

TEST_CASE("dlx: bad boards are refused with the reason") {
    const Board conflict = board_of("11" + std::string(79, '.'));
    auto r = dlx_solve(conflict);
    REQUIRE(!r);
    auto s = make_step_solver(conflict, {.algorithm = Algorithm::Dlx});
    CHECK(!s);
}

TEST_CASE("dlx step solver: replaying its events reaches its board, the matrix follows") {
    const auto top = shared_puzzles("top95.txt");
    const auto easy = shared_puzzles("easy50.txt");
    // The first column rule is far slower on hard puzzles: it meets the easy ones and the 4x4.
    const std::pair<std::string, bool> cases[] = {{top[0], false},
                                                  {top[7], false},
                                                  {easy[0], true},
                                                  {easy[9], true},
                                                  {"12..34..21..43..", true}};
    for (const auto& entry : cases) {
        // Named copies, not a structured binding: clang 14 cannot capture one in INFO's lambda.
        const std::string& line = entry.first;
        const bool both = entry.second;
        INFO(line);
        const Board puzzle = board_of(line);
        for (const ColumnRule rule : {ColumnRule::Fewest, ColumnRule::First}) {
            if (rule == ColumnRule::First && !both) continue;
            auto made = make_step_solver(puzzle, {.algorithm = Algorithm::Dlx,
                                                  .stop_at_first_solution = false,
                                                  .column_rule = rule});
            REQUIRE(made);
            auto& search = dynamic_cast<DlxSearch&>(*made.value());
            Board replay = puzzle;
            std::vector<Step> placed;
            std::optional<Step> tried;
            std::uint64_t solutions = 0;
            for (int i = 0; i < 200'000; ++i) {
                const auto step = search.next();
                if (!step) break;
                switch (step->kind) {
                    case StepKind::Try:
                        tried = *step;
                        CHECK(search.current_row() ==
                              search.cover().row_of(step->cell, step->digit));
                        break;
                    case StepKind::Place: {
                        REQUIRE(tried);  // a row is chosen right after it is tried
                        CHECK(tried->cell == step->cell);
                        CHECK(tried->digit == step->digit);
                        CHECK(replay.at(step->cell) == kEmpty);
                        replay.set(step->cell, step->digit);
                        placed.push_back(*step);
                        CHECK(step->depth == static_cast<int>(placed.size()));
                        const int row = search.cover().row_of(step->cell, step->digit);
                        CHECK(search.mark(row) == DlxSearch::RowMark::Chosen);
                        for (const int col : search.cover().columns_of(row))
                            CHECK(search.links().covered(col));
                        break;
                    }
                    case StepKind::Remove:
                        REQUIRE(!placed.empty());  // the newest choice is undone first
                        CHECK(placed.back().cell == step->cell);
                        CHECK(placed.back().digit == step->digit);
                        replay.set(step->cell, kEmpty);
                        placed.pop_back();
                        break;
                    case StepKind::Solution:
                        ++solutions;
                        CHECK(search.links().active_columns() == 0);
                        CHECK(replay.is_solved());
                        CHECK(puzzle.agrees_with(replay));
                        break;
                    default:
                        break;
                }
                CHECK(replay == search.board());
            }
            REQUIRE(search.finished());
            CHECK(placed.empty());
            CHECK(solutions == dlx(puzzle, 1000, rule).solutions);
            // Placements are the rows chosen: the counting solver's nodes.
            CHECK(search.counters().placements == dlx(puzzle, 1000, rule).nodes);
            CHECK(search.counters().solutions == solutions);
        }
    }
}

TEST_CASE("dlx step solver: a clone continues with the same events, candidates are live rows") {
    const Board puzzle = board_of(shared_puzzles("top95.txt")[1]);
    auto made = make_step_solver(puzzle, {.algorithm = Algorithm::Dlx});
    REQUIRE(made);
    StepSolver& s = *made.value();
    for (int i = 0; i < 40; ++i)
        REQUIRE(s.next());
    auto copy = s.clone();
    for (int i = 0; i < 200; ++i) {
        const auto a = s.next();
        const auto b = copy->next();
        REQUIRE(a.has_value() == b.has_value());
        if (!a) break;
        CHECK(same_event(*a, *b));
    }
    // An empty cell's candidates are the digits no placed value rules out.
    const Board& board = s.board();
    for (int i = 0; i < board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (board.at(c) != kEmpty) continue;
        for (const Cell p : board.layout().peers(c))
            if (board.at(p) != kEmpty) CHECK((s.candidates(c) & digit_bit(board.at(p))) == 0);
    }
}
