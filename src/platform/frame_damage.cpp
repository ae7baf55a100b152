#include "platform/frame_damage.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sudoku::platform {

namespace {

static_assert(sizeof(SnapshotVertex) == 5 * 4, "vertices are compared bit for bit");

// Beyond this a float-to-int conversion could overflow; no real window comes near it.
constexpr float kLargestCoordinate = 1.0e8f;

bool representable(float value) {
    return std::isfinite(value) && std::fabs(value) < kLargestCoordinate;
}

// The backend's glScissor rect for a clip rect, in top-left pixel coordinates and not cut to
// the framebuffer, computed with the same float operations and truncations as
// ImGui_ImplOpenGL3_RenderDrawData in 1.86. Empty when the backend skips the command;
// nullopt when the numbers are beyond telling.
std::optional<PixelRect> backend_scissor(const FrameSnapshot& frame,
                                         const std::array<float, 4>& clip) {
    const float min_x = (clip[0] - frame.display_pos[0]) * frame.scale[0];
    const float min_y = (clip[1] - frame.display_pos[1]) * frame.scale[1];
    const float max_x = (clip[2] - frame.display_pos[0]) * frame.scale[0];
    const float max_y = (clip[3] - frame.display_pos[1]) * frame.scale[1];
    if (!representable(min_x) || !representable(min_y) || !representable(max_x) ||
        !representable(max_y))
        return std::nullopt;
    if (max_x <= min_x || max_y <= min_y) return PixelRect{};
    const int x = static_cast<int>(min_x);
    const int gl_y = static_cast<int>(static_cast<float>(frame.fb_height) - max_y);
    const int width = static_cast<int>(max_x - min_x);
    const int height = static_cast<int>(max_y - min_y);
    // OpenGL counts y from the bottom.
    return PixelRect{x, frame.fb_height - (gl_y + height), x + width, frame.fb_height - gl_y};
}

PixelRect whole(const FrameSnapshot& frame) {
    return PixelRect{0, 0, frame.fb_width, frame.fb_height};
}

bool same_vertex(const SnapshotVertex& a, const SnapshotVertex& b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

template <typename T>
bool same_bits(const std::vector<T>& a, const std::vector<T>& b) {
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

// The pixels a triangle can touch, widened by kDamageMargin; nullopt when not representable.
std::optional<PixelRect> triangle_pixels(const FrameSnapshot& frame, const SnapshotVertex& a,
                                         const SnapshotVertex& b, const SnapshotVertex& c) {
    const auto to_x = [&](float x) { return (x - frame.display_pos[0]) * frame.scale[0]; };
    const auto to_y = [&](float y) { return (y - frame.display_pos[1]) * frame.scale[1]; };
    const float min_x = std::floor(std::min({to_x(a.x), to_x(b.x), to_x(c.x)}));
    const float min_y = std::floor(std::min({to_y(a.y), to_y(b.y), to_y(c.y)}));
    const float max_x = std::ceil(std::max({to_x(a.x), to_x(b.x), to_x(c.x)}));
    const float max_y = std::ceil(std::max({to_y(a.y), to_y(b.y), to_y(c.y)}));
    // std::min/max drop a NaN depending on argument order: check every input.
    for (const SnapshotVertex* v : {&a, &b, &c})
        if (!representable(to_x(v->x)) || !representable(to_y(v->y))) return std::nullopt;
    return PixelRect{
        static_cast<int>(min_x) - kDamageMargin, static_cast<int>(min_y) - kDamageMargin,
        static_cast<int>(max_x) + kDamageMargin, static_cast<int>(max_y) + kDamageMargin};
}

bool same_geometry(const FrameSnapshot& a, const FrameSnapshot& b) {
    return a.display_pos == b.display_pos && a.scale == b.scale && a.fb_width == b.fb_width &&
           a.fb_height == b.fb_height && a.clear == b.clear;
}

// Adds the changed triangles of one draw list (same structure in both frames) to `dirty`;
// false when the frame must be drawn whole.
bool add_list_damage(const FrameSnapshot& before, const SnapshotList& old_list,
                     const FrameSnapshot& after, const SnapshotList& new_list, PixelRect& dirty) {
    const std::size_t vertex_count = new_list.vertices.size();
    for (const SnapshotCommand& command : new_list.commands) {
        if (command.element_count % 3 != 0 ||
            std::size_t{command.index_offset} + command.element_count > new_list.indices.size())
            return false;
        const std::optional<PixelRect> scissor = backend_scissor(after, command.clip);
        if (!scissor) return false;
        const PixelRect drawn = scissor->intersect(whole(after));
        if (drawn.empty()) continue;
        const std::uint32_t end = command.index_offset + command.element_count;
        for (std::uint32_t i = command.index_offset; i < end; i += 3) {
            std::size_t old_index[3];
            std::size_t new_index[3];
            bool changed = false;
            for (int k = 0; k < 3; ++k) {
                old_index[k] = std::size_t{command.vertex_offset} + old_list.indices[i + k];
                new_index[k] = std::size_t{command.vertex_offset} + new_list.indices[i + k];
                if (old_index[k] >= vertex_count || new_index[k] >= vertex_count) return false;
                changed =
                    changed || old_index[k] != new_index[k] ||
                    !same_vertex(old_list.vertices[old_index[k]], new_list.vertices[new_index[k]]);
            }
            if (!changed) continue;
            const auto old_pixels =
                triangle_pixels(before, old_list.vertices[old_index[0]],
                                old_list.vertices[old_index[1]], old_list.vertices[old_index[2]]);
            const auto new_pixels =
                triangle_pixels(after, new_list.vertices[new_index[0]],
                                new_list.vertices[new_index[1]], new_list.vertices[new_index[2]]);
            if (!old_pixels || !new_pixels) return false;
            dirty = dirty.unite(old_pixels->intersect(drawn)).unite(new_pixels->intersect(drawn));
        }
    }
    return true;
}

}  // namespace

PixelRect PixelRect::intersect(const PixelRect& other) const {
    return PixelRect{std::max(x0, other.x0), std::max(y0, other.y0), std::min(x1, other.x1),
                     std::min(y1, other.y1)};
}

PixelRect PixelRect::unite(const PixelRect& other) const {
    if (other.empty()) return *this;
    if (empty()) return other;
    return PixelRect{std::min(x0, other.x0), std::min(y0, other.y0), std::max(x1, other.x1),
                     std::max(y1, other.y1)};
}

Damage find_damage(const FrameSnapshot& before, const FrameSnapshot& after) {
    const Damage full{DamageKind::Full, whole(after)};
    if (!same_geometry(before, after) || before.lists.size() != after.lists.size()) return full;
    for (std::size_t l = 0; l < after.lists.size(); ++l) {
        const SnapshotList& a = before.lists[l];
        const SnapshotList& b = after.lists[l];
        if (a.vertices.size() != b.vertices.size() || a.indices.size() != b.indices.size() ||
            a.commands != b.commands)
            return full;
        for (const SnapshotCommand& command : b.commands)
            if (command.callback) return full;
    }
    PixelRect dirty;
    for (std::size_t l = 0; l < after.lists.size(); ++l) {
        const SnapshotList& a = before.lists[l];
        const SnapshotList& b = after.lists[l];
        if (same_bits(a.vertices, b.vertices) && same_bits(a.indices, b.indices)) continue;
        if (!add_list_damage(before, a, after, b, dirty)) return full;
    }
    if (dirty.empty()) return Damage{DamageKind::None, PixelRect{}};
    return Damage{DamageKind::Partial, dirty};
}

std::optional<PixelRect> scissor_pixels(const FrameSnapshot& frame,
                                        const std::array<float, 4>& clip) {
    const std::optional<PixelRect> scissor = backend_scissor(frame, clip);
    if (!scissor) return std::nullopt;
    return scissor->intersect(whole(frame));
}

std::optional<std::array<float, 4>> restrict_clip(const FrameSnapshot& frame,
                                                  const std::array<float, 4>& clip,
                                                  const PixelRect& dirty) {
    const std::optional<PixelRect> drawn = scissor_pixels(frame, clip);
    if (!drawn) return std::nullopt;
    const PixelRect target = drawn->intersect(dirty);
    // Equal corners: the backend skips the command whatever the offset and scale.
    if (target.empty()) return std::array<float, 4>{};
    const auto to_x = [&](int x) {
        return static_cast<float>(x) / frame.scale[0] + frame.display_pos[0];
    };
    const auto to_y = [&](int y) {
        return static_cast<float>(y) / frame.scale[1] + frame.display_pos[1];
    };
    const std::array<float, 4> restricted{to_x(target.x0), to_y(target.y0), to_x(target.x1),
                                          to_y(target.y1)};
    // Division and the backend's multiplication need not round-trip to the same integers.
    if (backend_scissor(frame, restricted) != target) return std::nullopt;
    return restricted;
}

}  // namespace sudoku::platform
