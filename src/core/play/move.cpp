#include "core/play/move.hpp"

#include <array>

#include "core/grid/symbols.hpp"

namespace sudoku::core {

namespace {

constexpr std::array kKindNames{
    std::pair{MoveKind::SetDigit, "set"},
    std::pair{MoveKind::ClearCell, "clear"},
    std::pair{MoveKind::ToggleNote, "note"},
    std::pair{MoveKind::SetNotes, "notes"},
    std::pair{MoveKind::AutoNotes, "auto-notes"},
    std::pair{MoveKind::Hint, "hint"},
    std::pair{MoveKind::ShowSolution, "show-solution"},
    std::pair{MoveKind::ClearEntries, "clear-entries"},
    std::pair{MoveKind::Restart, "restart"},
    std::pair{MoveKind::SolverSolution, "solver-solution"},
    std::pair{MoveKind::ToggleCorner, "corner"},
    std::pair{MoveKind::SetColour, "colour"},
    std::pair{MoveKind::SetCandidateColour, "candidate-colour"},
};

}  // namespace

const char* move_kind_name(MoveKind kind) {
    for (const auto& [k, name] : kKindNames)
        if (k == kind) return name;
    return "?";
}

std::optional<MoveKind> parse_move_kind(std::string_view name) {
    for (const auto& [k, n] : kKindNames)
        if (name == n) return k;
    return std::nullopt;
}

bool move_uses_cell(MoveKind kind) {
    switch (kind) {
        case MoveKind::SetDigit:
        case MoveKind::ClearCell:
        case MoveKind::ToggleNote:
        case MoveKind::SetNotes:
        case MoveKind::Hint:
        case MoveKind::ToggleCorner:
        case MoveKind::SetColour:
        case MoveKind::SetCandidateColour:
            return true;
        default:
            return false;
    }
}

bool move_uses_digit(MoveKind kind) {
    return kind == MoveKind::SetDigit || kind == MoveKind::ToggleNote ||
           kind == MoveKind::ToggleCorner || kind == MoveKind::SetCandidateColour;
}

bool move_uses_colour(MoveKind kind) {
    return kind == MoveKind::SetColour || kind == MoveKind::SetCandidateColour;
}

bool move_takes_many_cells(MoveKind kind) {
    return move_uses_cell(kind) && kind != MoveKind::SetNotes && kind != MoveKind::Hint;
}

Move Move::on_cells(std::vector<Cell> many) const {
    Move m = *this;
    if (many.size() == 1) {
        m.cell = many.front();
        m.cells.clear();
    } else {
        m.cell = kNoCell;
        m.cells = std::move(many);
    }
    return m;
}

std::string describe_move(const Layout& layout, const Move& move) {
    const auto cell = [&] {
        const Cell first = move.cells.empty() ? move.cell : move.cells.front();
        std::string name = first >= 0 && first < layout.cell_count() ? layout.cell_name(first)
                                                                     : std::string("r?c?");
        if (move.cells.size() > 1) name += " +" + std::to_string(move.cells.size() - 1);
        return name;
    };
    switch (move.kind) {
        case MoveKind::SetDigit:
            return cell() + ": " + digit_symbol(move.digit);
        case MoveKind::ClearCell:
            return cell() + ": clear";
        case MoveKind::ToggleNote:
            return cell() + ": note " + digit_symbol(move.digit);
        case MoveKind::SetNotes: {
            std::string s = cell() + ": notes";
            for (Mask m = move.notes; m != 0; m &= m - 1)
                s += std::string(" ") + digit_symbol(mask_first(m));
            return move.notes == 0 ? s + " none" : s;
        }
        case MoveKind::AutoNotes:
            return "auto notes";
        case MoveKind::Hint:
            return "hint " + cell();
        case MoveKind::ShowSolution:
            return "show solution";
        case MoveKind::ClearEntries:
            return "clear entries";
        case MoveKind::Restart:
            return "restart";
        case MoveKind::SolverSolution:
            return "solver solution";
        case MoveKind::ToggleCorner:
            return cell() + ": corner " + digit_symbol(move.digit);
        case MoveKind::SetColour:
            return cell() + ": colour " +
                   (move.colour == 0 ? std::string("none") : std::to_string(move.colour));
        case MoveKind::SetCandidateColour:
            return cell() + ": candidate " + digit_symbol(move.digit) + " colour " +
                   (move.colour == 0 ? std::string("none") : std::to_string(move.colour));
    }
    return "?";
}

}  // namespace sudoku::core
