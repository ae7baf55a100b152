// Fills a text template: "{1}".."{9}" name values by number (so a translation can put them in
// its own word order), "{}" takes the next value in turn. Shared by error messages and the
// app's string tables.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudoku::core {

// Placeholders without a value (a number past the end, "{}" after the last value) stay as
// they are, so a missing argument shows instead of vanishing.
[[nodiscard]] std::string fill_placeholders(std::string_view pattern,
                                            const std::vector<std::string>& values);

}  // namespace sudoku::core
