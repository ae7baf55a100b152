// Singles and intersections (pointing / claiming): the Easy and Medium techniques.
#include <algorithm>

#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::bit_count;
using logic_support::unit_phrase;

bool in_unit(const Layout& layout, Cell c, int unit) {
    const auto units = layout.units_of(c);
    return std::find(units.begin(), units.end(), unit) != units.end();
}

bool is_box_like(UnitKind kind) {
    return kind == UnitKind::Box || kind == UnitKind::Region || kind == UnitKind::Window;
}

}  // namespace

std::optional<LogicStep> find_naked_single(const CandidateGrid& grid) {
    for (int i = 0; i < grid.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        const Mask m = grid.candidates(c);
        if (!grid.is_empty(c) || bit_count(m) != 1) continue;
        const Digit d = mask_first(m);
        LogicStep step{Technique::NakedSingle, {c}, {}, {{c, d}}, {}, {}, {d}};
        step.explanation =
            "Naked single: " + grid.layout().cell_name(c) + " can only be " + digit_symbol(d);
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> find_hidden_single(const CandidateGrid& grid) {
    const Layout& layout = grid.layout();
    for (int u : grid.geometry().scan_order) {
        Mask once = 0, twice = 0;
        for (Cell c : layout.units()[u].cells) {
            const Mask m = grid.candidates(c);
            twice |= once & m;
            once |= m;
        }
        const Mask singles = once & ~twice;
        if (!singles) continue;
        const Digit d = mask_first(singles);
        for (Cell c : layout.units()[u].cells) {
            if (!grid.has(c, d)) continue;
            LogicStep step{Technique::HiddenSingle, {c}, {u}, {{c, d}}, {}, {}, {d}};
            step.explanation = "Hidden single: in " + unit_phrase(layout, u) + ", " +
                               digit_symbol(d) + " fits only " + layout.cell_name(c);
            return step;
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> find_intersection(const CandidateGrid& grid, Technique kind) {
    const Layout& layout = grid.layout();
    const bool pointing = kind == Technique::Pointing;
    std::vector<Cell> where;
    where.reserve(static_cast<std::size_t>(grid.size()));
    for (int u : grid.geometry().scan_order) {
        const Unit& unit = layout.units()[u];
        if (is_box_like(unit.kind) != pointing) continue;
        Mask possible = 0;
        for (Cell c : unit.cells)
            possible |= grid.candidates(c);
        for (Mask ds = possible; ds; ds &= ds - 1) {
            const Digit d = mask_first(ds);
            where.clear();
            for (Cell c : unit.cells)
                if (grid.has(c, d)) where.push_back(c);
            if (where.size() < 2) continue;
            for (int v : layout.units_of(where.front())) {
                if (v == u) continue;
                const bool all_in_v = std::all_of(where.begin() + 1, where.end(),
                                                  [&](Cell c) { return in_unit(layout, c, v); });
                if (!all_in_v) continue;
                LogicStep step{kind, where, {u, v}, {}, {}, {}, {d}};
                for (Cell c : layout.units()[v].cells)
                    if (grid.has(c, d) && !in_unit(layout, c, u))
                        step.eliminations.push_back({c, d});
                if (step.eliminations.empty()) continue;
                step.explanation =
                    std::string(technique_name(kind)) + ": in " + unit_phrase(layout, u) + ", " +
                    digit_symbol(d) + " lies only in " + unit_phrase(layout, v) + ", so " +
                    digit_symbol(d) + " leaves the rest of " + unit_phrase(layout, v);
                return step;
            }
        }
    }
    return std::nullopt;
}

}  // namespace sudoku::core
