#include "core/search/step.hpp"

namespace sudoku::core {

const char* step_kind_name(StepKind kind) {
    switch (kind) {
        case StepKind::Select:
            return "select";
        case StepKind::Try:
            return "try";
        case StepKind::Reject:
            return "reject";
        case StepKind::Place:
            return "place";
        case StepKind::Remove:
            return "remove";
        case StepKind::Eliminate:
            return "eliminate";
        case StepKind::DeadEnd:
            return "dead-end";
        case StepKind::Solution:
            return "solution";
        case StepKind::Exhausted:
            return "exhausted";
    }
    return "step";
}

}  // namespace sudoku::core
