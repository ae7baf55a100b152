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
    close(game, contradiction ? BranchOutcome::Contradiction : BranchOutcome::Abandoned);
    while (game.history().cursor() > start && game.undo()) {
    }
    return true;
}

bool BranchTree::keep(const Game& game) {
    if (m_open.empty()) return false;
    close(game, BranchOutcome::Kept);
    return true;
}

void BranchTree::sync(const Game& game) {
    const std::size_t cursor = game.history().cursor();
    while (!m_open.empty() && m_branches[static_cast<std::size_t>(m_open.back())].start >= cursor)
        close(game, BranchOutcome::Abandoned);
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
