#include "core/search/trace_csv.hpp"

#include "core/grid/symbols.hpp"

namespace sudoku::core {

const char* trace_csv_header() {
    return "index,event,cell,row,col,digit,depth,conflict,unit,line\n";
}

std::string trace_csv_row(std::uint64_t index, const Step& step, const Layout& layout) {
    const bool has_cell = step.cell >= 0 && step.cell < layout.cell_count();
    std::string out = std::to_string(index);
    out += ',';
    out += step_kind_name(step.kind);
    out += ',';
    if (has_cell) {
        out += layout.cell_name(step.cell) + ',' + std::to_string(layout.row_of(step.cell) + 1) +
               ',' + std::to_string(layout.col_of(step.cell) + 1);
    } else {
        out += ",,";
    }
    out += ',';
    if (step.digit != kEmpty) out += digit_symbol(step.digit);
    out += ',' + std::to_string(step.depth) + ',';
    if (step.conflict >= 0 && step.conflict < layout.cell_count())
        out += layout.cell_name(step.conflict);
    out += ',';
    // Unit names hold no comma or quote ("row 3", "diagonal"), so no CSV quoting is needed.
    if (step.unit >= 0 && step.unit < static_cast<int>(layout.units().size()))
        out += layout.unit_name(step.unit);
    out += ',' + std::to_string(step.line + 1) + '\n';
    return out;
}

std::string trace_csv(std::span<const IndexedStep> events, const Layout& layout) {
    std::string out = trace_csv_header();
    for (const auto& [index, step] : events)
        out += trace_csv_row(index, step, layout);
    return out;
}

}  // namespace sudoku::core
