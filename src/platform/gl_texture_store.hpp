// The app's TextureStore on OpenGL 3.3: RGBA8 textures, linearly filtered like ImGui's font
// atlas, so an image drawn at its own size shows each texel at one pixel.
#pragma once

#include <utility>

#include "app/views/texture_store.hpp"

namespace sudoku::platform {

class GlTextureStore final : public app::TextureStore {
  public:
    [[nodiscard]] ImTextureID upload(ImTextureID texture, int width, int height,
                                     const std::uint32_t* pixels) override;
    void release(ImTextureID texture) override;

    // Whether any texture was filled or released since the last call: the window cannot see
    // a texture's new pixels in the draw data, so that frame is drawn whole.
    [[nodiscard]] bool take_changed() { return std::exchange(m_changed, false); }

  private:
    bool m_changed = false;
};

}  // namespace sudoku::platform
