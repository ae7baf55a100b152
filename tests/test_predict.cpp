// Predict mode's rules: chaining the predictions walks the search's own events, every answer is
// the one the algorithm takes (MRV ties broken as find_mrv_cell breaks them), on the lessons'
// puzzles and on every shape.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/search/predict.hpp"
#include "sanitized_build.hpp"
#include "step_test_support.hpp"

using namespace sudoku::core;
using sudoku::test::board_of;

namespace {

struct Tally {
    int cell_questions = 0;
    int value_questions = 0;
    int backtracks = 0;
    int ties = 0;
    int no_candidate = 0;
    int forced = 0;
    std::uint64_t events = 0;
    bool solved = false;
};

// Chains predictions from the start to the first solution (or the end), checking each against
// the solver's own events and the algorithm's rule.
Tally walk(const Board& start, Algorithm algorithm, std::uint64_t max_events = 3'000'000) {
    const StepSolverOptions options{.algorithm = algorithm};
    const auto run = sudoku::test::run_solver(start, options, max_events);
    auto made = make_step_solver(start, options);
    REQUIRE(made.ok());
    std::unique_ptr<StepSolver> solver = std::move(made).value();
    Tally t;
    while (t.events < run.events.size()) {
        const Board board = solver->board();
        auto next = predict_next(*solver);
        REQUIRE(next.has_value());
        const Prediction& p = next->prediction;
        t.events += p.events;
        REQUIRE(t.events <= run.events.size());
        const Step& real = run.events[t.events - 1];
        INFO(sudoku::test::describe(start.layout(), real) << " at event " << t.events);
        CHECK(sudoku::test::same_event(p.step, real));
        CHECK(next->after->board() == [&] {
            Board b = start;
            for (std::uint64_t i = 0; i < t.events; ++i) {
                if (run.events[i].kind == StepKind::Place)
                    b.set(run.events[i].cell, run.events[i].digit);
                if (run.events[i].kind == StepKind::Remove) b.set(run.events[i].cell, kEmpty);
            }
            return b;
        }());
        if (!p.asks()) {
            t.solved = p.answer.kind == PredictAnswerKind::Solution;
            break;
        }
        CHECK(prediction_right(p, p.answer));
        if (p.question == PredictQuestion::WhichCell) {
            ++t.cell_questions;
            if (p.answer.kind == PredictAnswerKind::PickCell) {
                const Cell c = p.answer.cell;
                CHECK(board.at(c) == kEmpty);
                if (p.reason == PredictReason::FirstEmpty) {
                    // naive: every cell before it is filled
                    for (Cell b = 0; b < c; ++b)
                        CHECK(board.at(b) != kEmpty);
                } else if (p.reason == PredictReason::Fewest) {
                    // no empty cell has fewer candidates; equal ones come later in row-major
                    // order, and naming one of them is wrong
                    for (int i = 0; i < board.cell_count(); ++i)
                        if (board.at(static_cast<Cell>(i)) == kEmpty)
                            CHECK(p.counts[static_cast<std::size_t>(i)] >= p.fewest);
                    for (const Cell tie : p.ties) {
                        CHECK(tie > c);
                        CHECK_FALSE(prediction_right(
                            p, {.kind = PredictAnswerKind::PickCell, .cell = tie}));
                    }
                    t.ties += p.ties.empty() ? 0 : 1;
                } else if (p.reason == PredictReason::FirstSingle) {
                    // mrv stops at the first cell with one option: none before it has one
                    CHECK(p.fewest == 1);
                    for (Cell b = 0; b < c; ++b)
                        if (board.at(b) == kEmpty) CHECK(p.counts[static_cast<std::size_t>(b)] > 1);
                    for (const Cell tie : p.ties)
                        CHECK_FALSE(prediction_right(
                            p, {.kind = PredictAnswerKind::PickCell, .cell = tie}));
                    t.ties += p.ties.empty() ? 0 : 1;
                } else {
                    CHECK((p.reason == PredictReason::NakedSingle ||
                           p.reason == PredictReason::HiddenSingle));
                    CHECK(algorithm == Algorithm::Propagate);
                    ++t.forced;
                }
                CHECK_FALSE(prediction_right(p, {.kind = PredictAnswerKind::Backtrack}));
            } else {
                CHECK(p.answer.kind == PredictAnswerKind::Backtrack);
                CHECK(
                    (p.reason == PredictReason::NoCandidate || p.reason == PredictReason::NoPlace));
                CHECK(algorithm != Algorithm::Naive);
                CHECK(board.at(p.answer.cell) == kEmpty);
                if (p.reason == PredictReason::NoCandidate)
                    CHECK(p.counts[static_cast<std::size_t>(p.answer.cell)] == 0);
                ++t.no_candidate;
                ++t.backtracks;
            }
        } else {
            ++t.value_questions;
            CHECK(p.question_cell != kNoCell);
            if (p.answer.kind == PredictAnswerKind::PickValue) {
                const Digit d = p.answer.digit;
                CHECK(p.step.kind == StepKind::Place);
                CHECK(p.step.cell == p.question_cell);
                CHECK((p.options & digit_bit(d)) != 0);
                CHECK_FALSE(prediction_right(p, {.kind = PredictAnswerKind::Backtrack}));
                if (algorithm == Algorithm::Naive) {
                    // the smallest untried value no peer holds: every value skipped was rejected
                    for (const Step& r : p.rejected) {
                        CHECK(r.digit < d);
                        CHECK(r.conflict != kNoCell);
                        CHECK(board.at(r.conflict) == r.digit);
                    }
                    for (Digit smaller = 1; smaller < d; ++smaller)
                        if ((p.options & digit_bit(smaller)) != 0)
                            CHECK(std::any_of(p.rejected.begin(), p.rejected.end(),
                                              [&](const Step& r) { return r.digit == smaller; }));
                    if (d > 1)
                        CHECK_FALSE(prediction_right(
                            p, {.kind = PredictAnswerKind::PickValue, .digit = Digit(d - 1)}));
                } else {
                    // the next option in order
                    CHECK(mask_first(p.options) == d);
                }
            } else {
                CHECK(p.answer.kind == PredictAnswerKind::Backtrack);
                CHECK(p.reason == PredictReason::NoValueLeft);
                CHECK(p.answer.cell == p.question_cell);
                CHECK(prediction_right(p, {.kind = PredictAnswerKind::Backtrack}));
                CHECK_FALSE(
                    prediction_right(p, {.kind = PredictAnswerKind::PickValue, .digit = 1}));
                ++t.backtracks;
            }
        }
        solver = std::move(next->after);
    }
    return t;
}

}  // namespace

TEST_CASE("predict: naive on lesson 000's cau_do asks every placement and backtrack") {
    const Board start = board_of(sudoku::test::kCauDoLine);
    const Tally t = walk(start, Algorithm::Naive);
    CHECK(t.solved);
    // one value question per placement (91) and per dead end; one cell question per Select
    const auto run = sudoku::test::run_solver(start, {.algorithm = Algorithm::Naive});
    CHECK(run.counters.placements == 91);
    const auto count = [&](StepKind k) {
        return std::count_if(run.events.begin(), run.events.end(),
                             [&](const Step& s) { return s.kind == k; });
    };
    CHECK(t.value_questions == count(StepKind::Place) + count(StepKind::DeadEnd));
    CHECK(t.cell_questions == count(StepKind::Select));
    CHECK(t.backtracks == count(StepKind::DeadEnd));
    CHECK(t.backtracks > 0);
}

TEST_CASE("predict: mrv and propagate on the lessons' puzzles") {
    for (const char* line :
         {sudoku::test::kCauDoLine,
          "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
          ".6.784153...2..96.1..956..74..12.67581...72.972.4..3...8..4...2.4..7.8.6..9.1.7.4"}) {
        const Board start = board_of(line);
        for (const Algorithm a : {Algorithm::Mrv, Algorithm::Propagate}) {
            INFO(algorithm_name(a) << " " << line);
            const Tally t = walk(start, a);
            CHECK(t.solved);
            CHECK(t.cell_questions > 0);
            // propagate fills these easy lesson puzzles by singles alone: no value is guessed
            if (a == Algorithm::Mrv) CHECK(t.value_questions > 0);
        }
    }
}

TEST_CASE("predict: mrv ties and dead ends on a hard puzzle, as find_mrv_cell breaks them") {
    // top95's first puzzle makes mrv backtrack through empty cells without options
    const auto puzzles = sudoku::test::shared_puzzles("top95.txt");
    REQUIRE(!puzzles.empty());
    const Board start = board_of(puzzles.front());
    const Tally mrv = walk(start, Algorithm::Mrv);
    CHECK(mrv.solved);
    CHECK(mrv.ties > 0);
    CHECK(mrv.no_candidate > 0);
    const Tally prop = walk(start, Algorithm::Propagate);
    CHECK(prop.solved);
    CHECK(prop.forced > 0);
    CHECK(prop.ties > 0);
    CHECK(prop.backtracks > 0);
}

TEST_CASE("predict: every algorithm on every shape") {
    using sudoku::test::blank_out;
    using sudoku::test::box_solution;
    const Board boards[] = {
        blank_out(box_solution(2, 2), 30),
        blank_out(box_solution(2, 3), 35),
        blank_out(box_solution(2, 4), 40),
        blank_out(
            "123456789456789123789123456935241867617538294842697531298314675371865942564972318", 30,
            " x"),
        blank_out(box_solution(3, 4), 45),
        board_of("1...5.......3...2....4... regions=1112211222333443344455555"),
    };
    for (const Board& start : boards) {
        for (const Algorithm a : sudoku::test::kAlgorithms) {
            INFO(algorithm_name(a) << " " << start.layout().describe());
            const Tally t = walk(start, a, 400'000);
            CHECK(t.cell_questions + t.value_questions > 0);
        }
    }
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("predict: an unsolvable puzzle ends in Exhausted, after backtracks" *
          doctest::skip(kSanitizedBuild)) {
    int puzzles = 0;
    for (const auto& e : sudoku::test::edge_cases()) {
        if (e.count != 0) continue;
        const Board start = board_of(e.puzzle);
        for (const Algorithm a : sudoku::test::kAlgorithms) {
            auto made = make_step_solver(start, {.algorithm = a, .stop_at_first_solution = false});
            if (!made.ok()) continue;  // conflicting givens: Watch refuses those
            // only searches that end soon (naive can take billions of events on some)
            if (!sudoku::test::run_solver(start, {.algorithm = a, .stop_at_first_solution = false},
                                          300'000, false)
                     .finished)
                continue;
            std::unique_ptr<StepSolver> solver = std::move(made).value();
            int asked = 0;
            bool exhausted = false;
            for (int guard = 0; guard < 200'000 && !exhausted; ++guard) {
                auto next = predict_next(*solver);
                if (!next) break;
                if (next->prediction.asks())
                    ++asked;
                else
                    exhausted = next->prediction.answer.kind == PredictAnswerKind::Exhausted;
                solver = std::move(next->after);
            }
            INFO(algorithm_name(a) << " " << e.puzzle);
            CHECK(asked > 0);
            CHECK(exhausted);
            ++puzzles;
        }
    }
    CHECK(puzzles > 0);
}

TEST_CASE("predict: nothing to predict once the search is over, and the solver is untouched") {
    const Board start = board_of(sudoku::test::kCauDoLine);
    auto made = make_step_solver(start, {.algorithm = Algorithm::Naive});
    REQUIRE(made.ok());
    StepSolver& solver = **made;
    const auto first = predict_next(solver);
    REQUIRE(first.has_value());
    CHECK(solver.counters().steps == 0);  // a copy ran
    CHECK(first->prediction.question == PredictQuestion::WhichCell);
    CHECK(first->prediction.answer.cell == 2);  // r1c3, the first empty cell
    CHECK(first->prediction.events == 1);
    while (solver.next()) {
    }
    CHECK_FALSE(predict_next(solver).has_value());
    // a bound on the events a decision may take
    auto fresh = make_step_solver(start, {.algorithm = Algorithm::Naive});
    REQUIRE(fresh.ok());
    (void)(*fresh)->next();  // Select r1c3: the next decision is its value, 3 events on
    CHECK_FALSE(predict_next(**fresh, 2).has_value());
    CHECK(predict_next(**fresh, 10).has_value());
}
