#include "core/logic/logic_text.hpp"

#include <map>

#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"

namespace sudoku::core {

std::string grade_summary(const GradeReport& report) {
    std::string out =
        std::string(grade_name(report.grade)) + " steps=" + std::to_string(report.step_count);
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (report.technique_counts[t] == 0) continue;
        out += " " + std::string(technique_id(static_cast<Technique>(t))) + "=" +
               std::to_string(report.technique_counts[t]);
    }
    if (report.status != LogicStatus::Solved)
        out += " logic=" + std::string(logic_status_name(report.status));
    if (report.mrv) {
        const char* cut = report.mrv->finished ? "" : "+";
        out += " mrv-placements=" + std::to_string(report.mrv->placements) + cut +
               " mrv-backtracks=" + std::to_string(report.mrv->backtracks) + cut;
    }
    return out;
}

std::string step_headline(const Layout& layout, const LogicStep& step) {
    std::vector<std::string> where;
    for (int u : step.units)
        where.push_back(logic_support::unit_phrase(layout, u));
    const std::string place = where.empty() ? logic_support::cell_list(layout, step.cells)
                                            : logic_support::join_and(where);
    return std::string(technique_name(step.technique)) + ": look at " + place;
}

std::string step_changes(const Layout& layout, const LogicStep& step) {
    std::vector<std::string> parts;
    for (const auto& [c, d] : step.placements)
        parts.push_back("place " + layout.cell_name(c) + " = " + digit_symbol(d));
    // Eliminations grouped by digit, cells in the step's order.
    std::map<Digit, std::vector<Cell>> by_digit;
    for (const auto& [c, d] : step.eliminations)
        by_digit[d].push_back(c);
    for (const auto& [d, cells] : by_digit)
        parts.push_back("remove " + std::string(1, digit_symbol(d)) + " from " +
                        logic_support::cell_list(layout, cells));
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : "; ") + p;
    return out;
}

}  // namespace sudoku::core
