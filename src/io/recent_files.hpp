// The Open dialog's recent files, most recent first, kept in $XDG_DATA_HOME/sudoku-lab/recent.json
// as {"format": "sudoku-lab-recent", "version": 1, "files": ["/path/a.json", ...]}; a path that
// is not valid UTF-8 (JSON cannot hold it as a string) is written as {"bytes": "<hex>"}.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "io/file_error.hpp"

namespace sudoku::io {

inline constexpr std::size_t kMaxRecentFiles = 10;

// Moves (or adds) `path` to the front and keeps at most kMaxRecentFiles entries.
void remember_file(std::vector<std::string>& recent, const std::string& path);

[[nodiscard]] std::string recent_files_to_text(const std::vector<std::string>& recent);
// Errors name the field; empty and over-long lists are fine (the list is trimmed).
[[nodiscard]] FileResult<std::vector<std::string>> recent_files_from_text(std::string_view text);

[[nodiscard]] std::filesystem::path recent_files_path();  // data_dir()/recent.json
// A missing or damaged file gives an empty list: losing the list costs the player nothing.
[[nodiscard]] std::vector<std::string> load_recent_files(const std::filesystem::path& path);
// The same, but a damaged (or unreadable) file is an error naming it, so the game can say once
// why the list starts empty; a missing file is an empty list.
[[nodiscard]] FileResult<std::vector<std::string>> read_recent_files(
    const std::filesystem::path& path);
[[nodiscard]] FileStatus save_recent_files(const std::filesystem::path& path,
                                           const std::vector<std::string>& recent);

}  // namespace sudoku::io
