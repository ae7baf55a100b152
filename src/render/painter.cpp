// [SECTION] index: helpers, geometry, the board, counters and stack, views
#include "render/painter.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "core/base/text_fill.hpp"
#include "core/grid/symbols.hpp"
#include "render/cairo_support.hpp"

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

// One symbol centred on (cx, cy) by its ink box, `size` high.
void draw_symbol(cairo_t* cr, char symbol, double cx, double cy, double size, Rgb colour) {
    const char text[2] = {symbol, '\0'};
    cairo_set_font_size(cr, size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, text, &ext);
    set_source_colour(cr, colour);
    cairo_move_to(cr, cx - ext.x_bearing - ext.width / 2.0, cy - ext.y_bearing - ext.height / 2.0);
    cairo_show_text(cr, text);
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

namespace {

// Where a board is painted: its square, its cells and the widths of its lines.
struct BoardArea {
    double x, y, side;  // the whole square, margin included
    int n;              // cells per side
    double cell;        // one cell's side
    double x0, y0;      // the grid's top-left corner
    double thin, thick;

    [[nodiscard]] CellBox box(Cell c) const { return cell_box(x, y, side, n, c); }
};

// Marked cells: the cell the event is about, and a rejected value's peer.
void paint_marked_cells(cairo_t* cr, const BoardArea& a, const std::optional<core::Step>& last,
                        const RenderTheme& th) {
    if (last && last->cell != core::kNoCell && last->kind != StepKind::Exhausted &&
        last->kind != StepKind::Solution) {
        const bool failed = last->kind == StepKind::DeadEnd || last->kind == StepKind::Reject;
        const CellBox b = a.box(last->cell);
        fill_rect(cr, b.x, b.y, b.side, b.side, failed ? th.failed_cell : th.current_cell);
        if (last->kind == StepKind::Reject && last->conflict != core::kNoCell) {
            const CellBox p = a.box(last->conflict);
            fill_rect(cr, p.x, p.y, p.side, p.side, th.conflict_cell);
        }
    }
}

// Grid: thin lines between cells, thick ones where neighbours lie in different boxes or
// jigsaw pieces (which outlines jigsaw shapes for free), and the border.
void paint_grid(cairo_t* cr, const BoardArea& a, const core::Layout& layout,
                const RenderTheme& th) {
    const int n = a.n;
    const double x0 = a.x0, y0 = a.y0, cell = a.cell;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    set_source_colour(cr, th.thin_line);
    cairo_set_line_width(cr, a.thin);
    for (int i = 1; i < n; ++i) {
        cairo_move_to(cr, x0 + i * cell, y0);
        cairo_line_to(cr, x0 + i * cell, y0 + n * cell);
        cairo_move_to(cr, x0, y0 + i * cell);
        cairo_line_to(cr, x0 + n * cell, y0 + i * cell);
    }
    cairo_stroke(cr);
    if (layout.spec().diagonals) {
        const double dashes[] = {cell * 0.12, cell * 0.12};
        cairo_set_dash(cr, dashes, 2, 0);
        set_source_colour(cr, th.candidate);
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x0 + n * cell, y0 + n * cell);
        cairo_move_to(cr, x0 + n * cell, y0);
        cairo_line_to(cr, x0, y0 + n * cell);
        cairo_stroke(cr);
        cairo_set_dash(cr, nullptr, 0, 0);
    }
    set_source_colour(cr, th.thick_line);
    cairo_set_line_width(cr, a.thick);
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const Cell here = layout.cell_at(r, c);
            if (c + 1 < n && layout.box_of(here) != layout.box_of(layout.cell_at(r, c + 1))) {
                cairo_move_to(cr, x0 + (c + 1) * cell, y0 + r * cell);
                cairo_line_to(cr, x0 + (c + 1) * cell, y0 + (r + 1) * cell);
            }
            if (r + 1 < n && layout.box_of(here) != layout.box_of(layout.cell_at(r + 1, c))) {
                cairo_move_to(cr, x0 + c * cell, y0 + (r + 1) * cell);
                cairo_line_to(cr, x0 + (c + 1) * cell, y0 + (r + 1) * cell);
            }
        }
    cairo_stroke(cr);
    cairo_rectangle(cr, x0, y0, n * cell, n * cell);
    cairo_stroke(cr);
    if (layout.spec().hyper) {
        set_source_colour(cr, th.tried);
        cairo_set_line_width(cr, a.thin * 2);
        const double thin = a.thin;
        for (const core::Unit& u : layout.units()) {
            if (u.kind != core::UnitKind::Window || u.cells.empty()) continue;
            const CellBox first = a.box(u.cells.front());
            const CellBox last = a.box(u.cells.back());
            cairo_rectangle(cr, first.x + thin * 2, first.y + thin * 2,
                            last.x + last.side - first.x - thin * 4,
                            last.y + last.side - first.y - thin * 4);
        }
        cairo_stroke(cr);
    }
}

// Digits: givens, then values placed by the search coloured by depth.
void paint_digits(cairo_t* cr, const BoardArea& a, const WatchFrame& frame, const RenderTheme& th) {
    const core::Board& board = frame.board;
    for (Cell c = 0; c < board.cell_count(); ++c) {
        const core::Digit d = board.at(c);
        if (d == core::kEmpty) continue;
        const CellBox b = a.box(c);
        Rgb ink = th.given_digit;
        if (frame.start.at(c) == core::kEmpty) {
            const int depth =
                c < static_cast<Cell>(frame.cell_depth.size()) ? frame.cell_depth[c] : 0;
            ink = depth > 0 ? th.depth_colour(depth, frame.empties) : th.tried;
        }
        draw_symbol(cr, core::digit_symbol(d), b.x + b.side / 2, b.y + b.side / 2, b.side * 0.62,
                    ink);
    }
}

// Candidates (mrv, propagate) in a k x k grid of small digits.
void paint_candidates(cairo_t* cr, const BoardArea& a, const WatchFrame& frame,
                      const std::optional<core::Step>& last, const RenderTheme& th) {
    const core::Board& board = frame.board;
    const int n = a.n;
    if (frame.watching && static_cast<int>(frame.candidates.size()) == board.cell_count()) {
        const int k = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
        for (Cell c = 0; c < board.cell_count(); ++c) {
            if (board.at(c) != core::kEmpty || frame.candidates[c] == 0) continue;
            if (last && last->cell == c && last->kind != StepKind::Select) continue;
            const CellBox b = a.box(c);
            const double slot = b.side / k;
            for (int d = 1; d <= n; ++d)
                if (frame.candidates[c] & (core::Mask{1} << d))
                    draw_symbol(cr, core::digit_symbol(static_cast<core::Digit>(d)),
                                b.x + ((d - 1) % k + 0.5) * slot, b.y + ((d - 1) / k + 0.5) * slot,
                                slot * 0.7, th.candidate);
        }
    }
}

// The values the deepest level already tried in its cell: small, struck, along its bottom.
void paint_tried_values(cairo_t* cr, const BoardArea& a, const WatchFrame& frame,
                        const RenderTheme& th) {
    const core::Board& board = frame.board;
    if (frame.watching && frame.tried != 0 && frame.tried_cell != core::kNoCell &&
        frame.tried_cell < board.cell_count()) {
        const CellBox b = a.box(frame.tried_cell);
        std::string text;
        for (int d = 1; d <= a.n; ++d)
            if (frame.tried & (core::Mask{1} << d)) {
                if (!text.empty()) text += ' ';
                text += core::digit_symbol(static_cast<core::Digit>(d));
            }
        const double baseline = b.y + b.side * 0.95;
        const double size = b.side * 0.24;
        const double width =
            draw_text_fit(cr, text, b.x + b.side * 0.06, baseline, size, b.side * 0.88, th.wrong);
        cairo_set_line_width(cr, std::max(1.0, size * 0.08));
        cairo_move_to(cr, b.x + b.side * 0.05, baseline - size * 0.33);
        cairo_line_to(cr, b.x + b.side * 0.07 + width, baseline - size * 0.33);
        cairo_stroke(cr);
    }
}

// The event: a value tried, a rejected value with a line to the peer holding it, a dead
// end crossed out.
void paint_event(cairo_t* cr, const BoardArea& a, const core::Board& board,
                 const std::optional<core::Step>& last, const RenderTheme& th) {
    const double thick = a.thick;
    if (last && last->cell != core::kNoCell && last->cell < board.cell_count()) {
        const CellBox b = a.box(last->cell);
        const double cx = b.x + b.side / 2;
        const double cy = b.y + b.side / 2;
        if ((last->kind == StepKind::Try || last->kind == StepKind::Reject) &&
            board.at(last->cell) == core::kEmpty && last->digit != 0) {
            const bool rejected = last->kind == StepKind::Reject;
            draw_symbol(cr, core::digit_symbol(last->digit), cx, cy, b.side * 0.62,
                        rejected ? th.wrong : th.tried);
            if (rejected && last->conflict != core::kNoCell) {
                const CellBox p = a.box(last->conflict);
                set_source_colour(cr, th.wrong);
                cairo_set_line_width(cr, thick * 0.6);
                cairo_move_to(cr, cx, cy);
                cairo_line_to(cr, p.x + p.side / 2, p.y + p.side / 2);
                cairo_stroke(cr);
                cairo_arc(cr, p.x + p.side / 2, p.y + p.side / 2, p.side * 0.42, 0, 2 * M_PI);
                cairo_stroke(cr);
            }
        } else if (last->kind == StepKind::DeadEnd) {
            const double r = b.side * 0.28;
            set_source_colour(cr, th.wrong);
            cairo_set_line_width(cr, thick * 0.8);
            cairo_move_to(cr, cx - r, cy - r);
            cairo_line_to(cr, cx + r, cy + r);
            cairo_move_to(cr, cx + r, cy - r);
            cairo_line_to(cr, cx - r, cy + r);
            cairo_stroke(cr);
        } else if (last->kind == StepKind::Select || last->kind == StepKind::Place) {
            set_source_colour(cr, th.tried);
            cairo_set_line_width(cr, thick * 0.7);
            const double inset = thick * 0.6;
            cairo_rectangle(cr, b.x + inset, b.y + inset, b.side - 2 * inset, b.side - 2 * inset);
            cairo_stroke(cr);
        }
    }
}

}  // namespace

void paint_board(cairo_t* cr, double x, double y, double side, const WatchFrame& frame,
                 const PaintStyle& style) {
    const RenderTheme& th = style.theme;
    const core::Board& board = frame.board;
    const core::Layout& layout = board.layout();
    const int n = layout.size();
    const double m = margin_of(side);
    const double cell = (side - 2 * m) / n;
    const BoardArea area{.x = x,
                         .y = y,
                         .side = side,
                         .n = n,
                         .cell = cell,
                         .x0 = x + m,
                         .y0 = y + m,
                         .thin = std::max(1.0, std::round(cell * 0.025)),
                         .thick = std::max(2.0, std::round(cell * 0.07))};
    cairo_save(cr);
    cairo_set_font_face(cr, style.font.face());
    fill_rect(cr, x, y, side, side, th.background);
    fill_rect(cr, area.x0, area.y0, cell * n, cell * n, th.board);

    const std::optional<core::Step>& last = frame.watching ? frame.last : std::nullopt;
    paint_marked_cells(cr, area, last, th);
    paint_grid(cr, area, layout, th);
    paint_digits(cr, area, frame, th);
    paint_candidates(cr, area, frame, last, th);
    paint_tried_values(cr, area, frame, th);
    paint_event(cr, area, board, last, th);
    cairo_restore(cr);
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
    const std::string line = std::string(core::algorithm_name(f.algorithm)) + "   " +
                             fill_words(words.step, {count(f.position)}) + "   " +
                             fill_words(words.placements, {count(f.counters.placements)}) + "   " +
                             fill_words(words.backtracks, {count(f.counters.backtracks)}) + "   " +
                             fill_words(words.depth, {std::to_string(f.counters.depth),
                                                      std::to_string(f.counters.max_depth)});
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
    draw_text_fit(cr, core::algorithm_name(f.algorithm), x, at, line * 1.3, w, th.text);
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
