// The JSON reader every file goes through: size and depth limits, byte-order marks, line and
// column in syntax errors, escaped paths, and files the game writes at its limits reading back.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <fstream>
#include <limits>

#include "app/i18n/clipped_text.hpp"
#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "io/display_path.hpp"
#include "io/game_file.hpp"
#include "io/json_file.hpp"
#include "io/recent_files.hpp"
#include "io/save_file.hpp"
#include "io/settings.hpp"
#include "io/statistics.hpp"
#include "io/watch_session.hpp"
#include "temp_folder.hpp"
#include "text_checks.hpp"

using sudoku::test::contains;

using namespace sudoku::io;
using sudoku::test::TempFolder;

namespace {

const std::string kBom = "\xEF\xBB\xBF";

std::filesystem::path write(const TempFolder& folder, const std::string& name,
                            const std::string& text) {
    std::ofstream(folder / name, std::ios::binary) << text;
    return folder / name;
}

std::string nested(int depth) {
    return std::string(static_cast<std::size_t>(depth), '[') +
           std::string(static_cast<std::size_t>(depth), ']');
}

}  // namespace

TEST_CASE("a named pipe given as a JSON file is named as one, at once") {
    test::TempFolder folder;
    const auto fifo = folder / "statistics.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // No writer holds the pipe: a reader that opened it plainly would wait for one for good.
    for (const auto kind : {io::JsonFileKind::Statistics, io::JsonFileKind::Save,
                            io::JsonFileKind::Settings, io::JsonFileKind::PuzzlePool}) {
        const auto read = io::read_json_file(fifo, kind);
        REQUIRE_FALSE(read.ok());
        CHECK(read.error().code == core::ErrorCode::PathIsPipe);
    }
}

TEST_CASE("paths in messages have control bytes and invalid UTF-8 escaped") {
    CHECK(display_path(std::string_view("dir/save.json")) == "'dir/save.json'");
    CHECK(display_path(std::string_view("a\nb\x1b[31m\xff.json")) ==
          "'a\\x0Ab\\x1B[31m\\xFF.json'");
    CHECK(display_path(std::string_view("b\\c\x7f")) == "'b\\\\c\\x7F'");
    CHECK(display_path(std::string_view("bài_tập_ş.json")) == "'bài_tập_ş.json'");
    // Overlong and surrogate forms are not UTF-8.
    CHECK(display_path(std::string_view("\xc0\xaf\xed\xa0\x80")) == "'\\xC0\\xAF\\xED\\xA0\\x80'");
    CHECK(is_valid_utf8("ş€😀"));
    CHECK_FALSE(is_valid_utf8("\xf4\x90\x80\x80"));
}

TEST_CASE("a file named with a newline and an escape code is named escaped in its error") {
    const TempFolder folder;
    const auto path = write(folder, "bad\n\x1b[31m.json", "{\"format\": ");
    auto game = read_save(path);
    REQUIRE_FALSE(game.ok());
    CHECK(contains(sudoku::i18n::english(game.error()), "bad\\x0A\\x1B[31m.json'"));
    CHECK_FALSE(contains(sudoku::i18n::english(game.error()), "\n"));
    CHECK_FALSE(contains(sudoku::i18n::english(game.error()), "\x1b"));
}

TEST_CASE("syntax errors name the path, the line and the column, and what was expected") {
    const TempFolder folder;
    const auto path =
        write(folder, "save.json", "{\n  \"format\": \"sudoku-lab-save\",\n  \"version\" 1\n}\n");
    auto game = read_save(path);
    REQUIRE_FALSE(game.ok());
    INFO(sudoku::i18n::english(game.error()));
    CHECK(sudoku::i18n::english(game.error())
              .starts_with(display_path(path) + ": line 3, column 13: not JSON ("));
    CHECK(contains(sudoku::i18n::english(game.error()), "expected ':'"));
}

TEST_CASE("a UTF-8 byte-order mark is skipped in every kind of file") {
    const std::string save = save_to_text(sudoku::test::small_game());
    CHECK(load_from_text(kBom + save).ok());
    CHECK(looks_like_save(kBom + save));
    const SettingsLoad settings = settings_from_text(kBom + settings_to_text(Settings{}));
    CHECK(settings.warnings.empty());
    CHECK(statistics_from_text(kBom + statistics_to_text(Statistics{})).ok());
    CHECK(recent_files_from_text(kBom + recent_files_to_text({"/a.json"})).ok());
    const WatchSession session(sudoku::test::board_of(sudoku::test::kWikiPuzzle));
    CHECK(watch_session_from_text(kBom + watch_session_to_text(session)).ok());
    // After the mark, columns still count from the first byte of the line.
    auto bad = load_from_text(kBom + "{]");
    REQUIRE_FALSE(bad.ok());
    CHECK(sudoku::i18n::english(bad.error()).starts_with("line 1, column 5: not JSON"));
}

TEST_CASE("files past their size limit are refused before parsing, naming path, size and limit") {
    const TempFolder folder;
    // Not JSON at all: a parse would report a syntax error instead of the size.
    const auto settings = write(folder, "settings.json", std::string(kMaxSettingsBytes + 1, 'x'));
    const SettingsLoad load = load_settings(settings);
    REQUIRE(load.warnings.size() == 1);
    CHECK(load.warnings[0] == display_path(settings) + " is 65537 bytes, over the limit of 64 KiB" +
                                  "; using the defaults");
    const auto stats = write(folder, "statistics.json", std::string(kMaxStatisticsBytes + 1, 'x'));
    CHECK(sudoku::i18n::english(load_statistics(stats).error()) ==
          display_path(stats) + " is 4194305 bytes, over the limit of 4 MiB");
    const auto recent = write(folder, "recent.json", std::string(kMaxRecentFilesBytes + 1, 'x'));
    CHECK(load_recent_files(recent).empty());
    const auto watch = write(folder, "watch.json", std::string(kMaxWatchSessionBytes + 1, 'x'));
    CHECK(contains(sudoku::i18n::english(load_watch_session(watch).error()),
                   "over the limit of 1 MiB"));
    CHECK(sudoku::i18n::english(
              statistics_from_text(std::string(kMaxStatisticsBytes + 1, ' ')).error()) ==
          "the file is 4194305 bytes, over the limit of 4 MiB");
}

TEST_CASE("nesting deeper than the limit is refused in every kind of file, at its position") {
    const std::string deep = "{\"format\": " + nested(kMaxJsonDepth) + "}";  // one level too deep
    auto save = load_from_text(deep);
    REQUIRE_FALSE(save.ok());
    CHECK(sudoku::i18n::english(save.error()) == "line 1, column 43: nested deeper than 32 levels");
    CHECK(contains(sudoku::i18n::english(statistics_from_text(deep).error()), "nested deeper"));
    CHECK(contains(sudoku::i18n::english(recent_files_from_text(deep).error()), "nested deeper"));
    CHECK(contains(sudoku::i18n::english(watch_session_from_text(deep).error()), "nested deeper"));
    CHECK(contains(settings_from_text(deep).warnings.at(0), "nested deeper"));
    // At the limit the parse goes on (to the format check); brackets in strings do not count.
    auto at_limit = load_from_text("{\"format\": " + nested(kMaxJsonDepth - 1) + "}");
    CHECK(contains(sudoku::i18n::english(at_limit.error()), "format: expected a string"));
    auto in_string = load_from_text("{\"format\": \"" + nested(100) + "\\\"\"}");
    CHECK(contains(sudoku::i18n::english(in_string.error()), "is not \"sudoku-lab-save\""));
}

TEST_CASE("settings warnings name the file once, without a doubled prefix") {
    const TempFolder folder;
    const auto path = write(folder, "settings.json", "{ nope");
    const SettingsLoad load = load_settings(path);
    REQUIRE(load.warnings.size() == 1);
    INFO(load.warnings[0]);
    CHECK(load.warnings[0].starts_with(display_path(path) + ": line 1, column 4: not JSON"));
    CHECK_FALSE(contains(load.warnings[0], "settings: "));
}

TEST_CASE("a save with 100,000 unknown keys is read (JSON objects are parsed into maps)") {
    const std::string save = save_to_text(sudoku::test::small_game());
    std::string extra;
    for (int i = 0; i < 100'000; ++i)
        extra += "\"unknown" + std::to_string(i) + "\": 0,\n";
    const std::string text = "{" + extra + save.substr(1);
    REQUIRE(text.size() < kMaxSaveBytes);
    CHECK(load_from_text(text).ok());
}

TEST_CASE("recent files that are not valid UTF-8 are written without throwing and read back") {
    const std::vector<std::string> recent = {"/tmp/caf\xe9.json", "/tmp/ok.json",
                                             "/tmp/\xff\xfe\n.json"};
    std::string text;
    REQUIRE_NOTHROW(text = recent_files_to_text(recent));
    CHECK(contains(text, R"("bytes": "2f746d702f636166e92e6a736f6e")"));
    auto read = recent_files_from_text(text);
    REQUIRE(read.ok());
    CHECK(*read == recent);
    auto odd = recent_files_from_text(
        R"({"format": "sudoku-lab-recent", "version": 1, "files": [{"bytes": "2f7"}]})");
    CHECK(sudoku::i18n::english(odd.error()) ==
          "files[0].bytes: expected pairs of hex digits 0-9 a-f");
}

TEST_CASE("a save at the loader's limits is written within them and reads back") {
    sudoku::core::Game game = sudoku::test::small_game();
    game.add_elapsed_ms(kMaxSaveElapsedMs + 12345);  // past the limit: saved at it
    game.set_difficulty(std::string(kMaxSaveTextBytes - 1, 'a') + "\xc5\x9f");  // 101 bytes
    auto read = load_from_text(save_to_text(game));
    REQUIRE(read.ok());
    CHECK(read->elapsed_ms() == kMaxSaveElapsedMs);
    CHECK(read->difficulty() == std::string(kMaxSaveTextBytes - 1, 'a'));  // cut before the ş
    game.set_difficulty(std::string(kMaxSaveTextBytes, 'b'));
    auto exact = load_from_text(save_to_text(game));
    REQUIRE(exact.ok());
    CHECK(exact->difficulty() == std::string(kMaxSaveTextBytes, 'b'));
}

TEST_CASE("a save with a 17,000-character difficulty is refused, naming the field and limit") {
    std::string save = save_to_text(sudoku::test::small_game());
    const std::string key = "\"difficulty\": \"\"";
    REQUIRE(contains(save, key));
    save.replace(save.find(key), key.size(),
                 "\"difficulty\": \"" + std::string(17'000, 'x') + "\"");
    CHECK(sudoku::i18n::english(load_from_text(save).error()) ==
          "difficulty: 17000 bytes long, more than the 100 allowed");
}

TEST_CASE("long text is clipped for drawing, on a character boundary") {
    using sudoku::app::clipped_text;
    CHECK(clipped_text("easy", 80) == "easy");
    CHECK(clipped_text(std::string(80, 'x'), 80) == std::string(80, 'x'));
    CHECK(clipped_text(std::string(17'000, 'x'), 80) == std::string(79, 'x') + "\xE2\x80\xA6");
    CHECK(clipped_text("şşşş", 3) == "şş\xE2\x80\xA6");
}

TEST_CASE("statistics counters saturate, and negative or out-of-range counters are refused") {
    Statistics stats;
    record_result(stats, "9x9", "easy", 1000, true);
    ModeRecord& r = stats.modes["9x9"]["easy"];
    r.played = r.solved = 1'000'000'000;
    r.total_ms = std::int64_t{1} << 60;
    record_result(stats, "9x9", "easy", 1000, true);
    CHECK(r.played == 1'000'000'000);
    CHECK(r.solved == 1'000'000'000);
    CHECK(r.total_ms == std::int64_t{1} << 60);
    auto read = statistics_from_text(statistics_to_text(stats));
    REQUIRE(read.ok());
    CHECK(*read == stats);

    auto negative = statistics_from_text(
        R"({"format": "sudoku-lab-statistics", "version": 1, "modes": {"9x9": {"easy":
        {"played": -1, "solved": 0, "best_ms": 0, "total_ms": 0}}}})");
    CHECK(sudoku::i18n::english(negative.error()) ==
          "modes.9x9.easy.played: -1 is out of range (0..1000000000)");
    auto long_name = statistics_from_text(
        R"({"format": "sudoku-lab-statistics", "version": 1, "modes": {"9x9": {")" +
        std::string(500, 'd') + R"(": {"played": 1, "solved": 0, "best_ms": 0, "total_ms": 0}}}})");
    CHECK(contains(sudoku::i18n::english(long_name.error()),
                   "500 bytes long, more than the 100 allowed"));
}

namespace {

using sudoku::core::Game;
using sudoku::core::Move;

// The small game with r1c2 = 2 placed, notes on r4c4, then `count` note toggles on r3c3
// (each changes one cell), so it has `count` + 2 moves played.
Game long_game(std::size_t count) {
    Game game = sudoku::test::small_game();
    REQUIRE(game.play(Move::set_digit(1, 2)).ok());
    REQUIRE(game.play(Move::set_notes(15, sudoku::core::digit_bit(1) | sudoku::core::digit_bit(3)))
                .ok());
    std::size_t unchanged = 0;
    for (std::size_t i = 0; i < count; ++i) {
        auto played = game.play(Move::toggle_note(10, static_cast<sudoku::core::Digit>(1 + i % 4)));
        if (!played.ok() || !played->changed) ++unchanged;
    }
    REQUIRE(unchanged == 0);
    return game;
}

// Saves the game, reads it back, checks the two agree and returns the save. Each save of a
// history at the cap is a few megabytes of JSON: the cases below save each state once.
std::string check_reads_back(const Game& game) {
    std::string text = save_to_text(game);
    auto read = load_from_text(text);
    REQUIRE(read.ok());
    CHECK(read->position() == game.position());
    CHECK(read->history_start() == game.history_start());
    CHECK(read->history().size() == game.history().size());
    CHECK(read->history().cursor() == game.history().cursor());
    CHECK(save_to_text(*read) == text);
    return text;
}

}  // namespace

TEST_CASE("a game with exactly the most moves a save holds is saved whole and reads back") {
    const Game game = long_game(kMaxSaveMoves - 2);
    CHECK(game.history().size() == kMaxSaveMoves);
    CHECK(game.history_start() == sudoku::core::Position::start(game.puzzle()));
    const std::string text = check_reads_back(game);
    // Nothing folded: version 1, which every earlier build reads the same way.
    CHECK(text.find("\"version\": 1,") != std::string::npos);
    CHECK(text.find("\"start\"") == std::string::npos);
}

TEST_CASE("past the most moves a save holds, the oldest are folded into the start position") {
    Game game = long_game(kMaxSaveMoves);  // two moves too many
    CHECK(game.history().size() <= kMaxSaveMoves);
    CHECK(game.history().size() >= kMaxSaveMoves * 98 / 100);
    // The two first moves are folded: the board still shows them, undo no longer reaches them.
    CHECK(game.board().at(1) == 2);
    CHECK(game.history_start().digits.at(1) == 2);
    CHECK(game.history_start().marks[1] == sudoku::core::CellMark::User);
    CHECK(game.notes(15) == (sudoku::core::digit_bit(1) | sudoku::core::digit_bit(3)));
    // A folded history needs "start": version 2, which a build reading only version 1 refuses
    // rather than replaying the moves from the givens.
    CHECK(check_reads_back(game).find("\"version\": 2,") != std::string::npos);
    while (game.undo()) {
    }
    CHECK(game.position() == game.history_start());
    // With everything undone: the cursor at 0, the moves as redo.
    std::string text = check_reads_back(game);

    // A start position that does not fit the puzzle is refused, naming the cell.
    const auto marks = text.find("\"marks\":\"g");
    REQUIRE(marks != std::string::npos);
    text[marks + 9] = 'u';
    CHECK(sudoku::i18n::english(load_from_text(text).error()) ==
          "start: r1c1 does not fit the puzzle");
}

TEST_CASE("the clock and the tallies stop at the loader's maximum") {
    Game game = sudoku::test::small_game();
    game.add_elapsed_ms(kMaxSaveElapsedMs - 10);
    game.add_elapsed_ms(std::numeric_limits<std::int64_t>::max());
    CHECK(game.elapsed_ms() == kMaxSaveElapsedMs);
    check_reads_back(game);
}

TEST_CASE("solver grids count toward the history cap, so a save of them stays under its size") {
    // Each solver-solution move below changes one cell but writes 81 symbols to the save: only
    // the weight cap (cells changed plus grid cells carried) folds this history.
    Game game = sudoku::test::wiki_game();
    const auto solution = sudoku::test::board_of(sudoku::test::kWikiSolution).cells();
    const std::size_t pairs = kMaxSaveChangedCells / 80;  // a weight of 83 per pair: past the cap
    std::size_t unchanged = 0;
    for (std::size_t i = 0; i < pairs; ++i) {
        for (const Move& move : {Move::clear_cell(2), Move::solver_solution(solution)}) {
            auto played = game.play(move);
            if (i > 0 && (!played.ok() || !played->changed)) ++unchanged;
        }
    }
    REQUIRE(unchanged == 0);
    CHECK(game.history().size() < 2 * pairs);
    CHECK(game.history().change_count() <= kMaxSaveChangedCells);
    CHECK(check_reads_back(game).size() < kMaxSaveBytes);
}

TEST_CASE("a syntax error quoting a long run of control bytes stays one short line (fuzz)") {
    // Found by fuzz_save_file: each byte of nlohmann's "last read" token became four.
    const std::string text = R"({"OOOOOOOOOOOOOOOOformat??????????????)" + std::string(78, '\x7f') +
                             std::string(54, '?') + R"("o {""f)";
    auto game = load_from_text(text);
    REQUIRE_FALSE(game.ok());
    INFO(sudoku::i18n::english(game.error()));
    CHECK(sudoku::i18n::english(game.error()).size() <= 160);
    CHECK(sudoku::i18n::english(game.error()).ends_with("\\x7F...)"));
}
