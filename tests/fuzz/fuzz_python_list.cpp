// libFuzzer target: the Python list literal reader (the lessons' `cau_do = [[...], ...]`).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../error_words.hpp"
#include "core/text/python_list.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto puzzles = core::parse_python_lists(text);
    int previous_line = 0;
    for (const core::TextPuzzle& puzzle : puzzles) {
        // Puzzles come in text order, each with a line that exists in the text.
        SUDOKU_FUZZ_CHECK(
            puzzle.line >= previous_line && puzzle.line >= 1,
            "line " + std::to_string(puzzle.line) + " after line " + std::to_string(previous_line));
        previous_line = puzzle.line;
        if (puzzle.board)
            fuzz::check_board(*puzzle.board);
        else
            fuzz::check_error_message(sudoku::test::puzzle_error_text(puzzle));
    }
    return 0;
}
