#include "app/i18n/render_strings.hpp"

#include "app/i18n/watch_strings.hpp"
#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kRenderNames[] = {
#define SUDOKU_RENDER_TEXT(name) #name,
#include "app/i18n/render_keys.def"
#undef SUDOKU_RENDER_TEXT
};
static_assert(std::size(kRenderNames) == static_cast<std::size_t>(RenderText::Count));

const i18n::KeyTable& render_table() {
    static const i18n::KeyTable texts("RenderText", kRenderNames);
    return texts;
}

}  // namespace

const char* render_text(RenderText key, Language language) {
    return render_table().text(static_cast<std::size_t>(key), language);
}

render::FrameWords frame_words(Language language) {
    const auto t = [&](RenderText key) { return std::string(render_text(key, language)); };
    render::FrameWords w;
    w.step = t(RenderText::FrameStep);
    w.placements = t(RenderText::FramePlacements);
    w.backtracks = t(RenderText::FrameBacktracks);
    w.checks = t(RenderText::FrameChecks);
    w.eliminations = t(RenderText::FrameEliminations);
    w.depth = t(RenderText::FrameDepth);
    w.solutions = t(RenderText::FrameSolutions);
    w.stack = t(RenderText::FrameStack);
    w.searching = t(RenderText::FrameSearching);
    w.solved = t(RenderText::FrameSolved);
    w.no_solution = t(RenderText::FrameNoSolution);
    w.finished = t(RenderText::FrameFinished);
    w.dead_end = t(RenderText::FrameDeadEnd);
    w.rejected = t(RenderText::FrameRejected);
    w.trying = t(RenderText::FrameTrying);
    w.tried = t(RenderText::FrameTried);
    w.board = board_words(language);
    for (std::size_t i = 0; i < w.algorithms.size(); ++i)
        w.algorithms[i] = algorithm_word(static_cast<core::Algorithm>(i), language);
    return w;
}

core::BoardWords board_words(Language language) {
    const auto t = [&](WatchText key) { return std::string(watch_text(key, language)); };
    core::BoardWords w;
    w.units.row = t(WatchText::UnitRow);
    w.units.column = t(WatchText::UnitColumn);
    w.units.box = t(WatchText::UnitBox);
    w.units.region = t(WatchText::UnitRegion);
    w.units.diagonal = t(WatchText::UnitDiagonal);
    w.units.window = t(WatchText::UnitWindow);
    w.dead_end_no_value = t(WatchText::DeadEndNoValue);
    w.dead_end_all_tried = t(WatchText::DeadEndAllTried);
    w.dead_end_no_place = t(WatchText::DeadEndNoPlace);
    return w;
}

std::string render_all_texts() {
    return render_table().all_texts();
}

std::span<const std::string_view> render_key_names() {
    return kRenderNames;
}

}  // namespace sudoku::app
