// Plays a step solver for the visualizer: runs events in slices, stops at breakpoints or run-to
// targets, and moves back exactly (inverse of recent events, checkpoints further back) with
// memory bounded however long the search runs.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/search/step_solver.hpp"

namespace sudoku::core {

struct Breakpoints {
    bool on_backtrack = false;  // pause after a Remove
    bool on_dead_end = false;   // pause after a DeadEnd
    bool on_solution = true;    // pause after a Solution
    int depth_at_least = 0;     // pause when the depth rises to K or more (0 = off)
    Cell watch_cell = kNoCell;  // pause when a value is placed in or removed from this cell
};

enum class RunTarget : std::uint8_t { None, NextBacktrack, NextSolution, NextDepthChange };

enum class StopReason : std::uint8_t {
    Budget,      // max_steps done
    Breakpoint,  // a breakpoint fired on the last event
    Target,      // the run-to target was reached
    Finished,    // the search has no more events
};

struct AdvanceResult {
    std::uint64_t steps = 0;
    StopReason reason = StopReason::Budget;
};

struct PlayerLimits {
    std::size_t recent_events = 1 << 16;  // events kept for exact one-step inverse moves
    std::size_t max_checkpoints = 128;    // solver copies kept for jumps further back
    std::uint64_t first_interval = 4096;  // events between checkpoints (doubles as they thin)
};

class SolverPlayer {
  public:
    [[nodiscard]] static Result<SolverPlayer> create(const Board& start,
                                                     const StepSolverOptions& options,
                                                     const PlayerLimits& limits = {});

    [[nodiscard]] const Board& start() const { return m_start; }
    [[nodiscard]] const StepSolverOptions& options() const { return m_solver->options(); }
    // The board after position() events: equal to replaying them onto start().
    [[nodiscard]] const Board& board() const { return m_board; }
    [[nodiscard]] const SearchCounters& counters() const;
    [[nodiscard]] std::uint64_t position() const { return m_position; }
    // Events produced so far (position() <= head()); stepping forward below head is a replay.
    [[nodiscard]] std::uint64_t head() const { return m_head; }
    // No further events: the solver is done and position() == head().
    [[nodiscard]] bool finished() const { return m_solver->finished() && m_position == m_head; }
    // The event that led to position() (nullopt at the start).
    [[nodiscard]] std::optional<Step> last_step() const;
    // Up to `count` events before position(), oldest first, each with its 0-based index.
    [[nodiscard]] std::vector<std::pair<std::uint64_t, Step>> recent(std::size_t count) const;

    void set_breakpoints(const Breakpoints& breakpoints) { m_breakpoints = breakpoints; }

    // Called with (index, event) each time the solver produces an event. After a move back
    // through a checkpoint the events from there are produced again (same indices, same
    // events), so an observer keeps what it has and skips indices it has seen.
    using Observer = std::function<void(std::uint64_t, const Step&)>;
    void set_observer(Observer observer) { m_observer = std::move(observer); }
    [[nodiscard]] const Breakpoints& breakpoints() const { return m_breakpoints; }

    // Moves forward by up to max_steps events; stops early at a breakpoint, the target or the end.
    AdvanceResult advance(std::uint64_t max_steps, RunTarget target = RunTarget::None);
    // One event back; false at the start.
    bool step_back();
    // Moves to an exact position: backwards through recent events or from a checkpoint,
    // forwards by running (at most `max_forward` new events; returns false if it stopped short).
    bool seek(std::uint64_t position, std::uint64_t max_forward = 100'000'000);

    // The solver in the exact state at position(), for the stack and candidate views. Behind
    // head() this rebuilds it from a checkpoint (cheap: at most one checkpoint interval).
    [[nodiscard]] const StepSolver& solver_at_position();

    // Bytes held by recent events and checkpoints (an estimate for the memory report).
    [[nodiscard]] std::size_t memory_estimate() const;
    [[nodiscard]] std::size_t checkpoint_count() const { return m_checkpoints.size(); }

  private:
    struct Recorded {
        Step step;
        SearchCounters before;  // counters just before the event: exact counters when behind head
    };
    struct Checkpoint {
        std::uint64_t position;
        std::unique_ptr<StepSolver> solver;
    };

    SolverPlayer(Board start, std::unique_ptr<StepSolver> solver, const PlayerLimits& limits);

    // Produces one new event at head (position == head). False when the solver is done.
    bool produce();
    // One event forward: a replay below head, a new event at head. False when the solver is done.
    bool forward_one();
    void apply(const Step& step);
    void unapply(const Step& step);
    [[nodiscard]] bool in_recent(std::uint64_t index) const;
    [[nodiscard]] const Recorded& recorded(std::uint64_t index) const;
    void maybe_checkpoint();
    // Restarts from the latest checkpoint strictly before `position` (or at 0) and runs to it.
    void rebuild_at(std::uint64_t position);
    [[nodiscard]] bool should_stop(const Step& step, int depth_before, RunTarget target,
                                   int target_depth, StopReason& reason) const;

    Board m_start;
    Board m_board;
    std::unique_ptr<StepSolver> m_solver;  // at head()
    std::uint64_t m_position = 0;
    std::uint64_t m_head = 0;
    PlayerLimits m_limits;
    std::vector<Recorded> m_recent;         // ring buffer indexed by event index % size
    std::uint64_t m_recent_first = 0;       // oldest event index still in the ring
    std::vector<Checkpoint> m_checkpoints;  // ascending positions, first at 0
    std::uint64_t m_interval;
    Breakpoints m_breakpoints;
    Observer m_observer;
};

}  // namespace sudoku::core
