// A board's notes (or Watch mode's candidates): drawn glyph by glyph when few, and as one
// cached image when many. With software OpenGL each small glyph quad costs the rasteriser far
// more than its pixels, so a 25x25 board full of notes (15,625 glyphs) cost more per frame than
// the rest of the window; one board-sized textured quad costs about what the board's background
// does. The image is redrawn on the CPU as the glyphs would be drawn (within 1-2 of 255 per
// channel: the image holds 8-bit alpha) whenever its glyph list, its size or the font atlas
// changes, which makes every change show on the frame it happens; core::NotesImageChoice
// weighs that redraw for a layer that keeps changing.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <imgui.h>

#include "app/support/glyph_raster.hpp"
#include "app/support/notes_image_choice.hpp"
#include "app/views/texture_store.hpp"

namespace sudoku::app {

class NotesLayer {
  public:
    NotesLayer() = default;
    NotesLayer(const NotesLayer&) = delete;
    NotesLayer& operator=(const NotesLayer&) = delete;
    ~NotesLayer();

    // Where images go; without a store every note is drawn as a glyph.
    void set_texture_store(TextureStore* store);

    // Draws the notes over the board whose top-left corner is `origin` (whole pixels) and whose
    // side is `extent` pixels. Note pens are relative to `origin`; their glyph indices point
    // into `glyphs`, whose texture rectangles are in `font`'s atlas. `font_generation` changes
    // whenever the atlas is rebuilt (FontSet::generation).
    void draw(ImDrawList* dl, ImVec2 origin, int extent, const ImFont* font,
              std::uint64_t font_generation, std::span<const core::AtlasGlyph> glyphs,
              std::span<const core::PlacedGlyph> notes);

  private:
    void draw_glyphs(ImDrawList* dl, ImVec2 origin, const ImFont* font,
                     std::span<const core::AtlasGlyph> glyphs,
                     std::span<const core::PlacedGlyph> notes) const;
    // False when the texture could not be made (then the glyphs are drawn).
    bool refresh_image(int extent, const ImFont* font, std::uint64_t font_generation,
                       std::span<const core::AtlasGlyph> glyphs,
                       std::span<const core::PlacedGlyph> notes);

    TextureStore* m_store = nullptr;
    core::NotesImageChoice m_choice;
    std::vector<core::PlacedGlyph> m_previous;  // the latest frame's notes: did they change?
    ImTextureID m_texture = nullptr;
    core::RgbaImage m_image;  // kept to reuse its memory
    // What m_texture shows: equal inputs draw equal pixels.
    int m_extent = 0;
    const ImFont* m_font = nullptr;
    std::uint64_t m_font_generation = 0;
    std::vector<core::AtlasGlyph> m_glyphs;
    std::vector<core::PlacedGlyph> m_notes;
};

}  // namespace sudoku::app
