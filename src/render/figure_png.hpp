// The cairo backend of core/plot: a laid-out figure painted onto a cairo surface, and as a
// PNG file (charts of the lab's experiments for reports).
#pragma once

#include <optional>
#include <string>

#include "core/base/result.hpp"
#include "core/plot/figure.hpp"
#include "render/image.hpp"

typedef struct _cairo cairo_t;

namespace sudoku::render {

// Draws every shape of the figure from (0, 0), text in the DejaVu font the game uses.
void paint_figure(cairo_t* cr, const core::Figure& figure);

// The figure as a picture of its own size (rounded up to whole pixels).
[[nodiscard]] Image figure_image(const core::Figure& figure);

// Writes the figure as a PNG; the error names the file and the reason.
[[nodiscard]] std::optional<core::Error> write_figure_png(const core::Figure& figure,
                                                          const std::string& path);

}  // namespace sudoku::render
