#include "app/session/open_file_job.hpp"

namespace sudoku::app {

void OpenFileJob::start(const std::string& path, double now_seconds, bool ask_first) {
    m_path = path;
    m_ask_first = ask_first;
    ++m_started_count;
    m_started = now_seconds;
    m_cancelled = false;
    m_job_cancelled = false;
    // BackgroundJob::start cancels and joins a job still running; the solver sees the flag
    // within a few hundred guesses, so that wait is short.
    m_job.start(
        [path](const std::atomic<bool>& cancel) { return io::open_game_file(path, &cancel); });
}

std::optional<io::FileResult<io::OpenedGame>> OpenFileJob::take_result() {
    return drop_cancelled(m_job.take_result());
}

std::optional<io::FileResult<io::OpenedGame>> OpenFileJob::wait() {
    return drop_cancelled(m_job.wait());
}

std::optional<io::FileResult<io::OpenedGame>> OpenFileJob::drop_cancelled(
    std::optional<io::FileResult<io::OpenedGame>> result) {
    // A cancelled open delivers "could not be solved within ..." or a game: either is dropped.
    if (result && m_job_cancelled) {
        m_job_cancelled = false;
        return std::nullopt;
    }
    return result;
}

void OpenFileJob::cancel() {
    m_job.cancel();
    m_job_cancelled = true;
    m_cancelled = true;
}

}  // namespace sudoku::app
