#include "platform/web/web_window.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include <GLES3/gl3.h>
#include <emscripten/emscripten.h>
#include <emscripten/html5.h>
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
// ImGui asserts on a zero frame time; a browser with a frozen clock (headless Chromium's
// virtual time) gives two frames the same time stamp.
constexpr float kMinDeltaSeconds = 1.0f / 1000.0f;
constexpr const char* kCanvas = "#canvas";

// Idle, the main loop sleeps: paused, with a timer set for the app's next visible change, so
// the browser calls nothing at all meanwhile. Input (GLFW's callbacks) and the page's own events
// (a new link, a paste, an upload, a resize) wake it at once, back to a frame at every display
// refresh. A pause by someone else (the browser tests' Module.pauseMainLoop) holds the loop
// until their resume: input then waits for it.
// clang-format off (JavaScript)
EM_JS(void, sudoku_js_install_sleep, (), {
    var loop = Browser.mainLoop;
    var sleep = {asleep : false, held : false, timer : 0};
    Module.sudokuSleep = sleep;
    var start = function() {
        sleep.asleep = false;
        clearTimeout(sleep.timer);
        loop.timingMode = 1; /* EM_TIMING_RAF */
        loop.timingValue = 1;
        loop.resume();
    };
    Module.sudokuWake = function() {
        if (sleep.asleep && !sleep.held) start();
    };
    var pause = Module.pauseMainLoop;
    var resume = Module.resumeMainLoop;
    Module.pauseMainLoop = function() {
        sleep.held = true;
        pause();
    };
    Module.resumeMainLoop = function() {
        sleep.held = false;
        if (sleep.asleep)
            start();
        else
            resume();
    };
    window.addEventListener('resize', Module.sudokuWake);
});

EM_JS(void, sudoku_js_sleep, (int ms), {
    var sleep = Module.sudokuSleep;
    Browser.mainLoop.pause();
    sleep.asleep = true;
    clearTimeout(sleep.timer);
    sleep.timer = setTimeout(Module.sudokuWake, ms);
});

EM_JS(void, sudoku_js_wake, (), { Module.sudokuWake(); });
// clang-format on

void glfw_error(int code, const char* description) {
    std::fprintf(stderr, "sudoku-lab: GLFW error %d: %s\n", code, description);
}

}  // namespace

WebWindow::~WebWindow() {
    if (m_window != nullptr) m_presenter.release();
    if (m_imgui_gl) ImGui_ImplOpenGL3_Shutdown();
    if (m_imgui_glfw) ImGui_ImplGlfw_Shutdown();
    if (ImGui::GetCurrentContext() != nullptr) ImGui::DestroyContext();
    if (m_window != nullptr) glfwDestroyWindow(m_window);
    glfwTerminate();
}

std::optional<std::string> WebWindow::open(const char* title) {
    glfwSetErrorCallback(glfw_error);
    if (glfwInit() == GLFW_FALSE) return "cannot start the canvas (GLFW)";
    glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    m_window = glfwCreateWindow(640, 480, title, nullptr, nullptr);
    if (m_window == nullptr) return "this browser cannot draw with WebGL2";
    glfwMakeContextCurrent(m_window);
    glfwSetWindowUserPointer(m_window, this);
    fit_canvas();

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    // The page has no imgui.ini to write.
    ImGui::GetIO().IniFilename = nullptr;
    m_imgui_glfw = ImGui_ImplGlfw_InitForOpenGL(m_window, false);
    install_callbacks(m_window);
    m_imgui_gl = ImGui_ImplOpenGL3_Init("#version 300 es");
    if (!m_imgui_glfw || !m_imgui_gl) return "cannot start the ImGui backends";
    sudoku_js_install_sleep();
    return std::nullopt;
}

bool WebWindow::fit_canvas() {
    double css_width = 0.0;
    double css_height = 0.0;
    if (emscripten_get_element_css_size(kCanvas, &css_width, &css_height) !=
        EMSCRIPTEN_RESULT_SUCCESS)
        return false;
    const double ratio = std::clamp(emscripten_get_device_pixel_ratio(), 0.5, 4.0);
    const int width = std::max(1, static_cast<int>(std::lround(css_width)));
    const int height = std::max(1, static_cast<int>(std::lround(css_height)));
    if (width == m_css_width && height == m_css_height &&
        static_cast<float>(ratio) == m_pixel_ratio && m_window != nullptr)
        return false;
    m_css_width = width;
    m_css_height = height;
    m_pixel_ratio = static_cast<float>(ratio);
    // The canvas's pixels are the screen's pixels; the page's style sheet keeps its CSS size,
    // and GLFW reports pointer positions in canvas pixels, so ImGui works in screen pixels.
    glfwSetWindowSize(m_window, static_cast<int>(std::lround(css_width * ratio)),
                      static_cast<int>(std::lround(css_height * ratio)));
    m_settle_frames = kSettleFrames;
    return true;
}

WebWindow* WebWindow::from(GLFWwindow* window) {
    return static_cast<WebWindow*>(glfwGetWindowUserPointer(window));
}

void WebWindow::mark_activity(GLFWwindow* window) {
    if (WebWindow* self = from(window)) {
        self->m_settle_frames = kSettleFrames;
        self->wake();
    }
}

void WebWindow::wake() {
    sudoku_js_wake();
}

void WebWindow::sleep(double max_wait_seconds, double deadline_seconds) {
    const double left =
        std::min(m_last_frame_time + max_wait_seconds - glfwGetTime(), deadline_seconds);
    const double wait = std::clamp(left, 0.001, kLongestSleepSeconds);
    sudoku_js_sleep(static_cast<int>(std::lround(wait * 1000.0)));
}

void WebWindow::drain_input_queue() {
    m_took_input = hand_input_to_imgui(m_window, m_input) > 0;
    if (!m_input.empty()) m_settle_frames = std::max(m_settle_frames, 1);
}

void WebWindow::install_callbacks(GLFWwindow* window) {
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
        // The press keeps its place: a tap moves the pointer and presses in one go.
        double x = 0.0;
        double y = 0.0;
        glfwGetCursorPos(w, &x, &y);
        if (WebWindow* self = from(w))
            self->m_input.push({InputEvent::Kind::MouseButton, button, 0, action, mods, 0, x, y});
        mark_activity(w);
    });
    glfwSetScrollCallback(window, [](GLFWwindow* w, double x, double y) {
        ImGui_ImplGlfw_ScrollCallback(w, x, y);
        mark_activity(w);
    });
    glfwSetKeyCallback(window, [](GLFWwindow* w, int key, int scancode, int action, int mods) {
        if (WebWindow* self = from(w))
            self->m_input.push({InputEvent::Kind::Key, key, scancode, action, mods, 0});
        mark_activity(w);
    });
    glfwSetCharCallback(window, [](GLFWwindow* w, unsigned int c) {
        if (WebWindow* self = from(w)) self->m_input.push({InputEvent::Kind::Char, 0, 0, 0, 0, c});
        mark_activity(w);
    });
}

bool WebWindow::frame_due(bool animating, double max_wait_seconds) {
    const bool busy = fit_canvas() || animating || m_settle_frames > 0 || m_last_frame_time < 0.0;
    if (busy) {
        if (m_settle_frames > 0) --m_settle_frames;
        return true;
    }
    // Idle: nothing is drawn until the app's clock needs its next tick.
    return glfwGetTime() - m_last_frame_time >= max_wait_seconds;
}

void WebWindow::begin_frame() {
    drain_input_queue();
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    io.DeltaTime = std::max(io.DeltaTime, kMinDeltaSeconds);
    for (int i = 0; i < InputOrder::kButtons; ++i)
        io.MouseDown[i] = m_input.buttons_down()[static_cast<std::size_t>(i)];
    if (const auto pointer = m_input.held_pointer())
        io.MousePos = ImVec2(static_cast<float>((*pointer)[0]), static_cast<float>((*pointer)[1]));
    ImGui::NewFrame();
}

bool WebWindow::end_frame(const ImVec4& clear_colour, bool textures_changed,
                          const std::optional<PixelRect>& hole) {
    ImGui::Render();
    int width = 0;
    int height = 0;
    glfwGetFramebufferSize(m_window, &width, &height);
    if (textures_changed) m_presenter.invalidate();
    m_presenter.set_hole(hole);
    // The frame is kept in an offscreen framebuffer and copied to the canvas when it changed;
    // the browser shows the canvas when the frame callback returns (no swap to call), and a
    // frame that touched no pixel leaves the page as it was.
    const Presented shown = m_presenter.render(*ImGui::GetDrawData(), width, height, clear_colour);
    if (m_presenter.take_redraw_next()) m_settle_frames = std::max(m_settle_frames, 1);
    m_last_frame_time = glfwGetTime();
    return shown != Presented::Nothing;
}

void WebWindow::toggle_fullscreen() {
    // The page asks the browser; a key press is a user gesture, so the request is allowed.
    EM_ASM({
        if (document.fullscreenElement)
            document.exitFullscreen();
        else
            document.documentElement.requestFullscreen();
    });
    m_settle_frames = kSettleFrames;
}

void WebWindow::reload_font_texture() {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    m_presenter.invalidate();  // the new atlas may hold the same glyphs at other places
}

app::KeyCodes WebWindow::key_codes() {
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
