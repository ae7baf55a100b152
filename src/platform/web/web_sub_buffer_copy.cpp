// The browser has no GLX sub-buffer copy: FramePresenter keeps the frame in its offscreen
// framebuffer there and copies it to the canvas (platform/sub_buffer_copy.hpp).
#include "platform/sub_buffer_copy.hpp"

namespace sudoku::platform {

std::optional<SubBufferCopy> SubBufferCopy::find(GLFWwindow*) {
    return std::nullopt;
}

void SubBufferCopy::copy(const PixelRect&, int) const {
    // Never made here (find gives none); the fields are the desktop's.
    (void)m_display;
    (void)m_drawable;
    (void)m_function;
}

}  // namespace sudoku::platform
