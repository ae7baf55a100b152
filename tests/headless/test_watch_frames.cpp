// Watch mode driven as a teacher does (ported from the Xvfb scripts gui/watch.sh,
// watch_seek.sh, watch_switches.sh, watch_dead_end.sh, watch_candidates.sh and
// presentation_settings.sh): playing changes the boards, Space holds them still, Left steps
// back, P presents; a far session position is sought frame by frame and Home stops it; a
// session's switches open their own search and a bad spec is refused; a dead end is shown on
// the board with the peers that took each value; candidates (one cached image per board) follow
// every step and come back on stepping back; presenting saves neither its theme nor its size.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "app/model/launch_options.hpp"
#include "frame_files.hpp"
#include "frame_queries.hpp"

namespace sudoku::test::watch_frames {

namespace {

constexpr Rect kArea{0.0f, 40.0f, 1280.0f, 760.0f};  // boards and panels, above the status line

std::filesystem::path write_session(const TempFolder& folder, const std::string& name,
                                    const std::string& json) {
    const std::filesystem::path path = folder / name;
    std::ofstream(path) << json;
    return path;
}

std::string session_json(const std::string& puzzle, const std::string& algorithm,
                         const std::string& position, const std::string& extra = "") {
    return R"({"format": "sudoku-lab-watch", "version": 1, "puzzle": ")" + puzzle +
           R"(", "algorithm": ")" + algorithm + R"(", )" + extra +
           R"("order": "ascending", "seed": 0, "position": )" + position + R"(, "speed": 1})";
}

Rect board_rect(const FrameHarness& h, const char* name = "board_1") {
    const std::optional<ItemRecord> board = h.item(name);
    REQUIRE(board);
    return board->rect;
}

// The inside of cell (row, col), 1-based, of a 9x9 board.
Rect cell_inside(const Rect& board, int row, int col) {
    const float c = board.width() / 9.0f;
    const float inset = c * 8.0f / 77.0f;
    return {board.x0 + (col - 1) * c + inset, board.y0 + (row - 1) * c + inset,
            board.x0 + col * c - inset, board.y0 + row * c - inset};
}

}  // namespace

TEST_CASE("headless watch: bad --watch values are refused, naming the option") {
    for (const std::vector<std::string>& bad : {std::vector<std::string>{"--watch", "dfs"},
                                                {"--watch"},
                                                {"--speed", "fast", "--watch", "naive"},
                                                {"--watch", "naive", "--compare", "x"}}) {
        CAPTURE(bad.front());
        const auto options = app::parse_launch_options(bad);
        CHECK_FALSE(static_cast<bool>(options));
    }
}

TEST_CASE("headless watch: plays, Space holds still, Left steps back, P presents") {
    FrameHarness h({"--watch", "naive", "--speed", "20", cau_do_file()}, 1280, 800);
    h.frames(3);
    const std::uint64_t one = h.drawn(kArea);
    h.frames(30);
    CHECK(h.drawn(kArea) != one);  // playing changes the screen
    h.press_named(ImGuiKey_Space);
    h.frames(60);  // a backtrack flash fades
    const std::uint64_t paused = h.drawn(kArea);
    h.frames(60);
    CHECK(h.drawn(kArea) == paused);
    h.press_named(ImGuiKey_LeftArrow);
    h.frames(2);
    CHECK(h.drawn(kArea) != paused);
    for (int i = 0; i < 3; ++i)
        h.press_named(ImGuiKey_RightArrow);
    h.frames(2);
    const std::uint64_t stepped = h.drawn(kArea);
    h.type("p");
    h.frames(4);
    CHECK(h.drawn(kArea) != stepped);
}

TEST_CASE("headless watch: a far session position is sought frame by frame - Home stops it") {
    TempFolder dir;
    const std::string empty(81, '.');
    const auto session =
        write_session(dir, "far.json",
                      R"({"format": "sudoku-lab-watch", "version": 1, "puzzle": ")" + empty +
                          R"(", "algorithm": "naive", "order": "ascending", "seed": 0,
            "position": 18446744073709551615, "speed": 10,
            "compare": {"algorithm": "mrv", "position": 18446744073709551615}})");
    FrameHarness h({"--watch-session", session.string()}, 1280, 800);
    h.frames(3);  // the first frames come at once: the seek runs a slice per frame
    const Rect boards{20.0f, 40.0f, 620.0f, 640.0f};
    const std::uint64_t one = h.drawn(boards);
    h.frames(30);
    CHECK(h.drawn(boards) != one);  // moves forward
    h.press_named(ImGuiKey_Home);
    h.frames(2);
    const std::uint64_t home = h.drawn(boards);
    h.frames(30);
    CHECK(h.drawn(boards) == home);  // stopped
}

TEST_CASE("headless watch: a session's switches open their own search - a bad spec is refused") {
    TempFolder dir;
    const std::string tahta =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const auto with_search = [&](const char* algorithm, const char* search) {
        std::string extra =
            search == nullptr ? "" : std::string(R"("search": ")") + search + "\", ";
        return R"({"format": "sudoku-lab-watch", "version": 1, "puzzle": ")" + tahta +
               R"(", "algorithm": ")" + algorithm + "\", " + extra +
               R"("order": "lcv", "seed": 0, "position": 40, "speed": 1})";
    };
    const Rect boards{20.0f, 40.0f, 820.0f, 640.0f};
    const auto look = [&](const std::string& name, const std::string& json) {
        const auto path = write_session(dir, name, json);
        FrameHarness h({"--lang", "en", "--watch-session", path.string()}, 1280, 800);
        h.frames(6);
        return h.drawn(boards);
    };
    const std::uint64_t fc =
        look("fc.json", with_search("custom", "var=mrv-degree,val=lcv,infer=fc"));
    const std::uint64_t ac3 =
        look("ac3.json", with_search("custom", "var=row-major,val=lcv,infer=ac3"));
    const std::uint64_t naive = look("naive.json", with_search("naive", nullptr));
    CHECK(fc != naive);
    CHECK(fc != ac3);
    const auto bad =
        write_session(dir, "bad.json", with_search("custom", "var=mrv-degree,infer=ac4"));
    FrameHarness h({"--lang", "en", "--watch-session", bad.string()}, 1280, 800);
    h.frames(6);
    CHECK(h.drawn(boards) != fc);
    CHECK(report_text(h, "watch_nothing").has_value());  // says what is wrong
}

TEST_CASE("headless watch: a dead end is shown on the board with the peers that took each value") {
    TempFolder dir;
    const std::string top95 =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    const auto open_at = [&](const char* algorithm, const char* position) {
        return write_session(dir, std::string(algorithm) + position + ".json",
                             session_json(top95, algorithm, position));
    };
    // naive event 65 tries 9 in r1c8; event 67 is its dead end.
    FrameHarness before({"--watch-session", open_at("naive", "65").string()}, 1280, 800);
    before.frames(4);
    FrameHarness after({"--watch-session", open_at("naive", "67").string()}, 1280, 800);
    after.frames(4);
    const Rect board = board_rect(after);
    REQUIRE(board == board_rect(before));
    const float c = board.width() / 9.0f;
    // The label on the grid line under r1c8, over the top of r2c8.
    const Rect label{board.x0 + 7.0f * c + 6.0f, board.y0 + c + 2.0f, board.x0 + 8.0f * c - 6.0f,
                     board.y0 + c + 10.0f};
    CHECK(after.drawn(label) != before.drawn(label));
    // r1c1 holds 4, a value r1c8 cannot take: ringed at the dead end only.
    CHECK(after.drawn(cell_inside(board, 1, 1)) != before.drawn(cell_inside(board, 1, 1)));

    // mrv event 46 selects r1c5, whose only candidate is 9: the current cell shows it in its
    // slot (bottom right of the cell's 3x3 note grid), and slot 1 stays empty.
    FrameHarness mrv({"--watch-session", open_at("mrv", "46").string()}, 1280, 800);
    mrv.frames(4);
    const Rect r1c5 = cell_inside(board_rect(mrv), 1, 5);
    const float slot = r1c5.width() / 3.0f;
    const Rect slot9{r1c5.x1 - slot, r1c5.y1 - slot, r1c5.x1, r1c5.y1};
    const Rect slot1{r1c5.x0, r1c5.y0, r1c5.x0 + slot, r1c5.y0 + slot};
    CHECK(mrv.vertices_in(slot9) >= 4);  // a glyph's quad
    CHECK(mrv.vertices_in(slot1) == 0);
}

TEST_CASE("headless watch: 25x25 candidates follow the steps and come back, one and two boards") {
    const std::string empty(625, '.');
    const auto start_paused = [&empty](std::vector<std::string> args) {
        args.insert(args.begin(), {"--speed", "1"});
        args.push_back(empty);
        auto h = std::make_unique<FrameHarness>(args, 1280, 800);
        h->frames(3);
        h->press_named(ImGuiKey_Space);
        h->press_named(ImGuiKey_Home);
        h->frames(2);
        return h;
    };
    const Rect single{0.0f, 40.0f, 770.0f, 760.0f};
    const auto naive = start_paused({"--watch", "naive"});
    const auto h = start_paused({"--watch", "propagate"});
    CHECK(h->drawn(single) != naive->drawn(single));  // candidates show
    const std::uint64_t start = h->drawn(single);
    // Column 1 below box 1 (rows 6-25): after 68 steps only its candidates changed there.
    const Rect column{50.0f, 205.0f, 73.0f, 735.0f};
    const std::uint64_t column_start = h->drawn(column);
    for (int i = 0; i < 68; ++i)
        h->press_named(ImGuiKey_RightArrow);
    CHECK(h->drawn(column) != column_start);
    for (int i = 0; i < 68; ++i)
        h->press_named(ImGuiKey_LeftArrow);
    h->frames(2);
    CHECK(h->drawn(single) == start);

    const auto two = start_paused({"--watch", "propagate", "--compare", "mrv"});
    const Rect both{0.0f, 190.0f, 830.0f, 610.0f};
    const Rect left{33.0f, 305.0f, 45.0f, 595.0f};
    const Rect right{426.0f, 305.0f, 438.0f, 595.0f};
    const std::uint64_t both_start = two->drawn(both);
    const std::uint64_t left_start = two->drawn(left);
    const std::uint64_t right_start = two->drawn(right);
    for (int i = 0; i < 68; ++i)
        two->press_named(ImGuiKey_RightArrow);
    CHECK(two->drawn(left) != left_start);
    CHECK(two->drawn(right) != right_start);
    for (int i = 0; i < 68; ++i)
        two->press_named(ImGuiKey_LeftArrow);
    two->frames(2);
    CHECK(two->drawn(both) == both_start);
}

TEST_CASE("headless watch: presenting leaves the player's theme and size in the settings") {
    FrameHarness h(
        {"--watch", "naive", "--speed", "20", cau_do_file()}, 1280, 800,
        [](const std::filesystem::path& f) {
            std::ofstream(f / "config" / "sudoku-lab" / "settings.json")
                << R"({"format": "sudoku-lab-settings", "version": 1, "theme": "dark", "ui_scale": 1.25})";
        });
    h.frames(3);
    h.press_named(ImGuiKey_Space);
    h.frames(2);
    const std::uint64_t before = h.drawn(kArea);
    h.type("p");
    h.frames(4);
    CHECK(h.drawn(kArea) != before);  // presenting
    REQUIRE(h.quit());
    std::ifstream in(h.folder() / "config" / "sudoku-lab" / "settings.json");
    const std::string settings{std::istreambuf_iterator<char>(in),
                               std::istreambuf_iterator<char>()};
    CHECK(settings.find("high-contrast") == std::string::npos);
    CHECK(settings.find("\"dark\"") != std::string::npos);
    CHECK(settings.find("1.25") != std::string::npos);
}

}  // namespace sudoku::test::watch_frames
