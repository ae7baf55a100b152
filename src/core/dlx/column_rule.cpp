#include "core/dlx/column_rule.hpp"

namespace sudoku::core {

const char* column_rule_name(ColumnRule rule) {
    return rule == ColumnRule::First ? "first" : "fewest";
}

std::optional<ColumnRule> parse_column_rule(std::string_view name) {
    for (const ColumnRule r : {ColumnRule::Fewest, ColumnRule::First})
        if (name == column_rule_name(r)) return r;
    return std::nullopt;
}

}  // namespace sudoku::core
