// libFuzzer target: a whole pasted text or file, with format detection (puzzle lines, printed
// grid or Python list) and line numbers in errors.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../error_words.hpp"
#include "core/text/text_formats.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const core::ParsedText parsed = core::parse_puzzle_text(text);
    SUDOKU_FUZZ_CHECK(core::detect_text_format(text) == parsed.format, "detection differs");
    (void)core::text_format_name(parsed.format);
    const auto lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const core::TextPuzzle& puzzle : parsed.puzzles) {
        SUDOKU_FUZZ_CHECK(puzzle.line >= 1 && puzzle.line <= lines,
                          "line " + std::to_string(puzzle.line) + " of " + std::to_string(lines));
        if (puzzle.board)
            fuzz::check_board(*puzzle.board);
        else
            fuzz::check_error_message(sudoku::test::puzzle_error_text(puzzle));
    }
    return 0;
}
