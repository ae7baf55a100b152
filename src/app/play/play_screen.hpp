// The game's screen (board, side panel, status line) laid out in the main window, and the menu
// bar's window along the top. Owns the views it draws; reads the state through the
// ViewContext and, like every view, only queues commands.
#pragma once

#include <functional>

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
    // A window of its own along the top, in the menu font.
    static void draw_menu_bar(const ViewContext& ctx, MenuBar& menu_bar,
                              const WatchMenu& watch_menu);
    [[nodiscard]] bool animating(const Celebration& celebration) const {
        return m_celebration_view.animating(celebration);
    }
    void set_texture_store(TextureStore* store) { m_board_view.set_texture_store(store); }

  private:
    // The side panel and the status line (under the panel when compact, else under both).
    void draw_panel_column(const ViewContext& ctx, bool compact, ImVec2 pad, float panel_width,
                           float area_height);
    void draw_board_area(const ViewContext& ctx, const FrameStats& stats);
    static void draw_frame_stats(const FrameStats& stats);

    BoardView m_board_view;
    SidePanel m_side_panel;
    StatusBar m_status_bar;
    CelebrationView m_celebration_view;
};

}  // namespace sudoku::app
