// The Experiments window (ported from the Xvfb script gui/experiments.sh): Ctrl+E opens it over
// the game, Run runs the lessons' puzzles with the four configurations on worker threads and
// the results (summary, table) appear; Export CSV writes the 16 runs with a header; the Box
// plot tab draws its chart and Export PNG writes it.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::lab_frames {

namespace {

int lines_in(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::string line;
    int n = 0;
    while (std::getline(in, line))
        ++n;
    return n;
}

std::string first_line_of(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

Rect window_rect(const FrameHarness& h, std::string_view name) {
    for (const WindowRecord& w : h.last().windows)
        if (w.name == name) return w.rect;
    FAIL("no window " << name);
    return {};
}

}  // namespace

TEST_CASE("headless experiments: Ctrl+E, Run, Export CSV, the box plot and Export PNG") {
    FrameHarness h({"--lang", "en"}, 1280, 800);
    h.frames(3);
    CHECK_FALSE(window_shown(h, "###experiments"));
    h.press(harness_key_codes().e, {.ctrl = true});
    h.frames(4);
    REQUIRE(window_shown(h, "###experiments"));
    REQUIRE(h.click("lab_run"));
    h.move_pointer_away();
    REQUIRE(h.frames_until([&h] { return h.item("lab_tab_0").has_value(); }));  // the results
    REQUIRE(h.frames_until([&h] { return h.item("lab_export_csv").has_value(); }));
    REQUIRE(h.click("lab_export_csv"));
    const std::filesystem::path data = h.folder() / "data" / "sudoku-lab";
    const std::filesystem::path csv = data / "experiment.csv";
    REQUIRE(h.frames_until([&csv] { return std::filesystem::exists(csv); }));
    CHECK(lines_in(csv) == 17);  // a header and 16 runs
    CHECK(first_line_of(csv).starts_with("puzzle,label,givens,"));
    h.move_pointer_away();
    h.frames(2);
    const Rect window = window_rect(h, "###experiments");
    const std::uint64_t table = h.drawn(window);
    REQUIRE(h.click("lab_tab_2"));  // Box plot
    h.move_pointer_away();
    h.frames(3);
    CHECK(h.drawn(window) != table);
    REQUIRE(h.click("lab_export_png"));
    const std::filesystem::path png = data / "experiment-box.png";
    REQUIRE(h.frames_until([&png] { return std::filesystem::exists(png); }));
    std::ifstream in(png, std::ios::binary);
    char head[4] = {};
    in.read(head, 4);
    CHECK(std::string(head + 1, 3) == "PNG");
}

}  // namespace sudoku::test::lab_frames

namespace sudoku::test::lab_frames {

TEST_CASE("headless experiments: the CSV and the table name the algorithms in vi and tr") {
    // One name for each algorithm everywhere: the exported CSV once said "naive" and "mrv" only
    // (the spec stays in its column for scripts; the game's name follows in the last).
    const std::pair<const char*, const char*> cases[] = {{"vi", "\"Quay lui đơn giản\""},
                                                         {"tr", "\"Basit geri izleme\""}};
    for (const auto& one : cases) {
        const char* lang = one.first;
        const std::string word = one.second;
        CAPTURE(lang);
        FrameHarness h({"--lang", lang}, 1280, 800);
        h.frames(3);
        h.press(harness_key_codes().e, {.ctrl = true});
        h.frames(4);
        REQUIRE(h.click("lab_run"));
        h.move_pointer_away();
        REQUIRE(h.frames_until([&h] { return h.item("lab_export_csv").has_value(); }));
        REQUIRE(h.click("lab_export_csv"));
        const std::filesystem::path csv = h.folder() / "data" / "sudoku-lab" / "experiment.csv";
        REQUIRE(h.frames_until([&csv] { return std::filesystem::exists(csv); }));
        CHECK(first_line_of(csv).ends_with(",seconds,algorithm"));
        std::ifstream in(csv);
        const std::string text{std::istreambuf_iterator<char>(in),
                               std::istreambuf_iterator<char>()};
        CHECK(text.find(",naive,") != std::string::npos);  // the spec, for scripts
        CHECK(text.find("," + word + "\n") != std::string::npos);
    }
}

}  // namespace sudoku::test::lab_frames
