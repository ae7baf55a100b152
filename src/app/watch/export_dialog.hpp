// Watch mode's "Export image…" and "Export animation…" dialog: width, picture (board, +
// counters, + stack), the step or the step range and every N, the file; exports on a worker
// with a progress bar and Cancel, then says where the file went.
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
    void draw(const WatchViewContext& ctx);

  private:
    void draw_fields(const WatchViewContext& ctx);
    void draw_footer(const WatchViewContext& ctx);
    [[nodiscard]] PictureRequest request(const WatchViewContext& ctx) const;

    ModalDialog m_modal{"###export_picture"};
    bool m_animation = false;
    int m_size = 1200;
    int m_view = 2;  // render::View: board, counters, frame
    std::uint64_t m_step = 0;
    std::uint64_t m_first = 0;
    std::uint64_t m_last = 200;
    std::uint64_t m_every = 1;
    int m_delay = 100;
    std::string m_path;
    bool m_started = false;  // an export began since the dialog opened: show its outcome
};

}  // namespace sudoku::app
