// An experiment: every configuration run on every puzzle of a set, `repeat` times, on worker
// threads; cancellable, with progress, results kept per (puzzle, configuration, repetition).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/base/work_thread.hpp"
#include "core/lab/puzzle_set.hpp"
#include "core/lab/run_configuration.hpp"

namespace sudoku::core {

struct ExperimentSpec {
    std::vector<Configuration> configs;
    // Runs per (puzzle, configuration). With 1, each configuration runs as it is named (the
    // lessons' ascending values); with more, repetition r tries values in random order with
    // seed `seed + r`, so the spread over tie-breaks shows.
    int repeat = 1;
    std::uint64_t seed = 1;
    RunBudget budget{};
    int threads = 2;
};

inline constexpr int kMaxRepeat = 1000;
inline constexpr int kMaxThreads = 64;
// Runs one experiment may hold: each keeps a record, a CSV line and its place in the sorted
// summaries, about 150 bytes in all, so 5 million take about 750 MB. More (200,000 puzzles x
// 4 configurations x 1000 repetitions would be 120 GB) is refused before anything is run.
inline constexpr std::uint64_t kMaxRuns = 5'000'000;

// puzzles x configurations x repeat, without overflow (saturates at UINT64_MAX).
[[nodiscard]] std::uint64_t run_count(std::size_t puzzles, std::size_t configs, int repeat);

struct RunRecord {
    int puzzle = 0;  // index into the set
    int config = 0;  // index into ExperimentSpec::configs
    int repetition = 0;
    RunCounts counts;
};

// The seed repetition `r` of `spec` uses, or nullptr for the configuration's own order.
[[nodiscard]] const std::uint64_t* repetition_seed(const ExperimentSpec& spec, int r,
                                                   std::uint64_t& storage);

class ExperimentRunner {
  public:
    // Starts the worker threads at once; the puzzles are shared (read-only) with them.
    ExperimentRunner(std::shared_ptr<const std::vector<SetPuzzle>> puzzles, ExperimentSpec spec);
    ~ExperimentRunner();  // cancels and joins
    ExperimentRunner(const ExperimentRunner&) = delete;
    ExperimentRunner& operator=(const ExperimentRunner&) = delete;

    void cancel() { m_cancel.store(true); }
    [[nodiscard]] std::size_t total() const { return m_records.size(); }
    [[nodiscard]] std::size_t done() const { return m_done.load(); }
    [[nodiscard]] bool finished() const { return m_running.load() == 0; }
    [[nodiscard]] bool cancelled() const { return m_cancel.load(); }
    // Blocks until the workers end.
    void wait();
    // Every run once finished() (in puzzle, configuration, repetition order); runs a cancel
    // stopped keep status Cancelled.
    [[nodiscard]] const std::vector<RunRecord>& records() const { return m_records; }
    [[nodiscard]] const std::vector<SetPuzzle>& puzzles() const { return *m_puzzles; }
    [[nodiscard]] const ExperimentSpec& spec() const { return m_spec; }

  private:
    void work();

    std::shared_ptr<const std::vector<SetPuzzle>> m_puzzles;
    ExperimentSpec m_spec;
    std::vector<RunRecord> m_records;  // each slot written by exactly one worker
    std::atomic<std::size_t> m_next{0};
    std::atomic<std::size_t> m_done{0};
    std::atomic<int> m_running{0};
    std::atomic<bool> m_cancel{false};
    std::vector<WorkThread> m_workers;
};

}  // namespace sudoku::core
