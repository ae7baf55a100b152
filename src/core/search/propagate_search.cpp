#include "core/search/propagate_search.hpp"

namespace sudoku::core {

namespace {

enum Line : std::uint8_t {
    kDefSolve,
    kInitCands,
    kSaveRoot,
    kRunRoot,
    kRestoreRoot,  // Remove of a value placed by the first propagate
    kRootFalse,    // Exhausted
    kDefSearch,
    kFull,      // Solution
    kChoose,    // Select
    kForValue,  // Try
    kSave,
    kPlaceBranch,  // Place of the value tried
    kRecurse,
    kRestore,      // Remove
    kReturnFalse,  // DeadEnd: no value left
    kDefPlace,
    kWrite,
    kStrike,  // Eliminate
    kDefPropagate,
    kLoop,
    kContradiction,  // DeadEnd: a cell without candidates or a digit without a place
    kNakedSingle,    // Place (forced)
    kHiddenSingle,   // Place (forced; Step::unit = the unit)
    kStable,
};

constexpr std::string_view kPseudoCode[] = {
    "def solve(board):",
    "    cands = {cell: legal values of cell, for every empty cell}",
    "    saved = copy of board and cands",
    "    if propagate(board, cands) and search(board, cands): return True",
    "    board, cands = saved  # erase what propagate placed",
    "    return False",
    "def search(board, cands):",
    "    if no cell is empty: return True",
    "    cell = empty cell with fewest cands (first in row-major order)",
    "    for value in cands[cell]:",
    "        saved = copy of board and cands",
    "        place(board, cands, cell, value)",
    "        if propagate(board, cands) and search(board, cands): return True",
    "        board, cands = saved  # erase every value placed since",
    "    return False",
    "def place(board, cands, cell, value):",
    "    board[cell] = value",
    "    for peer in peers(cell): cands[peer].discard(value)",
    "def propagate(board, cands):",
    "    while True:",
    "        if an empty cell has no cands, or a unit has a digit with no place: return False",
    "        if an empty cell has one cand: place(board, cands, first such cell, that cand)",
    "        elif a digit has one place in a unit: place(board, cands, that cell, digit)",
    "        else: return True",
};

}  // namespace

PropagateSearch::PropagateSearch(const Board& start, const StepSolverOptions& options)
    : SearchBase(start, options), m_cand(static_cast<std::size_t>(start.cell_count()), 0) {
    for (int i = 0; i < start.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (start.at(c) != kEmpty) continue;
        m_cand[i] = m_occupancy.legal(c);
        ++m_empty;
    }
    m_placements.reserve(static_cast<std::size_t>(m_empty));
}

std::span<const std::string_view> PropagateSearch::pseudo_code() {
    return kPseudoCode;
}

std::optional<Step> PropagateSearch::next() {
    while (m_phase != Phase::Done) {
        if (auto step = advance()) return step;
    }
    return std::nullopt;
}

std::optional<Step> PropagateSearch::advance() {
    switch (m_phase) {
        case Phase::Eliminate:
            return eliminate_next();
        case Phase::Propagate:
            return propagate();
        case Phase::Select:
            return select_or_solution();
        case Phase::NextValue:
            if (m_frames.back().values.done()) {
                // This level failed: its parent erases what it placed and tries again.
                m_phase = Phase::Undo;
                return pop_dead_end(kReturnFalse);
            }
            ++m_counters.checks;
            m_phase = Phase::PlaceTried;
            return try_next_value(kForValue);
        case Phase::PlaceTried: {
            const SearchFrame& f = m_frames.back();
            return place(f.cell, f.value, kPlaceBranch, -1);
        }
        case Phase::Undo:
            return undo_level();
        case Phase::Done:
            break;
    }
    return std::nullopt;
}

Step PropagateSearch::place(Cell c, Digit d, std::uint8_t line, int unit) {
    m_striking = {c, d, static_cast<std::uint32_t>(m_eliminations.size())};
    m_placements.push_back(m_striking);
    write(c, d);
    --m_empty;
    m_peer = 0;
    m_cage_mate = 0;
    m_phase = Phase::Eliminate;
    return emit({.kind = StepKind::Place,
                 .cell = c,
                 .digit = d,
                 .depth = depth(),
                 .unit = static_cast<std::int16_t>(unit),
                 .line = line});
}

std::optional<Step> PropagateSearch::eliminate_next() {
    const auto peers = m_board.layout().peers(m_striking.cell);
    const Mask bit = digit_bit(m_striking.digit);
    while (m_peer < peers.size()) {
        const Cell p = peers[m_peer++];
        if (m_board.at(p) != kEmpty || (m_cand[p] & bit) == 0) continue;
        m_cand[p] &= ~bit;
        m_eliminations.push_back({p, m_striking.digit});
        return emit({.kind = StepKind::Eliminate,
                     .cell = p,
                     .digit = m_striking.digit,
                     .depth = depth(),
                     .line = kStrike});
    }
    if (auto step = eliminate_by_cage()) return step;
    m_phase = Phase::Propagate;
    return std::nullopt;
}

// Killer: after a placement in a cage, its empty mates lose the digits with which the cage's
// sum can no longer be made, one event each (the cage is named so Watch mode can show it).
std::optional<Step> PropagateSearch::eliminate_by_cage() {
    const int k = m_board.layout().cage_of(m_striking.cell);
    if (k < 0) return std::nullopt;
    const std::vector<Cell>& mates = m_board.layout().cages()[k].cells;
    const Mask allowed = m_occupancy.cage_allows(k);
    while (m_cage_mate < mates.size()) {
        const Cell p = mates[m_cage_mate];
        const Mask gone = m_board.at(p) == kEmpty ? m_cand[p] & ~allowed : 0;
        if (gone == 0) {
            ++m_cage_mate;
            continue;
        }
        const Digit d = mask_first(gone);
        m_cand[p] &= ~digit_bit(d);
        m_eliminations.push_back({p, d});
        return emit({.kind = StepKind::Eliminate,
                     .cell = p,
                     .digit = d,
                     .depth = depth(),
                     .line = kStrike,
                     .cage = static_cast<std::int16_t>(k)});
    }
    return std::nullopt;
}

// One round of propagate's loop: a contradiction, a forced value, or "stable" (no event).
std::optional<Step> PropagateSearch::propagate() {
    const Layout& layout = m_board.layout();
    Cell naked = kNoCell;
    for (int i = 0; i < m_board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (m_board.at(c) != kEmpty) continue;
        if (m_cand[i] == 0) {
            m_phase = Phase::Undo;
            return emit(
                {.kind = StepKind::DeadEnd, .cell = c, .depth = depth(), .line = kContradiction});
        }
        if (naked == kNoCell && mask_count(m_cand[i]) == 1) naked = c;
    }
    int hidden_unit = -1;
    Digit hidden_digit = 0;
    const auto& units = layout.units();
    for (int u = 0; u < static_cast<int>(units.size()); ++u) {
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
        if (missing != 0) {
            // A full unit holds every digit, so a digit can only be missing beside an empty cell.
            m_phase = Phase::Undo;
            return emit({.kind = StepKind::DeadEnd,
                         .cell = first_empty,
                         .digit = mask_first(missing),
                         .depth = depth(),
                         .unit = static_cast<std::int16_t>(u),
                         .line = kContradiction});
        }
        const Mask single = once & ~twice & ~placed;
        if (hidden_unit < 0 && single != 0) {
            hidden_unit = u;
            hidden_digit = mask_first(single);
        }
    }
    if (naked != kNoCell) return place(naked, mask_first(m_cand[naked]), kNakedSingle, -1);
    if (hidden_unit >= 0) {
        for (const Cell c : units[hidden_unit].cells) {
            if (m_board.at(c) == kEmpty && (m_cand[c] & digit_bit(hidden_digit)) != 0)
                return place(c, hidden_digit, kHiddenSingle, hidden_unit);
        }
    }
    m_phase = Phase::Select;
    return std::nullopt;
}

Step PropagateSearch::select_or_solution() {
    if (m_empty == 0) {
        // Enumerating: carry on as if this level had failed.
        m_phase = m_options.stop_at_first_solution ? Phase::Done : Phase::Undo;
        return emit({.kind = StepKind::Solution, .depth = depth(), .line = kFull});
    }
    Cell best = kNoCell;
    int fewest = m_board.size() + 1;
    for (int i = 0; i < m_board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (m_board.at(c) != kEmpty) continue;
        const int count = mask_count(m_cand[i]);
        if (count < fewest) {
            fewest = count;
            best = c;
        }
    }
    m_frames.push_back({.cell = best,
                        .value = 0,
                        .values = value_list(m_cand[best]),
                        .start = static_cast<std::uint32_t>(m_placements.size())});
    m_phase = Phase::NextValue;
    return emit({.kind = StepKind::Select, .cell = best, .depth = depth(), .line = kChoose});
}

// Erases the current level's placements one event at a time, newest first, restoring the
// candidates each one struck; then the level tries its next value (or the search is over).
std::optional<Step> PropagateSearch::undo_level() {
    const std::uint32_t start = m_frames.empty() ? 0 : m_frames.back().start;
    if (m_placements.size() == start) {
        if (!m_frames.empty()) {
            m_phase = Phase::NextValue;
            return std::nullopt;
        }
        m_phase = Phase::Done;
        return emit({.kind = StepKind::Exhausted, .line = kRootFalse});
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
                 .line = m_frames.empty() ? kRestoreRoot : kRestore});
}

Mask PropagateSearch::candidates(Cell c) const {
    return m_board.at(c) == kEmpty ? m_cand[c] : 0;
}

std::unique_ptr<StepSolver> PropagateSearch::clone() const {
    return std::make_unique<PropagateSearch>(*this);
}

}  // namespace sudoku::core
