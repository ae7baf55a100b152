#include "app/support/pool_filler.hpp"

#include <random>

#include "core/logic/grader.hpp"
#include "core/text/puzzle_line.hpp"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace sudoku::app {

namespace {

// Puzzles made ahead must not slow the frame loop or a search the player is watching: on Linux
// a thread has its own nice value, so only the worker yields.
void lower_this_thread_priority() {
#ifdef __linux__
    (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 19);
#endif
}

std::uint64_t pool_seed() {
    static thread_local std::mt19937_64 engine{std::random_device{}()};
    // The dialog shows seeds of up to nine digits; pooled puzzles use the same range.
    return engine() % 1'000'000'000ull + 1;
}

}  // namespace

core::PooledPuzzle pooled_puzzle(const core::GeneratedPuzzle& generated, std::uint64_t seed) {
    return {.puzzle = core::format_puzzle_line(generated.puzzle),
            .solution = core::format_puzzle_line(generated.solution),
            .grade = generated.grade ? core::grade_name(*generated.grade) : "",
            .seed = seed};
}

PoolFiller::PoolFiller() : PoolFiller(core::generate_for_request, pool_seed) {}

PoolFiller::PoolFiller(Generate generate, SeedSource seeds)
    : m_generate(std::move(generate)), m_seeds(std::move(seeds)) {}

void PoolFiller::want(const core::PuzzleRequest& request) {
    const std::string kind = core::request_kind(request);
    if (m_wanted && kind == m_wanted_kind) return;
    m_wanted = request;
    m_wanted_kind = kind;
    m_failures = 0;
    if (m_job.active() && m_job_kind != kind) m_job.stop();
}

void PoolFiller::stop() {
    m_wanted.reset();
    m_wanted_kind.clear();
    m_job.stop();
}

bool PoolFiller::poll(core::PuzzlePool& pool) {
    bool changed = false;
    if (auto result = m_job.take_result()) changed = collect(pool, std::move(*result));
    if (!m_job.active()) start_next(pool);
    return changed;
}

bool PoolFiller::settle(core::PuzzlePool& pool) {
    bool changed = false;
    if (auto result = m_job.wait()) changed = collect(pool, std::move(*result));
    return changed;
}

bool PoolFiller::collect(core::PuzzlePool& pool, core::Result<core::GeneratedPuzzle> result) {
    if (!result) {
        if (m_job_kind == m_wanted_kind) ++m_failures;
        return false;
    }
    m_failures = 0;
    return pool.add(m_job_kind, pooled_puzzle(*result, m_job_seed));
}

void PoolFiller::start_next(const core::PuzzlePool& pool) {
    if (!m_wanted || pool.full(m_wanted_kind) || m_failures >= kMaxFailures) return;
    core::PuzzleRequest request = *m_wanted;
    request.settings.seed = m_seeds();
    m_job_kind = m_wanted_kind;
    m_job_seed = request.settings.seed;
    m_job.start([generate = m_generate, request](const std::atomic<bool>& cancel) {
        lower_this_thread_priority();
        return generate(request, &cancel);
    });
}

}  // namespace sudoku::app
