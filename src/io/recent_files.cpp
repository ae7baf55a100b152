#include "io/recent_files.hpp"

#include <algorithm>

#include "io/atomic_file.hpp"
#include "io/json_fields.hpp"
#include "io/json_text.hpp"
#include "io/paths.hpp"

namespace sudoku::io {

using namespace json_fields;

namespace {

constexpr std::string_view kRecentFormat = "sudoku-lab-recent";
constexpr int kRecentVersion = 1;

}  // namespace

void remember_file(std::vector<std::string>& recent, const std::string& path) {
    recent.erase(std::remove(recent.begin(), recent.end(), path), recent.end());
    recent.insert(recent.begin(), path);
    if (recent.size() > kMaxRecentFiles) recent.resize(kMaxRecentFiles);
}

std::string recent_files_to_text(const std::vector<std::string>& recent) {
    Json root;
    root["format"] = kRecentFormat;
    root["version"] = kRecentVersion;
    root["files"] = recent;
    return root.dump(1) + "\n";
}

FileResult<std::vector<std::string>> recent_files_from_text(std::string_view text) {
    try {
        const Json root = parse(text);
        as_object(root, "");
        check_header(root, kRecentFormat, kRecentVersion);
        const Json& files = as_array(member(root, "", "files"), "files");
        std::vector<std::string> out;
        for (std::size_t i = 0; i < files.size() && out.size() < kMaxRecentFiles; ++i) {
            const std::string& path = as_string(files[i], element("files", i));
            if (path.empty()) fail(element("files", i), "empty path");
            if (std::find(out.begin(), out.end(), path) == out.end()) out.push_back(path);
        }
        return out;
    } catch (const FileError& e) {
        return e;
    }
}

std::filesystem::path recent_files_path() {
    return data_dir() / "recent.json";
}

std::vector<std::string> load_recent_files(const std::filesystem::path& path) {
    const auto text = read_text_file(path.string());
    if (!text) return {};
    auto recent = recent_files_from_text(*text);
    return recent ? std::move(recent).value() : std::vector<std::string>{};
}

FileStatus save_recent_files(const std::filesystem::path& path,
                             const std::vector<std::string>& recent) {
    return write_file_atomic(path, recent_files_to_text(recent), {.keep_backup = false});
}

}  // namespace sudoku::io
