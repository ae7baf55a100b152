// Puzzle input one line at a time, each as soon as it arrives: a pipeline's first puzzle is
// answered before its last is written, and 200,000 piped puzzles are never all in memory.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "core/base/result.hpp"

namespace sudoku::cli {

class LineReader {
  public:
    // Reads `fd` (not closed here); `name` ("standard input", "'x.txt'") is for messages.
    LineReader(int fd, std::string name, std::size_t limit)
        : m_fd(fd), m_name(std::move(name)), m_limit(limit) {}

    // The next line without its line end ("\n" or "\r\n"); nullopt at the end. Errors: a
    // line longer than the limit ("<name> is larger than 16 MiB, the limit for puzzle input",
    // so an endless stream without line ends stops there), or the system's reason.
    [[nodiscard]] core::Result<std::optional<std::string>> next();
    // All that is left, when `already` bytes have been read: the same limit for the whole.
    [[nodiscard]] core::Result<std::string> rest(std::size_t already);

  private:
    // Appends what the next read gives; false at the end. Errors as above.
    [[nodiscard]] core::Result<bool> fill();
    [[nodiscard]] core::Error too_large() const;

    int m_fd;
    std::string m_name;
    std::size_t m_limit;
    std::string m_buffer;
    std::size_t m_start = 0;  // where the unread part of m_buffer begins
    bool m_ended = false;
};

}  // namespace sudoku::cli
