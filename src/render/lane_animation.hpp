// A step range of one or two Watch searches as an animated GIF with their trees (the tree under
// the board part, or two searches side by side): each search is played off-screen to the same
// step, its tree recorded as it goes, and a frame painted every N events.
#pragma once

#include <vector>

#include "render/animation.hpp"
#include "render/lane_picture.hpp"

namespace sudoku::render {

// Writes the GIF of `request` (its solver is ignored) for each solver of `solvers` (1 or 2):
// the same errors and progress reports as write_animation. In a comparison a search that has
// ended stays on its last frame while the other goes on.
[[nodiscard]] core::Result<AnimationResult> write_lane_animation(
    const core::Board& start, const std::vector<core::StepSolverOptions>& solvers,
    const AnimationRequest& request, const LaneLayout& layout, const std::string& path,
    const PaintStyle& style, const Progress& progress = {});

// One PNG-ready picture of the searches after `step` events (an error when one ends before).
[[nodiscard]] core::Result<Image> lanes_at_step(const core::Board& start,
                                                const std::vector<core::StepSolverOptions>& solvers,
                                                std::uint64_t step, const LaneLayout& layout,
                                                int width, const PaintStyle& style);
// The same picture as shapes, for an SVG file (render/picture_figure).
[[nodiscard]] core::Result<core::Figure> lanes_figure_at_step(
    const core::Board& start, const std::vector<core::StepSolverOptions>& solvers,
    std::uint64_t step, const LaneLayout& layout, int width, const RenderTheme& theme,
    const FrameWords& words);

}  // namespace sudoku::render
