#include "io/regular_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "io/display_path.hpp"
#include "io/json_file.hpp"

namespace sudoku::io {

namespace {

using core::coded_error;
using core::ErrorCode;

// Closes the descriptor on every path out.
class Descriptor {
  public:
    explicit Descriptor(int fd) : m_fd(fd) {}
    ~Descriptor() {
        if (m_fd >= 0) ::close(m_fd);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    [[nodiscard]] int get() const { return m_fd; }

  private:
    int m_fd;
};

FileError system_error(ErrorCode code, const std::filesystem::path& path, int error) {
    return file_error("", coded_error(code, {display_path(path), std::strerror(error)}));
}

// nullopt for a regular file; else why it is not one.
FileStatus check_type(const std::filesystem::path& path, mode_t mode) {
    if (S_ISREG(mode)) return std::nullopt;
    if (S_ISDIR(mode))
        return file_error("", coded_error(ErrorCode::PathIsFolder, {display_path(path)}));
    if (S_ISFIFO(mode))
        return file_error("", coded_error(ErrorCode::PathIsPipe, {display_path(path)}));
    return file_error("", coded_error(ErrorCode::PathIsDevice, {display_path(path)}));
}

FileError too_large(const std::filesystem::path& path, std::size_t size, std::size_t limit) {
    return file_error("",
                      coded_error(ErrorCode::PathTooLarge,
                                  {display_path(path), std::to_string(size), size_text(limit)}));
}

}  // namespace

FileResult<std::string> read_regular_file(const std::filesystem::path& path,
                                          std::size_t max_bytes) {
    // The type first, so that a device is never even opened (opening one can have effects);
    // then open without waiting (a pipe swapped in meanwhile would block a plain open) and
    // check again on the descriptor itself.
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0)
        return system_error(ErrorCode::CannotReadBecause, path, errno);
    if (auto wrong = check_type(path, info.st_mode)) return *wrong;
    const Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (fd.get() < 0) return system_error(ErrorCode::CannotReadBecause, path, errno);
    if (::fstat(fd.get(), &info) != 0)
        return system_error(ErrorCode::CannotReadBecause, path, errno);
    if (auto wrong = check_type(path, info.st_mode)) return *wrong;
    const auto size = static_cast<std::size_t>(info.st_size);
    if (size > max_bytes) return too_large(path, size, max_bytes);
    std::string text;
    text.resize(size + 1);  // one byte more proves a file that grew past the limit
    std::size_t got = 0;
    for (;;) {
        if (got == text.size()) {
            if (got > max_bytes) return too_large(path, got, max_bytes);
            text.resize(std::min(text.size() * 2, max_bytes + 1));
        }
        const ssize_t n = ::read(fd.get(), text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return system_error(ErrorCode::CannotReadBecause, path, errno);
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    if (got > max_bytes) return too_large(path, got, max_bytes);
    text.resize(got);
    return text;
}

FileStatus write_text_without_waiting(const std::filesystem::path& path, std::string_view text) {
    const Descriptor fd(::open(
        path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0666));
    if (fd.get() < 0) {
        const int error = errno;
        // A named pipe that nobody reads: writing would wait for a reader for ever.
        if (error == ENXIO)
            return file_error("", coded_error(ErrorCode::PipeHasNoReader, {display_path(path)}));
        if (error == EISDIR)
            return file_error("", coded_error(ErrorCode::PathIsFolder, {display_path(path)}));
        return system_error(ErrorCode::CannotWrite, path, error);
    }
    // Opened: a reader is there (or it is a file); the rest is an ordinary blocking write.
    const int flags = ::fcntl(fd.get(), F_GETFL);
    if (flags >= 0) (void)::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd.get(), text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return system_error(ErrorCode::CannotWrite, path, errno);
        done += static_cast<std::size_t>(n);
    }
    return std::nullopt;
}

}  // namespace sudoku::io
