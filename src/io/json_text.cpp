#include "io/json_text.hpp"

#include <fstream>
#include <sstream>

namespace sudoku::io {

std::optional<std::string> read_text_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return ss.str();
}

}  // namespace sudoku::io
