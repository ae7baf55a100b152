// Long work where the platform has no threads (the browser build): the core's check-points
// give the platform's yield hook its turn, and core::WorkThread (under BackgroundJob and the
// search deadline) runs work as a task of the installed TaskRunner instead of a thread.
#include <doctest/doctest.h>

#include <atomic>
#include <functional>
#include <thread>

#include "app/support/background_job.hpp"
#include "core/base/check_point.hpp"
#include "core/base/work_thread.hpp"
#include "core/fast/search_deadline.hpp"
#include "core/generate/generator.hpp"

using namespace sudoku::core;

namespace {

int g_yields = 0;
void count_yield() {
    ++g_yields;
}

// A runner that runs each task on the caller's thread: at start when g_eager, else at finish.
bool g_eager = false;
int g_started = 0;
struct FakeTask {
    std::function<void()> work;
    bool ran = false;
};
void* fake_start(std::function<void()> work) {
    ++g_started;
    auto* task = new FakeTask{std::move(work)};
    if (g_eager) {
        task->work();
        task->ran = true;
    }
    return task;
}
void fake_finish(void* handle) {
    auto* task = static_cast<FakeTask*>(handle);
    if (!task->ran) task->work();
    delete task;
}
void fake_pause() {}
const TaskRunner kFakeRunner{fake_start, fake_finish, fake_pause};

// Installs the fake runner (and optionally a yield hook) for one test, and removes them after.
struct Cooperative {
    explicit Cooperative(bool eager) {
        g_eager = eager;
        g_started = 0;
        set_task_runner(&kFakeRunner);
    }
    ~Cooperative() {
        set_task_runner(nullptr);
        set_yield_hook(nullptr);
    }
};

}  // namespace

TEST_CASE("generating a puzzle passes check-points that give the platform its turn") {
    const Cooperative cooperative(false);
    g_yields = 0;
    set_yield_hook(count_yield);
    std::atomic<bool> cancel{false};
    GeneratorOptions options;
    options.seed = 7;
    options.cancel = &cancel;
    const auto made = generate_puzzle(options);
    REQUIRE(made);
    CHECK(g_yields > 0);
    // A check-point answers the flag whatever the hook does.
    CHECK_FALSE(stop_requested(cancel));
    cancel = true;
    CHECK(stop_requested(cancel));
    CHECK_FALSE(stop_requested(nullptr));
}

TEST_CASE("without threads, a background job is a task of the platform's runner") {
    const Cooperative cooperative(false);
    const auto caller = std::this_thread::get_id();
    BackgroundJob<bool> job;
    job.start([caller](const std::atomic<bool>&) { return std::this_thread::get_id() == caller; });
    CHECK(g_started == 1);
    CHECK(cooperative_tasks());
    const auto same_thread = job.wait();
    REQUIRE(same_thread.has_value());
    CHECK(*same_thread);
}

TEST_CASE("without threads, a search deadline's watchdog is a task that sets the flag") {
    const Cooperative cooperative(true);
    // The eager runner runs the watchdog to its end at start: it returns once time is up.
    const SearchDeadline deadline(0.001);
    CHECK(g_started == 1);
    CHECK(deadline.expired());
    CHECK(deadline.flag()->load());
}

TEST_CASE("with threads, work runs on a thread of its own") {
    CHECK_FALSE(cooperative_tasks());
    const auto caller = std::this_thread::get_id();
    bool other = false;
    WorkThread thread([&] { other = std::this_thread::get_id() != caller; });
    CHECK(thread.joinable());
    thread.join();
    CHECK_FALSE(thread.joinable());
    CHECK(other);
}
