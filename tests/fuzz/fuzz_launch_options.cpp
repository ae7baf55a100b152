// libFuzzer target: the game's command line (app/launch_options, app/watch_launch) on arbitrary
// argument lists, one argument per input line. No argument names a real file ('/' is replaced,
// and a word naming something in the working folder is renamed), so FILE arguments take the
// puzzle-line path (the file loaders have their own targets); the parser must never crash,
// and what it accepts must be a sound game.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/launch_options.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        const char c = static_cast<char>(data[i]);
        if (c == '\n') {
            args.emplace_back();
        } else {
            args.back() += c == '/' ? '_' : c;
        }
    }
    if (size == 0) args.clear();
    // A puzzle line starts a game, which searches for its solution under the game's budget
    // (kGameSolveGuessLimit): seconds for a 25x25 line without a quick solution, too slow for
    // a fuzz run. Lines up to 20x20 are kept; reading long lines has its own target.
    for (std::string& arg : args) {
        if (arg.size() > 400) return 0;
        std::error_code ec;
        if (std::filesystem::exists(arg, ec) || ec) arg.insert(0, "missing-");
    }
    auto options = app::parse_launch_options(args);
    if (!options) {
        SUDOKU_FUZZ_CHECK(!sudoku::i18n::english(options.error()).empty(), "empty error message");
        // One line on the terminal: the echoed argument's control bytes are replaced.
        for (const char c : sudoku::i18n::english(options.error()))
            SUDOKU_FUZZ_CHECK(
                static_cast<unsigned char>(c) >= 0x20 && c != 0x7f,
                "control byte in the error: " + sudoku::i18n::english(options.error()));
        return 0;
    }
    if (options->ui_scale)
        SUDOKU_FUZZ_CHECK(*options->ui_scale >= 1.0f && *options->ui_scale <= 3.0f,
                          "scale out of range: " + std::to_string(*options->ui_scale));
    if (options->game) {
        fuzz::check_board(options->game->puzzle());
        SUDOKU_FUZZ_CHECK(options->game->solution().is_solved(), "the game's solution is unsolved");
        SUDOKU_FUZZ_CHECK(options->game->puzzle().agrees_with(options->game->solution()),
                          "the solution changes a given");
    }
    if (options->open_error) fuzz::check_error_message(sudoku::i18n::english(*options->open_error));
    return 0;
}
