#include "platform/web/fiber_tasks.hpp"

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include <emscripten/emscripten.h>
#include <emscripten/fiber.h>

#include "core/base/check_point.hpp"
#include "core/base/work_thread.hpp"

namespace sudoku::platform {

namespace {

// A search recurses at most a few hundred frames deep; the asyncify stack holds the saved
// call stack of a paused task.
constexpr std::size_t kCStackBytes = 1 << 20;
constexpr std::size_t kAsyncifyStackBytes = 256 << 10;

struct Task {
    emscripten_fiber_t fiber{};
    emscripten_fiber_t* caller = nullptr;  // who resumed it last: the page, or another task
    std::function<void()> work;
    std::unique_ptr<char[]> c_stack;
    std::unique_ptr<char[]> asyncify_stack;
    bool done = false;
    bool paused = false;  // gave way by pause_task() during this run_fiber_tasks
};

std::vector<Task*> g_tasks;  // started, not yet finished by their owner
emscripten_fiber_t g_page{};
std::unique_ptr<char[]> g_page_asyncify_stack;
Task* g_current = nullptr;  // the task running now; nullptr on the page's own stack
double g_slice_end = 0.0;   // emscripten_get_now() when the running task must give way
// A slice counted in check-points instead (the browser tests, whatever the machine's speed):
// each task gives way after this many; 0: by the clock.
int g_check_budget = 0;
int g_checks_left = 0;  // the running task's check-points left in its slice

void task_entry(void* argument) {
    Task& task = *static_cast<Task*>(argument);
    try {
        task.work();
    } catch (...) {
        // A thread's uncaught exception ends the desktop program too.
        std::fputs("sudoku-lab: a background task threw\n", stderr);
        std::abort();
    }
    task.done = true;
    // A fiber's function must not return: go back for good.
    emscripten_fiber_swap(&task.fiber, task.caller);
}

void resume(Task& task) {
    Task* outer = g_current;
    task.caller = outer != nullptr ? &outer->fiber : &g_page;
    g_current = &task;
    emscripten_fiber_swap(task.caller, &task.fiber);
    g_current = outer;
}

void give_way() {
    Task& task = *g_current;
    emscripten_fiber_swap(&task.fiber, task.caller);
}

// core::stop_requested's hook: the running task gives way once its slice is over.
void yield_hook() {
    if (g_current == nullptr) return;
    if (g_check_budget > 0 ? --g_checks_left <= 0 : emscripten_get_now() >= g_slice_end) give_way();
}

void* start_task(std::function<void()> work) {
    auto* task = new Task;
    task->work = std::move(work);
    task->c_stack = std::make_unique<char[]>(kCStackBytes);
    task->asyncify_stack = std::make_unique<char[]>(kAsyncifyStackBytes);
    emscripten_fiber_init(&task->fiber, task_entry, task, task->c_stack.get(), kCStackBytes,
                          task->asyncify_stack.get(), kAsyncifyStackBytes);
    g_tasks.push_back(task);
    return task;
}

// The owner joins: the page runs the task to its end now (it was asked to stop, or is about to
// end); a task joining another keeps giving way when its own slice is over.
void finish_task(void* handle) {
    auto* task = static_cast<Task*>(handle);
    while (!task->done) {
        const double saved = g_slice_end;
        const int saved_budget = g_check_budget;
        if (g_current == nullptr) {
            g_slice_end = std::numeric_limits<double>::infinity();
            g_check_budget = 0;
        }
        resume(*task);
        g_slice_end = saved;
        g_check_budget = saved_budget;
        if (!task->done && g_current != nullptr) yield_hook();
    }
    std::erase(g_tasks, task);
    delete task;
}

void pause_task() {
    if (g_current == nullptr) return;
    g_current->paused = true;
    give_way();
}

const core::TaskRunner kRunner{start_task, finish_task, pause_task};

}  // namespace

void install_fiber_tasks() {
    g_page_asyncify_stack = std::make_unique<char[]>(kAsyncifyStackBytes);
    emscripten_fiber_init_from_current_context(&g_page, g_page_asyncify_stack.get(),
                                               kAsyncifyStackBytes);
    core::set_task_runner(&kRunner);
    core::set_yield_hook(yield_hook);
}

bool run_fiber_tasks(double milliseconds, int check_points) {
    if (g_tasks.empty()) return false;
    if (milliseconds < 0.0) return true;  // held: the browser tests look at a job mid-way
    const bool counted = check_points > 0;
    g_check_budget = counted ? check_points : 0;
    g_slice_end =
        counted ? std::numeric_limits<double>::infinity() : emscripten_get_now() + milliseconds;
    const auto time_left = [] { return emscripten_get_now() < g_slice_end; };
    for (Task* task : g_tasks)
        task->paused = false;
    // Every task runs at least to its next check-point; by the clock, round after round while
    // time is left, skipping tasks that only wait (paused).
    for (int round = 0; round == 0 || (!counted && time_left()); ++round) {
        bool ran = false;
        // By index: a task may start others (push_back) while it runs.
        for (std::size_t i = 0; i < g_tasks.size() && (round == 0 || time_left()); ++i) {
            Task* task = g_tasks[i];
            if (task->done || task->paused) continue;
            g_checks_left = g_check_budget;
            resume(*task);
            ran = true;
        }
        if (!ran) break;
    }
    for (Task* task : g_tasks)
        if (!task->done) return true;
    return false;
}

}  // namespace sudoku::platform
