// The temporary files being written right now, in a fixed table a signal handler may read: on
// Ctrl+C or SIGTERM the program removes them before it ends instead of leaving "*.part" debris.
#pragma once

#include <cstddef>
#include <string_view>

namespace sudoku::core {

inline constexpr int kPartSlots = 64;                // files written at once, far more than used
inline constexpr std::size_t kPartPathBytes = 4096;  // PATH_MAX on Linux, with its terminator

// Records `path`; returns its slot, or -1 when the table is full or the path too long (the file
// is then written as before, only not removed by a signal). Thread-safe.
[[nodiscard]] int register_part(std::string_view path);
// Forgets the slot (after the file was renamed into place or removed); -1 is ignored.
void unregister_part(int slot);

// Calls `remove` with each recorded path (NUL-terminated). Async-signal-safe: no allocation, no
// lock, only atomic loads; `remove` must be async-signal-safe too (::unlink is).
void for_each_part(void (*remove)(const char* path)) noexcept;

}  // namespace sudoku::core
