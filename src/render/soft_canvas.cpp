#include "render/soft_canvas.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace sudoku::render {

namespace {

double clamp01(double v) {
    return std::clamp(v, 0.0, 1.0);
}

// A filled shape's coverage of a pixel whose centre is `sd` from its edge (negative inside):
// the share of a pixel-wide box past the edge, exact for straight edges across the pixel.
double fill_coverage(double sd) {
    return clamp01(0.5 - sd);
}

// A stroke's coverage at `dist` from its centre line. A stroke thinner than a pixel is drawn a
// pixel wide, fainter in proportion, as cairo's anti-aliasing shows it.
double stroke_coverage(double dist, double width) {
    if (width >= 1.0) return clamp01(0.5 + width / 2 - dist);
    return width * clamp01(1.0 - dist);
}

// Signed distance from (px, py) to a box centred at (cx, cy) with half sides (hx, hy) and
// corner radius r (negative inside).
double round_box_distance(double px, double py, double cx, double cy, double hx, double hy,
                          double r) {
    const double qx = std::abs(px - cx) - hx + r;
    const double qy = std::abs(py - cy) - hy + r;
    const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
    const double inside = std::min(std::max(qx, qy), 0.0);
    return outside + inside - r;
}

// Signed distance to a triangle (negative inside), whichever way round its corners go.
double triangle_distance(double px, double py, const double (&xs)[3], const double (&ys)[3]) {
    double best = 1e300;
    double sign = 1;
    const double orient = (xs[1] - xs[0]) * (ys[0] - ys[2]) - (ys[1] - ys[0]) * (xs[0] - xs[2]);
    const double s = orient < 0 ? -1.0 : 1.0;
    for (int i = 0; i < 3; ++i) {
        const int j = (i + 1) % 3;
        const double ex = xs[j] - xs[i], ey = ys[j] - ys[i];
        const double vx = px - xs[i], vy = py - ys[i];
        const double t = clamp01((vx * ex + vy * ey) / std::max(ex * ex + ey * ey, 1e-12));
        const double qx = vx - ex * t, qy = vy - ey * t;
        const double d2 = qx * qx + qy * qy;
        const double side = s * (vx * ey - vy * ex);
        if (d2 < best) best = d2;
        if (side < 0) sign = -1;  // outside this edge
    }
    // Inside every edge: negative distance.
    return sign < 0 ? std::sqrt(best) : -std::sqrt(best);
}

struct Corners {
    double x0, y0, x1, y1;
};

Corners ordered(double x0, double y0, double x1, double y1) {
    return {std::min(x0, x1), std::min(y0, y1), std::max(x0, x1), std::max(y0, y1)};
}

// Negative rounding asks for round ends (half the height); never more than fits.
double radius_of(const Corners& c, double rounding) {
    const double most = std::min(c.x1 - c.x0, c.y1 - c.y0) / 2;
    return std::clamp(rounding < 0 ? most : rounding, 0.0, most);
}

}  // namespace

core::Result<Image> blank_image(int width, int height, Rgb colour) {
    for (const int side : {width, height})
        if (side < 1 || side > kMaxSoftSide)
            return core::coded_error(core::ErrorCode::ImageSizeOutOfRange,
                                     {std::to_string(side), "1", std::to_string(kMaxSoftSide)});
    Image image;
    image.width = width;
    image.height = height;
    const std::uint32_t p =
        (std::uint32_t{colour.r} << 16) | (std::uint32_t{colour.g} << 8) | std::uint32_t{colour.b};
    image.pixels.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), p);
    return image;
}

void SoftCanvas::blend(int x, int y, core::PlotColour c, double coverage) {
    if (x < 0 || y < 0 || x >= m_image.width || y >= m_image.height) return;
    const double a = coverage * c.a / 255.0;
    if (a <= 0) return;
    std::uint32_t& p =
        m_image.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_image.width) +
                       static_cast<std::size_t>(x)];
    const auto mix = [a](std::uint32_t dst, std::uint8_t src) {
        const double v = dst + (src - static_cast<double>(dst)) * a;
        return static_cast<std::uint32_t>(std::lround(std::clamp(v, 0.0, 255.0)));
    };
    p = (mix((p >> 16) & 0xFF, c.r) << 16) | (mix((p >> 8) & 0xFF, c.g) << 8) | mix(p & 0xFF, c.b);
}

template <class Coverage>
void SoftCanvas::cover(double x0, double y0, double x1, double y1, core::PlotColour colour,
                       const Coverage& coverage) {
    if (!std::isfinite(x0) || !std::isfinite(y0) || !std::isfinite(x1) || !std::isfinite(y1))
        return;
    // Clamped to just past the image before the cast: a shape far outside (1e12) is no int.
    const auto pixel = [](double v, int extent) {
        return static_cast<int>(std::clamp(v, -2.0, static_cast<double>(extent) + 2.0));
    };
    const int w = m_image.width, h = m_image.height;
    const int left = std::max(0, pixel(std::floor(x0 + m_ox), w) - 1);
    const int top = std::max(0, pixel(std::floor(y0 + m_oy), h) - 1);
    const int right = std::min(w - 1, pixel(std::ceil(x1 + m_ox), w) + 1);
    const int bottom = std::min(h - 1, pixel(std::ceil(y1 + m_oy), h) + 1);
    for (int y = top; y <= bottom; ++y)
        for (int x = left; x <= right; ++x) {
            const double c = coverage(x + 0.5 - m_ox, y + 0.5 - m_oy);
            if (c > 0) blend(x, y, colour, c);
        }
}

void SoftCanvas::fill_rect(double x0, double y0, double x1, double y1, double rounding,
                           core::PlotColour colour) {
    const Corners c = ordered(x0, y0, x1, y1);
    const double r = radius_of(c, rounding);
    const double cx = (c.x0 + c.x1) / 2, cy = (c.y0 + c.y1) / 2;
    const double hx = (c.x1 - c.x0) / 2, hy = (c.y1 - c.y0) / 2;
    cover(c.x0, c.y0, c.x1, c.y1, colour, [&](double px, double py) {
        return fill_coverage(round_box_distance(px, py, cx, cy, hx, hy, r));
    });
}

void SoftCanvas::stroke_rect(double x0, double y0, double x1, double y1, double rounding,
                             double width, core::PlotColour colour) {
    const Corners c = ordered(x0, y0, x1, y1);
    const double r = radius_of(c, rounding);
    const double cx = (c.x0 + c.x1) / 2, cy = (c.y0 + c.y1) / 2;
    const double hx = (c.x1 - c.x0) / 2, hy = (c.y1 - c.y0) / 2;
    const double reach = width / 2 + 1;
    cover(
        c.x0 - reach, c.y0 - reach, c.x1 + reach, c.y1 + reach, colour, [&](double px, double py) {
            return stroke_coverage(std::abs(round_box_distance(px, py, cx, cy, hx, hy, r)), width);
        });
}

void SoftCanvas::line(double x0, double y0, double x1, double y1, double width,
                      core::PlotColour colour) {
    const double dx = x1 - x0, dy = y1 - y0;
    const double length = std::hypot(dx, dy);
    if (!(length > 0) || !(width > 0)) return;
    const double ux = dx / length, uy = dy / length;
    const double half = std::max(width, 1.0) / 2;
    const double alpha = std::min(width, 1.0);
    const Corners box = ordered(x0, y0, x1, y1);
    cover(box.x0 - half, box.y0 - half, box.x1 + half, box.y1 + half, colour,
          [&](double px, double py) {
              const double t = (px - x0) * ux + (py - y0) * uy;
              const double across = std::abs((px - x0) * uy - (py - y0) * ux);
              const double along = std::abs(t - length / 2) - length / 2;
              return alpha * fill_coverage(std::max(along, across - half));
          });
}

void SoftCanvas::disc(double cx, double cy, double radius, core::PlotColour colour) {
    if (!(radius > 0)) return;
    cover(cx - radius, cy - radius, cx + radius, cy + radius, colour, [&](double px, double py) {
        return fill_coverage(std::hypot(px - cx, py - cy) - radius);
    });
}

void SoftCanvas::ring(double cx, double cy, double radius, double width, core::PlotColour colour) {
    if (!(radius > 0) || !(width > 0)) return;
    const double reach = radius + width / 2 + 1;
    cover(cx - reach, cy - reach, cx + reach, cy + reach, colour, [&](double px, double py) {
        return stroke_coverage(std::abs(std::hypot(px - cx, py - cy) - radius), width);
    });
}

void SoftCanvas::fill_triangle(const double (&xs)[3], const double (&ys)[3],
                               core::PlotColour colour) {
    const double x0 = std::min({xs[0], xs[1], xs[2]}), x1 = std::max({xs[0], xs[1], xs[2]});
    const double y0 = std::min({ys[0], ys[1], ys[2]}), y1 = std::max({ys[0], ys[1], ys[2]});
    cover(x0, y0, x1, y1, colour,
          [&](double px, double py) { return fill_coverage(triangle_distance(px, py, xs, ys)); });
}

void SoftCanvas::stroke_triangle(const double (&xs)[3], const double (&ys)[3], double width,
                                 core::PlotColour colour) {
    if (!(width > 0)) return;
    const double x0 = std::min({xs[0], xs[1], xs[2]}), x1 = std::max({xs[0], xs[1], xs[2]});
    const double y0 = std::min({ys[0], ys[1], ys[2]}), y1 = std::max({ys[0], ys[1], ys[2]});
    const double reach = width / 2 + 1;
    cover(x0 - reach, y0 - reach, x1 + reach, y1 + reach, colour, [&](double px, double py) {
        return stroke_coverage(std::abs(triangle_distance(px, py, xs, ys)), width);
    });
}

void SoftCanvas::blend_mask(const AlphaMask& mask, int x, int y, core::PlotColour colour,
                            bool vertical) {
    const int ox = x + static_cast<int>(std::lround(m_ox));
    const int oy = y + static_cast<int>(std::lround(m_oy));
    for (int v = 0; v < mask.height; ++v)
        for (int u = 0; u < mask.width; ++u) {
            const std::uint8_t a =
                mask.alpha[static_cast<std::size_t>(v) * static_cast<std::size_t>(mask.width) +
                           static_cast<std::size_t>(u)];
            if (a == 0) continue;
            if (vertical)
                blend(ox + v, oy - 1 - u, colour, a / 255.0);
            else
                blend(ox + u, oy + v, colour, a / 255.0);
        }
}

}  // namespace sudoku::render
