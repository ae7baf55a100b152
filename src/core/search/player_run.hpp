// Runs solver players against a time budget without a clock: the caller's `has_time` predicate
// is asked between chunks, so turbo play never freezes a frame and tests can script the budget.
// Also drives two players in lockstep for the side-by-side comparison.
#pragma once

#include <cstdint>
#include <functional>
#include <span>

#include "core/search/solver_player.hpp"

namespace sudoku::core {

struct ChunkedRun {
    std::uint64_t max_steps = UINT64_MAX;  // the pacer's allowance (UINT64_MAX in turbo)
    RunTarget target = RunTarget::None;
    std::uint64_t chunk = 4096;  // events between two has_time() questions
};

// Advances in chunks until max_steps are done, the player stops (breakpoint, target, end) or
// has_time() says the budget is spent. has_time() is asked after each chunk, never before the
// first, so every call makes progress. reason is Budget when steps or time ran out.
AdvanceResult advance_chunked(SolverPlayer& player, const ChunkedRun& run,
                              const std::function<bool()>& has_time);

// The comparison's shared controls: every player that has not finished makes exactly the same
// number of events, so both boards show the same amount of work. When one stops at a breakpoint
// or the target, the others are stepped back to the same count and all stop there (reason of
// the earliest). A finished player stays put while the others go on; reason is Finished only
// when every player is finished. steps = the most events any one player made.
AdvanceResult advance_lockstep(std::span<SolverPlayer* const> players, const ChunkedRun& run,
                               const std::function<bool()>& has_time);

}  // namespace sudoku::core
