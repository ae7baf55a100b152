// Paints a board or a whole Watch frame with cairo onto any surface (image for PNG and GIF,
// later PDF): the board with the Watch marks, the counters under it, or board + counters +
// stack side by side. Sizes are in the surface's units; nothing here knows about files.
#pragma once

#include "core/paint/board_picture.hpp"
#include "render/font_face.hpp"
#include "render/frame_words.hpp"
#include "render/render_theme.hpp"
#include "render/watch_frame.hpp"

typedef struct _cairo cairo_t;

namespace sudoku::render {

enum class View : std::uint8_t {
    Board,          // the board alone: side x side
    BoardCounters,  // the board, then a line of counters under it: side x (side + side/8)
    Frame,          // board left, counters and stack right: width x (width * 5/8)
};

// "board", "counters", "frame"; and back.
[[nodiscard]] const char* view_name(View view);
[[nodiscard]] std::optional<View> parse_view(std::string_view name);

// The picture's height for a width (`size`) in this view.
[[nodiscard]] int view_height(View view, int size);

struct PaintStyle {
    const RenderTheme& theme;
    const FontFace& font;
    const FrameWords& words;
};

// The board in the square (x, y, side), with the marks of `frame` when it is watching.
void paint_board(cairo_t* cr, double x, double y, double side, const WatchFrame& frame,
                 const PaintStyle& style);
// The export's half of the one paint path: the frame as the board's layout reads it (views
// into `frame`), the export theme's colours by role, the board's box in a square of `side`,
// and the shapes paint_board paints (core/paint lays out the game's board the same way).
[[nodiscard]] core::BoardState frame_state(const WatchFrame& frame);
[[nodiscard]] core::BoardPalette board_palette(const RenderTheme& theme);
[[nodiscard]] core::BoardBox board_box(double x, double y, double side, int n);
[[nodiscard]] core::BoardPicture frame_picture(double x, double y, double side,
                                               const WatchFrame& frame, const PaintStyle& style);
// The whole picture, width x view_height(view, width), from (0, 0).
void paint_view(cairo_t* cr, View view, int width, const WatchFrame& frame,
                const PaintStyle& style);

// Where paint_board puts cell c's square (for tests and hit boxes).
struct CellBox {
    double x = 0, y = 0, side = 0;
};
[[nodiscard]] CellBox cell_box(double x, double y, double side, int n, core::Cell c);
// The board's square in a view of this width.
[[nodiscard]] CellBox board_square(View view, int width);

}  // namespace sudoku::render
