#include "app/views/notes_layer.hpp"

#include <algorithm>

namespace sudoku::app {

NotesLayer::~NotesLayer() {
    if (m_store != nullptr && m_texture != nullptr) m_store->release(m_texture);
}

void NotesLayer::set_texture_store(TextureStore* store) {
    if (m_store != nullptr && m_texture != nullptr) m_store->release(m_texture);
    m_texture = nullptr;
    m_store = store;
    m_notes.clear();
    m_extent = 0;
}

void NotesLayer::draw(ImDrawList* dl, ImVec2 origin, int extent, const ImFont* font,
                      std::uint64_t font_generation, std::span<const core::AtlasGlyph> glyphs,
                      std::span<const core::PlacedGlyph> notes) {
    if (notes.empty() || font == nullptr) return;
    const bool changed =
        !std::equal(m_previous.begin(), m_previous.end(), notes.begin(), notes.end());
    if (changed) m_previous.assign(notes.begin(), notes.end());
    const auto side = static_cast<std::size_t>(std::max(extent, 0));
    const bool image_is_cheaper = m_choice.use_image(notes.size(), side * side, changed);
    if (m_store == nullptr || !image_is_cheaper ||
        !refresh_image(extent, font, font_generation, glyphs, notes)) {
        draw_glyphs(dl, origin, font, glyphs, notes);
        return;
    }
    const float size = static_cast<float>(extent);
    dl->AddImage(m_texture, origin, ImVec2(origin.x + size, origin.y + size));
}

bool NotesLayer::refresh_image(int extent, const ImFont* font, std::uint64_t font_generation,
                               std::span<const core::AtlasGlyph> glyphs,
                               std::span<const core::PlacedGlyph> notes) {
    const bool same = m_texture != nullptr && m_extent == extent && m_font == font &&
                      m_font_generation == font_generation &&
                      std::equal(m_glyphs.begin(), m_glyphs.end(), glyphs.begin(), glyphs.end()) &&
                      std::equal(m_notes.begin(), m_notes.end(), notes.begin(), notes.end());
    if (same) return true;
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    font->ContainerAtlas->GetTexDataAsAlpha8(&pixels, &width, &height);
    core::rasterise_glyphs(core::AlphaAtlas{pixels, width, height}, glyphs, notes, extent, extent,
                           m_image);
    m_texture = m_store->upload(m_texture, extent, extent, m_image.pixels.data());
    m_extent = extent;
    m_font = font;
    m_font_generation = font_generation;
    m_glyphs.assign(glyphs.begin(), glyphs.end());
    m_notes.assign(notes.begin(), notes.end());
    return m_texture != nullptr;
}

void NotesLayer::draw_glyphs(ImDrawList* dl, ImVec2 origin, const ImFont* font,
                             std::span<const core::AtlasGlyph> glyphs,
                             std::span<const core::PlacedGlyph> notes) const {
    // The quads ImFont::RenderText would emit for each character, without its per-call work.
    dl->PushTextureID(font->ContainerAtlas->TexID);
    for (const core::PlacedGlyph& note : notes) {
        if (note.glyph >= glyphs.size()) continue;
        const core::AtlasGlyph& g = glyphs[note.glyph];
        const float x = origin.x + note.x;
        const float y = origin.y + note.y;
        dl->PrimReserve(6, 4);
        dl->PrimRectUV(ImVec2(x + g.x0, y + g.y0), ImVec2(x + g.x1, y + g.y1), ImVec2(g.u0, g.v0),
                       ImVec2(g.u1, g.v1), note.colour);
    }
    dl->PopTextureID();
}

}  // namespace sudoku::app
