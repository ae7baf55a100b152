// Properties every step solver keeps: replaying Place/Remove reproduces its board, all
// algorithms agree on the public puzzle sets, enumeration counts every solution, the seeded
// order reproduces, clones continue identically, and bad input is refused with its reason.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/puzzle_line.hpp"
#include "lesson_reference.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

constexpr Algorithm kAlgorithms[] = {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate};

// An edge-case entry: "<puzzle>:<solution count>[:<solution>]".
struct Entry {
    std::string puzzle;
    int count = 0;
    std::string solution;
};

std::vector<Entry> edge_cases() {
    std::vector<Entry> out;
    for (const auto& line : shared_puzzles("edge_cases_with_counts.txt")) {
        const auto first = line.find(':');
        const auto second = line.find(':', first + 1);
        Entry e;
        e.puzzle = line.substr(0, first);
        e.count = std::stoi(line.substr(first + 1, second - first - 1));
        if (second != std::string::npos) e.solution = line.substr(second + 1);
        out.push_back(e);
    }
    REQUIRE(out.size() == 43);
    return out;
}

// Applies Place/Remove events to a copy of the start board and compares it with the solver's
// board after every event; also checks what each event claims about the cell.
void check_replay(const Board& puzzle, const StepSolverOptions& options) {
    INFO(algorithm_name(options.algorithm) << " " << format_puzzle_line(puzzle));
    auto made = make_step_solver(puzzle, options);
    REQUIRE(made.ok());
    StepSolver& solver = **made;
    Board replay = puzzle;
    std::uint64_t mismatches = 0, bad_events = 0, events = 0;
    while (const auto step = solver.next()) {
        ++events;
        if (step->kind == StepKind::Place) {
            // Only empty cells are written, and only with a value no peer holds.
            if (puzzle.at(step->cell) != kEmpty || replay.at(step->cell) != kEmpty ||
                (replay.candidates(step->cell) & digit_bit(step->digit)) == 0)
                ++bad_events;
            replay.set(step->cell, step->digit);
        } else if (step->kind == StepKind::Remove) {
            if (replay.at(step->cell) != step->digit) ++bad_events;
            replay.set(step->cell, kEmpty);
        }
        if (!(replay == solver.board())) ++mismatches;
        if (step->kind == StepKind::Solution && !replay.is_solved()) ++bad_events;
        if (options.algorithm == Algorithm::Propagate && step->kind == StepKind::Select) {
            // Once propagation has settled, the kept candidates never allow a value a peer
            // holds (while a Place's eliminations are still being emitted, they may).
            for (int c = 0; c < replay.cell_count(); ++c) {
                const auto cell = static_cast<Cell>(c);
                if (replay.at(cell) == kEmpty &&
                    (solver.candidates(cell) & ~replay.candidates(cell)) != 0)
                    ++bad_events;
            }
        }
    }
    CHECK(events > 0);
    CHECK(mismatches == 0);
    CHECK(bad_events == 0);
    CHECK(solver.finished());
    if (solver.counters().solutions == 0 || !options.stop_at_first_solution)
        CHECK(replay == puzzle);  // an exhausted search has erased everything it wrote
}

}  // namespace

TEST_CASE("replaying Place and Remove reproduces the solver's board after every event") {
    const auto easy = shared_puzzles("easy50.txt");
    const auto top = shared_puzzles("top95.txt");
    const auto edge = edge_cases();
    std::vector<Board> puzzles = {
        board_of(easy[0]),
        board_of(top[18]),
        board_of(".23..1..4......."),
        blank_out(box_solution(2, 3), 25),
        blank_out(box_solution(3, 4), 45),  // 4 solutions
        board_of(edge[36].puzzle),          // 3 solutions
        board_of(edge[18].puzzle),          // unsolvable
    };
    for (const Algorithm a : kAlgorithms) {
        for (std::size_t i = 0; i < puzzles.size(); ++i) {
            // Naive needs tens of millions of events on the unsolvable 9x9: keep it quick.
            if (a == Algorithm::Naive && i == puzzles.size() - 1) continue;
            check_replay(puzzles[i], {.algorithm = a});
            check_replay(puzzles[i], {.algorithm = a, .stop_at_first_solution = false});
            check_replay(puzzles[i], {.algorithm = a, .order = ValueOrder::Random, .seed = i});
        }
    }
}

TEST_CASE("every algorithm solves easy50 to the same valid grid") {
    const auto easy = shared_puzzles("easy50.txt");
    for (std::size_t i = 0; i < easy.size(); ++i) {
        const Board puzzle = board_of(easy[i]);
        INFO(easy[i]);
        std::vector<Board> found;
        for (const Algorithm a : kAlgorithms) {
            // Naive's grids are compared with the lesson's on all of easy50 elsewhere.
            if (a == Algorithm::Naive && i % 5 != 0) continue;
            const auto run = run_solver(puzzle, {.algorithm = a}, UINT64_MAX, false);
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front().is_solved());
            CHECK(puzzle.agrees_with(run.solutions.front()));
            found.push_back(run.solutions.front());
        }
        for (const Board& other : found)
            CHECK(other == found.front());
    }
}

TEST_CASE("every algorithm finds the published solution of the unique edge cases") {
    int naive_checked = 0;
    for (const auto& e : edge_cases()) {
        if (e.count != 1) continue;
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        const Board expected = board_of(e.solution);
        for (const Algorithm a : kAlgorithms) {
            // Naive takes far too long on some of these; check it where it finishes quickly.
            const std::uint64_t budget = a == Algorithm::Naive ? 200'000 : UINT64_MAX;
            const auto run = run_solver(puzzle, {.algorithm = a}, budget, false);
            if (!run.finished) continue;
            naive_checked += a == Algorithm::Naive;
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front() == expected);
        }
    }
    CHECK(naive_checked >= 5);
}

TEST_CASE("mrv and propagate agree with naive on top95 where naive finishes quickly") {
    const auto top = shared_puzzles("top95.txt");
    for (const std::size_t i : {2u, 18u, 24u, 52u}) {
        INFO(top[i]);
        const Board puzzle = board_of(top[i]);
        const auto naive = run_solver(puzzle, {.algorithm = Algorithm::Naive}, UINT64_MAX, false);
        REQUIRE(naive.solutions.size() == 1);
        CHECK(naive.solutions.front().is_solved());
        for (const Algorithm a : {Algorithm::Mrv, Algorithm::Propagate}) {
            const auto run = run_solver(puzzle, {.algorithm = a}, UINT64_MAX, false);
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front() == naive.solutions.front());
        }
    }
}

TEST_CASE("unsolvable puzzles end with Exhausted and no Solution") {
    const std::string_view naive_quick =  // the edge case naive exhausts in about 20M events
        ".23.....94.....1...9..3..4.2..91...4.....78..9...4...23...9...1.6..........5.....";
    int unsolvable = 0;
    for (const auto& e : edge_cases()) {
        if (e.count != 0) continue;
        ++unsolvable;
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        for (const Algorithm a : kAlgorithms) {
            if (a == Algorithm::Naive && e.puzzle != naive_quick) continue;
            if (a == Algorithm::Mrv && unsolvable > 2) continue;  // 0.3-0.7M events each
            auto made = make_step_solver(puzzle, {.algorithm = a});
            REQUIRE(made.ok());
            StepSolver& solver = **made;
            std::optional<Step> last;
            while (const auto step = solver.next())
                last = step;
            REQUIRE(last.has_value());
            CHECK(last->kind == StepKind::Exhausted);
            CHECK(last->depth == 0);
            CHECK(solver.counters().solutions == 0);
            CHECK(solver.finished());
            CHECK(solver.board() == puzzle);
            CHECK(solver.counters().placements == solver.counters().backtracks);
            CHECK_FALSE(solver.next().has_value());
        }
    }
    CHECK(unsolvable == 10);
}

TEST_CASE("propagate finds a contradiction in a unit: row 1 has no place for 1") {
    // r2c3 and r3c5 keep 1 out of boxes 1 and 2, r4c9 out of column 9; r1c7, r1c8 are taken.
    const Board puzzle = board_of(
        "......23...1..........1............1.............................................");
    const auto run = run_solver(puzzle, {.algorithm = Algorithm::Propagate});
    REQUIRE(run.events.size() == 2);
    CHECK(run.events[0].kind == StepKind::DeadEnd);
    CHECK(run.events[0].digit == 1);
    REQUIRE(run.events[0].unit >= 0);
    CHECK(puzzle.layout().unit_name(run.events[0].unit) == "row 1");
    CHECK(run.events[0].cell == 0);
    CHECK(run.events[1].kind == StepKind::Exhausted);
}

TEST_CASE("propagate: what it forces before any guess agrees with the unique solution") {
    const auto top = shared_puzzles("top95.txt");
    for (const std::size_t i : {0u, 1u, 2u, 3u}) {
        const Board puzzle = board_of(top[i]);
        const auto run = run_solver(puzzle, {.algorithm = Algorithm::Propagate});
        REQUIRE(run.solutions.size() == 1);
        const Board& solution = run.solutions.front();
        int forced = 0, wrong = 0;
        for (const Step& s : run.events) {
            if (s.depth != 0) continue;
            if (s.kind == StepKind::Place) {
                ++forced;
                wrong += solution.at(s.cell) != s.digit;
            }
            if (s.kind == StepKind::Eliminate) wrong += solution.at(s.cell) == s.digit;
        }
        CHECK(wrong == 0);
        CHECK(run.counters.eliminations ==
              static_cast<std::uint64_t>(
                  std::count_if(run.events.begin(), run.events.end(),
                                [](const Step& s) { return s.kind == StepKind::Eliminate; })));
        CHECK(forced > 0);
    }
}

TEST_CASE("enumeration counts every solution, as the published counts and brute force say") {
    for (const auto& e : edge_cases()) {
        if (e.count < 2 || e.count > 140) continue;
        INFO(e.puzzle);
        const Board puzzle = board_of(e.puzzle);
        // Brute force and naive take about a million events each: only the smaller counts.
        const bool small = e.count <= 13;
        if (small)
            CHECK(lesson_naive(puzzle, true, false).solutions ==
                  static_cast<std::uint64_t>(e.count));
        for (const Algorithm a : kAlgorithms) {
            if (a == Algorithm::Naive && !small) continue;
            const auto run = run_solver(puzzle, {.algorithm = a, .stop_at_first_solution = false});
            CHECK(run.finished);
            CHECK(run.counters.solutions == static_cast<std::uint64_t>(e.count));
            std::set<std::string> distinct;
            for (const Board& b : run.solutions) {
                CHECK(b.is_solved());
                CHECK(puzzle.agrees_with(b));
                distinct.insert(format_puzzle_line(b));
            }
            CHECK(distinct.size() == run.solutions.size());
            REQUIRE_FALSE(run.events.empty());
            CHECK(run.events.back().kind == StepKind::Exhausted);
        }
    }
}

TEST_CASE("enumeration on small boards of other shapes matches a brute-force count") {
    const std::vector<Board> puzzles = {
        board_of("................"),  // the empty 4x4 board has 288 solutions
        blank_out(box_solution(2, 3), 25),
        blank_out(box_solution(3, 2), 30, " box=3x2"),
        blank_out("1234525134435213145254213", 5, " regions=1111231222333245344455554"),
    };
    for (const Board& puzzle : puzzles) {
        INFO(format_puzzle_line(puzzle));
        const auto brute = lesson_naive(puzzle, true, false);
        CHECK(brute.solutions > 1);
        for (const Algorithm a : kAlgorithms) {
            const auto run = run_solver(puzzle, {.algorithm = a, .stop_at_first_solution = false});
            CHECK(run.counters.solutions == brute.solutions);
        }
    }
    CHECK(lesson_naive(puzzles[0], true, false).solutions == 288);
}

TEST_CASE("random order: the same seed repeats the search, other seeds change it") {
    const Board empty4 = board_of("................");
    const Board easy = board_of(shared_puzzles("easy50.txt")[3]);
    for (const Algorithm a : kAlgorithms) {
        INFO(algorithm_name(a));
        const StepSolverOptions options{.algorithm = a, .order = ValueOrder::Random, .seed = 7};
        const auto first = run_solver(easy, options);
        const auto again = run_solver(easy, options);
        REQUIRE(first.events.size() == again.events.size());
        CHECK(
            std::equal(first.events.begin(), first.events.end(), again.events.begin(), same_event));
        REQUIRE(first.solutions.size() == 1);
        CHECK(first.solutions.front().is_solved());
        CHECK(easy.agrees_with(first.solutions.front()));

        // An empty 4x4 board has 288 solutions: different seeds pick different ones.
        std::set<std::string> picked;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const auto run =
                run_solver(empty4, {.algorithm = a, .order = ValueOrder::Random, .seed = seed});
            REQUIRE(run.solutions.size() == 1);
            CHECK(run.solutions.front().is_solved());
            picked.insert(format_puzzle_line(run.solutions.front()));
        }
        CHECK(picked.size() >= 3);

        // Still every solution when enumerating, only in another order.
        const auto all = run_solver(empty4, {.algorithm = a,
                                             .order = ValueOrder::Random,
                                             .seed = 3,
                                             .stop_at_first_solution = false});
        std::set<std::string> distinct;
        for (const Board& b : all.solutions)
            distinct.insert(format_puzzle_line(b));
        CHECK(distinct.size() == 288);
    }
}

TEST_CASE("clone continues with exactly the same events, independently of the original") {
    const Board puzzle = board_of(shared_puzzles("top95.txt")[18]);
    for (const Algorithm a : kAlgorithms) {
        for (const std::uint64_t prefix : {0u, 1u, 37u, 500u}) {
            INFO(algorithm_name(a) << " after " << prefix << " events");
            auto made =
                make_step_solver(puzzle, {.algorithm = a, .order = ValueOrder::Random, .seed = 11});
            REQUIRE(made.ok());
            StepSolver& original = **made;
            for (std::uint64_t i = 0; i < prefix; ++i)
                REQUIRE(original.next().has_value());
            const auto copy = original.clone();
            CHECK(copy->board() == original.board());
            CHECK(copy->counters().steps == original.counters().steps);
            CHECK(copy->stack().size() == original.stack().size());
            std::vector<Step> from_original, from_copy;
            while (const auto s = original.next())
                from_original.push_back(*s);
            // The original has run to its end; the copy still starts where it was cloned.
            CHECK(copy->counters().steps == prefix);
            while (const auto s = copy->next())
                from_copy.push_back(*s);
            REQUIRE(from_original.size() == from_copy.size());
            CHECK(std::equal(from_original.begin(), from_original.end(), from_copy.begin(),
                             same_event));
            CHECK(copy->board() == original.board());
            CHECK(copy->counters().placements == original.counters().placements);
        }
    }
}

TEST_CASE("conflicting givens are refused with both cells named") {
    const auto row = make_step_solver(board_of("1..1............"), {});
    REQUIRE_FALSE(row.ok());
    CHECK(row.message().find("r1c1") != std::string::npos);
    CHECK(row.message().find("r1c4") != std::string::npos);
    CHECK(row.message().find("row 1") != std::string::npos);

    Board box = board_of(std::string(81, '.'));
    box.set(0, 5);
    box.set(20, 5);  // r3c3
    for (const Algorithm a : kAlgorithms) {
        const auto made = make_step_solver(box, {.algorithm = a});
        REQUIRE_FALSE(made.ok());
        CHECK(made.message().find("r1c1") != std::string::npos);
        CHECK(made.message().find("r3c3") != std::string::npos);
        CHECK(made.message().find("box 1") != std::string::npos);
    }

    Board x = board_of(std::string(81, '.') + " x");
    x.set(0, 4);
    x.set(80, 4);  // r9c9, on the same diagonal only
    const auto diagonal = make_step_solver(x, {});
    REQUIRE_FALSE(diagonal.ok());
    CHECK(diagonal.message().find("r9c9") != std::string::npos);
    CHECK(diagonal.message().find("diagonal") != std::string::npos);
}

TEST_CASE("a search stops after its first Solution, or after Exhausted, and stays stopped") {
    for (const Algorithm a : kAlgorithms) {
        const auto made = make_step_solver(board_of("1234341221434321"), {.algorithm = a});
        REQUIRE(made.ok());
        StepSolver& full = **made;
        const auto first = full.next();
        REQUIRE(first.has_value());
        CHECK(first->kind == StepKind::Solution);
        CHECK(first->depth == 0);
        CHECK(full.finished());
        CHECK_FALSE(full.next().has_value());
        CHECK_FALSE(full.next().has_value());

        auto enumerating = make_step_solver(board_of("1234341221434321"),
                                            {.algorithm = a, .stop_at_first_solution = false});
        REQUIRE(enumerating.ok());
        CHECK((*enumerating)->next()->kind == StepKind::Solution);
        CHECK_FALSE((*enumerating)->finished());
        CHECK((*enumerating)->next()->kind == StepKind::Exhausted);
        CHECK((*enumerating)->finished());
        CHECK_FALSE((*enumerating)->next().has_value());
    }
}

TEST_CASE("every event points at the pseudo-code line that does what it reports") {
    // A word from the line each kind of event must belong to, per algorithm.
    const auto expect = [](Algorithm a, StepKind kind) -> std::string_view {
        switch (kind) {
            case StepKind::Select:
                return a == Algorithm::Naive ? "find_empty"
                       : a == Algorithm::Mrv ? "= find_mrv_cell"
                                             : "fewest";
            case StepKind::Try:
                return a == Algorithm::Naive ? "is_valid" : "for va";
            case StepKind::Reject:
                return "is_valid";
            case StepKind::Place:
                return a == Algorithm::Propagate ? "place(" : "] = va";
            case StepKind::Remove:
                return a == Algorithm::Propagate ? "= saved" : "] = 0";
            case StepKind::Eliminate:
                return "discard";
            case StepKind::DeadEnd:
                return "return ";
            case StepKind::Solution:
                return a == Algorithm::Mrv ? "is full" : "return True";
            case StepKind::Exhausted:
                return "return False";
        }
        return "?";
    };
    const auto edge = edge_cases();
    const std::vector<Board> puzzles = {board_of(edge[36].puzzle), board_of(".23..1..4......."),
                                        board_of(edge[18].puzzle)};
    for (const Algorithm a : kAlgorithms) {
        const auto code = pseudo_code(a);
        REQUIRE(code.size() >= 5);
        std::set<StepKind> seen;
        for (const Board& puzzle : puzzles) {
            const auto run =
                run_solver(puzzle, {.algorithm = a, .stop_at_first_solution = false}, 300'000);
            for (const Step& s : run.events) {
                seen.insert(s.kind);
                REQUIRE(s.line < code.size());
                if (code[s.line].find(expect(a, s.kind)) == std::string_view::npos) {
                    FAIL_CHECK(algorithm_name(a) << " " << step_kind_name(s.kind) << " on line "
                                                 << int{s.line} << ": " << code[s.line]);
                    break;
                }
            }
        }
        // Every kind the algorithm can emit was seen (only naive rejects, only propagate
        // eliminates).
        CHECK(seen.size() == (a == Algorithm::Mrv ? 7u : 8u));
    }
}

TEST_CASE("the stack shows the level of every Select and the value of every Try") {
    const Board puzzle = board_of(shared_puzzles("top95.txt")[18]);
    for (const Algorithm a : kAlgorithms) {
        auto made = make_step_solver(puzzle, {.algorithm = a});
        REQUIRE(made.ok());
        StepSolver& solver = **made;
        int wrong = 0, selects = 0;
        while (const auto s = solver.next()) {
            const auto stack = solver.stack();
            if (s->kind == StepKind::Select) {
                ++selects;
                wrong += static_cast<int>(stack.size()) != s->depth || stack.back().cell != s->cell;
                wrong +=
                    stack.back().remaining != solver.candidates(s->cell) && a != Algorithm::Naive;
            }
            if (s->kind == StepKind::Try)
                wrong += stack.back().digit != s->digit ||
                         (stack.back().remaining & digit_bit(s->digit)) != 0;
        }
        CHECK(selects > 0);
        CHECK(wrong == 0);
    }
}

TEST_CASE("names of events and algorithms") {
    CHECK(std::string(step_kind_name(StepKind::Select)) == "select");
    CHECK(std::string(step_kind_name(StepKind::Try)) == "try");
    CHECK(std::string(step_kind_name(StepKind::Reject)) == "reject");
    CHECK(std::string(step_kind_name(StepKind::Place)) == "place");
    CHECK(std::string(step_kind_name(StepKind::Remove)) == "remove");
    CHECK(std::string(step_kind_name(StepKind::Eliminate)) == "eliminate");
    CHECK(std::string(step_kind_name(StepKind::DeadEnd)) == "dead-end");
    CHECK(std::string(step_kind_name(StepKind::Solution)) == "solution");
    CHECK(std::string(step_kind_name(StepKind::Exhausted)) == "exhausted");
    for (const Algorithm a : kAlgorithms)
        CHECK(parse_algorithm(algorithm_name(a)) == a);
    CHECK(std::string(algorithm_name(Algorithm::Mrv)) == "mrv");
    CHECK_FALSE(parse_algorithm("fast").has_value());
    CHECK_FALSE(parse_algorithm("").has_value());
    CHECK_FALSE(parse_algorithm("Naive").has_value());
}
