// Exports where files reach the player as downloads (a browser: App::use_platform_files): each
// file Watch mode writes (the frame as PNG, the same as SVG, the trace CSV) is handed to the
// platform once written, and the GIF, which only the desktop makes, is refused in its dialog
// with the translated note, in the Watch menu and the Game menu's Print greyed out with it. On
// the desktop nothing is handed over.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <string>

#include "frame_files.hpp"
#include "frame_queries.hpp"

namespace sudoku::test::browser_exports_frames {

namespace {

bool handed(const FrameHarness& h, const std::filesystem::path& path) {
    return std::find(h.handed_over().begin(), h.handed_over().end(), path.string()) !=
           h.handed_over().end();
}

}  // namespace

TEST_CASE("headless browser exports: PNG, SVG and CSV are handed over, GIF is desktop-only") {
    FrameHarness h({"--lang", "en", "--watch", "naive", "--speed", "1", cau_do_file()}, 1280, 800);
    h.app().use_platform_files();
    pause_at_step_3(h);
    h.type("e");
    h.frames(8);
    h.press_named(ImGuiKey_Enter);
    const std::filesystem::path png = data_dir(h) / "watch-naive-step-3.png";
    REQUIRE(h.frames_until([&] { return handed(h, png); }));
    CHECK(contents_of(png).substr(1, 3) == "PNG");
    REQUIRE(h.click("export_format_svg"));
    h.frames(3);
    CHECK(report_text(h, "export_path") == (data_dir(h) / "watch-naive-step-3.svg").string());
    h.press_named(ImGuiKey_Enter);
    const std::filesystem::path svg = data_dir(h) / "watch-naive-step-3.svg";
    REQUIRE(h.frames_until([&] { return handed(h, svg); }));
    const std::string text = contents_of(svg);
    CHECK(text.find("<svg") != std::string::npos);
    CHECK(text.find("</svg>") != std::string::npos);
    CHECK(h.handed_over().size() == 2);  // each once
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    h.app().post(app::wcmd::ExportCsv{});
    h.frames(3);
    CHECK(handed(h, data_dir(h) / "watch-trace-naive.csv"));
    // G opens the animation dialog: it says GIF is the desktop's, and Export does nothing.
    h.type("g");
    h.frames(8);
    CHECK(report_text(h, "export_desktop_only") ==
          "GIF files can only be made by the desktop version of Sudoku Lab");
    h.press_named(ImGuiKey_Enter);
    h.frames(20);
    for (const auto& e : std::filesystem::directory_iterator(data_dir(h)))
        CHECK(e.path().extension() != ".gif");
    CHECK(h.handed_over().size() == 3);
    CHECK(h.dropped() == h.handed_over());  // exports only: the page need not keep them
    // A saved session is handed over too, and kept (Open session reads it again).
    h.press_named(ImGuiKey_Escape);
    h.frames(3);
    h.app().post(app::wcmd::SaveSession{});
    h.frames(3);
    REQUIRE(h.handed_over().size() == 4);
    CHECK(h.handed_over().back().ends_with(".json"));
    CHECK(h.dropped().size() == 3);
}

TEST_CASE("headless browser exports: Print to PDF is greyed out with the note, in Turkish too") {
    for (const bool browser : {true, false}) {
        CAPTURE(browser);
        FrameHarness h({"--lang", "tr"}, 1280, 800);
        if (browser) h.app().use_platform_files();
        h.frames(3);
        REQUIRE(h.click("menu_game"));
        h.frames(2);
        CHECK(h.item("desktop_only_pdf").has_value() == browser);
        REQUIRE(h.click("menu_print"));
        h.move_pointer_away();
        h.frames(10);
        CHECK(window_shown(h, "###print") == !browser);
    }
}

TEST_CASE("headless browser exports: on the desktop an export stays where it was written") {
    FrameHarness h({"--lang", "en", "--watch", "naive", "--speed", "1", cau_do_file()}, 1280, 800);
    pause_at_step_3(h);
    h.type("e");
    h.frames(8);
    h.press_named(ImGuiKey_Enter);
    const std::filesystem::path png = data_dir(h) / "watch-naive-step-3.png";
    REQUIRE(h.frames_until([&png] { return std::filesystem::exists(png); }));
    h.frames(3);
    CHECK(h.handed_over().empty());
}

}  // namespace sudoku::test::browser_exports_frames
