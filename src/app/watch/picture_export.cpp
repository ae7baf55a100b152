#include "app/watch/picture_export.hpp"

#include "app/i18n/render_strings.hpp"
#include "render/image.hpp"
#include "render/lane_animation.hpp"

namespace sudoku::app {

namespace {

// Pictures with a tree or two lanes (render/lane_*): the same request, the lanes' painter.
PictureOutcome export_lanes(const core::Board& start, const core::StepSolverOptions& solver,
                            const PictureRequest& request, const render::PaintStyle& style) {
    PictureOutcome out;
    out.path = request.path;
    std::vector<core::StepSolverOptions> solvers{solver};
    if (request.compare) solvers.push_back(*request.compare);
    render::LaneLayout layout;
    layout.tree = request.tree || request.tree_only;
    if (!request.tree_only) layout.view = request.view;
    if (request.animation) {
        render::AnimationRequest a;
        a.steps = request.steps;
        a.every = request.every;
        a.size = request.size;
        a.delay_ms = request.delay_ms;
        auto written = render::write_lane_animation(start, solvers, a, layout, request.path, style);
        if (!written) {
            out.error = written.error();
            return out;
        }
        out.frames = written->frames;
        out.last_position = written->last_position;
        out.search_ended = written->search_ended;
        return out;
    }
    auto image = render::lanes_at_step(start, solvers, request.step, layout, request.size, style);
    if (!image) {
        out.error = image.error();
        return out;
    }
    if (auto error = render::write_png(*image, request.path)) out.error = *error;
    out.frames = 1;
    out.last_position = request.step;
    return out;
}

}  // namespace

PictureOutcome export_picture(const core::Board& start, const core::StepSolverOptions& solver,
                              const PictureRequest& request, const render::Progress& progress) {
    PictureOutcome out;
    out.path = request.path;
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words = frame_words(request.language);
    const render::PaintStyle style{theme, font, words};
    if (auto bad = render::check_size(request.size)) {
        out.error = *bad;
        return out;
    }
    if (request.tree || request.tree_only || request.compare)
        return export_lanes(start, solver, request, style);
    if (request.animation) {
        render::AnimationRequest a;
        a.solver = solver;
        a.steps = request.steps;
        a.every = request.every;
        a.size = request.size;
        a.view = request.view;
        a.delay_ms = request.delay_ms;
        auto written = render::write_animation(start, a, request.path, style, progress);
        if (!written) {
            out.error = written.error();
            return out;
        }
        out.frames = written->frames;
        out.last_position = written->last_position;
        out.search_ended = written->search_ended;
        return out;
    }
    auto frame = render::frame_at_step(start, solver, request.step);
    if (!frame) {
        out.error = frame.error();
        return out;
    }
    const render::Image image = render::paint_image(request.view, request.size, *frame, style);
    if (auto error = render::write_png(image, request.path)) out.error = *error;
    out.frames = 1;
    out.last_position = request.step;
    if (progress) (void)progress(1, 1);
    return out;
}

void PictureExport::start(const core::Board& start, const core::StepSolverOptions& solver,
                          const PictureRequest& request) {
    m_outcome.reset();
    m_progress = std::make_shared<Progress>();
    m_job.start([start, solver, request, progress = m_progress](const std::atomic<bool>& cancel) {
        return export_picture(start, solver, request, [&](std::uint64_t done, std::uint64_t total) {
            progress->done.store(done);
            progress->total.store(total);
            return !cancel.load(std::memory_order_relaxed);
        });
    });
}

void PictureExport::poll() {
    if (auto result = m_job.take_result()) m_outcome = std::move(*result);
}

}  // namespace sudoku::app
