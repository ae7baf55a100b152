#include "app/support/file_name_rules.hpp"

#include <algorithm>
#include <cctype>

namespace sudoku::app {

namespace fs = std::filesystem;

namespace {

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

}  // namespace

bool is_listed_file(const fs::path& path) {
    const std::string ext = lower(path.extension().string());
    return ext == ".json" || ext == ".txt" || ext == ".sdk";
}

fs::path with_save_extension(const fs::path& path) {
    if (path.filename().empty() || is_listed_file(path)) return path;
    fs::path out = path;
    out += lower(path.extension().string()) == ".sudoku" ? ".json" : ".sudoku.json";
    return out;
}

fs::path with_pdf_extension(const fs::path& path) {
    if (path.filename().empty() || lower(path.extension().string()) == ".pdf") return path;
    fs::path out = path;
    out += ".pdf";
    return out;
}

}  // namespace sudoku::app
