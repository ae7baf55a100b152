#include "core/lab/experiment.hpp"

#include <algorithm>

#include "core/base/check_point.hpp"

namespace sudoku::core {

const std::uint64_t* repetition_seed(const ExperimentSpec& spec, int r, std::uint64_t& storage) {
    if (spec.repeat <= 1) return nullptr;
    storage = spec.seed + static_cast<std::uint64_t>(r);
    return &storage;
}

std::uint64_t run_count(std::size_t puzzles, std::size_t configs, int repeat) {
    std::uint64_t runs = 1;
    for (const std::uint64_t factor :
         {static_cast<std::uint64_t>(puzzles), static_cast<std::uint64_t>(configs),
          static_cast<std::uint64_t>(std::max(repeat, 0))}) {
        if (factor != 0 && runs > UINT64_MAX / factor) return UINT64_MAX;
        runs *= factor;
    }
    return runs;
}

ExperimentRunner::ExperimentRunner(std::shared_ptr<const std::vector<SetPuzzle>> puzzles,
                                   ExperimentSpec spec)
    : m_puzzles(std::move(puzzles)), m_spec(std::move(spec)) {
    m_spec.repeat = std::clamp(m_spec.repeat, 1, kMaxRepeat);
    m_spec.threads = std::clamp(m_spec.threads, 1, kMaxThreads);
    const int configs = static_cast<int>(m_spec.configs.size());
    const int count = static_cast<int>(m_puzzles->size());
    m_records.reserve(static_cast<std::size_t>(count) * static_cast<std::size_t>(configs) *
                      static_cast<std::size_t>(m_spec.repeat));
    for (int p = 0; p < count; ++p)
        for (int c = 0; c < configs; ++c)
            for (int r = 0; r < m_spec.repeat; ++r)
                m_records.push_back({p, c, r, RunCounts{.status = RunStatus::Cancelled}});
    const int threads = std::min<int>(m_spec.threads, static_cast<int>(m_records.size()));
    m_running.store(threads);
    for (int t = 0; t < threads; ++t)
        m_workers.emplace_back([this] { work(); });
}

ExperimentRunner::~ExperimentRunner() {
    cancel();
    wait();
}

void ExperimentRunner::wait() {
    for (WorkThread& worker : m_workers)
        if (worker.joinable()) worker.join();
}

void ExperimentRunner::work() {
    for (;;) {
        const std::size_t at = m_next.fetch_add(1);
        if (at >= m_records.size() || stop_requested(m_cancel)) break;
        RunRecord& record = m_records[at];
        std::uint64_t storage = 0;
        const std::uint64_t* seed = repetition_seed(m_spec, record.repetition, storage);
        record.counts =
            run_configuration(m_spec.configs[static_cast<std::size_t>(record.config)],
                              (*m_puzzles)[static_cast<std::size_t>(record.puzzle)].board,
                              m_spec.budget, seed, &m_cancel);
        m_done.fetch_add(1);
    }
    m_running.fetch_sub(1);
}

}  // namespace sudoku::core
