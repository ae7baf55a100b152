#include "io/autosave_resume.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>

#include "io/atomic_file.hpp"
#include "io/display_path.hpp"
#include "io/save_file.hpp"

namespace sudoku::io {

namespace {

std::string local_stamp() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    return stamp;
}

}  // namespace

FileResult<std::filesystem::path> set_aside_unreadable(const std::filesystem::path& path) {
    const std::string base = path.string() + ".unreadable-" + local_stamp();
    for (int n = 1; n < 100; ++n) {
        const std::filesystem::path kept = n == 1 ? base : base + "-" + std::to_string(n);
        // link() refuses an existing name, so an older kept file is never replaced; the
        // original goes only once the new name holds it.
        if (::link(path.c_str(), kept.c_str()) == 0) {
            ::unlink(path.c_str());
            return kept;
        }
        if (errno == EEXIST) continue;
        // A filesystem without hard links: rename, after checking the name is free.
        std::error_code ec;
        if (std::filesystem::exists(kept, ec)) continue;
        if (::rename(path.c_str(), kept.c_str()) == 0) return kept;
        return file_error("", core::coded_error(core::ErrorCode::CannotReplace,
                                                {display_path(path), std::strerror(errno)}));
    }
    return file_error("", core::coded_error(core::ErrorCode::CannotReplace,
                                            {display_path(path), "too many unreadable copies"}));
}

AutosaveResume resume_autosave(const std::filesystem::path& path) {
    AutosaveResume out;
    std::error_code ec;
    const std::filesystem::path bak = backup_path(path);
    if (!std::filesystem::exists(path, ec)) {
        // Only the .bak: the game stopped between moving a damaged autosave aside and writing
        // the next one. The .bak is the last game there is.
        if (std::filesystem::exists(bak, ec)) {
            if (auto previous = read_saved_game(bak)) {
                out.game = std::move(previous->game);
                out.branches = std::move(previous->branches);
                out.from_backup = true;
            }
        }
        return out;
    }
    auto read = read_saved_game(path);
    if (read) {
        out.game = std::move(read->game);
        out.branches = std::move(read->branches);
        return out;
    }
    out.damage = read.error();
    auto kept = set_aside_unreadable(path);
    if (!kept) {
        out.writable = false;
        return out;
    }
    out.kept = *kept;
    if (!std::filesystem::exists(bak, ec)) return out;
    auto previous = read_saved_game(bak);
    if (previous) {
        out.game = std::move(previous->game);
        out.branches = std::move(previous->branches);
        out.from_backup = true;
    } else {
        // The second autosave from now would replace it: keep it aside too.
        (void)set_aside_unreadable(bak);
    }
    return out;
}

}  // namespace sudoku::io
