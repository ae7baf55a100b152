#include "io/instance_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "io/paths.hpp"

namespace sudoku::io {

InstanceLock InstanceLock::acquire(const std::filesystem::path& path) {
    InstanceLock lock;
    std::error_code ec;
    if (!path.parent_path().empty()) std::filesystem::create_directories(path.parent_path(), ec);
    // flock() locks belong to the open file description: a second open, even in this same
    // process, conflicts, and exec'd children must not inherit it (O_CLOEXEC).
    lock.m_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (lock.m_fd < 0) {
        lock.m_problem = std::strerror(errno);
        return lock;
    }
    int rc = 0;
    do {
        rc = ::flock(lock.m_fd, LOCK_EX | LOCK_NB);
    } while (rc != 0 && errno == EINTR);
    if (rc == 0) {
        lock.m_state = State::Held;
        return lock;
    }
    if (errno == EWOULDBLOCK) {
        lock.m_state = State::Busy;
    } else {
        lock.m_problem = std::strerror(errno);
    }
    lock.release();
    return lock;
}

InstanceLock::InstanceLock(InstanceLock&& other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)),
      m_state(std::exchange(other.m_state, State::Unavailable)),
      m_problem(std::move(other.m_problem)) {}

InstanceLock& InstanceLock::operator=(InstanceLock&& other) noexcept {
    if (this != &other) {
        release();
        m_fd = std::exchange(other.m_fd, -1);
        m_state = std::exchange(other.m_state, State::Unavailable);
        m_problem = std::move(other.m_problem);
    }
    return *this;
}

InstanceLock::~InstanceLock() {
    release();
}

void InstanceLock::release() {
    // Closing the descriptor drops the lock; the file stays (removing it would race with a
    // process that just opened it and would then lock a file nobody else can see).
    if (m_fd >= 0) ::close(m_fd);
    m_fd = -1;
}

std::filesystem::path autosave_lock_path() {
    return data_dir() / "autosave.lock";
}

}  // namespace sudoku::io
