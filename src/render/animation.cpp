#include "render/animation.hpp"

#include <charconv>

#include "render/frame_loop.hpp"
#include "render/image.hpp"

namespace sudoku::render {

namespace {

core::Error bad_range(std::string_view text) {
    return core::coded_error(core::ErrorCode::StepRangeBad, {std::string(text)});
}

std::optional<std::uint64_t> whole(std::string_view s) {
    std::uint64_t v = 0;
    if (s.empty()) return std::nullopt;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

core::Result<core::SolverPlayer> make_player(const core::Board& start,
                                             core::StepSolverOptions solver) {
    // As Watch mode: the search goes on after a solution to find the next ones.
    solver.stop_at_first_solution = false;
    return core::SolverPlayer::create(start, solver);
}

// Moves the player to `step`; false when the search ended first (the player is at its end).
bool go_to(core::SolverPlayer& player, std::uint64_t step) {
    if (step > player.position()) (void)player.seek(step, step - player.position());
    return player.position() == step;
}

// after_first + 1 as decimal text, exact even when it is 2^64.
std::string frame_count_text(std::uint64_t after_first) {
    if (after_first != UINT64_MAX) return std::to_string(after_first + 1);
    return "18446744073709551616";
}

}  // namespace

core::Error step_past_end(std::uint64_t step, std::uint64_t events) {
    return core::coded_error(core::ErrorCode::StepPastEnd,
                             {std::to_string(step), std::to_string(events)});
}

core::Result<StepRange> parse_step_range(std::string_view text) {
    const std::size_t dash = text.find('-');
    if (dash == std::string_view::npos) {
        const auto one = whole(text);
        if (!one) return bad_range(text);
        return StepRange{*one, *one};
    }
    const auto first = whole(text.substr(0, dash));
    const auto last = whole(text.substr(dash + 1));
    if (!first || !last || *first > *last) return bad_range(text);
    return StepRange{*first, *last};
}

core::Result<std::uint64_t> planned_frames(const StepRange& steps, std::uint64_t every) {
    if (steps.first > steps.last || every == 0) return bad_range("?");
    // Frames after the first; adding the first frame could wrap (0-18446744073709551615 every 1
    // is 2^64 frames), so the cap is checked before it is added.
    const std::uint64_t after_first = (steps.last - steps.first) / every;
    if (after_first >= kMaxFrames)
        return core::coded_error(core::ErrorCode::TooManyFrames,
                                 {frame_count_text(after_first), std::to_string(kMaxFrames)});
    return after_first + 1;
}

std::uint64_t next_frame_step(std::uint64_t step, std::uint64_t last, std::uint64_t every) {
    // last - step cannot wrap (step <= last); step + every could.
    return last - step <= every ? last : step + every;
}

core::Result<WatchFrame> frame_at_step(const core::Board& start,
                                       const core::StepSolverOptions& solver, std::uint64_t step) {
    auto made = make_player(start, solver);
    if (!made) return made.error();
    core::SolverPlayer& player = made.value();
    if (!go_to(player, step)) return step_past_end(step, player.position());
    return watch_frame(player);
}

core::Result<AnimationResult> write_animation(const core::Board& start,
                                              const AnimationRequest& request,
                                              const std::string& path, const PaintStyle& style,
                                              const Progress& progress) {
    if (auto bad = check_size(request.size)) return *bad;
    if (auto planned = planned_frames(request.steps, request.every); !planned)
        return planned.error();
    auto made = make_player(start, request.solver);
    if (!made) return made.error();
    core::SolverPlayer& player = made.value();
    if (!go_to(player, request.steps.first))
        return step_past_end(request.steps.first, player.position());
    const FrameSource source{
        [&](std::uint64_t step) { (void)go_to(player, step); },
        [&] { return player.position(); },
        [&] { return player.finished(); },
        [&] { return paint_image(request.view, request.size, watch_frame(player), style); },
    };
    return write_frames(source, request, view_height(request.view, request.size), path, style,
                        progress);
}

}  // namespace sudoku::render
