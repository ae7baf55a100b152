// Errors of the io layer: which field of which file is wrong, as data and as one line of text.
#pragma once

#include <optional>
#include <string>

#include "core/result.hpp"

namespace sudoku::io {

struct FileError {
    // Where the problem is: a JSON path such as "moves[3].cell" or "puzzle.givens"; empty when
    // it concerns the whole file (cannot be read, not JSON).
    std::string field;
    // The whole one-line message for a dialog: "moves[3]: r1c1 is a given and cannot be changed".
    std::string message;
};

template <class T>
using FileResult = core::Result<T, FileError>;

// nullopt = success.
using FileStatus = std::optional<FileError>;

// A FileError whose message is "<field>: <problem>" (or just the problem for an empty field).
[[nodiscard]] FileError file_error(std::string field, const std::string& problem);

}  // namespace sudoku::io
