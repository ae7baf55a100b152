#include "platform/imgui_input.hpp"

#include <vector>

#include <imgui.h>
#include <imgui_impl_glfw.h>

namespace sudoku::platform {

std::size_t hand_input_to_imgui(GLFWwindow* window, InputOrder& input) {
    const std::vector<InputEvent> events = input.next_frame();
    for (const InputEvent& e : events) {
        switch (e.kind) {
            case InputEvent::Kind::Key:
                ImGui_ImplGlfw_KeyCallback(window, e.code, e.scancode, e.action, e.mods);
                break;
            case InputEvent::Kind::Char:
                ImGui_ImplGlfw_CharCallback(window, e.codepoint);
                break;
            case InputEvent::Kind::MouseButton:
                ImGui_ImplGlfw_MouseButtonCallback(window, e.code, e.action, e.mods);
                break;
        }
    }
    return events.size();
}

}  // namespace sudoku::platform
