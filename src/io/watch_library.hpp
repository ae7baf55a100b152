// A teacher's library of prepared Watch sessions: one named session file per demo in
// data_dir()/watch-sessions/, listed by name, opened with one click, exported and imported as
// files to share with a class. The files are ordinary watch sessions (see watch_session.hpp).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "io/watch_session.hpp"

namespace sudoku::io {

struct WatchLibraryEntry {
    std::string name;  // the session's "name", or its file name without .json
    std::filesystem::path path;
    // What the list shows beside the name: "naive", "mrv vs naive"; empty when unreadable.
    std::string algorithms;
    int size = 0;       // board size N (0 when unreadable)
    std::string error;  // why the file cannot be opened (empty when it can)
};

// data_dir()/watch-sessions
[[nodiscard]] std::filesystem::path watch_library_dir();

// The *.json files of `dir`, sorted by name (case-insensitive bytes); a missing folder is an
// empty library. Unreadable or invalid files are listed with their error, never skipped.
[[nodiscard]] std::vector<WatchLibraryEntry> list_watch_library(const std::filesystem::path& dir);

// A name a session can carry: not blank, at most kWatchSessionNameMax bytes, no control
// characters. Returns what is wrong (English, for the CLI and logs), or "" when it is fine.
[[nodiscard]] std::string watch_session_name_problem(std::string_view name);

// The file a name is stored in: letters and digits kept (UTF-8 bytes too), anything else
// becomes '-', at most 60 bytes, plus ".json" ("Lesson 1: naive" -> "Lesson-1-naive.json").
[[nodiscard]] std::filesystem::path watch_library_file(const std::filesystem::path& dir,
                                                       std::string_view name);

// Saves `session` under `name` (set as its "name"), replacing a session of the same name.
[[nodiscard]] FileResult<std::filesystem::path> save_to_watch_library(
    const std::filesystem::path& dir, std::string_view name, WatchSession session);

// Copies a session file into the library after validating it completely; a name already in
// use gets " (2)", " (3)"... Returns the new entry's path.
[[nodiscard]] FileResult<std::filesystem::path> import_to_watch_library(
    const std::filesystem::path& dir, const std::filesystem::path& source);

// Removes one session file of the library.
[[nodiscard]] FileStatus remove_from_watch_library(const std::filesystem::path& path);

}  // namespace sudoku::io
