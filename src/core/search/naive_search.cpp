#include "core/search/naive_search.hpp"

namespace sudoku::core {

namespace {

// Lines of pseudo_code(); each event names the one it belongs to.
enum Line : std::uint8_t {
    kDef,
    kFindEmpty,  // Select
    kFull,       // Solution
    kForValue,
    kIsValid,  // Try, Reject
    kWrite,    // Place
    kRecurse,
    kReset,        // Remove
    kReturnFalse,  // DeadEnd, Exhausted
};

constexpr std::string_view kPseudoCode[] = {
    "def solve(board):",
    "    cell = find_empty(board)",
    "    if cell is None: return True",
    "    for value in 1..N:",
    "        if is_valid(board, value, cell):",
    "            board[cell] = value",
    "            if solve(board): return True",
    "            board[cell] = 0",
    "    return False",
};

}  // namespace

NaiveSearch::NaiveSearch(const Board& start, const StepSolverOptions& options)
    : SearchBase(start, options) {
    for (int c = 0; c < start.cell_count(); ++c)
        if (start.at(static_cast<Cell>(c)) == kEmpty) m_empties.push_back(static_cast<Cell>(c));
    m_frames.reserve(m_empties.size());
}

std::span<const std::string_view> NaiveSearch::pseudo_code() {
    return kPseudoCode;
}

std::optional<Step> NaiveSearch::next() {
    switch (m_phase) {
        case Phase::Descend: {
            // solve(board) one level deeper: find_empty, then the Solution or a Select.
            if (m_frames.size() == m_empties.size()) {
                // Enumerating: carry on as if this branch had failed.
                m_phase = m_options.stop_at_first_solution ? Phase::Done : Phase::Return;
                return emit({.kind = StepKind::Solution, .depth = depth(), .line = kFull});
            }
            const Cell cell = m_empties[m_frames.size()];
            m_frames.push_back({cell, 0, value_list(m_board.layout().all_digits())});
            m_phase = Phase::NextValue;
            return emit(
                {.kind = StepKind::Select, .cell = cell, .depth = depth(), .line = kFindEmpty});
        }
        case Phase::NextValue:
            if (m_frames.back().values.done()) {
                m_phase = Phase::Return;
                return pop_dead_end(kReturnFalse);
            }
            ++m_counters.checks;
            m_phase = Phase::Test;
            return try_next_value(kIsValid);
        case Phase::Test: {
            const SearchFrame& f = m_frames.back();
            const auto holder = m_occupancy.find_holder(f.cell, f.value);
            if (holder.refuses()) {
                m_phase = Phase::NextValue;
                return emit({.kind = StepKind::Reject,
                             .cell = f.cell,
                             .digit = f.value,
                             .depth = depth(),
                             .conflict = holder.cell,
                             .unit = static_cast<std::int16_t>(holder.unit),
                             .line = kIsValid,
                             .cage = static_cast<std::int16_t>(holder.cage)});
            }
            m_phase = Phase::Descend;
            return place_top(kWrite);
        }
        case Phase::Return:
            // The level below returned False: reset this level's cell, try its next value.
            m_phase = m_frames.empty() ? Phase::Done : Phase::NextValue;
            return undo_top(kReset, kReturnFalse);
        case Phase::Done:
            break;
    }
    return std::nullopt;
}

std::unique_ptr<StepSolver> NaiveSearch::clone() const {
    return std::make_unique<NaiveSearch>(*this);
}

}  // namespace sudoku::core
