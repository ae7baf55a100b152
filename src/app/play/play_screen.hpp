// The game's screen (board, side panel, status line) laid out in the main window, and the menu
// bar's window along the top. Owns the views it draws; reads the state through the
// ViewContext and, like every view, only queues commands.
#pragma once

#include <functional>
#include <optional>

#include <imgui.h>

#include "app/model/ui_state.hpp"
#include "app/play/celebration_view.hpp"
#include "app/play/menu_bar.hpp"
#include "app/play/side_panel.hpp"
#include "app/play/status_bar.hpp"
#include "app/views/board_view.hpp"
#include "app/views/frame_stats.hpp"

namespace sudoku::app {

class PlayScreen {
  public:
    // Draws the Watch menu inside the bar (it is there in both modes).
    using WatchMenu = std::function<void()>;

    // The board and the side panel side by side, centred as a group; `compact` (presenting,
    // or an interface larger than 1x) gives the board the height and puts the status line
    // under the panel.
    void draw(const ViewContext& ctx, bool compact, ImVec2 pad, const FrameStats& stats);
    // A window of its own along the top, in the menu font; where the whole bar would run past
    // the window (a phone upright), one Menu holds the others.
    void draw_menu_bar(const ViewContext& ctx, MenuBar& menu_bar, const WatchMenu& watch_menu);
    // A tall narrow window (a phone held upright, 412x915): the board above, the panel under
    // it (UiState::stacked); beside the panel the board would be a thumbnail and the digit pad
    // too small to touch.
    [[nodiscard]] static bool stacks_board_over_panel(ImVec2 avail) {
        return avail.y >= kStackedAspect * avail.x;
    }
    [[nodiscard]] bool animating(const Celebration& celebration) const {
        return m_celebration_view.animating(celebration);
    }
    void set_texture_store(TextureStore* store) { m_board_view.set_texture_store(store); }
    // The clock's room when the platform draws its digits (SidePanel::clock_place).
    [[nodiscard]] const std::optional<ClockPlace>& clock_place() const {
        return m_side_panel.clock_place();
    }
    void forget_clock_place() { m_side_panel.forget_clock_place(); }

  private:
    static constexpr float kStackedAspect = 1.25f;     // height / width from which it stacks
    static constexpr float kStackedBoardShare = 0.5f;  // of the height, at most, for the board
    void draw_stacked(const ViewContext& ctx, bool compact, ImVec2 pad, const FrameStats& stats);
    // The side panel and the status line (under the panel when compact, else under both).
    void draw_panel_column(const ViewContext& ctx, bool compact, ImVec2 pad, float panel_width,
                           float area_height);
    void draw_board_area(const ViewContext& ctx, const FrameStats& stats);
    static void draw_frame_stats(const FrameStats& stats);

    BoardView m_board_view;
    SidePanel m_side_panel;
    StatusBar m_status_bar;
    CelebrationView m_celebration_view;
    // The menu bar's width drawn whole, for the language and size it was measured in (0: not
    // yet): wider than the window, the menus fold into one.
    float m_menu_full_width = 0.0f;
    Language m_menu_measured_language = Language::English;
    float m_menu_measured_scale = 0.0f;
};

}  // namespace sudoku::app
