// One algorithm on the Watch screen: its solver player plus what the views draw from it (stack,
// candidates, the depth that placed each value, the eliminations just made, the depth plot),
// cached per position so a paused screen or a turbo run never rebuilds them every frame.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/i18n/watch_strings.hpp"
#include "app/support/sample_ring.hpp"
#include "core/paint/board_picture.hpp"
#include "core/paint/search_marks.hpp"
#include "core/search/solver_player.hpp"
#include "core/tree/search_tree.hpp"

namespace sudoku::app {

struct WatchLane {
    WatchLane(core::Algorithm a, core::SolverPlayer p);

    core::Algorithm algorithm;
    core::SolverPlayer player;
    int empties = 0;  // empty cells at the start: the deepest the search can go
    // Every event the player produces grows it (shared: the player's observer holds it too).
    std::shared_ptr<core::SearchTree> tree;

    // [Caches] valid for cached_position.
    std::uint64_t cached_position = UINT64_MAX;
    std::vector<core::StackFrame> stack;
    std::vector<core::Mask> candidates;    // per cell; empty cells only, mrv and propagate
    std::vector<std::uint8_t> cell_depth;  // depth of the event that placed the value (0 = none)
    std::vector<std::pair<core::Cell, core::Digit>> struck;  // candidates just eliminated
    // dlx: a copy of the search at cached_position, for the matrix view (null otherwise).
    std::shared_ptr<const core::StepSolver> dlx_state;

    core::SampleRing depth_samples{600};
    core::Cell flash_cell = core::kNoCell;  // the cell of the latest backtrack
    float flash = 0.0f;                     // 1 right after it, fading to 0

    [[nodiscard]] bool shows_candidates() const { return core::shows_candidates(algorithm); }
    // Rebuilds the caches for the player's position (cheap at the head; behind it the player
    // replays from a checkpoint).
    void refresh();
    // After the position moved: plot sample, and the backtrack flash when `animate`.
    void note_moved(bool animate);
};

// What the lane's board shows (views into the lane), as core/paint lays it out: the screen's
// half of the one paint path (render::frame_state is the exports'). `marks`: false in turbo.
[[nodiscard]] core::BoardState board_state(const WatchLane& lane, bool marks);

// A lane's short title: the preset's one name in `language` (algorithm_word: "MRV", "Quay lui
// đơn giản"), with its value order when not ascending and its column rule for dlx; or its
// switches ("mrv-degree/lcv/fc"), so two lanes that differ in any switch have different titles.
[[nodiscard]] std::string lane_label(const WatchLane& lane, Language language);
// A board's caption: the lane's label, after "Custom search · " for a lane of switches.
[[nodiscard]] std::string lane_caption(const WatchLane& lane, Language language);

}  // namespace sudoku::app
