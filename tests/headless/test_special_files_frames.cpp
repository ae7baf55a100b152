// Paths that are no ordinary file never freeze the game, and every file it cannot use is named
// to the player (ported from the Xvfb script gui/special_files.sh): Print to PDF from a named
// pipe is refused at once, a set of more puzzles than a printout holds says how many it
// printed, --write-board to a pipe nobody reads does not hold the exit, an unreadable
// statistics.json is told at start in an alert (each language), a damaged recent.json in the
// status line, and a file name holding a newline stays on one line in the status bar.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "frame_queries.hpp"
#include "stderr_capture.hpp"

namespace sudoku::test::special_files_frames {

namespace {

constexpr const char* kTahta =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

// Game > Print to PDF, "A puzzle file or set", SOURCE, into OUTPUT, Print.
void print_from(FrameHarness& h, const std::string& source, const std::string& output) {
    REQUIRE(h.click("menu_game"));
    REQUIRE(h.click("menu_print"));
    h.frames(8);
    REQUIRE(h.click("print_source_kind"));
    REQUIRE(h.click("print_source_file"));
    REQUIRE(h.type_into("print_source", source));
    REQUIRE(h.type_into("print_output", output));
    REQUIRE(h.click("print_go"));
}

}  // namespace

TEST_CASE("headless special files: printing from a named pipe is refused with its name") {
    FrameHarness h({kTahta}, 1280, 800);
    h.frames(3);
    const std::filesystem::path pipe = h.folder() / "pipe.txt";
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    print_from(h, pipe.string(), (h.folder() / "out.pdf").string());
    // Before, the frame thread waited in the pipe's open for ever.
    REQUIRE(h.frames_until([&h] { return report_text(h, "print_outcome").has_value(); }));
    CHECK(report_text_has(h, "print_outcome", "pipe.txt' is a named pipe"));
    h.press_named(ImGuiKey_Escape);
    CHECK(h.quit());
}

TEST_CASE("headless special files: a set past the printout's cap says how many it printed") {
    FrameHarness h({kTahta}, 1280, 800);
    h.frames(3);
    const std::filesystem::path set = h.folder() / "set.txt";
    {
        std::ofstream out(set);
        for (int i = 0; i < 1003; ++i)
            out << kTahta << '\n';
    }
    const std::filesystem::path pdf = h.folder() / "out.pdf";
    print_from(h, set.string(), pdf.string());
    REQUIRE(h.frames_until([&h] { return report_text(h, "print_outcome").has_value(); }, 900.0));
    CHECK(report_text_has(h, "print_outcome", "first 1000 of the file's 1003 puzzles"));
    CHECK(std::filesystem::file_size(pdf) > 0);
}

TEST_CASE("headless special files: --write-board to a pipe nobody reads does not hold the exit") {
    TempFolder out;
    const std::filesystem::path pipe = out / "pipe.txt";
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    FrameHarness h({kTahta, "--write-board", pipe.string()}, 1280, 800);
    h.frames(3);
    StderrCapture err(out / "stderr.txt");
    CHECK(h.quit());  // returns: shutdown does not wait for a reader
    CHECK(err.text().find("pipe.txt' is a named pipe that no program is reading") !=
          std::string::npos);
}

TEST_CASE("headless special files: an unreadable statistics.json is told at start, each language") {
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        FrameHarness h({kTahta, "--lang", lang}, 1280, 800, [](const std::filesystem::path& f) {
            // A folder where the file should be.
            std::filesystem::create_directories(f / "data" / "sudoku-lab" / "statistics.json");
        });
        h.frames(3);
        CHECK(report_text_has(h, "alert", "statistics.json' "));
    }
}

TEST_CASE("headless special files: a damaged recent.json is told in the status line") {
    FrameHarness h({kTahta}, 1280, 800, [](const std::filesystem::path& f) {
        std::ofstream(f / "data" / "sudoku-lab" / "recent.json")
            << R"({"format": "sudoku-lab-recent", "version": 1, "files": 7})";
    });
    h.frames(3);
    CHECK(report_text_has(h, "status_line", "recent files list could not be read"));
}

TEST_CASE("headless special files: a file name with a newline is shown escaped on one line") {
    TempFolder dir;
    const std::filesystem::path file = dir / "two\nlines.txt";
    std::ofstream(file) << kTahta << '\n';
    FrameHarness h({file.string()}, 1280, 800);
    h.frames(3);
    CHECK(report_text(h, "status_source") == "'two\\x0Alines.txt'");
}

}  // namespace sudoku::test::special_files_frames
