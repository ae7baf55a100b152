// Partial redraws checked frame by frame on a real OpenGL context: a few hundred ImGui frames
// (a ticking counter, a button and shapes that change colour or slide by fractions of a
// pixel, a hovered button, tooltips and a window that come and go, an image whose texture is
// re-filled, frames that repeat) go through FramePresenter, and after each one the frame it
// keeps must equal, pixel for pixel, the same draw data drawn whole into a separate
// framebuffer. usage: redraw_check offscreen|back-buffer   (exit 77: not available here)
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include "platform/frame_presenter.hpp"
#include "platform/gl_texture_store.hpp"
#include "platform/sub_buffer_copy.hpp"

namespace {

using namespace sudoku::platform;

constexpr int kWidth = 640;
constexpr int kHeight = 400;
constexpr int kFrames = 400;
const ImVec4 kClear(0.93f, 0.94f, 0.96f, 1.0f);

std::vector<std::uint8_t> read_pixels(GLuint framebuffer) {
    std::vector<std::uint8_t> pixels(static_cast<std::size_t>(kWidth * kHeight * 4));
    glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer);
    if (framebuffer == 0) glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, kWidth, kHeight, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    return pixels;
}

// The whole frame drawn into `framebuffer` from copies of the draw lists (the presenter may
// narrow the originals' clip rects). Returns its pixels.
std::vector<std::uint8_t> draw_whole(const ImDrawData& data, GLuint framebuffer) {
    std::vector<ImDrawList*> lists;
    for (int i = 0; i < data.CmdListsCount; ++i)
        lists.push_back(data.CmdLists[i]->CloneOutput());
    ImDrawData copy = data;
    copy.CmdLists = lists.data();
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glViewport(0, 0, kWidth, kHeight);
    glClearColor(kClear.x, kClear.y, kClear.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(&copy);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    for (ImDrawList* list : lists)
        IM_DELETE(list);
    return read_pixels(framebuffer);
}

// What frame `n` shows; every seventh frame repeats the one before.
void build_frame(int n, ImTextureID image) {
    const int t = n % 7 == 0 ? n - 1 : n;
    // The mouse sweeps over the button (hover colours) and the checkbox every 100 frames.
    ImGui::GetIO().MousePos = ImVec2(20.0f + static_cast<float>(t % 100) * 3.0f, 60.0f);
    ImGui::NewFrame();

    ImGui::SetNextWindowPos(ImVec2(10, 10));
    ImGui::SetNextWindowSize(ImVec2(300, 200));
    ImGui::Begin("Panel", nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    ImGui::Text("%02d:%02d.%02d", t / 6000, (t / 100) % 60, t % 100);  // a ticking clock
    const float hue = static_cast<float>(t % 50) / 50.0f;
    ImGui::PushStyleColor(ImGuiCol_Button, static_cast<ImVec4>(ImColor::HSV(hue, 0.5f, 0.8f)));
    ImGui::Button("Colour");
    ImGui::PopStyleColor();
    bool checked = (t / 30) % 2 == 0;
    ImGui::SameLine();
    ImGui::Checkbox("Check", &checked);
    if (ImGui::IsItemHovered() || t % 37 < 4) ImGui::SetTooltip("tooltip %d", t / 37);
    ImGui::Text("line %d", t / 3);
    ImGui::Image(image, ImVec2(32, 32));
    ImGui::End();

    if (t % 50 < 6) {
        ImGui::SetNextWindowPos(ImVec2(250, 150));
        ImGui::Begin("Popup window", nullptr, ImGuiWindowFlags_NoSavedSettings);
        ImGui::Text("frame %d", t);
        ImGui::End();
    }

    // Shapes on the background: a rect sliding a fraction of a pixel a frame (same vertex and
    // index counts, so only the old and new places redraw) and a circle changing colour.
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    const float x = 340.0f + static_cast<float>(t % 120) * 0.75f;
    dl->AddRectFilled(ImVec2(x, 250.0f), ImVec2(x + 40.5f, 290.25f), IM_COL32(200, 60, 60, 255));
    dl->AddCircleFilled(ImVec2(500, 100), 30.0f,
                        IM_COL32(40, 40 + (t * 7) % 200, 120, 160 + t % 90), 24);
    dl->AddLine(ImVec2(330, 330), ImVec2(600.0f, 340.0f + static_cast<float>(t % 9) * 0.3f),
                IM_COL32(0, 0, 0, 255), 1.5f);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode != "offscreen" && mode != "back-buffer") {
        std::fprintf(stderr, "usage: redraw_check offscreen|back-buffer\n");
        return 2;
    }
    if (glfwInit() == GLFW_FALSE) return 77;
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    glfwWindowHint(GLFW_RESIZABLE, GLFW_FALSE);
    GLFWwindow* window = glfwCreateWindow(kWidth, kHeight, "redraw check", nullptr, nullptr);
    if (window == nullptr) return 77;
    glfwMakeContextCurrent(window);
    if (gladLoadGL(glfwGetProcAddress) == 0) return 77;
    int fb_width = 0;
    int fb_height = 0;
    glfwGetFramebufferSize(window, &fb_width, &fb_height);
    if (fb_width != kWidth || fb_height != kHeight) {
        std::fprintf(stderr, "SKIP: the framebuffer is %dx%d, not %dx%d\n", fb_width, fb_height,
                     kWidth, kHeight);
        return 77;
    }

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, false);
    ImGui_ImplOpenGL3_Init("#version 330 core");

    FramePresenter presenter;
    if (mode == "back-buffer") {
        const auto copy = SubBufferCopy::find(window);
        if (!copy) {
            std::fprintf(stderr, "SKIP: no GLX_MESA_copy_sub_buffer here\n");
            return 77;
        }
        presenter.keep_in_back_buffer(*copy);
    }

    // The reference is drawn into the same kind of buffer as the presenter keeps (llvmpipe
    // blends a window's buffer and an RGBA8 texture with different rounding): an offscreen
    // framebuffer, or the back buffer of a second, hidden window sharing the GL objects.
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    GLFWwindow* reference_window =
        glfwCreateWindow(kWidth, kHeight, "redraw check reference", nullptr, window);
    if (reference_window == nullptr) return 77;
    GLuint reference = 0;
    GLuint reference_colour = 0;
    glGenFramebuffers(1, &reference);
    glGenTextures(1, &reference_colour);
    glBindTexture(GL_TEXTURE_2D, reference_colour);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, kWidth, kHeight, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                 nullptr);
    glBindFramebuffer(GL_FRAMEBUFFER, reference);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, reference_colour,
                           0);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);

    GlTextureStore textures;
    ImTextureID image = nullptr;
    std::vector<std::uint32_t> image_pixels(16 * 16);
    int failures = 0;
    for (int n = 0; n < kFrames && failures == 0; ++n) {
        // The image's texture is re-filled every 40 frames: only the store knows.
        if (n % 40 == 0) {
            for (std::size_t i = 0; i < image_pixels.size(); ++i)
                image_pixels[i] = 0xff000000u | static_cast<std::uint32_t>(i * 977 + n * 31);
            image = textures.upload(image, 16, 16, image_pixels.data());
        }
        if (n == 123) presenter.request_copy();  // as when the window is uncovered
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        build_frame(n, image);
        ImGui::Render();
        ImDrawData& data = *ImGui::GetDrawData();
        std::vector<std::uint8_t> whole;
        if (mode == "offscreen") {
            whole = draw_whole(data, reference);
        } else {
            glfwMakeContextCurrent(reference_window);
            whole = draw_whole(data, 0);
            glfwMakeContextCurrent(window);
        }
        if (textures.take_changed()) presenter.invalidate();
        (void)presenter.render(data, kWidth, kHeight, kClear);
        // The frame is never swapped here, so the back buffer holds what was shown last (the
        // offscreen store copies each new frame there).
        const std::vector<std::uint8_t> shown = read_pixels(0);
        for (std::size_t i = 0; i < shown.size(); i += 4) {
            if (std::memcmp(&shown[i], &whole[i], 3) == 0) continue;
            const auto pixel = static_cast<int>(i / 4);
            std::fprintf(stderr, "FAIL: frame %d, pixel %d,%d: %d %d %d, drawn whole %d %d %d\n", n,
                         pixel % kWidth, kHeight - 1 - pixel / kWidth, shown[i], shown[i + 1],
                         shown[i + 2], whole[i], whole[i + 1], whole[i + 2]);
            if (++failures == 5) break;
        }
    }
    const RedrawCounts counts = presenter.counts();
    std::printf("%s: %lld whole, %lld partial, %lld unchanged frames\n", mode.c_str(), counts.full,
                counts.partial, counts.unchanged);
    // Not vacuous: the frames exercise every kind of redraw.
    if (failures == 0 && (counts.partial < kFrames / 3 || counts.unchanged < kFrames / 10 ||
                          counts.full < kFrames / 50)) {
        std::fprintf(stderr, "FAIL: too few partial, unchanged or whole frames\n");
        failures = 1;
    }

    glDeleteFramebuffers(1, &reference);
    glDeleteTextures(1, &reference_colour);
    textures.release(image);
    presenter.release();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(reference_window);
    glfwDestroyWindow(window);
    glfwTerminate();
    return failures == 0 ? 0 : 1;
}
