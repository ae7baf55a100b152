#include "core/play/game.hpp"

#include <algorithm>
#include <utility>

#include "core/fast/fast_solver.hpp"
#include "core/fast/restarting_search.hpp"
#include "core/grid/symbols.hpp"
#include "core/grid/validation.hpp"
#include "core/play/apply_move.hpp"

namespace sudoku::core {

Game::Game(Board puzzle, Board solution)
    : m_puzzle(std::move(puzzle)),
      m_solution(std::move(solution)),
      m_position(Position::start(m_puzzle)),
      m_history_start(m_position) {}

Error unsolved_error(const Board& puzzle, const FastSolveResult& result,
                     std::uint64_t guess_limit) {
    if (result.too_open)
        return coded_error(ErrorCode::GridTooOpen, {std::to_string(puzzle.filled_count()),
                                                    std::to_string(puzzle.cell_count())});
    if (result.aborted)
        return coded_error(ErrorCode::NotSolvedWithin, {std::to_string(guess_limit)});
    return coded_error(ErrorCode::NoSolution);
}

Result<Game> Game::start(Board puzzle, std::uint64_t guess_limit, const std::atomic<bool>* cancel) {
    if (auto err = validate_givens(puzzle)) return *err;
    // Restarts: an empty 25x25 hyper grid takes the plain search past any budget.
    // A person waits for this: a grid too open to answer is said so after about a second.
    const FastSolveResult solved =
        fast_solve_restarting(puzzle, FastSolveOptions{.solution_limit = 1,
                                                       .node_limit = guess_limit,
                                                       .cancel = cancel,
                                                       .open_grid_guesses = kOpenGridGuesses});
    if (solved.solutions == 0 || !solved.first) return unsolved_error(puzzle, solved, guess_limit);
    return Game(std::move(puzzle), *solved.first);
}

Result<Game> Game::start(Board puzzle, Board solution) {
    if (!(puzzle.layout().spec() == solution.layout().spec()))
        return coded_error(ErrorCode::SolutionOtherShape);
    if (!solution.is_solved()) return coded_error(ErrorCode::SolutionNotSolved);
    if (!puzzle.agrees_with(solution)) return coded_error(ErrorCode::SolutionChangesGiven);
    return Game(std::move(puzzle), std::move(solution));
}

Result<PlayOutcome> Game::play(const Move& move) {
    auto next = apply_move(m_solution, m_position, move);
    if (!next) return next.error();
    give_back_notes(move, *next);
    auto changes = diff_positions(m_position, *next);
    std::optional<GameTally> tally_before;
    if (move.kind == MoveKind::Restart) {
        tally_before = std::exchange(m_tally, GameTally{});
        // On a board that is at its givens already there is nothing to record, but the fresh
        // attempt still starts: clock at zero, and the old attempt's moves cannot be undone
        // back into it (they might hold a shown solution).
        if (changes.empty()) m_history.clear();
    }
    if (changes.empty()) return PlayOutcome{};

    PlayOutcome outcome{.changed = true};
    std::string label = describe_move(layout(), move);
    switch (move.kind) {
        case MoveKind::SetDigit:
            // One mistake per cell given a wrong digit (a selection may take several).
            for (const CellChange& ch : changes)
                if (ch.after.digit != ch.before.digit && ch.after.digit != kEmpty &&
                    ch.after.digit != m_solution.at(ch.cell)) {
                    outcome.mistake = true;
                    if (m_tally.mistakes < kMaxTallyCount) ++m_tally.mistakes;
                }
            break;
        case MoveKind::Hint:
            label += std::string(": ") + digit_symbol(m_solution.at(move.cell));
            if (m_tally.hints_used < kMaxTallyCount) ++m_tally.hints_used;
            break;
        case MoveKind::ShowSolution:
        case MoveKind::SolverSolution:
            m_tally.solution_shown = true;
            break;
        default:
            break;
    }
    m_position = std::move(next).value();
    m_history.push({move, std::move(label), std::move(changes), tally_before});
    fold_old_history();
    outcome.completed = note_completion();
    return outcome;
}

const HistoryEntry* Game::placing_entry(Cell cell, Digit digit) const {
    const auto& entries = m_history.entries();
    for (std::size_t i = m_history.cursor(); i-- > 0;)
        for (const CellChange& ch : entries[i].changes)
            if (ch.cell == cell && ch.after.digit != ch.before.digit)
                return ch.after.digit == digit ? &entries[i] : nullptr;
    return nullptr;
}

void Game::give_back_notes(const Move& move, Position& next) const {
    if (move.kind != MoveKind::SetDigit && move.kind != MoveKind::ClearCell &&
        move.kind != MoveKind::Hint)
        return;
    for (const Cell c : move.targets()) {
        const Digit old = m_position.digits.at(c);
        if (old == kEmpty || m_position.marks[c] == CellMark::Given || next.digits.at(c) == old)
            continue;
        const HistoryEntry* placed = placing_entry(c, old);
        if (placed == nullptr) continue;
        const Mask bit = digit_bit(old);
        for (const CellChange& ch : placed->changes) {
            if (ch.cell == c) {
                if (next.digits.at(c) == kEmpty) {
                    next.notes[c] = ch.before.notes;
                    next.corners[c] = ch.before.corners;
                }
                continue;
            }
            // Still empty and still free to hold the digit: the note is true again.
            if (next.digits.at(ch.cell) != kEmpty || (next.digits.candidates(ch.cell) & bit) == 0)
                continue;
            if ((ch.before.notes & bit) != 0 && (ch.after.notes & bit) == 0)
                next.notes[ch.cell] |= bit;
            if ((ch.before.corners & bit) != 0 && (ch.after.corners & bit) == 0)
                next.corners[ch.cell] |= bit;
        }
    }
}

void Game::fold_old_history() {
    // Past a cap, fold 1% more than needed, so that a game at the cap does not shift the whole
    // history at every move.
    std::size_t fold = 0;
    if (m_history.size() > kMaxHistoryMoves)
        fold = m_history.size() - kMaxHistoryMoves + kMaxHistoryMoves / 100;
    std::size_t changes = m_history.change_count();
    const auto& entries = m_history.entries();
    for (std::size_t i = 0; i < fold && i < entries.size(); ++i)
        changes -= entries[i].changes.size() + entries[i].move.digits.size();
    if (changes > kMaxHistoryChanges) {
        const std::size_t target = kMaxHistoryChanges - kMaxHistoryChanges / 100;
        for (; fold < entries.size() && changes > target; ++fold)
            changes -= entries[fold].changes.size() + entries[fold].move.digits.size();
    }
    if (fold == 0) return;
    for (const HistoryEntry& entry : m_history.drop_oldest(fold))
        apply_changes(m_history_start, entry.changes, true);
}

namespace {

// Corner marks and coloured candidates only on empty cells, within the digits and the palette.
bool marks_fit(const CellState& s, int size) {
    if (s.colour > kPaletteSize) return false;
    if (s.digit != kEmpty) return s.corners == 0 && s.candidate_colours == CandidateColours{};
    if ((s.corners & ~full_mask(size)) != 0) return false;
    for (std::size_t d = 0; d < s.candidate_colours.size(); ++d)
        if (s.candidate_colours[d] > kPaletteSize ||
            (s.candidate_colours[d] != 0 && static_cast<int>(d) >= size))
            return false;
    return true;
}

}  // namespace

std::optional<Error> Game::resume_from(Position start) {
    const Layout& shape = layout();
    const auto misfit = [&](Cell c) {
        return coded_error(ErrorCode::StartCellMisfit, {shape.cell_name(c)});
    };
    if (start.digits.cell_count() != m_puzzle.cell_count() ||
        !(start.digits.layout().spec() == shape.spec()) ||
        start.notes.size() != static_cast<std::size_t>(m_puzzle.cell_count()) ||
        start.marks.size() != start.notes.size() || start.corners.size() != start.notes.size() ||
        start.colours.size() != start.notes.size() ||
        start.candidate_colours.size() != start.notes.size())
        return misfit(0);  // another shape: never from the loader, which reads this layout
    const Mask all = full_mask(shape.size());
    for (int i = 0; i < m_puzzle.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        const Digit given = m_puzzle.at(c);
        const Digit digit = start.digits.at(c);
        const CellMark mark = start.marks[i];
        const bool fits =
            given != kEmpty   ? digit == given && mark == CellMark::Given && start.notes[i] == 0
            : digit == kEmpty ? mark == CellMark::Empty && (start.notes[i] & ~all) == 0
                              : digit <= shape.size() && mark != CellMark::Empty &&
                                    mark != CellMark::Given && start.notes[i] == 0;
        if (!fits || !marks_fit(start.cell(c), shape.size())) return misfit(c);
    }
    m_history.clear();
    m_position = start;
    m_history_start = std::move(start);
    return std::nullopt;
}

bool Game::can_undo() const {
    const std::size_t cursor = m_history.cursor();
    if (cursor == 0) return false;
    const HistoryEntry& last = m_history.entries()[cursor - 1];
    return last.move.kind != MoveKind::Restart ||
           (last.tally_before.has_value() && !last.tally_before->completed);
}

bool Game::undo() {
    if (!can_undo()) return false;
    const HistoryEntry* entry = m_history.undo();
    if (!entry) return false;
    apply_changes(m_position, entry->changes, false);
    if (entry->tally_before) {
        // Back to the old attempt: its tallies, and the clock keeps the time played since.
        const std::int64_t since = m_tally.elapsed_ms;
        m_tally = *entry->tally_before;
        m_tally.elapsed_ms = std::min(kMaxElapsedMs, m_tally.elapsed_ms + since);
    }
    return true;
}

bool Game::redo() {
    const HistoryEntry* entry = m_history.redo();
    if (!entry) return false;
    apply_changes(m_position, entry->changes, true);
    if (entry->tally_before) m_tally = GameTally{};  // the restart's fresh attempt again
    note_completion();
    return true;
}

bool Game::note_completion() {
    if (m_tally.completed || !is_complete()) return false;
    m_tally.completed = true;
    return true;
}

void Game::add_elapsed_ms(std::int64_t ms) {
    if (!is_complete() && ms > 0)
        m_tally.elapsed_ms =
            std::min(kMaxElapsedMs, m_tally.elapsed_ms + std::min(ms, kMaxElapsedMs));
}

std::vector<Cell> Game::conflict_cells() const {
    std::vector<Cell> out;
    for (const Conflict& c : find_conflicts(m_position.digits)) {
        out.push_back(c.first);
        out.push_back(c.second);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<Cell> Game::wrong_cells() const {
    std::vector<Cell> out;
    for (int i = 0; i < board().cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        const Digit d = board().at(c);
        if (d != kEmpty && mark(c) != CellMark::Given && d != m_solution.at(c)) out.push_back(c);
    }
    return out;
}

std::vector<int> Game::remaining_counts() const {
    const int n = layout().size();
    std::vector<int> out(n + 1, n);
    out[0] = 0;
    for (Digit d : board().cells())
        if (d != kEmpty && d <= n) out[d] = std::max(0, out[d] - 1);
    return out;
}

Cell Game::suggest_hint_cell() const {
    if (const auto wrong = wrong_cells(); !wrong.empty()) return wrong.front();
    Cell best = kNoCell;
    int best_count = layout().size() + 1;
    for (int i = 0; i < board().cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (board().at(c) != kEmpty) continue;
        const int count = mask_count(board().candidates(c));
        if (count < best_count) {
            best = c;
            best_count = count;
        }
    }
    return best;
}

}  // namespace sudoku::core
