#include "core/search/mrv_search.hpp"

namespace sudoku::core {

namespace {

enum Line : std::uint8_t {
    kDefFind,
    kInit,
    kForCell,
    kOptions,
    kNoOptions,  // DeadEnd: an empty cell without legal values
    kFewer,
    kEarlyStop,
    kReturnBest,
    kDefSolve,
    kFindCall,  // Select
    kIsFull,    // Solution
    kForVal,    // Try
    kTrialCount,
    kWrite,  // Place
    kRecurse,
    kReset,        // Remove
    kReturnFalse,  // DeadEnd (options used up), Exhausted
};

constexpr std::string_view kPseudoCode[] = {
    "def find_mrv_cell(board):",
    "    min_options, best_cell = N + 1, None",
    "    for cell in empty cells (row-major):",
    "        options = [v for v in 1..N if is_valid(board, cell, v)]",
    "        if not options: return None",
    "        if len(options) < min_options: min_options, best_cell = len(options), (cell, options)",
    "        if min_options == 1: return best_cell",
    "    return best_cell",
    "def solve_sudoku(board):",
    "    cell = find_mrv_cell(board)",
    "    if cell is None: return board is full",
    "    for val in options:",
    "        trial_count += 1",
    "        board[cell] = val",
    "        if solve_sudoku(board): return True",
    "        board[cell] = 0",
    "    return False",
};

}  // namespace

MrvSearch::MrvSearch(const Board& start, const StepSolverOptions& options)
    : SearchBase(start, options) {
    m_frames.reserve(static_cast<std::size_t>(start.empty_count()));
}

std::span<const std::string_view> MrvSearch::pseudo_code() {
    return kPseudoCode;
}

// One call of find_mrv_cell and what solve_sudoku does with its answer. Every legal-value
// test of the scan is a check (N per scanned cell), as the lesson's list comprehension does.
Step MrvSearch::scan() {
    const int n = m_board.size();
    const std::int32_t level = depth();
    Cell best = kNoCell;
    Mask best_options = 0;
    int min_options = n + 1;
    for (int i = 0; i < m_board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (m_board.at(c) != kEmpty) continue;
        const Mask options = m_occupancy.legal(c);
        m_counters.checks += static_cast<std::uint64_t>(n);
        const int count = mask_count(options);
        if (count == 0) {
            // find_mrv_cell returns None even when it already had a best cell; solve_sudoku
            // then sees a board that is not full and returns False.
            m_phase = Phase::Return;
            return emit(
                {.kind = StepKind::DeadEnd, .cell = c, .depth = level + 1, .line = kNoOptions});
        }
        if (count < min_options) {
            min_options = count;
            best = c;
            best_options = options;
        }
        if (min_options == 1) break;
    }
    if (best == kNoCell) {
        m_phase = m_options.stop_at_first_solution ? Phase::Done : Phase::Return;
        return emit({.kind = StepKind::Solution, .depth = level, .line = kIsFull});
    }
    m_frames.push_back({best, 0, value_list(best_options)});
    m_phase = Phase::NextValue;
    return emit({.kind = StepKind::Select, .cell = best, .depth = level + 1, .line = kFindCall});
}

std::optional<Step> MrvSearch::next() {
    switch (m_phase) {
        case Phase::Scan:
            return scan();
        case Phase::NextValue:
            if (m_frames.back().values.done()) {
                m_phase = Phase::Return;
                return pop_dead_end(kReturnFalse);
            }
            // The options were tested by the scan: no further check here.
            m_phase = Phase::PlaceTried;
            return try_next_value(kForVal);
        case Phase::PlaceTried:
            m_phase = Phase::Scan;
            return place_top(kWrite);
        case Phase::Return:
            m_phase = m_frames.empty() ? Phase::Done : Phase::NextValue;
            return undo_top(kReset, kReturnFalse);
        case Phase::Done:
            break;
    }
    return std::nullopt;
}

std::unique_ptr<StepSolver> MrvSearch::clone() const {
    return std::make_unique<MrvSearch>(*this);
}

}  // namespace sudoku::core
