// The last logical resort before guessing: assume a candidate and propagate singles.
// Nishio: an assumption that breaks the grid is false. Forcing chain: when every candidate of a
// cell leads to the same placement (or removes the same candidate), that result is certain.
#include <algorithm>
#include <span>
#include <vector>

#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::bit_count;
using logic_support::unit_phrase;

using logic_support::cell_list;
using logic_support::cells_of;
using logic_support::digit_list;
using logic_support::digits_of;

// Empty cells with 2..max_candidates candidates, fewest first (most telling assumptions first),
// ties in row-major order.
std::vector<Cell> assumption_cells(const CandidateGrid& grid, int max_candidates) {
    std::vector<Cell> out;
    for (int i = 0; i < grid.cell_count(); ++i) {
        const int k = bit_count(grid.candidates(static_cast<Cell>(i)));
        if (k >= 2 && k <= max_candidates) out.push_back(static_cast<Cell>(i));
    }
    std::stable_sort(out.begin(), out.end(), [&](Cell a, Cell b) {
        return bit_count(grid.candidates(a)) < bit_count(grid.candidates(b));
    });
    return out;
}

StepForm contradiction_form(const Contradiction& why) {
    if (why.unit < 0) return StepForm::NoCandidateLeft;
    return why.cell != kNoCell ? StepForm::DigitTwiceInUnit : StepForm::NoPlaceInUnit;
}

std::string describe_contradiction(const Layout& layout, const Contradiction& why) {
    const std::string digit(1, digit_symbol(why.digit));
    switch (contradiction_form(why)) {
        case StepForm::NoCandidateLeft:
            return "leave " + layout.cell_name(why.cell) + " with no candidate";
        case StepForm::DigitTwiceInUnit:
            return "put two " + digit + "s in " + unit_phrase(layout, why.unit);
        default:
            return "leave no place for " + digit + " in " + unit_phrase(layout, why.unit);
    }
}

// Fills `removed` with each cell's candidates that no branch keeps as a candidate or places
// (the start cell left out) and returns the digits removed anywhere.
Mask removed_by_all(const CandidateGrid& grid, std::span<const CandidateGrid> branches, Cell start,
                    std::vector<Mask>& removed) {
    removed.assign(static_cast<std::size_t>(grid.cell_count()), 0);
    Mask anywhere = 0;
    for (int i = 0; i < grid.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (c == start) continue;
        Mask gone = grid.candidates(c);
        for (const CandidateGrid& b : branches) {
            if (gone == 0) break;
            gone &= ~(b.candidates(c) | digit_bit(b.value(c)));
        }
        removed[static_cast<std::size_t>(i)] = gone;
        anywhere |= gone;
    }
    return anywhere;
}

}  // namespace

std::optional<Contradiction> propagate_singles(CandidateGrid& grid) {
    const Layout& layout = grid.layout();
    const Mask all = layout.all_digits();
    const int cells = grid.cell_count();
    for (bool progress = true; progress;) {
        progress = false;
        for (int i = 0; i < cells; ++i) {
            const auto c = static_cast<Cell>(i);
            if (!grid.is_empty(c)) continue;
            const Mask m = grid.candidates(c);
            if (m == 0) return Contradiction{c, -1, 0};
            if (bit_count(m) == 1) {
                grid.place(c, mask_first(m));
                progress = true;
            }
        }
        for (int u = 0; u < static_cast<int>(layout.units().size()); ++u) {
            const auto& unit_cells = layout.units()[u].cells;
            Mask once = 0, twice = 0, placed = 0;
            for (Cell c : unit_cells) {
                const Mask m = grid.candidates(c);
                twice |= once & m;
                once |= m;
                placed |= digit_bit(grid.value(c));
            }
            const Mask nowhere = all & ~placed & ~once;
            if (nowhere) return Contradiction{kNoCell, u, mask_first(nowhere)};
            for (Mask singles = once & ~twice; singles; singles &= singles - 1) {
                const Digit d = mask_first(singles);
                for (Cell c : unit_cells) {
                    if (!grid.has(c, d)) continue;
                    grid.place(c, d);
                    progress = true;
                    break;
                }
            }
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> find_nishio(const CandidateGrid& grid, const ForcingOptions& options) {
    const Layout& layout = grid.layout();
    CandidateGrid scratch = grid;
    int budget = options.max_assumptions;
    for (Cell c : assumption_cells(grid, grid.size())) {
        for (Mask ds = grid.candidates(c); ds; ds &= ds - 1) {
            if (budget-- <= 0) return std::nullopt;
            const Digit d = mask_first(ds);
            scratch = grid;
            scratch.place(c, d);
            const auto why = propagate_singles(scratch);
            if (!why) continue;
            LogicStep step{Technique::Nishio, {c}, {}, {}, {{c, d}}, {}, {d}};
            // Highlight where the assumption breaks, too.
            if (why->cell != kNoCell && why->cell != c) step.cells.push_back(why->cell);
            if (why->unit >= 0) {
                step.units.push_back(why->unit);
                step.digits.push_back(why->digit);
            }
            step.form = contradiction_form(*why);
            const std::string digit(1, digit_symbol(d));
            step.explanation = "Nishio: if " + layout.cell_name(c) + " were " + digit +
                               ", singles would " + describe_contradiction(layout, *why) + ", so " +
                               digit + " leaves " + layout.cell_name(c);
            return step;
        }
    }
    return std::nullopt;
}

std::optional<LogicStep> find_forcing_chain(const CandidateGrid& grid,
                                            const ForcingOptions& options) {
    const Layout& layout = grid.layout();
    std::vector<CandidateGrid> pool;
    std::vector<Mask> removed;  // per cell, the candidates every branch removes
    int budget = options.max_assumptions;
    for (Cell start : assumption_cells(grid, options.max_branches)) {
        const Mask options_mask = grid.candidates(start);
        budget -= bit_count(options_mask);
        if (budget < 0) return std::nullopt;
        // Branch grids are reused across cells: assignment keeps their storage.
        std::size_t count = 0;
        bool broken = false;
        for (Mask ds = options_mask; ds && !broken; ds &= ds - 1, ++count) {
            if (count == pool.size())
                pool.push_back(grid);
            else
                pool[count] = grid;
            pool[count].place(start, mask_first(ds));
            // A branch that breaks is Nishio's business; this cell proves nothing common.
            broken = propagate_singles(pool[count]).has_value();
        }
        const std::span<const CandidateGrid> branches(pool.data(), count);
        if (broken) continue;
        const std::string whether = "Forcing chain: whether " + layout.cell_name(start) + " is " +
                                    digit_list(options_mask, " or ");
        // A placement every branch agrees on.
        for (int i = 0; i < grid.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (!grid.is_empty(c) || c == start) continue;
            const Digit v = branches.front().value(c);
            if (v == kEmpty) continue;
            const bool agreed =
                std::all_of(branches.begin(), branches.end(),
                            [&](const CandidateGrid& b) { return b.value(c) == v; });
            if (!agreed) continue;
            LogicStep step{Technique::ForcingChain, {start, c}, {}, {{c, v}}, {}, {},
                           digits_of(options_mask)};
            step.explanation =
                whether + ", singles lead to " + layout.cell_name(c) + " = " + digit_symbol(v);
            return step;
        }
        // A candidate every branch removes: report all cells losing that digit (the lowest
        // such digit). One pass over the cells gathers every digit's removals, not one pass per
        // digit: on 25x25 that pass ran 25 times for every cell assumed.
        const Mask removed_anywhere = removed_by_all(grid, branches, start, removed);
        if (removed_anywhere == 0) continue;
        const Digit d = mask_first(removed_anywhere);
        LogicStep step{Technique::ForcingChain, {start}, {}, {}, {}, {}, digits_of(options_mask)};
        for (int i = 0; i < grid.cell_count(); ++i)
            if (removed[static_cast<std::size_t>(i)] & digit_bit(d))
                step.eliminations.push_back({static_cast<Cell>(i), d});
        const auto targets = cells_of(step.eliminations);
        step.cells.insert(step.cells.end(), targets.begin(), targets.end());
        step.explanation = whether + ", singles remove " + digit_list(digit_bit(d)) + " from " +
                           cell_list(layout, targets);
        return step;
    }
    return std::nullopt;
}

}  // namespace sudoku::core
