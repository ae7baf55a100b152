#include "frame_harness.hpp"

#include <doctest/doctest.h>
#include <imgui_internal.h>
#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <map>
#include <thread>

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

std::uint64_t fnv(std::uint64_t digest, std::uint64_t value) {
    return (digest ^ value) * 1099511628211ull;
}

}  // namespace

class MemoryTextures final : public app::TextureStore {
  public:
    ImTextureID upload(ImTextureID texture, int width, int height,
                       const std::uint32_t* pixels) override {
        std::uint64_t digest = fnv(fnv(14695981039346656037ull, static_cast<std::uint64_t>(width)),
                                   static_cast<std::uint64_t>(height));
        for (std::size_t i = 0; i < static_cast<std::size_t>(width) * height; ++i)
            digest = fnv(digest, pixels[i]);
        if (texture == nullptr)
            texture = reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(m_next++));
        m_digests[texture] = digest;
        return texture;
    }
    void release(ImTextureID texture) override { m_digests.erase(texture); }
    // The pixels' digest of a texture made here, or 0 (the font atlas, say).
    [[nodiscard]] std::uint64_t digest(ImTextureID texture) const {
        const auto it = m_digests.find(texture);
        return it == m_digests.end() ? 0 : it->second;
    }

  private:
    std::intptr_t m_next = 100;
    std::map<ImTextureID, std::uint64_t> m_digests;
};

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

FrameHarness::FrameHarness(const std::vector<std::string>& args, int width, int height,
                           const Prepare& prepare)
    : m_width(width), m_height(height) {
    // The game's own files go to the temporary folder, never to the user's (io/paths.cpp reads
    // the variables at each use).
    std::filesystem::create_directories(m_folder / "data" / "sudoku-lab");
    std::filesystem::create_directories(m_folder / "config" / "sudoku-lab");
    ::setenv("XDG_DATA_HOME", (m_folder / "data").c_str(), 1);
    ::setenv("XDG_CONFIG_HOME", (m_folder / "config").c_str(), 1);
    ::setenv("HOME", m_folder.path().c_str(), 1);
    ::setenv("SUDOKU_ASSETS", SUDOKU_ASSETS, 0);  // the lessons' puzzles
    if (prepare) prepare(m_folder.path());
    start(args);
}

FrameHarness::~FrameHarness() {
    stop();
}

void FrameHarness::start(const std::vector<std::string>& args) {
    IMGUI_CHECKVERSION();
    m_context = ImGui::CreateContext();
    activate();  // this harness' folders before the game reads its settings
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    io.DisplaySize = ImVec2(static_cast<float>(m_width), static_cast<float>(m_height));
    io.DeltaTime = static_cast<float>(kFrameSeconds);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // no pointer over the window: no hover, no tooltip
    map_keys(io);

    auto options = app::parse_launch_options(args);
    if (!options) FAIL("launch options refused: " << i18n::english(options.error()));
    m_app = std::make_unique<app::App>(std::move(options).value(), harness_key_codes(), 1.0f);
    m_textures = std::make_unique<MemoryTextures>();
    m_app->set_texture_store(m_textures.get());
    build_font_atlas();
}

namespace {

// A tab of a tab bar that scrolls sideways (Watch's tabs in large type): one past the bar's
// edge is reached with the bar's arrows.
bool in_scrolling_tab_row(float y, float h) {
    const ImGuiTabBar* bar = GImGui->CurrentTabBar;
    return bar != nullptr && (bar->Flags & ImGuiTabBarFlags_FittingPolicyScroll) != 0 &&
           bar->WidthAllTabsIdeal > bar->BarRect.GetWidth() && y >= bar->BarRect.Min.y - 0.5f &&
           y + h <= bar->BarRect.Max.y + 0.5f;
}

}  // namespace

void FrameHarness::install_observers() {
    app::set_item_observer([this](const char* name, float x, float y, float w, float h) {
        const ImGuiWindow* window = ImGui::GetCurrentWindow();
        ItemRecord item;
        item.name = name;
        item.rect = {x, y, x + w, y + h};
        if (window != nullptr) {
            item.window = window_key(window->Name);
            item.visible = {window->ClipRect.Min.x, window->ClipRect.Min.y, window->ClipRect.Max.x,
                            window->ClipRect.Max.y};
            item.scrolls = window->ScrollbarX || window->ScrollbarY || in_scrolling_tab_row(y, h);
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

void FrameHarness::activate() {
    // Several harnesses may live at once (a test compares two games): each frame and each
    // input goes to this one's context, observers and folders.
    if (ImGui::GetCurrentContext() != m_context) ImGui::SetCurrentContext(m_context);
    ::setenv("XDG_DATA_HOME", (m_folder / "data").c_str(), 1);
    ::setenv("XDG_CONFIG_HOME", (m_folder / "config").c_str(), 1);
    ::setenv("HOME", m_folder.path().c_str(), 1);
    install_observers();
}

void FrameHarness::stop() {
    app::set_item_observer({});
    app::set_clipping_observer({});
    m_app.reset();  // frees its fonts and views while the context still exists
    m_textures.reset();
    if (m_context != nullptr) ImGui::DestroyContext(m_context);
    m_context = nullptr;
}

bool FrameHarness::quit() {
    activate();
    if (!m_app->confirm_quit()) return false;
    shutdown();
    return true;
}

void FrameHarness::shutdown() {
    activate();
    m_app->shutdown(m_width, m_height);
}

void FrameHarness::restart(const std::vector<std::string>& args) {
    stop();
    m_record = {};
    m_quit_requested = false;
    start(args);
}

void FrameHarness::build_font_atlas() {
    // What a renderer's font upload does, in memory: rasterise the atlas and give it an id. The
    // coverage bytes are all the atlas has; a renderer's RGBA copy (four times the memory, made
    // at every font rebuild of the sweep) would only be thrown away here.
    unsigned char* pixels = nullptr;
    int width = 0;
    int height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
    ImGui::GetIO().Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(1)));
}

void FrameHarness::frame() {
    activate();
    const app::PlatformRequests requests = m_app->update(kFrameSeconds);
    m_quit_requested = m_quit_requested || requests.quit;
    if (requests.reload_font_texture) build_font_atlas();
    m_handed_over.insert(m_handed_over.end(), requests.files_to_hand_over.begin(),
                         requests.files_to_hand_over.end());
    m_dropped.insert(m_dropped.end(), requests.files_to_drop.begin(), requests.files_to_drop.end());
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
    activate();
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
    activate();
    press(ImGui::GetIO().KeyMap[key], mods);
}

void FrameHarness::type(std::string_view text) {
    activate();
    ImGui::GetIO().AddInputCharactersUTF8(std::string(text).c_str());
    frame();
}

std::optional<ItemRecord> FrameHarness::item(std::string_view name) const {
    for (const ItemRecord& item : m_record.items)
        if (item.name == name) return item;
    return std::nullopt;
}

std::uint64_t FrameHarness::drawn(Rect region) const {
    ImGui::SetCurrentContext(m_context);
    // FNV-1a over the vertices inside the region: ImGui::Render left the draw data in place.
    std::uint64_t digest = 14695981039346656037ull;
    const auto mix = [&digest](std::uint64_t value) {
        digest ^= value;
        digest *= 1099511628211ull;
    };
    const ImDrawData* data = ImGui::GetDrawData();
    if (data == nullptr) return digest;
    for (int l = 0; l < data->CmdListsCount; ++l) {
        const ImDrawList* list = data->CmdLists[l];
        for (const ImDrawVert& v : list->VtxBuffer) {
            if (v.pos.x < region.x0 || v.pos.x > region.x1 || v.pos.y < region.y0 ||
                v.pos.y > region.y1)
                continue;
            mix(static_cast<std::uint64_t>(std::lround(v.pos.x * 4.0f)));
            mix(static_cast<std::uint64_t>(std::lround(v.pos.y * 4.0f)));
            mix(v.col);
        }
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.ClipRect.z < region.x0 || cmd.ClipRect.x > region.x1 ||
                cmd.ClipRect.w < region.y0 || cmd.ClipRect.y > region.y1)
                continue;
            mix(static_cast<std::uint64_t>(reinterpret_cast<std::intptr_t>(cmd.TextureId)));
            if (m_textures) mix(m_textures->digest(cmd.TextureId));  // an image's pixels
        }
    }
    return digest;
}

bool FrameHarness::hover(std::string_view name) {
    activate();
    const std::optional<ItemRecord> target = item(name);
    if (!target) return false;
    ImGui::GetIO().MousePos = ImVec2((target->rect.x0 + target->rect.x1) * 0.5f,
                                     (target->rect.y0 + target->rect.y1) * 0.5f);
    frames(3);
    return true;
}

bool FrameHarness::click(std::string_view name) {
    activate();
    if (!hover(name)) return false;
    press_mouse();
    return true;
}

void FrameHarness::press_mouse() {
    ImGuiIO& io = ImGui::GetIO();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
    frame();  // what the click opened is laid out
}

bool FrameHarness::type_into(std::string_view name, std::string_view text) {
    if (!click(name)) return false;
    press_named(ImGuiKey_A, {.ctrl = true});
    press_named(ImGuiKey_Backspace);
    type(text);
    frame();
    return true;
}

bool FrameHarness::right_click(std::string_view name) {
    activate();
    if (!hover(name)) return false;
    ImGuiIO& io = ImGui::GetIO();
    io.MouseDown[1] = true;
    frame();
    io.MouseDown[1] = false;
    frame();
    frame();
    return true;
}

void FrameHarness::click_at(float x, float y, KeyMods mods, bool right) {
    activate();
    ImGuiIO& io = ImGui::GetIO();
    const int button = right ? 1 : 0;
    io.MousePos = ImVec2(x, y);
    io.KeyCtrl = mods.ctrl;
    io.KeyShift = mods.shift;
    frames(3);
    io.MouseDown[button] = true;
    frame();
    io.MouseDown[button] = false;
    frame();
    io.KeyCtrl = false;
    io.KeyShift = false;
    frame();
}

bool FrameHarness::scroll(std::string_view name, float notches) {
    activate();
    if (!hover(name)) return false;
    ImGui::GetIO().MouseWheel = notches;
    frame();  // ImGui clears the wheel after each frame
    frames(2);
    return true;
}

void FrameHarness::scroll_at(float x, float y, float notches) {
    activate();
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(x, y);
    frames(2);
    io.MouseWheel = notches;
    frame();
    frames(2);
}

int FrameHarness::vertices_in(Rect region) const {
    ImGui::SetCurrentContext(m_context);
    int count = 0;
    const ImDrawData* data = ImGui::GetDrawData();
    if (data == nullptr) return 0;
    for (int l = 0; l < data->CmdListsCount; ++l)
        for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer)
            count += v.pos.x >= region.x0 && v.pos.x <= region.x1 && v.pos.y >= region.y0 &&
                     v.pos.y <= region.y1;
    return count;
}

void FrameHarness::drag(float from_x, float from_y, float to_x, float to_y) {
    activate();
    constexpr int kSteps = 8;
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(from_x, from_y);
    frames(2);
    io.MouseDown[0] = true;
    frame();
    for (int i = 1; i <= kSteps; ++i) {
        const float t = static_cast<float>(i) / kSteps;
        io.MousePos = ImVec2(from_x + (to_x - from_x) * t, from_y + (to_y - from_y) * t);
        frame();
    }
    io.MouseDown[0] = false;
    frames(2);
}

bool FrameHarness::frames_until(const std::function<bool()>& done, double hang_guard_seconds) {
    const auto start = std::chrono::steady_clock::now();
    while (!done()) {
        if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >
            hang_guard_seconds)
            return false;
        frame();
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return true;
}

void FrameHarness::move_pointer_away() {
    activate();
    ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    frame();
}

}  // namespace sudoku::test
