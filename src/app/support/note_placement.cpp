#include "app/support/note_placement.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

namespace sudoku::core {

Pen centred_pen(const AtlasGlyph& glyph, float cx, float cy) {
    return Pen{std::round(cx - (glyph.x0 + glyph.x1) * 0.5f),
               std::round(cy - (glyph.y0 + glyph.y1) * 0.5f)};
}

void place_notes(int n, const NoteGrid& grid, std::span<const Mask> notes,
                 std::span<const AtlasGlyph> glyphs, const NoteInk& ink,
                 std::vector<PlacedGlyph>& out) {
    out.clear();
    if (n <= 0) return;
    const Mask shown = full_mask(std::min(n, static_cast<int>(glyphs.size())));
    for (std::size_t c = 0; c < notes.size(); ++c) {
        const float left = static_cast<float>(static_cast<int>(c) % n) * grid.cell;
        const float top = static_cast<float>(static_cast<int>(c) / n) * grid.cell;
        for (Mask m = notes[c] & shown; m != 0; m &= m - 1) {
            const Digit d = mask_first(m);
            const AtlasGlyph& glyph = glyphs[d - 1u];
            const Pen pen = centred_pen(glyph, left + grid.centre_x(d), top + grid.centre_y(d));
            out.push_back(PlacedGlyph{pen.x, pen.y, static_cast<std::uint16_t>(d - 1),
                                      d == ink.highlighted ? ink.highlight : ink.normal});
        }
    }
}

void place_notes_compact(int n, std::span<const NoteGrid> grids, std::span<const Mask> notes,
                         std::span<const AtlasGlyph> glyphs, const NoteInk& ink,
                         std::vector<PlacedGlyph>& out) {
    out.clear();
    if (n <= 0 || grids.empty()) return;
    const std::size_t per_grid = static_cast<std::size_t>(n);
    const Mask shown = full_mask(n);
    for (std::size_t c = 0; c < notes.size(); ++c) {
        const Mask mask = notes[c] & shown;
        if (mask == 0) continue;
        const int count = std::popcount(mask);
        // The smallest grid that holds them (from 2 x 2); the full grid (the last) otherwise.
        std::size_t level = 0;
        while (level + 1 < grids.size() && static_cast<int>((level + 2) * (level + 2)) < count)
            ++level;
        const NoteGrid& grid = grids[level];
        const bool full = level + 1 == grids.size();
        const float left = static_cast<float>(static_cast<int>(c) % n) * grid.cell;
        const float top = static_cast<float>(static_cast<int>(c) / n) * grid.cell;
        const int used_rows = (count + grid.columns - 1) / grid.columns;
        const float shift =
            full ? 0.0f : static_cast<float>(grid.rows - used_rows) * 0.5f * grid.slot_height;
        int slot = 0;
        for (Mask m = mask; m != 0; m &= m - 1, ++slot) {
            const Digit d = mask_first(m);
            const std::size_t index = level * per_grid + (d - 1u);
            if (index >= glyphs.size()) continue;
            // Full grid: digit d in slot d; compact: the cell's notes in reading order.
            const Digit at = full ? d : static_cast<Digit>(slot + 1);
            const Pen pen = centred_pen(glyphs[index], left + grid.centre_x(at),
                                        top + grid.centre_y(at) + shift);
            out.push_back(PlacedGlyph{pen.x, pen.y, static_cast<std::uint16_t>(index),
                                      d == ink.highlighted ? ink.highlight : ink.normal});
        }
    }
}

}  // namespace sudoku::core
