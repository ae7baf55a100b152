// libFuzzer target: the region-map reader and jigsaw layout validation. The first byte picks the
// size and the X / hyper options, the rest is the region map, so nearly every input reaches the
// region checks instead of stopping at the grid length.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/text/puzzle_line.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    if (size == 0) return 0;
    const int span = core::kMaxSize - core::kMinSize + 1;
    const int n = core::kMinSize + (data[0] & 0x3f) % span;
    std::string line(static_cast<std::size_t>(n * n), '.');
    if (data[0] & 0x40) line += " x";
    if (data[0] & 0x80) line += " hyper";
    line += " regions=";
    line.append(reinterpret_cast<const char*>(data + 1), size - 1);
    auto board = core::parse_puzzle_line(line);
    if (!board) {
        fuzz::check_error_message(sudoku::i18n::english(board.error()));
        return 0;
    }
    SUDOKU_FUZZ_CHECK(board->layout().is_jigsaw(), "regions= accepted but layout is not jigsaw");
    fuzz::check_board(*board);
    return 0;
}
