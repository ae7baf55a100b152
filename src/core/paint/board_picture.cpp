// [SECTION] index: cells and grid, digits and candidates, the board
#include "core/paint/board_picture.hpp"

#include <algorithm>
#include <cmath>

#include "core/base/text_fill.hpp"
#include "core/grid/symbols.hpp"
#include "core/paint/board_marks.hpp"
#include "core/paint/board_shapes.hpp"
#include "core/paint/cage_shapes.hpp"

namespace sudoku::core {

using paint::filled;

namespace {

// [SECTION] cells and grid

bool on_diagonal(const Layout& layout, Cell c) {
    if (!layout.spec().diagonals) return false;
    const int n = layout.size();
    const int r = layout.row_of(c), col = layout.col_of(c);
    return r == col || r + col == n - 1;
}

// A filled rectangle centred on a grid line, at whole pixels, so lines of any width stay crisp.
Shape line_rect(double x0, double y0, double x1, double y1, PlotColour colour) {
    return filled(std::round(x0), std::round(y0), std::round(x1), std::round(y1), colour);
}

// Cell backgrounds: the event's cell, a rejected value's peer, the backtrack flash, the X
// diagonals' and Hyper windows' tints on plain cells, the cell under the mouse.
void layout_cells(const BoardState& s, const BoardPalette& p, const BoardBox& box,
                  const std::vector<char>& in_window, std::vector<Shape>& out) {
    const Layout& layout = s.board->layout();
    const double cell = box.cell;
    const double extent = cell * layout.size();
    out.push_back(filled(box.x, box.y, box.x + extent, box.y + extent, p.board));
    const std::optional<Step>& last = s.last;
    for (Cell c = 0; c < layout.cell_count(); ++c) {
        const double x = box.x + layout.col_of(c) * cell, y = box.y + layout.row_of(c) * cell;
        const bool given = s.start != nullptr && s.start->at(c) != kEmpty;
        const PlotColour plain = given ? p.given_background : p.board;
        PlotColour bg = plain;
        if (s.marks && last && c == last->cell)
            bg = last->kind == StepKind::DeadEnd || last->kind == StepKind::Reject ? p.failed_cell
                                                                                   : p.current_cell;
        if (s.marks && last && last->kind == StepKind::Reject && c == last->conflict)
            bg = p.conflict_cell;
        if (s.flash > 0.0f && c == s.flash_cell)
            bg = mix_colours(bg, p.wrong_digit, 0.55f * s.flash);
        if (bg != p.board) out.push_back(filled(x, y, x + cell, y + cell, bg));
        // Tints only on plain cells: blended over a highlight they would muddy its meaning.
        const bool is_plain = bg == p.board || bg == p.given_background;
        if (is_plain && on_diagonal(layout, c))
            out.push_back(filled(x, y, x + cell, y + cell, p.diagonal_tint));
        if (is_plain && in_window[static_cast<std::size_t>(c)] != 0)
            out.push_back(filled(x, y, x + cell, y + cell, p.window_tint));
        if (c == s.hover) out.push_back(filled(x, y, x + cell, y + cell, p.hover));
    }
}

std::vector<char> window_cells(const Layout& layout) {
    std::vector<char> in(static_cast<std::size_t>(layout.cell_count()), 0);
    for (const Unit& unit : layout.units())
        if (unit.kind == UnitKind::Window)
            for (Cell c : unit.cells)
                in[static_cast<std::size_t>(c)] = 1;
    return in;
}

// X diagonals and Hyper windows keep a visible outline where highlights cover their tint.
void layout_unit_outlines(const Layout& layout, const BoardPalette& p, const BoardBox& box,
                          double mark, std::vector<Shape>& out) {
    const double cell = box.cell;
    const double extent = cell * layout.size();
    if (layout.spec().diagonals) {
        // As wide as a thick border (it grows with the board), so it reads from a room's back.
        const double width = std::max(mark, std::round(cell * 0.05));
        out.push_back(
            paint::line(box.x, box.y, box.x + extent, box.y + extent, p.diagonal_line, width));
        out.push_back(
            paint::line(box.x + extent, box.y, box.x, box.y + extent, p.diagonal_line, width));
    }
    for (const Unit& unit : layout.units()) {
        if (unit.kind != UnitKind::Window) continue;
        // Windows are squares of cells: outline the bounding box of the first and last cell.
        const Cell a = unit.cells.front(), b = unit.cells.back();
        const double ax = box.x + layout.col_of(a) * cell, ay = box.y + layout.row_of(a) * cell;
        const double bx = box.x + layout.col_of(b) * cell, by = box.y + layout.row_of(b) * cell;
        out.push_back(paint::outline(ax + mark, ay + mark, bx + cell - mark, by + cell - mark,
                                     p.window_outline, mark));
    }
}

}  // namespace

void layout_grid(const Layout& layout, const BoardPalette& p, const BoardBox& box,
                 std::vector<Shape>& out) {
    const int n = layout.size();
    const double cell = box.cell;
    const double extent = cell * n;
    const double x0 = box.x, y0 = box.y;
    // Thin lines everywhere, then thick region borders (wherever two neighbours lie in
    // different boxes or jigsaw pieces) on top.
    const double thin = cell >= 90.0 ? 2.0 : 1.0;
    const double thick = std::clamp(std::round(cell / 22.0), 3.0, 6.0);
    for (int i = 1; i < n; ++i) {
        const double x = x0 + i * cell, y = y0 + i * cell;
        out.push_back(line_rect(x - thin * 0.5, y0, x + thin * 0.5, y0 + extent, p.thin_line));
        out.push_back(line_rect(x0, y - thin * 0.5, x0 + extent, y + thin * 0.5, p.thin_line));
    }
    const double half = thick * 0.5;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const Cell here = layout.cell_at(r, c);
            const double x = x0 + c * cell, y = y0 + r * cell;
            if (c + 1 < n && layout.box_of(here) != layout.box_of(layout.cell_at(r, c + 1)))
                out.push_back(line_rect(x + cell - half, y - half, x + cell + half, y + cell + half,
                                        p.thick_line));
            if (r + 1 < n && layout.box_of(here) != layout.box_of(layout.cell_at(r + 1, c)))
                out.push_back(line_rect(x - half, y + cell - half, x + cell + half, y + cell + half,
                                        p.thick_line));
        }
    layout_unit_outlines(layout, p, box, std::max(2.0, thin + 1.0), out);
    const double x1 = x0 + extent, y1 = y0 + extent;
    out.push_back(line_rect(x0 - half, y0 - half, x1 + half, y0 + half, p.thick_line));
    out.push_back(line_rect(x0 - half, y1 - half, x1 + half, y1 + half, p.thick_line));
    out.push_back(line_rect(x0 - half, y0 - half, x0 + half, y1 + half, p.thick_line));
    out.push_back(line_rect(x1 - half, y0 - half, x1 + half, y1 + half, p.thick_line));
}

namespace {

// [SECTION] digits and candidates

// The search's candidates in every empty cell (the current cell's too: they are what the
// search chooses from there), each in its slot.
void layout_candidates(const BoardState& s, const BoardPalette& p, const BoardBox& box,
                       const NoteGrid& grid, double size, std::vector<Shape>& out) {
    const Board& board = *s.board;
    const Layout& layout = board.layout();
    if (!s.show_candidates || static_cast<int>(s.candidates.size()) != board.cell_count()) return;
    for (Cell c = 0; c < board.cell_count(); ++c) {
        if (board.at(c) != kEmpty) continue;
        const double x = box.x + layout.col_of(c) * box.cell;
        const double y = box.y + layout.row_of(c) * box.cell;
        for (Mask m = s.candidates[static_cast<std::size_t>(c)] & layout.all_digits(); m != 0;
             m &= m - 1) {
            const Digit d = mask_first(m);
            out.push_back(paint::glyph(digit_symbol(d), x + grid.centre_x(d), y + grid.centre_y(d),
                                       size, p.note_digit, box.min_text));
        }
    }
}

// Givens in bold; values the search placed coloured by the depth that placed them.
void layout_digits(const BoardState& s, const BoardPalette& p, const BoardBox& box,
                   std::vector<Shape>& out) {
    const Board& board = *s.board;
    const Layout& layout = board.layout();
    for (Cell c = 0; c < board.cell_count(); ++c) {
        const Digit d = board.at(c);
        if (d == kEmpty) continue;
        const bool given = s.start != nullptr && s.start->at(c) != kEmpty;
        PlotColour ink = given ? p.given_digit : p.entry_digit;
        const int depth = c < static_cast<Cell>(s.cell_depth.size())
                              ? s.cell_depth[static_cast<std::size_t>(c)]
                              : 0;
        if (!given && depth > 0) ink = depth_colour(depth, s.empties, p.tone);
        out.push_back(paint::glyph(digit_symbol(d), box.x + (layout.col_of(c) + 0.5) * box.cell,
                                   box.y + (layout.row_of(c) + 0.5) * box.cell, box.cell * 0.66,
                                   ink, box.min_text, given));
    }
}

}  // namespace

// [SECTION] the board

BoardPicture layout_board(const BoardState& state, const BoardPalette& palette,
                          const BoardWords& words, const BoardBox& box) {
    BoardPicture picture;
    if (state.board == nullptr) return picture;
    const Layout& layout = state.board->layout();
    const int n = layout.size();
    Figure& f = picture.figure;
    f.width = box.x * 2 + box.cell * n;
    f.height = box.y * 2 + box.cell * n;
    f.left = box.x;
    f.top = box.y;
    f.right = box.x + box.cell * n;
    f.bottom = box.y + box.cell * n;
    layout_cells(state, palette, box, window_cells(layout), f.shapes);
    layout_grid(layout, palette, box, f.shapes);
    // The cage a Killer rule just refused or struck with gets the solid outline.
    const int cages = static_cast<int>(layout.cages().size());
    const int lit = state.marks && state.last && state.last->cage >= 0 && state.last->cage < cages
                        ? state.last->cage
                        : -1;
    layout_cages(layout, palette, box, lit, f.shapes);
    picture.grid_end = f.shapes.size();
    NoteGrid grid = note_grid(n, note_columns(n), static_cast<float>(box.cell));
    if (layout.is_killer()) {
        // Candidates start below the cage sums, so a candidate never sits under a sum.
        grid.top = std::max(0.0f, static_cast<float>(cage_sum_margin(box.cell)) - grid.inset);
        grid.slot_height =
            (grid.cell - 2.0f * grid.inset - grid.top) / static_cast<float>(grid.rows);
    }
    // Watch mode's candidates: a little under the game's notes (0.85 of a slot).
    const double note_size = std::min(grid.slot_width, grid.slot_height) * 0.85;
    layout_candidates(state, palette, box, grid, note_size, f.shapes);
    layout_digits(state, palette, box, f.shapes);
    paint::layout_marks(state, palette, words, box, grid, std::max(note_size, box.min_text),
                        f.shapes);
    return picture;
}

std::string unit_name(const Layout& layout, int unit, const UnitWords& words) {
    if (unit < 0 || unit >= static_cast<int>(layout.units().size())) return {};
    const Unit& u = layout.units()[static_cast<std::size_t>(unit)];
    const std::vector<std::string> number{std::to_string(u.index + 1)};
    switch (u.kind) {
        case UnitKind::Row:
            return fill_placeholders(words.row, number);
        case UnitKind::Column:
            return fill_placeholders(words.column, number);
        case UnitKind::Box:
            return fill_placeholders(words.box, number);
        case UnitKind::Region:
            return fill_placeholders(words.region, number);
        case UnitKind::Diagonal:
        case UnitKind::AntiDiagonal:
            return words.diagonal;
        case UnitKind::Window:
            return fill_placeholders(words.window, number);
    }
    return {};
}

double smallest_text(const std::vector<Shape>& shapes) {
    double smallest = 0;
    for (const Shape& s : shapes)
        if ((s.kind == ShapeKind::Text || s.kind == ShapeKind::Label) &&
            (smallest == 0 || s.size < smallest))
            smallest = s.size;
    return smallest;
}

}  // namespace sudoku::core
