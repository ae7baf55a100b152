#include "core/validation.hpp"

#include "core/symbols.hpp"

namespace sudoku::core {

std::vector<Conflict> find_conflicts(const Board& board) {
    const Layout& layout = board.layout();
    std::vector<Conflict> out;
    for (int c = 0; c < board.cell_count(); ++c) {
        const Digit d = board.at(static_cast<Cell>(c));
        if (d == kEmpty) continue;
        for (Cell p : layout.peers(static_cast<Cell>(c))) {
            if (p <= c || board.at(p) != d) continue;
            out.push_back({static_cast<Cell>(c), p, layout.shared_unit(static_cast<Cell>(c), p)});
        }
    }
    return out;
}

std::string describe_conflict(const Board& board, const Conflict& conflict) {
    const Layout& layout = board.layout();
    return layout.cell_name(conflict.first) + " and " + layout.cell_name(conflict.second) +
           " both hold " + digit_symbol(board.at(conflict.first)) + " in " +
           layout.unit_name(conflict.unit);
}

std::optional<Error> validate_givens(const Board& board) {
    const auto conflicts = find_conflicts(board);
    if (conflicts.empty()) return std::nullopt;
    std::string msg = "conflicting givens: " + describe_conflict(board, conflicts.front());
    if (conflicts.size() > 1)
        msg += " (and " + std::to_string(conflicts.size() - 1) + " more conflict" +
               (conflicts.size() > 2 ? "s" : "") + ")";
    return Error{msg};
}

}  // namespace sudoku::core
