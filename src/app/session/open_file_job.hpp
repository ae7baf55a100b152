// Opening a file on a worker thread: a text puzzle (or a save) starts a game only after the
// fast solver has found its solution, which can take seconds on a big sparse board, so the
// frame loop shows a spinner with Cancel meanwhile (app/model/open_file_spinner) and never
// waits for it.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "app/support/background_job.hpp"
#include "io/game_file.hpp"

namespace sudoku::app {

class OpenFileJob {
  public:
    // Starts reading and solving `path` (at `now_seconds` of the caller's clock, for the
    // spinner); a job still running is cancelled and its result dropped (the newest wins).
    // ask_first: the game in progress is unsaved, and the player is asked once the file has
    // opened (a file that cannot be opened replaces nothing and asks nothing).
    void start(const std::string& path, double now_seconds, bool ask_first = false);
    [[nodiscard]] bool asks_first() const { return m_ask_first; }
    // Opening and not cancelled: the spinner shows and play keys are off. (A cancelled job may
    // still be winding down; its result is dropped when it arrives.)
    [[nodiscard]] bool busy() const { return m_job.active() && !m_job_cancelled; }
    [[nodiscard]] const std::string& path() const { return m_path; }
    [[nodiscard]] double started_at() const { return m_started; }
    // How many opens were started (the layout report shows it: every open runs here).
    [[nodiscard]] int started_count() const { return m_started_count; }

    // The opened game (or why not) once the worker is done; nullopt while it runs, after a
    // cancel (the result is dropped) or when nothing was started.
    [[nodiscard]] std::optional<io::FileResult<io::OpenedGame>> take_result();
    // Blocks until the worker is done, then as take_result() (the command-level tests).
    [[nodiscard]] std::optional<io::FileResult<io::OpenedGame>> wait();
    // True once after Cancel was pressed (for the status line).
    [[nodiscard]] bool take_cancelled() { return std::exchange(m_cancelled, false); }
    // The spinner's Cancel (or Escape).
    void cancel();

  private:
    [[nodiscard]] std::optional<io::FileResult<io::OpenedGame>> drop_cancelled(
        std::optional<io::FileResult<io::OpenedGame>> result);

    core::BackgroundJob<io::FileResult<io::OpenedGame>> m_job;
    std::string m_path;
    bool m_ask_first = false;
    int m_started_count = 0;
    double m_started = 0.0;
    bool m_cancelled = false;      // for take_cancelled()
    bool m_job_cancelled = false;  // the running job's result is to be dropped
};

}  // namespace sudoku::app
