#include "core/plot/figure.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/plot/scale.hpp"

namespace sudoku::core {

namespace {

struct Range {
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    void add(double v) {
        if (!std::isfinite(v)) return;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    [[nodiscard]] bool empty() const { return lo > hi; }
};

PlotColour with_alpha(PlotColour c, std::uint8_t a) {
    c.a = a;
    return c;
}

class Builder {
  public:
    Builder(const Chart& chart, double width, double height, const FigureStyle& style)
        : m_chart(chart), m_style(style) {
        m_fig.width = width;
        m_fig.height = height;
    }

    Figure build() {
        fit_scales();
        place_area();
        rect(ShapeKind::FilledRect, 0, 0, m_fig.width, m_fig.height, m_style.background);
        text(m_fig.width / 2, m_style.font * 1.2, m_chart.title, TextAnchor::Middle,
             m_style.font * 1.15);
        draw_y_axis();
        if (m_chart.kind == ChartKind::Scatter)
            draw_x_axis();
        else
            draw_categories();
        switch (m_chart.kind) {
            case ChartKind::Scatter:
                draw_points();
                break;
            case ChartKind::Box:
                draw_boxes();
                break;
            case ChartKind::Bar:
                draw_bars();
                break;
        }
        line(m_fig.left, m_fig.bottom, m_fig.right, m_fig.bottom, m_style.ink, 1.2);
        line(m_fig.left, m_fig.top, m_fig.left, m_fig.bottom, m_style.ink, 1.2);
        if (m_chart.kind == ChartKind::Scatter) draw_legend();
        return std::move(m_fig);
    }

  private:
    void fit_scales() {
        Range x;
        Range y;
        for (const ChartSeries& s : m_chart.series)
            for (const ChartPoint& p : s.points) {
                x.add(p.x);
                y.add(p.y);
            }
        for (const ChartBox& b : m_chart.boxes) {
            y.add(b.min);
            y.add(b.max);
        }
        for (const ChartBar& b : m_chart.bars) {
            y.add(m_chart.y.log ? std::max(1.0, b.mean - b.spread) : 0.0);
            y.add(b.mean + b.spread);
        }
        if (x.empty()) x = {0, 1};
        if (y.empty()) y = {0, 1};
        m_x = Scale::fit(x.lo, x.hi, m_chart.x.log);
        m_y = Scale::fit(y.lo, y.hi, m_chart.y.log);
    }

    [[nodiscard]] std::size_t categories() const {
        return m_chart.kind == ChartKind::Box ? m_chart.boxes.size() : m_chart.bars.size();
    }

    void place_area() {
        const double f = m_style.font;
        double tick_width = 0;
        for (const Tick& t : m_y.ticks())
            tick_width = std::max(tick_width, estimated_text_width(t.label, f));
        double legend = 0;
        if (m_chart.kind == ChartKind::Scatter)
            for (const ChartSeries& s : m_chart.series)
                legend = std::max(legend, estimated_text_width(s.name, f) + f * 2.5);
        m_fig.left = f * 2.6 + tick_width;
        m_fig.top = f * 2.8;
        m_fig.right = std::max(m_fig.left + f * 4, m_fig.width - f * 1.2 - legend);
        m_fig.bottom = std::max(m_fig.top + f * 4, m_fig.height - f * 3.6);
    }

    [[nodiscard]] double px(double v) const {
        return m_fig.left + m_x.to_unit(v) * (m_fig.right - m_fig.left);
    }
    [[nodiscard]] double py(double v) const {
        return m_fig.bottom - m_y.to_unit(v) * (m_fig.bottom - m_fig.top);
    }
    [[nodiscard]] double slot_centre(std::size_t i) const {
        const double slot = (m_fig.right - m_fig.left) / static_cast<double>(categories());
        return m_fig.left + (static_cast<double>(i) + 0.5) * slot;
    }
    [[nodiscard]] double slot_width() const {
        return (m_fig.right - m_fig.left) /
               static_cast<double>(std::max<std::size_t>(1, categories()));
    }

    void draw_y_axis() {
        const double f = m_style.font;
        for (const Tick& t : m_y.ticks()) {
            const double y = py(t.value);
            line(m_fig.left, y, m_fig.right, y, m_style.grid, t.major ? 1.0 : 0.6);
            line(m_fig.left - f * 0.35, y, m_fig.left, y, m_style.ink, 1.0);
            text(m_fig.left - f * 0.5, y, t.label, TextAnchor::End, f * (t.major ? 1.0 : 0.85));
        }
        Shape title;
        title.kind = ShapeKind::Text;
        title.x0 = f * 0.9;
        title.y0 = (m_fig.top + m_fig.bottom) / 2;
        title.text = m_chart.y.title;
        title.anchor = TextAnchor::Middle;
        title.size = f;
        title.colour = m_style.ink;
        title.vertical = true;
        m_fig.shapes.push_back(std::move(title));
    }

    void draw_x_axis() {
        const double f = m_style.font;
        for (const Tick& t : m_x.ticks()) {
            const double x = px(t.value);
            line(x, m_fig.top, x, m_fig.bottom, m_style.grid, t.major ? 1.0 : 0.6);
            line(x, m_fig.bottom, x, m_fig.bottom + f * 0.35, m_style.ink, 1.0);
            text(x, m_fig.bottom + f * 1.1, t.label, TextAnchor::Middle,
                 f * (t.major ? 1.0 : 0.85));
        }
        text((m_fig.left + m_fig.right) / 2, m_fig.bottom + f * 2.6, m_chart.x.title,
             TextAnchor::Middle, f);
    }

    void draw_categories() {
        const double f = m_style.font;
        for (std::size_t i = 0; i < categories(); ++i) {
            const std::string& name =
                m_chart.kind == ChartKind::Box ? m_chart.boxes[i].name : m_chart.bars[i].name;
            // A name wider than its slot shrinks rather than runs into its neighbour.
            const double fit = slot_width() * 0.95 / std::max(1.0, estimated_text_width(name, f));
            text(slot_centre(i), m_fig.bottom + f * 1.1, name, TextAnchor::Middle,
                 f * std::min(1.0, fit));
        }
        text((m_fig.left + m_fig.right) / 2, m_fig.bottom + f * 2.6, m_chart.x.title,
             TextAnchor::Middle, f);
    }

    void draw_points() {
        const double r = std::max(2.0, m_style.font * 0.24);
        for (std::size_t s = 0; s < m_chart.series.size(); ++s)
            for (const ChartPoint& p : m_chart.series[s].points) {
                const double x = px(p.x);
                const double y = py(p.y);
                circle(x, y, r, with_alpha(series_colour(s), 170));
                m_fig.points.push_back({x, y, static_cast<int>(s), p.tag});
            }
    }

    void draw_boxes() {
        const double half = slot_width() * 0.22;
        for (std::size_t i = 0; i < m_chart.boxes.size(); ++i) {
            const ChartBox& b = m_chart.boxes[i];
            const double cx = slot_centre(i);
            const PlotColour c = series_colour(i);
            line(cx, py(b.min), cx, py(b.q1), m_style.ink, 1.2);
            line(cx, py(b.q3), cx, py(b.max), m_style.ink, 1.2);
            line(cx - half / 2, py(b.min), cx + half / 2, py(b.min), m_style.ink, 1.2);
            line(cx - half / 2, py(b.max), cx + half / 2, py(b.max), m_style.ink, 1.2);
            rect(ShapeKind::FilledRect, cx - half, py(b.q3), cx + half, py(b.q1),
                 with_alpha(c, 110));
            rect(ShapeKind::Rect, cx - half, py(b.q3), cx + half, py(b.q1), c, 1.5);
            line(cx - half, py(b.median), cx + half, py(b.median), m_style.ink, 2.5);
        }
    }

    void draw_bars() {
        const double half = slot_width() * 0.3;
        for (std::size_t i = 0; i < m_chart.bars.size(); ++i) {
            const ChartBar& b = m_chart.bars[i];
            const double cx = slot_centre(i);
            rect(ShapeKind::FilledRect, cx - half, py(b.mean), cx + half, m_fig.bottom,
                 with_alpha(series_colour(i), 200));
            const double lo = py(b.mean - b.spread);
            const double hi = py(b.mean + b.spread);
            line(cx, lo, cx, hi, m_style.ink, 1.5);
            line(cx - half / 3, lo, cx + half / 3, lo, m_style.ink, 1.5);
            line(cx - half / 3, hi, cx + half / 3, hi, m_style.ink, 1.5);
        }
    }

    void draw_legend() {
        const double f = m_style.font;
        const double x = m_fig.right + f * 0.9;
        for (std::size_t s = 0; s < m_chart.series.size(); ++s) {
            const double y = m_fig.top + f * 0.6 + static_cast<double>(s) * f * 1.5;
            circle(x + f * 0.4, y, f * 0.35, series_colour(s));
            text(x + f * 1.1, y, m_chart.series[s].name, TextAnchor::Start, f);
        }
    }

    void line(double x0, double y0, double x1, double y1, PlotColour c, double w) {
        m_fig.shapes.push_back({ShapeKind::Line, x0, y0, x1, y1, c, w, {}, {}, 0, false});
    }
    void rect(ShapeKind kind, double x0, double y0, double x1, double y1, PlotColour c,
              double w = 1.0) {
        m_fig.shapes.push_back({kind, x0, y0, x1, y1, c, w, {}, {}, 0, false});
    }
    void circle(double x, double y, double r, PlotColour c) {
        m_fig.shapes.push_back({ShapeKind::Circle, x, y, r, 0, c, 1.0, {}, {}, 0, false});
    }
    void text(double x, double y, const std::string& s, TextAnchor anchor, double size) {
        if (s.empty()) return;
        m_fig.shapes.push_back(
            {ShapeKind::Text, x, y, 0, 0, m_style.ink, 1.0, s, anchor, size, false});
    }

    const Chart& m_chart;
    const FigureStyle& m_style;
    Figure m_fig;
    Scale m_x;
    Scale m_y;
};

}  // namespace

PlotColour series_colour(std::size_t i) {
    static constexpr PlotColour kColours[] = {
        {78, 121, 167, 255}, {242, 142, 43, 255},  {225, 87, 89, 255},   {118, 183, 178, 255},
        {89, 161, 79, 255},  {237, 201, 72, 255},  {176, 122, 161, 255}, {255, 157, 167, 255},
        {156, 117, 95, 255}, {186, 176, 172, 255},
    };
    return kColours[i % std::size(kColours)];
}

double estimated_text_width(const std::string& text, double size) {
    std::size_t points = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80) ++points;  // count UTF-8 lead bytes only
    return static_cast<double>(points) * 0.6 * size;
}

int Figure::point_at(double x, double y, double radius) const {
    int best = -1;
    double best_d = radius * radius;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const double dx = points[i].x - x;
        const double dy = points[i].y - y;
        if (dx * dx + dy * dy <= best_d) {
            best_d = dx * dx + dy * dy;
            best = static_cast<int>(i);
        }
    }
    return best;
}

Figure layout_chart(const Chart& chart, double width, double height, const FigureStyle& style) {
    return Builder(chart, width, height, style).build();
}

}  // namespace sudoku::core
