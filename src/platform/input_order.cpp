#include "platform/input_order.hpp"

#include <algorithm>

namespace sudoku::platform {

std::vector<InputEvent> InputOrder::next_frame() {
    std::vector<InputEvent> out;
    // Keys and buttons touched this frame (a button as -1 - button, apart from key codes).
    std::vector<int> touched;
    bool pressed = false;
    bool button_now = false;
    while (!m_queue.empty()) {
        const InputEvent& e = m_queue.front();
        if (e.kind != InputEvent::Kind::Char) {
            const int id = e.kind == InputEvent::Kind::Key ? e.code : -1 - e.code;
            // A key's or button's second event, or any release after a press (xdotool may
            // release Ctrl before Q), belongs to the next frame.
            if (std::find(touched.begin(), touched.end(), id) != touched.end() ||
                touched.size() == 8 || (e.action == InputEvent::kRelease && pressed))
                break;
            pressed = pressed || e.action != InputEvent::kRelease;
            touched.push_back(id);
            if (e.kind == InputEvent::Kind::MouseButton && e.code >= 0 && e.code < kButtons)
                m_down[static_cast<std::size_t>(e.code)] = e.action != InputEvent::kRelease;
            if (e.kind == InputEvent::Kind::MouseButton) {
                m_pointer = {e.x, e.y};
                button_now = true;
            }
        }
        out.push_back(e);
        m_queue.pop_front();
    }
    m_pointer_held = button_now || std::any_of(m_queue.begin(), m_queue.end(), [](const auto& e) {
                         return e.kind == InputEvent::Kind::MouseButton;
                     });
    return out;
}

}  // namespace sudoku::platform
