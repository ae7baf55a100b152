#include "app/lab/figure_view.hpp"

#include <cfloat>

namespace sudoku::app {

namespace {

ImU32 colour(core::PlotColour c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}

void draw_text(ImDrawList* list, ImVec2 at, const core::Shape& s) {
    ImFont* font = ImGui::GetFont();
    const auto size = static_cast<float>(s.size);
    const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0.0f, s.text.c_str());
    float x = at.x;
    if (s.anchor == core::TextAnchor::Middle) x -= extent.x / 2;
    if (s.anchor == core::TextAnchor::End) x -= extent.x;
    const int first = list->VtxBuffer.Size;
    list->AddText(font, size, ImVec2(x, at.y - extent.y / 2), colour(s.colour), s.text.c_str());
    if (!s.vertical) return;
    // ImGui draws text level only: turn the new vertices a quarter left around the anchor.
    for (int i = first; i < list->VtxBuffer.Size; ++i) {
        ImVec2& p = list->VtxBuffer[i].pos;
        const ImVec2 d(p.x - at.x, p.y - at.y);
        p = ImVec2(at.x + d.y, at.y - d.x);
    }
}

}  // namespace

void draw_figure(ImDrawList* list, ImVec2 origin, const core::Figure& figure) {
    const auto at = [&](double x, double y) {
        return ImVec2(origin.x + static_cast<float>(x), origin.y + static_cast<float>(y));
    };
    for (const core::Shape& s : figure.shapes) {
        switch (s.kind) {
            case core::ShapeKind::Line:
                list->AddLine(at(s.x0, s.y0), at(s.x1, s.y1), colour(s.colour),
                              static_cast<float>(s.width));
                break;
            case core::ShapeKind::Rect:
                list->AddRect(at(std::min(s.x0, s.x1), std::min(s.y0, s.y1)),
                              at(std::max(s.x0, s.x1), std::max(s.y0, s.y1)), colour(s.colour),
                              0.0f, 0, static_cast<float>(s.width));
                break;
            case core::ShapeKind::FilledRect:
                list->AddRectFilled(at(std::min(s.x0, s.x1), std::min(s.y0, s.y1)),
                                    at(std::max(s.x0, s.x1), std::max(s.y0, s.y1)),
                                    colour(s.colour));
                break;
            case core::ShapeKind::Circle:
                list->AddCircleFilled(at(s.x0, s.y0), static_cast<float>(s.x1), colour(s.colour),
                                      10);
                break;
            case core::ShapeKind::Text:
                draw_text(list, at(s.x0, s.y0), s);
                break;
        }
    }
}

}  // namespace sudoku::app
