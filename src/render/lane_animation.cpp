#include "render/lane_animation.hpp"

#include <algorithm>
#include <memory>

#include "core/search/solver_player.hpp"
#include "render/frame_loop.hpp"
#include "render/picture_figure.hpp"

namespace sudoku::render {

namespace {

// A search being played, with its tree recorded by the player's observer.
struct LaneRun {
    std::unique_ptr<core::SolverPlayer> player;
    TreePicture tree;
    core::Algorithm algorithm = core::Algorithm::Naive;
};

core::Result<std::vector<LaneRun>> start_runs(const core::Board& start,
                                              const std::vector<core::StepSolverOptions>& solvers) {
    std::vector<LaneRun> runs;
    for (core::StepSolverOptions options : solvers) {
        options.stop_at_first_solution = false;  // as Watch mode
        auto made = core::SolverPlayer::create(start, options);
        if (!made) return made.error();
        LaneRun run;
        run.player = std::make_unique<core::SolverPlayer>(std::move(made).value());
        run.tree.tree = std::make_shared<core::SearchTree>();
        run.tree.board_size = start.size();
        run.algorithm = options.algorithm;
        run.player->set_observer(
            [tree = run.tree.tree](std::uint64_t i, const core::Step& s) { tree->record(s, i); });
        runs.push_back(std::move(run));
    }
    return runs;
}

// Plays every run to `step` (a run that ends first stops there); true when all reached it.
bool go_to(std::vector<LaneRun>& runs, std::uint64_t step) {
    bool all = true;
    for (LaneRun& run : runs) {
        core::SolverPlayer& p = *run.player;
        if (step > p.position()) (void)p.seek(step, step - p.position());
        all = all && p.position() == step;
    }
    return all;
}

// The runs' lanes as they stand (their trees laid out to the players' positions), titled with
// `words`' algorithm names, handed to `draw` (a painter, or the figure for SVG).
template <class Draw>
auto with_lanes(std::vector<LaneRun>& runs, const FrameWords& words, const Draw& draw) {
    std::vector<WatchFrame> frames;
    frames.reserve(runs.size());
    std::vector<Lane> lanes;
    for (LaneRun& run : runs) {
        frames.push_back(watch_frame(*run.player));
        run.tree.position = run.player->position();
        (void)run.tree.layout.update(*run.tree.tree);
    }
    for (std::size_t i = 0; i < runs.size(); ++i)
        lanes.push_back({&frames[i], &runs[i].tree, words.algorithm(runs[i].algorithm)});
    return draw(lanes);
}

Image paint_runs(std::vector<LaneRun>& runs, const LaneLayout& layout, int width,
                 const PaintStyle& style) {
    return with_lanes(runs, style.words, [&](const std::vector<Lane>& lanes) {
        return lanes_image(layout, width, lanes, style);
    });
}

std::uint64_t furthest(const std::vector<LaneRun>& runs) {
    std::uint64_t most = 0;
    for (const LaneRun& run : runs)
        most = std::max(most, run.player->position());
    return most;
}

}  // namespace

core::Result<Image> lanes_at_step(const core::Board& start,
                                  const std::vector<core::StepSolverOptions>& solvers,
                                  std::uint64_t step, const LaneLayout& layout, int width,
                                  const PaintStyle& style) {
    if (auto bad = check_size(width)) return *bad;
    auto runs = start_runs(start, solvers);
    if (!runs) return runs.error();
    // In a comparison the shorter search may end first: it shows its end; only a step past
    // every search's end is an error.
    if (!go_to(*runs, step) && furthest(*runs) < step) return step_past_end(step, furthest(*runs));
    return paint_runs(*runs, layout, width, style);
}

core::Result<core::Figure> lanes_figure_at_step(const core::Board& start,
                                                const std::vector<core::StepSolverOptions>& solvers,
                                                std::uint64_t step, const LaneLayout& layout,
                                                int width, const RenderTheme& theme,
                                                const FrameWords& words) {
    if (auto bad = check_size(width)) return *bad;
    auto runs = start_runs(start, solvers);
    if (!runs) return runs.error();
    if (!go_to(*runs, step) && furthest(*runs) < step) return step_past_end(step, furthest(*runs));
    return with_lanes(*runs, words, [&](const std::vector<Lane>& lanes) {
        return lanes_figure(layout, width, lanes, theme, words);
    });
}

core::Result<AnimationResult> write_lane_animation(
    const core::Board& start, const std::vector<core::StepSolverOptions>& solvers,
    const AnimationRequest& request, const LaneLayout& layout, const std::string& path,
    const PaintStyle& style, const Progress& progress) {
    if (auto bad = check_size(request.size)) return *bad;
    if (auto planned = planned_frames(request.steps, request.every); !planned)
        return planned.error();
    auto made = start_runs(start, solvers);
    if (!made) return made.error();
    std::vector<LaneRun>& runs = made.value();
    if (!go_to(runs, request.steps.first) && furthest(runs) < request.steps.first)
        return step_past_end(request.steps.first, furthest(runs));
    const FrameSource source{
        [&](std::uint64_t step) { (void)go_to(runs, step); },
        [&] { return furthest(runs); },
        [&] {
            return std::all_of(runs.begin(), runs.end(),
                               [](const LaneRun& run) { return run.player->finished(); });
        },
        [&] { return paint_runs(runs, layout, request.size, style); },
    };
    const int height = lanes_height(layout, request.size, static_cast<int>(runs.size()));
    return write_frames(source, request, height, path, style, progress);
}

}  // namespace sudoku::render
