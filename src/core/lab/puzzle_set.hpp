// The puzzles of an experiment: read from a file's text (any format the project reads), the
// lessons' puzzles compiled in, or generated ("gen:N:D:S": N puzzles at difficulty D, size S).
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"
#include "core/grid/board.hpp"
#include "core/logic/grader.hpp"

namespace sudoku::core {

struct SetPuzzle {
    Board board;
    std::string label;           // where it came from: "line 12", "lesson 2", "generated 3"
    std::optional<Grade> grade;  // known for generated puzzles
    [[nodiscard]] int givens() const { return board.filled_count(); }
};

struct GenerateSetSpec {
    int count = 10;
    Grade difficulty = Grade::Medium;
    int size = 9;
    std::uint64_t seed = 1;  // puzzle i uses seed + i
};

inline constexpr int kMaxGeneratedSet = 10000;

// "gen:20:medium:9" (count 1..10000, a grade name, a size with a default box shape); the
// error names the part that is wrong.
[[nodiscard]] Result<GenerateSetSpec> parse_generate_spec(std::string_view text);

// Every puzzle of the text, in order; the first unreadable or conflicting one fails the whole
// set with its line ("line 7: ..."), and a text without puzzles is an error too.
[[nodiscard]] Result<std::vector<SetPuzzle>> puzzle_set_from_text(std::string_view text);

// The lessons' sample puzzles (assets/puzzles/lesson_*.txt, compiled in).
[[nodiscard]] std::vector<SetPuzzle> lesson_puzzle_set();

// Generates the puzzles one by one; `done` (may be null) counts them for a progress bar and
// `cancel` stops (the error is then the generator's "cancelled").
[[nodiscard]] Result<std::vector<SetPuzzle>> generate_puzzle_set(const GenerateSetSpec& spec,
                                                                 const std::atomic<bool>* cancel,
                                                                 std::atomic<int>* done);

}  // namespace sudoku::core
