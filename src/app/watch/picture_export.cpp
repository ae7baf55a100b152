#include "app/watch/picture_export.hpp"

#include <system_error>
#include <utility>

#include "app/i18n/render_strings.hpp"
#include "render/image.hpp"
#include "render/lane_animation.hpp"
#include "render/picture_figure.hpp"

namespace sudoku::app {

namespace {

PictureOutcome outcome_of(const PictureRequest& request,
                          const core::Result<render::AnimationResult>& written) {
    PictureOutcome out;
    out.path = request.path;
    if (!written) {
        out.error = written.error();
        return out;
    }
    out.frames = written->frames;
    out.last_position = written->last_position;
    out.search_ended = written->search_ended;
    return out;
}

PictureOutcome outcome_of(const PictureRequest& request, const core::Result<render::Image>& image) {
    PictureOutcome out;
    out.path = request.path;
    if (!image) {
        out.error = image.error();
        return out;
    }
    if (auto error = render::write_png(*image, request.path)) out.error = *error;
    out.frames = 1;
    out.last_position = request.step;
    return out;
}

render::AnimationRequest animation_of(const core::StepSolverOptions& solver,
                                      const PictureRequest& request) {
    render::AnimationRequest a;
    a.solver = solver;
    a.steps = request.steps;
    a.every = request.every;
    a.size = request.size;
    a.view = request.view;
    a.delay_ms = request.delay_ms;
    return a;
}

// Pictures with a tree or two lanes (render/lane_*): the same request, the lanes' painter.
PictureOutcome export_lanes(const core::Board& start, const core::StepSolverOptions& solver,
                            const PictureRequest& request, const render::PaintStyle& style,
                            const render::Progress& progress) {
    std::vector<core::StepSolverOptions> solvers{solver};
    if (request.compare) solvers.push_back(*request.compare);
    render::LaneLayout layout;
    layout.tree = request.tree || request.tree_only;
    if (!request.tree_only) layout.view = request.view;
    if (request.animation)
        return outcome_of(
            request, render::write_lane_animation(start, solvers, animation_of(solver, request),
                                                  layout, request.path, style, progress));
    return outcome_of(
        request, render::lanes_at_step(start, solvers, request.step, layout, request.size, style));
}

// A board, counters or frame alone (render/animation, render/painter).
PictureOutcome export_view(const core::Board& start, const core::StepSolverOptions& solver,
                           const PictureRequest& request, const render::PaintStyle& style,
                           const render::Progress& progress) {
    if (request.animation)
        return outcome_of(request, render::write_animation(start, animation_of(solver, request),
                                                           request.path, style, progress));
    auto frame = render::frame_at_step(start, solver, request.step);
    if (!frame) return outcome_of(request, core::Result<render::Image>(frame.error()));
    return outcome_of(request, core::Result<render::Image>(
                                   render::paint_image(request.view, request.size, *frame, style)));
}

// The picture as shapes in an SVG file (render/picture_figure): the same layout as the PNG's.
PictureOutcome export_svg(const core::Board& start, const core::StepSolverOptions& solver,
                          const PictureRequest& request, const render::PaintStyle& style) {
    PictureOutcome out;
    out.path = request.path;
    core::Result<core::Figure> figure = core::Figure{};
    if (request.tree || request.tree_only || request.compare) {
        std::vector<core::StepSolverOptions> solvers{solver};
        if (request.compare) solvers.push_back(*request.compare);
        render::LaneLayout layout;
        layout.tree = request.tree || request.tree_only;
        if (!request.tree_only) layout.view = request.view;
        figure = render::lanes_figure_at_step(start, solvers, request.step, layout, request.size,
                                              style.theme, style.words);
    } else {
        auto frame = render::frame_at_step(start, solver, request.step);
        if (frame)
            figure =
                render::view_figure(request.view, request.size, *frame, style.theme, style.words);
        else
            figure = frame.error();
    }
    if (!figure)
        out.error = figure.error();
    else if (auto error = render::write_svg(*figure, request.path))
        out.error = *error;
    out.frames = 1;
    out.last_position = request.step;
    return out;
}

}  // namespace

PictureOutcome export_picture(const core::Board& start, const core::StepSolverOptions& solver,
                              const PictureRequest& request, const render::Progress& progress) {
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words = frame_words(request.language);
    const render::PaintStyle style{theme, font, words};
    if (auto bad = render::check_size(request.size)) {
        PictureOutcome out;
        out.path = request.path;
        out.error = *bad;
        return out;
    }
    const bool lanes = request.tree || request.tree_only || request.compare;
    PictureOutcome out = !request.animation && request.svg
                             ? export_svg(start, solver, request, style)
                         : lanes ? export_lanes(start, solver, request, style, progress)
                                 : export_view(start, solver, request, style, progress);
    // A single picture is one frame of one planned.
    if (!request.animation && progress) (void)progress(1, 1);
    return out;
}

void PictureExport::start(const core::Board& start, const core::StepSolverOptions& solver,
                          const PictureRequest& request) {
    m_outcome.reset();
    m_progress = std::make_shared<Progress>();
    try {
        m_job.start(
            [start, solver, request, progress = m_progress](const std::atomic<bool>& cancel) {
                return export_picture(start, solver, request,
                                      [&](std::uint64_t done, std::uint64_t total) {
                                          progress->done.store(done);
                                          progress->total.store(total);
                                          return !cancel.load(std::memory_order_relaxed);
                                      });
            });
    } catch (const std::system_error&) {
        // No threads and no task runner (a browser page served without COOP/COEP): the picture
        // is made in this frame instead (a PNG is one replay and one paint; GIF is refused there).
        m_job.stop();
        m_outcome = export_picture(start, solver, request, {});
        m_fresh = true;
    }
}

bool PictureExport::poll() {
    if (std::exchange(m_fresh, false)) return true;
    auto result = m_job.take_result();
    if (!result) return false;
    m_outcome = std::move(*result);
    return true;
}

}  // namespace sudoku::app
