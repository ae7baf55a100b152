// Small string predicates the tests' checks share (one copy, so unity batches never clash).
#pragma once

#include <cstddef>
#include <set>
#include <string>

namespace sudoku::test {

// True when `part` occurs in `text`.
inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Every "{}" and "{<digits>}" in `text`: the placeholders of core::fill_placeholders, which a
// translation keeps and a filled text no longer shows. (A hand scan: <regex> costs each unity
// batch that includes it 5-8 s of compile time.)
inline std::multiset<std::string> brace_placeholders(const std::string& text) {
    std::multiset<std::string> found;
    for (std::size_t open = text.find('{'); open != std::string::npos;
         open = text.find('{', open + 1)) {
        std::size_t close = open + 1;
        while (close < text.size() && text[close] >= '0' && text[close] <= '9')
            ++close;
        if (close < text.size() && text[close] == '}')
            found.insert(text.substr(open, close - open + 1));
    }
    return found;
}

}  // namespace sudoku::test
