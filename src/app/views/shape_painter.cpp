#include "app/views/shape_painter.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app/views/board_view.hpp"

namespace sudoku::app {

namespace {

void draw_text(ImDrawList* dl, ImFont* font, ImVec2 at, const core::Shape& s) {
    const auto size = static_cast<float>(s.size);
    const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, s.text.c_str());
    float x = at.x;
    if (s.anchor == core::TextAnchor::Middle) x -= extent.x / 2;
    if (s.anchor == core::TextAnchor::End) x -= extent.x;
    const int first = dl->VtxBuffer.Size;
    dl->AddText(font, size, ImVec2(x, at.y - extent.y / 2), im_colour(s.colour), s.text.c_str());
    if (!s.vertical) return;
    // ImGui draws text level only: turn the new vertices a quarter left around the anchor.
    for (int i = first; i < dl->VtxBuffer.Size; ++i) {
        ImVec2& p = dl->VtxBuffer[i].pos;
        const ImVec2 d(p.x - at.x, p.y - at.y);
        p = ImVec2(at.x + d.y, at.y - d.x);
    }
}

void draw_glyph(ImDrawList* dl, const ShapeFonts& fonts, ImVec2 at, const core::Shape& s) {
    if (fonts.digits == nullptr || s.text.size() != 1) {
        draw_text(dl, fonts.text, at, s);
        return;
    }
    const FontSet::Digits f = fonts.digits->digits(static_cast<float>(s.size), s.bold);
    const float size = std::max(f.size, static_cast<float>(s.min_size));
    draw_centered_char(dl, f.font, size, at, s.text[0], im_colour(s.colour));
}

// Text on a box sized to it (a pill when rounding < 0), whole pixels when centred.
void draw_label(ImDrawList* dl, ImFont* font, ImVec2 at, const core::Shape& s) {
    const auto size = static_cast<float>(s.size);
    const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, s.text.c_str());
    const auto pad_x = static_cast<float>(s.x1);
    const auto pad_y = static_cast<float>(s.y1);
    ImVec2 p0(at.x - pad_x, at.y - extent.y * 0.5f - pad_y);
    if (s.anchor == core::TextAnchor::Middle)
        p0 = ImVec2(std::round(at.x - extent.x * 0.5f - pad_x),
                    std::round(at.y - extent.y * 0.5f - pad_y));
    else if (s.anchor == core::TextAnchor::End)
        p0.x = at.x - extent.x - pad_x;
    const ImVec2 p1(p0.x + extent.x + 2.0f * pad_x, p0.y + extent.y + 2.0f * pad_y);
    const float rounding = s.rounding < 0 ? (p1.y - p0.y) * 0.5f : static_cast<float>(s.rounding);
    dl->AddRectFilled(p0, p1, im_colour(s.fill), rounding);
    dl->AddText(font, size, ImVec2(p0.x + pad_x, p0.y + pad_y), im_colour(s.colour),
                s.text.c_str());
}

}  // namespace

void paint_shapes(ImDrawList* dl, std::span<const core::Shape> shapes, const ShapeFonts& fonts,
                  ImVec2 offset) {
    const auto at = [&](double x, double y) {
        return ImVec2(offset.x + static_cast<float>(x), offset.y + static_cast<float>(y));
    };
    for (const core::Shape& s : shapes) {
        const ImU32 colour = im_colour(s.colour);
        const auto width = static_cast<float>(s.width);
        const ImVec2 p0 = at(std::min(s.x0, s.x1), std::min(s.y0, s.y1));
        const ImVec2 p1 = at(std::max(s.x0, s.x1), std::max(s.y0, s.y1));
        const float rounding =
            s.rounding < 0 ? (p1.y - p0.y) * 0.5f : static_cast<float>(s.rounding);
        switch (s.kind) {
            case core::ShapeKind::Line:
                dl->AddLine(at(s.x0, s.y0), at(s.x1, s.y1), colour, width);
                break;
            case core::ShapeKind::Rect:
                dl->AddRect(p0, p1, colour, rounding, 0, width);
                break;
            case core::ShapeKind::FilledRect:
                dl->AddRectFilled(p0, p1, colour, rounding);
                break;
            case core::ShapeKind::Circle:
                dl->AddCircleFilled(at(s.x0, s.y0), static_cast<float>(s.x1), colour, 0);
                break;
            case core::ShapeKind::Ring:
                dl->AddCircle(at(s.x0, s.y0), static_cast<float>(s.x1), colour, 0, width);
                break;
            case core::ShapeKind::Triangle:
                dl->AddTriangleFilled(at(s.x0, s.y0), at(s.x1, s.y1), at(s.x2, s.y2),
                                      im_colour(s.fill));
                if (s.colour.a > 0 && s.width > 0)
                    dl->AddTriangle(at(s.x0, s.y0), at(s.x1, s.y1), at(s.x2, s.y2), colour, width);
                break;
            case core::ShapeKind::Text:
                if (s.glyph)
                    draw_glyph(dl, fonts, at(s.x0, s.y0), s);
                else
                    draw_text(dl, fonts.text, at(s.x0, s.y0), s);
                break;
            case core::ShapeKind::Label:
                draw_label(dl, fonts.text, at(s.x0, s.y0), s);
                break;
        }
    }
}

core::BoardPalette board_palette(const Theme& th) {
    core::BoardPalette p;
    p.board = plot_colour(th.board_background);
    p.given_background = plot_colour(th.given_background);
    p.thin_line = plot_colour(th.thin_line);
    p.thick_line = plot_colour(th.thick_line);
    p.given_digit = plot_colour(th.given_digit);
    p.entry_digit = plot_colour(th.player_digit);
    p.note_digit = plot_colour(th.note_digit);
    p.muted_text = plot_colour(th.muted_text);
    p.current_cell = plot_colour(th.selected_background);
    p.failed_cell = plot_colour(th.wrong_background);
    p.conflict_cell = plot_colour(th.same_digit_background);
    p.hover = plot_colour(th.hover_background);
    p.wrong_digit = plot_colour(th.wrong_digit);
    p.accent = plot_colour(th.accent);
    p.conflict_outline = plot_colour(th.conflict_outline);
    p.hint_digit = plot_colour(th.hint_digit);
    p.cursor_outline = plot_colour(th.cursor_outline);
    p.diagonal_tint = plot_colour(th.diagonal_tint);
    p.diagonal_line = plot_colour(th.diagonal_line);
    p.window_tint = plot_colour(th.window_tint);
    p.window_outline = plot_colour(window_outline(th));
    p.label_ink = core::PlotColour{255, 255, 255, 255};
    p.tone = th.id == ThemeId::Dark           ? core::DepthTone::Dark
             : th.id == ThemeId::HighContrast ? core::DepthTone::HighContrast
                                              : core::DepthTone::Light;
    return p;
}

}  // namespace sudoku::app
