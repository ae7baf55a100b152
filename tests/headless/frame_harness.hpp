// The game's real frame (App::update, draw, execute_commands) without a window or GL: an ImGui
// context of its own, the font atlas built in memory, no renderer, a fixed frame time, input
// fed through ImGui's IO and widgets found by their names in the layout report.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/app.hpp"
#include "app/views/texture_store.hpp"
#include "frame_record.hpp"
#include "temp_folder.hpp"

namespace sudoku::test {

// The key codes the harness hands the game (GLFW's numbers, as the real platform does).
[[nodiscard]] app::KeyCodes harness_key_codes();

struct KeyMods {
    bool ctrl = false;
    bool shift = false;
};

// The renderer's textures kept in memory: what the game uploads (the notes layer's image) is
// remembered by a digest of its pixels, so FrameHarness::drawn sees an image change.
class MemoryTextures;

class FrameHarness {
  public:
    // Writes files the game reads at start (settings, an autosave) into the temporary folder
    // before the game starts: its argument is the folder.
    using Prepare = std::function<void(const std::filesystem::path&)>;

    // Starts the game as `sudoku-lab ARGS...` would, in a display `width` x `height`, with its
    // settings, autosave and statistics in a fresh temporary folder (`prepare` fills it first).
    FrameHarness(const std::vector<std::string>& args, int width, int height,
                 const Prepare& prepare = {});
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
    // Rests the pointer on the named widget for a few frames (a submenu opens); false when no
    // such widget was drawn in the last frame.
    [[nodiscard]] bool hover(std::string_view name);
    void move_pointer_away();

    // Clicks the named text field, selects what it holds (Ctrl+A) and types `text` over it, as
    // a player fills a path or a seed; false when no such widget was drawn in the last frame.
    [[nodiscard]] bool type_into(std::string_view name, std::string_view text);
    // Clicks with the right button (a cell's notes popup, a context menu); false when no such
    // widget was drawn in the last frame.
    [[nodiscard]] bool right_click(std::string_view name);
    // Clicks at a point of the display (a cell of a board the report names as a whole), with
    // Ctrl or Shift held when `mods` says, with the right button when `right`.
    void click_at(float x, float y, KeyMods mods = {}, bool right = false);
    // The pointer rests on the named widget and the wheel turns `notches` (positive: up, away
    // from the player); false when no such widget was drawn in the last frame.
    [[nodiscard]] bool scroll(std::string_view name, float notches);
    // The pointer rests at a point and the wheel turns `notches` (negative: down, towards the
    // end of a panel).
    void scroll_at(float x, float y, float notches);
    // How many vertices the last frame drew inside `region` (a cell showing small digits has
    // many, an empty one a few).
    [[nodiscard]] int vertices_in(Rect region) const;
    // Presses the left button at one point, moves in steps to the other, releases there.
    void drag(float from_x, float from_y, float to_x, float to_y);
    // Runs frames until `done` holds: background work (a generation, a print, an opened file)
    // finishes on its own thread, so each frame also yields a moment. False when it still
    // does not hold after `hang_guard_seconds` (a hang guard, not a speed requirement).
    [[nodiscard]] bool frames_until(const std::function<bool()>& done,
                                    double hang_guard_seconds = 300.0);

    // The player quits as main.cpp does after the last frame: confirm_quit (the autosave),
    // then shutdown (settings, --write-board). False: confirm_quit kept the window open (its
    // dialog asks what to do) and nothing else was done.
    [[nodiscard]] bool quit();
    // The game asked to end (Ctrl+Q, Quit, the quit dialog's answers) in a frame since it
    // started; main.cpp would leave its loop there. shutdown() then does what main.cpp does
    // after the loop.
    [[nodiscard]] bool quit_requested() const { return m_quit_requested; }
    void shutdown();
    // Starts the game again with `args` in the same folder (after quit(): a second run sees
    // the first one's autosave, settings and statistics).
    void restart(const std::vector<std::string>& args);

    // The last frame as the layout report and ImGui's windows saw it.
    [[nodiscard]] const FrameRecord& last() const { return m_record; }
    [[nodiscard]] std::optional<ItemRecord> item(std::string_view name) const;
    // A digest of what the last frame drew inside `region` (display pixels): every vertex of
    // ImGui's draw data there, its place and colour, and the textures drawn. Two frames that
    // differ in that part of the screen give two digests (what a screenshot region compared).
    [[nodiscard]] std::uint64_t drawn(Rect region) const;

    // Drawing added after the game's own each frame, inside the ImGui frame (the sweep's
    // deliberate defects).
    void set_extra_drawing(std::function<void()> draw) { m_extra = std::move(draw); }

    [[nodiscard]] app::App& app() { return *m_app; }
    // Every file the game handed to the platform so far (App::use_platform_files: a browser's
    // downloads), in order.
    [[nodiscard]] const std::vector<std::string>& handed_over() const { return m_handed_over; }
    // Those the platform may delete once handed over (exports, not saves).
    [[nodiscard]] const std::vector<std::string>& dropped() const { return m_dropped; }
    [[nodiscard]] const TempFolder& folder() const { return m_folder; }

  private:
    void start(const std::vector<std::string>& args);
    void stop();
    void install_observers();
    void activate();
    void press_mouse();  // the left button down and up where the pointer rests
    void build_font_atlas();
    void record_windows();

    TempFolder m_folder;
    ImGuiContext* m_context = nullptr;
    std::unique_ptr<MemoryTextures> m_textures;
    std::unique_ptr<app::App> m_app;
    int m_width;
    int m_height;
    FrameRecord m_record;
    std::function<void()> m_extra;
    bool m_quit_requested = false;
    std::vector<std::string> m_handed_over;
    std::vector<std::string> m_dropped;
};

}  // namespace sudoku::test
