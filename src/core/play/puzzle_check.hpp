// Validation of a puzzle a player typed or pasted, before play starts, in two stages: reading
// (format, parse errors with their line, values out of range, conflicting givens: cheap, run on
// every edit) and counting solutions (up to two, bounded: can be slow on 25x25, so the GUI runs
// it off the frame loop). The verdict says whether the puzzle may be played.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fast/fast_solver.hpp"
#include "core/grid/validation.hpp"
#include "core/text/text_formats.hpp"

namespace sudoku::core {

enum class PuzzleVerdict : std::uint8_t {
    Empty,             // no puzzle in the text
    Unreadable,        // a parse error (the message names line and position)
    OutOfRange,        // values above N (marked on the preview)
    Conflicts,         // givens that repeat a digit in a unit (outlined on the preview)
    Counting,          // readable and consistent; solutions not counted yet
    NoSolution,        // the complete search found none
    Unique,            // exactly one solution: playable
    SeveralSolutions,  // two or more
    Undecided,         // the guess budget ran out (or the count was cancelled) first
    TooOpen,           // too few givens to answer in a second (FastSolveResult::too_open)
};

struct PuzzleReading {
    TextFormat format = TextFormat::PuzzleLines;
    int puzzle_count = 0;        // puzzles in the text; the first one is checked
    int line = 0;                // source line of the checked puzzle (or of its error)
    std::optional<Error> error;  // "line 3: position 12: unknown symbol 'x' ..."; none when read
    std::optional<Board> board;  // the puzzle read (out-of-range cells left empty)
    std::vector<OutOfRange> out_of_range;  // values above N, by cell
    std::vector<Conflict> conflicts;       // between givens, as find_conflicts reports them
};

// Reads the first puzzle of the text (any format of core/text_formats.hpp) and checks its
// givens. Values out of range do not stop the reading: they are listed and left empty, so
// the rest of the board can still be shown and checked.
[[nodiscard]] PuzzleReading read_custom_puzzle(std::string_view text);

// Guesses allowed when counting the solutions of a typed puzzle: far more than any real
// puzzle needs (the hardest 9x9 take thousands), small enough to end in seconds.
inline constexpr std::uint64_t kCustomCountGuessLimit = 5'000'000;

// Counts up to two solutions, bounded by guess_limit and stoppable through cancel; a grid too
// open to answer stops after about a second (kOpenGridGuesses, then too_open).
[[nodiscard]] FastSolveResult count_custom_solutions(
    const Board& puzzle, std::uint64_t guess_limit = kCustomCountGuessLimit,
    const std::atomic<bool>* cancel = nullptr);

// The verdict for a reading and, when the reading is clean, its count (nullptr: not yet).
[[nodiscard]] PuzzleVerdict puzzle_verdict(const PuzzleReading& reading,
                                           const FastSolveResult* count);

// Only a puzzle with exactly one solution is played: with several, checking entries against
// one of them would mark correct moves of the other as mistakes.
[[nodiscard]] inline bool is_playable(PuzzleVerdict verdict) {
    return verdict == PuzzleVerdict::Unique;
}

// A puzzle with several solutions may still be played when the player asks, with a warning:
// Check judges against the one solution found first, and hints are off (they would prove
// digits the puzzle does not force). Such a game carries kSeveralSolutionsLabel (game.hpp).
[[nodiscard]] inline bool playable_anyway(PuzzleVerdict verdict) {
    return verdict == PuzzleVerdict::SeveralSolutions;
}

}  // namespace sudoku::core
