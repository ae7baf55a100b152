#include "io/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "io/display_path.hpp"
#include "io/json_text.hpp"

namespace sudoku::io {

namespace {

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
    if (::unlink(bak.c_str()) != 0 && errno != ENOENT)
        return file_error("", cannot_replace(bak, errno_text()));
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

}  // namespace

std::filesystem::path backup_path(const std::filesystem::path& path) {
    std::filesystem::path bak = path;
    bak += ".bak";
    return bak;
}

FileStatus write_file_atomic(const std::filesystem::path& path, std::string_view text,
                             const AtomicWriteOptions& options) {
    const std::filesystem::path folder = path.parent_path();
    std::error_code ec;
    if (!folder.empty()) std::filesystem::create_directories(folder, ec);
    if (ec)
        return file_error("", core::coded_error(core::ErrorCode::CannotCreateFolder,
                                                {display_path(folder), ec.message()}));

    std::string tmp = path.string() + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0)
        return file_error("", core::coded_error(core::ErrorCode::CannotCreateFile,
                                                {display_path(path), errno_text()}));
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
    if (::close(fd) != 0 || !written) {
        ::unlink(tmp.c_str());
        return file_error(
            "", core::coded_error(core::ErrorCode::CannotWrite,
                                  {display_path(path), written ? errno_text() : write_problem}));
    }
    reached(options, WriteStage::Closed);
    if (options.keep_backup && std::filesystem::exists(path, ec)) {
        if (auto err = keep_backup_of(path, options)) {
            ::unlink(tmp.c_str());
            return err;
        }
    }
    if (::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string problem = errno_text();
        ::unlink(tmp.c_str());
        return file_error("", cannot_replace(path, problem));
    }
    reached(options, WriteStage::Renamed);
    sync_folder(folder);
    reached(options, WriteStage::FolderSynced);
    return std::nullopt;
}

}  // namespace sudoku::io
