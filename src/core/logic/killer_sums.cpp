#include "core/logic/killer_sums.hpp"

#include <algorithm>

namespace sudoku::core {

UnitCageSums unit_cage_sums(const Layout& layout, int unit) {
    const int n = layout.size();
    const std::vector<Cell>& cells = layout.units()[unit].cells;
    std::vector<char> in_unit(static_cast<std::size_t>(layout.cell_count()), 0);
    for (Cell c : cells)
        in_unit[c] = 1;
    UnitCageSums out;
    out.total = n * (n + 1) / 2;
    std::vector<int> seen;  // cages met, each once
    for (Cell c : cells) {
        const int k = layout.cage_of(c);
        if (k < 0) {
            out.fully_caged = false;
            continue;
        }
        if (std::find(seen.begin(), seen.end(), k) != seen.end()) continue;
        seen.push_back(k);
        const Cage& cage = layout.cages()[k];
        out.covering_sum += cage.sum;
        bool inside = true;
        for (Cell p : cage.cells) {
            if (in_unit[p]) continue;
            inside = false;
            out.outies.push_back(p);
        }
        if (inside) out.inside_sum += cage.sum;
    }
    for (Cell c : cells) {
        const int k = layout.cage_of(c);
        if (k < 0) {
            out.innies.push_back(c);
            continue;
        }
        const auto& cage = layout.cages()[k].cells;
        if (std::any_of(cage.begin(), cage.end(), [&](Cell p) { return !in_unit[p]; }))
            out.innies.push_back(c);
    }
    std::sort(out.outies.begin(), out.outies.end());
    return out;
}

}  // namespace sudoku::core
