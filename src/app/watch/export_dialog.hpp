// Watch mode's "Export image…" and "Export animation…" dialog: width, PNG or SVG, picture (board, +
// counters, + stack, the search tree; the tree under it; both lanes of a comparison), the step or
// the step range and every N, the file; exports on a worker with a progress bar and Cancel, then
// says where the file went.
#pragma once

#include <cstdint>
#include <string>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/watch/picture_export.hpp"

namespace sudoku::app {

struct WatchViewContext;

class ExportDialog {
  public:
    // Opens for a picture of the position on screen, or an animation from it.
    void open(const WatchViewContext& ctx, bool animation);
    // Opens for a PNG of the search tree alone at the position on screen.
    void open_tree(const WatchViewContext& ctx);
    void draw(const WatchViewContext& ctx);

  private:
    void draw_fields(const WatchViewContext& ctx);
    void draw_footer(const WatchViewContext& ctx);
    void draw_format();  // PNG or SVG (pictures, not animations)
    [[nodiscard]] PictureRequest request(const WatchViewContext& ctx) const;
    // The data folder's file for the kind and steps chosen, numbered past existing files.
    [[nodiscard]] std::string default_path(const WatchViewContext& ctx) const;
    // The tree and comparison choices (export_dialog_tree.cpp).
    void draw_view_combo(const WatchViewContext& ctx);
    void draw_tree_fields(const WatchViewContext& ctx);
    void add_tree_choices(const WatchViewContext& ctx, PictureRequest& r) const;
    [[nodiscard]] int picture_height(const WatchViewContext& ctx) const;

    ModalDialog m_modal{"###export_picture"};
    bool m_animation = false;
    bool m_svg = false;  // a picture as SVG instead of PNG
    int m_size = 1200;
    int m_view = 2;       // render::View: board, counters, frame; 3: the search tree alone
    bool m_tree = false;  // the search tree under the view
    bool m_both = true;   // both lanes when Watch compares two algorithms
    std::uint64_t m_step = 0;
    std::uint64_t m_first = 0;
    std::uint64_t m_last = 200;
    std::uint64_t m_every = 1;
    int m_delay = 100;
    std::string m_path;
    bool m_path_edited = false;  // typed by the user: no longer follows the choices
    bool m_started = false;      // an export began since the dialog opened: show its outcome
};

}  // namespace sudoku::app
