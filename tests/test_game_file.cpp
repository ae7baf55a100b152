// Opening any file the game accepts: save files resume, puzzle texts in every format start a
// new game on their first puzzle, and anything else is refused with a one-line reason while
// the file stays untouched.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>

#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/display_path.hpp"
#include "io/game_file.hpp"
#include "io/json_text.hpp"
#include "io/recent_files.hpp"
#include "io/save_file.hpp"
#include "temp_folder.hpp"

using namespace sudoku;

namespace {

void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    REQUIRE(out.good());
}

const std::string kTinyLine(test::kSmallPuzzle);

}  // namespace

TEST_CASE("a save text resumes the saved game") {
    auto opened = io::open_game_text(test::kHandWrittenSave);
    REQUIRE_MESSAGE(opened.ok(), (opened.ok() ? "" : sudoku::i18n::english(opened.error())));
    CHECK(opened->from_save);
    CHECK(opened->game.board().at(test::rc(1, 3)) == 4);  // the save's first move
    CHECK(opened->game.history().cursor() == 3);
    CHECK(opened->game.difficulty() == "easy");
    CHECK(opened->game.elapsed_ms() == 61000);
}

TEST_CASE("puzzle texts in each format start a game on their first puzzle") {
    SUBCASE("puzzle lines, comments skipped") {
        auto opened = io::open_game_text("# two\n" + std::string(test::kWikiPuzzle) + "\n" +
                                         kTinyLine + "\n");
        REQUIRE(opened.ok());
        CHECK_FALSE(opened->from_save);
        CHECK(opened->puzzle_count == 2);
        CHECK(opened->game.puzzle() == test::board_of(test::kWikiPuzzle));
        CHECK(opened->game.solution() == test::board_of(test::kWikiSolution));
        CHECK(opened->game.difficulty() == "custom");
        CHECK_FALSE(opened->game.history().can_undo());
    }
    SUBCASE("the lessons' Python list") {
        const auto text = io::read_text_file(std::string(SUDOKU_TEST_DATA) + "/tahta.py");
        REQUIRE(text.has_value());
        auto opened = io::open_game_text(*text);
        REQUIRE(opened.ok());
        CHECK(opened->game.puzzle() == test::board_of(test::kWikiPuzzle));  // tahta is that one
    }
    SUBCASE("a printed grid") {
        const auto text =
            io::read_text_file(std::string(SUDOKU_TEST_DATA) + "/tahta_printed_001.txt");
        REQUIRE(text.has_value());
        auto opened = io::open_game_text(*text);
        REQUIRE_MESSAGE(opened.ok(), (opened.ok() ? "" : sudoku::i18n::english(opened.error())));
        CHECK(opened->game.puzzle() == test::board_of(test::kWikiPuzzle));
    }
}

TEST_CASE("texts that cannot start a game are refused with the reason") {
    auto empty = io::open_game_text("\n# nothing here\n");
    REQUIRE_FALSE(empty.ok());
    CHECK(sudoku::i18n::english(empty.error()) == "no puzzle in the text");

    auto bad_symbol = io::open_game_text("# bad\n12?\n");
    REQUIRE_FALSE(bad_symbol.ok());
    CHECK(sudoku::i18n::english(bad_symbol.error()).rfind("line 2: ", 0) == 0);

    // Two 5s in row 1: conflicting givens never start a game.
    auto conflict = io::open_game_text("55" + std::string(79, '.'));
    REQUIRE_FALSE(conflict.ok());
    CHECK(sudoku::i18n::english(conflict.error()).find("r1c") != std::string::npos);

    auto bad_save = io::open_game_text(R"({"format": "sudoku-lab-save", "version": 99})");
    REQUIRE_FALSE(bad_save.ok());
    CHECK(bad_save.error().field == "version");
}

TEST_CASE("opening files: errors name the file, and a refused file is left byte for byte") {
    test::TempFolder dir;
    const std::string corrupt = std::string(test::kHandWrittenSave).substr(0, 200);
    write(dir / "corrupt.json", corrupt);
    auto opened = io::open_game_file(dir / "corrupt.json");
    REQUIRE_FALSE(opened.ok());
    CHECK(sudoku::i18n::english(opened.error())
              .rfind(io::display_path(dir / "corrupt.json") + ": line ", 0) == 0);
    CHECK(sudoku::i18n::english(opened.error()).find(": not JSON (") != std::string::npos);
    CHECK(io::read_text_file((dir / "corrupt.json").string()) == corrupt);
    int files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir.path()))
        ++files;
    CHECK(files == 1);  // no temporary or backup file appeared

    auto missing = io::open_game_file(dir / "missing.json");
    REQUIRE_FALSE(missing.ok());
    CHECK(sudoku::i18n::english(missing.error()).find("missing.json") != std::string::npos);

    auto folder = io::open_game_file(dir.path());
    REQUIRE_FALSE(folder.ok());
    CHECK(sudoku::i18n::english(folder.error()).find("is a folder") != std::string::npos);

    write(dir / "game.json", io::save_to_text(test::wiki_game()));
    auto good = io::open_game_file(dir / "game.json");
    REQUIRE(good.ok());
    CHECK(good->from_save);
    CHECK(good->game == test::wiki_game());
}

TEST_CASE("recent files: most recent first, no duplicates, at most ten, damaged files ignored") {
    std::vector<std::string> recent;
    for (int i = 0; i < 12; ++i)
        io::remember_file(recent, "/games/" + std::to_string(i) + ".json");
    REQUIRE(recent.size() == io::kMaxRecentFiles);
    CHECK(recent.front() == "/games/11.json");
    CHECK(recent.back() == "/games/2.json");
    io::remember_file(recent, "/games/5.json");
    CHECK(recent.front() == "/games/5.json");
    CHECK(std::count(recent.begin(), recent.end(), "/games/5.json") == 1);
    CHECK(recent.size() == io::kMaxRecentFiles);

    auto back = io::recent_files_from_text(io::recent_files_to_text(recent));
    REQUIRE(back.ok());
    CHECK(*back == recent);

    auto wrong_type = io::recent_files_from_text(
        R"({"format": "sudoku-lab-recent", "version": 1, "files": ["/a", 3]})");
    REQUIRE_FALSE(wrong_type.ok());
    CHECK(wrong_type.error().field == "files[1]");

    test::TempFolder dir;
    CHECK(io::load_recent_files(dir / "missing.json").empty());
    write(dir / "damaged.json", "{\"format\": ");
    CHECK(io::load_recent_files(dir / "damaged.json").empty());
    REQUIRE_FALSE(io::save_recent_files(dir / "recent.json", recent).has_value());
    CHECK(io::load_recent_files(dir / "recent.json") == recent);
}
