#include "app/lab/figure_view.hpp"

#include "app/views/shape_painter.hpp"

namespace sudoku::app {

void draw_figure(ImDrawList* list, ImVec2 origin, const core::Figure& figure) {
    // The shapes' ImGui backend, shared with the board and the search tree.
    ShapeFonts fonts;
    fonts.text = ImGui::GetFont();
    paint_shapes(list, figure.shapes, fonts, origin);
}

}  // namespace sudoku::app
