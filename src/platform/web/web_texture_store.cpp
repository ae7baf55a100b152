#include "platform/web/web_texture_store.hpp"

#include <GLES3/gl3.h>

#include "platform/texture_names.hpp"

namespace sudoku::platform {

ImTextureID WebTextureStore::upload(ImTextureID texture, int width, int height,
                                    const std::uint32_t* pixels) {
    if (width <= 0 || height <= 0 || pixels == nullptr) return texture;
    m_changed = true;
    GLint last_texture = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
    GLuint name = texture_name(texture);
    if (name == 0) {
        glGenTextures(1, &name);
        if (name == 0) return nullptr;
        glBindTexture(GL_TEXTURE_2D, name);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    } else {
        glBindTexture(GL_TEXTURE_2D, name);
    }
    const auto known = m_sizes.find(name);
    const bool same_size = known != m_sizes.end() && known->second == std::pair{width, height};
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    if (same_size)
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    else
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                     pixels);
    m_sizes[name] = {width, height};
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
    return texture_id(name);
}

void WebTextureStore::release(ImTextureID texture) {
    const GLuint name = texture_name(texture);
    if (name == 0) return;
    glDeleteTextures(1, &name);
    m_sizes.erase(name);
    m_changed = true;
}

}  // namespace sudoku::platform
