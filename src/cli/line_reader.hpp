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
    // The whole text from its first byte, exactly as it came (line ends and all), read to its
    // end: for a text that is not read line by line after all. The same limit for the whole.
    // Only before stop_keeping().
    [[nodiscard]] core::Result<std::string> whole();
    // The lines handed out so far are no longer needed: the buffer holds at most a line.
    void stop_keeping() { m_keeping = false; }

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
    bool m_keeping = true;  // the bytes from the first one on are kept for whole()
};

}  // namespace sudoku::cli
