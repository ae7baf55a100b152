// The window's queued input handed to ImGui's GLFW backend a frame at a time (InputOrder's
// order): the same for the desktop's window and the browser's canvas.
#pragma once

#include <cstddef>

#include "platform/input_order.hpp"

struct GLFWwindow;

namespace sudoku::platform {

// Gives ImGui this frame's keys, characters and mouse buttons from `input`, in the order they
// came; returns how many were handed over (the rest wait for the next frame).
std::size_t hand_input_to_imgui(GLFWwindow* window, InputOrder& input);

}  // namespace sudoku::platform
