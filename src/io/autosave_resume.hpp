// Resuming the autosave at start without ever losing a game: an unreadable autosave is moved
// aside (never deleted) and the previous one, "<name>.bak", is resumed in its place.
#pragma once

#include <filesystem>
#include <optional>

#include "core/play/branch_tree.hpp"
#include "core/play/game.hpp"
#include "io/file_error.hpp"

namespace sudoku::io {

struct AutosaveResume {
    std::optional<core::Game> game;  // nothing: start a new game
    core::BranchTree branches;       // the game's what-if branches
    bool from_backup = false;        // the game came from "<name>.bak"
    // Why the autosave itself could not be read (nothing when it was read or did not exist).
    std::optional<FileError> damage;
    // Where the unreadable autosave was moved; empty when it could not be moved.
    std::filesystem::path kept;
    // False when an unreadable autosave could not be moved aside: writing an autosave would
    // then replace it (and turn it into the .bak), so this run must not write one.
    bool writable = true;
};

// Reads `path`; when it is missing, reads "<name>.bak" if there is one (a run that stopped right
// after moving a damaged autosave aside); when it exists but cannot be read, renames it to
// "<name>.unreadable-YYYYMMDD-HHMMSS" (another suffix if taken) and reads "<name>.bak" instead.
// The .bak itself is never modified, so the next autosave cannot overwrite it (the atomic
// writer only backs up a file that exists) until a good autosave has been written.
[[nodiscard]] AutosaveResume resume_autosave(const std::filesystem::path& path);

// Moves `path` to "<name>.unreadable-<stamp>" without replacing any file; the new path, or an
// error (the file is then unchanged).
[[nodiscard]] FileResult<std::filesystem::path> set_aside_unreadable(
    const std::filesystem::path& path);

}  // namespace sudoku::io
