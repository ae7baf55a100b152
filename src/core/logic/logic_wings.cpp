// XY-Wing and XYZ-Wing: a pivot cell and two bivalue pincers that share one digit z; whichever
// way the pivot resolves, one of the three holds z, so z leaves every cell that sees them all.
#include <vector>

#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::bit_count;
using logic_support::cell_list;
using logic_support::cells_of;
using logic_support::digit_options;

// Shared by both wings: the pivot holds `pivot_size` candidates, the pincers are bivalue peers
// of the pivot. XY-Wing (pivot_size 2): pincers {x,z} and {y,z}; eliminate z from cells seeing
// both pincers. XYZ-Wing (pivot_size 3): pincers inside {x,y,z}; cells must also see the pivot.
std::optional<LogicStep> find_wing(const CandidateGrid& grid, int pivot_size) {
    const Layout& layout = grid.layout();
    const Technique technique = pivot_size == 2 ? Technique::XYWing : Technique::XYZWing;
    std::vector<Cell> pincers;
    for (int i = 0; i < grid.cell_count(); ++i) {
        const auto p = static_cast<Cell>(i);
        const Mask mp = grid.candidates(p);
        if (bit_count(mp) != pivot_size) continue;
        pincers.clear();
        for (Cell q : layout.peers(p)) {
            const Mask mq = grid.candidates(q);
            if (bit_count(mq) != 2 || mq == mp) continue;
            const bool fits = pivot_size == 2 ? bit_count(mq & mp) == 1 : (mq & ~mp) == 0;
            if (fits) pincers.push_back(q);
        }
        for (std::size_t ia = 0; ia < pincers.size(); ++ia) {
            for (std::size_t ib = ia + 1; ib < pincers.size(); ++ib) {
                const Cell a = pincers[ia], b = pincers[ib];
                const Mask ma = grid.candidates(a), mb = grid.candidates(b);
                if (ma == mb) continue;
                const Mask z = ma & mb & (pivot_size == 2 ? ~mp : mp);
                if (bit_count(z) != 1) continue;
                // XY-Wing: the pincers must hold different pivot digits ({x,z} and {y,z}).
                if (pivot_size == 2 && (ma & mp) == (mb & mp)) continue;
                const Digit d = mask_first(z);
                LogicStep step{technique, {p, a, b}, {}, {}, {}, {}};
                step.digits = {mask_first(ma & ~z), mask_first(mb & ~z), d};
                for (Cell c : layout.peers(a)) {
                    if (c == p || c == b || !grid.has(c, d) || !grid.sees(c, b)) continue;
                    if (pivot_size == 3 && !grid.sees(c, p)) continue;
                    step.eliminations.push_back({c, d});
                }
                if (step.eliminations.empty()) continue;
                // Killer cage mates see each other without sharing a unit (-1): no unit to show.
                for (int u : {layout.shared_unit(p, a), layout.shared_unit(p, b)})
                    if (u >= 0) step.units.push_back(u);
                const auto targets = cells_of(step.eliminations);
                step.explanation =
                    std::string(technique_name(technique)) + ": pivot " + layout.cell_name(p) +
                    " (" + digit_options(mp) + ") with pincers " + layout.cell_name(a) + " (" +
                    digit_options(ma) + ") and " + layout.cell_name(b) + " (" + digit_options(mb) +
                    "): " + (pivot_size == 2 ? "one pincer" : "one of the three") + " must be " +
                    digit_symbol(d) + ", so " + digit_symbol(d) + " leaves " +
                    cell_list(layout, targets);
                return step;
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<LogicStep> find_xy_wing(const CandidateGrid& grid) {
    return find_wing(grid, 2);
}

std::optional<LogicStep> find_xyz_wing(const CandidateGrid& grid) {
    return find_wing(grid, 3);
}

}  // namespace sudoku::core
