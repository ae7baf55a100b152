// Helpers for reading and writing whole text files used by the io layer.
#pragma once

#include <optional>
#include <string>

namespace sudoku::io {

// The whole file, or nullopt when it cannot be opened or read.
[[nodiscard]] std::optional<std::string> read_text_file(const std::string& path);

}  // namespace sudoku::io
