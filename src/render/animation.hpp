// A step range of a Watch search as an animated GIF: the search is played off-screen and a
// frame painted every N events, with progress reports that may cancel. Also the single
// picture of one step. Used by sudoku-cli render and the game's export dialog (on a worker).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/search/step_solver.hpp"
#include "render/painter.hpp"

namespace sudoku::render {

// More frames than this make a GIF no slide tool opens comfortably.
inline constexpr std::uint64_t kMaxFrames = 5000;

struct StepRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};

// "1-200", "0-50", "7" (one step): FIRST <= LAST, whole numbers.
[[nodiscard]] core::Result<StepRange> parse_step_range(std::string_view text);

struct AnimationRequest {
    core::StepSolverOptions solver;
    StepRange steps{0, 100};
    std::uint64_t every = 1;  // a frame every N events
    int size = 600;           // picture width
    View view = View::BoardCounters;
    int delay_ms = 100;  // per frame; the last frame holds 2 s
};

struct AnimationResult {
    int frames = 0;
    int width = 0;
    int height = 0;
    std::uint64_t last_position = 0;  // the last frame's step (earlier when the search ended)
    bool search_ended = false;        // the search finished before steps.last
};

// Called after each frame with (frames done, frames planned); false cancels.
using Progress = std::function<bool(std::uint64_t, std::uint64_t)>;

// Frames planned for a range (before the search is known to end early); an error when the
// range is empty or asks for more than kMaxFrames.
[[nodiscard]] core::Result<std::uint64_t> planned_frames(const StepRange& steps,
                                                         std::uint64_t every);

// The step of the frame after `step` (<= last): step + every, or `last` when that would pass it
// (never wraps around 2^64).
[[nodiscard]] std::uint64_t next_frame_step(std::uint64_t step, std::uint64_t last,
                                            std::uint64_t every);

// Writes the GIF. Errors: bad size, too many frames, givens that break a rule, the range's
// first step past the end of the search, the file; Cancelled when `progress` said stop.
[[nodiscard]] core::Result<AnimationResult> write_animation(const core::Board& start,
                                                            const AnimationRequest& request,
                                                            const std::string& path,
                                                            const PaintStyle& style,
                                                            const Progress& progress = {});

// The search on `start` after `step` events, as a frame (an error if it ends before).
[[nodiscard]] core::Result<WatchFrame> frame_at_step(const core::Board& start,
                                                     const core::StepSolverOptions& solver,
                                                     std::uint64_t step);

}  // namespace sudoku::render
