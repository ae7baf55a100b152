// [SECTION] index: helpers, geometry, the board, counters and stack, views
#include "render/painter.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/base/text_fill.hpp"
#include "core/grid/symbols.hpp"
#include "core/paint/search_marks.hpp"
#include "render/cairo_support.hpp"
#include "render/shape_painter.hpp"

namespace sudoku::render {

using core::Cell;
using core::StepKind;

namespace {

// [SECTION] helpers

void fill_rect(cairo_t* cr, double x, double y, double w, double h, Rgb c) {
    set_source_colour(cr, c);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
}

std::string fill_words(const std::string& pattern, std::vector<std::string> args) {
    return core::fill_placeholders(pattern, args);
}

std::string count(std::uint64_t n) {
    return std::to_string(n);
}

// Text of at most `size` high whose width fits `max_width` (shrunk to fit, never clipped), with
// its left end at x and its baseline at y. Returns the width drawn.
double draw_text_fit(cairo_t* cr, const std::string& text, double x, double y, double size,
                     double max_width, Rgb colour) {
    cairo_set_font_size(cr, size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, text.c_str(), &ext);
    // Hinting rounds advances, so a smaller size is not exactly proportionally narrower:
    // shrink until it fits.
    for (int i = 0; i < 8 && ext.x_advance > max_width && ext.x_advance > 0; ++i) {
        size *= std::min(0.97, max_width / ext.x_advance);
        cairo_set_font_size(cr, size);
        cairo_text_extents(cr, text.c_str(), &ext);
    }
    set_source_colour(cr, colour);
    cairo_move_to(cr, x, y);
    cairo_show_text(cr, text.c_str());
    return ext.x_advance;
}

// [SECTION] geometry

double margin_of(double side) {
    return std::round(side * 0.03);
}

}  // namespace

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

CellBox cell_box(double x, double y, double side, int n, Cell c) {
    const double m = margin_of(side);
    const double cell = (side - 2 * m) / n;
    return {x + m + (c % n) * cell, y + m + (c / n) * cell, cell};
}

CellBox board_square(View view, int width) {
    if (view == View::Frame) return {0, 0, static_cast<double>(view_height(view, width))};
    return {0, 0, static_cast<double>(width)};
}

// [SECTION] the board

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

void paint_board(cairo_t* cr, double x, double y, double side, const WatchFrame& frame,
                 const PaintStyle& style) {
    fill_rect(cr, x, y, side, side, style.theme.background);
    const core::BoardPicture picture = frame_picture(x, y, side, frame, style);
    paint_shapes(cr, picture.figure.shapes, style.font.face());
}

// [SECTION] counters and stack

namespace {

// "1 2 5": the digits of a mask, ascending.
std::string tried_list(core::Mask mask, int n) {
    std::string text;
    for (int d = 1; d <= n; ++d)
        if (mask & (core::Mask{1} << d)) {
            if (!text.empty()) text += ' ';
            text += core::digit_symbol(static_cast<core::Digit>(d));
        }
    return text;
}

std::string status_line(const WatchFrame& f, const FrameWords& w) {
    if (f.last && f.last->kind == StepKind::Solution) return w.solved;
    if (f.finished) return f.counters.solutions > 0 ? w.finished : w.no_solution;
    return w.searching;
}

std::string event_line(const WatchFrame& f, const FrameWords& w) {
    if (!f.last || f.last->cell == core::kNoCell) return {};
    const core::Layout& layout = f.board.layout();
    const std::string cell = layout.cell_name(f.last->cell);
    const std::string digit(1, core::digit_symbol(f.last->digit));
    switch (f.last->kind) {
        case StepKind::Try:
        case StepKind::Place:
            return fill_words(w.trying, {cell, digit});
        case StepKind::Reject:
            return fill_words(w.rejected, {cell, digit,
                                           f.last->conflict == core::kNoCell
                                               ? std::string("?")
                                               : layout.cell_name(f.last->conflict)});
        case StepKind::DeadEnd:
            return fill_words(w.dead_end, {cell});
        default:
            return {};
    }
}

std::vector<std::string> counter_lines(const WatchFrame& f, const FrameWords& w) {
    std::vector<std::string> lines{
        fill_words(w.step, {count(f.position)}),
        fill_words(w.placements, {count(f.counters.placements)}),
        fill_words(w.backtracks, {count(f.counters.backtracks)}),
        fill_words(w.checks, {count(f.counters.checks)}),
    };
    if (f.algorithm == core::Algorithm::Propagate)
        lines.push_back(fill_words(w.eliminations, {count(f.counters.eliminations)}));
    lines.push_back(fill_words(
        w.depth, {std::to_string(f.counters.depth), std::to_string(f.counters.max_depth)}));
    lines.push_back(fill_words(w.solutions, {count(f.counters.solutions)}));
    return lines;
}

// One line under the board: algorithm, step, placements, backtracks, depth, status.
void paint_counter_strip(cairo_t* cr, double x, double y, double w, double h, const WatchFrame& f,
                         const PaintStyle& style) {
    fill_rect(cr, x, y, w, h, style.theme.background);
    if (!f.watching) return;
    const FrameWords& words = style.words;
    const std::string line =
        words.algorithm(f.algorithm) + "   " + fill_words(words.step, {count(f.position)}) + "   " +
        fill_words(words.placements, {count(f.counters.placements)}) + "   " +
        fill_words(words.backtracks, {count(f.counters.backtracks)}) + "   " +
        fill_words(words.depth,
                   {std::to_string(f.counters.depth), std::to_string(f.counters.max_depth)});
    const double pad = std::round(w * 0.03);
    cairo_set_font_face(cr, style.font.face());
    draw_text_fit(cr, line, x + pad, y + h * 0.45, h * 0.36, w - 2 * pad, style.theme.text);
    const std::string second = status_line(f, words) + "   " +
                               fill_words(words.solutions, {count(f.counters.solutions)}) + "   " +
                               event_line(f, words);
    const Rgb status = f.last && f.last->kind == StepKind::Solution ? style.theme.solution
                       : f.finished && f.counters.solutions == 0    ? style.theme.wrong
                                                                    : style.theme.candidate;
    draw_text_fit(cr, second, x + pad, y + h * 0.88, h * 0.3, w - 2 * pad, status);
}

// The side panel: algorithm, status, the event, counters, then the stack (deepest last, as
// many levels as fit; the cut ones are summarised by "...").
void paint_panel(cairo_t* cr, double x, double y, double w, double h, const WatchFrame& f,
                 const PaintStyle& style) {
    const RenderTheme& th = style.theme;
    fill_rect(cr, x, y, w, h, th.background);
    cairo_set_font_face(cr, style.font.face());
    const double line = h / 22.0;
    double at = y + line * 1.6;
    if (!f.watching) return;
    draw_text_fit(cr, style.words.algorithm(f.algorithm), x, at, line * 1.3, w, th.text);
    at += line * 1.4;
    const Rgb status = f.last && f.last->kind == StepKind::Solution ? th.solution
                       : f.finished && f.counters.solutions == 0    ? th.wrong
                                                                    : th.candidate;
    draw_text_fit(cr, status_line(f, style.words), x, at, line * 0.9, w, status);
    at += line * 1.1;
    draw_text_fit(cr, event_line(f, style.words), x, at, line * 0.9, w, th.tried);
    if (f.tried != 0 && f.tried_cell != core::kNoCell) {
        at += line * 1.1;
        draw_text_fit(cr,
                      fill_words(style.words.tried, {f.board.layout().cell_name(f.tried_cell),
                                                     tried_list(f.tried, f.board.size())}),
                      x, at, line * 0.9, w, th.wrong);
    }
    at += line * 1.5;
    for (const std::string& text : counter_lines(f, style.words)) {
        draw_text_fit(cr, text, x, at, line * 0.9, w, th.text);
        at += line * 1.1;
    }
    at += line * 0.5;
    draw_text_fit(cr, style.words.stack, x, at, line * 0.9, w, th.candidate);
    at += line * 1.1;
    const core::Layout& layout = f.board.layout();
    const int rows = std::max(1, static_cast<int>((y + h - at) / (line * 1.0)));
    const int levels = static_cast<int>(f.stack.size());
    const int first = levels > rows ? levels - rows + 1 : 0;
    if (first > 0) {
        draw_text_fit(cr, "... (" + std::to_string(first) + ")", x, at, line * 0.8, w,
                      th.candidate);
        at += line;
    }
    for (int i = first; i < levels; ++i) {
        const core::StackFrame& s = f.stack[static_cast<std::size_t>(i)];
        std::string text = std::to_string(i + 1) + "  ";
        if (s.cell != core::kNoCell) text += layout.cell_name(s.cell);
        if (s.digit != 0) text += " = " + std::string(1, core::digit_symbol(s.digit));
        draw_text_fit(cr, text, x, at, line * 0.8, w,
                      i == levels - 1 ? th.tried : th.depth_colour(i + 1, f.empties));
        at += line;
    }
}

}  // namespace

// [SECTION] views

void paint_view(cairo_t* cr, View view, int width, const WatchFrame& frame,
                const PaintStyle& style) {
    const double w = width;
    const double h = view_height(view, width);
    fill_rect(cr, 0, 0, w, h, style.theme.background);
    switch (view) {
        case View::Board:
            paint_board(cr, 0, 0, w, frame, style);
            break;
        case View::BoardCounters:
            paint_board(cr, 0, 0, w, frame, style);
            paint_counter_strip(cr, 0, w, w, h - w, frame, style);
            break;
        case View::Frame: {
            paint_board(cr, 0, 0, h, frame, style);
            const double pad = std::round(h * 0.03);
            paint_panel(cr, h + pad, pad, w - h - 2 * pad, h - 2 * pad, frame, style);
            break;
        }
    }
}

}  // namespace sudoku::render
