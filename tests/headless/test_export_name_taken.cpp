// The export dialog never replaces a file silently (issue 32): a typed name that is taken is
// numbered as the default names are ("lesson-2.png"), and the dialog says so before Export.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "frame_harness.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test {

namespace {

std::string file_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

}  // namespace

TEST_CASE("headless export: a typed name that is taken is numbered, the file there is kept") {
    FrameHarness h({"--watch", "naive", "--speed", "1"}, 1280, 800);
    h.frames(3);
    const std::filesystem::path taken = h.folder() / "lesson.png";
    const std::filesystem::path numbered = h.folder() / "lesson-2.png";
    { std::ofstream(taken) << "the picture exported a moment before"; }
    h.type("e");
    h.frames(10);
    REQUIRE(h.click("export_path_field"));
    h.press_named(ImGuiKey_A, {.ctrl = true});
    h.type(taken.string());
    h.frames(2);
    // The field says where the picture will go before anything is written.
    CHECK(h.last().report_lines.find("text export_path_taken " + numbered.string()) !=
          std::string::npos);
    REQUIRE(h.click("export_button"));
    // The export runs on a worker: frames until its file is there (a hang guard, not a time).
    for (int i = 0; i < 100000 && !std::filesystem::exists(numbered); ++i)
        h.frame();
    h.frames(30);
    CHECK(file_text(taken) == "the picture exported a moment before");
    CHECK(std::filesystem::exists(numbered));
    CHECK(file_text(numbered).starts_with("\x89PNG"));
}

}  // namespace sudoku::test
