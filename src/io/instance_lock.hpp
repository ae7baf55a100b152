// One running game owns the autosave: an flock() on a lock file next to it, held for the
// process's life. The kernel drops the lock when the process ends, even by a crash or SIGKILL,
// so a lock can never be left stale.
#pragma once

#include <filesystem>
#include <string>

namespace sudoku::io {

class InstanceLock {
  public:
    enum class State {
        Held,         // this process owns the autosave
        Busy,         // another process holds the lock
        Unavailable,  // the lock file cannot be opened (see problem())
    };

    InstanceLock() = default;  // holds nothing (Unavailable, no problem)
    // Tries once, without waiting; creates the lock file and its folder when missing.
    [[nodiscard]] static InstanceLock acquire(const std::filesystem::path& path);

    InstanceLock(InstanceLock&& other) noexcept;
    InstanceLock& operator=(InstanceLock&& other) noexcept;
    InstanceLock(const InstanceLock&) = delete;
    InstanceLock& operator=(const InstanceLock&) = delete;
    ~InstanceLock();

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] bool held() const { return m_state == State::Held; }
    // Why an Unavailable lock could not be taken (strerror text), for stderr.
    [[nodiscard]] const std::string& problem() const { return m_problem; }

  private:
    void release();

    int m_fd = -1;
    State m_state = State::Unavailable;
    std::string m_problem;
};

// data_dir()/autosave.lock: the lock that guards autosave_path().
[[nodiscard]] std::filesystem::path autosave_lock_path();

}  // namespace sudoku::io
