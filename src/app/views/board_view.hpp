// The board canvas: an InvisibleButton for input plus ImDrawList drawing. Thick borders are
// drawn wherever two neighbouring cells lie in different boxes, which outlines jigsaw pieces
// for free; X diagonals and Hyper windows are tinted. Stays square and as large as fits.
#pragma once

#include <cstdint>
#include <vector>

#include <imgui.h>

#include "app/model/ui_state.hpp"
#include "app/support/glyph_raster.hpp"
#include "app/views/board_overlay.hpp"
#include "app/views/notes_layer.hpp"
#include "core/play/digit_filter.hpp"

namespace sudoku::app {

class BoardView {
  public:
    // Fills the current content region with the board; clicks queue SelectCell. With an
    // overlay (Watch mode) the overlay's board is shown, coloured and marked by the overlay,
    // and clicks go to it.
    void draw(const ViewContext& ctx, const BoardOverlay* overlay = nullptr);
    // Lets a board full of notes (or candidates) be drawn as one cached image (see NotesLayer).
    void set_texture_store(TextureStore* store) { m_notes_layer.set_texture_store(store); }
    // The digits' pixel size in the last frame (0.66 of a cell), for the layout report.
    [[nodiscard]] float digit_pixels() const { return m_cell * 0.66f; }

  private:
    // Per-layout geometry, rebuilt only when the layout changes.
    void rebuild(const core::LayoutPtr& layout);
    // Places the square board in the content region and queues its clicks; sets m_hover_cell.
    BoardGeometry place(const ViewContext& ctx, const BoardOverlay* overlay);
    // Watch mode: the overlay's board laid out by core/paint (as the exports are) and drawn
    // through the shapes' ImGui backend; sets the geometry's note grid for the overlay's marks.
    void draw_laid_out(const ViewContext& ctx, const BoardOverlay& overlay, ImDrawList* dl,
                       BoardGeometry& geometry);
    // Watch mode from 16x16: the candidates through the notes layer (one cached image).
    void draw_cached_candidates(const ViewContext& ctx, const core::BoardState& state,
                                ImDrawList* dl, const BoardGeometry& geometry);
    // Cell backgrounds: highlights, unit tints, hover, hint shading.
    void draw_backgrounds(const ViewContext& ctx, ImDrawList* dl, const BoardGeometry& geometry,
                          core::Cell selected, core::Digit selected_digit);
    // Game only: a what-if branch's tint on a cell, the contradiction's background.
    void draw_branch_tint(const ViewContext& ctx, ImDrawList* dl, core::Cell c, ImVec2 p0,
                          ImVec2 p1) const;
    // Thin cell lines, thick region borders, diagonal and window outlines, the outer frame
    // (core::layout_grid, the Watch board's and the exports' grid).
    void draw_grid(const Theme& th, ImDrawList* dl, const BoardGeometry& geometry);
    // The player's board: Killer cages (core::layout_cages, as the Watch board and exports).
    void draw_killer_cages(const ViewContext& ctx, ImDrawList* dl, const BoardGeometry& geometry);
    void draw_digits(const ViewContext& ctx, const core::Board& board, ImDrawList* dl,
                     const BoardGeometry& geometry) const;
    // Game only: the cursor, clashing givens, the hint's target cell, and the what-if
    // contradiction and the cell waiting for a digit to try.
    void draw_outlines(const ViewContext& ctx, ImDrawList* dl, const BoardGeometry& geometry,
                       core::Cell selected) const;
    // The player's notes: plain ones through the notes layer, the rest as marks (draw_marks).
    // Sets the geometry's note grid and font.
    void draw_notes(const ViewContext& ctx, ImDrawList* dl, core::Digit selected_digit,
                    BoardGeometry& geometry);
    // Corner marks, centre marks below 16x16 and coloured candidates (core::layout_marks).
    void draw_marks(const ViewContext& ctx, ImDrawList* dl, core::Digit selected_digit,
                    const BoardGeometry& geometry);
    // Appends the board's n digits in `font` to the note glyph table.
    void add_note_glyphs(const FontSet::Digits& font);
    // The game's notes on a big board, larger in cells that hold few (place_notes_compact).
    void place_compact_notes(const ViewContext& ctx, const NoteStyle& style,
                             const BoardGeometry& geometry);
    // SUDOKU_REPORT_LAYOUT: the heights of the note glyphs placed this frame.
    void report_notes() const;

  public:
    // The Watch board's shapes as last drawn (tests compare them with an export's).
    [[nodiscard]] const core::BoardPicture& picture() const { return m_picture; }

  private:
    core::LayoutPtr m_layout;
    core::BoardPicture m_picture;
    std::vector<core::Shape> m_grid_shapes;  // reused each frame
    std::vector<core::Shape> m_mark_shapes;  // reused each frame
    std::vector<std::uint8_t> m_on_diagonal;
    std::vector<std::uint8_t> m_in_window;
    std::vector<std::uint8_t> m_peer_scratch;  // reused each frame
    core::Cell m_hover_cell = core::kNoCell;   // under the mouse this frame
    core::Cell m_drag_cell = core::kNoCell;    // the last cell a left-button drag selected
    std::vector<core::FilterCell> m_filter;    // the digit filter this frame (empty: off)
    std::vector<core::Mask> m_note_masks;      // reused each frame
    std::vector<core::AtlasGlyph> m_note_glyphs;
    std::vector<core::NoteGrid> m_note_grids;  // compact notes: the 2x2 ... full grids
    std::vector<core::PlacedGlyph> m_placed_notes;
    NotesLayer m_notes_layer;
    float m_cell = 0.0f;  // the last frame's cell side
};

// Draws one character optically centred (on its glyph box, not its line box) at `center`,
// snapped to whole pixels so baked glyphs stay crisp.
void draw_centered_char(ImDrawList* dl, ImFont* font, float size, ImVec2 center, char ch,
                        ImU32 colour);

// A character's glyph quad and texture rectangle in `font` drawn at `size` (the fallback glyph
// when the font lacks it; a size x 0.6 box without texture when it has none either).
[[nodiscard]] core::AtlasGlyph atlas_glyph(const ImFont* font, float size, char ch);

}  // namespace sudoku::app
