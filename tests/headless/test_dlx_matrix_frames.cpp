// Algorithm X's exact-cover matrix in Watch mode on 1024x768 (ported from the Xvfb script
// gui/dlx_matrix.sh), in English, Vietnamese and Turkish at sizes 1 and 3 and presenting: X
// shows the matrix over the window, a click gives it the keys and C zooms to the row being
// tried, the wheel zooms out, X goes back to the board; each step changes what is drawn, the
// picture holds still between steps, nothing is cut and the game keeps running.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "frame_queries.hpp"

namespace sudoku::test::dlx_matrix_frames {

namespace {

constexpr Rect kArea{0.0f, 40.0f, 1024.0f, 760.0f};

// What the area shows once the frames after an input settled; the next frame shows the same
// (so a difference comes from the input, not from a search still running).
std::uint64_t settled(FrameHarness& h) {
    h.frames(12);
    const std::uint64_t now = h.drawn(kArea);
    h.frame();
    CHECK(h.drawn(kArea) == now);
    return now;
}

void matrix_steps(const std::vector<std::string>& lang_args) {
    std::vector<std::string> args = lang_args;
    for (const char* a : {"--watch", "dlx", "--speed", "20"})
        args.emplace_back(a);
    args.emplace_back(std::string(SUDOKU_ASSETS) + "/puzzles/lesson_000_cau_do.txt");
    FrameHarness h(args, 1024, 768);
    h.frames(3);
    h.press_named(ImGuiKey_Space);  // pause: the picture holds still
    const std::uint64_t board = settled(h);
    CHECK_FALSE(h.item("matrix_canvas"));
    h.type("x");
    const std::uint64_t matrix = settled(h);
    CHECK(matrix != board);
    REQUIRE(h.item("matrix_canvas"));
    CHECK(clipped_texts(h) == "");
    REQUIRE(h.click("matrix_canvas"));  // the matrix takes the keys
    h.type("c");
    const std::uint64_t current = settled(h);
    CHECK(current != matrix);
    CHECK(clipped_texts(h) == "");
    REQUIRE(h.scroll("matrix_canvas", -1.0f));
    REQUIRE(h.scroll("matrix_canvas", -1.0f));
    REQUIRE(h.scroll("matrix_canvas", -1.0f));
    const std::uint64_t wheel = settled(h);
    CHECK(wheel != current);
    h.move_pointer_away();
    h.type("x");
    const std::uint64_t back = settled(h);
    CHECK(back != wheel);
    CHECK_FALSE(h.item("matrix_canvas"));
    CHECK(clipped_texts(h) == "");
}

}  // namespace

TEST_CASE("headless dlx matrix: shows, zooms to the current row, zooms out, goes back") {
    for (const char* lang : {"en", "vi", "tr"})
        for (const char* scale : {"1", "3"}) {
            CAPTURE(lang);
            CAPTURE(scale);
            matrix_steps({"--lang", lang, "--scale", scale});
        }
    INFO("presenting, in Turkish");
    matrix_steps({"--lang", "tr", "--present"});
}

}  // namespace sudoku::test::dlx_matrix_frames
