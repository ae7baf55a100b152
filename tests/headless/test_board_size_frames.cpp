// A larger interface or presentation mode enlarges the board, never shrinks it (ported from the
// Xvfb script gui/board_size.sh): at 1024x768 and 1280x800 the board at 3x and presenting is
// at least as large as at 1x, Watch's boards (one, and two compared) at 2x and 3x and the
// compared boards presenting too, a presented board takes 85 % of the height, and the menu
// bar's last menu ends inside the window.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "frame_queries.hpp"

namespace sudoku::test::board_size_frames {

namespace {

// The smallest board side the game draws with ARGS at width x height, after its layout settled;
// checks the menu bar on the way.
int smallest_board(const std::vector<std::string>& args, int width, int height) {
    FrameHarness h(args, width, height);
    h.frames(12);
    const std::vector<std::string> menu = report_lines_with(h, "menu ");
    REQUIRE(menu.size() == 1);
    int reached = 0;
    int window = 0;
    REQUIRE(std::sscanf(menu.front().c_str(), "menu %d %d", &reached, &window) == 2);
    CHECK(reached <= window);
    const std::vector<int> sides = board_sides(h);
    REQUIRE_FALSE(sides.empty());
    return sides.front();
}

using Args = std::vector<std::string>;

}  // namespace

TEST_CASE("headless board size: 3x and presenting never shrink the play board") {
    for (const auto& [width, height] : {std::pair{1024, 768}, std::pair{1280, 800}}) {
        const int w = width;
        const int hgt = height;
        CAPTURE(w);
        CAPTURE(hgt);
        const int one = smallest_board({"--lang", "en"}, w, hgt);
        const int three = smallest_board({"--lang", "vi", "--scale", "3"}, w, hgt);
        const int present = smallest_board({"--lang", "en", "--present"}, w, hgt);
        CHECK(three >= one);
        CHECK(present >= one);
        CHECK(present * 100 >= hgt * 85);  // a projector layout: most of the height
    }
}

TEST_CASE("headless board size: Watch's boards at 2x, 3x and presenting never shrink") {
    const Args watch = {"--watch", "naive"};
    const Args compare = {"--watch", "naive", "--compare", "mrv"};
    const auto with = [](Args a, const Args& b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    for (const auto& [width, height] : {std::pair{1024, 768}, std::pair{1280, 800}}) {
        const int w = width;
        const int hgt = height;
        CAPTURE(w);
        CAPTURE(hgt);
        const int compare_one = smallest_board(with({"--lang", "en"}, compare), w, hgt);
        const int compare_present =
            smallest_board(with({"--lang", "tr", "--present"}, compare), w, hgt);
        // Presenting Compare shows one lane at a time where two boards would not keep digits
        // of 28 px (cells of 43 px, 0.66 of a cell), the smallest a class reads.
        CHECK(compare_present >= 9 * 43);
        const int watch_one = smallest_board(with({"--lang", "en"}, watch), w, hgt);
        for (const char* scale : {"2", "3"}) {
            CAPTURE(scale);
            CHECK(smallest_board(with({"--lang", "tr", "--scale", scale}, watch), w, hgt) >=
                  watch_one);
            CHECK(smallest_board(with({"--lang", "vi", "--scale", scale}, compare), w, hgt) >=
                  compare_one);
        }
    }
}

}  // namespace sudoku::test::board_size_frames
