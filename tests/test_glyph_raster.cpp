// The CPU glyph rasteriser behind the notes layer: pixels as the GPU draws ImGui's glyph quads
// (fill rule, bilinear sampling, oversampled atlases), blending, clipping and bad input.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <span>
#include <vector>

#include "app/support/glyph_raster.hpp"

using namespace sudoku::core;

namespace {

constexpr Rgba rgba(std::uint32_t r, std::uint32_t g, std::uint32_t b, std::uint32_t a) {
    return r | (g << 8) | (b << 16) | (a << 24);
}

std::uint32_t byte_of(Rgba colour, int index) {
    return (colour >> (8 * index)) & 0xFFu;
}

Rgba at(const RgbaImage& image, int x, int y) {
    return image.pixels[static_cast<std::size_t>(y * image.width + x)];
}

// One glyph at pen (0, 0) from a one-row atlas, into a width x 1 image.
RgbaImage draw_one(std::span<const std::uint8_t> texels, const AtlasGlyph& glyph, Rgba colour,
                   int width) {
    const AlphaAtlas atlas{texels.data(), static_cast<int>(texels.size()), 1};
    const std::array<AtlasGlyph, 1> table = {glyph};
    const std::array<PlacedGlyph, 1> glyphs = {PlacedGlyph{0, 0, 0, colour}};
    RgbaImage image;
    rasterise_glyphs(atlas, table, glyphs, width, 1, image);
    return image;
}

}  // namespace

TEST_CASE("a glyph mapped one texel per pixel copies the atlas' coverage into alpha") {
    // 3 x 2 texels, each a distinct coverage.
    const std::array<std::uint8_t, 6> texels = {10, 20, 30, 40, 50, 255};
    const AlphaAtlas atlas{texels.data(), 3, 2};
    const std::array<AtlasGlyph, 1> table = {AtlasGlyph{0, 0, 3, 2, 0, 0, 1, 1}};
    const Rgba colour = rgba(0x11, 0x22, 0x33, 255);
    const std::array<PlacedGlyph, 1> glyphs = {PlacedGlyph{2, 1, 0, colour}};
    RgbaImage image;
    rasterise_glyphs(atlas, table, glyphs, 6, 4, image);
    REQUIRE(image.width == 6);
    REQUIRE(image.height == 4);
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 6; ++x) {
            const bool inside = x >= 2 && x < 5 && y >= 1 && y < 3;
            const Rgba p = at(image, x, y);
            if (!inside) {
                CHECK(p == 0);
                continue;
            }
            CHECK(byte_of(p, 3) == texels[static_cast<std::size_t>((y - 1) * 3 + (x - 2))]);
            CHECK((p & 0x00FFFFFFu) == (colour & 0x00FFFFFFu));
        }
    }
}

TEST_CASE("a 2x horizontally oversampled glyph samples one texel centre per pixel") {
    // stb_truetype with oversampling 2 puts the quad a quarter pixel left of the pen and makes
    // it half as wide as its texels; each pixel centre then falls on texel 2k + 1.
    const std::array<std::uint8_t, 8> texels = {0, 100, 7, 150, 9, 200, 11, 250};
    const RgbaImage image =
        draw_one(texels, AtlasGlyph{-0.25f, 0, 3.75f, 1, 0, 0, 1, 1}, rgba(0, 0, 0, 255), 5);
    CHECK(byte_of(at(image, 0, 0), 3) == 100);
    CHECK(byte_of(at(image, 1, 0), 3) == 150);
    CHECK(byte_of(at(image, 2, 0), 3) == 200);
    CHECK(byte_of(at(image, 3, 0), 3) == 250);
    CHECK(at(image, 4, 0) == 0);
}

TEST_CASE("a pixel centre between two texels gets their average (linear filtering)") {
    const std::array<std::uint8_t, 2> texels = {100, 200};
    // One pixel whose centre maps to u = 0.5, the boundary between the two texels.
    const RgbaImage image =
        draw_one(texels, AtlasGlyph{0, 0, 1, 1, 0.25f, 0, 0.75f, 1}, rgba(0, 0, 0, 255), 1);
    CHECK(byte_of(at(image, 0, 0), 3) == 150);
}

TEST_CASE("a quad covers the pixels whose centres it contains: left and top edges in") {
    const std::array<std::uint8_t, 1> texels = {255};
    // Pixels drawn along one axis for a quad from `from` to `to`.
    const auto covered = [&](float from, float to) {
        const RgbaImage image =
            draw_one(texels, AtlasGlyph{from, 0, to, 1, 0, 0, 1, 1}, rgba(1, 2, 3, 255), 4);
        std::vector<int> drawn;
        for (int x = 0; x < 4; ++x)
            if (at(image, x, 0) != 0) drawn.push_back(x);
        return drawn;
    };
    // Centres 0.5 and 1.5 are in; 2.5 lies on the right edge and is out.
    CHECK(covered(0.5f, 2.5f) == std::vector<int>{0, 1});
    // Centre 0.5 is left of 0.7 and 2.5 right of 2.3: only pixel 1.
    CHECK(covered(0.7f, 2.3f) == std::vector<int>{1});
    // A quad narrower than a pixel that holds no centre draws nothing.
    CHECK(covered(1.6f, 2.4f).empty());
}

TEST_CASE("a translucent colour scales the coverage, and zero coverage leaves the pixel alone") {
    const std::array<std::uint8_t, 2> texels = {255, 0};
    const RgbaImage image =
        draw_one(texels, AtlasGlyph{0, 0, 2, 1, 0, 0, 1, 1}, rgba(200, 100, 50, 128), 2);
    CHECK(at(image, 0, 0) == rgba(200, 100, 50, 128));
    CHECK(at(image, 1, 0) == 0);
}

TEST_CASE("a glyph over another blends as source-over") {
    const std::array<std::uint8_t, 2> texels = {255, 51};  // full, then 20% coverage
    const AlphaAtlas atlas{texels.data(), 2, 1};
    const std::array<AtlasGlyph, 2> table = {AtlasGlyph{0, 0, 1, 1, 0, 0, 0.5f, 1},
                                             AtlasGlyph{0, 0, 1, 1, 0.5f, 0, 1, 1}};
    const std::array<PlacedGlyph, 2> glyphs = {PlacedGlyph{0, 0, 0, rgba(255, 0, 0, 255)},
                                               PlacedGlyph{0, 0, 1, rgba(0, 0, 255, 255)}};
    RgbaImage image;
    rasterise_glyphs(atlas, table, glyphs, 1, 1, image);
    // 20% blue over opaque red.
    CHECK(at(image, 0, 0) == rgba(204, 0, 51, 255));
}

TEST_CASE("the layer over a background matches drawing the glyphs one by one onto it") {
    // Partly overlapping glyphs of several coverages and colours, as dense notes overlap at
    // their edges; the reference blends each glyph straight onto the background, as the GPU
    // does. Rounding to 8 bits in between allows one level of difference.
    std::vector<std::uint8_t> texels(16 * 4);
    for (std::size_t i = 0; i < texels.size(); ++i)
        texels[i] = static_cast<std::uint8_t>((i * 97 + 13) % 256);
    const AlphaAtlas atlas{texels.data(), 16, 4};
    const std::array<AtlasGlyph, 2> table = {AtlasGlyph{0, 0, 4, 4, 0, 0, 0.25f, 1},
                                             AtlasGlyph{0, 0, 4, 4, 0.5f, 0, 0.75f, 1}};
    const std::array<PlacedGlyph, 4> glyphs = {PlacedGlyph{0, 0, 0, rgba(110, 124, 143, 255)},
                                               PlacedGlyph{2, 1, 1, rgba(47, 103, 200, 255)},
                                               PlacedGlyph{3, 2, 0, rgba(250, 20, 30, 160)},
                                               PlacedGlyph{1, 3, 1, rgba(0, 0, 0, 255)}};
    constexpr int kSize = 8;
    RgbaImage layer;
    rasterise_glyphs(atlas, table, glyphs, kSize, kSize, layer);
    const std::array<float, 3> background = {240, 230, 200};
    int compared = 0;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x) {
            std::array<float, 3> reference = background;
            for (const PlacedGlyph& g : glyphs) {
                const int tx = x - static_cast<int>(g.x);
                const int ty = y - static_cast<int>(g.y);
                if (tx < 0 || tx >= 4 || ty < 0 || ty >= 4) continue;
                const int column = (g.glyph == 0 ? 0 : 8) + tx;
                const float a =
                    static_cast<float>(texels[static_cast<std::size_t>(ty * 16 + column)]) /
                    255.0f * static_cast<float>(byte_of(g.colour, 3)) / 255.0f;
                for (int c = 0; c < 3; ++c) {
                    reference[static_cast<std::size_t>(c)] =
                        std::round(static_cast<float>(byte_of(g.colour, c)) * a +
                                   reference[static_cast<std::size_t>(c)] * (1.0f - a));
                }
            }
            const Rgba p = at(layer, x, y);
            const float a = static_cast<float>(byte_of(p, 3)) / 255.0f;
            for (int c = 0; c < 3; ++c) {
                const float shown =
                    std::round(static_cast<float>(byte_of(p, c)) * a +
                               background[static_cast<std::size_t>(c)] * (1.0f - a));
                CHECK(std::abs(shown - reference[static_cast<std::size_t>(c)]) <= 1.0f);
                ++compared;
            }
        }
    }
    CHECK(compared == kSize * kSize * 3);
}

TEST_CASE("glyphs are clipped to the image, at any pen position") {
    const std::array<std::uint8_t, 4> texels = {255, 255, 255, 255};
    const AlphaAtlas atlas{texels.data(), 2, 2};
    const std::array<AtlasGlyph, 1> table = {AtlasGlyph{0, 0, 2, 2, 0, 0, 1, 1}};
    const Rgba ink = rgba(9, 9, 9, 255);
    const std::array<PlacedGlyph, 3> glyphs = {
        PlacedGlyph{-1, -1, 0, ink}, PlacedGlyph{2, 2, 0, ink}, PlacedGlyph{-50, 40, 0, ink}};
    RgbaImage image;
    rasterise_glyphs(atlas, table, glyphs, 3, 3, image);
    CHECK(at(image, 0, 0) == ink);  // the corner of the first glyph left inside
    CHECK(at(image, 1, 0) == 0);
    CHECK(at(image, 2, 2) == ink);  // the second glyph's top-left pixel only
    CHECK(at(image, 1, 1) == 0);
}

TEST_CASE("bad input draws nothing rather than failing") {
    const std::array<std::uint8_t, 1> texels = {255};
    const std::array<AtlasGlyph, 1> table = {AtlasGlyph{0, 0, 1, 1, 0, 0, 1, 1}};
    RgbaImage image;
    image.pixels.assign(100, rgba(1, 1, 1, 1));  // stale content from an earlier layer

    SUBCASE("a glyph index past the table") {
        const std::array<PlacedGlyph, 1> glyphs = {PlacedGlyph{0, 0, 5, rgba(1, 2, 3, 255)}};
        rasterise_glyphs(AlphaAtlas{texels.data(), 1, 1}, table, glyphs, 2, 2, image);
        CHECK(image.pixels == std::vector<Rgba>(4, 0));
    }
    SUBCASE("no atlas pixels") {
        const std::array<PlacedGlyph, 1> glyphs = {PlacedGlyph{0, 0, 0, rgba(1, 2, 3, 255)}};
        rasterise_glyphs(AlphaAtlas{}, table, glyphs, 2, 2, image);
        CHECK(image.pixels == std::vector<Rgba>(4, 0));
    }
    SUBCASE("an empty or negative size") {
        const std::array<PlacedGlyph, 1> glyphs = {PlacedGlyph{0, 0, 0, rgba(1, 2, 3, 255)}};
        rasterise_glyphs(AlphaAtlas{texels.data(), 1, 1}, table, glyphs, -3, 0, image);
        CHECK(image.width == 0);
        CHECK(image.height == 0);
        CHECK(image.pixels.empty());
    }
    SUBCASE("a glyph with an empty quad") {
        const std::array<AtlasGlyph, 1> flat = {AtlasGlyph{1, 0, 1, 1, 0, 0, 1, 1}};
        const std::array<PlacedGlyph, 1> glyphs = {PlacedGlyph{0, 0, 0, rgba(1, 2, 3, 255)}};
        rasterise_glyphs(AlphaAtlas{texels.data(), 1, 1}, flat, glyphs, 2, 2, image);
        CHECK(image.pixels == std::vector<Rgba>(4, 0));
    }
}
