// The cairo-free half of painter.hpp and image.hpp: view names and sizes, where the board sits,
// the board's layout in the export theme's colours, and the picture size limits. Both the cairo
// painter (desktop) and the software painter (soft_pictures, the browser's PNGs) use it.
#include <cmath>
#include <string>

#include "core/paint/search_marks.hpp"
#include "render/image.hpp"
#include "render/painter.hpp"

namespace sudoku::render {

namespace {

double margin_of(double side) {
    return std::round(side * 0.03);
}

}  // namespace

std::optional<core::Error> check_size(std::int64_t size) {
    if (size >= kMinSize && size <= kMaxSize) return std::nullopt;
    return core::coded_error(
        core::ErrorCode::ImageSizeOutOfRange,
        {std::to_string(size), std::to_string(kMinSize), std::to_string(kMaxSize)});
}

const char* view_name(View view) {
    switch (view) {
        case View::Board:
            return "board";
        case View::BoardCounters:
            return "counters";
        case View::Frame:
            return "frame";
    }
    return "?";
}

std::optional<View> parse_view(std::string_view name) {
    for (View v : {View::Board, View::BoardCounters, View::Frame})
        if (name == view_name(v)) return v;
    return std::nullopt;
}

int view_height(View view, int size) {
    switch (view) {
        case View::Board:
            return size;
        case View::BoardCounters:
            return size + size / 8;
        case View::Frame:
            return size * 5 / 8;
    }
    return size;
}

CellBox cell_box(double x, double y, double side, int n, core::Cell c) {
    const double m = margin_of(side);
    const double cell = (side - 2 * m) / n;
    return {x + m + (c % n) * cell, y + m + (c / n) * cell, cell};
}

CellBox board_square(View view, int width) {
    if (view == View::Frame) return {0, 0, static_cast<double>(view_height(view, width))};
    return {0, 0, static_cast<double>(width)};
}

core::BoardPalette board_palette(const RenderTheme& th) {
    const auto c = [](Rgb x) { return core::PlotColour{x.r, x.g, x.b, 255}; };
    core::BoardPalette p;  // the tints of X diagonals and Hyper windows: the game's light theme
    p.board = c(th.board);
    p.given_background = c(th.board);
    p.thin_line = c(th.thin_line);
    p.thick_line = c(th.thick_line);
    p.given_digit = c(th.given_digit);
    p.entry_digit = c(th.tried);
    p.note_digit = c(th.candidate);
    p.muted_text = c(th.candidate);
    p.current_cell = c(th.current_cell);
    p.failed_cell = c(th.failed_cell);
    p.conflict_cell = c(th.conflict_cell);
    p.wrong_digit = c(th.wrong);
    p.accent = c(th.tried);
    p.conflict_outline = c(th.wrong);
    p.hint_digit = c(th.solution);
    p.cursor_outline = c(th.tried);
    p.tone = core::DepthTone::Light;
    return p;
}

core::BoardState frame_state(const WatchFrame& frame) {
    core::BoardState s;
    s.board = &frame.board;
    s.start = &frame.start;
    s.marks = frame.watching;
    if (frame.watching) {
        s.last = frame.last;
        s.cell_depth = frame.cell_depth;
        s.empties = frame.empties;
        s.show_candidates = core::shows_candidates(frame.algorithm);
        s.candidates = frame.candidates;
        s.struck = frame.struck;
    }
    return s;
}

core::BoardBox board_box(double x, double y, double side, int n) {
    const double m = margin_of(side);
    core::BoardBox box;
    box.x = x + m;
    box.y = y + m;
    box.cell = (side - 2 * m) / n;
    return box;
}

core::BoardPicture frame_picture(double x, double y, double side, const WatchFrame& frame,
                                 const PaintStyle& style) {
    return core::layout_board(frame_state(frame), board_palette(style.theme), style.words.board,
                              board_box(x, y, side, frame.board.size()));
}

}  // namespace sudoku::render
