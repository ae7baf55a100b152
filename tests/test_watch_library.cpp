// The library of named Watch sessions: save under a name, list, import (validated, unique
// names), remove; old single-session files (no "name") still load and import.
#include <doctest/doctest.h>

#include <fstream>

#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/watch_library.hpp"
#include "step_test_support.hpp"
#include "temp_folder.hpp"

using namespace sudoku;

namespace {

io::WatchSession session_of(core::Algorithm a) {
    io::WatchSession s(core::parse_puzzle_line(test::kCauDoLine).value());
    s.lanes[0].algorithm = a;
    s.positions[0] = 77;
    return s;
}

void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path) << text;
}

}  // namespace

TEST_CASE("watch library: named sessions are saved, listed by name and reopened") {
    test::TempFolder tmp;
    const auto dir = tmp / "lib";
    CHECK(io::list_watch_library(dir).empty());  // no folder yet: an empty library
    auto a = io::save_to_watch_library(dir, "Lesson 2: MRV", session_of(core::Algorithm::Mrv));
    REQUIRE(a.ok());
    CHECK(a->filename() == "Lesson-2-MRV.json");
    io::WatchSession compare = session_of(core::Algorithm::Naive);
    compare.compare = true;
    compare.lanes[1].algorithm = core::Algorithm::Mrv;
    auto b = io::save_to_watch_library(dir, "Ders 1 — naif, çok adım", compare);
    REQUIRE(b.ok());
    const auto entries = io::list_watch_library(dir);
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].name == "Ders 1 — naif, çok adım");
    CHECK(entries[0].algorithms == "naive / mrv");
    CHECK(entries[1].name == "Lesson 2: MRV");
    CHECK(entries[1].algorithms == "mrv");
    CHECK(entries[1].size == 9);
    auto loaded = io::load_watch_session(entries[1].path);
    REQUIRE(loaded.ok());
    CHECK(loaded->name == "Lesson 2: MRV");
    CHECK(loaded->positions[0] == 77);
    // saving the same name again replaces it
    REQUIRE(io::save_to_watch_library(dir, "Lesson 2: MRV", session_of(core::Algorithm::Propagate))
                .ok());
    CHECK(io::list_watch_library(dir).size() == 2);
    CHECK(io::load_watch_session(*a)->lanes[0].algorithm == core::Algorithm::Propagate);
    // removing
    CHECK_FALSE(io::remove_from_watch_library(*a).has_value());
    CHECK(io::list_watch_library(dir).size() == 1);
    CHECK(io::remove_from_watch_library(*a).has_value());  // already gone: an error, no crash
}

TEST_CASE("watch library: bad names are refused with the reason") {
    test::TempFolder tmp;
    CHECK(io::watch_session_name_problem("") == "the name is empty");
    CHECK(io::watch_session_name_problem("   ") == "the name is empty");
    CHECK(io::watch_session_name_problem(std::string(81, 'a')).find("longer than 80") !=
          std::string::npos);
    CHECK(io::watch_session_name_problem("a\nb") == "the name holds a control character");
    CHECK(io::watch_session_name_problem("Bài 1").empty());
    auto bad = io::save_to_watch_library(tmp.path(), "", session_of(core::Algorithm::Naive));
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()) == "name: the name is empty");
    // file names: only letters and digits survive, never empty, never "../"
    CHECK(io::watch_library_file(tmp.path(), "../../etc/passwd").filename() == "etc-passwd.json");
    CHECK(io::watch_library_file(tmp.path(), "///").filename() == "session.json");
    CHECK(io::watch_library_file(tmp.path(), "../../x").parent_path() == tmp.path());
}

TEST_CASE("watch library: import validates, keeps old files' contents and makes names unique") {
    test::TempFolder tmp;
    const auto dir = tmp / "lib";
    // a session file as the single-session version wrote it (no "name")
    const auto old_file = tmp / "watch-session.json";
    write(old_file,
          std::string("{\"format\": \"sudoku-lab-watch\", \"version\": 1, \"puzzle\": \"") +
              test::kCauDoLine +
              "\", \"algorithm\": \"mrv\", \"order\": \"ascending\", \"seed\": 0, "
              "\"position\": 10, \"speed\": 10.0}");
    auto first = io::import_to_watch_library(dir, old_file);
    REQUIRE(first.ok());
    auto second = io::import_to_watch_library(dir, old_file);
    REQUIRE(second.ok());
    const auto entries = io::list_watch_library(dir);
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].name == "watch-session");
    CHECK(entries[1].name == "watch-session (2)");
    CHECK(io::load_watch_session(entries[1].path)->positions[0] == 10);
    // a bad file is refused naming the field, and nothing is added
    const auto bad = tmp / "bad.json";
    write(bad, "{\"format\": \"sudoku-lab-watch\", \"version\": 1, \"puzzle\": \"11\"}");
    auto refused = io::import_to_watch_library(dir, bad);
    REQUIRE_FALSE(refused.ok());
    CHECK(sudoku::i18n::english(refused.error()).find("puzzle") != std::string::npos);
    auto missing = io::import_to_watch_library(dir, tmp / "nope.json");
    CHECK_FALSE(missing.ok());
    // an unreadable file in the library is listed with its error
    write(dir / "broken.json", "{not json");
    const auto listed = io::list_watch_library(dir);
    REQUIRE(listed.size() == 3);
    CHECK(listed[0].name == "broken");
    CHECK_FALSE(listed[0].error.empty());
}

TEST_CASE("watch session: the name round-trips, and an old file without one loads") {
    io::WatchSession s = session_of(core::Algorithm::Naive);
    CHECK(io::watch_session_to_text(s).find("\"name\"") == std::string::npos);
    s.name = "Lớp 10A · tuần 3";
    auto back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->name == "Lớp 10A · tuần 3");
    auto bad = io::watch_session_from_text(
        std::string(
            "{\"format\": \"sudoku-lab-watch\", \"version\": 1, \"name\": 5, \"puzzle\": \"") +
        test::kCauDoLine +
        "\", \"algorithm\": \"mrv\", \"order\": \"ascending\", \"seed\": 0, "
        "\"position\": 10}");
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()).find("name") != std::string::npos);
}
