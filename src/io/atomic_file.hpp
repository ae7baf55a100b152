// Crash-safe file replacement: the file on disk is always either the old or the new version,
// whatever moment a crash or power cut strikes, and the previous version can be kept as .bak.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string_view>

#include "io/file_error.hpp"

namespace sudoku::io {

// The points between the writer's system calls, in order. A crash can only land between two
// of them, so a test that stops the writer at each one in turn covers every crash.
enum class WriteStage : std::uint8_t {
    TempCreated,    // the temporary file exists, empty
    HalfWritten,    // half of the text is in the temporary file
    Written,        // all of it, not yet flushed
    Flushed,        // fsync done, file still open
    Closed,         // temporary file closed, the old file untouched
    OldBackupGone,  // the previous "<name>.bak" removed (keep_backup only)
    BackupLinked,   // the old file is also "<name>.bak" (keep_backup only)
    Renamed,        // the new file is in place
    FolderSynced,   // the rename is durable
};
inline constexpr int kWriteStageCount = 9;

struct AtomicWriteOptions {
    bool keep_backup = true;  // the replaced version stays as "<name>.bak"
    // The program's own files make their folder; a file the user names (sudoku-cli --csv)
    // goes only into a folder that exists.
    bool create_folder = true;
    // Called at each stage; empty in the programs. Tests use it to stop the writer there.
    std::function<void(WriteStage)> at_stage = {};
};

// Writes `text` to a temporary file in the same folder (creating the folder), flushes it to
// disk (fsync), hard-links the current file to "<name>.bak", then renames the temporary file
// over `path` and syncs the folder. On failure `path` is left as it was.
// A symlink is followed: the file it leads to is replaced, beside itself, and the link stays.
// A replaced file keeps its mode (and owner, as root); a new one is the owner's only. The
// temporary name is short (".sudoku.tmp-<pid>-<n>"), so a 255-byte name can be saved (a name
// with no room for ".bak" is saved without a backup). A pipe, terminal or character device
// (/dev/stdout) is written into directly, never replaced; a folder or socket is refused.
[[nodiscard]] FileStatus write_file_atomic(const std::filesystem::path& path, std::string_view text,
                                           const AtomicWriteOptions& options = {});

// Called after each file write_file_atomic put in place, with the file's path: the browser
// build copies its files to the page's lasting storage then (a tab may close at any moment).
// One hook for the program; none by default.
using WrittenHook = void (*)(const std::filesystem::path& path);
void set_written_hook(WrittenHook hook);

// "<path>.bak"
[[nodiscard]] std::filesystem::path backup_path(const std::filesystem::path& path);

}  // namespace sudoku::io
