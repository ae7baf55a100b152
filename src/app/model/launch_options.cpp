#include "app/model/launch_options.hpp"

#include <exception>
#include <filesystem>
#include <optional>

#include <CLI/CLI.hpp>

#include "app/model/share_link.hpp"
#include "core/fast/search_deadline.hpp"
#include "core/share/share_game.hpp"
#include "core/text/decimal_number.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/display_path.hpp"
#include "io/game_file.hpp"

namespace sudoku::app {

namespace {

core::Result<float> parse_scale(const std::string& text) {
    const std::optional<double> value = core::parse_decimal(text);
    if (!value || *value < 1.0 || *value > 3.0)
        return core::unspecified_error("--scale " + text + ": expected a number from 1 to 3");
    return static_cast<float>(*value);
}

core::Result<ThemeId> parse_theme(const std::string& text) {
    if (text == "light") return ThemeId::Light;
    if (text == "dark") return ThemeId::Dark;
    if (text == "contrast" || text == "high-contrast") return ThemeId::HighContrast;
    return core::unspecified_error("--theme " + text + ": expected light, dark or contrast");
}

core::Result<Language> parse_language(const std::string& text) {
    for (int i = 0; i < static_cast<int>(Language::Count); ++i)
        if (text == language_code(static_cast<Language>(i))) return static_cast<Language>(i);
    return core::unspecified_error("--lang " + text + ": expected " + i18n::language_codes_text());
}

core::Error launch_search_too_long(const std::string& what, std::chrono::milliseconds limit) {
    // "3" for whole seconds, "0.02" for the short bounds tests use.
    std::string seconds = std::to_string(limit.count() / 1000);
    if (limit.count() % 1000 != 0) {
        seconds = std::to_string(static_cast<double>(limit.count()) / 1000.0);
        seconds.erase(seconds.find_last_not_of('0') + 1);
    }
    return core::coded_error(core::ErrorCode::LaunchSearchTooLong, {what, seconds});
}

// A share link or code (share_link.hpp): its position, and its Watch lane unless --watch gave
// one (the command line wins, as it does over settings).
std::optional<core::Error> load_link(const std::string& argument, LaunchOptions& options) {
    auto link = parse_share_link(argument);
    if (!link)
        return core::unspecified_error("not a link that opens a position: " +
                                       i18n::english(link.error()));
    auto game = core::game_from_position(link->position);
    if (!game)
        return core::unspecified_error("cannot play this link's position: " +
                                       i18n::english(game.error()));
    game->set_difficulty("custom");
    options.game = std::move(game).value();
    options.source = kCommandLineSource;
    if (link->watch.algorithm && !options.watch.algorithm) {
        WatchLaunch& w = options.watch;
        w.algorithm = link->watch.algorithm;
        w.search = link->watch.search;
        w.column_rule = link->watch.column_rule;
        w.compare = link->watch.compare;
        w.compare_search = link->watch.compare_search;
        w.compare_column_rule = link->watch.compare_column_rule;
        w.step = link->watch.step;
    }
    return std::nullopt;
}

// PUZZLE_LINE | FILE into the options: an existing path is opened as a save or a puzzle text.
std::optional<core::Error> load_argument(const std::string& argument, LaunchOptions& options,
                                         std::chrono::milliseconds search_limit) {
    std::error_code ec;
    // A share link or code (not a file of that name): its position needs no timed search.
    if (looks_like_share_link(argument) && !std::filesystem::exists(argument, ec))
        return load_link(argument, options);
    const core::SearchDeadline deadline(static_cast<double>(search_limit.count()) / 1000.0);
    // A link counts as a file even when it leads nowhere (a loop, a missing target): opening
    // it says why ("Too many levels of symbolic links"), where a puzzle line could not.
    std::error_code link_ec;
    if (std::filesystem::exists(argument, ec) ||
        std::filesystem::is_symlink(std::filesystem::symlink_status(argument, link_ec))) {
        auto opened = io::open_game_file(argument, deadline.flag());
        if (!opened) {
            options.open_error =
                deadline.expired()
                    ? launch_search_too_long(io::display_path(argument), search_limit)
                    : static_cast<const core::Error&>(opened.error());
            return std::nullopt;
        }
        options.game = std::move(opened->game);
        options.branches = std::move(opened->branches);
        // Escaped: a name may hold a newline, which would break the status line in two.
        options.source = io::display_path(std::filesystem::path(argument).filename());
        if (opened->from_save) options.save_path = std::filesystem::absolute(argument, ec).string();
        return std::nullopt;
    }
    auto board = core::parse_puzzle_line(argument);
    if (!board)
        return core::unspecified_error("not a file, and not a puzzle line: " +
                                       i18n::english(board.error()));
    const core::Board puzzle = *board;
    auto game =
        core::Game::start(std::move(board).value(), core::kGameSolveGuessLimit, deadline.flag());
    if (!game && options.watch.algorithm && game.error().code == core::ErrorCode::NoSolution) {
        // Not playable, but a search can still be watched failing: Watch mode takes it alone.
        options.watch.board = puzzle;
        return std::nullopt;
    }
    if (!game && deadline.expired()) {
        // Like a file that cannot be opened: the window starts and says why.
        options.open_error = launch_search_too_long(kCommandLineSource, search_limit);
        return std::nullopt;
    }
    if (!game && game.error().code == core::ErrorCode::GridTooOpen) {
        options.open_error = game.error();
        return std::nullopt;
    }
    if (!game)
        return core::unspecified_error("cannot play this puzzle: " + i18n::english(game.error()));
    game->set_difficulty("custom");
    options.game = std::move(game).value();
    options.source = kCommandLineSource;
    return std::nullopt;
}

// CLI11 throws ArgumentMismatch for an option without its value (last on the line, or
// `--scale=`) and for a flag given one (`--present=yes`); the argument at fault is found again
// to say so in the same words as the other errors. Anything else keeps CLI11's one-line text.
std::string parse_error_message(const CLI::App& app, const std::vector<std::string>& args,
                                const CLI::ParseError& error) {
    for (std::size_t i = 0; i < args.size() && args[i] != "--"; ++i) {
        const std::string& arg = args[i];
        const auto eq = arg.find('=');
        const std::string name = arg.substr(0, eq);
        if (!name.starts_with("-")) continue;
        const CLI::Option* option = app.get_option_no_throw(name);
        if (!option) continue;
        if (option->get_expected_min() == 0 && eq != std::string::npos)
            return name + " takes no value";
        const bool no_value = eq == std::string::npos ? i + 1 == args.size() : eq + 1 == arg.size();
        if (option->get_expected_min() > 0 && no_value) return name + " needs a value";
    }
    std::string text = error.what();
    for (char& c : text)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return text;
}

}  // namespace

core::Game lesson_game() {
    auto game = core::Game::start(core::parse_puzzle_line(kDefaultPuzzle).value());
    // The lesson puzzle is a constant with a unique solution: this cannot fail.
    game->set_difficulty("lesson");
    return std::move(game).value();
}

namespace {

// One board's search from --watch or --compare: the algorithm or switches, and a dlx/RULE.
struct WatchLane {
    core::StepSolverOptions search;
    std::optional<core::ColumnRule> column_rule;
};
core::Result<WatchLane> read_watch_lane(const char* option, const std::string& value) {
    auto search = parse_watch_search(option, value);
    if (!search) return search.error();
    auto rule = parse_watch_column_rule(option, value);
    if (!rule) return rule.error();
    return WatchLane{*search, *rule};
}

core::Result<LaunchOptions> read_launch_line(const std::vector<std::string>& args,
                                             std::chrono::milliseconds search_limit) {
    LaunchOptions options;
    CLI::App app{"Sudoku Lab", "sudoku-lab"};
    app.set_help_flag();  // the usage text is ours (launch_usage)
    // Unknown options are collected, not thrown, so the message can name the first one.
    app.allow_extras();
    // Flags take no value: `--present=no` is an error, not a way to turn one off.
    app.add_flag("-h,--help", options.show_help)->disable_flag_override();
    app.add_flag("--version", options.show_version)->disable_flag_override();
    app.add_flag("--frame-stats", options.frame_stats)->disable_flag_override();
    app.add_flag("--present", options.watch.present)->disable_flag_override();
    // Values are kept as text and checked below, so each error says what the option accepts.
    std::optional<std::string> scale, theme, language, watch, compare, speed, predict, code;
    const auto value_option = [&](const char* name, auto& target) {
        app.add_option(name, target)->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    };
    value_option("--scale", scale);
    value_option("--theme", theme);
    value_option("--lang", language);
    value_option("--write-board", options.write_board);
    value_option("--watch", watch);
    value_option("--compare", compare);
    value_option("--speed", speed);
    value_option("--watch-session", options.watch.session);
    value_option("--predict", predict);
    value_option("--code", code);
    std::vector<std::string> puzzles;
    app.add_option("puzzle", puzzles);

    // CLI11 wants the arguments in reverse order (it pops them from the back).
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::ParseError& error) {
        return core::unspecified_error(parse_error_message(app, args, error));
    } catch (const std::exception& error) {
        return core::unspecified_error(std::string("cannot read the arguments: ") + error.what());
    }
    if (options.show_help || options.show_version) return options;
    for (const std::string& extra : app.remaining()) {
        if (extra.starts_with("--"))
            return core::unspecified_error(extra + ": unknown option (see --help)");
        // A word starting with a single '-' is not an option of ours: read it as a puzzle.
        puzzles.push_back(extra);
    }

    if (scale) {
        auto s = parse_scale(*scale);
        if (!s) return s.error();
        options.ui_scale = *s;
    }
    if (theme) {
        auto t = parse_theme(*theme);
        if (!t) return t.error();
        options.theme = *t;
    }
    if (language) {
        auto l = parse_language(*language);
        if (!l) return l.error();
        options.language = *l;
    }
    if (watch) {
        auto lane = read_watch_lane("--watch", *watch);
        if (!lane) return lane.error();
        options.watch.algorithm = lane->search.algorithm;
        options.watch.search = lane->search;
        options.watch.column_rule = lane->column_rule;
    }
    if (compare) {
        auto lane = read_watch_lane("--compare", *compare);
        if (!lane) return lane.error();
        options.watch.compare = lane->search.algorithm;
        options.watch.compare_search = lane->search;
        options.watch.compare_column_rule = lane->column_rule;
    }
    if (speed) {
        auto v = parse_watch_speed(*speed);
        if (!v) return v.error();
        options.watch.speed = *v;
    }
    if (predict) {
        auto p = parse_predict_option(*predict);
        if (!p) return p.error();
        options.watch.predict = *p;
    }
    if (code) {
        auto c = parse_code_option(*code);
        if (!c) return c.error();
        options.watch.code = *c;
    }
    if (puzzles.size() > 1)
        return core::unspecified_error(puzzles[1] +
                                       ": only one puzzle (line or file) can be given");
    if (!puzzles.empty())
        if (auto error = load_argument(puzzles.front(), options, search_limit)) return *error;
    return options;
}
}  // namespace

core::Result<LaunchOptions> parse_launch_options(const std::vector<std::string>& args,
                                                 std::chrono::milliseconds search_limit) {
    auto options = read_launch_line(args, search_limit);
    // Errors echo the bad argument: keep them one printable line on the terminal.
    if (!options) {
        std::string line = i18n::english(options.error());
        for (char& c : line)
            if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) == 0x7f)
                c = '?';
        return core::unspecified_error(std::move(line));
    }
    return options;
}

const char* launch_usage() {
    return "usage: sudoku-lab [options] [PUZZLE_LINE | FILE]\n"
           "\n"
           "Plays the puzzle given as a puzzle line, or opens FILE: a save file (.json) resumes\n"
           "that game, a text file of puzzles (puzzle lines, a printed grid or a Python list)\n"
           "starts its first puzzle. With neither, the game in progress at the last exit is\n"
           "resumed (the autosave), or the first lesson's puzzle starts. Puzzle line:\n"
           "  <N*N symbols> [box=RxC] [x] [hyper] [regions=<N*N region ids>]\n"
           "  [cage=<sum>:<cells>]... (Killer: one per cage, e.g. cage=15:r1c1,r1c2,r2c1)\n"
           "A share code (SL1-...) or a link ending in #SL1-... opens that position; a link\n"
           "with &watch=ALGO&step=N opens Watch mode paused at step N.\n"
           "\n"
           "options:\n"
           "  --scale S          interface size, 1 to 3 (for a projector)\n"
           "  --theme T          light, dark or contrast\n"
           "  --lang L           en, vi or tr\n"
           "  --frame-stats      show frame timing and print it to stderr every 60 frames\n"
           "  --write-board FILE write the final board as a puzzle line to FILE at exit\n"
           "  --watch ALGO       open in Watch mode and play the search: naive, mrv,\n"
           "                     propagate, dlx (Algorithm X; dlx/first or dlx/fewest\n"
           "                     sets its column rule) or switches such as\n"
           "                     var=mrv-degree,val=lcv,infer=fc,seed=7\n"
           "  --compare ALGO     with --watch: a second search side by side, with its own\n"
           "                     switches, value order and seed (var=mrv,val=asc)\n"
           "  --speed N          Watch mode speed in steps per second, or turbo (default 10)\n"
           "  --present          presentation mode (high contrast, large, board + counters + "
           "code)\n"
           "  --watch-session F  open a saved Watch session (puzzle, algorithm, position)\n"
           "  --predict WHEN     with --watch: the class predicts each step; ask at every\n"
           "                     decision, after each backtrack, or every N decisions\n"
           "                     (every, backtrack or N)\n"
           "  --code LANG        the code beside the board: pseudo, python or csharp\n"
           "  --version          print the version\n"
           "  -h, --help         this text\n"
           "\n"
           "files: $XDG_DATA_HOME/sudoku-lab/ (autosave.json, statistics.json, recent.json),\n"
           "$XDG_CONFIG_HOME/sudoku-lab/settings.json (defaults ~/.local/share, ~/.config)\n";
}

}  // namespace sudoku::app
