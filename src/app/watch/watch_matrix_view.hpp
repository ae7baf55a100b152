// Watch mode's exact-cover matrix for Algorithm X (dlx): rows = candidates, columns =
// constraints in their groups, ones as dots; covered columns and removed rows dimmed, chosen
// rows highlighted, the row being tried marked. Zoom and pan; labels when there is room.
#pragma once

#include <string>

#include <imgui.h>

namespace sudoku::core {
class DlxSearch;
}

namespace sudoku::app {

struct WatchViewContext;

class WatchMatrixView {
  public:
    // The first dlx lane's search at the player's position, or null (no dlx lane).
    [[nodiscard]] static const core::DlxSearch* search_of(const WatchViewContext& ctx);
    // Lane `lane`'s search when that lane is dlx, else null.
    [[nodiscard]] static const core::DlxSearch* lane_search(const WatchViewContext& ctx, int lane);

    // The matrix of each dlx lane (a tab per lane when both are: fewest beside first): its
    // toolbar (column rule, fit, current row), summary, then the matrix, in `size`.
    void draw(const WatchViewContext& ctx, ImVec2 size);
    // Keys while the matrix has the keyboard (after a click in it): arrows pan, + and - zoom,
    // 0 fits, C shows the current row. Returns true when it has the keyboard. X (full window)
    // works whenever a dlx lane runs.
    bool collect_keys(const WatchViewContext& ctx);
    [[nodiscard]] bool full_window() const { return m_full_window; }
    void set_full_window(bool on) { m_full_window = on; }

  private:
    // What maps the matrix onto the canvas this frame.
    struct Frame {
        ImVec2 min;        // canvas top-left (screen)
        ImVec2 max;        // canvas bottom-right
        ImVec2 cells_min;  // top-left of the dots' area (after the row labels and headers)
        float cell_w = 1;  // pixels per column
        float cell_h = 1;  // pixels per row
        bool row_labels = false;
        bool column_labels = false;
    };

    // One lane's matrix with its toolbar and summary.
    void draw_lane(const WatchViewContext& ctx, int lane, const core::DlxSearch& search,
                   ImVec2 size);
    void draw_toolbar(const WatchViewContext& ctx, int lane, float width);
    void draw_rule_combo(const WatchViewContext& ctx, bool compare_lane, float width);
    void draw_canvas(const WatchViewContext& ctx, const core::DlxSearch& search, ImVec2 size);
    [[nodiscard]] Frame frame_for(const WatchViewContext& ctx, const core::DlxSearch& search,
                                  ImVec2 min, ImVec2 size) const;
    void handle_input(const core::DlxSearch& search, const Frame& f, bool hovered, bool active);
    void fit(const core::DlxSearch& search, ImVec2 area);
    void show_current(const core::DlxSearch& search, ImVec2 area, float font);
    void clamp_pan(const core::DlxSearch& search, ImVec2 area);
    void tooltip(const WatchViewContext& ctx, const core::DlxSearch& search, const Frame& f);

    // [Paint] in watch_matrix_paint.cpp
    void paint(const WatchViewContext& ctx, const core::DlxSearch& search, const Frame& f) const;

    ImVec2 m_pan{0.0f, 0.0f};     // the column and row at the area's top-left
    float m_zoom_x = 0.0f;        // pixels per column; 0 = fit at the next frame
    float m_zoom_y = 0.0f;        // pixels per row
    ImVec2 m_area{0.0f, 0.0f};    // last frame's dots area, for key moves
    ImVec2 m_canvas{0.0f, 0.0f};  // last frame's canvas size
    bool m_full_window = false;
    bool m_focus = false;
    bool m_fit_next = true;
    bool m_current_next = false;
    // The lane whose matrix is on screen (its tab), for the keys. Both lanes' matrices have
    // the same rows and columns, so they share the zoom and pan: a tab switch compares them.
    int m_lane = 0;
};

}  // namespace sudoku::app
