// ImGui's OpenGL3 backend reads an ImTextureID as a GL texture name stored in the pointer: the
// two conversions, shared by the desktop's and the browser's texture stores.
#pragma once

#include <cstdint>

#include <imgui.h>

namespace sudoku::platform {

// GL's texture name (a GLuint, an unsigned int on both OpenGL and OpenGL ES) held by `texture`.
[[nodiscard]] inline unsigned int texture_name(ImTextureID texture) {
    return static_cast<unsigned int>(reinterpret_cast<std::intptr_t>(texture));
}

[[nodiscard]] inline ImTextureID texture_id(unsigned int name) {
    return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(name));
}

}  // namespace sudoku::platform
