// libFuzzer target: the printed-grid reader on arbitrary text; what it reads must survive
// the pretty print and read back unchanged.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../error_words.hpp"
#include "core/text/grid_text.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)core::looks_like_grid(text);
    const core::TextPuzzle puzzle = core::parse_grid(text);
    if (!puzzle.board) {
        fuzz::check_error_message(sudoku::test::puzzle_error_text(puzzle));
        return 0;
    }
    const core::Board& board = *puzzle.board;
    fuzz::check_board(board);
    const std::string pretty = core::format_pretty(board);
    const core::TextPuzzle again = core::parse_grid(pretty);
    SUDOKU_FUZZ_CHECK(
        again.board.ok(),
        "pretty print does not read back:\n" + pretty + "  error: " +
            (again.board.ok() ? std::string() : sudoku::test::puzzle_error_text(again)));
    SUDOKU_FUZZ_CHECK(*again.board == board,
                      "pretty print round trip changed the board:\n" + pretty);
    return 0;
}
