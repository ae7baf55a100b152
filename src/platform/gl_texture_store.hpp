// The app's TextureStore on OpenGL 3.3: RGBA8 textures, linearly filtered like ImGui's font
// atlas, so an image drawn at its own size shows each texel at one pixel.
#pragma once

#include "app/texture_store.hpp"

namespace sudoku::platform {

class GlTextureStore final : public app::TextureStore {
  public:
    [[nodiscard]] ImTextureID upload(ImTextureID texture, int width, int height,
                                     const std::uint32_t* pixels) override;
    void release(ImTextureID texture) override;
};

}  // namespace sudoku::platform
