// The export pictures painted in software (soft_shapes, stb_truetype): a board, counters or
// Watch frame, pictures with lanes and trees, and the lab's charts, laid out exactly as the
// cairo painter lays them out. The browser build's PNG exports use these; the desktop keeps
// cairo and tests these against it.
#pragma once

#include <vector>

#include "core/base/result.hpp"
#include "core/plot/figure.hpp"
#include "render/lane_picture.hpp"
#include "render/soft_font.hpp"

namespace sudoku::render {

struct SoftStyle {
    const RenderTheme& theme;
    const SoftFont& font;
    const FrameWords& words;
};

// The view at this width (width x view_height), as paint_image paints it.
[[nodiscard]] core::Result<Image> soft_view_image(View view, int width, const WatchFrame& frame,
                                                  const SoftStyle& style);
// Lanes side by side with their trees, as lanes_image paints them.
[[nodiscard]] core::Result<Image> soft_lanes_image(const LaneLayout& layout, int width,
                                                   const std::vector<Lane>& lanes,
                                                   const SoftStyle& style);
// A chart's figure at its own size, as figure_image paints it.
[[nodiscard]] core::Result<Image> soft_figure_image(const core::Figure& figure,
                                                    const SoftFont& font);

}  // namespace sudoku::render
