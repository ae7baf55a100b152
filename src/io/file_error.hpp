// Errors of the io layer: which field of which file is wrong, as data and as one line of text.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/base/result.hpp"

namespace sudoku::io {

// A core::Error (a code and its args, rendered by i18n::describe) that also names the field.
// In words it is the whole line for a dialog: "moves[3]: r1c1 is a given and cannot be
// changed"; as an Error it is the field (code Prefixed) around the problem found there.
struct FileError : core::Error {
    // Where the problem is: a JSON path such as "moves[3].cell" or "puzzle.givens"; empty when
    // it concerns the whole file (cannot be read, not JSON).
    std::string field;
};

template <class T>
using FileResult = core::Result<T, FileError>;

// nullopt = success.
using FileStatus = std::optional<FileError>;

// A FileError that reads "<field>: <problem>" (or just the problem for an empty field); the
// problem is untranslated text (a library's message).
[[nodiscard]] FileError file_error(std::string field, const std::string& problem);
// The same for a problem that can be translated (its code and args are kept).
[[nodiscard]] FileError file_error(std::string field, core::Error problem);

// "cannot read <path>", for a file that exists but cannot be read.
[[nodiscard]] core::Error cannot_read(const std::filesystem::path& path);

}  // namespace sudoku::io
