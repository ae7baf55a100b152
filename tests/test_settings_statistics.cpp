// Statistics: games played, solved, best and average times per mode and difficulty, and their
// file.
#include <doctest/doctest.h>

#include "game_fixtures.hpp"
#include "io/statistics.hpp"
#include "temp_folder.hpp"

using namespace sudoku::core;
using namespace sudoku::io;

namespace {

// The 4x4 fixture completed by the player (or by show solution) after `ms` milliseconds.
Game finished_small_game(std::int64_t ms, bool show_solution) {
    Game game = sudoku::test::small_game();
    game.add_elapsed_ms(ms);
    if (show_solution) {
        REQUIRE(game.play(Move::show_solution()).ok());
    } else {
        REQUIRE(game.play(Move::set_digit(1, 2)).ok());
        REQUIRE(game.play(Move::set_digit(10, 4)).ok());
        REQUIRE(game.play(Move::set_digit(15, 1)).ok());
    }
    REQUIRE(game.completed());
    return game;
}

}  // namespace

TEST_CASE("recording results keeps played, solved, best and average per mode and difficulty") {
    Statistics stats;
    record_result(stats, "9x9", "easy", 90'000, true);
    record_result(stats, "9x9", "easy", 60'000, true);
    record_result(stats, "9x9", "easy", 10'000, false);  // shown solution: played, not timed
    record_result(stats, "9x9", "easy", 75'000, true);
    record_result(stats, "9x9", "hard", 300'000, true);
    record_result(stats, "6x6", "easy", 20'000, true);
    const ModeRecord* easy = stats.find("9x9", "easy");
    REQUIRE(easy != nullptr);
    CHECK(easy->played == 4);
    CHECK(easy->solved == 3);
    CHECK(easy->best_ms == 60'000);
    CHECK(easy->average_ms() == 75'000);  // (90 + 60 + 75) / 3
    CHECK(stats.find("9x9", "hard")->best_ms == 300'000);
    CHECK(stats.find("6x6", "hard") == nullptr);
    CHECK(stats.find("4x4", "easy") == nullptr);
    CHECK(stats.games_played() == 6);
    CHECK(ModeRecord{}.average_ms() == 0);
}

TEST_CASE("a completed game is recorded under its layout's mode - an unfinished one is not") {
    Statistics stats;
    CHECK_FALSE(record_game(stats, sudoku::test::small_game()));
    CHECK(stats.modes.empty());

    CHECK(record_game(stats, finished_small_game(42'000, false)));
    Game shown = finished_small_game(5'000, true);
    shown.set_difficulty("easy");
    CHECK(record_game(stats, shown));

    const ModeRecord* custom = stats.find("4x4", "custom");
    REQUIRE(custom != nullptr);
    CHECK(custom->played == 1);
    CHECK(custom->solved == 1);
    CHECK(custom->best_ms == 42'000);
    const ModeRecord* easy = stats.find("4x4", "easy");
    REQUIRE(easy != nullptr);
    CHECK(easy->played == 1);
    CHECK(easy->solved == 0);
    CHECK(easy->best_ms == 0);

    auto x = Layout::create(LayoutSpec{.size = 9, .diagonals = true});
    REQUIRE(x.ok());
    CHECK(game_mode(**x) == "9x9 X");
}

TEST_CASE("help before a restart does not taint the new attempt - a shown solution never wins") {
    // Show solution, undo it, finish by hand: the solution was seen in this attempt.
    Game seen = sudoku::test::small_game();
    seen.add_elapsed_ms(3'000);
    REQUIRE(seen.play(Move::show_solution()).ok());
    REQUIRE(seen.undo());
    REQUIRE_FALSE(seen.completed());
    REQUIRE(seen.play(Move::set_digit(1, 2)).ok());
    REQUIRE(seen.play(Move::set_digit(10, 4)).ok());
    REQUIRE(seen.play(Move::set_digit(15, 1)).ok());
    REQUIRE(seen.completed());
    Statistics stats;
    CHECK(record_game(stats, seen));
    CHECK(stats.find("4x4", "custom")->solved == 0);

    // Hints and a shown solution, then Restart: the new attempt is clean and timed from zero.
    Game again = sudoku::test::small_game();
    again.add_elapsed_ms(60'000);
    REQUIRE(again.play(Move::hint(1)).ok());
    REQUIRE(again.play(Move::show_solution()).ok());
    REQUIRE(again.play(Move::restart()).ok());
    again.add_elapsed_ms(7'000);
    REQUIRE(again.play(Move::set_digit(1, 2)).ok());
    REQUIRE(again.play(Move::set_digit(10, 4)).ok());
    REQUIRE(again.play(Move::set_digit(15, 1)).ok());
    REQUIRE(again.completed());
    CHECK(again.hints_used() == 0);
    CHECK(record_game(stats, again));
    const ModeRecord* custom = stats.find("4x4", "custom");
    CHECK(custom->played == 2);
    CHECK(custom->solved == 1);
    CHECK(custom->best_ms == 7'000);
}

TEST_CASE(
    "statistics round-trip through their file - a damaged file is an error naming the field") {
    Statistics stats;
    record_result(stats, "9x9", "easy", 61'000, true);
    record_result(stats, "16x16", "hard", 900'000, false);
    auto back = statistics_from_text(statistics_to_text(stats));
    REQUIRE(back.ok());
    CHECK(*back == stats);

    sudoku::test::TempFolder folder;
    const auto path = folder / "data/statistics.json";
    auto missing = load_statistics(path);
    REQUIRE(missing.ok());
    CHECK(missing->modes.empty());
    REQUIRE_FALSE(save_statistics(path, stats).has_value());
    auto loaded = load_statistics(path);
    REQUIRE(loaded.ok());
    CHECK(*loaded == stats);

    const std::string head = R"({"format": "sudoku-lab-statistics", "version": 1, "modes": )";
    auto bad = statistics_from_text(head + R"({"9x9": {"easy": {"played": "3"}}}})");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().field == "modes.9x9.easy.played");
    bad = statistics_from_text(
        head + R"({"9x9": {"easy": {"played": 1, "solved": 2, "best_ms": 0, "total_ms": 0}}}})");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().field == "modes.9x9.easy.solved");
    bad = statistics_from_text(head + "[]}");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().field == "modes");
    CHECK_FALSE(statistics_from_text("nonsense").ok());
    CHECK_FALSE(statistics_from_text(R"({"format": "sudoku-lab-save", "version": 1})").ok());
}
