// libFuzzer target: the reader of the puzzles made ahead on arbitrary text. A damaged file is
// an error with a message (the game then discards it); an accepted pool saves and reads back
// equal, and everything in it parses as the puzzle lines the dialog starts.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/text/puzzle_line.hpp"
#include "fuzz_check.hpp"
#include "i18n/describe.hpp"
#include "io/puzzle_pool_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto pool = io::puzzle_pool_from_text(text);
    if (!pool) {
        fuzz::check_error_message(sudoku::i18n::english(pool.error()));
        return 0;
    }
    for (const core::PoolKind& kind : pool->kinds())
        for (const core::PooledPuzzle& puzzle : kind.puzzles)
            SUDOKU_FUZZ_CHECK(core::parse_puzzle_line(puzzle.puzzle).ok() &&
                                  core::parse_puzzle_line(puzzle.solution).ok(),
                              "an accepted pool holds a line that does not parse");
    const std::string saved = io::puzzle_pool_to_text(*pool);
    auto again = io::puzzle_pool_from_text(saved);
    SUDOKU_FUZZ_CHECK(
        again.ok() && again->kinds() == pool->kinds() && again->handed_out() == pool->handed_out(),
        "save -> load changed the pool:\n" + saved);
    return 0;
}
