#include "io/watch_library.hpp"

#include <algorithm>
#include <system_error>

#include "i18n/describe.hpp"
#include "io/display_path.hpp"
#include "io/paths.hpp"

namespace sudoku::io {

namespace {

constexpr std::size_t kFileStemMax = 60;

std::string lowered(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char ch) {
        return static_cast<char>(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    });
    return out;
}

bool name_taken(const std::vector<WatchLibraryEntry>& entries, std::string_view name,
                const std::filesystem::path& dir) {
    const std::filesystem::path file = watch_library_file(dir, name);
    for (const WatchLibraryEntry& e : entries)
        if (e.name == name || e.path.filename() == file.filename()) return true;
    return false;
}

}  // namespace

std::filesystem::path watch_library_dir() {
    return data_dir() / "watch-sessions";
}

std::vector<WatchLibraryEntry> list_watch_library(const std::filesystem::path& dir) {
    std::vector<WatchLibraryEntry> out;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::filesystem::path& path = it->path();
        if (path.extension() != ".json") continue;
        std::error_code type_ec;
        if (!it->is_regular_file(type_ec)) continue;
        WatchLibraryEntry entry;
        entry.path = path;
        entry.name = path.stem().string();
        auto session = load_watch_session(path);
        if (!session) {
            entry.error = i18n::english(session.error());
        } else {
            if (!session->name.empty()) entry.name = session->name;
            entry.algorithms = core::algorithm_name(session->lanes[0].algorithm);
            if (session->compare)
                entry.algorithms +=
                    std::string(" / ") + core::algorithm_name(session->lanes[1].algorithm);
            entry.size = session->puzzle.size();
        }
        out.push_back(std::move(entry));
    }
    std::sort(out.begin(), out.end(), [](const WatchLibraryEntry& a, const WatchLibraryEntry& b) {
        const std::string la = lowered(a.name), lb = lowered(b.name);
        return la != lb ? la < lb : a.path < b.path;
    });
    return out;
}

std::string watch_session_name_problem(std::string_view name) {
    if (name.find_first_not_of(" \t") == std::string_view::npos) return "the name is empty";
    if (name.size() > kWatchSessionNameMax)
        return "the name is longer than " + std::to_string(kWatchSessionNameMax) + " bytes";
    for (const char ch : name)
        if (static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f)
            return "the name holds a control character";
    return {};
}

std::filesystem::path watch_library_file(const std::filesystem::path& dir, std::string_view name) {
    std::string stem;
    for (const char ch : name) {
        const auto u = static_cast<unsigned char>(ch);
        const bool keep = (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') ||
                          (u >= 'A' && u <= 'Z') || u >= 0x80 || ch == '_';
        if (keep)
            stem += ch;
        else if (!stem.empty() && stem.back() != '-')
            stem += '-';
    }
    while (!stem.empty() && stem.back() == '-')
        stem.pop_back();
    if (stem.size() > kFileStemMax) {
        stem.resize(kFileStemMax);
        // never cut a UTF-8 sequence in two
        while (!stem.empty() && (static_cast<unsigned char>(stem.back()) & 0xC0) == 0x80)
            stem.pop_back();
        if (!stem.empty() && static_cast<unsigned char>(stem.back()) >= 0xC0) stem.pop_back();
    }
    if (stem.empty()) stem = "session";
    return dir / (stem + ".json");
}

FileResult<std::filesystem::path> save_to_watch_library(const std::filesystem::path& dir,
                                                        std::string_view name,
                                                        WatchSession session) {
    if (const std::string problem = watch_session_name_problem(name); !problem.empty())
        return file_error("name", problem);
    session.name = std::string(name);
    const std::filesystem::path path = watch_library_file(dir, name);
    if (auto error = save_watch_session(path, session)) return *error;
    return path;
}

FileResult<std::filesystem::path> import_to_watch_library(const std::filesystem::path& dir,
                                                          const std::filesystem::path& source) {
    auto session = load_watch_session(source);
    if (!session) return session.error();
    std::string name = session->name.empty() ? source.stem().string() : session->name;
    if (!watch_session_name_problem(name).empty()) name = "session";
    const auto entries = list_watch_library(dir);
    std::string unique = name;
    for (int n = 2; name_taken(entries, unique, dir); ++n)
        unique = name + " (" + std::to_string(n) + ")";
    return save_to_watch_library(dir, unique, std::move(session).value());
}

FileStatus remove_from_watch_library(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::remove(path, ec) || ec)
        return file_error("", "cannot remove " + display_path(path) +
                                  (ec ? ": " + ec.message() : std::string(": no such file")));
    return std::nullopt;
}

}  // namespace sudoku::io
