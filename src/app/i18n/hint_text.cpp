#include "app/i18n/hint_text.hpp"

#include <algorithm>
#include <map>
#include <span>
#include <vector>

#include "app/i18n/hint_strings.hpp"
#include "app/i18n/killer_strings.hpp"
#include "core/grid/symbols.hpp"
#include "core/logic/killer_sums.hpp"
#include "core/logic/logic_support.hpp"

namespace sudoku::app {

namespace {

using core::Cell;
using core::Digit;
using core::LogicStep;
using core::StepForm;
using core::Technique;
using core::logic_support::digit_options;

std::string digit_name(Digit d) {
    return std::string(1, core::digit_symbol(d));
}

// The words a step's sentence is made of, read from the step with bounds checks: a step made
// by hand may lack the data its technique's sentence needs, and then `complete()` turns false
// (the caller falls back to the English explanation) instead of reading past a vector.
class StepWords {
  public:
    StepWords(const core::Layout& layout, const LogicStep& step, Language language)
        : m_layout(layout), m_step(step), m_language(language) {}

    [[nodiscard]] bool complete() const { return m_complete; }
    [[nodiscard]] Language language() const { return m_language; }
    [[nodiscard]] const char* text(HintText key) const { return hint_text(key, m_language); }

    [[nodiscard]] std::string name() const { return technique_title(m_step.technique, m_language); }
    [[nodiscard]] std::string cell(std::size_t i) {
        return i < m_step.cells.size() ? cell_name(m_step.cells[i]) : missing();
    }
    [[nodiscard]] std::string cell_name(Cell c) {
        return c >= 0 && c < m_layout.cell_count() ? m_layout.cell_name(c) : missing();
    }
    [[nodiscard]] std::string unit(std::size_t i) {
        if (i >= m_step.units.size() || !valid_unit(m_step.units[i])) return missing();
        return unit_title(m_layout, m_step.units[i], m_language);
    }
    [[nodiscard]] Digit digit_value(std::size_t i) {
        if (i < m_step.digits.size()) return m_step.digits[i];
        m_complete = false;
        return 0;
    }
    [[nodiscard]] std::string digit(std::size_t i) {
        return i < m_step.digits.size() ? digit_name(m_step.digits[i]) : missing();
    }
    // "3 and 8", "1, 3 or 8": every digit of the step.
    [[nodiscard]] std::string digits(HintText last = HintText::ListAnd) {
        if (m_step.digits.empty()) return missing();
        std::vector<std::string> words;
        for (Digit d : m_step.digits)
            words.push_back(digit_name(d));
        return core::logic_support::join_and(words, text(last));
    }
    // "r1c2, r1c5 and r1c7".
    [[nodiscard]] std::string cell_list(std::span<const Cell> cells) {
        if (cells.empty()) return missing();
        std::vector<std::string> words;
        for (Cell c : cells)
            words.push_back(cell_name(c));
        return core::logic_support::join_and(words, text(HintText::ListAnd));
    }
    [[nodiscard]] std::string pattern_cells() { return cell_list(m_step.cells); }
    // The cells that lose a candidate, ascending.
    [[nodiscard]] std::vector<Cell> eliminated_cells() const {
        return core::logic_support::cells_of(m_step.eliminations);
    }
    // Fish lines: "rows 1 and 4" from units [first, first + count).
    [[nodiscard]] std::string lines(std::size_t first, std::size_t count) {
        if (first + count > m_step.units.size() || count == 0) return missing();
        std::vector<std::string> numbers;
        bool rows = true;
        for (std::size_t i = first; i < first + count; ++i) {
            if (!valid_unit(m_step.units[i])) return missing();
            const core::Unit& u = m_layout.units()[m_step.units[i]];
            rows = u.kind == core::UnitKind::Row;
            numbers.push_back(fill(text(HintText::LineNumber), {std::to_string(u.index + 1)}));
        }
        return fill(text(rows ? HintText::LinesRows : HintText::LinesColumns),
                    {core::logic_support::join_and(numbers, text(HintText::ListAnd))});
    }

  private:
    [[nodiscard]] bool valid_unit(int u) const {
        return u >= 0 && u < static_cast<int>(m_layout.units().size());
    }
    std::string missing() {
        m_complete = false;
        return {};
    }

    const core::Layout& m_layout;
    const LogicStep& m_step;
    Language m_language;
    bool m_complete = true;
};

int fish_size(Technique t) {
    return t == Technique::XWing ? 2 : (t == Technique::Swordfish ? 3 : 4);
}

std::string wing_sentence(const LogicStep& step, StepWords& w) {
    // digits = {x, y, z}: the pivot holds x and y (and z for XYZ-Wing), the pincers x/z and y/z.
    const Digit x = w.digit_value(0), y = w.digit_value(1), z = w.digit_value(2);
    const bool xyz = step.technique == Technique::XYZWing;
    const core::Mask pivot =
        core::digit_bit(x) | core::digit_bit(y) | (xyz ? core::digit_bit(z) : 0);
    return fill(w.text(xyz ? HintText::XYZWing : HintText::XYWing),
                {w.name(), w.cell(0), digit_options(pivot), w.cell(1),
                 digit_options(core::digit_bit(x) | core::digit_bit(z)), w.cell(2),
                 digit_options(core::digit_bit(y) | core::digit_bit(z)), w.digit(2),
                 w.cell_list(w.eliminated_cells())});
}

std::string colouring_sentence(const LogicStep& step, StepWords& w) {
    const std::vector<Cell> targets = w.eliminated_cells();
    if (step.form == StepForm::ColourWrap)
        return fill(w.text(HintText::ColourWrap),
                    {w.name(), w.digit(0), w.cell(0), w.cell(1), w.cell_list(targets)});
    const HintText key = targets.size() == 1 ? HintText::ColourTrapOne : HintText::ColourTrapMany;
    return fill(w.text(key), {w.name(), w.digit(0), w.pattern_cells(), w.cell_list(targets)});
}

std::string nishio_sentence(const LogicStep& step, StepWords& w) {
    std::string contradiction;
    switch (step.form) {
        case StepForm::NoCandidateLeft:
            contradiction = fill(w.text(HintText::BreakNoCandidate), {w.cell(1)});
            break;
        case StepForm::DigitTwiceInUnit:
            contradiction = fill(w.text(HintText::BreakTwiceInUnit), {w.digit(1), w.unit(0)});
            break;
        case StepForm::NoPlaceInUnit:
            contradiction = fill(w.text(HintText::BreakNoPlace), {w.digit(1), w.unit(0)});
            break;
        default:
            return {};
    }
    return fill(w.text(HintText::Nishio), {w.name(), w.cell(0), w.digit(0), contradiction});
}

std::string forcing_sentence(const LogicStep& step, StepWords& w) {
    const std::string branches = w.digits(HintText::ListOr);
    if (!step.placements.empty()) {
        const auto& [c, d] = step.placements.front();
        return fill(w.text(HintText::ForcingPlacement),
                    {w.name(), w.cell(0), branches, w.cell_name(c), digit_name(d)});
    }
    if (step.eliminations.empty()) return {};
    return fill(w.text(HintText::ForcingRemoval),
                {w.name(), w.cell(0), branches, digit_name(step.eliminations.front().second),
                 w.cell_list(w.eliminated_cells())});
}

// Killer: a cage's combinations, or the rule of 45 for the innies of a unit or its one outie.
std::string killer_sentence(const core::Layout& layout, const LogicStep& step, StepWords& w) {
    const auto kt = [&w](KillerText key) { return killer_text(key, w.language()); };
    if (step.cells.empty()) return {};
    const auto changed = [&] {
        auto cells = w.eliminated_cells();
        return cells.empty() ? w.pattern_cells() : w.cell_list(cells);
    };
    if (step.technique == Technique::CageCombination) {
        const int k = layout.cage_of(step.cells.front());
        if (k < 0) return {};
        const core::Cage& cage = layout.cages()[k];
        return fill(kt(KillerText::CageCombination),
                    {w.name(), w.cell_name(cage.cells.front()), std::to_string(cage.sum),
                     w.pattern_cells(), w.digits(HintText::ListOr), changed()});
    }
    if (step.units.empty() || step.units.front() < 0 ||
        step.units.front() >= static_cast<int>(layout.units().size()))
        return {};
    const core::UnitCageSums sums = core::unit_cage_sums(layout, step.units.front());
    const bool outie =
        std::find(sums.outies.begin(), sums.outies.end(), step.cells.front()) != sums.outies.end();
    if (outie)
        return fill(
            kt(KillerText::RuleOf45Outie),
            {w.name(), w.unit(0), std::to_string(sums.covering_sum), w.digit(0), w.cell(0)});
    return fill(kt(KillerText::RuleOf45Innies),
                {w.name(), w.unit(0), std::to_string(sums.total), std::to_string(sums.inside_sum),
                 w.pattern_cells(), std::to_string(sums.total - sums.inside_sum),
                 w.digits(HintText::ListOr)});
}

std::string sentence(const core::Layout& layout, const LogicStep& step, StepWords& w) {
    switch (step.technique) {
        case Technique::CageCombination:
        case Technique::RuleOf45:
            return killer_sentence(layout, step, w);
        case Technique::NakedSingle:
            return fill(w.text(HintText::NakedSingle), {w.name(), w.cell(0), w.digit(0)});
        case Technique::HiddenSingle:
            return fill(w.text(HintText::HiddenSingle),
                        {w.name(), w.unit(0), w.digit(0), w.cell(0)});
        case Technique::Pointing:
        case Technique::Claiming:
            return fill(w.text(HintText::Intersection),
                        {w.name(), w.unit(0), w.digit(0), w.unit(1)});
        case Technique::NakedPair:
        case Technique::NakedTriple:
        case Technique::NakedQuad:
            return fill(w.text(HintText::NakedSubset),
                        {w.name(), w.pattern_cells(), w.digits(), w.unit(0)});
        case Technique::HiddenPair:
        case Technique::HiddenTriple:
        case Technique::HiddenQuad:
            return fill(w.text(HintText::HiddenSubset),
                        {w.name(), w.unit(0), w.digits(), w.pattern_cells()});
        case Technique::XWing:
        case Technique::Swordfish:
        case Technique::Jellyfish: {
            const auto size = static_cast<std::size_t>(fish_size(step.technique));
            return fill(w.text(HintText::Fish),
                        {w.name(), w.lines(0, size), w.digit(0), w.lines(size, size)});
        }
        case Technique::XYWing:
        case Technique::XYZWing:
            return wing_sentence(step, w);
        case Technique::SimpleColouring:
            return colouring_sentence(step, w);
        case Technique::Nishio:
            return nishio_sentence(step, w);
        case Technique::ForcingChain:
            return forcing_sentence(step, w);
    }
    return {};
}

}  // namespace

const char* technique_title(Technique technique, Language language) {
    if (technique == Technique::CageCombination)
        return killer_text(KillerText::NameCageCombination, language);
    if (technique == Technique::RuleOf45) return killer_text(KillerText::NameRuleOf45, language);
    const auto first = static_cast<int>(HintText::NameNakedSingle);
    return hint_text(static_cast<HintText>(first + static_cast<int>(technique)), language);
}

std::string unit_title(const core::Layout& layout, int unit, Language language) {
    if (unit < 0 || unit >= static_cast<int>(layout.units().size())) return {};
    const core::Unit& u = layout.units()[unit];
    const auto key =
        static_cast<HintText>(static_cast<int>(HintText::UnitRow) + static_cast<int>(u.kind));
    return fill(hint_text(key, language), {std::to_string(u.index + 1)});
}

std::string hint_headline(const core::Layout& layout, const LogicStep& step, Language language) {
    StepWords w(layout, step, language);
    std::vector<std::string> where;
    for (std::size_t i = 0; i < step.units.size(); ++i)
        where.push_back(w.unit(i));
    const std::string place = where.empty()
                                  ? w.pattern_cells()
                                  : core::logic_support::join_and(where, w.text(HintText::ListAnd));
    return fill(w.text(HintText::Headline), {w.name(), place});
}

std::string hint_explanation(const core::Layout& layout, const LogicStep& step, Language language) {
    StepWords w(layout, step, language);
    std::string out = sentence(layout, step, w);
    return w.complete() && !out.empty() ? out : step.explanation;
}

std::string hint_filled(const core::Layout& layout, Cell cell, Digit digit, Language language) {
    return fill(hint_text(HintText::Filled, language), {layout.cell_name(cell), digit_name(digit)});
}

std::string hint_changes(const core::Layout& layout, const LogicStep& step, Language language) {
    StepWords w(layout, step, language);
    std::vector<std::string> parts;
    for (const auto& [c, d] : step.placements)
        parts.push_back(fill(w.text(HintText::ChangePlace), {w.cell_name(c), digit_name(d)}));
    // Eliminations grouped by digit, cells in the step's order.
    std::map<Digit, std::vector<Cell>> by_digit;
    for (const auto& [c, d] : step.eliminations)
        by_digit[d].push_back(c);
    for (const auto& [d, cells] : by_digit)
        parts.push_back(fill(w.text(HintText::ChangeRemove), {digit_name(d), w.cell_list(cells)}));
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : "; ") + p;
    return out;
}

}  // namespace sudoku::app
