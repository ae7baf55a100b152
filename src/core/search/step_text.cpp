#include "core/search/step_text.hpp"

#include "core/grid/symbols.hpp"

namespace sudoku::core {

std::string describe_step(const Step& step, const Layout& layout) {
    std::string out = step_kind_name(step.kind);
    if (step.kind == StepKind::Exhausted) return out;
    if (step.cell != kNoCell) out += " " + layout.cell_name(step.cell);
    if (step.digit != kEmpty) out += std::string(" ") + digit_symbol(step.digit);
    out += " depth=" + std::to_string(step.depth);
    if (step.conflict != kNoCell) out += " conflict=" + layout.cell_name(step.conflict);
    if (step.cage >= 0) out += " cage=" + std::to_string(step.cage + 1);
    if (step.unit >= 0 && step.unit < static_cast<int>(layout.units().size()))
        out += std::string(" unit=") + unit_kind_name(layout.units()[step.unit].kind);
    return out;
}

}  // namespace sudoku::core
