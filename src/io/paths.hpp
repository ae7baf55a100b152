// Where Sudoku Lab keeps its files, following the XDG base directory specification:
// data (autosave, statistics) and configuration (settings) in per-user folders.
#pragma once

#include <filesystem>

namespace sudoku::io {

// $XDG_DATA_HOME/sudoku-lab, or ~/.local/share/sudoku-lab when unset, empty or relative.
[[nodiscard]] std::filesystem::path data_dir();
// $XDG_CONFIG_HOME/sudoku-lab, or ~/.config/sudoku-lab.
[[nodiscard]] std::filesystem::path config_dir();

// Where a player's own files go by default (a printed PDF): $XDG_DOCUMENTS_DIR (from the
// environment or $XDG_CONFIG_HOME/user-dirs.dirs) when it is an absolute folder that exists,
// else ~/Documents when it exists, else the home folder. Never the hidden data folder.
[[nodiscard]] std::filesystem::path documents_dir();

[[nodiscard]] std::filesystem::path autosave_path();    // data_dir()/autosave.json
[[nodiscard]] std::filesystem::path statistics_path();  // data_dir()/statistics.json
[[nodiscard]] std::filesystem::path settings_path();    // config_dir()/settings.json

}  // namespace sudoku::io
