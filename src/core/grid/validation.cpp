#include "core/grid/validation.hpp"

#include "core/grid/symbols.hpp"

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

namespace {

// Layout::unit_name as a translatable phrase: "row 3", "box 5", "diagonal" (named apart from
// logic_support::unit_phrase, which can share a unity batch with this file).
Error unit_error_phrase(const Layout& layout, int unit) {
    if (unit < 0) return coded_error(ErrorCode::UnitCage);  // cage mates share no unit
    const Unit& u = layout.units()[unit];
    constexpr ErrorCode kCodes[] = {ErrorCode::UnitRow,      ErrorCode::UnitColumn,
                                    ErrorCode::UnitBox,      ErrorCode::UnitRegion,
                                    ErrorCode::UnitDiagonal, ErrorCode::UnitAntiDiagonal,
                                    ErrorCode::UnitWindow};
    const ErrorCode code = kCodes[static_cast<int>(u.kind)];
    if (u.kind == UnitKind::Diagonal || u.kind == UnitKind::AntiDiagonal) return coded_error(code);
    return coded_error(code, {std::to_string(u.index + 1)});
}

Error conflict_phrase(const Board& board, const Conflict& conflict) {
    const Layout& layout = board.layout();
    return coded_error(ErrorCode::ConflictPair,
                       {layout.cell_name(conflict.first), layout.cell_name(conflict.second),
                        std::string(1, digit_symbol(board.at(conflict.first)))},
                       {unit_error_phrase(layout, conflict.unit)});
}

}  // namespace

Error conflict_error(const Board& board, const Conflict& conflict) {
    return conflict_phrase(board, conflict);
}

namespace {

// The first cage whose givens cannot make its sum: "cage 4 at r2c3 cannot make 17 ...".
std::optional<Error> broken_cage(const Board& board) {
    const Layout& layout = board.layout();
    for (int k = 0; k < static_cast<int>(layout.cages().size()); ++k) {
        const Cage& cage = layout.cages()[k];
        Mask seen = 0;
        int total = 0, empty = 0;
        for (Cell c : cage.cells) {
            const Digit d = board.at(c);
            empty += d == kEmpty;
            total += d;
            if (d != kEmpty) seen |= digit_bit(d);
        }
        if (!cage_sum_in_reach(cage.sum - total, empty, layout.all_digits() & ~seen))
            return coded_error(ErrorCode::CageSumBroken,
                               {std::to_string(k + 1), layout.cell_name(cage.cells.front()),
                                std::to_string(cage.sum), std::to_string(total)});
    }
    return std::nullopt;
}

}  // namespace

std::optional<Error> validate_givens(const Board& board) {
    const auto conflicts = find_conflicts(board);
    if (conflicts.empty()) return broken_cage(board);
    Error first =
        coded_error(ErrorCode::ConflictingGivens, {}, {conflict_phrase(board, conflicts.front())});
    if (conflicts.size() == 2)
        return coded_error(ErrorCode::OneMoreConflict, {}, {std::move(first)});
    if (conflicts.size() > 2)
        return coded_error(ErrorCode::MoreConflicts, {std::to_string(conflicts.size() - 1)},
                           {std::move(first)});
    return first;
}

std::vector<Cell> digit_holders(const Board& board, Cell cell) {
    std::vector<Cell> out(static_cast<std::size_t>(board.layout().size()) + 1, kNoCell);
    for (Cell peer : board.layout().peers(cell)) {
        const Digit d = board.at(peer);
        if (d != kEmpty && d < out.size() && out[d] == kNoCell) out[d] = peer;
    }
    return out;
}

}  // namespace sudoku::core
