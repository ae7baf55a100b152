// Properties every step solver keeps: replaying Place/Remove reproduces its board, the seeded
// order reproduces, clones continue identically, events name their pseudo-code line, and bad
// input is refused with its reason.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using namespace sudoku::test;

namespace {

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
    CHECK(sudoku::i18n::english(row.error()).find("r1c1") != std::string::npos);
    CHECK(sudoku::i18n::english(row.error()).find("r1c4") != std::string::npos);
    CHECK(sudoku::i18n::english(row.error()).find("row 1") != std::string::npos);

    Board box = board_of(std::string(81, '.'));
    box.set(0, 5);
    box.set(20, 5);  // r3c3
    for (const Algorithm a : kAlgorithms) {
        const auto made = make_step_solver(box, {.algorithm = a});
        REQUIRE_FALSE(made.ok());
        CHECK(sudoku::i18n::english(made.error()).find("r1c1") != std::string::npos);
        CHECK(sudoku::i18n::english(made.error()).find("r3c3") != std::string::npos);
        CHECK(sudoku::i18n::english(made.error()).find("box 1") != std::string::npos);
    }

    Board x = board_of(std::string(81, '.') + " x");
    x.set(0, 4);
    x.set(80, 4);  // r9c9, on the same diagonal only
    const auto diagonal = make_step_solver(x, {});
    REQUIRE_FALSE(diagonal.ok());
    CHECK(sudoku::i18n::english(diagonal.error()).find("r9c9") != std::string::npos);
    CHECK(sudoku::i18n::english(diagonal.error()).find("diagonal") != std::string::npos);
}

TEST_CASE("boards built in code with impossible contents are refused, not searched") {
    Board big = board_of("................");
    big.set(5, 5);  // a 5 on a 4x4 board
    const auto made = make_step_solver(big, {});
    REQUIRE_FALSE(made.ok());
    CHECK(sudoku::i18n::english(made.error()).find("r2c2") != std::string::npos);
    CHECK(sudoku::i18n::english(made.error()).find("out of range") != std::string::npos);

    const Board short_board(Layout::classic(4), std::vector<Digit>(9, 0));
    const auto wrong_size = make_step_solver(short_board, {.algorithm = Algorithm::Mrv});
    REQUIRE_FALSE(wrong_size.ok());
    CHECK(sudoku::i18n::english(wrong_size.error()).find("16") != std::string::npos);
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

TEST_CASE("at a dead end every value is held by a peer or was tried there (what Watch draws)") {
    // Watch mode rings, for each value, the peer digit_holders names, and greys a value no peer
    // holds as one the search tried there and lost below. Check that this is the whole story
    // at every such event of the three searches (propagate's other dead end, a digit with no
    // place in a unit, names its unit instead).
    const Board puzzle = board_of(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    for (Algorithm a : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate}) {
        INFO(std::string(algorithm_name(a)));
        auto made = make_step_solver(puzzle, StepSolverOptions{.algorithm = a});
        REQUIRE(made.ok());
        StepSolver& solver = **made;
        std::vector<Mask> tried(static_cast<std::size_t>(puzzle.cell_count()), 0);
        int dead_ends = 0;
        int all_held = 0;
        for (int events = 0; events < 20'000; ++events) {
            const auto step = solver.next();
            if (!step) break;
            if (step->kind == StepKind::Place) tried[step->cell] |= digit_bit(step->digit);
            if (step->kind != StepKind::DeadEnd || step->unit >= 0) continue;
            ++dead_ends;
            const std::vector<Cell> holders = digit_holders(solver.board(), step->cell);
            REQUIRE(holders.size() == 10);
            bool held = true;
            for (int d = 1; d <= 9; ++d) {
                const auto digit = static_cast<Digit>(d);
                const Cell peer = holders[static_cast<std::size_t>(d)];
                held = held && peer != kNoCell;
                if (peer == kNoCell) {
                    CHECK((tried[step->cell] & digit_bit(digit)) != 0);
                } else {
                    CHECK(solver.board().at(peer) == digit);
                    CHECK(puzzle.layout().shared_unit(peer, step->cell) >= 0);
                }
            }
            all_held += held ? 1 : 0;
            tried[step->cell] = 0;  // the level is abandoned: a later visit starts afresh
        }
        CHECK(dead_ends >= 5);
        CHECK(all_held > 0);
    }
}
