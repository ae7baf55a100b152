// Copies a rectangle of the window's back buffer to the screen without swapping
// (GLX_MESA_copy_sub_buffer): the back buffer keeps its contents, so it can serve as the
// lasting copy of the last frame, and a frame that changed a few pixels shows only those.
#pragma once

#include <optional>

#include "platform/frame_damage.hpp"

struct GLFWwindow;

namespace sudoku::platform {

class SubBufferCopy {
  public:
    // The copy for this window's GLX drawable; nullopt when the window is not on GLX or the
    // extension is missing.
    [[nodiscard]] static std::optional<SubBufferCopy> find(GLFWwindow* window);

    // Copies these pixels (top-left origin) of a framebuffer fb_height tall to the screen;
    // flushes the GL commands before them.
    void copy(const PixelRect& rect, int fb_height) const;

  private:
    using AnyFunction = void (*)();  // called as its real type in the .cpp
    SubBufferCopy(void* display, unsigned long drawable, AnyFunction function)
        : m_display(display), m_drawable(drawable), m_function(function) {}

    void* m_display;           // the X Display
    unsigned long m_drawable;  // the GLXWindow
    AnyFunction m_function;    // glXCopySubBufferMESA
};

}  // namespace sudoku::platform
