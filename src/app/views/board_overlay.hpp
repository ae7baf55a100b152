// The seam between the board view and Watch mode: an overlay supplies the board to show (the
// solver's) with its marks as core::BoardState, which the board view lays out (core/paint, as
// the exports do) and draws; it takes the clicks. Without an overlay the board view draws the
// player's game.
#pragma once

#include <vector>

#include <imgui.h>

#include "app/model/command.hpp"
#include "app/support/note_placement.hpp"
#include "core/grid/board.hpp"
#include "core/paint/board_picture.hpp"

namespace sudoku::app {

// Where the board view put the grid this frame.
struct BoardGeometry {
    const core::Layout* layout = nullptr;
    ImVec2 origin;      // top-left corner of r1c1
    float cell = 0.0f;  // side of one cell in pixels
    // Where and in which font the board drew the small digits (notes, candidates), so marks
    // drawn over one land exactly on it.
    core::NoteGrid note_grid{};
    ImFont* note_font = nullptr;
    float note_size = 0.0f;

    [[nodiscard]] ImVec2 cell_min(core::Cell c) const {
        return ImVec2(origin.x + static_cast<float>(layout->col_of(c)) * cell,
                      origin.y + static_cast<float>(layout->row_of(c)) * cell);
    }
    [[nodiscard]] ImVec2 cell_center(core::Cell c) const {
        const ImVec2 p = cell_min(c);
        return ImVec2(p.x + cell * 0.5f, p.y + cell * 0.5f);
    }
    // The centre of digit d's small-digit slot in cell c.
    [[nodiscard]] ImVec2 note_centre(core::Cell c, core::Digit d) const {
        const ImVec2 p = cell_min(c);
        return ImVec2(p.x + note_grid.centre_x(d), p.y + note_grid.centre_y(d));
    }
};

// How the board draws small digits: glyphs glyph_scale x the smaller side of a slot tall (the
// largest baked size that fits), in the ink's colours.
struct NoteStyle {
    float glyph_scale = 0.9f;
    core::NoteInk ink;
};

class BoardOverlay {
  public:
    virtual ~BoardOverlay() = default;
    // Shown instead of the play state's board.
    [[nodiscard]] virtual const core::Board& board() const = 0;
    // What the board shows, for cells `cell` pixels wide (views into the overlay's data).
    [[nodiscard]] virtual core::BoardState state(float cell) const = 0;
    [[nodiscard]] virtual core::BoardWords words() const = 0;
    // The smallest text on the board (presenting on a projector), or 0.
    [[nodiscard]] virtual float min_text() const { return 0.0f; }
    // After the laid-out board: what only the screen shows (Killer's cage note, reports).
    virtual void draw_marks(ImDrawList* dl, const BoardGeometry& geometry) const = 0;
    // A click on a cell (ImGuiMouseButton_Left or _Right): queue commands only.
    virtual void on_click(core::Cell c, int button, CommandQueue& out) const = 0;
    // Killer: the cage to outline boldly (Watch mode: the cage whose sum just pruned or
    // failed), or -1.
    [[nodiscard]] virtual int highlighted_cage() const { return -1; }
};

}  // namespace sudoku::app
