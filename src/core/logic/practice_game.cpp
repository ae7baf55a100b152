#include "core/logic/practice_game.hpp"

namespace sudoku::core {

Position practice_game_position(const PracticePosition& practice) {
    Position position = Position::start(practice.puzzle);
    const CandidateGrid& grid = practice.grid;
    for (int i = 0; i < grid.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (practice.puzzle.at(c) != kEmpty) continue;
        if (grid.is_empty(c)) {
            position.notes[i] = grid.candidates(c);
        } else {
            // The solver's digits, not the player's: they show as hints do.
            position.digits.set(c, grid.value(c));
            position.marks[i] = CellMark::Hint;
        }
    }
    return position;
}

}  // namespace sudoku::core
