// Puzzles for a command: read from the files named on the command line or from standard input
// ('-' or no operand), in any text format (puzzle lines, grid, Python list; see text_formats).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "core/text/text_puzzle.hpp"

namespace sudoku::cli {

struct InputPuzzle {
    std::string origin;        // the file the puzzle came from ("standard input" for '-')
    bool name_origin = false;  // several inputs: say which file in messages
    core::TextPuzzle text;

    // "line 7" or, with several inputs, "puzzles.txt: line 7".
    [[nodiscard]] std::string where() const;
};

// The most a command reads from one operand (file or standard input): 16 MiB holds about
// 26,000 puzzle lines of 25x25, far beyond any real collection. Larger input is refused.
inline constexpr std::size_t kMaxInputBytes = std::size_t{16} << 20;

// The whole text of an operand ('-' = standard input). Error: "cannot read 'x.txt': <reason>",
// or "'x.txt' is larger than 16 MiB, the limit for puzzle input".
[[nodiscard]] core::Result<std::string> read_source(const std::string& operand);

// Every puzzle of every operand (standard input when there is none), in order.
[[nodiscard]] core::Result<std::vector<InputPuzzle>> read_inputs(
    const std::vector<std::string>& operands);

// The same puzzles handed to `fn` one at a time as they are read, so a caller that keeps only
// what it needs of each (bench: 81 digits) holds one parsed puzzle at a time. Returns how many
// puzzles there were, or the error of an operand that cannot be read (puzzles of the operands
// before it have been handed over).
[[nodiscard]] core::Result<std::size_t> for_each_input(
    const std::vector<std::string>& operands, const std::function<void(InputPuzzle&&)>& fn);

// Why a puzzle cannot be used, as "line 7: <reason>": it did not read, or its givens conflict.
// Empty when the puzzle is fine.
[[nodiscard]] std::string puzzle_problem(const InputPuzzle& puzzle);

// What a command did with one puzzle: Stopped = a search hit its limit before answering.
enum class Outcome : std::uint8_t { Ok, Failed, Stopped };

// One usable puzzle handed to a command, with its place among the inputs.
struct PuzzleContext {
    const InputPuzzle& input;
    const core::Board& board;  // read, with consistent givens
    std::size_t index;         // 0-based among all puzzles of the inputs
    std::size_t count;         // how many puzzles the inputs hold (0 with Reading::Stream)
};

// Stream: each puzzle is handled as soon as its line is read (count unknown); Whole: all the
// input is read first (the command needs the count).
enum class Reading : std::uint8_t { Stream, Whole };

// The common shape of the per-puzzle commands: reads the inputs (an unreadable file is an error
// naming it, exit 2, after the answers for the operands before it; no puzzle at all is exit 1),
// prints "invalid: line N: <reason>" for each puzzle that cannot be used, and hands every other
// board to `fn`, which writes its own output; on a pipe or terminal each answer is flushed as
// it is made. Returns 0 when every puzzle gave Ok, 3 when some search stopped at its limit,
// else 1.
int run_per_puzzle(const CommandSpec& spec, const Args& args,
                   const std::function<Outcome(const PuzzleContext&, std::ostream&)>& fn,
                   Reading reading = Reading::Stream);

// Puzzle `index` (1-based) of one operand: a file, '-' for standard input, or else the text
// itself (a puzzle line). Errors name what is missing ("no puzzle number 3 in 'x.txt'"), a
// puzzle that does not read, or conflicting givens. For the commands that take one puzzle.
[[nodiscard]] core::Result<core::Board> read_indexed_puzzle(const std::string& operand,
                                                            std::uint64_t index);

}  // namespace sudoku::cli
