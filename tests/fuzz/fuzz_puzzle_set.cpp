// libFuzzer target: the experiment's puzzle-set reader (sudoku-cli experiment --set FILE and the
// game's Experiments window): any text in, a set of well-formed boards with labels, or one short
// error naming the line.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/lab/puzzle_set.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto set = core::puzzle_set_from_text(text);
    if (!set) {
        fuzz::check_error_message(i18n::english(set.error()));
        return 0;
    }
    SUDOKU_FUZZ_CHECK(!set->empty(), "an empty set without an error");
    for (const core::SetPuzzle& puzzle : *set) {
        fuzz::check_board(puzzle.board);
        SUDOKU_FUZZ_CHECK(puzzle.board.is_consistent(), puzzle.label);
        SUDOKU_FUZZ_CHECK(!puzzle.label.empty(), "a puzzle without a label");
        SUDOKU_FUZZ_CHECK(puzzle.givens() <= puzzle.board.cell_count(), puzzle.label);
    }
    return 0;
}
