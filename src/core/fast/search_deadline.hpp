// The wall-clock budget of a search (sudoku-cli --max-seconds, the game's launch): the fast
// solver learns of it through its cancel flag, set by a watchdog thread; the step solvers ask
// expired() as they go.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

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
    std::atomic<bool> m_expired{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::thread m_watchdog;
};

}  // namespace sudoku::core
