#include "core/search/predict.hpp"

namespace sudoku::core {

namespace {

// Candidate counts of the empty cells as the algorithm sees them right now.
std::vector<std::uint8_t> candidate_counts(const StepSolver& solver) {
    const Board& board = solver.board();
    std::vector<std::uint8_t> counts(static_cast<std::size_t>(board.cell_count()), 0);
    for (int i = 0; i < board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (board.at(c) == kEmpty)
            counts[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(mask_count(solver.candidates(c)));
    }
    return counts;
}

void explain_select(Prediction& p, const StepSolver& at, const Step& step) {
    p.question = PredictQuestion::WhichCell;
    p.answer = {.kind = PredictAnswerKind::PickCell, .cell = step.cell};
    p.counts = candidate_counts(at);
    p.fewest = p.counts[static_cast<std::size_t>(step.cell)];
    const Board& board = at.board();
    for (int i = 0; i < board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (c != step.cell && board.at(c) == kEmpty &&
            p.counts[static_cast<std::size_t>(i)] == p.fewest)
            p.ties.push_back(c);
    }
    switch (at.options().algorithm) {
        case Algorithm::Naive:
            p.reason = PredictReason::FirstEmpty;
            break;
        case Algorithm::Mrv:
            // find_mrv_cell returns at the first cell with one option, whatever follows it.
            p.reason = p.fewest == 1 ? PredictReason::FirstSingle : PredictReason::Fewest;
            break;
        case Algorithm::Propagate:
        case Algorithm::Dlx:
            p.reason = PredictReason::Fewest;
            break;
        case Algorithm::Custom:
            p.reason = at.options().var == VarOrder::RowMajor ? PredictReason::FirstEmpty
                                                              : PredictReason::Fewest;
            break;
    }
}

}  // namespace

std::optional<PredictStep> predict_next(const StepSolver& solver, std::uint64_t max_events) {
    if (solver.finished()) return std::nullopt;
    std::unique_ptr<StepSolver> run = solver.clone();
    Prediction p;
    // The cell of the level on top of the stack: a dead end there means its values ran out
    // (a backtrack of that level); a dead end elsewhere is an empty cell the scan or the
    // propagation found hopeless.
    const std::vector<StackFrame> stack = run->stack();
    Cell top = stack.empty() ? kNoCell : stack.back().cell;
    p.options = stack.empty() ? 0 : stack.back().remaining;
    StepKind previous = StepKind::Select;
    bool has_previous = false;
    while (p.events < max_events) {
        const auto step = run->next();
        if (!step) return std::nullopt;
        ++p.events;
        p.step = *step;
        // Select and DeadEnd change neither the board nor the candidates: the counts after
        // them are the counts the choice was made on.
        switch (step->kind) {
            case StepKind::Select:
                explain_select(p, *run, *step);
                return PredictStep{std::move(p), std::move(run)};
            case StepKind::Place:
                if (has_previous && previous == StepKind::Try) {
                    p.question = PredictQuestion::WhichValue;
                    p.question_cell = step->cell;
                    p.answer = {.kind = PredictAnswerKind::PickValue, .digit = step->digit};
                    p.reason = run->options().algorithm == Algorithm::Naive
                                   ? PredictReason::FirstValid
                                   : PredictReason::NextOption;
                } else {
                    // propagate's forced value: "which cell does it fill next?"
                    p.question = PredictQuestion::WhichCell;
                    p.answer = {.kind = PredictAnswerKind::PickCell, .cell = step->cell};
                    p.reason =
                        step->unit >= 0 ? PredictReason::HiddenSingle : PredictReason::NakedSingle;
                }
                return PredictStep{std::move(p), std::move(run)};
            case StepKind::DeadEnd:
                p.answer = {.kind = PredictAnswerKind::Backtrack, .cell = step->cell};
                if (step->cell == top && top != kNoCell) {
                    p.question = PredictQuestion::WhichValue;
                    p.question_cell = step->cell;
                    p.reason = PredictReason::NoValueLeft;
                } else {
                    p.question = PredictQuestion::WhichCell;
                    p.reason =
                        step->unit >= 0 ? PredictReason::NoPlace : PredictReason::NoCandidate;
                    p.counts = candidate_counts(*run);
                }
                return PredictStep{std::move(p), std::move(run)};
            case StepKind::Solution:
                p.answer = {.kind = PredictAnswerKind::Solution};
                p.reason = PredictReason::Solved;
                return PredictStep{std::move(p), std::move(run)};
            case StepKind::Exhausted:
                p.answer = {.kind = PredictAnswerKind::Exhausted};
                p.reason = PredictReason::Searched;
                return PredictStep{std::move(p), std::move(run)};
            case StepKind::Try:
                top = step->cell;
                break;
            case StepKind::Reject:
                p.rejected.push_back(*step);
                break;
            case StepKind::Remove:
                top = step->cell;
                p.passes_backtrack = true;
                break;
            case StepKind::Eliminate:
                break;
        }
        previous = step->kind;
        has_previous = true;
    }
    return std::nullopt;
}

bool prediction_right(const Prediction& prediction, const PredictAnswer& given) {
    const PredictAnswer& real = prediction.answer;
    switch (real.kind) {
        case PredictAnswerKind::PickCell:
            return given.kind == PredictAnswerKind::PickCell && given.cell == real.cell;
        case PredictAnswerKind::PickValue:
            return given.kind == PredictAnswerKind::PickValue && given.digit == real.digit;
        case PredictAnswerKind::Backtrack:
            return given.kind == PredictAnswerKind::Backtrack;
        case PredictAnswerKind::Solution:
        case PredictAnswerKind::Exhausted:
            return false;
    }
    return false;
}

}  // namespace sudoku::core
