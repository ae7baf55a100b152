// Watch mode's picture exports (ported from the Xvfb scripts gui/export_picture.sh,
// gui/export_tree.sh and gui/export_compare.sh): paused at step 3, E then Enter writes the Watch
// frame as a 1200x750 PNG and G then Enter the next 200 steps as a 600x675 GIF of 201 frames
// on a worker; the tree panel's PNG button writes a 1200x750 picture of the tree with no part
// file left behind; comparing naive with mrv writes both lanes side by side (1200x429), and
// that dialog fits 1024x768 in en, vi, tr at 1x and presenting.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <iterator>
#include <string>

#include "frame_files.hpp"
#include "frame_queries.hpp"

namespace sudoku::test::export_frames {

namespace {

std::uint32_t big_endian(const std::string& s, std::size_t at) {
    return (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at])) << 24) |
           (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 1])) << 16) |
           (static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 2])) << 8) |
           static_cast<std::uint32_t>(static_cast<unsigned char>(s[at + 3]));
}

// "W H" of a PNG file (its IHDR), or "" when it is none.
std::string png_size(const std::filesystem::path& path) {
    const std::string s = contents_of(path);
    if (s.size() < 24 || s.compare(1, 3, "PNG") != 0) return "";
    return std::to_string(big_endian(s, 16)) + " " + std::to_string(big_endian(s, 20));
}

// "W H FRAMES" of a GIF file: its screen size and one graphic control block per frame.
std::string gif_size(const std::filesystem::path& path) {
    const std::string s = contents_of(path);
    if (s.size() < 10 || s.compare(0, 3, "GIF") != 0) return "";
    const auto le16 = [&s](std::size_t at) {
        return static_cast<unsigned>(static_cast<unsigned char>(s[at])) |
               static_cast<unsigned>(static_cast<unsigned char>(s[at + 1])) << 8;
    };
    int frames = 0;
    for (std::size_t at = s.find("\x21\xF9\x04"); at != std::string::npos;
         at = s.find("\x21\xF9\x04", at + 3))
        ++frames;
    return std::to_string(le16(6)) + " " + std::to_string(le16(8)) + " " + std::to_string(frames);
}

bool written(const std::filesystem::path& path) {
    return std::filesystem::exists(path) && std::filesystem::file_size(path) > 0;
}

}  // namespace

TEST_CASE("headless export: the Watch frame as a PNG and 200 steps as a GIF") {
    FrameHarness h({"--lang", "en", "--watch", "naive", "--speed", "1", cau_do_file()}, 1280, 800);
    pause_at_step_3(h);
    h.type("e");
    h.frames(8);
    h.press_named(ImGuiKey_Enter);  // Export
    const std::filesystem::path png = data_dir(h) / "watch-naive-step-3.png";
    REQUIRE(h.frames_until([&png] { return written(png) && !png_size(png).empty(); }));
    CHECK(png_size(png) == "1200 750");
    // The file is whole before the job is collected; until the dialog shows the outcome,
    // Escape would cancel the finished job and leave the dialog open for the keys below.
    REQUIRE(h.frames_until([&h] { return report_text(h, "export_outcome").has_value(); }));
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    h.type("g");
    h.frames(8);
    h.press_named(ImGuiKey_Enter);
    const std::filesystem::path gif = data_dir(h) / "watch-naive-3-203.gif";
    // The file appears under its name only when whole.
    REQUIRE(h.frames_until([&gif] { return written(gif); }));
    CHECK(gif_size(gif) == "600 675 201");
}

TEST_CASE("headless export: the tree panel's PNG button writes the tree alone") {
    FrameHarness h({"--lang", "en", "--watch", "naive", "--speed", "20", cau_do_file()}, 1280, 800);
    h.frames(3);
    h.press_named(ImGuiKey_Space);
    h.type("s");  // to the solution
    h.frames(3);
    h.type("t");  // the tree over the window
    h.frames(3);
    REQUIRE(h.click("tree_png"));
    h.frames(6);
    h.press_named(ImGuiKey_Enter);
    std::filesystem::path png;
    REQUIRE(h.frames_until([&] {
        for (const auto& e : std::filesystem::directory_iterator(data_dir(h)))
            if (e.path().filename().string().starts_with("watch-naive-tree-step-") &&
                e.path().extension() == ".png")
                png = e.path();
        return !png.empty();
    }));
    // Whole when it appears under its name (render::PartFile).
    CHECK(png_size(png) == "1200 750");
    for (const auto& e : std::filesystem::directory_iterator(data_dir(h)))
        CHECK(e.path().filename().string().find(".part-") == std::string::npos);
}

TEST_CASE("headless export: a comparison writes both lanes - its dialog fits everywhere") {
    {
        FrameHarness h(
            {"--lang", "en", "--watch", "naive", "--compare", "mrv", "--speed", "1", cau_do_file()},
            1024, 768);
        pause_at_step_3(h);
        h.type("e");
        h.frames(10);
        CHECK(clipped_texts(h) == "");
        h.press_named(ImGuiKey_Enter);  // both lanes: the default when comparing
        const std::filesystem::path png = data_dir(h) / "watch-naive-step-3.png";
        REQUIRE(h.frames_until([&png] { return written(png) && !png_size(png).empty(); }));
        // Two 600-wide Watch frames (600x375) under a 54-pixel title line.
        CHECK(png_size(png) == "1200 429");
    }
    for (const std::vector<std::string>& look : {std::vector<std::string>{"--lang", "vi"},
                                                 {"--lang", "tr"},
                                                 {"--lang", "vi", "--present"}}) {
        std::vector<std::string> args = look;
        for (const char* a : {"--watch", "naive", "--compare", "mrv", "--speed", "1"})
            args.emplace_back(a);
        args.push_back(cau_do_file());
        CAPTURE(look.size());
        FrameHarness h(args, 1024, 768);
        pause_at_step_3(h);
        h.type("e");
        h.frames(10);
        CHECK(window_shown(h, "###export_picture"));
        CHECK(clipped_texts(h) == "");
    }
}

}  // namespace sudoku::test::export_frames

namespace sudoku::test::export_frames {

TEST_CASE("headless export: a step typed past the current one is kept, named and exported") {
    // As the GIF dialog's steps: at step 40 the picture of step 1,400 is computed by replaying
    // the search (it once reverted to 40 with no message), and the file is named after it.
    FrameHarness h({"--lang", "vi", "--watch", "naive", "--speed", "1", cau_do_file()}, 1280, 800);
    pause_at_step_3(h);
    for (int i = 3; i < 40; ++i)
        h.press_named(ImGuiKey_RightArrow);
    h.type("e");
    h.frames(8);
    CHECK(report_text(h, "export_path").value_or("").ends_with("watch-naive-step-40.png"));
    REQUIRE(h.type_into("export_step", "1400"));
    h.frames(4);
    CHECK(report_text(h, "export_path").value_or("").ends_with("watch-naive-step-1400.png"));
    REQUIRE(h.click("export_button"));
    const std::filesystem::path png = data_dir(h) / "watch-naive-step-1400.png";
    REQUIRE(h.frames_until([&png] { return written(png) && !png_size(png).empty(); }));
    const std::vector<std::string> value = report_lines_with(h, "export_step_value ");
    REQUIRE(value.size() == 1);
    CHECK(value.front() == "export_step_value 1400");
    // The step at the player's own position is untouched: it is still at 40.
    CHECK(report_text(h, "watch_counters_1").value_or("").starts_with("steps=40 "));
}

}  // namespace sudoku::test::export_frames
