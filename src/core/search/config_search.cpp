#include "core/search/config_search.hpp"

namespace sudoku::core {

namespace {

// The random variable order draws from its own stream, so switching the value order between
// asc and random does not change which cells a random variable order picks.
constexpr std::uint64_t kVarStream = 0x7A3C'5E19'D2B4'8F61ULL;

}  // namespace

ConfigSearch::ConfigSearch(const Board& start, const StepSolverOptions& options)
    : SearchBase(start, options),
      m_config(search_config(options)),
      m_cand(static_cast<std::size_t>(start.cell_count()), 0),
      m_var_rng(options.seed ^ kVarStream) {
    for (int i = 0; i < start.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (start.at(c) != kEmpty) continue;
        m_cand[i] = m_occupancy.legal(c);
        ++m_empty;
        // AC-3 starts from every arc: the cells the givens already reduce to one value.
        if (m_config.infer == Inference::Arc && mask_count(m_cand[i]) == 1)
            m_arc_queue.push_back(c);
    }
    m_placements.reserve(static_cast<std::size_t>(m_empty));
    m_frames.reserve(static_cast<std::size_t>(m_empty));
    // Shown lines are numbered in order; a line left out never names an event.
    const auto shown = shown_lines(m_config);
    std::uint8_t at = 0;
    for (int l = 0; l < kLineCount; ++l) {
        m_lines[l] = at;
        if (shown[l]) ++at;
    }
}

Mask ConfigSearch::domain(Cell c) const {
    if (m_board.at(c) != kEmpty) return 0;
    return m_config.infer == Inference::None ? m_occupancy.legal(c) : m_cand[c];
}

Mask ConfigSearch::candidates(Cell c) const {
    return domain(c);
}

std::unique_ptr<StepSolver> ConfigSearch::clone() const {
    return std::make_unique<ConfigSearch>(*this);
}

std::optional<Step> ConfigSearch::next() {
    while (m_phase != Phase::Done) {
        if (auto step = advance()) return step;
    }
    return std::nullopt;
}

std::optional<Step> ConfigSearch::advance() {
    switch (m_phase) {
        case Phase::Infer:
            return infer();
        case Phase::Strike:
            return strike_next();
        case Phase::Wipeout:
            return dead_end(m_wiped, kWipeout);
        case Phase::Select:
            return select_or_solution();
        case Phase::NextValue:
            if (m_frames.back().values.done()) {
                m_phase = Phase::Undo;
                return pop_dead_end(line(kReturnFalse));
            }
            ++m_counters.checks;
            m_phase = Phase::PlaceTried;
            return try_next_value(line(m_config.val == ValueOrder::Ascending ? kForAsc
                                       : m_config.val == ValueOrder::Lcv     ? kForLcv
                                                                             : kForRandom));
        case Phase::PlaceTried: {
            const SearchFrame& f = m_frames.back();
            return place(f.cell, f.value, kPlace, -1);
        }
        case Phase::Undo:
            return undo_level();
        case Phase::Done:
            break;
    }
    return std::nullopt;
}

Step ConfigSearch::dead_end(Cell c, Line l, Digit digit, int unit) {
    m_phase = Phase::Undo;
    m_arc_queue.clear();
    return emit({.kind = StepKind::DeadEnd,
                 .cell = c,
                 .digit = digit,
                 .depth = depth(),
                 .unit = static_cast<std::int16_t>(unit),
                 .line = line(l)});
}

Step ConfigSearch::place(Cell c, Digit d, Line l, int unit) {
    m_placements.push_back({c, d, static_cast<std::uint32_t>(m_eliminations.size())});
    write(c, d);
    --m_empty;
    if (m_config.infer == Inference::None)
        m_phase = Phase::Select;
    else
        start_strike(c, d, l == kPlace ? kStrike : l);
    return emit({.kind = StepKind::Place,
                 .cell = c,
                 .digit = d,
                 .depth = depth(),
                 .unit = static_cast<std::int16_t>(unit),
                 .line = line(l)});
}

void ConfigSearch::start_strike(Cell c, Digit d, Line l) {
    m_strike_cell = c;
    m_strike_digit = d;
    m_strike_line = l;
    m_peer = 0;
    m_phase = Phase::Strike;
}

// One Eliminate per call: the struck value leaves one peer's domain. A domain emptied by it
// fails the level on the next event (forward checking backtracks at once).
std::optional<Step> ConfigSearch::strike_next() {
    const auto peers = m_board.layout().peers(m_strike_cell);
    const Mask bit = digit_bit(m_strike_digit);
    while (m_peer < peers.size()) {
        const Cell p = peers[m_peer++];
        if (m_board.at(p) != kEmpty || (m_cand[p] & bit) == 0) continue;
        m_cand[p] &= ~bit;
        m_eliminations.push_back({p, m_strike_digit});
        if (m_cand[p] == 0) {
            m_wiped = p;
            m_phase = Phase::Wipeout;
        } else if (m_config.infer == Inference::Arc && mask_count(m_cand[p]) == 1) {
            m_arc_queue.push_back(p);
        }
        return emit({.kind = StepKind::Eliminate,
                     .cell = p,
                     .digit = m_strike_digit,
                     .depth = depth(),
                     .line = line(m_strike_line)});
    }
    m_phase = Phase::Infer;
    return std::nullopt;
}

// Erases the current level's placements one event at a time, newest first, restoring the
// domains each one struck; then the level tries its next value (or the search is over).
std::optional<Step> ConfigSearch::undo_level() {
    const std::uint32_t start = m_frames.empty() ? 0 : m_frames.back().start;
    if (m_placements.size() == start) {
        if (!m_frames.empty()) {
            m_phase = Phase::NextValue;
            return std::nullopt;
        }
        m_phase = Phase::Done;
        return emit({.kind = StepKind::Exhausted, .line = line(kReturnFalse)});
    }
    const Placement p = m_placements.back();
    m_placements.pop_back();
    while (m_eliminations.size() > p.eliminations) {
        const Elimination e = m_eliminations.back();
        m_eliminations.pop_back();
        m_cand[e.cell] |= digit_bit(e.digit);
    }
    erase(p.cell, p.digit);
    ++m_empty;
    return emit({.kind = StepKind::Remove,
                 .cell = p.cell,
                 .digit = p.digit,
                 .depth = depth(),
                 .line = line(kUndo)});
}

}  // namespace sudoku::core
