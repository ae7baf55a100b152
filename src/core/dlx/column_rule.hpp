// How Algorithm X picks the column (constraint) it branches on: the rule is what turns the
// plain exact-cover search into a fast one, so Watch and the CLI let it be switched.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace sudoku::core {

enum class ColumnRule : std::uint8_t {
    Fewest,  // the column with the fewest ones left (Knuth's S heuristic), first on ties
    First,   // the leftmost column still uncovered
};

// "fewest", "first".
[[nodiscard]] const char* column_rule_name(ColumnRule rule);
[[nodiscard]] std::optional<ColumnRule> parse_column_rule(std::string_view name);

}  // namespace sudoku::core
