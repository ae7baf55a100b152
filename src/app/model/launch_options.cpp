#include "app/model/launch_options.hpp"

#include <charconv>
#include <filesystem>

#include "core/text/puzzle_line.hpp"
#include "io/game_file.hpp"

namespace sudoku::app {

namespace {

core::Result<float> parse_scale(const std::string& text) {
    float value = 0.0f;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || value < 1.0f || value > 3.0f)
        return core::Error{"--scale " + text + ": expected a number from 1 to 3"};
    return value;
}

core::Result<ThemeId> parse_theme(const std::string& text) {
    if (text == "light") return ThemeId::Light;
    if (text == "dark") return ThemeId::Dark;
    if (text == "contrast" || text == "high-contrast") return ThemeId::HighContrast;
    return core::Error{"--theme " + text + ": expected light, dark or contrast"};
}

core::Result<Language> parse_language(const std::string& text) {
    for (int i = 0; i < static_cast<int>(Language::Count); ++i)
        if (text == language_code(static_cast<Language>(i))) return static_cast<Language>(i);
    return core::Error{"--lang " + text + ": expected en, vi or tr"};
}

// PUZZLE_LINE | FILE into the options: an existing path is opened as a save or a puzzle text.
std::optional<core::Error> load_argument(const std::string& argument, LaunchOptions& options) {
    std::error_code ec;
    if (std::filesystem::exists(argument, ec)) {
        auto opened = io::open_game_file(argument);
        if (!opened) {
            options.open_error = opened.error();
            return std::nullopt;
        }
        options.game = std::move(opened->game);
        options.source = std::filesystem::path(argument).filename().string();
        if (opened->from_save) options.save_path = std::filesystem::absolute(argument, ec).string();
        return std::nullopt;
    }
    auto board = core::parse_puzzle_line(argument);
    if (!board) return core::Error{"not a file, and not a puzzle line: " + board.message()};
    auto game = core::Game::start(std::move(board).value());
    if (!game) return core::Error{"cannot play this puzzle: " + game.message()};
    game->set_difficulty("custom");
    options.game = std::move(game).value();
    options.source = kCommandLineSource;
    return std::nullopt;
}

}  // namespace

core::Game lesson_game() {
    auto game = core::Game::start(core::parse_puzzle_line(kDefaultPuzzle).value());
    // The lesson puzzle is a constant with a unique solution: this cannot fail.
    game->set_difficulty("lesson");
    return std::move(game).value();
}

core::Result<LaunchOptions> parse_launch_options(const std::vector<std::string>& args) {
    LaunchOptions options;
    bool have_puzzle = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto value = [&]() -> core::Result<std::string> {
            if (i + 1 >= args.size()) return core::Error{arg + " needs a value"};
            return args[++i];
        };
        if (arg == "--help" || arg == "-h") {
            options.show_help = true;
        } else if (arg == "--frame-stats") {
            options.frame_stats = true;
        } else if (arg == "--scale" || arg == "--theme" || arg == "--lang" ||
                   arg == "--write-board") {
            auto v = value();
            if (!v) return v.error();
            if (arg == "--scale") {
                auto s = parse_scale(*v);
                if (!s) return s.error();
                options.ui_scale = *s;
            } else if (arg == "--theme") {
                auto t = parse_theme(*v);
                if (!t) return t.error();
                options.theme = *t;
            } else if (arg == "--lang") {
                auto l = parse_language(*v);
                if (!l) return l.error();
                options.language = *l;
            } else {
                options.write_board = *v;
            }
        } else if (auto watch = parse_watch_option(args, i, options.watch); !watch) {
            return watch.error();
        } else if (*watch) {
            // a Watch mode option, read by parse_watch_option
        } else if (arg.size() > 1 && arg.starts_with("--")) {
            return core::Error{arg + ": unknown option (see --help)"};
        } else if (have_puzzle) {
            return core::Error{arg + ": only one puzzle (line or file) can be given"};
        } else {
            if (auto error = load_argument(arg, options)) return *error;
            have_puzzle = true;
        }
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
           "\n"
           "options:\n"
           "  --scale S          interface size, 1 to 3 (for a projector)\n"
           "  --theme T          light, dark or contrast\n"
           "  --lang L           en, vi or tr\n"
           "  --frame-stats      show frame timing and print it to stderr every 60 frames\n"
           "  --write-board FILE write the final board as a puzzle line to FILE at exit\n"
           "  --watch ALGO       open in Watch mode and play the search: naive, mrv or propagate\n"
           "  --compare ALGO     with --watch: a second algorithm side by side\n"
           "  --speed N          Watch mode speed in steps per second, or turbo (default 10)\n"
           "  --present          presentation mode (high contrast, large, board + counters + "
           "code)\n"
           "  --watch-session F  open a saved Watch session (puzzle, algorithm, position)\n"
           "  -h, --help         this text\n"
           "\n"
           "files: $XDG_DATA_HOME/sudoku-lab/ (autosave.json, statistics.json, recent.json),\n"
           "$XDG_CONFIG_HOME/sudoku-lab/settings.json (defaults ~/.local/share, ~/.config)\n";
}

}  // namespace sudoku::app
