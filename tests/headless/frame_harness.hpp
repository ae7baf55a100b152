// The game's real frame (App::update, draw, execute_commands) without a window or GL: an ImGui
// context of its own, the font atlas built in memory, no renderer, a fixed frame time, input
// fed through ImGui's IO and widgets found by their names in the layout report.
#pragma once

#include <imgui.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/app.hpp"
#include "frame_record.hpp"
#include "temp_folder.hpp"

namespace sudoku::test {

// The key codes the harness hands the game (GLFW's numbers, as the real platform does).
[[nodiscard]] app::KeyCodes harness_key_codes();

struct KeyMods {
    bool ctrl = false;
    bool shift = false;
};

class FrameHarness {
  public:
    // Starts the game as `sudoku-lab ARGS...` would, in a display `width` x `height`, with its
    // settings, autosave and statistics in a fresh temporary folder.
    FrameHarness(const std::vector<std::string>& args, int width, int height);
    ~FrameHarness();
    FrameHarness(const FrameHarness&) = delete;
    FrameHarness& operator=(const FrameHarness&) = delete;

    static constexpr double kFrameSeconds = 1.0 / 60.0;

    // One frame: update(dt), then draw, the harness' own extra drawing, execute_commands.
    void frame();
    void frames(int count);
    void resize(int width, int height);

    // Input, each taking the frames a real key or click takes (down, then up).
    void press(int key, KeyMods mods);
    void press(int key) { press(key, KeyMods{}); }
    // Named keys (arrows, Escape, Enter...): ImGui's own enum, mapped as the GLFW backend does.
    void press_named(ImGuiKey key, KeyMods mods);
    void press_named(ImGuiKey key) { press_named(key, KeyMods{}); }
    void type(std::string_view text);
    // Clicks the centre of the widget the layout report names; false when no such widget was
    // drawn in the last frame.
    [[nodiscard]] bool click(std::string_view name);
    // Clicks (or touches) a point of the display: a board cell has no name of its own.
    void click_at(float x, float y);
    // Rests the pointer on the named widget for a few frames (a submenu opens); false when no
    // such widget was drawn in the last frame.
    [[nodiscard]] bool hover(std::string_view name);
    void move_pointer_away();

    // The last frame as the layout report and ImGui's windows saw it.
    [[nodiscard]] const FrameRecord& last() const { return m_record; }
    [[nodiscard]] std::optional<ItemRecord> item(std::string_view name) const;

    // Drawing added after the game's own each frame, inside the ImGui frame (the sweep's
    // deliberate defects).
    void set_extra_drawing(std::function<void()> draw) { m_extra = std::move(draw); }

    [[nodiscard]] app::App& app() { return *m_app; }
    [[nodiscard]] const TempFolder& folder() const { return m_folder; }

  private:
    void press_mouse();  // the left button down and up where the pointer rests
    void build_font_atlas();
    void record_windows();

    TempFolder m_folder;
    ImGuiContext* m_context = nullptr;
    std::unique_ptr<app::App> m_app;
    int m_width;
    int m_height;
    FrameRecord m_record;
    std::function<void()> m_extra;
};

}  // namespace sudoku::test
