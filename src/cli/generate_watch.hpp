// The limits and progress of `sudoku-cli generate`: --max-seconds (wall clock per puzzle, default
// 60, as solve's), --max-checks (uniqueness checks in all, a work budget that stops at the same
// point on every machine) and progress on standard error (a line rewritten each second on a
// terminal; with
// --progress into a file or pipe, a line every 10 seconds and one at the end).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

namespace sudoku::cli {

struct GenerateLimits {
    std::uint64_t max_seconds = 60;  // per puzzle; 0 = no limit
    std::uint64_t max_checks = 0;    // 0 = no limit
    bool progress = false;           // --progress, or standard error is a terminal
    bool terminal = false;           // standard error is a terminal: rewrite one line
    bool summary = false;            // --progress: a last line with the totals
};

class GenerateWatch {
  public:
    explicit GenerateWatch(GenerateLimits limits) : m_limits(limits) {}

    // For the generator's options: set when a limit is hit; and the check counter.
    [[nodiscard]] const std::atomic<bool>* cancel() const { return &m_stop; }
    [[nodiscard]] std::function<void()> on_check();
    [[nodiscard]] bool stopped() const { return m_stop.load(); }

    // The work says which puzzle (1-based) of how many it is making.
    void starting(int puzzle, int count);
    // A puzzle line on standard output, unless a limit stopped the run (the line is then
    // dropped: the run ends with the stop message, whatever the worker finished meanwhile).
    void emit(const std::string& line);

    // Runs `work` on a worker thread and returns its exit status. At a limit it writes which
    // limit stopped it and ends the process with exit 3 at once: the worker may be inside a
    // grader or a search that checks no flag, and nothing it could still print is wanted.
    int run(const std::function<int()>& work);

  private:
    void show_progress(bool final_line);                        // holds m_mutex
    void clear_progress();                                      // holds m_mutex
    [[noreturn]] void stop_at_limit(const std::string& limit);  // holds m_mutex

    GenerateLimits m_limits;
    std::atomic<bool> m_stop{false};
    std::atomic<std::uint64_t> m_checks{0};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    bool m_budget_hit = false;
    int m_status = 0;
    int m_puzzle = 1;
    int m_count = 1;
    std::uint64_t m_emitted = 0;  // puzzle lines written
    std::size_t m_shown = 0;      // characters of the progress line on the terminal
    std::chrono::steady_clock::time_point m_start = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point m_puzzle_start = m_start;
};

}  // namespace sudoku::cli
