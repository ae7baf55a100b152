#include "core/files/output_target.hpp"

#include <string>

namespace sudoku::core {

namespace {

// As the system's own limit (Linux follows at most 40 links in one path).
constexpr int kMostLinks = 40;

// The kernel's links to open files (/dev/stdout -> /proc/self/fd/1 -> a pipe, a terminal, or a
// file the shell opened): they name an open file, not a place, so they are written through.
bool is_magic(const std::filesystem::path& path) {
    return path.native().starts_with("/proc/");
}

}  // namespace

OutputTarget plan_output(const std::filesystem::path& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    // Follow the last component's links by hand: the file they end at is the one to replace,
    // in its own folder, so the links keep pointing at it.
    fs::path end = path;
    bool magic = is_magic(end);
    int links = 0;
    for (; links <= kMostLinks && fs::is_symlink(fs::symlink_status(end, ec)); ++links) {
        const fs::path next = fs::read_symlink(end, ec);
        if (ec) break;
        end = next.is_absolute() ? next : end.parent_path() / next;
        magic = magic || is_magic(end);
    }
    if (links > kMostLinks) return {OutputKind::LinkLoop, path};
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status)) return {OutputKind::Replace, end};  // new, or a dangling link
    switch (status.type()) {
        case fs::file_type::regular:
            // Through a magic link the file is the one already open (`> out.png`); a link
            // that does not end where the system says it does is not followed by guesswork.
            if (magic || !fs::equivalent(path, end, ec) || ec) return {OutputKind::Stream, path};
            return {OutputKind::Replace, end};
        case fs::file_type::character:
        case fs::file_type::fifo:
            return {OutputKind::Stream, path};
        case fs::file_type::directory:
            return {OutputKind::Folder, path};
        default:
            return {OutputKind::NotAFile, path};
    }
}

std::filesystem::path temporary_beside(const std::filesystem::path& target, std::string_view kind,
                                       long pid, unsigned serial) {
    std::string name = ".sudoku.";
    name += kind;
    name += "-" + std::to_string(pid) + "-" + std::to_string(serial);
    return target.parent_path() / name;
}

bool is_temporary_name(std::string_view file_name) {
    return file_name.starts_with(".sudoku.part-") || file_name.starts_with(".sudoku.tmp-");
}

}  // namespace sudoku::core
