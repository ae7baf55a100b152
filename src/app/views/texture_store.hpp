// Images the app draws itself (the notes layer) handed to the renderer as ImGui textures. The
// platform layer implements this with OpenGL, so the app stays free of GL calls.
#pragma once

#include <cstdint>

#include <imgui.h>

namespace sudoku::app {

class TextureStore {
  public:
    virtual ~TextureStore() = default;
    // Creates a texture (texture == nullptr) or replaces the size and pixels of one made here,
    // and returns the id to draw it with; nullptr when no texture could be made. Pixels: RGBA8,
    // red in the lowest byte (ImU32), rows top-down, not premultiplied, drawn with ImGui's
    // usual blending. Call between frames or while building one, never while rendering.
    [[nodiscard]] virtual ImTextureID upload(ImTextureID texture, int width, int height,
                                             const std::uint32_t* pixels) = 0;
    virtual void release(ImTextureID texture) = 0;
};

}  // namespace sudoku::app
