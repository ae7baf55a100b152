#include "cli/generate_watch.hpp"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "cli/command.hpp"

namespace sudoku::cli {

namespace {

constexpr auto kTerminalPeriod = std::chrono::seconds(1);
constexpr auto kPipePeriod = std::chrono::seconds(10);  // a log gets a line, not a flood

std::string plural(std::uint64_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

std::function<void()> GenerateWatch::on_check() {
    return [this] {
        const std::uint64_t done = m_checks.fetch_add(1) + 1;
        if (m_limits.max_checks == 0 || done <= m_limits.max_checks) return;
        // One more than the budget was needed. Set on the generating thread itself: the
        // generator stops at its next look at the flag, the same point on every run.
        const std::lock_guard lock(m_mutex);
        m_stop = true;
        m_budget_hit = true;
        m_wake.notify_all();
    };
}

void GenerateWatch::starting(int puzzle, int count) {
    const std::lock_guard lock(m_mutex);
    m_puzzle = puzzle;
    m_count = count;
    m_puzzle_start = std::chrono::steady_clock::now();  // --max-seconds is per puzzle
    m_wake.notify_all();
}

void GenerateWatch::emit(const std::string& line) {
    const std::lock_guard lock(m_mutex);
    if (m_stop) return;
    clear_progress();
    std::cout << line << std::endl;  // a pipeline sees each puzzle as it is made
    ++m_emitted;
}

void GenerateWatch::clear_progress() {
    if (m_shown == 0) return;
    std::fprintf(stderr, "\r%*s\r", static_cast<int>(m_shown), "");
    std::fflush(stderr);
    m_shown = 0;
}

void GenerateWatch::show_progress(bool final_line) {
    const auto seconds =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - m_start)
            .count();
    const std::string where =
        final_line ? "done: " + plural(m_emitted, "puzzle", "puzzles")
                   : "puzzle " + std::to_string(m_puzzle) + " of " + std::to_string(m_count);
    const std::string text = "generate: " + where + ", " +
                             plural(m_checks.load(), "uniqueness check", "uniqueness checks") +
                             ", " + std::to_string(seconds) + " s";
    if (m_limits.terminal && !final_line) {
        clear_progress();
        std::fprintf(stderr, "%s", text.c_str());
        m_shown = text.size();
    } else {
        clear_progress();
        std::fprintf(stderr, "%s\n", text.c_str());
    }
    std::fflush(stderr);
}

void GenerateWatch::stop_at_limit(const std::string& limit) {
    m_stop = true;
    clear_progress();
    std::cout.flush();
    std::fprintf(stderr,
                 "sudoku-cli: generate: stopped at puzzle %d of %d: the limit of %s (raise it, "
                 "or 0 for no limit)\n",
                 m_puzzle, m_count, limit.c_str());
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(kExitLimit);
}

int GenerateWatch::run(const std::function<int()>& work) {
    std::thread worker([&] {
        const int status = work();
        const std::lock_guard lock(m_mutex);
        m_done = true;
        m_status = status;
        m_wake.notify_all();
    });
    using Clock = std::chrono::steady_clock;
    const auto period = m_limits.terminal ? Clock::duration(kTerminalPeriod) : kPipePeriod;
    auto next_progress = m_start + period;
    std::unique_lock lock(m_mutex);
    for (;;) {
        // Checked first: a worker that stopped at the budget may have ended since.
        if (m_budget_hit)
            stop_at_limit(plural(m_limits.max_checks, "uniqueness check", "uniqueness checks") +
                          " (--max-checks)");
        if (m_done) break;
        const auto deadline = m_puzzle_start + std::chrono::seconds(m_limits.max_seconds);
        auto wake = next_progress;
        if (m_limits.max_seconds > 0 && deadline < wake) wake = deadline;
        if (m_wake.wait_until(lock, wake) == std::cv_status::timeout) {
            if (m_limits.max_seconds > 0 && Clock::now() >= deadline && !m_done && !m_budget_hit)
                stop_at_limit(plural(m_limits.max_seconds, "second", "seconds") +
                              " (--max-seconds)");
            if (m_limits.progress && Clock::now() >= next_progress) {
                show_progress(false);
                next_progress += period;
            }
        }
    }
    if (m_limits.summary)
        show_progress(true);
    else
        clear_progress();
    lock.unlock();
    worker.join();
    return m_status;
}

}  // namespace sudoku::cli
