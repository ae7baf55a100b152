// Watch mode's picture and animation export run on a worker thread: the search is replayed
// off-screen (never the one on screen), painted with src/render and written as PNG or GIF,
// with progress per frame and Cancel.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app/i18n/strings.hpp"
#include "app/support/background_job.hpp"
#include "core/search/step_solver.hpp"
#include "render/animation.hpp"
#include "render/lane_picture.hpp"

namespace sudoku::app {

struct PictureRequest {
    bool animation = false;  // GIF of `steps`, else a PNG of `step`
    bool svg = false;        // the picture of `step` as an SVG (shapes, sharp at any size)
    std::string path;
    int size = 1200;
    render::View view = render::View::Frame;
    std::uint64_t step = 0;
    render::StepRange steps{0, 100};
    std::uint64_t every = 1;
    int delay_ms = 100;
    Language language = Language::English;  // of the words inside the picture
    bool tree = false;                      // the search tree under the view
    bool tree_only = false;                 // the search tree alone (the view is ignored)
    // A comparison: the second lane's search, drawn beside the first with both trees at one scale.
    std::optional<core::StepSolverOptions> compare;
};

// The export's commands, pushed by the export dialog beside Watch mode's own (they belong to the
// front end, as the painting does: the sudoku_app library paints nothing).
namespace wcmd {
// A PNG or GIF of the first lane's search, written on a worker (see PictureExport).
struct ExportPicture {
    PictureRequest request;
};
struct CancelExport {};
}  // namespace wcmd

struct PictureOutcome {
    std::optional<core::Error> error;  // nullopt: written
    std::string path;
    int frames = 0;
    std::uint64_t last_position = 0;
    bool search_ended = false;
};

class PictureExport {
  public:
    // Starts the export of `start` searched with `solver`; a running export is cancelled first.
    void start(const core::Board& start, const core::StepSolverOptions& solver,
               const PictureRequest& request);
    void cancel() { m_job.cancel(); }
    // Takes the result once the worker is done; true when it took one just now.
    bool poll();
    // poll(), then the path of the picture written just now (nullopt: none, or it failed).
    [[nodiscard]] std::optional<std::string> poll_written() {
        if (!poll() || !m_outcome || m_outcome->error) return std::nullopt;
        return m_outcome->path;
    }

    [[nodiscard]] bool running() const { return m_job.active(); }
    // Frames written and planned (0 and 1 for a single picture).
    [[nodiscard]] std::uint64_t done() const { return m_progress ? m_progress->done.load() : 0; }
    [[nodiscard]] std::uint64_t total() const { return m_progress ? m_progress->total.load() : 0; }
    // The last finished export's outcome.
    [[nodiscard]] const std::optional<PictureOutcome>& outcome() const { return m_outcome; }

  private:
    struct Progress {
        std::atomic<std::uint64_t> done{0};
        std::atomic<std::uint64_t> total{1};
    };
    core::BackgroundJob<PictureOutcome> m_job;
    std::shared_ptr<Progress> m_progress;
    std::optional<PictureOutcome> m_outcome;
    bool m_fresh = false;  // m_outcome was made on this thread, not yet reported by poll()
};

// Runs one export on this thread (what the worker does): for tests and the worker.
[[nodiscard]] PictureOutcome export_picture(const core::Board& start,
                                            const core::StepSolverOptions& solver,
                                            const PictureRequest& request,
                                            const render::Progress& progress);

}  // namespace sudoku::app
