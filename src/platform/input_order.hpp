// The window's input handed to ImGui a frame at a time, in the order it came. ImGui 1.86 reads
// key and mouse-button state, not events: a press and release in one frame would never be
// seen, so each frame takes the events in order up to the second event of any one key or
// button, or a release after a press (as ImGui 1.87+ trickles its input queue). Mouse buttons
// travel in the same queue as keys and characters: a click must not overtake the typing
// before it (a fast "n" then a click on Save once wrote "mygame.sudoku.jso"), and a button
// event keeps the pointer's position it came with (a tap moves the pointer and presses in one
// go). Plain C++, tested without a window.
#pragma once

#include <array>
#include <deque>
#include <optional>
#include <vector>

namespace sudoku::platform {

struct InputEvent {
    enum class Kind : unsigned char { Key, Char, MouseButton };
    // GLFW's values: release 0, press 1, repeat 2.
    static constexpr int kRelease = 0;

    Kind kind = Kind::Key;
    int code = 0;  // Key: the key; MouseButton: the button
    int scancode = 0;
    int action = 0;
    int mods = 0;
    unsigned int codepoint = 0;  // Char
    double x = 0.0;              // MouseButton: where the pointer was
    double y = 0.0;
};

class InputOrder {
  public:
    static constexpr int kButtons = 5;

    void push(const InputEvent& event) { m_queue.push_back(event); }
    [[nodiscard]] bool empty() const { return m_queue.empty(); }
    // The next frame's events, in order; the rest wait.
    [[nodiscard]] std::vector<InputEvent> next_frame();
    // The mouse buttons ImGui must see held this frame: as the delivered events left them (a
    // press and its release never share a frame). Not the live button state, which would let
    // a click still queued behind typing through early.
    [[nodiscard]] const std::array<bool, kButtons>& buttons_down() const { return m_down; }
    // Where ImGui must see the pointer this frame: at the last mouse button event handed over,
    // while one was handed over this frame or more wait in the queue. Otherwise (nullopt) the
    // live position: a quick tap (or a click after a move) would else press where the pointer
    // went next, before the press reached ImGui.
    [[nodiscard]] std::optional<std::array<double, 2>> held_pointer() const {
        return m_pointer_held ? std::optional(m_pointer) : std::nullopt;
    }

  private:
    std::deque<InputEvent> m_queue;
    std::array<bool, kButtons> m_down{};
    std::array<double, 2> m_pointer{};
    bool m_pointer_held = false;
};

}  // namespace sudoku::platform
