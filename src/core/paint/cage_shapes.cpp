#include "core/paint/cage_shapes.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/paint/board_picture.hpp"
#include "core/paint/board_shapes.hpp"

namespace sudoku::core {

namespace {

struct Point {
    double x, y;
};

struct CagePen {
    PlotColour colour{};
    double width = 1;
    bool solid = false;
    double dash = 3;
};

// A dashed line from a to b (axis-aligned): dashes of `dash` pixels with 0.8 of that between.
void dashed_line(Point a, Point b, const CagePen& pen, std::vector<Shape>& out) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0) return;
    const double ux = dx / length, uy = dy / length;
    const double gap = pen.dash * 0.8;
    for (double t = 0; t < length; t += pen.dash + gap) {
        const double e = std::min(length, t + pen.dash);
        out.push_back(paint::line(a.x + ux * t, a.y + uy * t, a.x + ux * e, a.y + uy * e,
                                  pen.colour, pen.width));
    }
}

struct Side {
    int dr, dc;  // towards the neighbour across this side
};

// One cell's sides that border another cage (or the board's edge), inset by `inset`. A side
// runs from corner to corner; at each end it stops short where the outline turns (the
// neighbour along the side is outside the cage), meets the next cell's side at the edge where
// the outline runs on, or reaches past the edge where it turns outwards (concave corner).
void cell_sides(const Layout& l, const BoardBox& box, Cell c, int cage, double inset,
                const CagePen& pen, std::vector<Shape>& out) {
    const int n = l.size(), r = l.row_of(c), col = l.col_of(c);
    const auto same = [&](int rr, int cc) {
        return rr >= 0 && rr < n && cc >= 0 && cc < n && l.cage_of(l.cell_at(rr, cc)) == cage;
    };
    const double s = box.cell;
    const Point p{box.x + col * s, box.y + r * s};
    constexpr Side kSides[4] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    for (const Side side : kSides) {
        if (same(r + side.dr, col + side.dc)) continue;
        // Along the side: direction (ar, ac) from its start to its end.
        const int ar = side.dc, ac = -side.dr;
        const auto end_offset = [&](int sign) {
            const int nr = r + sign * ar, nc = col + sign * ac;
            if (!same(nr, nc)) return inset;                      // the outline turns here
            if (same(nr + side.dr, nc + side.dc)) return -inset;  // concave corner
            return 0.0;                                           // runs on
        };
        const double lo = end_offset(-1), hi = end_offset(1);
        Point a{}, b{};
        if (side.dr != 0) {
            const double y = side.dr < 0 ? p.y + inset : p.y + s - inset;
            a = {side.dr < 0 ? p.x + lo : p.x + hi, y};
            b = {side.dr < 0 ? p.x + s - hi : p.x + s - lo, y};
        } else {
            const double x = side.dc > 0 ? p.x + s - inset : p.x + inset;
            a = {x, side.dc > 0 ? p.y + lo : p.y + hi};
            b = {x, side.dc > 0 ? p.y + s - hi : p.y + s - lo};
        }
        if (pen.solid)
            out.push_back(paint::line(a.x, a.y, b.x, b.y, pen.colour, pen.width));
        else
            dashed_line(a, b, pen, out);
    }
}

}  // namespace

double cage_sum_height(double cell) {
    return std::max(10.0, std::round(cell * 0.25));
}

double cage_sum_margin(double cell) {
    return cage_sum_height(cell) + std::round(cell * 0.04);
}

void layout_cages(const Layout& layout, const BoardPalette& palette, const BoardBox& box,
                  int highlight, std::vector<Shape>& out) {
    if (!layout.is_killer()) return;
    const double inset = std::max(3.0, std::round(box.cell * 0.09));
    const double width = std::max(1.0, std::round(box.cell / 40.0));
    CagePen plain{.colour = with_opacity(palette.given_digit, 190.0f / 255.0f),
                  .width = width,
                  .solid = false,
                  .dash = std::max(3.0, std::round(box.cell * 0.07))};
    CagePen lit{.colour = palette.accent, .width = width * 2.5, .solid = true, .dash = plain.dash};
    const auto& cages = layout.cages();
    for (int k = 0; k < static_cast<int>(cages.size()); ++k)
        for (Cell c : cages[static_cast<std::size_t>(k)].cells)
            cell_sides(layout, box, c, k, inset, k == highlight ? lit : plain, out);
    // Each sum on a patch of the board colour that cuts the dashes under it.
    const double size = cage_sum_height(box.cell);
    for (const Cage& cage : cages) {
        const Cell first = cage.cells.front();
        Shape sum;
        sum.kind = ShapeKind::Label;
        sum.text = std::to_string(cage.sum);
        sum.x0 = box.x + layout.col_of(first) * box.cell + std::round(inset * 0.5);
        sum.y0 = box.y + layout.row_of(first) * box.cell + std::round(inset * 0.4) + size * 0.5;
        sum.x1 = 1;  // the patch reaches a pixel past the text
        sum.y1 = 0;
        sum.size = size;
        sum.min_size = std::min(box.min_text, box.cell * 0.4);
        sum.colour = palette.given_digit;
        sum.fill = palette.board;
        out.push_back(std::move(sum));
    }
}

}  // namespace sudoku::core
