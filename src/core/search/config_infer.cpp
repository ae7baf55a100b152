// The configurable search's inference rounds after each placement: nothing, forward checking
// (done while striking), naked singles, hidden singles, or AC-3 over the all-different arcs.
#include "core/search/config_search.hpp"

namespace sudoku::core {

std::optional<Step> ConfigSearch::infer() {
    switch (m_config.infer) {
        case Inference::NakedSingles:
        case Inference::HiddenSingles:
            return infer_singles();
        case Inference::Arc:
            return infer_arc();
        case Inference::None:
        case Inference::ForwardCheck:
            break;
    }
    m_phase = Phase::Select;
    return std::nullopt;
}

// One round: a contradiction (the first empty cell without values; with hidden singles, else
// the first unit with a digit that has no place), else the first naked single (row-major),
// else with hidden singles the first unit's smallest digit with one place; else stable.
std::optional<Step> ConfigSearch::infer_singles() {
    const bool hidden = m_config.infer == Inference::HiddenSingles;
    Cell naked = kNoCell;
    for (int i = 0; i < m_board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (m_board.at(c) != kEmpty) continue;
        if (m_cand[i] == 0) return dead_end(c, kContradiction);
        if (naked == kNoCell && mask_count(m_cand[i]) == 1) naked = c;
    }
    const Layout& layout = m_board.layout();
    const auto& units = layout.units();
    int hidden_unit = -1;
    Digit hidden_digit = 0;
    for (int u = 0; hidden && u < static_cast<int>(units.size()); ++u) {
        Mask once = 0, twice = 0;
        Cell first_empty = kNoCell;
        for (const Cell c : units[u].cells) {
            if (m_board.at(c) != kEmpty) continue;
            if (first_empty == kNoCell) first_empty = c;
            twice |= once & m_cand[c];
            once |= m_cand[c];
        }
        const Mask placed = m_occupancy.used(u);
        const Mask missing = layout.all_digits() & ~(placed | once);
        if (missing != 0) return dead_end(first_empty, kContradiction, mask_first(missing), u);
        const Mask single = once & ~twice & ~placed;
        if (hidden_unit < 0 && single != 0) {
            hidden_unit = u;
            hidden_digit = mask_first(single);
        }
    }
    if (naked != kNoCell) return place(naked, mask_first(m_cand[naked]), kNaked, -1);
    if (hidden_unit >= 0) {
        for (const Cell c : units[hidden_unit].cells)
            if (m_board.at(c) == kEmpty && (m_cand[c] & digit_bit(hidden_digit)) != 0)
                return place(c, hidden_digit, kHidden, hidden_unit);
    }
    m_phase = Phase::Select;
    return std::nullopt;
}

// AC-3 for "peers differ": the arc (X, Y) loses a value of X only when Y's domain is that one
// value, so revising comes down to striking each singleton's value from its peers. The queue
// holds the empty cells reduced to one value; striking may reduce more (strike_next queues
// them) or empty a domain (a DeadEnd). An empty queue = every arc is consistent.
std::optional<Step> ConfigSearch::infer_arc() {
    if (m_frames.empty() && m_placements.empty() && m_eliminations.empty()) {
        // The givens alone: an empty domain is a contradiction before any Select.
        for (int i = 0; i < m_board.cell_count(); ++i) {
            const auto c = static_cast<Cell>(i);
            if (m_board.at(c) == kEmpty && m_cand[i] == 0) return dead_end(c, kContradiction);
        }
    }
    while (!m_arc_queue.empty()) {
        const Cell c = m_arc_queue.back();
        m_arc_queue.pop_back();
        if (m_board.at(c) != kEmpty || mask_count(m_cand[c]) != 1) continue;
        start_strike(c, mask_first(m_cand[c]), kArc);
        return std::nullopt;
    }
    m_phase = Phase::Select;
    return std::nullopt;
}

}  // namespace sudoku::core
