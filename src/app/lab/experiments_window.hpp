// The Experiments window (View > Experiments…, Ctrl+E): set, configurations, repetitions and
// budget; Run on worker threads with progress and Cancel; results as a table and three charts
// with hover, double click into Watch, and CSV / PNG / SVG exports.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/model/ui_state.hpp"
#include "app/support/background_job.hpp"
#include "core/lab/experiment_results.hpp"
#include "core/lab/lab_charts.hpp"

namespace sudoku::app {

class ExperimentsWindow {
  public:
    void toggle() { m_open = !m_open; }
    [[nodiscard]] bool is_open() const { return m_open; }
    // True while a set is being read or generated, or runs are going (the frame must go on
    // so the progress bar moves).
    [[nodiscard]] bool busy() const { return m_set_job.active() || m_runner != nullptr; }
    void draw(const ViewContext& ctx);

  private:
    using SetResult = core::Result<std::vector<core::SetPuzzle>>;
    enum class Tab : std::uint8_t { Table, Scatter, Box, Bar };

    void draw_setup(const ViewContext& ctx);
    void draw_set_choice(const ViewContext& ctx);
    void draw_configs(const ViewContext& ctx);
    void draw_run_line(const ViewContext& ctx);
    void draw_results(const ViewContext& ctx);
    void draw_table(const ViewContext& ctx);
    void draw_chart(const ViewContext& ctx, Tab tab);
    void draw_exports(const ViewContext& ctx, Tab tab);
    void start(const ViewContext& ctx);
    void poll(const ViewContext& ctx);
    [[nodiscard]] core::Chart chart(const ViewContext& ctx, Tab tab) const;
    // The chart with the configurations' specs as core names them.
    [[nodiscard]] core::Chart plain_chart(const ViewContext& ctx, Tab tab) const;
    void export_file(const ViewContext& ctx, Tab tab, const std::string& extension);
    void open_in_watch(const ViewContext& ctx, int record) const;

    bool m_open = false;
    // Setup.
    int m_set_kind = 1;  // 0 file, 1 lessons, 2 generate
    std::string m_path;
    int m_gen_count = 20;
    int m_gen_grade = 1;
    int m_gen_size = 9;
    int m_seed = 1;
    std::vector<bool> m_ticked{true, true, true, true};  // the known specs, in order
    std::string m_more;
    int m_repeat = 1;
    int m_budget_nodes = 1000000;
    int m_budget_seconds = 10;
    int m_threads = 2;
    // Running.
    core::BackgroundJob<SetResult> m_set_job;
    std::shared_ptr<std::atomic<int>> m_generated;
    core::ExperimentSpec m_pending;  // waits for the set
    std::unique_ptr<core::ExperimentRunner> m_runner;
    double m_started = 0.0;
    double m_seconds = 0.0;
    bool m_fold_setup = false;
    std::string m_error;
    // Results.
    std::optional<core::ExperimentResults> m_results;
    std::vector<int> m_order;  // rows of the table, sorted
    bool m_by_difficulty = false;
    std::string m_export_path;
    std::string m_export_message;
};

}  // namespace sudoku::app
