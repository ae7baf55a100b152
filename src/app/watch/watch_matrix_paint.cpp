// Painting the exact-cover matrix: only the rows and columns inside the canvas are visited,
// and where several fall on one pixel a dot is drawn once (25x25: 15625 x 2500 stays fast).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/i18n/dlx_strings.hpp"
#include "app/views/imgui_support.hpp"
#include "app/watch/matrix_labels.hpp"
#include "app/watch/watch_matrix_view.hpp"
#include "app/watch/watch_view.hpp"
#include "core/dlx/dlx_search.hpp"

namespace sudoku::app {

namespace {

using core::DlxSearch;

// Row states, weakest first: a stronger one wins a pixel shared with a weaker one.
enum RowLevel : int { kRemoved = 0, kLive = 1, kGiven = 2, kChosen = 3, kTrying = 4 };

int row_level(const DlxSearch& search, int row, int current) {
    if (row == current) return kTrying;
    switch (search.mark(row)) {
        case DlxSearch::RowMark::Given:
            return kGiven;
        case DlxSearch::RowMark::Chosen:
            return kChosen;
        case DlxSearch::RowMark::None:
            break;
    }
    return search.live(row) ? kLive : kRemoved;
}

ImU32 dot_colour(const Theme& th, int level) {
    switch (level) {
        case kTrying:
            return th.wrong_digit;
        case kChosen:
            return th.accent;
        case kGiven:
            return th.given_digit;
        case kLive:
            return th.player_digit;
        default:
            return with_alpha(th.muted_text, 0.35f);
    }
}

// The visible part of the matrix and how it maps to the screen.
struct View {
    ImVec2 origin;  // screen position of column 0, row 0
    float cw, ch;
    int c0, c1, r0, r1;  // visible columns [c0, c1), rows [r0, r1)
    float left, top, right, bottom;

    [[nodiscard]] float x(float col) const { return origin.x + col * cw; }
    [[nodiscard]] float y(float row) const { return origin.y + row * ch; }
};

// Draws the dots of one row; `stamp` remembers per pixel column the last row pixel and level
// drawn there, so rows sharing a pixel row draw each pixel once.
void row_dots(ImDrawList* dl, const View& v, const core::ExactCover& cover, int row, ImU32 colour,
              int level, std::vector<int>& stamp_y, std::vector<int>& stamp_level) {
    const core::Layout& layout = cover.layout();
    const int n = layout.size();
    const core::CoverRow cand = cover.row(row);
    const float y0 = std::floor(v.y(static_cast<float>(row)));
    const float h = std::max(1.0f, v.ch > 3.0f ? v.ch * 0.7f : v.ch);
    const float w = std::max(1.0f, v.cw > 3.0f ? v.cw * 0.7f : v.cw);
    const float dy = v.ch > 3.0f ? v.ch * 0.15f : 0.0f;
    const float dx = v.cw > 3.0f ? v.cw * 0.15f : 0.0f;
    const int py = static_cast<int>(y0);
    auto dot = [&](int col) {
        if (col < v.c0 || col >= v.c1) return;
        const float x0 = std::floor(v.x(static_cast<float>(col)));
        const auto px = static_cast<std::size_t>(std::clamp(x0 - v.left, 0.0f, v.right - v.left));
        if (px < stamp_y.size()) {
            if (stamp_y[px] == py && stamp_level[px] >= level) return;
            stamp_y[px] = py;
            stamp_level[px] = level;
        }
        dl->AddRectFilled(ImVec2(x0 + dx, y0 + dy), ImVec2(x0 + dx + w, y0 + dy + h), colour);
    };
    dot(cand.cell);
    for (const int unit : layout.units_of(cand.cell))
        dot(n * n + unit * n + (cand.digit - 1));
}

void column_bands(ImDrawList* dl, const View& v, const DlxSearch& search, const Theme& th,
                  bool covered_pass) {
    // Runs of equal state become one rectangle (many columns share a pixel when zoomed out).
    int run_start = -1, run_state = 0;
    auto flush = [&](int end) {
        if (run_start < 0 || run_state == 0) return;
        const float x0 = std::floor(v.x(static_cast<float>(run_start)));
        const float x1 = std::max(x0 + 1.0f, std::floor(v.x(static_cast<float>(end))));
        const ImU32 colour = covered_pass     ? with_alpha(th.app_background, 0.6f)
                             : run_state == 1 ? with_alpha(th.accent, 0.22f)
                                              : with_alpha(th.accent, 0.10f);
        dl->AddRectFilled(ImVec2(x0, v.top), ImVec2(x1, v.bottom), colour);
    };
    for (int c = v.c0; c < v.c1; ++c) {
        const int state =
            covered_pass ? (search.links().covered(c) ? 1 : 0) : search.branch_state(c);
        if (state != run_state) {
            flush(c);
            run_start = c;
            run_state = state;
        }
    }
    flush(v.c1);
}

void row_band(ImDrawList* dl, const View& v, int row, ImU32 colour) {
    const float y0 = std::floor(v.y(static_cast<float>(row)));
    const float y1 = std::max(y0 + 1.0f, std::floor(v.y(static_cast<float>(row + 1))));
    dl->AddRectFilled(ImVec2(v.left, y0), ImVec2(v.right, y1), colour);
}

void group_lines(ImDrawList* dl, const View& v, const core::ExactCover& cover, const Theme& th,
                 float header_top) {
    for (const int start : cover.group_starts()) {
        if (start <= v.c0 || start >= v.c1) continue;
        const float x = std::floor(v.x(static_cast<float>(start)));
        dl->AddLine(ImVec2(x, header_top), ImVec2(x, v.bottom), th.thick_line, 2.0f);
    }
    // Cells' boundaries between rows when they are far enough apart to help.
    const int n = cover.layout().size();
    if (v.ch * static_cast<float>(n) < 12.0f) return;
    for (int r = (v.r0 / n) * n; r < v.r1; r += n) {
        if (r <= v.r0) continue;
        const float y = std::floor(v.y(static_cast<float>(r)));
        dl->AddLine(ImVec2(v.left, y), ImVec2(v.right, y), th.thin_line, 1.0f);
    }
}

// Text at `size` pixels, centred in [x0, x1], only when it fits there at 60 % of the font or
// more (never cut: hovering names a column anyway).
void centred_label(ImDrawList* dl, const char* text, float x0, float x1, float y, float size,
                   ImU32 colour) {
    ImFont* font = ImGui::GetFont();
    const float full = font->CalcTextSizeA(size, FLT_MAX, 0.0f, text).x;
    const float room = x1 - x0 - 2.0f;
    float s = size;
    if (full > room) s = size * room / full;
    if (s < size * 0.6f) return;
    const float w = font->CalcTextSizeA(s, FLT_MAX, 0.0f, text).x;
    dl->AddText(font, s, ImVec2(std::floor((x0 + x1 - w) * 0.5f), y), colour, text);
}

void headers(ImDrawList* dl, const View& v, const WatchViewContext& ctx, const DlxSearch& search,
             ImVec2 min, bool column_labels) {
    const core::ExactCover& cover = search.cover();
    const Theme& th = ctx.app.theme;
    const float font = ImGui::GetFontSize();
    const auto starts = cover.group_starts();
    for (std::size_t g = 0; g + 1 < starts.size(); ++g) {
        const float x0 = std::max(v.left, v.x(static_cast<float>(starts[g])));
        const float x1 = std::min(v.right, v.x(static_cast<float>(starts[g + 1])));
        if (x1 - x0 < 4.0f) continue;
        const char* name =
            dlx_text(group_text(static_cast<core::CoverGroup>(g)), ctx.app.ui.language);
        centred_label(dl, name, x0, x1, min.y, font, th.muted_text);
    }
    if (!column_labels) return;
    const float size = std::min(font, v.cw * 0.9f);
    for (int c = v.c0; c < v.c1; ++c) {
        const std::string label = column_label(cover, c);
        const ImU32 colour =
            search.links().covered(c) ? with_alpha(th.muted_text, 0.5f) : th.muted_text;
        centred_label(dl, label.c_str(), v.x(static_cast<float>(c)), v.x(static_cast<float>(c + 1)),
                      min.y + font, size, colour);
    }
}

void row_labels(ImDrawList* dl, const View& v, const WatchViewContext& ctx, const DlxSearch& search,
                float x_min, int current) {
    const float size = std::min(ImGui::GetFontSize(), v.ch * 0.95f);
    ImFont* font = ImGui::GetFont();
    for (int r = v.r0; r < v.r1; ++r) {
        const std::string label = row_label(search.cover(), r);
        const int level = row_level(search, r, current);
        const ImU32 colour = level == kRemoved ? with_alpha(ctx.app.theme.muted_text, 0.5f)
                                               : dot_colour(ctx.app.theme, level);
        const float y = v.y(static_cast<float>(r)) + (v.ch - size) * 0.5f;
        dl->AddText(font, size, ImVec2(x_min + 4.0f, y), colour, label.c_str());
    }
}

}  // namespace

void WatchMatrixView::paint(const WatchViewContext& ctx, const DlxSearch& search,
                            const Frame& f) const {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Theme& th = ctx.app.theme;
    const core::ExactCover& cover = search.cover();
    View v{};
    v.cw = f.cell_w;
    v.ch = f.cell_h;
    v.origin = ImVec2(f.cells_min.x - m_pan.x * v.cw, f.cells_min.y - m_pan.y * v.ch);
    v.left = f.cells_min.x;
    v.top = f.cells_min.y;
    v.right = f.max.x;
    v.bottom = f.max.y;
    v.c0 = std::clamp(static_cast<int>(std::floor(m_pan.x)), 0, cover.column_count());
    v.c1 = std::clamp(static_cast<int>(std::ceil(m_pan.x + (v.right - v.left) / v.cw)) + 1, 0,
                      cover.column_count());
    v.r0 = std::clamp(static_cast<int>(std::floor(m_pan.y)), 0, cover.row_count());
    v.r1 = std::clamp(static_cast<int>(std::ceil(m_pan.y + (v.bottom - v.top) / v.ch)) + 1, 0,
                      cover.row_count());

    dl->PushClipRect(f.min, f.max, true);
    dl->AddRectFilled(ImVec2(v.left, v.top), f.max, th.board_background);
    dl->PushClipRect(ImVec2(v.left, v.top), f.max, true);
    column_bands(dl, v, search, th, false);
    const int current = search.current_row();
    std::vector<int> special;  // given, chosen and tried rows: painted over the dimming
    for (int r = v.r0; r < v.r1; ++r) {
        const int level = row_level(search, r, current);
        if (level >= kGiven) special.push_back(r);
    }
    for (const int r : special) {
        const int level = row_level(search, r, current);
        const ImU32 band = level == kTrying   ? with_alpha(th.wrong_digit, 0.25f)
                           : level == kChosen ? with_alpha(th.accent, 0.18f)
                                              : th.given_background;
        row_band(dl, v, r, band);
    }
    const auto width = static_cast<std::size_t>(std::max(1.0f, v.right - v.left) + 2.0f);
    std::vector<int> stamp_y(width, -1), stamp_level(width, -1);
    for (int r = v.r0; r < v.r1; ++r) {
        const int level = row_level(search, r, current);
        if (level < kGiven)
            row_dots(dl, v, cover, r, dot_colour(th, level), level, stamp_y, stamp_level);
    }
    column_bands(dl, v, search, th, true);
    std::fill(stamp_y.begin(), stamp_y.end(), -1);
    for (const int r : special) {
        const int level = row_level(search, r, current);
        row_dots(dl, v, cover, r, dot_colour(th, level), level, stamp_y, stamp_level);
    }
    if (current >= v.r0 && current < v.r1) {
        const float y0 = std::floor(v.y(static_cast<float>(current)));
        dl->AddRect(ImVec2(v.left, y0 - 1.0f), ImVec2(v.right, y0 + std::max(2.0f, v.ch) + 1.0f),
                    th.wrong_digit, 0.0f, 0, 1.5f);
    }
    group_lines(dl, v, cover, th, v.top);
    dl->PopClipRect();
    dl->PushClipRect(ImVec2(v.left, f.min.y), ImVec2(f.max.x, v.top), true);
    headers(dl, v, ctx, search, f.min, f.column_labels);
    dl->PopClipRect();
    if (f.row_labels) {
        dl->PushClipRect(ImVec2(f.min.x, v.top), ImVec2(v.left, f.max.y), true);
        row_labels(dl, v, ctx, search, f.min.x, current);
        dl->PopClipRect();
    }
    dl->PopClipRect();
}

}  // namespace sudoku::app
