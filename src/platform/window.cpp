#include "platform/window.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iterator>

#include <glad/gl.h>
// glad provides the GL declarations; GLFW must not include a GL header of its own.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "platform/imgui_input.hpp"

namespace sudoku::platform {

namespace {

// Frames drawn after any input: a click opens a menu on one frame and lays it out on the next.
constexpr int kSettleFrames = 3;
// While frames are wanted but come out unchanged, no swap waits for the display: the loop
// waits this long itself, as vsync would have made it.
constexpr double kFramePeriodSeconds = 1.0 / 60.0;

// Mesa's CPU renderers (llvmpipe, softpipe).
bool software_renderer() {
    const auto* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    return renderer != nullptr && (std::strstr(renderer, "llvmpipe") != nullptr ||
                                   std::strstr(renderer, "softpipe") != nullptr);
}

void glfw_error(int code, const char* description) {
    std::fprintf(stderr, "sudoku-lab: GLFW error %d: %s\n", code, description);
}

constexpr int kNoPosition = -1 << 30;

struct WindowPlacement {
    int x = kNoPosition;
    int y = kNoPosition;
    int width = 0;
    int height = 0;
    float content_scale = 1.0f;
};

// The wished size cut to the primary monitor's work area (the screen less panels and docks)
// and centred on it; with no monitor known, the wished size where the system puts it.
// A first start takes this share of a work area larger than the default size: a game opened
// on a 1920x1080 screen should not sit in a 1280x800 box in the middle.
constexpr double kFirstStartShare = 0.85;

WindowPlacement place_window(int width, int height, bool first_start) {
    WindowPlacement place{.width = std::max(1, width), .height = std::max(1, height)};
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    if (monitor == nullptr) return place;
    float scale_x = 1.0f;
    float scale_y = 1.0f;
    glfwGetMonitorContentScale(monitor, &scale_x, &scale_y);
    if (std::isfinite(scale_x) && scale_x > 0.0f) place.content_scale = scale_x;
    int x = 0;
    int y = 0;
    int area_width = 0;
    int area_height = 0;
    glfwGetMonitorWorkarea(monitor, &x, &y, &area_width, &area_height);
    if (area_width <= 0 || area_height <= 0) return place;
    if (first_start) {
        place.width = std::max(place.width, static_cast<int>(area_width * kFirstStartShare));
        place.height = std::max(place.height, static_cast<int>(area_height * kFirstStartShare));
    }
    place.width = std::min(place.width, area_width);
    place.height = std::min(place.height, area_height);
    place.x = x + (area_width - place.width) / 2;
    place.y = y + (area_height - place.height) / 2;
    return place;
}

}  // namespace

Window::~Window() {
    if (m_window != nullptr) m_presenter.release();
    if (m_imgui_gl) ImGui_ImplOpenGL3_Shutdown();
    if (m_imgui_glfw) ImGui_ImplGlfw_Shutdown();
    if (ImGui::GetCurrentContext() != nullptr) ImGui::DestroyContext();
    if (m_window != nullptr) glfwDestroyWindow(m_window);
    glfwTerminate();
}

std::optional<std::string> Window::open(const WindowConfig& config) {
    glfwSetErrorCallback(glfw_error);
    if (glfwInit() == GLFW_FALSE) return "cannot initialise GLFW (is there a display?)";
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    // Hidden until it is placed, so it never shows at a size or place the screen cannot hold.
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    // WM_CLASS names the desktop entry (StartupWMClass), so docks and task bars show the
    // window under the menu entry's icon instead of a second, generic one.
    glfwWindowHintString(GLFW_X11_CLASS_NAME, "io.github.sudokulab.SudokuLab");
    glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "sudoku-lab");
    const WindowPlacement place = place_window(config.width, config.height, config.first_start);
    m_window = glfwCreateWindow(place.width, place.height, config.title, nullptr, nullptr);
    if (m_window == nullptr) return "cannot create an OpenGL 3.3 core window";
    if (place.x != kNoPosition) glfwSetWindowPos(m_window, place.x, place.y);
    glfwShowWindow(m_window);
    m_content_scale = place.content_scale;
    glfwMakeContextCurrent(m_window);
    if (gladLoadGL(glfwGetProcAddress) == 0) return "cannot load OpenGL 3.3 functions";
    glfwSwapInterval(config.vsync ? 1 : 0);
    glfwSetWindowUserPointer(m_window, this);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    // Our callbacks forward to ImGui's and also note that a frame is needed.
    m_imgui_glfw = ImGui_ImplGlfw_InitForOpenGL(m_window, false);
    install_callbacks(m_window);
    m_imgui_gl = ImGui_ImplOpenGL3_Init("#version 330 core");
    if (!m_imgui_glfw || !m_imgui_gl) return "cannot start the ImGui backends";
    m_presenter.set_partial(config.redraw != Redraw::Full);
    // A CPU renderer pays milliseconds to copy a whole offscreen frame to the window (2-3 ms
    // with llvmpipe at 1280x800, more than a frame's own drawing saves), and its swap is a plain
    // copy anyway: there the back buffer, never swapped, keeps the frame.
    if (config.redraw != Redraw::Offscreen && software_renderer())
        if (const auto copy = SubBufferCopy::find(m_window)) m_presenter.keep_in_back_buffer(*copy);
    FramePresenter::install_redraw_signal();
    return std::nullopt;
}

Window* Window::from(GLFWwindow* window) {
    return static_cast<Window*>(glfwGetWindowUserPointer(window));
}

void Window::mark_activity(GLFWwindow* window) {
    if (Window* self = from(window)) self->m_settle_frames = kSettleFrames;
}

void Window::drain_input_queue() {
    hand_input_to_imgui(m_window, m_input);
    if (!m_input.empty()) m_settle_frames = std::max(m_settle_frames, 1);
}

void Window::install_callbacks(GLFWwindow* window) {
    glfwSetWindowFocusCallback(window, [](GLFWwindow* w, int focused) {
        ImGui_ImplGlfw_WindowFocusCallback(w, focused);
        mark_activity(w);
    });
    glfwSetCursorEnterCallback(window, [](GLFWwindow* w, int entered) {
        ImGui_ImplGlfw_CursorEnterCallback(w, entered);
        mark_activity(w);
    });
    glfwSetCursorPosCallback(window, [](GLFWwindow* w, double, double) { mark_activity(w); });
    glfwSetMouseButtonCallback(window, [](GLFWwindow* w, int button, int action, int mods) {
        if (Window* self = from(w))
            self->m_input.push({InputEvent::Kind::MouseButton, button, 0, action, mods, 0});
        mark_activity(w);
    });
    glfwSetScrollCallback(window, [](GLFWwindow* w, double x, double y) {
        ImGui_ImplGlfw_ScrollCallback(w, x, y);
        mark_activity(w);
    });
    glfwSetKeyCallback(window, [](GLFWwindow* w, int key, int scancode, int action, int mods) {
        if (Window* self = from(w))
            self->m_input.push({InputEvent::Kind::Key, key, scancode, action, mods, 0});
        mark_activity(w);
    });
    glfwSetCharCallback(window, [](GLFWwindow* w, unsigned int c) {
        if (Window* self = from(w)) self->m_input.push({InputEvent::Kind::Char, 0, 0, 0, 0, c});
        mark_activity(w);
    });
    glfwSetWindowSizeCallback(window, [](GLFWwindow* w, int, int) { mark_activity(w); });
    // The window's pixels were lost (uncovered, resized): show the last frame again.
    glfwSetWindowRefreshCallback(window, [](GLFWwindow* w) {
        if (Window* self = from(w)) self->m_presenter.request_copy();
        mark_activity(w);
    });
    glfwSetMonitorCallback(ImGui_ImplGlfw_MonitorCallback);
}

bool Window::should_close() const {
    return glfwWindowShouldClose(m_window) != 0;
}

void Window::request_close() {
    glfwSetWindowShouldClose(m_window, GLFW_TRUE);
}

void Window::cancel_close() {
    glfwSetWindowShouldClose(m_window, GLFW_FALSE);
}

void Window::wait_or_poll(bool animating, double max_wait_seconds) {
    if (animating || m_settle_frames > 0) {
        if (m_settle_frames > 0) --m_settle_frames;
        const double wait = kFramePeriodSeconds - (glfwGetTime() - m_last_frame_time);
        if (!m_last_frame_shown && wait > 0.0)
            glfwWaitEventsTimeout(wait);
        else
            glfwPollEvents();
    } else {
        // Minimised, nothing is seen: the clock needs no ticks (time still adds up by dt).
        if (glfwGetWindowAttrib(m_window, GLFW_ICONIFIED) != 0)
            max_wait_seconds = std::max(max_wait_seconds, 1.0);
        glfwWaitEventsTimeout(max_wait_seconds);
    }
}

void Window::begin_frame() {
    drain_input_queue();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // The backend polls the live buttons; ImGui sees them as the queue delivered them instead.
    ImGuiIO& io = ImGui::GetIO();
    for (int i = 0; i < InputOrder::kButtons; ++i)
        io.MouseDown[i] = m_input.buttons_down()[static_cast<std::size_t>(i)];
    ImGui::NewFrame();
}

void Window::end_frame(const ImVec4& clear_colour, bool textures_changed) {
    ImGui::Render();
    int width = 0;
    int height = 0;
    glfwGetFramebufferSize(m_window, &width, &height);
    if (textures_changed) m_presenter.invalidate();
    const Presented presented =
        m_presenter.render(*ImGui::GetDrawData(), width, height, clear_colour);
    if (presented == Presented::NeedsSwap) glfwSwapBuffers(m_window);
    if (m_presenter.take_redraw_next()) m_settle_frames = std::max(m_settle_frames, 1);

    m_last_frame_shown = presented != Presented::Nothing;
    m_last_frame_time = glfwGetTime();
}

void Window::toggle_fullscreen() {
    if (GLFWmonitor* current = glfwGetWindowMonitor(m_window)) {
        (void)current;
        glfwSetWindowMonitor(m_window, nullptr, m_windowed[0], m_windowed[1], m_windowed[2],
                             m_windowed[3], GLFW_DONT_CARE);
    } else {
        GLFWmonitor* monitor = glfwGetPrimaryMonitor();
        const GLFWvidmode* mode = monitor != nullptr ? glfwGetVideoMode(monitor) : nullptr;
        if (mode == nullptr) return;
        glfwGetWindowPos(m_window, &m_windowed[0], &m_windowed[1]);
        glfwGetWindowSize(m_window, &m_windowed[2], &m_windowed[3]);
        glfwSetWindowMonitor(m_window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
    }
    m_settle_frames = kSettleFrames;
}

std::pair<int, int> Window::windowed_size() const {
    if (glfwGetWindowMonitor(m_window) != nullptr) return {m_windowed[2], m_windowed[3]};
    int width = 0;
    int height = 0;
    glfwGetWindowSize(m_window, &width, &height);
    return {width, height};
}

void Window::reload_font_texture() {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    m_presenter.invalidate();  // the new atlas may hold the same glyphs at other places
}

app::KeyCodes Window::key_codes() {
    // ImGui 1.86's GLFW backend indexes io.KeysDown by GLFW key code.
    return app::KeyCodes{.f1 = GLFW_KEY_F1,
                         .f11 = GLFW_KEY_F11,
                         .q = GLFW_KEY_Q,
                         .n = GLFW_KEY_N,
                         .o = GLFW_KEY_O,
                         .s = GLFW_KEY_S,
                         .y = GLFW_KEY_Y,
                         .z = GLFW_KEY_Z,
                         .digit1 = GLFW_KEY_1,
                         .letter_a = GLFW_KEY_A,
                         .e = GLFW_KEY_E};
}

}  // namespace sudoku::platform
