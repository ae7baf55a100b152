// The five difficulty levels a player sees (002's Easy/Medium/Hard plus Expert and Evil), and
// the seam through which the generator asks a grader for a puzzle's level.
#pragma once

#include <functional>
#include <optional>
#include <string_view>

#include "core/board.hpp"

namespace sudoku::core {

// Ordered: a later level needs harder techniques. Easy = singles, Medium = + box/line,
// Hard = + subsets, Expert = + fish, wings, chains, Evil = needs guessing.
enum class Difficulty : std::uint8_t { Easy, Medium, Hard, Expert, Evil };

// "easy", "medium", "hard", "expert", "evil".
[[nodiscard]] const char* difficulty_name(Difficulty d);
// Accepts the names above in any letter case.
[[nodiscard]] std::optional<Difficulty> parse_difficulty(std::string_view name);

// Grades a puzzle that has exactly one solution. The logical grader plugs in here; the
// generator never depends on how the grade is computed.
using GradeFn = std::function<Difficulty(const Board& puzzle)>;

}  // namespace sudoku::core
