#include "core/play/branch_tree.hpp"

#include <algorithm>

#include "core/play/move.hpp"

namespace sudoku::core {

const char* branch_outcome_name(BranchOutcome outcome) {
    switch (outcome) {
        case BranchOutcome::Open:
            return "open";
        case BranchOutcome::Kept:
            return "kept";
        case BranchOutcome::Abandoned:
            return "abandoned";
        case BranchOutcome::Contradiction:
            return "contradiction";
    }
    return "open";
}

std::optional<BranchOutcome> parse_branch_outcome(std::string_view name) {
    for (const BranchOutcome outcome : {BranchOutcome::Open, BranchOutcome::Kept,
                                        BranchOutcome::Abandoned, BranchOutcome::Contradiction})
        if (name == branch_outcome_name(outcome)) return outcome;
    return std::nullopt;
}

std::optional<Error> BranchTree::try_value(Game& game, Cell cell, Digit digit) {
    if (cell < 0 || cell >= game.puzzle().cell_count() || game.board().at(cell) != kEmpty)
        return coded_error(
            ErrorCode::BranchCellNotEmpty,
            {cell >= 0 && cell < game.puzzle().cell_count() ? game.layout().cell_name(cell)
                                                            : std::to_string(cell)});
    const std::size_t start = game.history().cursor();
    auto played = game.play(Move::set_digit(cell, digit));
    if (!played) return played.error();
    if (!played->changed)
        return coded_error(ErrorCode::BranchCellNotEmpty, {game.layout().cell_name(cell)});
    Branch branch{.cell = cell, .digit = digit, .start = start};
    if (!m_open.empty()) {
        branch.parent = m_open.back();
        branch.depth = m_branches[static_cast<std::size_t>(m_open.back())].depth + 1;
    }
    m_branches.push_back(branch);
    m_open.push_back(static_cast<int>(m_branches.size() - 1));
    return std::nullopt;
}

void BranchTree::close(const Game& game, BranchOutcome outcome) {
    Branch& b = m_branches[static_cast<std::size_t>(m_open.back())];
    const std::size_t cursor = game.history().cursor();
    b.moves = cursor > b.start ? cursor - b.start : 0;
    b.outcome = outcome;
    m_open.pop_back();
}

bool BranchTree::abandon(Game& game) {
    if (m_open.empty()) return false;
    const Branch& b = m_branches[static_cast<std::size_t>(m_open.back())];
    const bool contradiction = find_contradiction(game.board()) != kNoCell;
    const std::size_t start = b.start;
    const int index = m_open.back();
    const std::size_t moves = game.history().cursor() - start;
    close(game, contradiction ? BranchOutcome::Contradiction : BranchOutcome::Abandoned);
    while (game.history().cursor() > start && game.undo()) {
    }
    m_closed = Point{index, game.history().cursor(), game.history().size(), moves, true};
    m_reopened.reset();
    return true;
}

bool BranchTree::still_at(const Game& game, const std::optional<Point>& point) const {
    if (!point || point->branch < 0 || point->branch >= static_cast<int>(m_branches.size()))
        return false;
    return game.history().cursor() == point->cursor && game.history().size() == point->history_size;
}

void BranchTree::reopen(Game& game, const Point& point) {
    for (std::size_t i = 0; i < std::max<std::size_t>(point.moves, 1); ++i)
        if (!game.redo()) break;
    Branch& b = m_branches[static_cast<std::size_t>(point.branch)];
    b.outcome = BranchOutcome::Open;
    b.moves = 0;
    m_open.push_back(point.branch);
    m_closed.reset();
}

void BranchTree::restart(const Game& game) {
    auto before = std::make_shared<const BranchTree>(std::move(*this));
    *this = BranchTree{};
    m_before_restart = std::move(before);
    m_restart_cursor = game.history().cursor();
}

bool BranchTree::undo(Game& game) {
    if (m_before_restart && game.history().cursor() == m_restart_cursor && game.can_undo() &&
        game.history().entries()[m_restart_cursor - 1].move.kind == MoveKind::Restart) {
        const std::shared_ptr<const BranchTree> before = m_before_restart;
        if (!game.undo()) return false;
        *this = *before;
        return true;
    }
    if (!still_at(game, m_closed) || !m_closed->by_abandon) return false;
    const Point point = *m_closed;
    reopen(game, point);
    m_reopened = Point{point.branch, game.history().cursor(), game.history().size(), 0, true};
    return true;
}

bool BranchTree::redo(Game& game) {
    const std::size_t cursor = game.history().cursor();
    if (game.can_redo() && game.history().entries()[cursor].move.kind == MoveKind::Restart) {
        if (!game.redo()) return false;
        restart(game);
        return true;
    }
    if (still_at(game, m_reopened) && !m_open.empty() && m_open.back() == m_reopened->branch) {
        m_reopened.reset();
        return abandon(game);
    }
    if (!still_at(game, m_closed)) return false;
    reopen(game, *m_closed);
    m_reopened.reset();
    return true;
}

bool BranchTree::keep(const Game& game) {
    if (m_open.empty()) return false;
    close(game, BranchOutcome::Kept);
    return true;
}

void BranchTree::sync(const Game& game) {
    const std::size_t cursor = game.history().cursor();
    std::optional<Point> passed;
    while (!m_open.empty() && m_branches[static_cast<std::size_t>(m_open.back())].start >= cursor) {
        const int index = m_open.back();
        const std::size_t start = m_branches[static_cast<std::size_t>(index)].start;
        close(game, BranchOutcome::Abandoned);
        // Redo of the outermost guess undo went past reopens that branch.
        passed = Point{index, start, game.history().size(), 1, false};
    }
    if (passed) {
        m_closed = passed;
        m_reopened.reset();
    }
}

int BranchTree::depth_of_move(std::size_t move_index) const {
    int depth = 0;
    for (const int i : m_open) {
        const Branch& b = m_branches[static_cast<std::size_t>(i)];
        if (move_index >= b.start) depth = b.depth;
    }
    return depth;
}

Result<BranchTree> BranchTree::restore(std::vector<Branch> branches, std::size_t history_size) {
    BranchTree tree;
    for (std::size_t i = 0; i < branches.size(); ++i) {
        const Branch& b = branches[i];
        const bool parent_ok = b.parent >= -1 && b.parent < static_cast<int>(i);
        const int want_depth =
            b.parent < 0 || !parent_ok ? 1 : branches[static_cast<std::size_t>(b.parent)].depth + 1;
        if (!parent_ok || b.depth != want_depth || b.start > history_size || b.digit == kEmpty)
            return coded_error(ErrorCode::BranchMisfit, {std::to_string(i)});
        if (b.outcome == BranchOutcome::Open) {
            // Open branches nest: each one's parent is the one opened before it.
            const int expected_parent = tree.m_open.empty() ? -1 : tree.m_open.back();
            if (b.parent != expected_parent)
                return coded_error(ErrorCode::BranchMisfit, {std::to_string(i)});
            tree.m_open.push_back(static_cast<int>(i));
        }
    }
    tree.m_branches = std::move(branches);
    return tree;
}

Cell find_contradiction(const Board& board) {
    const Layout& layout = board.layout();
    for (int i = 0; i < board.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        const Digit d = board.at(c);
        if (d == kEmpty) {
            if (board.candidates(c) == 0) return c;
            continue;
        }
        const auto peers = layout.peers(c);
        if (std::any_of(peers.begin(), peers.end(), [&](Cell p) { return board.at(p) == d; }))
            return c;
    }
    return kNoCell;
}

}  // namespace sudoku::core
