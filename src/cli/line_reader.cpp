#include "cli/line_reader.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace sudoku::cli {

core::Error LineReader::too_large() const {
    return core::unspecified_error(m_name + " is larger than " + std::to_string(m_limit >> 20) +
                                   " MiB, the limit for puzzle input");
}

core::Result<bool> LineReader::fill() {
    if (m_ended) return false;
    // Drop what has been handed out, so the buffer holds at most a line and a block.
    if (m_start > 0 && !m_keeping) {
        m_buffer.erase(0, m_start);
        m_start = 0;
    }
    char block[1 << 16];
    for (;;) {
        // read(), not fread(): it returns what a pipe holds now instead of waiting for more.
        const ssize_t got = ::read(m_fd, block, sizeof block);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0)
            return core::unspecified_error("cannot read " + m_name + ": " + std::strerror(errno));
        if (got == 0) {
            m_ended = true;
            return false;
        }
        m_buffer.append(block, static_cast<std::size_t>(got));
        return true;
    }
}

core::Result<std::optional<std::string>> LineReader::next() {
    std::size_t searched = m_start;
    for (;;) {
        const std::size_t end = m_buffer.find('\n', searched);
        if (end != std::string::npos) {
            std::string line = m_buffer.substr(m_start, end - m_start);
            m_start = end + 1;
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return std::optional<std::string>(std::move(line));
        }
        if (m_buffer.size() - (m_keeping ? 0 : m_start) > m_limit) return too_large();
        const std::size_t unread = m_buffer.size() - m_start;
        auto more = fill();  // may move the unread part to the front
        if (!more) return more.error();
        if (!*more) break;
        searched = m_start + unread;
    }
    if (m_start >= m_buffer.size()) return std::optional<std::string>();
    std::string last = m_buffer.substr(m_start);
    m_start = m_buffer.size();
    if (!last.empty() && last.back() == '\r') last.pop_back();
    return std::optional<std::string>(std::move(last));
}

core::Result<std::string> LineReader::whole() {
    for (;;) {
        if (m_buffer.size() > m_limit) return too_large();
        auto more = fill();
        if (!more) return more.error();
        if (!*more) break;
    }
    if (m_buffer.size() > m_limit) return too_large();
    m_start = m_buffer.size();
    return m_buffer;
}

}  // namespace sudoku::cli
