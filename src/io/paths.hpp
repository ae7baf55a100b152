// Where Sudoku Lab keeps its files, following the XDG base directory specification:
// data (autosave, statistics) and configuration (settings) in per-user folders.
#pragma once

#include <filesystem>

namespace sudoku::io {

// $XDG_DATA_HOME/sudoku-lab, or ~/.local/share/sudoku-lab when unset, empty or relative.
[[nodiscard]] std::filesystem::path data_dir();
// $XDG_CONFIG_HOME/sudoku-lab, or ~/.config/sudoku-lab.
[[nodiscard]] std::filesystem::path config_dir();

[[nodiscard]] std::filesystem::path autosave_path();    // data_dir()/autosave.json
[[nodiscard]] std::filesystem::path statistics_path();  // data_dir()/statistics.json
[[nodiscard]] std::filesystem::path settings_path();    // config_dir()/settings.json

}  // namespace sudoku::io
