// The GLFW window with an OpenGL 3.3 core context and the ImGui GLFW/OpenGL3 backends:
// open, frame begin/end (drawn by FramePresenter), sleeping between events, full screen.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>

#include <imgui.h>

#include "app/model/input.hpp"
#include "platform/frame_presenter.hpp"
#include "platform/input_order.hpp"

struct GLFWwindow;

namespace sudoku::platform {

// How frames are drawn (SUDOKU_LAB_REDRAW).
enum class Redraw : std::uint8_t {
    Partial,    // only what changed, kept where that is cheapest for the renderer
    Offscreen,  // only what changed, kept in an offscreen framebuffer whatever the renderer
    Full,       // every frame whole (measuring what a frame costs)
};

struct WindowConfig {
    // The wished size (the saved one): cut to the monitor's work area, centred on it.
    int width = 1280;
    int height = 800;
    // No size was saved (a first start): also grow to most of a large monitor's work area.
    bool first_start = false;
    const char* title = "Sudoku Lab";
    bool vsync = true;
    Redraw redraw = Redraw::Partial;
};

class Window {
  public:
    Window() = default;
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;
    ~Window();

    // Creates the window, loads OpenGL with glad and starts ImGui; an error message on failure.
    [[nodiscard]] std::optional<std::string> open(const WindowConfig& config);

    [[nodiscard]] bool should_close() const;
    void request_close();
    // The close button was pressed but the app keeps the window open (a dialog asks first).
    void cancel_close();
    // Polls while animating or right after input (ImGui needs a few frames to settle);
    // otherwise sleeps until an event arrives or max_wait_seconds pass.
    void wait_or_poll(bool animating, double max_wait_seconds);
    void begin_frame();
    // Renders the frame over a clear of the given colour, only the pixels that changed, and
    // swaps; an unchanged frame is not swapped. textures_changed: a texture the frame may show
    // was re-filled since the last frame (the draw data cannot tell), so it is drawn whole.
    void end_frame(const ImVec4& clear_colour, bool textures_changed);
    void toggle_fullscreen();
    // After the app rebuilt ImGui's font atlas.
    void reload_font_texture();

    // The windowed size (the size full screen returns to), in screen coordinates.
    [[nodiscard]] std::pair<int, int> windowed_size() const;
    // The primary monitor's content scale (its DPI over 96), 1 when unknown.
    [[nodiscard]] float content_scale() const { return m_content_scale; }

    // Backend key codes the app's input mapping needs (F1, F11, Q).
    [[nodiscard]] static app::KeyCodes key_codes();

  private:
    static Window* from(GLFWwindow* window);
    static void mark_activity(GLFWwindow* window);
    static void install_callbacks(GLFWwindow* window);
    void drain_input_queue();

    // Keys, characters and mouse buttons, handed to ImGui a frame at a time in order (see
    // input_order.hpp).
    InputOrder m_input;

    FramePresenter m_presenter;
    bool m_last_frame_shown = true;
    double m_last_frame_time = 0.0;  // glfwGetTime() at the end of the last frame

    GLFWwindow* m_window = nullptr;
    bool m_imgui_glfw = false;
    bool m_imgui_gl = false;
    int m_settle_frames = 3;
    int m_windowed[4] = {0, 0, 0, 0};  // x, y, width, height to restore after full screen
    float m_content_scale = 1.0f;
};

}  // namespace sudoku::platform
