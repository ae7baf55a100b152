#include "core/paint/board_marks.hpp"

#include <algorithm>
#include <cmath>

#include "core/base/text_fill.hpp"
#include "core/grid/symbols.hpp"
#include "core/grid/validation.hpp"
#include "core/paint/board_shapes.hpp"

namespace sudoku::core::paint {

namespace {

// Where things are on the board, in pixels.
struct Place {
    const Layout& layout;
    const BoardBox& box;
    const NoteGrid& grid;

    [[nodiscard]] double x(Cell c) const { return box.x + layout.col_of(c) * box.cell; }
    [[nodiscard]] double y(Cell c) const { return box.y + layout.row_of(c) * box.cell; }
    [[nodiscard]] double cx(Cell c) const { return x(c) + box.cell * 0.5; }
    [[nodiscard]] double cy(Cell c) const { return y(c) + box.cell * 0.5; }
    [[nodiscard]] double note_x(Cell c, Digit d) const { return x(c) + grid.centre_x(d); }
    [[nodiscard]] double note_y(Cell c, Digit d) const { return y(c) + grid.centre_y(d); }
    // Labels on the board: the band between two rows' digits, and never above the UI's text.
    [[nodiscard]] double label_size() const {
        return std::min(box.ui_text, std::max(15.0, std::round(box.cell * 0.24)));
    }
};

// Eliminations just made: the struck digit in red, crossed out, in its candidate's slot.
void layout_struck(const BoardState& s, const BoardPalette& p, const Place& at, double size,
                   std::vector<Shape>& out) {
    if (!s.show_candidates) return;
    const double stroke = std::max(1.5, size * 0.1);
    const double half = size * 0.45;
    for (const auto& [c, d] : s.struck) {
        if (s.board->at(c) != kEmpty) continue;
        const double x = at.note_x(c, d), y = at.note_y(c, d);
        out.push_back(glyph(digit_symbol(d), x, y, size, p.wrong_digit, at.box.min_text));
        out.push_back(
            line(x - half, y + half * 0.6, x + half, y - half * 0.6, p.wrong_digit, stroke));
    }
}

// The cell the event is about, outlined; a value being tried or rejected there: ringed in its
// candidate's slot, or (no candidates shown) drawn faintly where it would go. Never as a
// placed value: it is not on the board yet.
void layout_current(const BoardState& s, const BoardPalette& p, const Place& at,
                    std::vector<Shape>& out) {
    const Step& last = *s.last;
    const double cell = at.box.cell;
    const double w = std::max(2.0, std::round(cell * 0.06));
    const bool failed = last.kind == StepKind::Reject || last.kind == StepKind::DeadEnd;
    out.push_back(outline(at.x(last.cell) + w * 0.5, at.y(last.cell) + w * 0.5,
                          at.x(last.cell) + cell - w * 0.5, at.y(last.cell) + cell - w * 0.5,
                          failed ? p.conflict_outline : p.accent, w));
    const bool trying = (last.kind == StepKind::Try || last.kind == StepKind::Reject) &&
                        last.digit != 0 && s.board->at(last.cell) == kEmpty;
    if (!trying) return;
    const bool rejected = last.kind == StepKind::Reject;
    if (s.show_candidates) {
        const double r = std::min(at.grid.slot_width, at.grid.slot_height) * 0.48;
        out.push_back(ring(at.note_x(last.cell, last.digit), at.note_y(last.cell, last.digit), r,
                           rejected ? p.conflict_outline : p.accent, std::max(1.5, w * 0.6)));
    } else {
        out.push_back(glyph(digit_symbol(last.digit), at.cx(last.cell), at.cy(last.cell),
                            cell * 0.66, rejected ? p.wrong_digit : with_opacity(p.accent, 0.75f),
                            at.box.min_text));
    }
}

// A rejected value: a line to the peer holding it, that peer ringed, and the unit they share
// named on the grid line between two rows (in the band digits leave free).
void layout_reject(const BoardState& s, const BoardPalette& p, const BoardWords& words,
                   const Place& at, std::vector<Shape>& out) {
    const Step& last = *s.last;
    if (last.kind != StepKind::Reject || last.conflict == kNoCell) return;
    const double cell = at.box.cell;
    const double w = std::max(2.0, std::round(cell * 0.05));
    const double ax = at.cx(last.cell), ay = at.cy(last.cell);
    const double bx = at.cx(last.conflict), by = at.cy(last.conflict);
    out.push_back(line(ax, ay, bx, by, with_opacity(p.conflict_outline, 0.6f), w));
    out.push_back(ring(bx, by, cell * 0.38, p.conflict_outline, w));
    const std::string label = unit_name(at.layout, last.unit, words.units);
    if (label.empty()) return;
    const double row_line = at.box.y + std::round(((ay + by) * 0.5 - at.box.y) / cell) * cell;
    out.push_back(pill(label, (ax + bx) * 0.5, row_line, at.label_size(), p.conflict_outline,
                       p.label_ink, at.box.min_text));
}

// A dead end: propagate's unit where a digit has no place left, outlined; else each digit in
// its slot, red with a line to the peer holding it, or grey when no peer does (tried here and
// failed below). The verdict on the grid line under the cell (above it in the last row).
void layout_dead_end(const BoardState& s, const BoardPalette& p, const BoardWords& words,
                     const Place& at, double note_size, std::vector<Shape>& out) {
    const Step& last = *s.last;
    if (last.kind != StepKind::DeadEnd || s.board->at(last.cell) != kEmpty) return;
    const Layout& layout = at.layout;
    const double cell = at.box.cell;
    const double w = std::max(1.5, std::round(cell * 0.03));
    std::string label;
    if (last.unit >= 0 && last.digit != 0) {
        for (Cell c : layout.units()[static_cast<std::size_t>(last.unit)].cells)
            out.push_back(outline(at.x(c) + w, at.y(c) + w, at.x(c) + cell - w, at.y(c) + cell - w,
                                  with_opacity(p.conflict_outline, 0.7f), w));
        label = fill_placeholders(
            words.dead_end_no_place,
            {std::string(1, digit_symbol(last.digit)), unit_name(layout, last.unit, words.units)});
    } else {
        const std::vector<Cell> holders = digit_holders(*s.board, last.cell);
        bool all_held = true;
        for (int d = 1; d < static_cast<int>(holders.size()); ++d) {
            const Cell peer = holders[static_cast<std::size_t>(d)];
            const auto digit = static_cast<Digit>(d);
            const double x = at.note_x(last.cell, digit), y = at.note_y(last.cell, digit);
            all_held = all_held && peer != kNoCell;
            if (peer != kNoCell) {
                out.push_back(line(x, y, at.cx(peer), at.cy(peer),
                                   with_opacity(p.conflict_outline, 0.35f), w));
                out.push_back(ring(at.cx(peer), at.cy(peer), cell * 0.36,
                                   with_opacity(p.conflict_outline, 0.8f), w));
            }
            out.push_back(glyph(digit_symbol(digit), x, y, note_size,
                                peer != kNoCell ? p.wrong_digit : p.muted_text, at.box.min_text));
        }
        label = all_held ? words.dead_end_no_value : words.dead_end_all_tried;
    }
    const bool last_row = layout.row_of(last.cell) == layout.size() - 1;
    out.push_back(pill(label, at.cx(last.cell), last_row ? at.y(last.cell) : at.y(last.cell) + cell,
                       at.label_size(), p.conflict_outline, p.label_ink, at.box.min_text));
}

// Predict mode's count on a cell, in a slot that holds no candidate (the top row from the
// right first), so it never covers one; in the top-right slot when every slot is taken.
void layout_badge(const BoardState& s, const BoardPalette& p, const Place& at,
                  const BoardBadge& badge, std::vector<Shape>& out) {
    const int n = at.layout.size();
    const Mask shown = s.show_candidates && badge.cell < static_cast<Cell>(s.candidates.size())
                           ? s.candidates[static_cast<std::size_t>(badge.cell)]
                           : Mask{0};
    const int columns = at.grid.columns;
    Digit slot = static_cast<Digit>(std::min(n, columns));
    for (int row = 0, found = 0; row < at.grid.rows && found == 0; ++row)
        for (int col = columns - 1; col >= 0; --col) {
            const int d = row * columns + col + 1;
            if (d > n || (shown & digit_bit(static_cast<Digit>(d))) != 0) continue;
            slot = static_cast<Digit>(d);
            found = 1;
            break;
        }
    const double size = std::max(9.0, std::round(at.box.cell * 0.26));
    Shape s2 = pill(badge.text, at.note_x(badge.cell, slot), at.note_y(badge.cell, slot), size,
                    p.hint_digit, p.board, at.box.min_text);
    s2.x1 = 3;  // a count: narrow padding
    s2.y1 = 0;
    out.push_back(s2);
}

}  // namespace

void layout_marks(const BoardState& s, const BoardPalette& p, const BoardWords& words,
                  const BoardBox& box, const NoteGrid& grid, double note_size,
                  std::vector<Shape>& out) {
    const Layout& layout = s.board->layout();
    const Place at{layout, box, grid};
    layout_struck(s, p, at, note_size, out);
    if (s.marks && s.last && s.last->cell != kNoCell && s.last->cell < layout.cell_count()) {
        layout_current(s, p, at, out);
        layout_reject(s, p, words, at, out);
        layout_dead_end(s, p, words, at, note_size, out);
    }
    for (const BoardRing& r : s.rings) {
        if (r.cell < 0 || r.cell >= layout.cell_count()) continue;
        const double inset = r.width * 0.5 + 1.0;
        out.push_back(outline(at.x(r.cell) + inset, at.y(r.cell) + inset,
                              at.x(r.cell) + box.cell - inset, at.y(r.cell) + box.cell - inset,
                              r.colour, r.width));
    }
    for (const BoardBadge& b : s.badges)
        if (b.cell >= 0 && b.cell < layout.cell_count()) layout_badge(s, p, at, b, out);
    // The watched cell's breakpoint: a red dot in its top-right corner.
    if (s.watch_cell != kNoCell && s.watch_cell < layout.cell_count()) {
        const double r = std::max(3.0, box.cell * 0.09);
        out.push_back(dot(at.x(s.watch_cell) + box.cell - r * 1.8, at.y(s.watch_cell) + r * 1.8, r,
                          p.conflict_outline));
    }
}

}  // namespace sudoku::core::paint
