#include "io/recent_files.hpp"

#include <algorithm>

#include "io/atomic_file.hpp"
#include "io/display_path.hpp"
#include "io/json_fields.hpp"
#include "io/paths.hpp"

namespace sudoku::io {

using namespace json_fields;

namespace {

constexpr std::string_view kRecentFormat = "sudoku-lab-recent";
constexpr int kRecentVersion = 1;

// JSON strings are UTF-8 but a Linux file name is any bytes: such a name is written as
// {"bytes": "<hex>"} (two lowercase hex digits per byte) so that it reads back exactly.
OrderedJson path_json(const std::string& path) {
    if (is_valid_utf8(path)) return path;
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    for (const char c : path) {
        const auto u = static_cast<unsigned char>(c);
        hex += kHex[u >> 4];
        hex += kHex[u & 15];
    }
    return OrderedJson{{"bytes", hex}};
}

std::string path_of(const Json& v, const std::string& where) {
    if (v.is_string()) return v.get<std::string>();
    as_object(v, where);
    const std::string field = join(where, "bytes");
    const std::string& hex = as_string(member(v, where, "bytes"), field);
    const auto digit = [](char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    };
    std::string path;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
        const int hi = digit(hex[i]);
        const int lo = digit(hex[i + 1]);
        if (hi < 0 || lo < 0) break;
        path += static_cast<char>(hi * 16 + lo);
    }
    if (path.size() * 2 != hex.size())
        fail(field, core::coded_error(core::ErrorCode::JsonHexBytes));
    return path;
}

}  // namespace

void remember_file(std::vector<std::string>& recent, const std::string& path) {
    recent.erase(std::remove(recent.begin(), recent.end(), path), recent.end());
    recent.insert(recent.begin(), path);
    if (recent.size() > kMaxRecentFiles) recent.resize(kMaxRecentFiles);
}

std::string recent_files_to_text(const std::vector<std::string>& recent) {
    OrderedJson root;
    root["format"] = kRecentFormat;
    root["version"] = kRecentVersion;
    root["files"] = OrderedJson::array();
    for (const std::string& path : recent)
        root["files"].push_back(path_json(path));
    return dump(root, 1) + "\n";
}

FileResult<std::vector<std::string>> recent_files_from_text(std::string_view text) {
    try {
        const Json root = parse(text, JsonFileKind::RecentFiles);
        as_object(root, "");
        check_header(root, kRecentFormat, kRecentVersion);
        const Json& files = as_array(member(root, "", "files"), "files");
        std::vector<std::string> out;
        for (std::size_t i = 0; i < files.size() && out.size() < kMaxRecentFiles; ++i) {
            const std::string path = path_of(files[i], element("files", i));
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
    const auto text = read_json_file(path, JsonFileKind::RecentFiles);
    if (!text) return {};
    auto recent = recent_files_from_text(*text);
    return recent ? std::move(recent).value() : std::vector<std::string>{};
}

FileResult<std::vector<std::string>> read_recent_files(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::symlink_status(path, ec)))
        return std::vector<std::string>{};
    const auto text = read_json_file(path, JsonFileKind::RecentFiles);
    if (!text) return text.error();  // names the file already
    auto recent = recent_files_from_text(*text);
    if (!recent) return in_file(path, recent.error());
    return recent;
}

FileStatus save_recent_files(const std::filesystem::path& path,
                             const std::vector<std::string>& recent) {
    return write_file_atomic(path, recent_files_to_text(recent), {.keep_backup = false});
}

}  // namespace sudoku::io
