#include "core/search/worksheet.hpp"

#include <string>

namespace sudoku::core {

Result<std::vector<WorksheetRow>> worksheet_rows(const Board& start, Algorithm algorithm,
                                                 int rows) {
    if (rows < 1 || rows > kMaxWorksheetRows)
        return coded_error(ErrorCode::PrintWorksheetBad,
                           {std::to_string(rows), std::to_string(kMaxWorksheetRows)});
    StepSolverOptions options;
    options.algorithm = algorithm;
    auto solver = make_step_solver(start, options);
    if (!solver) return solver.error();
    std::vector<WorksheetRow> out;
    // A Try waits for its Place or Reject; every other move is a row of its own.
    bool pending = false;
    WorksheetRow row;
    auto emit = [&](WorksheetRow r) {
        out.push_back(r);
        pending = false;
    };
    while (static_cast<int>(out.size()) < rows) {
        const auto step = (*solver)->next();
        if (!step) break;
        switch (step->kind) {
            case StepKind::Try:
                row = {step->cell, step->digit, WorksheetOutcome::Placed, kNoCell};
                pending = true;
                break;
            case StepKind::Reject:
                emit({step->cell, step->digit, WorksheetOutcome::Rejected, step->conflict});
                break;
            case StepKind::Place:
                emit({step->cell, step->digit,
                      pending && row.cell == step->cell ? WorksheetOutcome::Placed
                                                        : WorksheetOutcome::Forced,
                      kNoCell});
                break;
            case StepKind::Remove:
                emit({step->cell, step->digit, WorksheetOutcome::Erased, kNoCell});
                break;
            case StepKind::Eliminate:
                emit({step->cell, step->digit, WorksheetOutcome::Struck, kNoCell});
                break;
            case StepKind::DeadEnd:
                emit({step->cell, 0, WorksheetOutcome::DeadEnd, kNoCell});
                break;
            case StepKind::Solution:
                emit({kNoCell, 0, WorksheetOutcome::Solved, kNoCell});
                break;
            case StepKind::Select:
            case StepKind::Exhausted:
                break;
        }
        if (!out.empty() && out.back().outcome == WorksheetOutcome::Solved) break;
    }
    return out;
}

}  // namespace sudoku::core
