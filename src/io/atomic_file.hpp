// Crash-safe file replacement: the file on disk is always either the old or the new version,
// whatever moment a crash or power cut strikes, and the previous version can be kept as .bak.
#pragma once

#include <filesystem>
#include <string_view>

#include "io/file_error.hpp"

namespace sudoku::io {

struct AtomicWriteOptions {
    bool keep_backup = true;  // the replaced version stays as "<name>.bak"
};

// Writes `text` to a temporary file in the same folder (creating the folder), flushes it to
// disk (fsync), hard-links the current file to "<name>.bak", then renames the temporary file
// over `path` and syncs the folder. On failure `path` is left as it was.
[[nodiscard]] FileStatus write_file_atomic(const std::filesystem::path& path, std::string_view text,
                                           const AtomicWriteOptions& options = {});

// "<path>.bak"
[[nodiscard]] std::filesystem::path backup_path(const std::filesystem::path& path);

}  // namespace sudoku::io
