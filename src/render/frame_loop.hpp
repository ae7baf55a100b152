// The loop both GIF writers share: play the search (or the searches of a comparison) through a
// step range, paint a frame every N events, and stop early when the search ends.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "render/animation.hpp"
#include "render/image.hpp"

namespace sudoku::render {

// What the loop moves and paints: one Watch search, or two side by side.
struct FrameSource {
    // Moves to `step` (never past it); a search that ends first stays on its last event.
    std::function<void(std::uint64_t)> go_to;
    // The furthest event reached (the position a frame shows).
    std::function<std::uint64_t()> position;
    // True when no search has events left.
    std::function<bool()> finished;
    std::function<Image()> paint;
};

// The error for a step past the end of a search of `events` events.
[[nodiscard]] core::Error step_past_end(std::uint64_t step, std::uint64_t events);

// Writes `height`-pixel frames of request.size width to a GIF at `path`, from steps.first (where
// `source` must already stand) to steps.last. Errors: too many frames, the file, Cancelled.
[[nodiscard]] core::Result<AnimationResult> write_frames(const FrameSource& source,
                                                         const AnimationRequest& request,
                                                         int height, const std::string& path,
                                                         const PaintStyle& style,
                                                         const Progress& progress);

}  // namespace sudoku::render
