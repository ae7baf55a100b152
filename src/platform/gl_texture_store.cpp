#include "platform/gl_texture_store.hpp"

#include <glad/gl.h>

#include "platform/texture_names.hpp"

namespace sudoku::platform {

ImTextureID GlTextureStore::upload(ImTextureID texture, int width, int height,
                                   const std::uint32_t* pixels) {
    if (width <= 0 || height <= 0 || pixels == nullptr) return texture;
    m_changed = true;
    // The backend sets its own state when it renders; leave the binding as found anyway.
    GLint last_texture = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
    GLuint name = texture_name(texture);
    bool same_size = false;
    if (name == 0) {
        glGenTextures(1, &name);
        if (name == 0) return nullptr;
        glBindTexture(GL_TEXTURE_2D, name);
        // Drawn at its own size, each pixel centre is a texel centre, where nearest and linear
        // filtering agree; nearest costs llvmpipe a third less on a board-sized quad.
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    } else {
        glBindTexture(GL_TEXTURE_2D, name);
        GLint w = 0;
        GLint h = 0;
        glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &w);
        glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_HEIGHT, &h);
        same_size = w == width && h == height;
    }
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    // Refilling keeps the storage; a new size needs new storage.
    if (same_size)
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    else
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                     pixels);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
    return texture_id(name);
}

void GlTextureStore::release(ImTextureID texture) {
    const GLuint name = texture_name(texture);
    if (name != 0) glDeleteTextures(1, &name);
    m_changed = true;
}

}  // namespace sudoku::platform
