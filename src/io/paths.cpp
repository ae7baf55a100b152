#include "io/paths.hpp"

#include <cstdlib>

namespace sudoku::io {

namespace {

constexpr const char* kAppFolder = "sudoku-lab";

// The XDG variable when it holds an absolute path (the spec says to ignore relative ones),
// else $HOME/<fallback>; without HOME, a folder relative to the working directory.
std::filesystem::path base_dir(const char* variable, const char* fallback) {
    if (const char* value = std::getenv(variable); value && *value) {
        const std::filesystem::path path(value);
        if (path.is_absolute()) return path;
    }
    const char* home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : ".") / fallback;
}

}  // namespace

std::filesystem::path data_dir() {
    return base_dir("XDG_DATA_HOME", ".local/share") / kAppFolder;
}

std::filesystem::path config_dir() {
    return base_dir("XDG_CONFIG_HOME", ".config") / kAppFolder;
}

std::filesystem::path autosave_path() {
    return data_dir() / "autosave.json";
}

std::filesystem::path statistics_path() {
    return data_dir() / "statistics.json";
}

std::filesystem::path settings_path() {
    return config_dir() / "settings.json";
}

}  // namespace sudoku::io
