#include "app/launch_options.hpp"

#include <charconv>
#include <filesystem>
#include <sstream>

#include "core/puzzle_line.hpp"
#include "io/json_text.hpp"

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

}  // namespace

core::Result<core::Board> load_puzzle_argument(const std::string& argument, std::string* source) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(argument, ec)) {
        const auto text = io::read_text_file(argument);
        if (!text) return core::Error{argument + ": cannot read the file"};
        std::istringstream lines(*text);
        std::string line;
        for (int number = 1; std::getline(lines, line); ++number) {
            if (core::is_skippable_line(line)) continue;
            auto board = core::parse_puzzle_line(line);
            if (!board)
                return core::Error{argument + ":" + std::to_string(number) + ": " +
                                   board.message()};
            if (source != nullptr) *source = std::filesystem::path(argument).filename().string();
            return board;
        }
        return core::Error{argument + ": no puzzle line in the file"};
    }
    auto board = core::parse_puzzle_line(argument);
    if (!board) return core::Error{"not a file, and not a puzzle line: " + board.message()};
    if (source != nullptr) *source = "command line";
    return board;
}

core::Result<LaunchOptions> parse_launch_options(const std::vector<std::string>& args) {
    LaunchOptions options{core::parse_puzzle_line(kDefaultPuzzle).value()};
    options.source = "cau_do (lesson 000)";
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
        } else if (arg.size() > 1 && arg.starts_with("--")) {
            return core::Error{arg + ": unknown option (see --help)"};
        } else if (have_puzzle) {
            return core::Error{arg + ": only one puzzle (line or file) can be given"};
        } else {
            auto board = load_puzzle_argument(arg, &options.source);
            if (!board) return board.error();
            options.puzzle = std::move(board).value();
            have_puzzle = true;
        }
    }
    return options;
}

const char* launch_usage() {
    return "usage: sudoku-lab [options] [PUZZLE_LINE | FILE]\n"
           "\n"
           "Plays the puzzle given as a puzzle line or read from FILE (its first puzzle line),\n"
           "or the first lesson's puzzle when none is given. Puzzle line:\n"
           "  <N*N symbols> [box=RxC] [x] [hyper] [regions=<N*N region ids>]\n"
           "\n"
           "options:\n"
           "  --scale S          interface size, 1 to 3 (for a projector)\n"
           "  --theme T          light, dark or contrast\n"
           "  --lang L           en, vi or tr\n"
           "  --frame-stats      show frame timing and print it to stderr every 60 frames\n"
           "  --write-board FILE write the final board as a puzzle line to FILE at exit\n"
           "  -h, --help         this text\n";
}

}  // namespace sudoku::app
