#include "render/frame_loop.hpp"

#include "render/gif_writer.hpp"

namespace sudoku::render {

core::Result<AnimationResult> write_frames(const FrameSource& source,
                                           const AnimationRequest& request, int height,
                                           const std::string& path, const PaintStyle& style,
                                           const Progress& progress) {
    auto planned = planned_frames(request.steps, request.every);
    if (!planned) return planned.error();
    AnimationResult result;
    result.width = request.size;
    result.height = height;
    auto opened = GifWriter::open(path, result.width, result.height,
                                  Palette::from_theme(style.theme), request.delay_ms);
    if (!opened) return opened.error();
    GifWriter& gif = *opened.value();

    std::uint64_t step = request.steps.first;
    for (;;) {
        const bool ended = source.finished();
        const bool at_end = step >= request.steps.last || ended;
        // The last frame stays up a while so a looping GIF does not jump straight back.
        if (auto error = gif.add(source.paint(), at_end ? 2000 : 0)) return *error;
        result.last_position = source.position();
        if (progress && !progress(static_cast<std::uint64_t>(gif.frames()), *planned))
            return core::coded_error(core::ErrorCode::Cancelled);
        if (at_end) {
            result.search_ended = ended && step < request.steps.last;
            break;
        }
        step = next_frame_step(step, request.steps.last, request.every);
        source.go_to(step);
        if (source.position() < step) {
            // The search ended inside the range: the rest of the range would repeat its end.
            result.search_ended = true;
            if (source.position() == result.last_position) break;
            step = source.position();
        }
    }
    if (auto error = gif.close()) return *error;
    result.frames = gif.frames();
    return result;
}

}  // namespace sudoku::render
