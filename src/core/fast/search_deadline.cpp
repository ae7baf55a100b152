#include "core/fast/search_deadline.hpp"

namespace sudoku::core {

SearchDeadline::SearchDeadline(double seconds) {
    if (seconds <= 0.0) return;
    const auto until = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                          std::chrono::duration<double>(seconds));
    if (cooperative_tasks())
        m_watchdog = WorkThread([this, until] { watch_in_slices(until); });
    else
        m_watchdog = WorkThread([this, until] { watch(until); });
}

SearchDeadline::~SearchDeadline() {
    if (!m_watchdog.joinable()) return;
    {
        const std::lock_guard lock(m_mutex);
        m_done = true;
    }
    m_wake.notify_one();
    m_watchdog.join();
}

void SearchDeadline::watch(Clock::time_point until) {
    std::unique_lock lock(m_mutex);
    if (!m_wake.wait_until(lock, until, [this] { return m_done; }))
        m_expired.store(true, std::memory_order_relaxed);
}

// Without threads nothing can sleep: the task looks at the clock once per slice.
void SearchDeadline::watch_in_slices(Clock::time_point until) {
    for (;;) {
        {
            const std::lock_guard lock(m_mutex);
            if (m_done) return;
        }
        if (Clock::now() >= until) {
            m_expired.store(true, std::memory_order_relaxed);
            return;
        }
        pause_task();
    }
}

}  // namespace sudoku::core
