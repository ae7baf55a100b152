// Reading and writing a path the player typed, which may be no file at all (a named pipe, a
// device such as /dev/zero, a folder, a symlink loop): the type is checked first and the file
// is opened without waiting, so nothing here ever blocks the game, and every refusal names the
// path and the reason.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "io/file_error.hpp"

namespace sudoku::io {

// The whole file when it is a regular file (after symlinks) of at most max_bytes. Errors:
// PathIsFolder, PathIsPipe, PathIsDevice, PathTooLarge, or CannotReadBecause with the system's
// reason ("Too many levels of symbolic links").
[[nodiscard]] FileResult<std::string> read_regular_file(const std::filesystem::path& path,
                                                        std::size_t max_bytes);

// Writes `text` to `path` without waiting: a regular file is created or replaced in place; a
// named pipe is written only when a reader holds it open (else PipeHasNoReader at once); a
// folder is refused. For --write-board, whose reader may well be a pipe.
[[nodiscard]] FileStatus write_text_without_waiting(const std::filesystem::path& path,
                                                    std::string_view text);

}  // namespace sudoku::io
