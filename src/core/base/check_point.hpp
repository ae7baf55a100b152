// Check-points of long work (searches, generation, experiments): whether the work should stop,
// and a turn for the platform. On the desktop the turn is nothing; the browser build, which
// may have no threads, installs a hook that lets its frame loop run from there (the work
// continues at the next frame, see platform/web/fiber_tasks.hpp).
#pragma once

#include <atomic>

namespace sudoku::core {

// Called at every check-point of long work; must be cheap (it runs in search loops).
using YieldHook = void (*)();

namespace detail {
// Set once at start by the platform, before any work runs.
inline YieldHook g_yield_hook = nullptr;
}  // namespace detail

// Installs the platform's hook (nullptr: none).
inline void set_yield_hook(YieldHook hook) {
    detail::g_yield_hook = hook;
}

// A check-point: gives the platform its turn, then says whether `cancel` (may be null) asks the
// work to stop. Call it where the work may pause and resume (every few thousand steps).
[[nodiscard]] inline bool stop_requested(const std::atomic<bool>* cancel) {
    if (detail::g_yield_hook != nullptr) detail::g_yield_hook();
    return cancel != nullptr && cancel->load(std::memory_order_relaxed);
}

[[nodiscard]] inline bool stop_requested(const std::atomic<bool>& cancel) {
    return stop_requested(&cancel);
}

}  // namespace sudoku::core
