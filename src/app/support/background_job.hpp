// One piece of work (generating, counting solutions) run on its own thread so the frame loop
// never waits for it: start, poll for the result, cancel. The work receives a cancel flag that
// the core's long searches check (GeneratorOptions::cancel, FastSolveOptions::cancel). Where
// the platform has no threads (the browser), the work is a task run in slices between frames
// (core::WorkThread), pausing at the searches' check-points.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "core/base/work_thread.hpp"

namespace sudoku::core {

template <class T>
class BackgroundJob {
  public:
    using Work = std::function<T(const std::atomic<bool>& cancel)>;

    BackgroundJob() = default;
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;
    // Cancels the work and waits for the thread: work must honour the flag to end quickly.
    ~BackgroundJob() { stop(); }

    // Starts work on a new thread; a job still running is cancelled and joined first, and
    // its result is dropped. The work gets its inputs by value (captured in the function).
    void start(Work work) {
        stop();
        m_state = std::make_shared<State>();
        m_thread = WorkThread([state = m_state, work = std::move(work)] {
            T result = work(state->cancel);
            const std::lock_guard lock(state->mutex);
            state->result.emplace(std::move(result));
            state->done.store(true, std::memory_order_release);
        });
    }

    // True from start() until the result has been taken (or the job stopped).
    [[nodiscard]] bool active() const { return m_state != nullptr; }
    // True while the work is still running.
    [[nodiscard]] bool running() const {
        return m_state != nullptr && !m_state->done.load(std::memory_order_acquire);
    }
    [[nodiscard]] bool cancel_requested() const {
        return m_state != nullptr && m_state->cancel.load(std::memory_order_relaxed);
    }

    // Asks the work to stop; its result (probably an error saying "cancelled") still arrives
    // through take_result().
    void cancel() {
        if (m_state != nullptr) m_state->cancel.store(true, std::memory_order_relaxed);
    }

    // The result once the work has finished (then the job is inactive again); nullopt while it
    // runs or when no job was started. Never blocks.
    [[nodiscard]] std::optional<T> take_result() {
        if (!m_state || !m_state->done.load(std::memory_order_acquire)) return std::nullopt;
        if (m_thread.joinable()) m_thread.join();
        std::optional<T> result;
        {
            const std::lock_guard lock(m_state->mutex);
            result = std::move(m_state->result);
        }
        m_state.reset();
        return result;
    }

    // Blocks until the work has finished, then returns its result (for tests and the CLI).
    [[nodiscard]] std::optional<T> wait() {
        if (!m_state) return std::nullopt;
        if (m_thread.joinable()) m_thread.join();
        return take_result();
    }

    // Cancels, joins and drops the result: the job is inactive afterwards.
    void stop() {
        cancel();
        if (m_thread.joinable()) m_thread.join();
        m_state.reset();
    }

  private:
    struct State {
        std::atomic<bool> cancel{false};
        std::atomic<bool> done{false};
        std::mutex mutex;
        std::optional<T> result;
    };
    std::shared_ptr<State> m_state;
    WorkThread m_thread;
};

}  // namespace sudoku::core
