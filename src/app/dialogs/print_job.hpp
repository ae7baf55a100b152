// Printing off the frame thread: the source file is checked (a regular file of at most
// kMaxPrintSourceBytes, so a named pipe, /dev/zero or a 50 MB file is refused with a message),
// read, its puzzles solved for the answer keys and the PDF written on a worker, so the game
// never freezes; a file of more than kMaxPrintPuzzles puzzles says how many were printed.
#pragma once

#include <atomic>
#include <cstddef>
#include <optional>
#include <string>

#include "core/base/result.hpp"
#include "core/grid/board.hpp"
#include "render/print_document.hpp"

namespace sudoku::app {

// A printout of a whole file stops here (1000 pages at one a page).
inline constexpr std::size_t kMaxPrintPuzzles = 1000;
// As sudoku-cli reads: about 200,000 puzzle lines.
inline constexpr std::size_t kMaxPrintSourceBytes = std::size_t{16} << 20;

struct PrintOrder {
    render::PrintRequest request;       // the layout
    std::string source_path;            // a puzzle file to read, or "" to print `givens`
    std::optional<core::Board> givens;  // the game's puzzle
    std::string output;                 // the PDF's path
    render::PrintWords words;           // in the player's language
};

struct PrintOutcome {
    core::Result<render::PrintSummary> summary{render::PrintSummary{}};
    std::size_t printed = 0;  // puzzles on the pages
    std::size_t total = 0;    // puzzles in the source: more than printed when it was capped
};

// The puzzle with its solution (when unique) for the answer key; the error names the line, or
// is Cancelled when `cancel` was set during the search.
[[nodiscard]] core::Result<render::PrintPuzzle> print_puzzle(const core::Board& board, int line,
                                                             const std::atomic<bool>* cancel);

// Adds the file's puzzles (the first kMaxPrintPuzzles) to the request; the number of puzzles
// the file holds, or the error naming the file (and the line).
[[nodiscard]] core::Result<std::size_t> add_file_puzzles(render::PrintRequest& request,
                                                         const std::string& path,
                                                         const std::atomic<bool>* cancel);

// The whole printout, for the worker: reads the source, then writes the PDF.
[[nodiscard]] PrintOutcome run_print(PrintOrder order, const std::atomic<bool>& cancel);

}  // namespace sudoku::app
