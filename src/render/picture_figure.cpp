#include "render/picture_figure.hpp"

#include <algorithm>
#include <cmath>

#include "core/plot/figure_svg.hpp"
#include "render/frame_text.hpp"
#include "render/part_file.hpp"

namespace sudoku::render {

namespace {

// Where a line's middle sits above its baseline, in ems (DejaVu Sans: half of ascent minus
// descent, as the painters place a Text's y).
constexpr double kMiddleAboveBaseline = 0.346;

core::PlotColour colour_of(Rgb c) {
    return {c.r, c.g, c.b, 255};
}

core::Shape filled(double x0, double y0, double x1, double y1, Rgb c) {
    core::Shape s;
    s.kind = core::ShapeKind::FilledRect;
    s.x0 = x0, s.y0 = y0, s.x1 = x1, s.y1 = y1;
    s.colour = colour_of(c);
    return s;
}

core::Shape text_shape(const std::string& text, double x, double middle, double size, Rgb c,
                       core::TextAnchor anchor) {
    core::Shape s;
    s.kind = core::ShapeKind::Text;
    s.text = text;
    s.x0 = x;
    s.y0 = middle;
    s.size = size;
    s.colour = colour_of(c);
    s.anchor = anchor;
    return s;
}

// A painter's fitted line as a Text shape: shrunk by the estimate until it fits.
core::Shape fitted(const FitText& line) {
    double size = line.size;
    const double width = core::estimated_text_width(line.text, size);
    if (width > line.max_width && width > 0) size *= line.max_width / width;
    return text_shape(line.text, line.x, line.y - size * kMiddleAboveBaseline, size, line.colour,
                      core::TextAnchor::Start);
}

void add_board(core::Figure& f, double x, double y, double side, const WatchFrame& frame,
               const RenderTheme& theme, const FrameWords& words) {
    f.shapes.push_back(filled(x, y, x + side, y + side, theme.background));
    const core::BoardPicture picture =
        core::layout_board(frame_state(frame), board_palette(theme), words.board,
                           board_box(x, y, side, frame.board.size()));
    f.shapes.insert(f.shapes.end(), picture.figure.shapes.begin(), picture.figure.shapes.end());
}

void add_lines(core::Figure& f, const std::vector<FitText>& lines) {
    for (const FitText& line : lines)
        if (!line.text.empty()) f.shapes.push_back(fitted(line));
}

// paint_view's picture with its top-left corner at (x, y).
void add_view(core::Figure& f, double x, double y, View view, int width, const WatchFrame& frame,
              const RenderTheme& theme, const FrameWords& words) {
    const double w = width;
    const double h = view_height(view, width);
    f.shapes.push_back(filled(x, y, x + w, y + h, theme.background));
    switch (view) {
        case View::Board:
            add_board(f, x, y, w, frame, theme, words);
            break;
        case View::BoardCounters:
            add_board(f, x, y, w, frame, theme, words);
            add_lines(f, counter_strip_text(x, y + w, w, h - w, frame, words, theme));
            break;
        case View::Frame: {
            add_board(f, x, y, h, frame, theme, words);
            const double pad = std::round(h * 0.03);
            add_lines(f, panel_text(x + h + pad, y + pad, w - h - 2 * pad, h - 2 * pad, frame,
                                    words, theme));
            break;
        }
    }
}

}  // namespace

core::Figure view_figure(View view, int width, const WatchFrame& frame, const RenderTheme& theme,
                         const FrameWords& words) {
    core::Figure f;
    f.width = width;
    f.height = view_height(view, width);
    add_view(f, 0, 0, view, width, frame, theme, words);
    return f;
}

core::Figure lanes_figure(const LaneLayout& layout, int width, const std::vector<Lane>& lanes,
                          const RenderTheme& theme, const FrameWords& words) {
    const int count = static_cast<int>(lanes.size());
    const int column = width / std::max(1, count);
    const int top = lane_title_height(width, count);
    const int board = layout.view ? view_height(*layout.view, column) : 0;
    const int tree_h = lane_tree_height(layout, column, count);
    core::Figure f;
    f.width = width;
    f.height = lanes_height(layout, width, count);
    f.shapes.push_back(filled(0, 0, f.width, f.height, theme.background));
    const double pad = std::round(column * 0.03);
    const std::optional<TreeGeometry> scale =
        lanes_tree_scale(layout, lanes, column - 2 * pad, tree_h - 2 * pad);
    for (int i = 0; i < count; ++i) {
        const Lane& lane = lanes[static_cast<std::size_t>(i)];
        const double x = i * column;
        if (count > 1)
            f.shapes.push_back(text_shape(lane.title, x + column / 2.0,
                                          top * 0.78 - top * 0.62 * kMiddleAboveBaseline,
                                          top * 0.62, theme.thick_line, core::TextAnchor::Middle));
        if (layout.view && lane.frame)
            add_view(f, x, top, *layout.view, column, *lane.frame, theme, words);
        if (scale && lane.tree) {
            const TreeGeometry g = place_tree(*lane.tree, *scale, x + pad, top + board + pad,
                                              column - 2 * pad, tree_h - 2 * pad);
            const core::Figure tree = tree_figure(*lane.tree, g, theme);
            f.shapes.insert(f.shapes.end(), tree.shapes.begin(), tree.shapes.end());
        }
    }
    for (int i = 1; i < count; ++i) {  // a rule between the columns
        core::Shape rule;
        rule.kind = core::ShapeKind::Line;
        rule.x0 = rule.x1 = i * column;
        rule.y0 = top * 0.2;
        rule.y1 = f.height - top * 0.2;
        rule.width = std::max(1.0, width / 600.0);
        rule.colour = colour_of(theme.thin_line);
        f.shapes.push_back(rule);
    }
    return f;
}

std::optional<core::Error> write_svg(const core::Figure& figure, const std::string& path) {
    const std::string text = core::figure_svg(figure);
    auto file = PartFile::create(path);
    if (!file) return file.error();
    if (!file->write(text.data(), text.size())) return image_write_error(path, file->why("write"));
    return file->finish();
}

}  // namespace sudoku::render
