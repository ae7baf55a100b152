// Shared invariant checks for the libFuzzer targets: a failed check prints why and aborts, which
// libFuzzer reports as a crash and saves the input that caused it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/grid/board.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

namespace sudoku::fuzz {

[[noreturn]] inline void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz invariant failed: %s\n  %s\n", what, detail.c_str());
    std::abort();
}

#define SUDOKU_FUZZ_CHECK(cond, detail)                     \
    do {                                                    \
        if (!(cond)) ::sudoku::fuzz::fail(#cond, (detail)); \
    } while (false)

// Errors end up as one line of a terminal (CLI) or a dialog (GUI): short, never empty, and free of
// raw control or binary bytes copied from the input.
inline void check_error_message(const std::string& msg) {
    SUDOKU_FUZZ_CHECK(!msg.empty(), "empty error message");
    SUDOKU_FUZZ_CHECK(msg.size() <= 300, "error message of " + std::to_string(msg.size()) +
                                             " bytes: " + msg.substr(0, 300) + "...");
    for (char c : msg) {
        const auto u = static_cast<unsigned char>(c);
        SUDOKU_FUZZ_CHECK(u >= 0x20 && u < 0x7f,
                          "raw byte " + std::to_string(u) + " in error message: " + msg);
    }
}

// Whatever a reader accepted must be a well-formed board that survives the puzzle line round
// trip unchanged, and every query a view or solver makes on it must be safe to call.
inline void check_board(const core::Board& board) {
    const core::Layout& layout = board.layout();
    const int n = board.size();
    SUDOKU_FUZZ_CHECK(n >= core::kMinSize && n <= core::kMaxSize, "size " + std::to_string(n));
    SUDOKU_FUZZ_CHECK(board.cell_count() == n * n,
                      "cell count " + std::to_string(board.cell_count()));
    for (int c = 0; c < board.cell_count(); ++c) {
        const auto cell = static_cast<core::Cell>(c);
        SUDOKU_FUZZ_CHECK(board.at(cell) <= n, layout.cell_name(cell));
        SUDOKU_FUZZ_CHECK(layout.box_of(cell) >= 0 && layout.box_of(cell) < n,
                          layout.cell_name(cell));
        (void)board.candidates(cell);
    }
    for (int u = 0; u < static_cast<int>(layout.units().size()); ++u)
        (void)layout.unit_name(u);
    (void)layout.describe();
    (void)board.is_consistent();

    const std::string line = core::format_puzzle_line(board);
    auto again = core::parse_puzzle_line(line);
    SUDOKU_FUZZ_CHECK(again.ok(),
                      "formatted line does not parse back: " + line + "\n  error: " +
                          (again.ok() ? std::string() : sudoku::i18n::english(again.error())));
    SUDOKU_FUZZ_CHECK(*again == board, "round trip changed the board: " + line);
    SUDOKU_FUZZ_CHECK(core::format_puzzle_line(*again) == line,
                      "formatting is not stable: " + line);
}

}  // namespace sudoku::fuzz
