// Draws glyphs from a font atlas into an RGBA image on the CPU, pixel for pixel as the GPU draws
// ImGui's textured glyph quads, so a board full of notes can be drawn once and shown as one
// image. Pure: the atlas arrives as coverage bytes, colours as packed RGBA.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sudoku::core {

// 8-bit RGBA packed with red in the lowest byte and alpha in the highest (ImGui's ImU32), so
// the bytes in memory are R, G, B, A on the little-endian machines ImGui supports.
using Rgba = std::uint32_t;

// One glyph of a font atlas: its quad relative to the pen position, in pixels, and the
// texture rectangle it shows (0..1), as ImFontGlyph holds them.
struct AtlasGlyph {
    float x0 = 0.0f;
    float y0 = 0.0f;
    float x1 = 0.0f;
    float y1 = 0.0f;
    float u0 = 0.0f;
    float v0 = 0.0f;
    float u1 = 0.0f;
    float v1 = 0.0f;
    bool operator==(const AtlasGlyph&) const = default;
};

// A glyph to draw: the pen position in image pixels, its index in the glyph table, its colour.
struct PlacedGlyph {
    float x = 0.0f;
    float y = 0.0f;
    std::uint16_t glyph = 0;
    Rgba colour = 0;
    bool operator==(const PlacedGlyph&) const = default;
};

// The atlas' coverage, one byte per texel, rows top-down (ImFontAtlas::GetTexDataAsAlpha8).
struct AlphaAtlas {
    const std::uint8_t* pixels = nullptr;
    int width = 0;
    int height = 0;
};

// Not premultiplied, rows top-down.
struct RgbaImage {
    int width = 0;
    int height = 0;
    std::vector<Rgba> pixels;
};

// Makes `image` a transparent width x height image (reusing its memory) and draws the glyphs
// into it in order, each blended over what is there, so that the image blended over a
// background shows what drawing the glyphs one by one on that background shows. The GPU's
// rules: a pixel is drawn when its centre lies in the quad (left and top edges included), and
// samples the atlas bilinearly at its centre; glyph indices outside the table are skipped.
void rasterise_glyphs(const AlphaAtlas& atlas, std::span<const AtlasGlyph> table,
                      std::span<const PlacedGlyph> glyphs, int width, int height, RgbaImage& image);

}  // namespace sudoku::core
