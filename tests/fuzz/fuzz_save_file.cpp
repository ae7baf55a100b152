// libFuzzer target: the save-file loader on arbitrary text. A file it accepts must be a sound
// game that saves, loads again, and saves to the same text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.hpp"
#include "i18n/describe.hpp"
#include "io/save_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto game = io::load_from_text(text);
    if (!game) {
        fuzz::check_error_message(sudoku::i18n::english(game.error()));
        return 0;
    }
    fuzz::check_board(game->puzzle());
    fuzz::check_board(game->board());
    SUDOKU_FUZZ_CHECK(
        game->board().agrees_with(game->puzzle()) || game->puzzle().agrees_with(game->board()),
        "the board lost a given");
    const std::string saved = io::save_to_text(*game);
    auto again = io::load_from_text(saved);
    SUDOKU_FUZZ_CHECK(
        again.ok(), "a loaded game saves to a file that does not load:\n" + saved + "\n  error: " +
                        (again.ok() ? std::string() : sudoku::i18n::english(again.error())));
    SUDOKU_FUZZ_CHECK(io::save_to_text(*again) == saved, "save -> load -> save changed the text");
    return 0;
}
