// The export pictures as core figures (shapes, no pixels): a board, counters or Watch frame and
// pictures with lanes and trees, laid out as the painters lay them out, for SVG files (slides
// that stay sharp at any size; the browser build's vector export). Text is fitted to its width
// with core's estimate (an SVG viewer measures the real font).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/plot/figure.hpp"
#include "render/lane_picture.hpp"

namespace sudoku::render {

// The view at this width (width x view_height), as paint_image paints it.
[[nodiscard]] core::Figure view_figure(View view, int width, const WatchFrame& frame,
                                       const RenderTheme& theme, const FrameWords& words);
// Lanes side by side with their trees, as lanes_image paints them.
[[nodiscard]] core::Figure lanes_figure(const LaneLayout& layout, int width,
                                        const std::vector<Lane>& lanes, const RenderTheme& theme,
                                        const FrameWords& words);
// Writes the figure as an SVG document; the error names the file and the reason.
[[nodiscard]] std::optional<core::Error> write_svg(const core::Figure& figure,
                                                   const std::string& path);

}  // namespace sudoku::render
