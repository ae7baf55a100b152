#include "app/support/glyph_raster.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::core {

namespace {

// A glyph's coverage for one fractional pen offset, over the pixels its quad covers, relative
// to the pen's whole-pixel position. Notes sit at whole pixels, so one stamp per glyph serves
// every placement; a new fraction remakes it.
struct Stamp {
    float fx = -1.0f;  // the pen's fractional part this stamp was made for (-1: not made yet)
    float fy = -1.0f;
    int left = 0;
    int top = 0;
    int width = 0;
    int height = 0;
    std::vector<float> coverage;  // 0..1, row-major
};

float texel(const AlphaAtlas& atlas, int x, int y) {
    x = std::clamp(x, 0, atlas.width - 1);
    y = std::clamp(y, 0, atlas.height - 1);
    return atlas.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(atlas.width) +
                        static_cast<std::size_t>(x)];
}

// GL_LINEAR filtering at texture coordinates (u, v): the four nearest texel centres, weighted.
float sample_linear(const AlphaAtlas& atlas, float u, float v) {
    const float s = u * static_cast<float>(atlas.width) - 0.5f;
    const float t = v * static_cast<float>(atlas.height) - 0.5f;
    const float s0 = std::floor(s);
    const float t0 = std::floor(t);
    const float ws = s - s0;
    const float wt = t - t0;
    const int x = static_cast<int>(s0);
    const int y = static_cast<int>(t0);
    const float top = texel(atlas, x, y) + (texel(atlas, x + 1, y) - texel(atlas, x, y)) * ws;
    const float bottom =
        texel(atlas, x, y + 1) + (texel(atlas, x + 1, y + 1) - texel(atlas, x, y + 1)) * ws;
    return top + (bottom - top) * wt;
}

// The first pixel whose centre is at or right of (below) an edge: the rasteriser's fill rule.
int first_pixel_at(float edge) {
    return static_cast<int>(std::ceil(edge - 0.5f));
}

void make_stamp(const AlphaAtlas& atlas, const AtlasGlyph& g, float fx, float fy, Stamp& stamp) {
    stamp.fx = fx;
    stamp.fy = fy;
    const float x0 = fx + g.x0;
    const float x1 = fx + g.x1;
    const float y0 = fy + g.y0;
    const float y1 = fy + g.y1;
    stamp.left = first_pixel_at(x0);
    stamp.top = first_pixel_at(y0);
    stamp.width = std::max(0, first_pixel_at(x1) - stamp.left);
    stamp.height = std::max(0, first_pixel_at(y1) - stamp.top);
    stamp.coverage.assign(static_cast<std::size_t>(stamp.width * stamp.height), 0.0f);
    // Texture coordinates vary linearly across the quad, as the GPU interpolates them.
    const float du = (g.u1 - g.u0) / (x1 - x0);
    const float dv = (g.v1 - g.v0) / (y1 - y0);
    for (int row = 0; row < stamp.height; ++row) {
        const float v = g.v0 + (static_cast<float>(stamp.top + row) + 0.5f - y0) * dv;
        for (int col = 0; col < stamp.width; ++col) {
            const float u = g.u0 + (static_cast<float>(stamp.left + col) + 0.5f - x0) * du;
            stamp.coverage[static_cast<std::size_t>(row * stamp.width + col)] =
                sample_linear(atlas, u, v) / 255.0f;
        }
    }
}

std::uint32_t channel(Rgba colour, int shift) {
    return (colour >> shift) & 0xFFu;
}

std::uint32_t to_byte(float value) {
    return static_cast<std::uint32_t>(std::clamp(std::lround(value), 0L, 255L));
}

// Source-over of `colour` at `coverage` onto a not premultiplied pixel.
void blend(Rgba& dst, Rgba colour, float coverage) {
    const float a = coverage * static_cast<float>(channel(colour, 24)) / 255.0f;
    const std::uint32_t alpha = to_byte(a * 255.0f);
    if (alpha == 0) return;
    const float da = static_cast<float>(channel(dst, 24)) / 255.0f;
    if (da == 0.0f) {
        dst = (colour & 0x00FFFFFFu) | (alpha << 24);
        return;
    }
    const float out_a = a + da * (1.0f - a);
    Rgba out = to_byte(out_a * 255.0f) << 24;
    for (int shift = 0; shift < 24; shift += 8) {
        const float c = static_cast<float>(channel(colour, shift));
        const float d = static_cast<float>(channel(dst, shift));
        out |= to_byte((c * a + d * da * (1.0f - a)) / out_a) << shift;
    }
    dst = out;
}

}  // namespace

void rasterise_glyphs(const AlphaAtlas& atlas, std::span<const AtlasGlyph> table,
                      std::span<const PlacedGlyph> glyphs, int width, int height,
                      RgbaImage& image) {
    width = std::max(0, width);
    height = std::max(0, height);
    image.width = width;
    image.height = height;
    image.pixels.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    if (atlas.pixels == nullptr || atlas.width <= 0 || atlas.height <= 0) return;

    std::vector<Stamp> stamps(table.size());
    for (const PlacedGlyph& placed : glyphs) {
        if (placed.glyph >= table.size()) continue;
        const AtlasGlyph& g = table[placed.glyph];
        if (!(g.x1 > g.x0 && g.y1 > g.y0)) continue;
        const float px = std::floor(placed.x);
        const float py = std::floor(placed.y);
        Stamp& stamp = stamps[placed.glyph];
        if (stamp.fx != placed.x - px || stamp.fy != placed.y - py)
            make_stamp(atlas, g, placed.x - px, placed.y - py, stamp);
        const int left = static_cast<int>(px) + stamp.left;
        const int top = static_cast<int>(py) + stamp.top;
        // Clipped to the image.
        const int col0 = std::max(0, -left);
        const int row0 = std::max(0, -top);
        const int col1 = std::min(stamp.width, width - left);
        const int row1 = std::min(stamp.height, height - top);
        for (int row = row0; row < row1; ++row) {
            Rgba* line = image.pixels.data() + static_cast<std::size_t>(top + row) * width + left;
            const float* cover =
                stamp.coverage.data() + static_cast<std::size_t>(row) * stamp.width;
            for (int col = col0; col < col1; ++col)
                if (cover[col] > 0.0f) blend(line[col], placed.colour, cover[col]);
        }
    }
}

}  // namespace sudoku::core
