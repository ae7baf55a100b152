// A picture painted in software (no cairo, so the browser build has it too): filled and
// stroked rectangles with round corners, lines with a width, discs, rings and triangles, each
// anti-aliased from its signed distance, and alpha masks (text) blended in a colour. Colours
// blend over the picture as cairo's OVER does; coordinates are pixels, (0, 0) the top-left
// corner of the top-left pixel, moved by the origin.
#pragma once

#include <cstdint>
#include <vector>

#include "core/base/result.hpp"
#include "core/plot/chart.hpp"
#include "render/image.hpp"

namespace sudoku::render {

// The largest side a software picture may have: a picture of lanes is taller than wide.
inline constexpr int kMaxSoftSide = 2 * kMaxSize;

// A width x height picture filled with `colour`; an error (ImageSizeOutOfRange) when a side is
// below 1 or above kMaxSoftSide.
[[nodiscard]] core::Result<Image> blank_image(int width, int height, Rgb colour);

// Coverage of 8-bit alpha, row by row, for blending in one colour.
struct AlphaMask {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> alpha;
};

class SoftCanvas {
  public:
    explicit SoftCanvas(Image& image) : m_image(image) {}

    // Where (0, 0) of later shapes lands (a lane's column in a comparison).
    void set_origin(double x, double y) {
        m_ox = x;
        m_oy = y;
    }

    // Rectangles by their corners; rounding 0: square corners.
    void fill_rect(double x0, double y0, double x1, double y1, double rounding,
                   core::PlotColour colour);
    // The outline centred on the rectangle's edge, `width` wide.
    void stroke_rect(double x0, double y0, double x1, double y1, double rounding, double width,
                     core::PlotColour colour);
    // A line with square ends at its end points (cairo's butt caps).
    void line(double x0, double y0, double x1, double y1, double width, core::PlotColour colour);
    void disc(double cx, double cy, double radius, core::PlotColour colour);
    void ring(double cx, double cy, double radius, double width, core::PlotColour colour);
    void fill_triangle(const double (&xs)[3], const double (&ys)[3], core::PlotColour colour);
    void stroke_triangle(const double (&xs)[3], const double (&ys)[3], double width,
                         core::PlotColour colour);
    // The mask with its top-left pixel at (x, y), or turned a quarter left (read bottom to top)
    // with its top-left corner at (x, y) going up.
    void blend_mask(const AlphaMask& mask, int x, int y, core::PlotColour colour,
                    bool vertical = false);

    [[nodiscard]] double origin_x() const { return m_ox; }
    [[nodiscard]] double origin_y() const { return m_oy; }

  private:
    // Blends `colour` at pixel (x, y) with this coverage (0..1); outside the picture: nothing.
    void blend(int x, int y, core::PlotColour colour, double coverage);
    // Runs `coverage(px, py)` (the pixel's centre, in shape coordinates) over the box
    // (x0, y0)-(x1, y1) in shape coordinates, blending what it returns.
    template <class Coverage>
    void cover(double x0, double y0, double x1, double y1, core::PlotColour colour,
               const Coverage& coverage);

    Image& m_image;
    double m_ox = 0, m_oy = 0;
};

}  // namespace sudoku::render
