#include "render/soft_pictures.hpp"

#include <algorithm>
#include <cmath>

#include "render/soft_shapes.hpp"

namespace sudoku::render {

namespace {

void soft_board(SoftCanvas& canvas, double x, double y, double side, const WatchFrame& frame,
                const SoftStyle& style) {
    canvas.fill_rect(x, y, x + side, y + side, 0, plot_colour(style.theme.background));
    const core::BoardPicture picture =
        core::layout_board(frame_state(frame), board_palette(style.theme), style.words.board,
                           board_box(x, y, side, frame.board.size()));
    paint_shapes_soft(canvas, picture.figure.shapes, style.font);
}

void soft_lines(SoftCanvas& canvas, const std::vector<FitText>& lines, const SoftStyle& style) {
    for (const FitText& line : lines)
        (void)soft_text_fit(canvas, style.font, line);
}

// paint_view's picture from the canvas's origin.
void soft_view(SoftCanvas& canvas, View view, int width, const WatchFrame& frame,
               const SoftStyle& style) {
    const double w = width;
    const double h = view_height(view, width);
    const core::PlotColour background = plot_colour(style.theme.background);
    canvas.fill_rect(0, 0, w, h, 0, background);
    switch (view) {
        case View::Board:
            soft_board(canvas, 0, 0, w, frame, style);
            break;
        case View::BoardCounters:
            soft_board(canvas, 0, 0, w, frame, style);
            canvas.fill_rect(0, w, w, h, 0, background);
            soft_lines(canvas, counter_strip_text(0, w, w, h - w, frame, style.words, style.theme),
                       style);
            break;
        case View::Frame: {
            soft_board(canvas, 0, 0, h, frame, style);
            const double pad = std::round(h * 0.03);
            soft_lines(canvas,
                       panel_text(h + pad, pad, w - h - 2 * pad, h - 2 * pad, frame, style.words,
                                  style.theme),
                       style);
            break;
        }
    }
}

}  // namespace

core::Result<Image> soft_view_image(View view, int width, const WatchFrame& frame,
                                    const SoftStyle& style) {
    if (auto bad = check_size(width)) return *bad;
    auto image = blank_image(width, view_height(view, width), style.theme.background);
    if (!image) return image.error();
    SoftCanvas canvas(*image);
    soft_view(canvas, view, width, frame, style);
    return image;
}

core::Result<Image> soft_lanes_image(const LaneLayout& layout, int width,
                                     const std::vector<Lane>& lanes, const SoftStyle& style) {
    if (auto bad = check_size(width)) return *bad;
    const int count = static_cast<int>(lanes.size());
    const int column = width / std::max(1, count);
    const int top = lane_title_height(width, count);
    const int board = layout.view ? view_height(*layout.view, column) : 0;
    const int tree_h = lane_tree_height(layout, column, count);
    const int height = lanes_height(layout, width, count);
    auto image = blank_image(width, height, style.theme.background);
    if (!image) return image.error();
    SoftCanvas canvas(*image);
    const double pad = std::round(column * 0.03);
    const std::optional<TreeGeometry> scale =
        lanes_tree_scale(layout, lanes, column - 2 * pad, tree_h - 2 * pad);
    for (int i = 0; i < count; ++i) {
        const Lane& lane = lanes[static_cast<std::size_t>(i)];
        const double x = i * column;
        if (count > 1) {
            const double size = top * 0.62;
            const double advance = style.font.advance(lane.title, size);
            soft_text(canvas, style.font, lane.title, x + (column - advance) / 2.0, top * 0.78,
                      size, plot_colour(style.theme.thick_line));
        }
        if (layout.view && lane.frame) {
            canvas.set_origin(x, top);
            soft_view(canvas, *layout.view, column, *lane.frame, style);
            canvas.set_origin(0, 0);
        }
        if (scale && lane.tree) {
            const TreeGeometry g = place_tree(*lane.tree, *scale, x + pad, top + board + pad,
                                              column - 2 * pad, tree_h - 2 * pad);
            paint_shapes_soft(canvas, tree_figure(*lane.tree, g, style.theme).shapes, style.font);
        }
    }
    // A rule between the columns.
    for (int i = 1; i < count; ++i)
        canvas.line(i * column, top * 0.2, i * column, height - top * 0.2,
                    std::max(1.0, width / 600.0), plot_colour(style.theme.thin_line));
    return image;
}

core::Result<Image> soft_figure_image(const core::Figure& figure, const SoftFont& font) {
    const double w = std::ceil(figure.width), h = std::ceil(figure.height);
    // Checked as doubles: a huge or broken figure must not wrap into a small int.
    for (const double side : {w, h})
        if (!(side >= 1 && side <= kMaxSoftSide))
            return core::coded_error(
                core::ErrorCode::ImageSizeOutOfRange,
                {std::isfinite(side)
                     ? std::to_string(static_cast<long long>(std::clamp(side, -1e15, 1e15)))
                     : std::string("?"),
                 "1", std::to_string(kMaxSoftSide)});
    auto image = blank_image(static_cast<int>(w), static_cast<int>(h), Rgb{0, 0, 0});
    if (!image) return image.error();
    SoftCanvas canvas(*image);
    paint_shapes_soft(canvas, figure.shapes, font);
    return image;
}

}  // namespace sudoku::render
