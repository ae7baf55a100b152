#include "core/search/solver_player.hpp"

#include <algorithm>

namespace sudoku::core {

Result<SolverPlayer> SolverPlayer::create(const Board& start, const StepSolverOptions& options,
                                          const PlayerLimits& limits) {
    auto solver = make_step_solver(start, options);
    if (!solver) return solver.error();
    return SolverPlayer(start, std::move(solver).value(), limits);
}

SolverPlayer::SolverPlayer(Board start, std::unique_ptr<StepSolver> solver,
                           const PlayerLimits& limits)
    : m_start(start),
      m_board(std::move(start)),
      m_solver(std::move(solver)),
      m_limits(limits),
      m_recent(std::max<std::size_t>(1, limits.recent_events)),
      m_interval(std::max<std::uint64_t>(1, limits.first_interval)) {
    m_checkpoints.push_back({0, m_solver->clone()});
}

const SearchCounters& SolverPlayer::counters() const {
    if (m_position == m_head) return m_solver->counters();
    return recorded(m_position).before;
}

std::optional<Step> SolverPlayer::last_step() const {
    if (m_position == 0 || !in_recent(m_position - 1)) return std::nullopt;
    return recorded(m_position - 1).step;
}

std::vector<std::pair<std::uint64_t, Step>> SolverPlayer::recent(std::size_t count) const {
    std::vector<std::pair<std::uint64_t, Step>> out;
    const std::uint64_t first =
        std::max<std::uint64_t>(m_recent_first, m_position > count ? m_position - count : 0);
    for (std::uint64_t i = first; i < m_position; ++i)
        out.emplace_back(i, recorded(i).step);
    return out;
}

bool SolverPlayer::in_recent(std::uint64_t index) const {
    return index >= m_recent_first && index < m_head;
}

const SolverPlayer::Recorded& SolverPlayer::recorded(std::uint64_t index) const {
    return m_recent[index % m_recent.size()];
}

void SolverPlayer::apply(const Step& step) {
    if (step.kind == StepKind::Place) m_board.set(step.cell, step.digit);
    if (step.kind == StepKind::Remove) m_board.set(step.cell, kEmpty);
}

void SolverPlayer::unapply(const Step& step) {
    if (step.kind == StepKind::Place) m_board.set(step.cell, kEmpty);
    if (step.kind == StepKind::Remove) m_board.set(step.cell, step.digit);
}

bool SolverPlayer::forward_one() {
    if (m_position < m_head) {  // replay a recorded event towards head
        apply(recorded(m_position).step);
        ++m_position;
        return true;
    }
    return produce();
}

bool SolverPlayer::produce() {
    const SearchCounters before = m_solver->counters();
    const auto step = m_solver->next();
    if (!step) return false;
    m_recent[m_head % m_recent.size()] = Recorded{*step, before};
    if (m_observer) m_observer(m_head, *step);
    ++m_head;
    if (m_head - m_recent_first > m_recent.size()) m_recent_first = m_head - m_recent.size();
    apply(*step);
    ++m_position;
    maybe_checkpoint();
    return true;
}

void SolverPlayer::maybe_checkpoint() {
    if (m_head % m_interval != 0 || m_head <= m_checkpoints.back().position) return;
    m_checkpoints.push_back({m_head, m_solver->clone()});
    if (m_checkpoints.size() <= std::max<std::size_t>(2, m_limits.max_checkpoints)) return;
    // Thin out: keep every other checkpoint (always the one at 0) and double the interval, so
    // a search of any length keeps at most max_checkpoints copies.
    std::vector<Checkpoint> kept;
    for (std::size_t i = 0; i < m_checkpoints.size(); i += 2)
        kept.push_back(std::move(m_checkpoints[i]));
    m_checkpoints = std::move(kept);
    m_interval *= 2;
}

bool SolverPlayer::should_stop(const Step& step, int depth_before, RunTarget target,
                               int target_depth, StopReason& reason) const {
    const int depth = counters().depth;
    switch (target) {
        case RunTarget::NextBacktrack:
            if (step.kind == StepKind::Remove) return reason = StopReason::Target, true;
            break;
        case RunTarget::NextSolution:
            if (step.kind == StepKind::Solution) return reason = StopReason::Target, true;
            break;
        case RunTarget::NextDepthChange:
            if (depth != target_depth) return reason = StopReason::Target, true;
            break;
        case RunTarget::None:
            break;
    }
    const Breakpoints& bp = m_breakpoints;
    const bool fired =
        (bp.on_backtrack && step.kind == StepKind::Remove) ||
        (bp.on_dead_end && step.kind == StepKind::DeadEnd) ||
        (bp.on_solution && step.kind == StepKind::Solution) ||
        (bp.depth_at_least > 0 && depth >= bp.depth_at_least && depth_before < bp.depth_at_least) ||
        (bp.watch_cell != kNoCell && step.cell == bp.watch_cell &&
         (step.kind == StepKind::Place || step.kind == StepKind::Remove));
    if (fired) reason = StopReason::Breakpoint;
    return fired;
}

AdvanceResult SolverPlayer::advance(std::uint64_t max_steps, RunTarget target) {
    AdvanceResult result;
    const int target_depth = counters().depth;
    while (result.steps < max_steps) {
        const int depth_before = counters().depth;
        if (!forward_one()) {
            result.reason = StopReason::Finished;
            return result;
        }
        const Step& step = recorded(m_position - 1).step;
        ++result.steps;
        if (should_stop(step, depth_before, target, target_depth, result.reason)) return result;
    }
    if (finished()) result.reason = StopReason::Finished;
    return result;
}

bool SolverPlayer::step_back() {
    if (m_position == 0) return false;
    if (in_recent(m_position - 1)) {
        --m_position;
        unapply(recorded(m_position).step);
        return true;
    }
    rebuild_at(m_position - 1);
    return true;
}

void SolverPlayer::rebuild_at(std::uint64_t position) {
    // Latest checkpoint strictly before `position`, so the event leading to it is recorded.
    auto it =
        std::upper_bound(m_checkpoints.begin(), m_checkpoints.end(), position,
                         [](std::uint64_t p, const Checkpoint& c) { return p <= c.position; });
    if (it != m_checkpoints.begin()) --it;
    if (it->position > position) it = m_checkpoints.begin();
    m_checkpoints.erase(it + 1, m_checkpoints.end());  // later ones are recreated on the way
    m_solver = it->solver->clone();
    m_head = m_position = it->position;
    m_recent_first = m_head;
    m_board = m_solver->board();
    while (m_position < position && produce()) {
    }
}

bool SolverPlayer::seek(std::uint64_t position, std::uint64_t max_forward) {
    if (position < m_position) {
        // Short moves back use the inverse of recorded events; longer ones a checkpoint.
        if (in_recent(position) && m_position - position <= m_recent.size() / 4) {
            while (m_position > position)
                step_back();
        } else {
            rebuild_at(position);
        }
        return m_position == position;
    }
    std::uint64_t budget = max_forward;
    while (m_position < position) {
        if (m_position >= m_head && budget-- == 0) return false;  // only new events cost budget
        if (!forward_one()) return false;
    }
    return true;
}

const StepSolver& SolverPlayer::solver_at_position() {
    if (m_position != m_head) rebuild_at(m_position);
    return *m_solver;
}

std::size_t SolverPlayer::memory_estimate() const {
    const std::size_t per_checkpoint =
        sizeof(Checkpoint) + m_start.cell_count() * (sizeof(Digit) + sizeof(Mask) + 16);
    return m_recent.size() * sizeof(Recorded) + m_checkpoints.size() * per_checkpoint;
}

}  // namespace sudoku::core
