// Watch mode's Files tab and per-lane settings (ported from the Xvfb scripts
// gui/watch_library.sh and gui/watch_compare_lanes.sh): a prepared session is saved under a
// name, exported to a file to share, deleted, imported back and opened with one click, with the
// files the game writes checked. Compare with two different combinations of the switches: the
// lanes' labels and titles say so; the second lane's order menu turns it to random (with its
// own seed field, the first lane unchanged) and Save session writes each lane's order and seed; two
// dlx lanes from a session restore both column rules and show a matrix tab each (they differ);
// naive beside dlx shows the dlx lane's matrix alone.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::watch_files_frames {

namespace {

std::string read_all(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The wheel over the side panel, below the Files tab's header.
bool reach(FrameHarness& h, std::string_view name) {
    const auto tab = item_centre(h, "tab_files");
    REQUIRE(tab);
    return scroll_into_view(h, name, tab->first, tab->second + 120.0f);
}

}  // namespace

TEST_CASE("headless watch library: save, export, delete, import and open a session") {
    const std::string cau_do =
        "780400120600075009000601078007040260001050930904060005070300012120007400049206007";
    FrameHarness h({"--lang", "en", "--speed", "1", "--watch", "mrv", cau_do}, 1280, 800);
    h.frames(3);
    h.press_named(ImGuiKey_Space);  // pause
    REQUIRE(h.click("tab_files"));
    const std::filesystem::path library = h.folder() / "data" / "sudoku-lab" / "watch-sessions";
    REQUIRE(reach(h, "session_name"));
    REQUIRE(h.type_into("session_name", "Bài 2: MRV"));
    CHECK(report_text(h, "session_name") == "Bài 2: MRV");
    REQUIRE(reach(h, "session_save"));
    REQUIRE(h.click("session_save"));
    const std::filesystem::path saved = library / "Bài-2-MRV.json";
    REQUIRE(h.frames_until([&saved] { return std::filesystem::exists(saved); }));
    CHECK(read_all(saved).find("\"name\": \"Bài 2: MRV\"") != std::string::npos);
    CHECK(read_all(saved).find("\"algorithm\": \"mrv\"") != std::string::npos);

    const std::filesystem::path shared = h.folder() / "shared-session.json";
    REQUIRE(reach(h, "session_path"));
    REQUIRE(h.type_into("session_path", shared.string()));
    REQUIRE(reach(h, "session_export_0"));
    REQUIRE(h.click("session_export_0"));
    REQUIRE(h.frames_until([&shared] { return std::filesystem::exists(shared); }));
    CHECK(read_all(shared).find("\"format\": \"sudoku-lab-watch\"") != std::string::npos);

    REQUIRE(reach(h, "session_delete_0"));
    REQUIRE(h.click("session_delete_0"));
    REQUIRE(h.frames_until([&saved] { return !std::filesystem::exists(saved); }));
    REQUIRE(reach(h, "session_import"));
    REQUIRE(h.click("session_import"));
    REQUIRE(h.frames_until([&saved] { return std::filesystem::exists(saved); }));
    REQUIRE(reach(h, "session_open_0"));
    REQUIRE(h.click("session_open_0"));
    h.frames(3);
    CHECK(report_text(h, "watch_nothing") == std::nullopt);
}

TEST_CASE("headless compare lanes: each lane its own order, seed and column rule") {
    FrameHarness h({"--lang", "en", "--watch", "var=mrv,val=asc", "--compare", "var=mrv,val=lcv",
                    "--speed", "1"},
                   1280, 800);
    h.frames(3);
    h.press_named(ImGuiKey_Space);
    h.frames(2);
    CHECK(report_text(h, "lane_label_1") == "MRV");
    CHECK(report_text(h, "lane_label_2") == "mrv/lcv/none");
    CHECK(report_text(h, "board_title_1") == "MRV");
    REQUIRE(h.click("watch_order_2"));
    REQUIRE(h.click("watch_order_2_random"));
    h.move_pointer_away();
    h.frames(2);
    CHECK(report_text(h, "lane_label_2") == "MRV/random");
    CHECK(report_text(h, "lane_label_1") == "MRV");
    CHECK(h.item("watch_seed_2"));
    CHECK_FALSE(h.item("watch_seed_1"));  // ascending values need no seed
    CHECK(report_text(h, "board_title_2") == "MRV/random");

    // Save session keeps each lane's own order and seed.
    const std::filesystem::path saved = h.folder() / "data" / "sudoku-lab" / "watch-session.json";
    REQUIRE(scroll_into_view(h, "tab_files", 1000.0f, 500.0f));
    REQUIRE(h.click("tab_files"));
    REQUIRE(reach(h, "watch_save_session"));
    REQUIRE(h.click("watch_save_session"));
    REQUIRE(h.frames_until([&saved] { return std::filesystem::exists(saved); }));
    const nlohmann::json session = nlohmann::json::parse(read_all(saved));
    CHECK(session["algorithm"] == "mrv");
    CHECK(session["order"] == "ascending");
    const nlohmann::json& second = session["compare"];
    CHECK(second["algorithm"] == "mrv");
    CHECK(second["order"] == "random");
    CHECK(second["seed"] == 0);
}

TEST_CASE("headless compare lanes: two dlx lanes get a matrix tab each - naive beside dlx one") {
    TempFolder dir;
    const std::string lesson = lesson_line("lesson_001_tahta.txt");
    const std::filesystem::path two = dir / "dlx.json";
    std::ofstream(two) << R"({"format": "sudoku-lab-watch", "version": 1, "puzzle": ")" << lesson
                       << R"(", "algorithm": "dlx", "column_rule": "first", "order": "ascending",
        "seed": 0, "position": 60, "speed": 1,
        "compare": {"algorithm": "dlx", "position": 60, "column_rule": "fewest"}})";
    FrameHarness h({"--lang", "en", "--watch-session", two.string()}, 1280, 800);
    h.frames(3);
    CHECK(report_text(h, "lane_label_1") == "Algorithm X/first");
    CHECK(report_text(h, "lane_label_2") == "Algorithm X/fewest");
    REQUIRE(h.click("tab_matrix"));
    h.click_at(400.0f, 100.0f);
    h.type("x");  // the matrix over the window
    h.frames(3);
    REQUIRE(h.click("matrix_lane_1"));
    REQUIRE(report_text(h, "matrix_summary_1"));
    const std::optional<ItemRecord> canvas = h.item("matrix_canvas");
    REQUIRE(canvas);
    h.move_pointer_away();
    h.frames(2);
    const std::uint64_t first = h.drawn(canvas->rect);
    REQUIRE(h.click("matrix_lane_2"));
    REQUIRE(report_text(h, "matrix_summary_2"));
    h.move_pointer_away();
    h.frames(2);
    CHECK(h.drawn(canvas->rect) != first);

    const std::filesystem::path mixed = dir / "mixed.json";
    std::ofstream(mixed) << R"({"format": "sudoku-lab-watch", "version": 1, "puzzle": ")" << lesson
                         << R"(", "algorithm": "naive", "order": "ascending",
        "seed": 0, "position": 30, "speed": 1, "compare": {"algorithm": "dlx", "position": 30}})";
    FrameHarness m({"--lang", "en", "--watch-session", mixed.string()}, 1280, 800);
    m.frames(3);
    CHECK(report_text(m, "lane_label_2") == "Algorithm X/first");
    REQUIRE(m.click("tab_matrix"));
    CHECK(report_text(m, "matrix_summary_2"));
    CHECK_FALSE(m.item("matrix_lane_1"));
    CHECK_FALSE(m.item("matrix_lane_2"));
}

}  // namespace sudoku::test::watch_files_frames
