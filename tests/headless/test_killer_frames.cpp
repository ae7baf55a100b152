// A Killer Sudoku game (ported from the Xvfb script gui/killer.sh): a generated killer puzzle
// (cages only) opens with its cages drawn, is solved by typing, and the board at exit keeps the
// cages and equals the solution; it draws in en, vi and tr at sizes 1 and 3, presenting, and
// in Watch mode. And large type on a small window (from gui/large_type.sh): Turkish at 3x on
// 1024x768, the Game menu opens below the bar and holds Quit, Statistics opens inside the
// window and Escape closes it, a long status message is shown whole.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "frame_queries.hpp"

namespace sudoku::test::killer_frames {

namespace {

std::string cli_output(const std::string& arguments) {
    const std::string command = std::string(SUDOKU_CLI_PATH) + " " + arguments;
    std::FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr)
        out += buffer;
    ::pclose(pipe);
    return out;
}

std::string first_line(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

}  // namespace

TEST_CASE("headless killer: cages drawn, solved by typing, cages kept - every look draws") {
    TempFolder dir;
    const std::string puzzle =
        first_line(cli_output("generate --variant killer --difficulty easy --seed 42"));
    const std::string file = (dir / "killer.txt").string();
    {
        std::FILE* f = std::fopen(file.c_str(), "w");
        REQUIRE(f != nullptr);
        std::fputs((puzzle + "\n").c_str(), f);
        std::fclose(f);
    }
    const std::string solution = first_line(cli_output("solve " + file));
    const std::string digits = solution.substr(0, solution.find(' '));
    REQUIRE(digits.size() == 81);
    const std::string cages = puzzle.substr(puzzle.find(' ') + 1);

    const Rect board{0.0f, 40.0f, 860.0f, 760.0f};
    FrameHarness plain({std::string(81, '.')}, 1280, 800);
    plain.frames(3);
    FrameHarness h({file}, 1280, 800);
    h.frames(3);
    CHECK(h.drawn(board) != plain.drawn(board));  // the cages
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            h.type(std::string(1, digits[static_cast<std::size_t>(r * 9 + c)]));
            if (c < 8) h.press_named(ImGuiKey_RightArrow);
        }
        if (r < 8) {
            h.press_named(ImGuiKey_DownArrow);
            for (int c = 0; c < 8; ++c)
                h.press_named(ImGuiKey_LeftArrow);
        }
    }
    const std::string at_exit = h.app().board_line();
    CHECK(at_exit.substr(0, 81) == digits);
    CHECK(at_exit.substr(at_exit.find(' ') + 1) == cages);

    for (const std::vector<std::string>& look :
         {std::vector<std::string>{"--lang", "en", "--scale", "1"},
          {"--lang", "vi", "--scale", "1"},
          {"--lang", "tr", "--scale", "3"},
          {"--lang", "en", "--scale", "3"},
          {"--lang", "en", "--watch", "propagate", "--speed", "40", "--present"},
          {"--lang", "vi", "--watch", "naive", "--speed", "200"}}) {
        std::vector<std::string> args = look;
        args.push_back(file);
        CAPTURE(args[1]);
        FrameHarness k(args, 1280, 800);
        k.frames(3);
        k.press_named(ImGuiKey_DownArrow);
        k.press_named(ImGuiKey_RightArrow);
        k.frames(60);
        CHECK_FALSE(board_sides(k).empty());
        CHECK(k.quit());
    }
}

TEST_CASE("headless large type: at 3x on 1024x768 menus, Statistics and a long status fit") {
    FrameHarness h({"--lang", "tr", "--scale", "3"}, 1024, 768);
    h.frames(3);
    const std::optional<ItemRecord> header = h.item("menu_game");
    REQUIRE(header);
    REQUIRE(h.click("menu_game"));
    const std::optional<ItemRecord> menu = h.item("menu_game_window");
    REQUIRE(menu);
    CHECK(menu->rect.y0 >= header->rect.y1);  // below the bar, not over it
    CHECK(menu->rect.y1 <= 768.0f);
    const std::optional<ItemRecord> quit = h.item("menu_quit");
    REQUIRE(quit);
    CHECK(quit->rect.y1 <= menu->rect.y1);  // the whole menu fits: Quit is inside it
    h.press_named(ImGuiKey_Escape);
    h.move_pointer_away();
    REQUIRE(h.click("menu_view"));
    REQUIRE(h.click("menu_statistics"));
    h.move_pointer_away();
    h.frames(4);
    CHECK(inside_display(h, "statistics_window", 1024, 768));
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    CHECK_FALSE(h.item("statistics_window"));
    // T on a given: only an empty cell can be tried; the message is shown whole.
    h.type("t");
    h.frames(4);
    const std::optional<ItemRecord> status = h.item("status_line");
    REQUIRE(status);
    CHECK(status->rect.height() > 60.0f);
    CHECK(status->rect.y1 <= 768.0f);
}

}  // namespace sudoku::test::killer_frames
