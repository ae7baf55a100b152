// Basic fish on rows and columns: X-Wing (2), Swordfish (3), Jellyfish (4).
#include <array>
#include <string>
#include <vector>

#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::for_each_locked_set;
using logic_support::join_and;

Technique fish_technique(int size) {
    return size == 2 ? Technique::XWing : (size == 3 ? Technique::Swordfish : Technique::Jellyfish);
}

// "rows 2 and 7" from 0-based line numbers.
std::string line_list(const char* kind, std::span<const int> lines) {
    std::vector<std::string> words;
    for (int i : lines)
        words.push_back(std::to_string(i + 1));
    return std::string(kind) + "s " + join_and(words);
}

}  // namespace

std::optional<LogicStep> find_fish(const CandidateGrid& grid, int size) {
    if (size < 2 || size > 4) return std::nullopt;
    const Layout& layout = grid.layout();
    const int n = layout.size();
    // Unit indices of rows and columns, whatever order the layout lists its units in.
    std::array<int, kMaxSize> row_unit{}, col_unit{};
    for (int u = 0; u < static_cast<int>(layout.units().size()); ++u) {
        const Unit& unit = layout.units()[u];
        if (unit.kind == UnitKind::Row) row_unit[unit.index] = u;
        if (unit.kind == UnitKind::Column) col_unit[unit.index] = u;
    }
    std::array<Mask, kMaxSize> masks{};
    std::optional<LogicStep> found;
    for (Digit d = 1; d <= n; ++d) {
        for (const bool by_rows : {true, false}) {
            // Base line i crosses cover line j at cell(i, j).
            const auto cell = [&](int i, int j) {
                return by_rows ? layout.cell_at(i, j) : layout.cell_at(j, i);
            };
            const auto& base_unit = by_rows ? row_unit : col_unit;
            const auto& cover_unit = by_rows ? col_unit : row_unit;
            for (int i = 0; i < n; ++i) {
                masks[i] = 0;
                for (int j = 0; j < n; ++j)
                    if (grid.has(cell(i, j), d)) masks[i] |= Mask{1} << j;
            }
            const auto visit = [&](std::span<const int> base, Mask covers) {
                std::array<int, 4> cover_array{};
                int k = 0;
                for (Mask m = covers; m; m &= m - 1)
                    cover_array[k++] = std::countr_zero(m);
                const std::span<const int> cover(cover_array.data(), size);
                LogicStep step{fish_technique(size), {}, {}, {}, {}, {}, {d}};
                for (int i = 0, b = 0; i < n; ++i) {
                    const bool is_base = b < size && base[b] == i;
                    b += is_base ? 1 : 0;
                    for (int j : cover) {
                        if (!grid.has(cell(i, j), d)) continue;
                        if (is_base) {
                            step.cells.push_back(cell(i, j));
                        } else {
                            step.eliminations.push_back({cell(i, j), d});
                        }
                    }
                }
                if (step.eliminations.empty()) return false;
                for (int i : base)
                    step.units.push_back(base_unit[i]);
                for (int j : cover)
                    step.units.push_back(cover_unit[j]);
                const std::string digit(1, digit_symbol(d));
                const std::string cover_text = line_list(by_rows ? "column" : "row", cover);
                step.explanation = std::string(technique_name(step.technique)) + ": in " +
                                   line_list(by_rows ? "row" : "column", base) + ", " + digit +
                                   " fits only in " + cover_text + ", so " + digit +
                                   " leaves the rest of " + cover_text;
                found = std::move(step);
                return true;
            };
            if (for_each_locked_set(std::span<const Mask>(masks.data(), n), size, visit))
                return found;
        }
    }
    return std::nullopt;
}

}  // namespace sudoku::core
