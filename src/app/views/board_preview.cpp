#include "app/views/board_preview.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/views/board_view.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {

using core::Cell;

namespace {

// Hyper windows tinted and outlined as on the board (squares of cells: the bounding box of the
// first and last cell), so the preview shows the variant, not only the boxes.
void draw_windows(ImDrawList* dl, const core::Layout& layout, ImVec2 origin, float cell,
                  const Theme& th) {
    for (const core::Unit& unit : layout.units()) {
        if (unit.kind != core::UnitKind::Window) continue;
        const ImVec2 a(origin.x + static_cast<float>(layout.col_of(unit.cells.front())) * cell,
                       origin.y + static_cast<float>(layout.row_of(unit.cells.front())) * cell);
        const ImVec2 end(
            origin.x + static_cast<float>(layout.col_of(unit.cells.back()) + 1) * cell,
            origin.y + static_cast<float>(layout.row_of(unit.cells.back()) + 1) * cell);
        dl->AddRectFilled(a, end, th.window_tint);
        dl->AddRect(a, end, window_outline(th), 0.0f, 0, std::max(1.0f, std::round(cell / 14.0f)));
    }
}

}  // namespace

core::Cell draw_board_preview(const core::Board& board, const PreviewMarks& marks, float side,
                              const Theme& th, const FontSet& fonts) {
    const core::Layout& layout = board.layout();
    const int n = layout.size();
    // At least a pixel a cell: ImGui asserts on a zero-sized button (a tiny window).
    const float cell = std::max(1.0f, std::floor(side / static_cast<float>(n)));
    const float extent = cell * static_cast<float>(n);
    const ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##preview", ImVec2(extent, extent));
    Cell clicked = core::kNoCell;
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
        const ImVec2 m = ImGui::GetIO().MousePos;
        const int col = std::clamp(static_cast<int>((m.x - o.x) / cell), 0, n - 1);
        const int row = std::clamp(static_cast<int>((m.y - o.y) / cell), 0, n - 1);
        clicked = layout.cell_at(row, col);
    }
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const auto corner = [&](Cell c) {
        return ImVec2(o.x + static_cast<float>(layout.col_of(c)) * cell,
                      o.y + static_cast<float>(layout.row_of(c)) * cell);
    };
    dl->AddRectFilled(o, ImVec2(o.x + extent, o.y + extent), th.board_background);
    std::vector<std::uint8_t> bad(static_cast<std::size_t>(layout.cell_count()), 0);
    for (const core::OutOfRange& v : marks.out_of_range)
        if (v.cell >= 0 && v.cell < layout.cell_count()) bad[v.cell] = 1;
    for (Cell c = 0; c < layout.cell_count(); ++c) {
        const ImVec2 p = corner(c);
        const ImVec2 q(p.x + cell, p.y + cell);
        if (bad[c])
            dl->AddRectFilled(p, q, th.wrong_background);
        else if (c == marks.cursor)
            dl->AddRectFilled(p, q, th.selected_background);
        else if (board.at(c) != core::kEmpty)
            dl->AddRectFilled(p, q, th.given_background);
        dl->AddRect(p, ImVec2(q.x + 1.0f, q.y + 1.0f), th.thin_line);
    }
    draw_windows(dl, layout, o, cell, th);
    // Region borders: wherever a cell and its right or lower neighbour lie in different boxes.
    const float thick = std::clamp(std::round(cell / 14.0f), 2.0f, 3.0f);
    for (Cell c = 0; c < layout.cell_count(); ++c) {
        const int r = layout.row_of(c);
        const int col = layout.col_of(c);
        const ImVec2 p = corner(c);
        if (col + 1 < n && layout.box_of(c) != layout.box_of(layout.cell_at(r, col + 1)))
            dl->AddLine(ImVec2(p.x + cell, p.y), ImVec2(p.x + cell, p.y + cell), th.thick_line,
                        thick);
        if (r + 1 < n && layout.box_of(c) != layout.box_of(layout.cell_at(r + 1, col)))
            dl->AddLine(ImVec2(p.x, p.y + cell), ImVec2(p.x + cell, p.y + cell), th.thick_line,
                        thick);
    }
    dl->AddRect(ImVec2(o.x - 1.0f, o.y - 1.0f), ImVec2(o.x + extent + 1.0f, o.y + extent + 1.0f),
                th.thick_line, 0.0f, 0, thick);
    if (layout.spec().diagonals) {
        dl->AddLine(o, ImVec2(o.x + extent, o.y + extent), th.diagonal_line, thick);
        dl->AddLine(ImVec2(o.x + extent, o.y), ImVec2(o.x, o.y + extent), th.diagonal_line, thick);
    }

    const FontSet::Digits font = fonts.digits(cell * 0.62f, true);
    for (Cell c = 0; c < layout.cell_count(); ++c) {
        const core::Digit d = board.at(c);
        if (d == core::kEmpty) continue;
        const ImVec2 p = corner(c);
        draw_centered_char(dl, font.font, font.size, ImVec2(p.x + cell * 0.5f, p.y + cell * 0.5f),
                           core::digit_symbol(d), th.given_digit);
    }
    // Out-of-range values as written ("12" does not fit one symbol), small, in red.
    ImFont* small = fonts.ui();
    const float small_size = std::min(small->FontSize, cell * 0.5f);
    for (const core::OutOfRange& v : marks.out_of_range) {
        if (v.cell < 0 || v.cell >= layout.cell_count()) continue;
        const std::string text = std::to_string(v.value);
        const ImVec2 size = small->CalcTextSizeA(small_size, 1e9f, 0.0f, text.c_str());
        const ImVec2 p = corner(v.cell);
        dl->AddText(small, small_size,
                    ImVec2(std::round(p.x + (cell - size.x) * 0.5f),
                           std::round(p.y + (cell - size.y) * 0.5f)),
                    th.wrong_digit, text.c_str());
    }
    const float outline = std::max(2.0f, std::round(cell * 0.08f));
    for (const core::Conflict& conflict : marks.conflicts) {
        for (Cell c : {conflict.first, conflict.second}) {
            const ImVec2 p = corner(c);
            dl->AddRect(ImVec2(p.x + outline * 0.5f, p.y + outline * 0.5f),
                        ImVec2(p.x + cell - outline * 0.5f, p.y + cell - outline * 0.5f),
                        th.conflict_outline, 0.0f, 0, outline);
        }
    }
    if (marks.cursor != core::kNoCell) {
        const ImVec2 p = corner(marks.cursor);
        dl->AddRect(ImVec2(p.x + 1.0f, p.y + 1.0f), ImVec2(p.x + cell - 1.0f, p.y + cell - 1.0f),
                    th.cursor_outline, 0.0f, 0, 2.0f);
    }
    return clicked;
}

}  // namespace sudoku::app
