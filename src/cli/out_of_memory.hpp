// Out of memory anywhere in sudoku-cli, on the main thread or a worker: one line naming the
// command and what it was doing, and exit status 4 (kExitMemory), instead of std::bad_alloc's
// abort (exit 134). Commands name their long phases with a Doing for that line.
#pragma once

namespace sudoku::cli {

// Installs the new-handler (every thread's failed `new` ends there) for `command`.
void install_out_of_memory_handler(const char* command);

// Writes "sudoku-cli: COMMAND: out of memory while DOING (...)" and ends the process with
// kExitMemory. Allocates nothing: the heap is what ran out.
[[noreturn]] void exit_out_of_memory() noexcept;

// While it lives, the out-of-memory line says the command was `activity` ("recording the
// search tree"); a string literal, kept by pointer.
class Doing {
  public:
    explicit Doing(const char* activity) noexcept;
    ~Doing();
    Doing(const Doing&) = delete;
    Doing& operator=(const Doing&) = delete;

  private:
    const char* m_previous;
};

}  // namespace sudoku::cli
