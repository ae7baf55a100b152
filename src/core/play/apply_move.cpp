#include "core/play/apply_move.hpp"

#include <string>

namespace sudoku::core {

namespace {

// Checks the cells (and the digit and colour, when the kind has them) before a cell move. A
// single cell must not be a given (except to colour it); a list skips its givens instead.
std::optional<Error> check_targets(const Position& p, const Move& m) {
    const Layout& layout = p.digits.layout();
    const std::vector<Cell> targets =
        move_takes_many_cells(m.kind) ? m.targets() : std::vector{m.cell};
    for (std::size_t i = 0; i < targets.size(); ++i) {
        const Cell c = targets[i];
        if (c < 0 || c >= layout.cell_count())
            return coded_error(ErrorCode::CellOutsideBoard,
                               {std::to_string(c), std::to_string(layout.cell_count() - 1)});
        if (i > 0 && c <= targets[i - 1])
            return coded_error(ErrorCode::CellListOrder, {layout.cell_name(c)});
    }
    if (move_uses_digit(m.kind) && (m.digit < 1 || m.digit > layout.size()))
        return coded_error(ErrorCode::DigitOutOfRange,
                           {std::to_string(m.digit), std::to_string(layout.size())});
    if (move_uses_colour(m.kind) && m.colour > kPaletteSize)
        return coded_error(ErrorCode::ColourOutOfRange,
                           {std::to_string(m.colour), std::to_string(kPaletteSize)});
    if (targets.size() == 1 && p.marks[targets[0]] == CellMark::Given &&
        m.kind != MoveKind::SetColour)
        return coded_error(ErrorCode::GivenCannotChange, {layout.cell_name(targets[0])});
    return std::nullopt;
}

// The empty cells a mark move acts on; an error when its one cell holds a digit.
Result<std::vector<Cell>> mark_targets(const Position& p, const Move& m) {
    const std::vector<Cell> targets = m.targets();
    if (targets.size() == 1 && p.digits.at(targets[0]) != kEmpty)
        return coded_error(ErrorCode::NotesOnDigit, {p.digits.layout().cell_name(targets[0])});
    std::vector<Cell> out;
    for (Cell c : targets)
        if (p.digits.at(c) == kEmpty) out.push_back(c);
    return out;
}

// A centre or corner mark toggled on every target: added to all when one lacks it, else
// removed from all (a single cell simply toggles).
Result<Position> toggle_mark(Position next, const Move& m, std::vector<Mask> Position::*marks) {
    auto targets = mark_targets(next, m);
    if (!targets) return targets.error();
    const Mask bit = digit_bit(m.digit);
    bool all_have = true;
    for (Cell c : *targets)
        all_have = all_have && ((next.*marks)[c] & bit) != 0;
    for (Cell c : *targets)
        (next.*marks)[c] = all_have ? (next.*marks)[c] & ~bit : (next.*marks)[c] | bit;
    return next;
}

// Erases one layer of a cell: its digit, else its marks, else its colour.
void clear_cell(Position& p, Cell c) {
    if (p.digits.at(c) != kEmpty || p.notes[c] != 0 || p.corners[c] != 0 ||
        p.candidate_colours[c] != CandidateColours{})
        p.set_cell(c, {kEmpty, 0, CellMark::Empty, 0, p.colours[c], {}});
    else
        p.colours[c] = 0;
}

// Writes a digit and strikes it from the centre and corner marks of every peer (the
// auto-clean). The cell keeps its colour.
void place(Position& p, Cell c, Digit d, CellMark mark, bool clean_peers) {
    p.set_cell(c, {d, 0, mark, 0, p.colours[c], {}});
    if (!clean_peers) return;
    for (Cell peer : p.digits.layout().peers(c)) {
        p.notes[peer] &= ~digit_bit(d);
        p.corners[peer] &= ~digit_bit(d);
    }
}

// Erases every digit not given; keeps the marks and colours, or drops them all (a restart).
void clear_entries(Position& p, bool keep_marks) {
    for (int i = 0; i < p.digits.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (keep_marks && p.marks[c] != CellMark::Given)
            p.set_cell(c, {kEmpty, p.notes[c], CellMark::Empty, p.corners[c], p.colours[c],
                           p.candidate_colours[c]});
        else if (!keep_marks)
            p.set_cell(c, p.marks[c] == CellMark::Given
                              ? CellState{p.digits.at(c), 0, CellMark::Given}
                              : CellState{});
    }
}

// Writes a full grid over every cell that is not given; changed cells are marked as the shown
// solution, and no notes remain.
void fill_grid(Position& p, const std::vector<Digit>& grid) {
    for (int i = 0; i < p.digits.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (p.marks[c] == CellMark::Given) continue;
        if (p.digits.at(c) != grid[i]) p.set_cell(c, {grid[i], 0, CellMark::Solution});
        p.set_cell(c, {p.digits.at(c), 0, p.marks[c], 0, p.colours[c], {}});
    }
}

// A hint's eliminations: struck from the marks of cells that are still empty.
std::optional<Error> strike_hint_candidates(Position& p,
                                            const std::vector<std::pair<Cell, Digit>>& strikes) {
    const Layout& layout = p.digits.layout();
    for (const auto& [c, d] : strikes) {
        if (c < 0 || c >= layout.cell_count())
            return coded_error(ErrorCode::CellOutsideBoard,
                               {std::to_string(c), std::to_string(layout.cell_count() - 1)});
        if (d < 1 || d > layout.size())
            return coded_error(ErrorCode::DigitOutOfRange,
                               {std::to_string(d), std::to_string(layout.size())});
        if (p.digits.at(c) != kEmpty) continue;
        p.notes[c] &= ~digit_bit(d);
        p.corners[c] &= ~digit_bit(d);
    }
    return std::nullopt;
}

std::optional<Error> check_solver_grid(const Position& p, const std::vector<Digit>& grid) {
    const Layout& layout = p.digits.layout();
    if (static_cast<int>(grid.size()) != layout.cell_count())
        return coded_error(
            ErrorCode::SolverGridSize,
            {std::to_string(static_cast<int>(grid.size())), std::to_string(layout.cell_count())});
    const Board board(p.digits.layout_ptr(), grid);
    for (int i = 0; i < layout.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (grid[i] < 1 || grid[i] > layout.size())
            return coded_error(
                ErrorCode::SolverGridValue,
                {layout.cell_name(c), std::to_string(grid[i]), std::to_string(layout.size())});
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
        if (auto err = check_targets(position, move)) return *err;

    switch (move.kind) {
        case MoveKind::SetDigit:
            // The same digit again changes nothing (a hint stays a hint).
            for (Cell c : move.targets())
                if (position.marks[c] != CellMark::Given && position.digits.at(c) != move.digit)
                    place(next, c, move.digit, CellMark::User, move.clean_notes);
            break;
        case MoveKind::ClearCell:
            for (Cell c : move.targets())
                if (position.marks[c] != CellMark::Given) clear_cell(next, c);
            break;
        case MoveKind::ToggleNote:
            return toggle_mark(std::move(next), move, &Position::notes);
        case MoveKind::ToggleCorner:
            return toggle_mark(std::move(next), move, &Position::corners);
        case MoveKind::SetColour:
            for (Cell c : move.targets())
                next.colours[c] = move.colour;
            break;
        case MoveKind::SetCandidateColour: {
            auto targets = mark_targets(position, move);
            if (!targets) return targets.error();
            for (Cell c : *targets)
                next.candidate_colours[c][move.digit - 1] = move.colour;
            break;
        }
        case MoveKind::SetNotes:
            if (next.digits.at(move.cell) != kEmpty)
                return coded_error(ErrorCode::NotesOnDigit, {layout.cell_name(move.cell)});
            if ((move.notes & ~layout.all_digits()) != 0)
                return coded_error(ErrorCode::NotesOutOfRange, {std::to_string(layout.size())});
            next.notes[move.cell] = move.notes;
            break;
        case MoveKind::AutoNotes:
            for (int i = 0; i < layout.cell_count(); ++i) {
                const auto c = static_cast<Cell>(i);
                if (next.digits.at(c) == kEmpty) next.notes[c] = position.digits.candidates(c);
            }
            break;
        case MoveKind::Hint:
            if (auto err = strike_hint_candidates(next, move.strikes)) return *err;
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
