#include "io/paths.hpp"

#include <cstdlib>
#include <fstream>
#include <string>

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

namespace {

std::filesystem::path home_dir() {
    const char* home = std::getenv("HOME");
    return home && *home ? std::filesystem::path(home) : std::filesystem::current_path();
}

// XDG_DOCUMENTS_DIR="$HOME/Documents" in user-dirs.dirs, with $HOME expanded; empty when absent.
std::filesystem::path user_dirs_documents() {
    std::ifstream in(base_dir("XDG_CONFIG_HOME", ".config") / "user-dirs.dirs");
    const std::string key = "XDG_DOCUMENTS_DIR=\"";
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(key, 0) != 0 || line.size() < key.size() + 1 || line.back() != '"') continue;
        std::string value = line.substr(key.size(), line.size() - key.size() - 1);
        if (value.rfind("$HOME", 0) == 0) value = home_dir().string() + value.substr(5);
        return value;
    }
    return {};
}

bool usable(const std::filesystem::path& folder) {
    std::error_code ec;
    return folder.is_absolute() && std::filesystem::is_directory(folder, ec);
}

}  // namespace

std::filesystem::path documents_dir() {
    if (const char* value = std::getenv("XDG_DOCUMENTS_DIR"); value && usable(value)) return value;
    if (const std::filesystem::path listed = user_dirs_documents(); usable(listed)) return listed;
    if (const std::filesystem::path documents = home_dir() / "Documents"; usable(documents))
        return documents;
    return home_dir();
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
