#include "io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <string>

#include "core/files/output_target.hpp"
#include "core/files/part_registry.hpp"
#include "io/display_path.hpp"
#include "io/json_text.hpp"

namespace sudoku::io {

namespace {

// The platform's hook (set_written_hook); none on the desktop.
WrittenHook g_written_hook = nullptr;

std::string errno_text() {
    return std::strerror(errno);
}

core::Error cannot_replace(const std::filesystem::path& path, std::string problem) {
    return core::coded_error(core::ErrorCode::CannotReplace,
                             {display_path(path), std::move(problem)});
}

// The whole buffer, retrying short writes and signals.
bool write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        text.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

void reached(const AtomicWriteOptions& options, WriteStage stage) {
    if (options.at_stage) options.at_stage(stage);
}

// Makes the rename itself durable; failures only weaken durability, so they are ignored.
void sync_folder(const std::filesystem::path& folder) {
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

// The old version as "<name>.bak": a hard link is atomic and copies nothing; filesystems
// without links get a copy written the same careful way.
FileStatus keep_backup_of(const std::filesystem::path& path, const AtomicWriteOptions& options) {
    const std::filesystem::path bak = backup_path(path);
    if (::unlink(bak.c_str()) != 0) {
        // A legal name of 252 bytes or more has no legal "<name>.bak": it is saved without one.
        if (errno == ENAMETOOLONG) return std::nullopt;
        if (errno != ENOENT) return file_error("", cannot_replace(bak, errno_text()));
    }
    reached(options, WriteStage::OldBackupGone);
    if (::link(path.c_str(), bak.c_str()) == 0) {
        reached(options, WriteStage::BackupLinked);
        return std::nullopt;
    }
    const auto old = read_text_file(path.string());
    if (!old)
        return file_error("",
                          core::coded_error(core::ErrorCode::CannotBackUp, {display_path(path)}));
    auto status = write_file_atomic(bak, *old, {.keep_backup = false});
    if (!status) reached(options, WriteStage::BackupLinked);
    return status;
}

// The temporary file beside `file`, created (O_EXCL) and recorded in the part registry so
// that a signal handler can remove it; -1 and errno set on failure.
int create_temporary(const std::filesystem::path& file, std::string& name, int& slot) {
    static std::atomic<unsigned> counter{0};
    for (int attempt = 0; attempt < 100; ++attempt) {
        name = core::temporary_beside(file, "tmp", static_cast<long>(::getpid()), ++counter);
        slot = core::register_part(name);
        // Owner-only until renamed: settings, saves and statistics are the player's own.
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd >= 0) return fd;
        const int error = errno;
        core::unregister_part(slot);
        errno = error;
        if (error != EEXIST) return -1;
    }
    return -1;
}

// The replaced file's owner (when the program may set it: as root) and mode carry over, so a
// save shared with a group stays shared. Failing to keep them is no reason to fail the save.
void keep_owner_and_mode(int fd, const std::filesystem::path& file) {
    struct stat old {};
    if (::stat(file.c_str(), &old) != 0 || !S_ISREG(old.st_mode)) return;
    if (old.st_uid != ::geteuid() || old.st_gid != ::getegid())
        (void)::fchown(fd, old.st_uid, old.st_gid);
    (void)::fchmod(fd, old.st_mode & 07777);
}

// A pipe, a terminal or a device given as the name (/dev/stdout): written into, never replaced.
FileStatus write_stream(const std::filesystem::path& path, std::string_view text) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return file_error("", core::coded_error(core::ErrorCode::CannotWrite,
                                                {display_path(path), errno_text()}));
    const bool written = write_all(fd, text);
    const std::string problem = written ? "" : errno_text();
    if (::close(fd) != 0 || !written)
        return file_error(
            "", core::coded_error(core::ErrorCode::CannotWrite,
                                  {display_path(path), written ? errno_text() : problem}));
    return std::nullopt;
}

// Writes beside `file` (the end of `path`'s links) and renames over it, as the header says.
FileStatus replace_file(const std::filesystem::path& path, const std::filesystem::path& file,
                        std::string_view text, const AtomicWriteOptions& options) {
    const std::filesystem::path folder = file.parent_path();
    std::error_code ec;
    if (!folder.empty() && options.create_folder) std::filesystem::create_directories(folder, ec);
    if (ec)
        return file_error("", core::coded_error(core::ErrorCode::CannotCreateFolder,
                                                {display_path(folder), ec.message()}));
    std::string tmp;
    int slot = -1;
    const int fd = create_temporary(file, tmp, slot);
    if (fd < 0)
        return file_error("", core::coded_error(core::ErrorCode::CannotCreateFile,
                                                {display_path(path), errno_text()}));
    keep_owner_and_mode(fd, file);
    reached(options, WriteStage::TempCreated);
    // Two writes, so that a crash half-way through the text is a point of its own.
    const std::string_view first_half = text.substr(0, text.size() / 2);
    bool written = write_all(fd, first_half);
    if (written) reached(options, WriteStage::HalfWritten);
    written = written && write_all(fd, text.substr(first_half.size()));
    if (written) reached(options, WriteStage::Written);
    written = written && ::fsync(fd) == 0;
    if (written) reached(options, WriteStage::Flushed);
    const std::string write_problem = written ? "" : errno_text();
    const auto give_up = [&](FileError error) {
        ::unlink(tmp.c_str());
        core::unregister_part(slot);
        return error;
    };
    if (::close(fd) != 0 || !written)
        return give_up(file_error(
            "", core::coded_error(core::ErrorCode::CannotWrite,
                                  {display_path(path), written ? errno_text() : write_problem})));
    reached(options, WriteStage::Closed);
    if (options.keep_backup && std::filesystem::exists(file, ec))
        if (auto err = keep_backup_of(file, options)) return give_up(*err);
    if (::rename(tmp.c_str(), file.c_str()) != 0)
        return give_up(file_error("", cannot_replace(path, errno_text())));
    core::unregister_part(slot);
    reached(options, WriteStage::Renamed);
    sync_folder(folder);
    reached(options, WriteStage::FolderSynced);
    return std::nullopt;
}

}  // namespace

void set_written_hook(WrittenHook hook) {
    g_written_hook = hook;
}

std::filesystem::path backup_path(const std::filesystem::path& path) {
    std::filesystem::path bak = path;
    bak += ".bak";
    return bak;
}

FileStatus write_file_atomic(const std::filesystem::path& path, std::string_view text,
                             const AtomicWriteOptions& options) {
    const core::OutputTarget target = core::plan_output(path);
    switch (target.kind) {
        case core::OutputKind::Replace: {
            FileStatus status = replace_file(path, target.path, text, options);
            if (!status && g_written_hook != nullptr) g_written_hook(target.path);
            return status;
        }
        case core::OutputKind::Stream:
            return write_stream(path, text);
        case core::OutputKind::Folder:
            return file_error("", cannot_replace(path, std::strerror(EISDIR)));
        case core::OutputKind::LinkLoop:
            return file_error("", cannot_replace(path, std::strerror(ELOOP)));
        case core::OutputKind::NotAFile:
            break;
    }
    return file_error("", core::coded_error(core::ErrorCode::OutputNotAFile, {display_path(path)}));
}

}  // namespace sudoku::io
