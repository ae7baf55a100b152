#include "core/play/puzzle_check.hpp"

#include "core/fast/restarting_search.hpp"

namespace sudoku::core {

PuzzleReading read_custom_puzzle(std::string_view text) {
    PuzzleReading reading;
    ParsedText parsed = parse_puzzle_text(text, true);
    reading.format = parsed.format;
    reading.puzzle_count = static_cast<int>(parsed.puzzles.size());
    if (parsed.puzzles.empty()) return reading;
    TextPuzzle& first = parsed.puzzles.front();
    reading.line = first.line;
    if (!first.board) {
        reading.error = first.located_error();
        return reading;
    }
    reading.out_of_range = std::move(first.out_of_range);
    reading.conflicts = find_conflicts(*first.board);
    reading.board = std::move(first.board).value();
    return reading;
}

FastSolveResult count_custom_solutions(const Board& puzzle, std::uint64_t guess_limit,
                                       const std::atomic<bool>* cancel) {
    return fast_solve_restarting(puzzle, FastSolveOptions{.solution_limit = 2,
                                                          .node_limit = guess_limit,
                                                          .cancel = cancel,
                                                          .open_grid_guesses = kOpenGridGuesses});
}

PuzzleVerdict puzzle_verdict(const PuzzleReading& reading, const FastSolveResult* count) {
    if (reading.error) return PuzzleVerdict::Unreadable;
    if (!reading.board) return PuzzleVerdict::Empty;
    if (!reading.out_of_range.empty()) return PuzzleVerdict::OutOfRange;
    if (!reading.conflicts.empty()) return PuzzleVerdict::Conflicts;
    if (count == nullptr) return PuzzleVerdict::Counting;
    if (count->solutions >= 2) return PuzzleVerdict::SeveralSolutions;
    if (count->too_open) return PuzzleVerdict::TooOpen;
    if (count->aborted) return PuzzleVerdict::Undecided;
    return count->solutions == 1 ? PuzzleVerdict::Unique : PuzzleVerdict::NoSolution;
}

}  // namespace sudoku::core
