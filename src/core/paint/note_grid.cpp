#include "core/paint/note_grid.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::core {

float NoteGrid::centre_x(Digit d) const {
    return inset + (static_cast<float>((d - 1) % columns) + 0.5f) * slot_width;
}

float NoteGrid::centre_y(Digit d) const {
    return inset + top + (static_cast<float>((d - 1) / columns) + 0.5f) * slot_height;
}

NoteGrid note_grid(int n, int columns, float cell) {
    NoteGrid grid;
    grid.cell = cell;
    grid.columns = std::max(1, columns);
    grid.rows = std::max(1, (n + grid.columns - 1) / grid.columns);
    grid.inset = std::round(cell * 0.06f);
    grid.slot_width = (cell - 2.0f * grid.inset) / static_cast<float>(grid.columns);
    grid.slot_height = (cell - 2.0f * grid.inset) / static_cast<float>(grid.rows);
    return grid;
}

int note_columns(int n) {
    return static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
}

}  // namespace sudoku::core
