// Watch mode's search tree: the tree of every lane drawn live side by side at one scale, failed
// subtrees folded into triangles, pan and zoom, keys to walk it, a click seeks the player to
// that node's moment, hovering previews its board; DOT and JSON export. The layout is core's
// (core/tree); this file only paints it with ImGui and turns input into Watch commands.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include <imgui.h>

#include "core/tree/tree_layout.hpp"

namespace sudoku::app {

struct WatchViewContext;

class WatchTreeView {
  public:
    // Draws the trees of all lanes (side by side) in a region of `size` at the cursor.
    void draw(const WatchViewContext& ctx, ImVec2 size);
    // Keys while the tree has the keyboard (after a click in it): arrows walk the tree, Enter
    // folds, C returns to the current node, + and - zoom. Returns true when it has the keyboard
    // (then those keys are not Watch mode's). T (full window) works in any case.
    bool collect_keys(const WatchViewContext& ctx);
    [[nodiscard]] bool full_window() const { return m_full_window; }
    // Drawn this frame (its tab open, or the whole window): F, + and - are the tree's.
    [[nodiscard]] bool shown() const { return m_drawn_frame == ImGui::GetFrameCount(); }
    void set_full_window(bool on) { m_full_window = on; }
    // "No solution: all N nodes failed" once the first lane's search failed everywhere, else "".
    [[nodiscard]] static std::string outcome_text(const WatchViewContext& ctx);
    // Writes the first lane's tree to the data folder; returns the message to show.
    [[nodiscard]] static std::string export_tree(const WatchViewContext& ctx, bool json);
    // The same from the Watch menu: the message shows under the tree.
    void export_now(const WatchViewContext& ctx, bool json) { m_message = export_tree(ctx, json); }
    [[nodiscard]] const std::string& message() const { return m_message; }
    // The toolbar's PNG button was pressed since the last call (the export dialog opens).
    [[nodiscard]] bool take_png_request() { return std::exchange(m_png_requested, false); }

  private:
    struct Pane {
        core::TreeLayout layout;
        std::shared_ptr<const core::SearchTree> tree;  // the lane's tree this layout belongs to
        ImVec2 pan{0.0f, 0.0f};                        // pixels scrolled right and down
        core::TreeNode shown_current = core::kNoNode;
        ImVec2 origin{0.0f, 0.0f};      // last frame's screen position of the tree's (0, 0)
        ImVec2 screen_min{0.0f, 0.0f};  // last frame's pane rectangle
        ImVec2 size{0.0f, 0.0f};
    };

    void draw_toolbar(const WatchViewContext& ctx, float width);
    // F fits the tree to its pane, + and - zoom it.
    void zoom_keys(const ImGuiIO& io);
    void draw_pane(const WatchViewContext& ctx, std::size_t lane, ImVec2 size);
    // draw_pane()'s parts that change the view's state.
    void pan_and_zoom(const WatchViewContext& ctx, Pane& pane, bool hovered, bool active,
                      bool activated);
    void follow_current(std::size_t lane, core::TreeNode current, float scale);
    void handle_clicks(const WatchViewContext& ctx, std::size_t lane,
                       const core::TreeLayoutItem* clicked, bool hovered, bool released);
    void center_on(std::size_t lane, core::TreeNode node);
    void fit(const WatchViewContext& ctx);
    // Moves the player to `node` of lane `lane`'s tree (its moment: just after the placement).
    void go_to(const WatchViewContext& ctx, std::size_t lane, core::TreeNode node);
    [[nodiscard]] float slot(const WatchViewContext& ctx) const;
    [[nodiscard]] float level(const WatchViewContext& ctx) const;

    Pane m_panes[2];
    float m_zoom = 1.0f;                              // horizontal: slots
    float m_level_zoom = 1.0f;                        // vertical: levels
    float m_last_slot = 16.0f, m_last_level = 34.0f;  // pixels per slot and level last frame
    bool m_labels = true;
    bool m_labels_shown = true;  // the last frame's levels left room for the labels' type
    bool m_follow = true;
    bool m_full_window = false;
    bool m_focus = false;
    std::size_t m_focus_lane = 0;
    bool m_fit_next = true;  // the first view shows the whole tree
    bool m_dragged = false;  // the press on a pane became a drag (a pan), not a click
    std::string m_message;
    bool m_png_requested = false;
    int m_drawn_frame = -1;
};

}  // namespace sudoku::app
