// Which pixels of the window can differ between two ImGui frames, decided from their draw data
// alone, so a ticking clock redraws its own few pixels instead of the whole window. Plain C++
// (no ImGui, no GL types): the tests check on a reference rasteriser that no change is missed.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace sudoku::platform {

// Framebuffer pixels [x0, x1) x [y0, y1), origin at the top left.
struct PixelRect {
    int x0 = 0;
    int y0 = 0;
    int x1 = 0;
    int y1 = 0;

    [[nodiscard]] bool empty() const { return x1 <= x0 || y1 <= y0; }
    [[nodiscard]] int width() const { return empty() ? 0 : x1 - x0; }
    [[nodiscard]] int height() const { return empty() ? 0 : y1 - y0; }
    [[nodiscard]] PixelRect intersect(const PixelRect& other) const;
    // The smallest rect holding both; an empty rect adds nothing.
    [[nodiscard]] PixelRect unite(const PixelRect& other) const;
    bool operator==(const PixelRect&) const = default;
};

// ImDrawVert's fields (position, texture coordinate, packed colour), compared bit for bit.
struct SnapshotVertex {
    float x = 0.0f;
    float y = 0.0f;
    float u = 0.0f;
    float v = 0.0f;
    std::uint32_t colour = 0;
};

// ImDrawCmd's fields. A user callback may draw anything, so a frame with one is drawn whole.
struct SnapshotCommand {
    std::array<float, 4> clip{};  // ImGui coordinates: min x, min y, max x, max y
    std::uintptr_t texture = 0;
    std::uint32_t vertex_offset = 0;
    std::uint32_t index_offset = 0;
    std::uint32_t element_count = 0;
    bool callback = false;
    bool operator==(const SnapshotCommand&) const = default;
};

struct SnapshotList {
    std::vector<SnapshotVertex> vertices;
    std::vector<std::uint32_t> indices;
    std::vector<SnapshotCommand> commands;
};

// Everything that decides a frame's pixels: the draw lists, how ImGui coordinates map to
// framebuffer pixels, and the colour the frame is cleared to. Texture contents are not in
// it: the caller draws the whole frame when a texture was re-filled.
struct FrameSnapshot {
    std::array<float, 2> display_pos{};
    std::array<float, 2> scale{1.0f, 1.0f};  // framebuffer pixels per ImGui unit
    int fb_width = 0;                        // as the OpenGL3 backend derives it from the above
    int fb_height = 0;
    std::array<float, 4> clear{};
    std::vector<SnapshotList> lists;
};

enum class DamageKind : std::uint8_t {
    None,     // every pixel stays as it is
    Partial,  // only pixels inside the rect can change
    Full,     // anything may change: draw everything
};

struct Damage {
    DamageKind kind = DamageKind::Full;
    PixelRect rect;  // Partial: the pixels to redraw; Full: the whole framebuffer
};

// Pixels a changed triangle's bounding box is widened by on each side, against rounding in
// the rasteriser's snapping of vertices to its sub-pixel grid.
inline constexpr int kDamageMargin = 1;

// Compares two frames. Different structure (list, vertex, index or command counts, a
// command's clip rect, texture or offsets, a callback), geometry or clear colour: Full.
// Otherwise the union of the bounding boxes of every triangle that uses a changed vertex or
// index, in the old frame and in the new, each cut to its command's scissor rect.
[[nodiscard]] Damage find_damage(const FrameSnapshot& before, const FrameSnapshot& after);

// The pixels the OpenGL3 backend (ImGui 1.86) lets a command with this clip rect draw: its
// glScissor rect, cut to the framebuffer; empty when the backend skips the command; nullopt
// when the numbers are beyond telling (not finite, or too large to convert to pixels).
[[nodiscard]] std::optional<PixelRect> scissor_pixels(const FrameSnapshot& frame,
                                                      const std::array<float, 4>& clip);

// A clip rect that makes the backend draw exactly scissor_pixels(frame, clip) cut to `dirty`
// (a rect the backend skips when that is empty); nullopt when float rounding cannot give
// those exact pixels (then the frame must be drawn whole).
[[nodiscard]] std::optional<std::array<float, 4>> restrict_clip(const FrameSnapshot& frame,
                                                                const std::array<float, 4>& clip,
                                                                const PixelRect& dirty);

}  // namespace sudoku::platform
