// The app's TextureStore on WebGL2: RGBA8 textures like the desktop's GlTextureStore, but it
// keeps each texture's size itself (OpenGL ES 3 has no glGetTexLevelParameteriv to ask).
#pragma once

#include <unordered_map>
#include <utility>

#include "app/views/texture_store.hpp"

namespace sudoku::platform {

class WebTextureStore final : public app::TextureStore {
  public:
    [[nodiscard]] ImTextureID upload(ImTextureID texture, int width, int height,
                                     const std::uint32_t* pixels) override;
    void release(ImTextureID texture) override;
    // Whether a texture changed since the last call: the next frame is drawn whole.
    [[nodiscard]] bool take_changed() { return std::exchange(m_changed, false); }

  private:
    bool m_changed = false;
    std::unordered_map<unsigned int, std::pair<int, int>> m_sizes;  // GL name -> width, height
};

}  // namespace sudoku::platform
