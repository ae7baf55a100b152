// Damage between two frames of draw data: what forces a whole redraw, the rect of a few changed
// triangles, and, on a reference rasteriser over thousands of random frames, that every pixel
// that changes lies inside the damage (no change is ever missed) while most small edits stay
// partial; plus the clip rects that confine the OpenGL3 backend to the damaged pixels.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <vector>

#include "core/base/random.hpp"
#include "platform/frame_damage.hpp"

using namespace sudoku::platform;

namespace {

constexpr int kWidth = 64;
constexpr int kHeight = 48;

FrameSnapshot empty_frame() {
    FrameSnapshot frame;
    frame.fb_width = kWidth;
    frame.fb_height = kHeight;
    frame.clear = {0.9f, 0.9f, 0.9f, 1.0f};
    return frame;
}

// A list with one command covering everything it draws, clipped to `clip`.
SnapshotList& add_list(FrameSnapshot& frame, std::array<float, 4> clip = {0, 0, kWidth, kHeight}) {
    SnapshotList& list = frame.lists.emplace_back();
    list.commands.push_back({.clip = clip, .texture = 1});
    return list;
}

// An axis-aligned quad as two triangles, appended to the list's last command.
void add_quad(SnapshotList& list, float x0, float y0, float x1, float y1, std::uint32_t colour) {
    const auto base = static_cast<std::uint32_t>(list.vertices.size());
    list.vertices.push_back({x0, y0, 0, 0, colour});
    list.vertices.push_back({x1, y0, 1, 0, colour});
    list.vertices.push_back({x1, y1, 1, 1, colour});
    list.vertices.push_back({x0, y1, 0, 1, colour});
    for (const std::uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u})
        list.indices.push_back(base + i);
    list.commands.back().element_count += 6;
}

// Two quads, one per draw list, the second clipped to the right half.
FrameSnapshot two_quads() {
    FrameSnapshot frame = empty_frame();
    add_quad(add_list(frame), 4, 4, 20, 14, 0xff0000ffu);
    add_quad(add_list(frame, {32, 0, 64, 48}), 30, 20, 50, 30, 0xff00ff00u);
    return frame;
}

// --- A reference rasteriser: what the pixels are, computed independently of find_damage ----

// The backend's glScissor rect (imgui_impl_opengl3.cpp 1.86: truncating casts, GL's y from
// the bottom), as top-left pixel bounds cut to the framebuffer.
PixelRect reference_scissor(const FrameSnapshot& f, const std::array<float, 4>& clip) {
    const float min_x = (clip[0] - f.display_pos[0]) * f.scale[0];
    const float min_y = (clip[1] - f.display_pos[1]) * f.scale[1];
    const float max_x = (clip[2] - f.display_pos[0]) * f.scale[0];
    const float max_y = (clip[3] - f.display_pos[1]) * f.scale[1];
    if (max_x <= min_x || max_y <= min_y) return {};
    const int gl_x = static_cast<int>(min_x);
    const int gl_y = static_cast<int>(static_cast<float>(f.fb_height) - max_y);
    const int w = static_cast<int>(max_x - min_x);
    const int h = static_cast<int>(max_y - min_y);
    const int top = f.fb_height - (gl_y + h);
    return PixelRect{std::max(gl_x, 0), std::max(top, 0), std::min(gl_x + w, f.fb_width),
                     std::min(f.fb_height - gl_y, f.fb_height)};
}

double edge(double ax, double ay, double bx, double by, double px, double py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

// Each pixel whose centre lies in a triangle (either winding, edges included) takes a value
// made of the triangle's vertex data, painted in draw order.
std::vector<std::uint64_t> rasterise(const FrameSnapshot& f) {
    std::vector<std::uint64_t> pixels(static_cast<std::size_t>(f.fb_width * f.fb_height),
                                      std::hash<float>{}(f.clear[0] + f.clear[1] * 3.0f));
    for (const SnapshotList& list : f.lists)
        for (const SnapshotCommand& cmd : list.commands) {
            const PixelRect s = reference_scissor(f, cmd.clip);
            for (std::uint32_t i = cmd.index_offset; i < cmd.index_offset + cmd.element_count;
                 i += 3) {
                const SnapshotVertex* v[3];
                std::uint64_t value = cmd.texture;
                for (int k = 0; k < 3; ++k) {
                    v[k] = &list.vertices[cmd.vertex_offset + list.indices[i + k]];
                    value = value * 1000003u + v[k]->colour +
                            std::hash<float>{}(v[k]->u * 7.0f + v[k]->v);
                }
                const auto px = [&](int k) { return (v[k]->x - f.display_pos[0]) * f.scale[0]; };
                const auto py = [&](int k) { return (v[k]->y - f.display_pos[1]) * f.scale[1]; };
                // Only centres within the triangle's extent can be inside (a shortcut).
                const int x0 =
                    std::max(s.x0, static_cast<int>(std::floor(std::min({px(0), px(1), px(2)}))));
                const int x1 = std::min(
                    s.x1, static_cast<int>(std::ceil(std::max({px(0), px(1), px(2)}))) + 1);
                const int y0 =
                    std::max(s.y0, static_cast<int>(std::floor(std::min({py(0), py(1), py(2)}))));
                const int y1 = std::min(
                    s.y1, static_cast<int>(std::ceil(std::max({py(0), py(1), py(2)}))) + 1);
                for (int y = y0; y < y1; ++y)
                    for (int x = x0; x < x1; ++x) {
                        const double cx = x + 0.5;
                        const double cy = y + 0.5;
                        const double e0 = edge(px(0), py(0), px(1), py(1), cx, cy);
                        const double e1 = edge(px(1), py(1), px(2), py(2), cx, cy);
                        const double e2 = edge(px(2), py(2), px(0), py(0), cx, cy);
                        const bool inside =
                            (e0 >= 0 && e1 >= 0 && e2 >= 0) || (e0 <= 0 && e1 <= 0 && e2 <= 0);
                        const bool degenerate = e0 == 0 && e1 == 0 && e2 == 0;
                        if (inside && !degenerate)
                            pixels[static_cast<std::size_t>(y * f.fb_width + x)] = value;
                    }
            }
        }
    return pixels;
}

// Checks the damage against the reference: a pixel that changed must be inside it.
void check_covers(const FrameSnapshot& before, const FrameSnapshot& after, const Damage& damage) {
    const std::vector<std::uint64_t> a = rasterise(before);
    const std::vector<std::uint64_t> b = rasterise(after);
    if (damage.kind == DamageKind::Full) return;
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x) {
            const auto i = static_cast<std::size_t>(y * kWidth + x);
            if (a[i] == b[i]) continue;
            INFO("pixel " << x << "," << y << " changed");
            REQUIRE(damage.kind == DamageKind::Partial);
            REQUIRE(x >= damage.rect.x0);
            REQUIRE(x < damage.rect.x1);
            REQUIRE(y >= damage.rect.y0);
            REQUIRE(y < damage.rect.y1);
        }
}

// A rect widened by the damage margin on every side.
PixelRect widened(int x0, int y0, int x1, int y1) {
    return PixelRect{x0 - kDamageMargin, y0 - kDamageMargin, x1 + kDamageMargin,
                     y1 + kDamageMargin};
}

// The damage of an edit that keeps the structure: partial, and covering every changed pixel.
PixelRect partial_damage(const FrameSnapshot& before, const FrameSnapshot& after) {
    const Damage damage = find_damage(before, after);
    REQUIRE(damage.kind == DamageKind::Partial);
    check_covers(before, after, damage);
    return damage.rect;
}

float coordinate(sudoku::core::Random& random, int extent) {
    // Quarter pixels, some beyond the framebuffer's edges.
    return static_cast<float>(static_cast<int>(random.below(4 * (extent + 16))) - 32) / 4.0f;
}

FrameSnapshot random_frame(sudoku::core::Random& random) {
    FrameSnapshot frame = empty_frame();
    const int lists = 1 + static_cast<int>(random.below(3));
    for (int l = 0; l < lists; ++l) {
        SnapshotList& list = frame.lists.emplace_back();
        const int commands = 1 + static_cast<int>(random.below(3));
        for (int c = 0; c < commands; ++c) {
            SnapshotCommand cmd;
            const float x0 = coordinate(random, kWidth);
            const float y0 = coordinate(random, kHeight);
            cmd.clip = {x0, y0, x0 + coordinate(random, kWidth) + 8.0f,
                        y0 + coordinate(random, kHeight) + 8.0f};
            cmd.texture = 1 + random.below(2);
            cmd.index_offset = static_cast<std::uint32_t>(list.indices.size());
            cmd.vertex_offset =
                random.below(2) == 0 ? 0 : static_cast<std::uint32_t>(list.vertices.size());
            const auto base = static_cast<std::uint32_t>(list.vertices.size()) - cmd.vertex_offset;
            const int triangles = 1 + static_cast<int>(random.below(5));
            for (int t = 0; t < triangles * 3; ++t) {
                list.vertices.push_back({coordinate(random, kWidth), coordinate(random, kHeight),
                                         static_cast<float>(random.below(3)),
                                         static_cast<float>(random.below(3)),
                                         0xff000000u | random.below(0xffffff)});
                list.indices.push_back(base + static_cast<std::uint32_t>(t));
            }
            cmd.element_count = static_cast<std::uint32_t>(triangles * 3);
            list.commands.push_back(cmd);
        }
    }
    return frame;
}

// Edits that keep the structure: a vertex moves, recolours or takes another texture
// coordinate, or two indices of a command swap.
void random_edit(sudoku::core::Random& random, FrameSnapshot& frame) {
    SnapshotList& list = frame.lists[random.below(static_cast<std::uint32_t>(frame.lists.size()))];
    SnapshotVertex& v =
        list.vertices[random.below(static_cast<std::uint32_t>(list.vertices.size()))];
    switch (random.below(5)) {
        case 0:
            v.x += static_cast<float>(static_cast<int>(random.below(17)) - 8) * 0.75f;
            break;
        case 1:
            v.y += static_cast<float>(static_cast<int>(random.below(17)) - 8) * 0.75f;
            break;
        case 2:
            v.colour ^= 0x00ff00u;
            break;
        case 3:
            v.u += 1.0f;
            break;
        default: {  // within one command, so every index stays in its range
            const SnapshotCommand& cmd =
                list.commands[random.below(static_cast<std::uint32_t>(list.commands.size()))];
            const std::uint32_t a = cmd.index_offset + random.below(cmd.element_count);
            const std::uint32_t b = cmd.index_offset + random.below(cmd.element_count);
            std::swap(list.indices[a], list.indices[b]);
        }
    }
}

}  // namespace

TEST_CASE("equal frames have no damage") {
    const FrameSnapshot frame = two_quads();
    const Damage damage = find_damage(frame, frame);
    CHECK(damage.kind == DamageKind::None);
    CHECK(find_damage(empty_frame(), empty_frame()).kind == DamageKind::None);
}

TEST_CASE("a change of structure, geometry or clear colour redraws everything") {
    const FrameSnapshot before = two_quads();
    const auto full_after = [&](auto&& edit) {
        FrameSnapshot after = before;
        edit(after);
        const Damage damage = find_damage(before, after);
        CHECK(damage.rect == PixelRect{0, 0, after.fb_width, after.fb_height});
        return damage.kind == DamageKind::Full;
    };
    CHECK(full_after([](FrameSnapshot& f) { add_list(f); }));
    CHECK(full_after([](FrameSnapshot& f) { add_quad(f.lists[0], 1, 1, 2, 2, 1); }));
    CHECK(full_after([](FrameSnapshot& f) { f.lists[1].vertices.push_back({}); }));
    CHECK(full_after([](FrameSnapshot& f) { f.lists[0].commands.push_back({}); }));
    CHECK(full_after([](FrameSnapshot& f) { f.lists[0].commands[0].clip[2] = 30; }));
    CHECK(full_after([](FrameSnapshot& f) { f.lists[0].commands[0].texture = 7; }));
    CHECK(full_after([](FrameSnapshot& f) { f.lists[1].commands[0].vertex_offset = 1; }));
    CHECK(full_after([](FrameSnapshot& f) { f.lists[0].commands[0].callback = true; }));
    CHECK(full_after([](FrameSnapshot& f) { f.clear[2] = 0.1f; }));
    CHECK(full_after([](FrameSnapshot& f) { f.fb_width = 80; }));
    CHECK(full_after([](FrameSnapshot& f) { f.scale = {2.0f, 2.0f}; }));
    CHECK(full_after([](FrameSnapshot& f) { f.display_pos = {0.0f, 1.0f}; }));
    CHECK(full_after([](FrameSnapshot& f) { std::swap(f.lists[0], f.lists[1]); }));
}

TEST_CASE("a recoloured quad damages its own pixels, widened by the margin") {
    const FrameSnapshot before = two_quads();
    FrameSnapshot after = before;
    for (SnapshotVertex& v : after.lists[0].vertices)
        v.colour = 0xffffffffu;
    CHECK(partial_damage(before, after) == widened(4, 4, 20, 14));
}

TEST_CASE("a moved quad damages where it was and where it is, each cut to its clip rect") {
    const FrameSnapshot before = two_quads();
    FrameSnapshot after = before;
    // The second quad (clipped to x >= 32) moves left by 10, into its clip edge.
    for (SnapshotVertex& v : after.lists[1].vertices)
        v.x -= 10.0f;
    CHECK(partial_damage(before, after) ==
          PixelRect{32, 20 - kDamageMargin, 50 + kDamageMargin, 30 + kDamageMargin});
}

TEST_CASE("fractional coordinates damage every pixel they touch") {
    FrameSnapshot before = empty_frame();
    add_quad(add_list(before), 10.25f, 5.5f, 12.75f, 7.5f, 1);
    FrameSnapshot after = before;
    after.lists[0].vertices[2].colour = 2;
    CHECK(partial_damage(before, after) == widened(10, 5, 13, 8));
}

TEST_CASE("changed indices damage the old and the new triangles") {
    FrameSnapshot before = empty_frame();
    SnapshotList& list = add_list(before);
    add_quad(list, 2, 2, 6, 6, 1);
    add_quad(list, 40, 30, 44, 34, 2);
    FrameSnapshot after = before;
    // The first triangle now uses the second quad's vertices: both places change.
    for (int k = 0; k < 3; ++k)
        after.lists[0].indices[static_cast<std::size_t>(k)] += 4;
    CHECK(partial_damage(before, after) == PixelRect{1, 1, 45, 35});
}

TEST_CASE("changes that nothing draws damage nothing") {
    FrameSnapshot before = empty_frame();
    SnapshotList& list = add_list(before, {0, 0, 32, 48});
    add_quad(list, 40, 10, 50, 20, 1);         // wholly outside its clip rect
    list.vertices.push_back({5, 5, 0, 0, 3});  // used by no triangle
    FrameSnapshot after = before;
    for (SnapshotVertex& v : after.lists[0].vertices)
        v.colour = 9;
    CHECK(find_damage(before, after).kind == DamageKind::None);
    // A command the backend skips (empty clip rect) draws nothing either.
    after = before;
    after.lists[0].commands[0].clip = {10, 10, 10, 40};
    FrameSnapshot skipped_after = after;
    skipped_after.lists[0].vertices[0].x = 0;
    CHECK(find_damage(after, skipped_after).kind == DamageKind::None);
}

TEST_CASE("display offset and framebuffer scale map damage to framebuffer pixels") {
    FrameSnapshot before = empty_frame();
    before.display_pos = {100.0f, 50.0f};
    before.scale = {2.0f, 2.0f};
    add_quad(add_list(before, {100, 50, 132, 74}), 102, 52, 105, 54.5f, 1);
    FrameSnapshot after = before;
    after.lists[0].vertices[0].colour = 5;
    CHECK(partial_damage(before, after) == widened(4, 4, 10, 9));
}

TEST_CASE("bad input draws everything rather than guessing") {
    const FrameSnapshot before = two_quads();
    FrameSnapshot after = before;
    after.lists[0].vertices[1].x = std::numeric_limits<float>::quiet_NaN();
    CHECK(find_damage(before, after).kind == DamageKind::Full);
    after = before;
    after.lists[0].vertices[1].y = 1.0e30f;
    CHECK(find_damage(before, after).kind == DamageKind::Full);
    after = before;
    after.lists[0].indices[0] = 99;  // past the vertices
    CHECK(find_damage(before, after).kind == DamageKind::Full);
    FrameSnapshot odd = before;
    odd.lists[0].commands[0].element_count = 5;  // not whole triangles
    FrameSnapshot odd_after = odd;
    odd_after.lists[0].vertices[0].colour = 7;
    CHECK(find_damage(odd, odd_after).kind == DamageKind::Full);
    FrameSnapshot beyond = before;
    beyond.lists[0].commands[0].element_count = 60;  // past the indices
    FrameSnapshot beyond_after = beyond;
    beyond_after.lists[0].vertices[0].colour = 7;
    CHECK(find_damage(beyond, beyond_after).kind == DamageKind::Full);
}

TEST_CASE("random edits of random frames: every changed pixel is inside the damage") {
    sudoku::core::Random random(20240611);
    int partial = 0;
    int none = 0;
    constexpr int kFrames = 1500;
    for (int n = 0; n < kFrames; ++n) {
        const FrameSnapshot before = random_frame(random);
        FrameSnapshot after = before;
        const int edits = static_cast<int>(random.below(3));
        for (int e = 0; e < edits; ++e)
            random_edit(random, after);
        const Damage damage = find_damage(before, after);
        CAPTURE(n);
        REQUIRE(damage.kind != DamageKind::Full);  // the edits keep the structure
        check_covers(before, after, damage);
        if (damage.kind == DamageKind::Partial) {
            ++partial;
            CHECK(damage.rect.x0 >= 0);
            CHECK(damage.rect.y0 >= 0);
            CHECK(damage.rect.x1 <= kWidth);
            CHECK(damage.rect.y1 <= kHeight);
        } else {
            ++none;
            CHECK(rasterise(before) == rasterise(after));
        }
    }
    // Not vacuous: most edited frames change pixels and stay partial.
    CHECK(partial > kFrames / 3);
    CHECK(none > 0);
}

TEST_CASE("restricted clip rects make the backend draw exactly the damaged part") {
    FrameSnapshot frame = empty_frame();
    const PixelRect dirty{10, 8, 30, 20};
    const auto restricted = [&](std::array<float, 4> clip) {
        const auto result = restrict_clip(frame, clip, dirty);
        REQUIRE(result.has_value());
        return reference_scissor(frame, *result);
    };
    // Overlapping: the intersection, with the backend's truncation of the original applied.
    CHECK(restricted({12.5f, 2.0f, 60.0f, 14.7f}) == PixelRect{12, 8, 30, 15});
    CHECK(restricted({0.0f, 0.0f, 64.0f, 48.0f}) == dirty);
    // Outside: a clip rect the backend skips.
    CHECK(restricted({40.0f, 30.0f, 60.0f, 40.0f}).empty());
    const auto outside = restrict_clip(frame, {40.0f, 30.0f, 60.0f, 40.0f}, dirty);
    REQUIRE(outside.has_value());
    CHECK((*outside)[2] <= (*outside)[0]);
    // With an offset and a scale the pixels still come out exact.
    frame.display_pos = {100.0f, 50.0f};
    frame.scale = {2.0f, 2.0f};
    CHECK(restricted({100.0f, 50.0f, 132.0f, 74.0f}) == dirty);
    // The backend truncates 12.5 and the width 7.5: pixels 12 to 18.
    CHECK(restricted({106.25f, 53.0f, 110.0f, 56.0f}) == PixelRect{12, 8, 19, 12});
    // Where float rounding could miss whole pixels the answer is exact or refused.
    frame.display_pos = {0.0f, 0.0f};
    for (const float scale : {1.0f / 3.0f, 0.7f, 1.1f, 1.5f}) {
        frame.scale = {scale, scale};
        for (int x0 = 0; x0 < 40; ++x0) {
            const PixelRect target{x0, 8, x0 + 7, 20};
            const auto clip = restrict_clip(frame, {0.0f, 0.0f, 1000.0f, 1000.0f}, target);
            if (clip) CHECK(reference_scissor(frame, *clip) == target);
        }
    }
    CHECK(scissor_pixels(frame, {0.0f, std::numeric_limits<float>::infinity(), 5.0f, 5.0f}) ==
          std::nullopt);
}
