#include "core/fast/search_deadline.hpp"

namespace sudoku::core {

SearchDeadline::SearchDeadline(double seconds) {
    if (seconds <= 0.0) return;
    const auto until = std::chrono::steady_clock::now() +
                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(seconds));
    m_watchdog = std::thread([this, until] {
        std::unique_lock lock(m_mutex);
        if (!m_wake.wait_until(lock, until, [this] { return m_done; }))
            m_expired.store(true, std::memory_order_relaxed);
    });
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

}  // namespace sudoku::core
