// libFuzzer target: the puzzle line reader (grid, options, region map) on arbitrary bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/text/puzzle_line.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)core::is_skippable_line(text);
    auto board = core::parse_puzzle_line(text);
    if (!board) {
        fuzz::check_error_message(sudoku::i18n::english(board.error()));
        return 0;
    }
    fuzz::check_board(*board);
    return 0;
}
