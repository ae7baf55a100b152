// core's shapes (core/plot/figure.hpp) painted in software: the third painter of the one
// picture, beside ImGui (the screen) and cairo (the desktop's files), used for the browser's PNG
// exports. Text follows the cairo painter's rules: a Text's y is the middle of its line, a glyph
// is centred on its ink, a Label's box is sized to the measured text.
#pragma once

#include <span>

#include "core/plot/figure.hpp"
#include "render/frame_text.hpp"
#include "render/soft_canvas.hpp"
#include "render/soft_font.hpp"

namespace sudoku::render {

void paint_shapes_soft(SoftCanvas& canvas, std::span<const core::Shape> shapes,
                       const SoftFont& font);

// A line of text with its pen at (x, baseline).
void soft_text(SoftCanvas& canvas, const SoftFont& font, const std::string& text, double x,
               double baseline, double size, core::PlotColour colour);
// The line shrunk until it fits its width (as the cairo painter's counters); the width drawn.
double soft_text_fit(SoftCanvas& canvas, const SoftFont& font, const FitText& line);

[[nodiscard]] inline core::PlotColour plot_colour(Rgb c) {
    return {c.r, c.g, c.b, 255};
}

}  // namespace sudoku::render
