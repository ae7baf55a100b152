#include "core/search/player_run.hpp"

#include <algorithm>
#include <vector>

namespace sudoku::core {

AdvanceResult advance_chunked(SolverPlayer& player, const ChunkedRun& run,
                              const std::function<bool()>& has_time) {
    SolverPlayer* const players[] = {&player};
    return advance_lockstep(players, run, has_time);
}

AdvanceResult advance_lockstep(std::span<SolverPlayer* const> players, const ChunkedRun& run,
                               const std::function<bool()>& has_time) {
    AdvanceResult total;
    const std::uint64_t chunk = std::max<std::uint64_t>(1, run.chunk);
    std::vector<AdvanceResult> round(players.size());
    while (true) {
        const std::uint64_t want = std::min(chunk, run.max_steps - total.steps);
        // Earliest stop (breakpoint or target) of this round, in events into the round.
        std::uint64_t stop_at = UINT64_MAX;
        StopReason stop_reason = StopReason::Budget;
        std::uint64_t most = 0;
        for (std::size_t i = 0; i < players.size(); ++i) {
            round[i] = players[i]->finished() ? AdvanceResult{0, StopReason::Finished}
                                              : players[i]->advance(want, run.target);
            most = std::max(most, round[i].steps);
            const bool stopped =
                round[i].reason == StopReason::Breakpoint || round[i].reason == StopReason::Target;
            if (stopped && round[i].steps < stop_at) {
                stop_at = round[i].steps;
                stop_reason = round[i].reason;
            }
        }
        if (stop_at != UINT64_MAX) {
            // Rewind whoever went past the earliest stop (a chunk is well inside the exact
            // step-back window of recent events, so this is cheap).
            for (std::size_t i = 0; i < players.size(); ++i)
                for (std::uint64_t s = round[i].steps; s > stop_at; --s)
                    (void)players[i]->step_back();
            total.steps += stop_at;
            total.reason = stop_reason;
            return total;
        }
        total.steps += most;
        const bool all_finished = std::all_of(players.begin(), players.end(),
                                              [](const SolverPlayer* p) { return p->finished(); });
        if (all_finished) {
            total.reason = StopReason::Finished;
            return total;
        }
        if (most == 0 || total.steps >= run.max_steps || !has_time()) {
            total.reason = StopReason::Budget;
            return total;
        }
    }
}

}  // namespace sudoku::core
