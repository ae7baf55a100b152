// Predict mode's rules: from a step solver's state, the next decision the search takes (which
// cell, which value, or a dead end), the question a class answers before it, and why it is so.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/search/step_solver.hpp"

namespace sudoku::core {

// What the class is asked. WhichCell: "which cell comes next (or is it a dead end)?";
// WhichValue: "which value goes into `cell` next (or is it a dead end)?".
enum class PredictQuestion : std::uint8_t { WhichCell, WhichValue };

// An answer, given or real. Solution and Exhausted are never asked: the search reached them.
enum class PredictAnswerKind : std::uint8_t { PickCell, PickValue, Backtrack, Solution, Exhausted };

struct PredictAnswer {
    PredictAnswerKind kind = PredictAnswerKind::Backtrack;
    Cell cell = kNoCell;  // PickCell
    Digit digit = 0;      // PickValue

    bool operator==(const PredictAnswer&) const = default;
};

// Why the real answer is what it is (for the reveal).
enum class PredictReason : std::uint8_t {
    FirstEmpty,    // naive: the first empty cell in row-major order
    Fewest,        // mrv, propagate: the fewest candidates, the first such in row-major order
    FirstSingle,   // mrv: the first cell with one option stops the scan (find_mrv_cell)
    NakedSingle,   // propagate: the first cell with one candidate is filled
    HiddenSingle,  // propagate: the digit has one place left in `unit`
    FirstValid,    // naive: the smallest value (of those not tried) no peer holds
    NextOption,    // mrv, propagate: the next of the cell's options, in order
    NoValueLeft,   // every value of the cell was rejected or failed below
    NoCandidate,   // mrv, propagate: an empty cell without any legal value
    NoPlace,       // propagate: `digit` has no place left in `unit`
    Solved,        // the board is full
    Searched,      // the whole tree has been searched
};

struct Prediction {
    PredictQuestion question = PredictQuestion::WhichCell;
    Cell question_cell = kNoCell;  // WhichValue questions: the cell being filled
    PredictAnswer answer;
    PredictReason reason = PredictReason::FirstEmpty;
    // Events from the asking position up to and including the deciding one: the player shows
    // the answer at asking position + events.
    std::uint64_t events = 0;
    Step step;  // the deciding event
    // Fewest / FirstSingle: that number of candidates, and the other empty cells that had it
    // too (row-major; the algorithm takes the first). Also the candidate count of every empty
    // cell when the decision was taken (0 for filled cells), for the reveal's board.
    int fewest = 0;
    std::vector<Cell> ties;
    std::vector<std::uint8_t> counts;
    // Value answers: the values rejected on the way (naive; conflict and unit set) and, for
    // a mrv/propagate cell, the options it still had before the answer.
    std::vector<Step> rejected;
    Mask options = 0;
    // A value was erased (a backtrack) between the asking position and the decision.
    bool passes_backtrack = false;

    [[nodiscard]] bool asks() const {
        return answer.kind != PredictAnswerKind::Solution &&
               answer.kind != PredictAnswerKind::Exhausted;
    }
};

struct PredictStep {
    Prediction prediction;
    std::unique_ptr<StepSolver> after;  // the search just after the deciding event
};

// The next decision from `solver`'s state (the solver itself does not move: a copy runs).
// Nullopt when the search has no further event or takes more than `max_events` to decide.
[[nodiscard]] std::optional<PredictStep> predict_next(const StepSolver& solver,
                                                      std::uint64_t max_events = 10'000'000);

// The given answer is the real one: the very cell (ties count as the algorithm breaks them),
// the very value, or a backtrack when the search backtracks.
[[nodiscard]] bool prediction_right(const Prediction& prediction, const PredictAnswer& given);

}  // namespace sudoku::core
