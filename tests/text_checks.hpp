// Small string predicates the tests' checks share (one copy, so unity batches never clash).
#pragma once

#include <string>

namespace sudoku::test {

// True when `part` occurs in `text`.
inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace sudoku::test
