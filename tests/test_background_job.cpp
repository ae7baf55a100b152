// The background job: results arrive without blocking, cancel reaches the work, restarting
// drops the old job, the destructor stops a running job; with the real generator and counter.
#include <doctest/doctest.h>

#include <atomic>
#include <memory>
#include <string>

#include "app/support/background_job.hpp"
#include "core/generate/generator.hpp"
#include "core/play/puzzle_check.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

namespace {

// Spins until cancelled (or the gate opens) and reports which happened.
int spin_until(const std::atomic<bool>& cancel, const std::atomic<bool>& gate) {
    while (!cancel.load() && !gate.load())
        std::this_thread::yield();
    return cancel.load() ? -1 : 1;
}

}  // namespace

TEST_CASE("a background job delivers its result once") {
    BackgroundJob<int> job;
    CHECK_FALSE(job.active());
    CHECK_FALSE(job.take_result().has_value());
    job.start([](const std::atomic<bool>&) { return 42; });
    CHECK(job.active());
    const auto result = job.wait();
    REQUIRE(result.has_value());
    CHECK(*result == 42);
    CHECK_FALSE(job.active());
    CHECK_FALSE(job.take_result().has_value());  // taken already
}

TEST_CASE("take_result does not block while the work runs") {
    BackgroundJob<int> job;
    std::atomic<bool> gate{false};
    job.start([&gate](const std::atomic<bool>& cancel) { return spin_until(cancel, gate); });
    CHECK_FALSE(job.take_result().has_value());  // still spinning: gate closed, no cancel
    CHECK(job.running());
    gate = true;
    const auto result = job.wait();
    REQUIRE(result.has_value());
    CHECK(*result == 1);
}

TEST_CASE("cancel reaches the work through its flag") {
    BackgroundJob<int> job;
    std::atomic<bool> gate{false};
    job.start([&gate](const std::atomic<bool>& cancel) { return spin_until(cancel, gate); });
    job.cancel();
    CHECK(job.cancel_requested());
    const auto result = job.wait();
    REQUIRE(result.has_value());
    CHECK(*result == -1);
}

TEST_CASE("starting again cancels the running job and delivers only the new result") {
    BackgroundJob<int> job;
    std::atomic<bool> gate{false};
    auto first_saw_cancel = std::make_shared<std::atomic<bool>>(false);
    job.start([&gate, first_saw_cancel](const std::atomic<bool>& cancel) {
        const int r = spin_until(cancel, gate);
        *first_saw_cancel = r == -1;
        return r;
    });
    job.start([](const std::atomic<bool>&) { return 7; });
    CHECK(first_saw_cancel->load());
    const auto result = job.wait();
    REQUIRE(result.has_value());
    CHECK(*result == 7);
}

TEST_CASE("the destructor stops a running job") {
    std::atomic<bool> gate{false};
    std::atomic<int> outcome{0};
    {
        BackgroundJob<int> job;
        job.start([&](const std::atomic<bool>& cancel) {
            outcome = spin_until(cancel, gate);
            return 0;
        });
    }  // would hang here if the flag were not set
    CHECK(outcome.load() == -1);
}

TEST_CASE("a generation job can be cancelled and reports it") {
    // 25x25 evil takes minutes and usually fails; cancelling must end it promptly.
    BackgroundJob<Result<GeneratedPuzzle>> job;
    GeneratorOptions options;
    options.layout.size = 25;
    options.difficulty = Grade::Evil;
    options.seed = 1;
    job.start([options](const std::atomic<bool>& cancel) mutable {
        options.cancel = &cancel;
        return generate_puzzle(options);
    });
    job.cancel();
    const auto result = job.wait();
    REQUIRE(result.has_value());
    REQUIRE_FALSE(result->ok());
    CHECK(sudoku::i18n::english(result->error()) == "cancelled");
}

TEST_CASE("a generation job delivers the generator's puzzle") {
    BackgroundJob<Result<GeneratedPuzzle>> job;
    GeneratorOptions options;
    options.layout.size = 6;
    options.seed = 3;
    job.start([options](const std::atomic<bool>& cancel) mutable {
        options.cancel = &cancel;
        return generate_puzzle(options);
    });
    const auto result = job.wait();
    REQUIRE(result.has_value());
    REQUIRE(result->ok());
    auto direct = generate_puzzle(options);
    REQUIRE(direct.ok());
    CHECK((*result)->puzzle == direct->puzzle);
}
