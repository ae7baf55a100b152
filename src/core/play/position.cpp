#include "core/play/position.hpp"

namespace sudoku::core {

const char* cell_mark_name(CellMark mark) {
    switch (mark) {
        case CellMark::Empty:
            return "empty";
        case CellMark::Given:
            return "given";
        case CellMark::User:
            return "user";
        case CellMark::Hint:
            return "hint";
        case CellMark::Solution:
            return "solution";
    }
    return "?";
}

Position Position::start(const Board& givens) {
    const auto n = static_cast<std::size_t>(givens.cell_count());
    Position p{givens,
               std::vector<Mask>(n, 0),
               std::vector<CellMark>(n, CellMark::Empty),
               std::vector<Mask>(n, 0),
               std::vector<Colour>(n, 0),
               std::vector<CandidateColours>(n, CandidateColours{})};
    for (int c = 0; c < givens.cell_count(); ++c)
        if (givens.at(static_cast<Cell>(c)) != kEmpty) p.marks[c] = CellMark::Given;
    return p;
}

bool Position::unmarked() const {
    for (std::size_t i = 0; i < corners.size(); ++i)
        if (corners[i] != 0 || colours[i] != 0 || candidate_colours[i] != CandidateColours{})
            return false;
    return true;
}

std::vector<CellChange> diff_positions(const Position& before, const Position& after) {
    std::vector<CellChange> out;
    for (int i = 0; i < before.digits.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        const CellState a = before.cell(c);
        const CellState b = after.cell(c);
        if (a != b) out.push_back({c, a, b});
    }
    return out;
}

void apply_changes(Position& position, const std::vector<CellChange>& changes, bool forward) {
    for (const CellChange& ch : changes)
        position.set_cell(ch.cell, forward ? ch.after : ch.before);
}

}  // namespace sudoku::core
