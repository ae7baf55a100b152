#include "platform/sub_buffer_copy.hpp"

#include <cstring>

// The X11 and GLX headers come only into this file (their macros would clash elsewhere).
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#define GLFW_EXPOSE_NATIVE_X11
#define GLFW_EXPOSE_NATIVE_GLX
#include <GLFW/glfw3native.h>

namespace sudoku::platform {

namespace {

using CopySubBuffer = void (*)(Display*, GLXDrawable, int x, int y, int width, int height);

bool has_extension(const char* list, const char* name) {
    const std::size_t length = std::strlen(name);
    for (const char* at = list; at != nullptr && (at = std::strstr(at, name)) != nullptr;
         at += length) {
        const bool starts = at == list || at[-1] == ' ';
        const bool ends = at[length] == ' ' || at[length] == '\0';
        if (starts && ends) return true;
    }
    return false;
}

}  // namespace

std::optional<SubBufferCopy> SubBufferCopy::find(GLFWwindow* window) {
    Display* display = glfwGetX11Display();
    const GLXWindow drawable = glfwGetGLXWindow(window);
    if (display == nullptr || drawable == 0) return std::nullopt;
    if (!has_extension(glXQueryExtensionsString(display, DefaultScreen(display)),
                       "GLX_MESA_copy_sub_buffer"))
        return std::nullopt;
    const GLFWglproc function = glfwGetProcAddress("glXCopySubBufferMESA");
    if (function == nullptr) return std::nullopt;
    return SubBufferCopy(display, drawable, function);
}

void SubBufferCopy::copy(const PixelRect& rect, int fb_height) const {
    if (rect.empty()) return;
    // GLX counts y from the bottom, like OpenGL.
    reinterpret_cast<CopySubBuffer>(m_function)(static_cast<Display*>(m_display), m_drawable,
                                                rect.x0, fb_height - rect.y1, rect.width(),
                                                rect.height());
}

}  // namespace sudoku::platform
