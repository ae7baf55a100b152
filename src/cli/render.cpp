// sudoku-cli render: pictures for slides without a window. A PNG of a puzzle, or of the moment
// after N events of a Watch search; an animated GIF of a step range of the search.
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/out_of_memory.hpp"
#include "cli/output_file.hpp"
#include "cli/solver_choice.hpp"
#include "i18n/describe.hpp"
#include "render/animation.hpp"
#include "render/image.hpp"
#include "render/lane_animation.hpp"

namespace sudoku::cli {

namespace {

const CommandSpec kSpec{
    "render",
    "PUZZLE_FILE_OR_LINE",
    "Draws a puzzle off-screen. --png writes one picture: the puzzle, or with --algo the Watch\n"
    "board after --step N events (current cell, value tried, rejected value and its peer, dead\n"
    "end, values coloured by depth). --gif writes an animation of the search over --steps\n"
    "FIRST-LAST, a frame every --every N events. Views: board (size x size), counters (the board\n"
    "and a line of counters: size x size*9/8), frame (board, counters and stack: size x "
    "size*5/8),\n"
    "tree (the search tree alone: size x size*5/8). --tree puts the search tree under the view;\n"
    "--compare ALGO shows a second search beside the first, with both trees at one scale.",
    {{"--png", "FILE", "write one PNG picture"},
     {"--gif", "FILE", "write an animated GIF of the search (needs --algo)"},
     {"--size", "PIXELS", "picture width, 64..8192 (default 1200 for PNG, 600 for GIF)"},
     kAlgoStepOption,
     kOrderOption,
     kSeedOption,
     kVarOption,
     kValOption,
     kInferOption,
     {"--step", "N", "PNG: the search after N events (default 0: the start)"},
     {"--steps", "FIRST-LAST", "GIF: the events to show (default 0-100)"},
     {"--every", "N", "GIF: a frame every N events (default 1)"},
     {"--view", "VIEW", "board, counters, frame or tree (default board for PNG, counters for GIF)"},
     {"--tree", nullptr, "add the search tree under the view (needs --algo)"},
     {"--compare", "ALGO", "a second search beside the first (naive, mrv, propagate or dlx)"},
     {"--delay", "MS", "GIF: milliseconds per frame, 20..10000 (default 100)"},
     {"--index", "K", "which puzzle of a file (1-based, default 1)"}},
    1,
    1,
};

int failed(const std::string& message) {
    std::cerr << "sudoku-cli: render: " << message << "\n";
    return kExitFailed;
}

int write_lanes_png(const core::Board& board, const std::vector<core::StepSolverOptions>& solvers,
                    std::uint64_t step, const render::LaneLayout& layout, int width,
                    const std::string& path, const render::PaintStyle& style) {
    auto image = render::lanes_at_step(board, solvers, step, layout, width, style);
    if (!image) return failed(i18n::english(image.error()));
    if (auto error = render::write_png(*image, path)) return failed(i18n::english(*error));
    std::fprintf(report_stream_for(path), "wrote %s: %dx%d PNG\n", path.c_str(), image->width,
                 image->height);
    return kExitOk;
}

int write_lanes_gif(const core::Board& board, const std::vector<core::StepSolverOptions>& solvers,
                    const render::AnimationRequest& request, const render::LaneLayout& layout,
                    const std::string& path, const render::PaintStyle& style) {
    auto written = render::write_lane_animation(board, solvers, request, layout, path, style);
    if (!written) return failed(i18n::english(written.error()));
    std::fprintf(report_stream_for(path),
                 "wrote %s: %dx%d GIF, %d frames (steps %llu-%llu every %llu)%s\n", path.c_str(),
                 written->width, written->height, written->frames,
                 static_cast<unsigned long long>(request.steps.first),
                 static_cast<unsigned long long>(written->last_position),
                 static_cast<unsigned long long>(request.every),
                 written->search_ended ? ", the search ended inside the range" : "");
    return kExitOk;
}

// The tree and compare options: the searches to draw (the first, and --compare's), or an
// error naming the option. Empty when the picture is a plain view (the older path).
core::Result<std::vector<core::StepSolverOptions>> lane_solvers(
    const Args& args, const std::string& view, const core::StepSolverOptions& first) {
    const auto compare = args.value("--compare");
    const bool tree = args.flag("--tree") || view == "tree";
    if (!tree && !compare) return std::vector<core::StepSolverOptions>{};
    if (!args.value("--algo"))
        return core::unspecified_error(
            view == "tree"        ? "--view tree needs --algo naive|mrv|propagate"
            : args.flag("--tree") ? "--tree needs --algo naive|mrv|propagate"
                                  : "--compare needs --algo naive|mrv|propagate");
    if (view == "tree" && args.flag("--tree"))
        return core::unspecified_error(
            "--tree adds the tree to a board view; --view tree is the tree alone");
    std::vector<core::StepSolverOptions> solvers{first};
    if (compare) {
        const auto algo = core::parse_algorithm(*compare);
        if (!algo)
            return core::unspecified_error("--compare: unknown algorithm '" + *compare +
                                           "' (naive, mrv, propagate or dlx)");
        core::StepSolverOptions second = first;
        second.algorithm = *algo;
        solvers.push_back(second);
    }
    return solvers;
}

struct GifOptions {
    render::StepRange range{0, 100};
    std::uint64_t every = 1;
    int delay = 100;
};

// --steps, --every (their frames within the cap) and --delay; the problem's words, if any.
std::optional<std::string> read_gif_options(const Args& args, GifOptions& out) {
    if (auto text = args.value("--steps")) {
        auto parsed = render::parse_step_range(*text);
        if (!parsed) return "--steps: " + i18n::english(parsed.error());
        out.range = *parsed;
    }
    auto n = args.number("--every", 1, 1, UINT64_MAX);
    if (!n) return i18n::english(n.error());
    out.every = *n;
    auto planned = render::planned_frames(out.range, out.every);
    if (!planned) return i18n::english(planned.error());
    auto d = args.number("--delay", 100, 20, 10000);
    if (!d) return i18n::english(d.error());
    out.delay = static_cast<int>(*d);
    return std::nullopt;
}

render::LaneLayout lane_layout(const Args& args, const std::string& view) {
    render::LaneLayout layout;
    layout.tree = args.flag("--tree") || view == "tree";
    if (view != "tree") layout.view = render::parse_view(view);
    return layout;
}

int run(const std::vector<std::string>& raw) {
    std::optional<Args> args;
    if (auto code = parse_or_exit(kSpec, raw, args)) return *code;
    const auto png = args->value("--png");
    const auto gif = args->value("--gif");
    if (png.has_value() == gif.has_value())
        return usage_error(kSpec, "give one of --png FILE or --gif FILE");
    if ((png && png->empty()) || (gif && gif->empty()))
        return usage_error(kSpec, "the output file name is empty");
    const bool watching = args->value("--algo").has_value();
    if (gif && !watching) return usage_error(kSpec, "--gif needs --algo naive|mrv|propagate");
    if (png && (args->value("--steps") || args->value("--every") || args->value("--delay")))
        return usage_error(kSpec, "--steps, --every and --delay are for --gif (PNG: --step N)");
    if (gif && args->value("--step"))
        return usage_error(kSpec, "--step is for --png (GIF: --steps FIRST-LAST)");
    if (!watching && args->value("--step")) return usage_error(kSpec, "--step needs --algo");

    auto choice = read_solver_choice(*args, false);
    if (!choice) return usage_error(kSpec, i18n::english(choice.error()));
    const std::uint64_t default_size = png ? 1200 : 600;
    auto size = args->number("--size", default_size, 0, UINT64_MAX);
    if (!size) return usage_error(kSpec, i18n::english(size.error()));
    if (auto bad = render::check_size(
            static_cast<std::int64_t>(std::min<std::uint64_t>(*size, std::uint64_t{1} << 40))))
        return usage_error(kSpec, "--size: " + i18n::english(*bad));
    auto view_name =
        args->choice("--view", png ? "board" : "counters", {"board", "counters", "frame", "tree"});
    if (!view_name) return usage_error(kSpec, i18n::english(view_name.error()));
    auto solvers = lane_solvers(*args, *view_name, choice->step);
    if (!solvers) return usage_error(kSpec, i18n::english(solvers.error()));
    const render::View view = render::parse_view(*view_name).value_or(render::View::Board);
    auto index = args->number("--index", 1, 1, UINT64_MAX);
    if (!index) return usage_error(kSpec, i18n::english(index.error()));

    GifOptions animation;
    if (gif)
        if (auto problem = read_gif_options(*args, animation)) return usage_error(kSpec, *problem);
    const render::StepRange range = animation.range;
    const std::uint64_t every = animation.every;
    const int delay = animation.delay;
    auto step = args->number("--step", 0, 0, UINT64_MAX);
    if (!step) return usage_error(kSpec, i18n::english(step.error()));

    auto board = read_indexed_puzzle(args->operands().front(), *index);
    if (!board) return failed(i18n::english(board.error()));

    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words;
    const render::PaintStyle style{theme, font, words};
    const int width = static_cast<int>(*size);
    const Doing doing(png ? "painting the picture (a smaller --size needs less)"
                          : "painting the animation (a smaller --size needs less)");

    if (!solvers->empty())
        return png ? write_lanes_png(*board, *solvers, *step, lane_layout(*args, *view_name), width,
                                     *png, style)
                   : write_lanes_gif(*board, *solvers,
                                     {choice->step, range, every, width, view, delay},
                                     lane_layout(*args, *view_name), *gif, style);
    if (png) {
        render::WatchFrame frame = render::plain_frame(*board);
        if (watching) {
            auto at = render::frame_at_step(*board, choice->step, *step);
            if (!at) return failed(i18n::english(at.error()));
            frame = std::move(at).value();
        }
        const render::Image image = render::paint_image(view, width, frame, style);
        if (auto error = render::write_png(image, *png)) return failed(i18n::english(*error));
        std::fprintf(report_stream_for(*png), "wrote %s: %dx%d PNG\n", png->c_str(), image.width,
                     image.height);
        return kExitOk;
    }

    render::AnimationRequest request;
    request.solver = choice->step;
    request.steps = range;
    request.every = every;
    request.size = width;
    request.view = view;
    request.delay_ms = delay;
    auto written = render::write_animation(*board, request, *gif, style);
    if (!written) return failed(i18n::english(written.error()));
    std::fprintf(report_stream_for(*gif),
                 "wrote %s: %dx%d GIF, %d frames (steps %llu-%llu every %llu)%s\n", gif->c_str(),
                 written->width, written->height, written->frames,
                 static_cast<unsigned long long>(range.first),
                 static_cast<unsigned long long>(written->last_position),
                 static_cast<unsigned long long>(every),
                 written->search_ended ? ", the search ended inside the range" : "");
    return kExitOk;
}

}  // namespace

SUDOKU_CLI_COMMAND("render", "draw a puzzle or a Watch search as PNG or animated GIF", run);

}  // namespace sudoku::cli
