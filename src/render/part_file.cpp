#include "render/part_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <utility>

#include "core/files/output_target.hpp"
#include "core/files/part_registry.hpp"

namespace sudoku::render {

core::Error image_write_error(const std::string& path, const std::string& reason) {
    return core::coded_error(core::ErrorCode::ImageWriteFailed, {path, reason});
}

namespace {

// A new part name each time: the process id and a counter keep two exports of one file, in
// one program or two, apart.
std::string next_part_name(const std::string& target) {
    static std::atomic<unsigned> counter{0};
    return core::temporary_beside(target, "part", static_cast<long>(::getpid()), ++counter)
        .string();
}

// The replaced file's owner (when the program may set it: as root) and mode carry over, so a
// save shared with a group stays shared. Failing to keep them is no reason to fail the write.
void keep_owner_and_mode(int fd, const std::string& target) {
    struct stat old {};
    if (::stat(target.c_str(), &old) != 0 || !S_ISREG(old.st_mode)) return;
    if (old.st_uid != ::geteuid() || old.st_gid != ::getegid())
        (void)::fchown(fd, old.st_uid, old.st_gid);
    (void)::fchmod(fd, old.st_mode & 07777);
}

core::Error refused(const std::string& path, core::OutputKind kind) {
    if (kind == core::OutputKind::Folder) return image_write_error(path, std::strerror(EISDIR));
    if (kind == core::OutputKind::LinkLoop) return image_write_error(path, std::strerror(ELOOP));
    return core::coded_error(core::ErrorCode::OutputNotAFile, {path});
}

}  // namespace

PartFile::PartFile(std::string path, std::string target, std::string part, std::FILE* stream,
                   int slot)
    : m_path(std::move(path)),
      m_target(std::move(target)),
      m_part(std::move(part)),
      m_stream(stream),
      m_slot(slot) {}

PartFile::PartFile(PartFile&& other) noexcept
    : m_path(std::move(other.m_path)),
      m_target(std::move(other.m_target)),
      m_part(std::exchange(other.m_part, {})),
      m_stream(std::exchange(other.m_stream, nullptr)),
      m_slot(std::exchange(other.m_slot, -1)),
      m_write_errno(other.m_write_errno),
      m_finished(std::exchange(other.m_finished, true)) {}

core::Result<PartFile> PartFile::create(const std::string& path) {
    const core::OutputTarget target = core::plan_output(path);
    if (target.kind == core::OutputKind::Stream) {
        // O_TRUNC as `cp` does (a terminal or pipe ignores it); no O_CREAT: it exists.
        const int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC);
        std::FILE* stream = fd >= 0 ? ::fdopen(fd, "wb") : nullptr;
        if (!stream) {
            const int error = errno;
            if (fd >= 0) ::close(fd);
            return image_write_error(path, std::strerror(error));
        }
        return PartFile(path, path, {}, stream, -1);
    }
    if (target.kind != core::OutputKind::Replace) return refused(path, target.kind);
    const std::string destination = target.path.string();
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string part = next_part_name(destination);
        // Recorded before it exists, so no moment has a part a signal handler would not remove.
        const int slot = core::register_part(part);
        // O_EXCL: fail rather than write into a file someone else made under that name.
        const int fd = ::open(part.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0) {
            const int error = errno;
            core::unregister_part(slot);
            if (error == EEXIST) continue;
            return image_write_error(path, std::strerror(error));
        }
        keep_owner_and_mode(fd, destination);
        std::FILE* stream = ::fdopen(fd, "wb");
        if (!stream) {
            const int error = errno;
            ::close(fd);
            ::unlink(part.c_str());
            core::unregister_part(slot);
            return image_write_error(path, std::strerror(error));
        }
        return PartFile(path, destination, std::move(part), stream, slot);
    }
    return image_write_error(path, std::strerror(EEXIST));
}

PartFile::~PartFile() {
    if (m_stream) std::fclose(m_stream);
    if (!m_part.empty()) ::unlink(m_part.c_str());
    core::unregister_part(m_slot);
}

bool PartFile::write(const void* data, std::size_t length) {
    if (!m_stream) return false;
    if (std::fwrite(data, 1, length, m_stream) == length) return true;
    if (m_write_errno == 0) m_write_errno = errno != 0 ? errno : EIO;
    return false;
}

std::string PartFile::why(const std::string& fallback) const {
    return m_write_errno != 0 ? std::strerror(m_write_errno) : fallback;
}

std::FILE* PartFile::release_stream() {
    return std::exchange(m_stream, nullptr);
}

std::optional<core::Error> PartFile::finish() {
    if (m_finished) return image_write_error(m_path, "already finished");
    m_finished = true;
    errno = 0;
    const bool closed = !m_stream || std::fclose(std::exchange(m_stream, nullptr)) == 0;
    const int close_errno = errno;
    const bool written = closed && m_write_errno == 0;
    if (written && (m_part.empty() || std::rename(m_part.c_str(), m_target.c_str()) == 0)) {
        m_part.clear();
        core::unregister_part(std::exchange(m_slot, -1));
        return std::nullopt;
    }
    const int reason = m_write_errno != 0 ? m_write_errno : closed ? errno : close_errno;
    if (!m_part.empty()) ::unlink(std::exchange(m_part, {}).c_str());
    core::unregister_part(std::exchange(m_slot, -1));
    return image_write_error(m_path, std::strerror(reason != 0 ? reason : EIO));
}

}  // namespace sudoku::render
