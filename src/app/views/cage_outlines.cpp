#include "app/views/cage_outlines.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace sudoku::app {

namespace {

using core::Cell;

// A dashed line from a to b (axis-aligned), dashes of `dash` pixels with `gap` between.
void dashed_line(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float width, float dash,
                 float gap) {
    const float dx = b.x - a.x, dy = b.y - a.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length <= 0.0f) return;
    const float ux = dx / length, uy = dy / length;
    for (float t = 0.0f; t < length; t += dash + gap) {
        const float e = std::min(length, t + dash);
        dl->AddLine(ImVec2(a.x + ux * t, a.y + uy * t), ImVec2(a.x + ux * e, a.y + uy * e), colour,
                    width);
    }
}

struct Side {
    int dr, dc;  // towards the neighbour across this side
};

// One cell's sides that border another cage (or the board's edge), inset by `inset`. A side
// runs from corner to corner; at each end it stops short where the outline turns (the
// neighbour along the side is outside the cage), meets the next cell's side at the edge where
// the outline runs on, or reaches past the edge where it turns outwards (concave corner).
void cell_sides(ImDrawList* dl, const BoardGeometry& g, Cell c, int cage, float inset, ImU32 colour,
                float width, bool solid) {
    const core::Layout& l = *g.layout;
    const int n = l.size(), r = l.row_of(c), col = l.col_of(c);
    const auto same = [&](int rr, int cc) {
        return rr >= 0 && rr < n && cc >= 0 && cc < n && l.cage_of(l.cell_at(rr, cc)) == cage;
    };
    const ImVec2 p = g.cell_min(c);
    const float s = g.cell;
    constexpr Side kSides[4] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    for (const Side side : kSides) {
        if (same(r + side.dr, col + side.dc)) continue;
        // Along the side: direction (ar, ac) from its start to its end.
        const int ar = side.dc, ac = -side.dr;
        const auto end_offset = [&](int sign) {
            const int nr = r + sign * ar, nc = col + sign * ac;
            if (!same(nr, nc)) return inset;                      // the outline turns here
            if (same(nr + side.dr, nc + side.dc)) return -inset;  // concave corner
            return 0.0f;                                          // runs on
        };
        const float lo = end_offset(-1), hi = end_offset(1);
        // The side's line in cell coordinates (0..s), inset towards the cell.
        ImVec2 a, b;
        if (side.dr != 0) {
            const float y = side.dr < 0 ? p.y + inset : p.y + s - inset;
            const float x0 = side.dr < 0 ? p.x + lo : p.x + hi;
            const float x1 = side.dr < 0 ? p.x + s - hi : p.x + s - lo;
            a = ImVec2(x0, y);
            b = ImVec2(x1, y);
        } else {
            const float x = side.dc > 0 ? p.x + s - inset : p.x + inset;
            const float y0 = side.dc > 0 ? p.y + lo : p.y + hi;
            const float y1 = side.dc > 0 ? p.y + s - hi : p.y + s - lo;
            a = ImVec2(x, y0);
            b = ImVec2(x, y1);
        }
        if (solid) {
            dl->AddLine(a, b, colour, width);
        } else {
            const float dash = std::max(3.0f, std::round(s * 0.07f));
            dashed_line(dl, a, b, colour, width, dash, dash * 0.8f);
        }
    }
}

}  // namespace

float cage_sum_height(float cell) {
    return std::max(10.0f, std::round(cell * 0.25f));
}

float cage_sum_margin(float cell) {
    return cage_sum_height(cell) + std::round(cell * 0.04f);
}

void draw_cages(ImDrawList* dl, const BoardGeometry& g, const CageInk& ink, ImFont* font,
                float font_size, int highlight) {
    const core::Layout& l = *g.layout;
    if (!l.is_killer()) return;
    const float inset = std::max(3.0f, std::round(g.cell * 0.09f));
    const float width = std::max(1.0f, std::round(g.cell / 40.0f));
    for (int k = 0; k < static_cast<int>(l.cages().size()); ++k) {
        const bool lit = k == highlight;
        for (Cell c : l.cages()[k].cells)
            cell_sides(dl, g, c, k, inset, lit ? ink.highlight : ink.line,
                       lit ? width * 2.5f : width, lit);
    }
    if (font == nullptr) return;
    for (const core::Cage& cage : l.cages()) {
        const std::string sum = std::to_string(cage.sum);
        const ImVec2 p = g.cell_min(cage.cells.front());
        const ImVec2 size = font->CalcTextSizeA(font_size, 1e9f, 0.0f, sum.c_str());
        const ImVec2 at(p.x + std::round(inset * 0.5f), p.y + std::round(inset * 0.4f));
        dl->AddRectFilled(ImVec2(at.x - 1.0f, at.y), ImVec2(at.x + size.x + 2.0f, at.y + size.y),
                          ink.background);
        dl->AddText(font, font_size, at, ink.sum, sum.c_str());
    }
}

}  // namespace sudoku::app
