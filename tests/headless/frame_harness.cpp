#include "frame_harness.hpp"

#include <doctest/doctest.h>
#include <imgui_internal.h>
#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <filesystem>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/model/launch_options.hpp"
#include "app/support/layout_report.hpp"
#include "i18n/describe.hpp"

namespace sudoku::test {

namespace {

// GLFW's key numbers (what ImGui 1.86's GLFW backend indexes io.KeysDown by).
constexpr int kKeyTab = 258;
constexpr int kKeyLeft = 263;
constexpr int kKeyRight = 262;
constexpr int kKeyUp = 265;
constexpr int kKeyDown = 264;
constexpr int kKeyPageUp = 266;
constexpr int kKeyPageDown = 267;
constexpr int kKeyHome = 268;
constexpr int kKeyEnd = 269;
constexpr int kKeyInsert = 260;
constexpr int kKeyDelete = 261;
constexpr int kKeyBackspace = 259;
constexpr int kKeySpace = 32;
constexpr int kKeyEnter = 257;
constexpr int kKeyEscape = 256;
constexpr int kKeyKeypadEnter = 335;
constexpr int kKeyA = 65;
constexpr int kKeyF1 = 290;
constexpr int kKeyF11 = 300;
constexpr int kKey1 = 49;

void map_keys(ImGuiIO& io) {
    io.KeyMap[ImGuiKey_Tab] = kKeyTab;
    io.KeyMap[ImGuiKey_LeftArrow] = kKeyLeft;
    io.KeyMap[ImGuiKey_RightArrow] = kKeyRight;
    io.KeyMap[ImGuiKey_UpArrow] = kKeyUp;
    io.KeyMap[ImGuiKey_DownArrow] = kKeyDown;
    io.KeyMap[ImGuiKey_PageUp] = kKeyPageUp;
    io.KeyMap[ImGuiKey_PageDown] = kKeyPageDown;
    io.KeyMap[ImGuiKey_Home] = kKeyHome;
    io.KeyMap[ImGuiKey_End] = kKeyEnd;
    io.KeyMap[ImGuiKey_Insert] = kKeyInsert;
    io.KeyMap[ImGuiKey_Delete] = kKeyDelete;
    io.KeyMap[ImGuiKey_Backspace] = kKeyBackspace;
    io.KeyMap[ImGuiKey_Space] = kKeySpace;
    io.KeyMap[ImGuiKey_Enter] = kKeyEnter;
    io.KeyMap[ImGuiKey_Escape] = kKeyEscape;
    io.KeyMap[ImGuiKey_KeyPadEnter] = kKeyKeypadEnter;
    io.KeyMap[ImGuiKey_A] = kKeyA;
    io.KeyMap[ImGuiKey_C] = kKeyA + 2;
    io.KeyMap[ImGuiKey_V] = kKeyA + 21;
    io.KeyMap[ImGuiKey_X] = kKeyA + 23;
    io.KeyMap[ImGuiKey_Y] = kKeyA + 24;
    io.KeyMap[ImGuiKey_Z] = kKeyA + 25;
}

bool is_hex_suffix(std::string_view s) {
    if (s.size() != 9 || s[0] != '_') return false;
    for (char c : s.substr(1))
        if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

}  // namespace

app::KeyCodes harness_key_codes() {
    return app::KeyCodes{.f1 = kKeyF1,
                         .f11 = kKeyF11,
                         .q = kKeyA + 16,
                         .n = kKeyA + 13,
                         .o = kKeyA + 14,
                         .s = kKeyA + 18,
                         .y = kKeyA + 24,
                         .z = kKeyA + 25,
                         .digit1 = kKey1,
                         .letter_a = kKeyA,
                         .e = kKeyA + 4};
}

std::string window_key(const char* imgui_name) {
    std::string key;
    std::string_view rest(imgui_name);
    for (;;) {
        const std::size_t slash = rest.find('/');
        std::string_view part = rest.substr(0, slash);
        if (const std::size_t id = part.rfind("###"); id != std::string_view::npos)
            part = part.substr(id);
        if (part.size() >= 9 && is_hex_suffix(part.substr(part.size() - 9)))
            part = part.substr(0, part.size() - 9);
        key += part;
        if (slash == std::string_view::npos) break;
        key += '/';
        rest = rest.substr(slash + 1);
    }
    return key;
}

FrameHarness::FrameHarness(const std::vector<std::string>& args, int width, int height)
    : m_width(width), m_height(height) {
    // The game's own files go to the temporary folder, never to the user's (io/paths.cpp reads
    // the variables at each use).
    std::filesystem::create_directories(m_folder / "data");
    std::filesystem::create_directories(m_folder / "config");
    ::setenv("XDG_DATA_HOME", (m_folder / "data").c_str(), 1);
    ::setenv("XDG_CONFIG_HOME", (m_folder / "config").c_str(), 1);
    ::setenv("HOME", m_folder.path().c_str(), 1);
    ::setenv("SUDOKU_ASSETS", SUDOKU_ASSETS, 0);  // the lessons' puzzles

    IMGUI_CHECKVERSION();
    m_context = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    io.DeltaTime = static_cast<float>(kFrameSeconds);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // no pointer over the window: no hover, no tooltip
    map_keys(io);

    auto options = app::parse_launch_options(args);
    if (!options) FAIL("launch options refused: " << i18n::english(options.error()));
    m_app = std::make_unique<app::App>(std::move(options).value(), harness_key_codes(), 1.0f);
    build_font_atlas();

    app::set_item_observer([this](const char* name, float x, float y, float w, float h) {
        const ImGuiWindow* window = ImGui::GetCurrentWindow();
        ItemRecord item;
        item.name = name;
        item.rect = {x, y, x + w, y + h};
        if (window != nullptr) {
            item.window = window_key(window->Name);
            item.visible = {window->ClipRect.Min.x, window->ClipRect.Min.y, window->ClipRect.Max.x,
                            window->ClipRect.Max.y};
            item.scrolls = window->ScrollbarX || window->ScrollbarY;
            item.is_window =
                std::abs(x - window->Pos.x) < 1.0f && std::abs(y - window->Pos.y) < 1.0f &&
                std::abs(w - window->Size.x) < 1.0f && std::abs(h - window->Size.y) < 1.0f;
        }
        m_record.items.push_back(std::move(item));
    });
    app::set_clipping_observer(
        [this](const char* where, const char* text, float needed, float available) {
            m_record.clipped.push_back({where, text, needed, available});
        });
}

FrameHarness::~FrameHarness() {
    app::set_item_observer({});
    app::set_clipping_observer({});
    m_app.reset();  // frees its fonts and views while the context still exists
    ImGui::DestroyContext(m_context);
}

void FrameHarness::build_font_atlas() {
    // What a renderer's font upload does, in memory: rasterise the atlas and give it an id.
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    ImGui::GetIO().Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(1)));
}

void FrameHarness::frame() {
    const app::PlatformRequests requests = m_app->update(kFrameSeconds);
    if (requests.reload_font_texture) build_font_atlas();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = ImVec2(static_cast<float>(m_width), static_cast<float>(m_height));
    io.DeltaTime = static_cast<float>(kFrameSeconds);
    m_record = {};
    ImGui::NewFrame();
    m_app->draw();
    if (m_extra) m_extra();
    m_record.report_lines = app::layout_report_lines();
    m_app->execute_commands();
    ImGui::Render();  // the draw data is built and left unused: there is no renderer
    record_windows();
}

void FrameHarness::frames(int count) {
    for (int i = 0; i < count; ++i)
        frame();
}

void FrameHarness::resize(int width, int height) {
    m_width = width;
    m_height = height;
}

void FrameHarness::record_windows() {
    const ImGuiContext& g = *GImGui;
    for (const ImGuiWindow* window : g.Windows) {
        if (!window->Active || window->Hidden) continue;
        WindowRecord record{.name = window_key(window->Name),
                            .parent = {},
                            .rect = {window->Pos.x, window->Pos.y, window->Pos.x + window->Size.x,
                                     window->Pos.y + window->Size.y},
                            .popup_or_tooltip = (window->Flags & (ImGuiWindowFlags_Popup |
                                                                  ImGuiWindowFlags_Tooltip)) != 0 &&
                                                (window->Flags & ImGuiWindowFlags_Modal) == 0,
                            .scrolls = window->ScrollbarX || window->ScrollbarY};
        if (!window->ScrollbarX)
            record.cut_right =
                std::max(0.0f, window->DC.CursorMaxPos.x - window->InnerClipRect.Max.x);
        if (!window->ScrollbarY)
            record.cut_below =
                std::max(0.0f, window->DC.CursorMaxPos.y - window->InnerClipRect.Max.y);
        if ((window->Flags & ImGuiWindowFlags_ChildWindow) != 0 && window->ParentWindow != nullptr)
            record.parent = window_key(window->ParentWindow->Name);
        m_record.windows.push_back(std::move(record));
    }
}

void FrameHarness::press(int key, KeyMods mods) {
    ImGuiIO& io = ImGui::GetIO();
    io.KeyCtrl = mods.ctrl;
    io.KeyShift = mods.shift;
    io.KeysDown[key] = true;
    frame();
    io.KeysDown[key] = false;
    frame();
    io.KeyCtrl = false;
    io.KeyShift = false;
}

void FrameHarness::press_named(ImGuiKey key, KeyMods mods) {
    press(ImGui::GetIO().KeyMap[key], mods);
}

void FrameHarness::type(std::string_view text) {
    ImGui::GetIO().AddInputCharactersUTF8(std::string(text).c_str());
    frame();
}

std::optional<ItemRecord> FrameHarness::item(std::string_view name) const {
    for (const ItemRecord& item : m_record.items)
        if (item.name == name) return item;
    return std::nullopt;
}

bool FrameHarness::hover(std::string_view name) {
    const std::optional<ItemRecord> target = item(name);
    if (!target) return false;
    ImGui::GetIO().MousePos = ImVec2((target->rect.x0 + target->rect.x1) * 0.5f,
                                     (target->rect.y0 + target->rect.y1) * 0.5f);
    frames(3);
    return true;
}

bool FrameHarness::click(std::string_view name) {
    if (!hover(name)) return false;
    press_mouse();
    return true;
}

void FrameHarness::click_at(float x, float y) {
    ImGui::GetIO().MousePos = ImVec2(x, y);
    frames(3);
    press_mouse();
}

void FrameHarness::press_mouse() {
    ImGuiIO& io = ImGui::GetIO();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
    frame();  // what the click opened is laid out
}

void FrameHarness::move_pointer_away() {
    ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    frame();
}

}  // namespace sudoku::test
