// sudoku-lab's command line (app/model/launch_options, read with CLI11): every option with its
// value, the last of a repeated option wins, and each bad line is one error naming the option.
#include <doctest/doctest.h>

#include <chrono>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/model/launch_options.hpp"
#include "i18n/describe.hpp"

#include "puzzle_fixtures.hpp"
#include "sanitized_build.hpp"
#include "temp_folder.hpp"

using namespace sudoku;
using app::parse_launch_options;

namespace {

std::string launch_error(const std::vector<std::string>& args) {
    auto options = parse_launch_options(args);
    REQUIRE_MESSAGE(!options, "accepted: " << args.front());
    return sudoku::i18n::english(options.error());
}

// A puzzle line or file the launch accepts but cannot open within `search_limit`: the window
// starts without its game, and this is the reason it shows.
core::Error launch_open_error(const std::string& argument, std::chrono::milliseconds search_limit) {
    auto options = parse_launch_options({argument}, search_limit);
    REQUIRE(options);
    CHECK(!options->game);
    REQUIRE(options->open_error);
    return *options->open_error;
}

}  // namespace

TEST_CASE("launch options: no arguments resume, and every option is read") {
    auto none = parse_launch_options({});
    REQUIRE(none);
    CHECK(!none->game);
    CHECK(!none->show_help);
    CHECK(!none->show_version);

    auto all = parse_launch_options({"--scale", "2", "--theme=dark", "--lang", "vi",
                                     "--frame-stats", "--write-board", "out.txt", "--watch", "mrv",
                                     "--compare", "naive", "--speed", "turbo", "--present",
                                     "--watch-session", "demo.json", app::kDefaultPuzzle});
    REQUIRE_MESSAGE(all, sudoku::i18n::english(all.error()));
    CHECK(*all->ui_scale == 2.0f);
    CHECK(*all->theme == app::ThemeId::Dark);
    CHECK(*all->language == app::Language::Vietnamese);
    CHECK(all->frame_stats);
    CHECK(all->write_board == "out.txt");
    CHECK(*all->watch.algorithm == core::Algorithm::Mrv);
    CHECK(*all->watch.compare == core::Algorithm::Naive);
    CHECK(all->watch.speed.has_value());
    CHECK(all->watch.present);
    CHECK(all->watch.session == "demo.json");
    REQUIRE(all->game);
    CHECK(all->source == app::kCommandLineSource);
}

TEST_CASE("launch options: the last of a repeated option wins, help and version") {
    auto twice = parse_launch_options({"--theme", "dark", "--theme", "contrast"});
    REQUIRE(twice);
    CHECK(*twice->theme == app::ThemeId::HighContrast);
    CHECK(parse_launch_options({"-h"})->show_help);
    CHECK(parse_launch_options({"--help"})->show_help);
    CHECK(parse_launch_options({"--version"})->show_version);
    // --help wins over a bad option elsewhere on the line.
    auto help = parse_launch_options({"--bogus", "--help"});
    REQUIRE(help);
    CHECK(help->show_help);
}

TEST_CASE("launch options: each error is one line naming the option and the bad value") {
    CHECK(launch_error({"--scale", "4"}) == "--scale 4: expected a number from 1 to 3");
    // Not a number at all, though std::from_chars reads it (and it compares false with both ends).
    CHECK(launch_error({"--scale", "nan"}) == "--scale nan: expected a number from 1 to 3");
    CHECK(launch_error({"--theme", "purple"}) ==
          "--theme purple: expected light, dark or contrast");
    CHECK(launch_error({"--lang", "fr"}) == "--lang fr: expected en, vi or tr");
    CHECK(launch_error({"--watch", "dfs"}) == "--watch dfs: expected naive, mrv, propagate or dlx");
    CHECK(launch_error({"--speed", "fast"}) ==
          "--speed fast: expected steps per second (1 to 1e8) or turbo");
    CHECK(launch_error({"--watch", "dlx/last"}) ==
          "--watch dlx/last: expected dlx/fewest or dlx/first");
    CHECK(launch_error({"--watch", "dlx", "--compare", "mrv/first"}) ==
          "--compare mrv/first: only dlx has a column rule (dlx/fewest or dlx/first)");
    CHECK(launch_error({"--watch", "dfs/first"}) ==
          "--watch dfs/first: expected naive, mrv, propagate or dlx");
    CHECK(launch_error({"--bogus"}) == "--bogus: unknown option (see --help)");
    CHECK(launch_error({"--watch"}) == "--watch needs a value");
    CHECK(launch_error({"--scale="}) == "--scale needs a value");
    CHECK(launch_error({"--present=yes"}) == "--present takes no value");
    CHECK(launch_error({app::kDefaultPuzzle, "second"}) ==
          "second: only one puzzle (line or file) can be given");
    CHECK(launch_error({"12345"}).starts_with("not a file, and not a puzzle line: "));
    // Odd bytes never escape as an exception, and the error stays one line.
    for (const std::vector<std::string>& odd :
         std::vector<std::vector<std::string>>{{"--scale", "\n"}, {"--=x"}, {"---"}, {"-"}}) {
        auto options = parse_launch_options(odd);
        if (!options) CHECK(sudoku::i18n::english(options.error()).find('\n') == std::string::npos);
    }
}

TEST_CASE("launch options: dlx/RULE sets the column rule of either board") {
    auto both = parse_launch_options({"--watch", "dlx/first", "--compare", "dlx/fewest"});
    REQUIRE(both);
    CHECK(*both->watch.algorithm == core::Algorithm::Dlx);
    CHECK(*both->watch.compare == core::Algorithm::Dlx);
    CHECK(both->watch.column_rule == core::ColumnRule::First);
    CHECK(both->watch.compare_column_rule == core::ColumnRule::Fewest);
    // Without a rule each board keeps its default (fewest, then first).
    auto plain = parse_launch_options({"--watch", "dlx", "--compare", "dlx"});
    REQUIRE(plain);
    CHECK_FALSE(plain->watch.column_rule.has_value());
    CHECK_FALSE(plain->watch.compare_column_rule.has_value());
    // A switches spec never reads a slash as a rule.
    auto spec = parse_launch_options({"--watch", "var=mrv,val=asc"});
    REQUIRE(spec);
    CHECK_FALSE(spec->watch.column_rule.has_value());
}

// Heavy: Release runs it; under the sanitizers (ten times slower) lighter cases cover its code.
TEST_CASE("launch options: a grid too open to answer opens the window with why" *
          doctest::skip(kSanitizedBuild)) {
    // Guesses bound it, not time (a long limit, so a slow sanitizer run ends the same way).
    const core::Error line =
        launch_open_error(sudoku::test::kThrashingXHyperLine, std::chrono::minutes(5));
    CHECK(line.code == core::ErrorCode::GridTooOpen);
    CHECK(sudoku::i18n::english(line) ==
          "the grid is too open to answer: 15 of 625 cells are given, no written-down grid fits "
          "them, and a second of search found no solution (it may have none)");
}

TEST_CASE("launch options: a puzzle whose search outlasts a start opens the window with why") {
    // A start waits 3 s for a search, then gives up, and the window starts (with the autosave
    // or the lesson) showing the reason. The thrashing grid is told too open after about a
    // second, so a bound of 20 ms stands in for a search longer than the start's.
    const std::chrono::milliseconds short_start{20};
    const core::Error line = launch_open_error(sudoku::test::kThrashingXHyperLine, short_start);
    CHECK(line.code == core::ErrorCode::LaunchSearchTooLong);
    CHECK(sudoku::i18n::english(line) ==
          "command line: finding its solution takes longer than a start waits (0.02 s); open "
          "it with Game > Open, where the search runs with Cancel");

    const std::string path = std::filesystem::temp_directory_path() / "sudoku-launch-hyper.txt";
    std::ofstream(path) << sudoku::test::kThrashingXHyperLine << '\n';
    const core::Error file = launch_open_error(path, short_start);
    std::filesystem::remove(path);
    CHECK(file.code == core::ErrorCode::LaunchSearchTooLong);
    CHECK(sudoku::i18n::english(file).find("sudoku-launch-hyper.txt") != std::string::npos);

    // A puzzle solved within the bound still opens as before.
    auto quick = parse_launch_options(
        {"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"});
    REQUIRE(quick);
    CHECK(quick->game);
    CHECK(!quick->open_error);
}

TEST_CASE("launch options: --watch takes a puzzle without a solution to watch it fail") {
    const std::string unsolvable =
        "............15.......26.......37.......48.......51.......62.......73.......84....";
    auto watched = parse_launch_options({"--watch", "naive", unsolvable});
    REQUIRE_MESSAGE(watched, sudoku::i18n::english(watched.error()));
    CHECK(!watched->game);  // not a game: the one in progress (or the lesson) stays
    REQUIRE(watched->watch.board);
    CHECK(watched->watch.board->filled_count() == 16);
    // Without --watch it cannot be played, and the error still says why.
    CHECK(launch_error({unsolvable}).find("no solution") != std::string::npos);
}

TEST_CASE("launch options: a symlink loop says why it cannot be read") {
    const sudoku::test::TempFolder folder;
    std::filesystem::create_symlink(folder / "b", folder / "a");
    std::filesystem::create_symlink(folder / "a", folder / "b");
    // Before: "not a file, and not a puzzle line", an error that stopped the start.
    const std::string why =
        i18n::english(launch_open_error((folder / "a").string(), std::chrono::minutes(5)));
    CHECK(why.find("Too many levels of symbolic links") != std::string::npos);
}

TEST_CASE("launch options: a file name with a newline is shown on one line") {
    const sudoku::test::TempFolder folder;
    const auto path = folder / "two\nlines.txt";
    std::ofstream(path)
        << "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    auto options = parse_launch_options({path.string()});
    REQUIRE(options);
    CHECK(options->source.find('\n') == std::string::npos);
    CHECK(options->source == "'two\\x0Alines.txt'");
}
