#include "render/lane_picture.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>

#include "render/shape_painter.hpp"

namespace sudoku::render {

namespace {

void paint_title(cairo_t* cr, const std::string& title, double x, double w, double h,
                 const PaintStyle& style) {
    cairo_set_font_face(cr, style.font.face());
    cairo_set_font_size(cr, h * 0.62);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, title.c_str(), &ext);
    const Rgb c = style.theme.thick_line;
    cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
    cairo_move_to(cr, x + (w - ext.x_advance) / 2.0, h * 0.78);
    cairo_show_text(cr, title.c_str());
}

}  // namespace

void paint_lanes(cairo_t* cr, const LaneLayout& layout, int width, const std::vector<Lane>& lanes,
                 const PaintStyle& style) {
    const int count = static_cast<int>(lanes.size());
    const int column = width / std::max(1, count);
    const int top = lane_title_height(width, count);
    const int board = layout.view ? view_height(*layout.view, column) : 0;
    const int tree_h = lane_tree_height(layout, column, count);
    const Rgb bg = style.theme.background;
    cairo_set_source_rgb(cr, bg.r / 255.0, bg.g / 255.0, bg.b / 255.0);
    cairo_paint(cr);
    // One scale for every tree: the smallest fit, so a bigger search looks bigger.
    const double pad = std::round(column * 0.03);
    const std::optional<TreeGeometry> scale =
        lanes_tree_scale(layout, lanes, column - 2 * pad, tree_h - 2 * pad);
    for (int i = 0; i < count; ++i) {
        const Lane& lane = lanes[static_cast<std::size_t>(i)];
        const double x = i * column;
        if (count > 1) paint_title(cr, lane.title, x, column, top, style);
        if (layout.view && lane.frame) {
            cairo_save(cr);
            cairo_translate(cr, x, top);
            paint_view(cr, *layout.view, column, *lane.frame, style);
            cairo_restore(cr);
        }
        if (scale && lane.tree) {
            const TreeGeometry g = place_tree(*lane.tree, *scale, x + pad, top + board + pad,
                                              column - 2 * pad, tree_h - 2 * pad);
            paint_tree(cr, *lane.tree, g, style);
        }
    }
    if (count > 1) {  // a rule between the columns
        const Rgb c = style.theme.thin_line;
        cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
        cairo_set_line_width(cr, std::max(1.0, width / 600.0));
        for (int i = 1; i < count; ++i) {
            cairo_move_to(cr, i * column, top * 0.2);
            cairo_line_to(cr, i * column, lanes_height(layout, width, count) - top * 0.2);
        }
        cairo_stroke(cr);
    }
}

void paint_tree(cairo_t* cr, const TreePicture& picture, const TreeGeometry& g,
                const PaintStyle& style) {
    const core::Figure figure = tree_figure(picture, g, style.theme);
    paint_shapes(cr, figure.shapes, style.font.face());
}

Image lanes_image(const LaneLayout& layout, int width, const std::vector<Lane>& lanes,
                  const PaintStyle& style) {
    return paint_picture(width, lanes_height(layout, width, static_cast<int>(lanes.size())),
                         [&](cairo_t* cr) { paint_lanes(cr, layout, width, lanes, style); });
}

}  // namespace sudoku::render
