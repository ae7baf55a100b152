// Naked and hidden subsets (pairs, triples, quads) in any unit: the Hard techniques.
#include <array>

#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::unit_phrase;

using logic_support::cell_list;
using logic_support::digit_list;
using logic_support::digits_of;
using logic_support::for_each_locked_set;

Technique naked_technique(int size) {
    return size == 2 ? Technique::NakedPair
                     : (size == 3 ? Technique::NakedTriple : Technique::NakedQuad);
}

Technique hidden_technique(int size) {
    return size == 2 ? Technique::HiddenPair
                     : (size == 3 ? Technique::HiddenTriple : Technique::HiddenQuad);
}

}  // namespace

std::optional<LogicStep> find_naked_subset(const CandidateGrid& grid, int size) {
    if (size < 2 || size > 4) return std::nullopt;
    const Layout& layout = grid.layout();
    std::array<Cell, kMaxSize> cells{};
    std::array<Mask, kMaxSize> masks{};
    std::optional<LogicStep> found;
    for (int u : grid.geometry().scan_order) {
        int count = 0;
        for (Cell c : layout.units()[u].cells) {
            if (!grid.is_empty(c)) continue;
            cells[count] = c;
            masks[count++] = grid.candidates(c);
        }
        if (count <= size) continue;
        for_each_locked_set(std::span<const Mask>(masks.data(), count), size,
                            [&](std::span<const int> chosen, Mask digits) {
                                LogicStep step{naked_technique(size), {}, {u}, {}, {}, {}};
                                for (int i : chosen)
                                    step.cells.push_back(cells[i]);
                                for (int i = 0, k = 0; i < count; ++i) {
                                    if (k < size && chosen[k] == i) {
                                        ++k;
                                        continue;
                                    }
                                    for (Mask m = masks[i] & digits; m; m &= m - 1)
                                        step.eliminations.push_back({cells[i], mask_first(m)});
                                }
                                if (step.eliminations.empty()) return false;
                                step.digits = digits_of(digits);
                                const std::string ds = digit_list(digits);
                                step.explanation = std::string(technique_name(step.technique)) +
                                                   ": " + cell_list(layout, step.cells) +
                                                   " hold only " + ds + ", so " + ds +
                                                   " leave the rest of " + unit_phrase(layout, u);
                                found = std::move(step);
                                return true;
                            });
        if (found) return found;
    }
    return std::nullopt;
}

std::optional<LogicStep> find_hidden_subset(const CandidateGrid& grid, int size) {
    if (size < 2 || size > 4) return std::nullopt;
    const Layout& layout = grid.layout();
    std::array<Cell, kMaxSize> cells{};
    std::array<Mask, kMaxSize> positions{};  // per digit index: bit i = cells[i] holds it
    std::array<Digit, kMaxSize> digits{};
    std::optional<LogicStep> found;
    for (int u : grid.geometry().scan_order) {
        int count = 0;
        Mask possible = 0;
        for (Cell c : layout.units()[u].cells) {
            if (!grid.is_empty(c)) continue;
            possible |= grid.candidates(c);
            cells[count++] = c;
        }
        if (count <= size) continue;
        int digit_count = 0;
        for (Mask ds = possible; ds; ds &= ds - 1) {
            const Digit d = mask_first(ds);
            Mask where = 0;
            for (int i = 0; i < count; ++i)
                if (grid.has(cells[i], d)) where |= Mask{1} << i;
            digits[digit_count] = d;
            positions[digit_count++] = where;
        }
        for_each_locked_set(std::span<const Mask>(positions.data(), digit_count), size,
                            [&](std::span<const int> chosen, Mask where) {
                                Mask kept = 0;
                                for (int i : chosen)
                                    kept |= digit_bit(digits[i]);
                                LogicStep step{hidden_technique(size), {}, {u}, {}, {}, {}};
                                for (Mask w = where; w; w &= w - 1) {
                                    const Cell c = cells[std::countr_zero(w)];
                                    step.cells.push_back(c);
                                    for (Mask m = grid.candidates(c) & ~kept; m; m &= m - 1)
                                        step.eliminations.push_back({c, mask_first(m)});
                                }
                                if (step.eliminations.empty()) return false;
                                step.digits = digits_of(kept);
                                step.explanation = std::string(technique_name(step.technique)) +
                                                   ": in " + unit_phrase(layout, u) + ", " +
                                                   digit_list(kept) + " fit only " +
                                                   cell_list(layout, step.cells) +
                                                   ", so every other candidate leaves those cells";
                                found = std::move(step);
                                return true;
                            });
        if (found) return found;
    }
    return std::nullopt;
}

}  // namespace sudoku::core
