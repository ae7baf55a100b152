// A thread for long work (the game's background jobs, the lab's experiment workers, a search's
// deadline watchdog), or, where the platform has no threads (a browser page served without
// COOP/COEP headers), a task the platform runs in slices between frames: it installs a
// TaskRunner, and the work gives way at its check-points (check_point.hpp).
#pragma once

#include <functional>
#include <thread>

namespace sudoku::core {

// The platform's cooperative tasks. start() takes the work and returns a handle; finish()
// runs the task to its end and frees the handle; pause() suspends the running task until its
// next slice (a task that only waits, like a deadline's watchdog).
struct TaskRunner {
    void* (*start)(std::function<void()> work) = nullptr;
    void (*finish)(void* task) = nullptr;
    void (*pause)() = nullptr;
};

// Installs the platform's runner (nullptr: real threads). Set once at start, before any work.
void set_task_runner(const TaskRunner* runner);
// True when work runs as cooperative tasks instead of threads.
[[nodiscard]] bool cooperative_tasks();
// Lets other work run: the task waits for its next slice (a thread just yields).
void pause_task();

class WorkThread {
  public:
    WorkThread() = default;
    // Starts `work` on a new thread, or as a task of the installed runner.
    explicit WorkThread(std::function<void()> work);
    WorkThread(WorkThread&& other) noexcept;
    WorkThread& operator=(WorkThread&& other) noexcept;
    WorkThread(const WorkThread&) = delete;
    WorkThread& operator=(const WorkThread&) = delete;
    // Joins: the work must have been asked to stop, or be about to end.
    ~WorkThread() { join(); }

    [[nodiscard]] bool joinable() const { return m_thread.joinable() || m_task != nullptr; }
    // Waits for the work to end (a task is run to its end here).
    void join();

  private:
    std::thread m_thread;
    void* m_task = nullptr;
};

}  // namespace sudoku::core
