// The ImGui backend of core's shapes (core/plot/figure.hpp): the lab's charts, the Watch board
// and the search tree are laid out once in core and drawn here on screen, as render/ paints the
// same shapes with cairo for the exports. Also the theme's colours by role for the board.
#pragma once

#include <span>

#include <imgui.h>

#include "app/views/fonts.hpp"
#include "app/views/theme.hpp"
#include "core/paint/board_palette.hpp"
#include "core/plot/figure.hpp"

namespace sudoku::app {

struct ShapeFonts {
    ImFont* text = nullptr;           // labels and other text
    const FontSet* digits = nullptr;  // the board's baked digit sizes (null: `text` for all)
};

// Draws the shapes in order, moved by `offset`. Glyphs take the largest baked digit size not
// above theirs (crisp), but never less than their min_size.
void paint_shapes(ImDrawList* dl, std::span<const core::Shape> shapes, const ShapeFonts& fonts,
                  ImVec2 offset = ImVec2(0.0f, 0.0f));

[[nodiscard]] inline ImU32 im_colour(core::PlotColour c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}
[[nodiscard]] inline core::PlotColour plot_colour(ImU32 c) {
    return core::PlotColour{
        static_cast<std::uint8_t>(c & 0xFF), static_cast<std::uint8_t>((c >> 8) & 0xFF),
        static_cast<std::uint8_t>((c >> 16) & 0xFF), static_cast<std::uint8_t>((c >> 24) & 0xFF)};
}

// The theme's colours by the board's roles.
[[nodiscard]] core::BoardPalette board_palette(const Theme& theme);

}  // namespace sudoku::app
