// The Killer cage techniques: cage combinations and the rule of 45 (innies and outies).
#include <algorithm>

#include "core/grid/cage.hpp"
#include "core/logic/killer_sums.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::cell_list;
using logic_support::cells_of;
using logic_support::digit_list;
using logic_support::digits_of;
using logic_support::unit_phrase;

Mask mask_of(const std::vector<Digit>& digits) {
    Mask m = 0;
    for (Digit d : digits)
        m |= digit_bit(d);
    return m;
}

// A combination can fill the open cells only if each cell can take one of its digits.
bool covers(Mask set, const CandidateGrid& grid, const std::vector<Cell>& open) {
    for (Cell c : open)
        if ((grid.candidates(c) & set) == 0) return false;
    return true;
}

// What each open cell of a group of cells holding distinct digits (a cage, or the innies of a
// unit) keeps when they must add up to `sum`: the digits of a combination that fits every
// cell, where the combination's other digits still fit the other cells.
std::vector<Mask> group_keeps(const CandidateGrid& grid, const std::vector<Cell>& open, int rest,
                              Mask allowed, Mask& any) {
    std::vector<Mask> keep(open.size(), 0);
    const CageCombinations combos =
        cage_combinations(rest, static_cast<int>(open.size()), allowed, 512);
    any = 0;
    if (!combos.complete) {
        any = cage_digits(rest, static_cast<int>(open.size()), allowed);
        for (std::size_t i = 0; i < open.size(); ++i)
            keep[i] = grid.candidates(open[i]) & any;
        return keep;
    }
    for (Mask set : combos.sets) {
        if (!covers(set, grid, open)) continue;
        for (std::size_t i = 0; i < open.size(); ++i) {
            for (Mask m = grid.candidates(open[i]) & set; m != 0; m &= m - 1) {
                const Mask d = m & (~m + 1);
                bool others = true;
                for (std::size_t j = 0; j < open.size() && others; ++j)
                    others = j == i || (grid.candidates(open[j]) & set & ~d) != 0;
                if (others) {
                    keep[i] |= d;
                    any |= d;
                }
            }
        }
    }
    return keep;
}

// The step that restricts a group to the digits that make its sum, if it removes anything.
std::optional<LogicStep> restrict_group(const CandidateGrid& grid, const std::vector<Cell>& cells,
                                        int sum, Technique technique) {
    int rest = sum;
    Mask placed = 0;
    std::vector<Cell> open;
    Mask allowed = 0;
    for (Cell c : cells) {
        if (grid.is_empty(c)) {
            open.push_back(c);
            allowed |= grid.candidates(c);
        } else {
            rest -= grid.value(c);
            placed |= digit_bit(grid.value(c));
        }
    }
    if (open.empty() || rest <= 0) return std::nullopt;
    Mask any = 0;
    const std::vector<Mask> keep = group_keeps(grid, open, rest, allowed & ~placed, any);
    if (any == 0) return std::nullopt;  // no way at all: the contradiction shows elsewhere
    LogicStep step{technique, open, {}, {}, {}, {}, digits_of(any)};
    for (std::size_t i = 0; i < open.size(); ++i) {
        const Mask gone = grid.candidates(open[i]) & ~keep[i];
        if (open.size() == 1 && keep[i] != 0 && gone != 0)
            step.placements.push_back({open[i], mask_first(keep[i])});
        for (Digit d : digits_of(gone))
            step.eliminations.push_back({open[i], d});
    }
    if (step.eliminations.empty()) return std::nullopt;
    if (!step.placements.empty()) step.eliminations.clear();
    step.explanation = std::string(technique_name(technique)) + ": " +
                       cell_list(grid.layout(), open) + " must add up to " + std::to_string(rest) +
                       " with different digits: only " + digit_list(any) + " can";
    return step;
}

bool whole_unit_kind(UnitKind kind) {
    return kind == UnitKind::Row || kind == UnitKind::Column || kind == UnitKind::Box ||
           kind == UnitKind::Region;
}

// Above 9x9 a cage's combinations number up to millions (listing stops at 512) and the solver
// asks every cage again at each of its hundreds of steps, though most cages did not change:
// 80% of a 25x25 Killer generation's time. Whether a cage gives a step depends only on its
// sum and its cells' digits and candidates, so a cage found giving none is remembered by
// those (a small table per thread, whole keys compared) until its cells change.
class NoStepMemo {
  public:
    static bool wanted(const CandidateGrid& grid) { return grid.size() > 9; }

    // The cage's key in `key`; true when it gave no step before.
    bool known(const CandidateGrid& grid, const Cage& cage, std::vector<Mask>& key) {
        key.clear();
        key.push_back(static_cast<Mask>(cage.sum));
        for (Cell c : cage.cells)
            key.push_back(grid.is_empty(c) ? grid.candidates(c)
                                           : kFilled | digit_bit(grid.value(c)));
        std::uint64_t h = 1469598103934665603ull;
        for (Mask m : key)
            h = (h ^ m) * 1099511628211ull;
        m_slot = static_cast<std::size_t>(h % m_slots.size());
        return m_slots[m_slot] == key;
    }
    void remember(const std::vector<Mask>& key) { m_slots[m_slot] = key; }

  private:
    static constexpr Mask kFilled = Mask{1} << 31;
    std::vector<std::vector<Mask>> m_slots = std::vector<std::vector<Mask>>(4093);
    std::size_t m_slot = 0;
};

}  // namespace

std::optional<LogicStep> find_cage_combination(const CandidateGrid& grid) {
    const Layout& layout = grid.layout();
    thread_local NoStepMemo memo;
    thread_local std::vector<Mask> key;
    const bool use_memo = NoStepMemo::wanted(grid);
    for (const Cage& cage : layout.cages()) {
        if (use_memo && memo.known(grid, cage, key)) continue;
        auto step = restrict_group(grid, cage.cells, cage.sum, Technique::CageCombination);
        if (!step) {
            if (use_memo) memo.remember(key);
            continue;
        }
        // The cells that lose digits (or, for a placement, the cell placed).
        std::vector<Cell> changed = cells_of(step->eliminations);
        if (changed.empty()) changed = step->cells;
        step->explanation =
            "Cage combination: the cage at " + layout.cell_name(cage.cells.front()) +
            " adds up to " + std::to_string(cage.sum) + "; its empty cells " +
            cell_list(layout, step->cells) + " can only hold " +
            digit_list(mask_of(step->digits), " or ") +
            " (different digits), so the other digits leave " + cell_list(layout, changed) + ".";
        return step;
    }
    return std::nullopt;
}

std::optional<LogicStep> find_rule_of_45(const CandidateGrid& grid) {
    const Layout& layout = grid.layout();
    if (!layout.is_killer()) return std::nullopt;
    const int n = layout.size();
    for (int u = 0; u < static_cast<int>(layout.units().size()); ++u) {
        if (!whole_unit_kind(layout.units()[u].kind)) continue;
        const UnitCageSums sums = unit_cage_sums(layout, u);
        // Innies: too many cells make a weak cage and a long hint; players count up to 4. All
        // of them empty, so the hint's sum is the one its cells make.
        const bool open = std::all_of(sums.innies.begin(), sums.innies.end(),
                                      [&](Cell c) { return grid.is_empty(c); });
        if (open && !sums.innies.empty() && sums.innies.size() <= 4 && sums.inside_sum > 0) {
            auto step = restrict_group(grid, sums.innies, sums.total - sums.inside_sum,
                                       Technique::RuleOf45);
            if (step) {
                step->units = {u};
                step->explanation = "Rule of 45: " + unit_phrase(layout, u) + " adds up to " +
                                    std::to_string(sums.total) +
                                    " and the cages wholly inside it make " +
                                    std::to_string(sums.inside_sum) + ", so its other cells " +
                                    cell_list(layout, step->cells) + " make " +
                                    std::to_string(sums.total - sums.inside_sum) + "; only " +
                                    digit_list(mask_of(step->digits), " or ") + " fit there.";
                return step;
            }
        }
        if (!sums.fully_caged || sums.outies.size() != 1) continue;
        const Cell outie = sums.outies.front();
        const int value = sums.covering_sum - sums.total;
        if (!grid.is_empty(outie) || value < 1 || value > n ||
            !grid.has(outie, static_cast<Digit>(value)))
            continue;
        const auto d = static_cast<Digit>(value);
        LogicStep step{Technique::RuleOf45, {outie}, {u}, {{outie, d}}, {}, {}, {d}};
        step.form = StepForm::Plain;
        step.explanation = "Rule of 45: the cages covering " + unit_phrase(layout, u) +
                           " add up to " + std::to_string(sums.covering_sum) + ", which is " +
                           std::to_string(value) + " more than it holds, so " +
                           layout.cell_name(outie) + ", their one cell outside it, is " +
                           std::to_string(value) + ".";
        return step;
    }
    return std::nullopt;
}

}  // namespace sudoku::core
