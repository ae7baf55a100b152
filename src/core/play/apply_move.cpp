#include "core/play/apply_move.hpp"

#include <string>

namespace sudoku::core {

namespace {

std::string to_s(int v) {
    return std::to_string(v);
}

// Checks the cell (and the digit, when the kind has one) before a single-cell move.
std::optional<Error> check_target(const Position& p, const Move& m) {
    const Layout& layout = p.digits.layout();
    if (m.cell < 0 || m.cell >= layout.cell_count())
        return coded_error(ErrorCode::CellOutsideBoard,
                           {to_s(m.cell), to_s(layout.cell_count() - 1)});
    if (move_uses_digit(m.kind) && (m.digit < 1 || m.digit > layout.size()))
        return coded_error(ErrorCode::DigitOutOfRange, {to_s(m.digit), to_s(layout.size())});
    if (p.marks[m.cell] == CellMark::Given)
        return coded_error(ErrorCode::GivenCannotChange, {layout.cell_name(m.cell)});
    return std::nullopt;
}

// Writes a digit and strikes it from the notes of every peer (the auto-clean).
void place(Position& p, Cell c, Digit d, CellMark mark, bool clean_peers) {
    p.set_cell(c, {d, 0, mark});
    if (!clean_peers) return;
    for (Cell peer : p.digits.layout().peers(c))
        p.notes[peer] &= ~digit_bit(d);
}

// Erases every digit not given; keeps or drops the notes.
void clear_entries(Position& p, bool keep_notes) {
    for (int i = 0; i < p.digits.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (p.marks[c] == CellMark::Given) continue;
        p.set_cell(c, {kEmpty, keep_notes ? p.notes[c] : Mask{0}, CellMark::Empty});
    }
}

// Writes a full grid over every cell that is not given; changed cells are marked as the shown
// solution, and no notes remain.
void fill_grid(Position& p, const std::vector<Digit>& grid) {
    for (int i = 0; i < p.digits.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (p.marks[c] == CellMark::Given) continue;
        if (p.digits.at(c) != grid[i]) p.set_cell(c, {grid[i], 0, CellMark::Solution});
        p.notes[c] = 0;
    }
}

std::optional<Error> check_solver_grid(const Position& p, const std::vector<Digit>& grid) {
    const Layout& layout = p.digits.layout();
    if (static_cast<int>(grid.size()) != layout.cell_count())
        return coded_error(ErrorCode::SolverGridSize,
                           {to_s(static_cast<int>(grid.size())), to_s(layout.cell_count())});
    const Board board(p.digits.layout_ptr(), grid);
    for (int i = 0; i < layout.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (grid[i] < 1 || grid[i] > layout.size())
            return coded_error(ErrorCode::SolverGridValue,
                               {layout.cell_name(c), to_s(grid[i]), to_s(layout.size())});
        if (p.marks[c] == CellMark::Given && grid[i] != p.digits.at(c))
            return coded_error(ErrorCode::SolverGridChangesGiven, {layout.cell_name(c)});
    }
    if (!board.is_consistent()) return coded_error(ErrorCode::SolverGridBreaksRules);
    return std::nullopt;
}

}  // namespace

Result<Position> apply_move(const Board& solution, const Position& position, const Move& move) {
    Position next = position;
    const Layout& layout = position.digits.layout();
    if (move_uses_cell(move.kind))
        if (auto err = check_target(position, move)) return *err;

    switch (move.kind) {
        case MoveKind::SetDigit:
            // The same digit again changes nothing (a hint stays a hint).
            if (position.digits.at(move.cell) != move.digit)
                place(next, move.cell, move.digit, CellMark::User, move.clean_notes);
            break;
        case MoveKind::ClearCell:
            if (next.digits.at(move.cell) != kEmpty)
                next.set_cell(move.cell, {kEmpty, 0, CellMark::Empty});
            else
                next.notes[move.cell] = 0;
            break;
        case MoveKind::ToggleNote:
        case MoveKind::SetNotes:
            if (next.digits.at(move.cell) != kEmpty)
                return coded_error(ErrorCode::NotesOnDigit, {layout.cell_name(move.cell)});
            if ((move.notes & ~layout.all_digits()) != 0)
                return coded_error(ErrorCode::NotesOutOfRange, {to_s(layout.size())});
            next.notes[move.cell] = move.kind == MoveKind::SetNotes
                                        ? move.notes
                                        : next.notes[move.cell] ^ digit_bit(move.digit);
            break;
        case MoveKind::AutoNotes:
            for (int i = 0; i < layout.cell_count(); ++i) {
                const auto c = static_cast<Cell>(i);
                if (next.digits.at(c) == kEmpty) next.notes[c] = position.digits.candidates(c);
            }
            break;
        case MoveKind::Hint:
            if (position.digits.at(move.cell) != solution.at(move.cell))
                place(next, move.cell, solution.at(move.cell), CellMark::Hint, true);
            break;
        case MoveKind::ShowSolution:
            fill_grid(next, solution.cells());
            break;
        case MoveKind::ClearEntries:
            clear_entries(next, true);
            break;
        case MoveKind::Restart:
            clear_entries(next, false);
            break;
        case MoveKind::SolverSolution:
            if (auto err = check_solver_grid(position, move.digits)) return *err;
            fill_grid(next, move.digits);
            break;
    }
    return next;
}

}  // namespace sudoku::core
