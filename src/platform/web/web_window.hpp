// The browser's window: emscripten's GLFW on the page's canvas with a WebGL2 (OpenGL ES 3)
// context and the ImGui GLFW/OpenGL3 backends. The canvas fills the page at the screen's
// pixel density (devicePixelRatio), so text stays sharp on HiDPI screens and phones.
#pragma once

#include <optional>
#include <string>

#include <imgui.h>

#include "app/model/input.hpp"
#include "platform/frame_presenter.hpp"
#include "platform/input_order.hpp"

struct GLFWwindow;

namespace sudoku::platform {

class WebWindow {
  public:
    WebWindow() = default;
    WebWindow(const WebWindow&) = delete;
    WebWindow& operator=(const WebWindow&) = delete;
    ~WebWindow();

    // Creates the canvas's context and starts ImGui; an error message on failure.
    [[nodiscard]] std::optional<std::string> open(const char* title);

    // Follows the page's size and pixel density; true when the canvas changed.
    bool fit_canvas();
    // Whether a frame is due: something animates, input arrived lately, or the app's idle
    // wait (its clock's next tick) has passed since the last frame.
    [[nodiscard]] bool frame_due(bool animating, double max_wait_seconds);
    // No frame is due: the main loop is paused until the app's next visible change, or
    // deadline_seconds from now if sooner (at most kLongestSleepSeconds); input, a resize and
    // the page's events (web_features) wake it at once.
    void sleep(double max_wait_seconds, double deadline_seconds);
    static constexpr double kLongestSleepSeconds = 60.0;
    void begin_frame();
    // Whether the last begin_frame handed ImGui any key, character or mouse button.
    [[nodiscard]] bool took_input() const { return m_took_input; }
    // Draws the frame, only the pixels that changed since the last (frame_presenter.hpp): an
    // unchanged frame touches no pixel. The hole's pixels are left transparent (the page's
    // clock shows through, web_clock). True: the canvas changed.
    bool end_frame(const ImVec4& clear_colour, bool textures_changed,
                   const std::optional<PixelRect>& hole);
    void toggle_fullscreen();
    void reload_font_texture();

    // The canvas in CSS pixels (what the settings keep as the window size).
    [[nodiscard]] std::pair<int, int> css_size() const { return {m_css_width, m_css_height}; }
    // devicePixelRatio when the window opened: the interface scale until the player picks one.
    [[nodiscard]] float content_scale() const { return m_pixel_ratio; }

    [[nodiscard]] static app::KeyCodes key_codes();

  private:
    static WebWindow* from(GLFWwindow* window);
    static void mark_activity(GLFWwindow* window);
    // Back to a frame at every display refresh, at once (when asleep).
    static void wake();
    static void install_callbacks(GLFWwindow* window);
    void drain_input_queue();

    InputOrder m_input;
    FramePresenter m_presenter;
    GLFWwindow* m_window = nullptr;
    bool m_imgui_glfw = false;
    bool m_imgui_gl = false;
    int m_settle_frames = 3;
    bool m_took_input = false;
    double m_last_frame_time = -1.0;
    int m_css_width = 0;
    int m_css_height = 0;
    float m_pixel_ratio = 1.0f;
};

}  // namespace sudoku::platform
