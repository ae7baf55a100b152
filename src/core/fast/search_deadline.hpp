// The wall-clock budget of a search (sudoku-cli --max-seconds, the game's launch): the fast
// solver learns of it through its cancel flag, set by a watchdog thread (a task that looks at
// the clock once per slice where work runs as cooperative tasks); the step solvers ask
// expired() as they go.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

#include "core/base/work_thread.hpp"

namespace sudoku::core {

class SearchDeadline {
  public:
    // seconds == 0: no deadline (no thread either).
    explicit SearchDeadline(double seconds);
    ~SearchDeadline();
    SearchDeadline(const SearchDeadline&) = delete;
    SearchDeadline& operator=(const SearchDeadline&) = delete;

    // Set once the time is up: pass to FastSolveOptions::cancel.
    [[nodiscard]] const std::atomic<bool>* flag() const { return &m_expired; }
    [[nodiscard]] bool expired() const { return m_expired.load(std::memory_order_relaxed); }

  private:
    using Clock = std::chrono::steady_clock;
    void watch(Clock::time_point until);
    void watch_in_slices(Clock::time_point until);

    std::atomic<bool> m_expired{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    WorkThread m_watchdog;
};

}  // namespace sudoku::core
