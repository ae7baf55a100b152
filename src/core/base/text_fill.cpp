#include "core/base/text_fill.hpp"

namespace sudoku::core {

std::string fill_placeholders(std::string_view pattern, const std::vector<std::string>& values) {
    std::string out;
    std::size_t next = 0;
    std::size_t i = 0;
    while (i < pattern.size()) {
        if (pattern.compare(i, 2, "{}") == 0 && next < values.size()) {
            out += values[next++];
            i += 2;
            continue;
        }
        const bool numbered = i + 2 < pattern.size() && pattern[i] == '{' &&
                              pattern[i + 1] >= '1' && pattern[i + 1] <= '9' &&
                              pattern[i + 2] == '}';
        const std::size_t index = numbered ? static_cast<std::size_t>(pattern[i + 1] - '1') : 0;
        if (numbered && index < values.size()) {
            out += values[index];
            i += 3;
            continue;
        }
        out += pattern[i++];
    }
    return out;
}

}  // namespace sudoku::core
