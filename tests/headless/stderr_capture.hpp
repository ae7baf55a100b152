// What the process writes to its standard error while a test looks (the game's notes there:
// a refused autosave, a pipe nobody reads), read back as text.
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace sudoku::test {

// Sends file descriptor 2 to `file` until text() or the end of the object.
class StderrCapture {
  public:
    explicit StderrCapture(std::filesystem::path file) : m_file(std::move(file)) {
        std::fflush(stderr);
        m_saved = ::dup(2);
        const int fd = ::open(m_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(fd, 2);
        ::close(fd);
    }
    ~StderrCapture() { restore(); }
    StderrCapture(const StderrCapture&) = delete;
    StderrCapture& operator=(const StderrCapture&) = delete;
    std::string text() {
        restore();
        std::ifstream in(m_file);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }

  private:
    void restore() {
        if (m_saved < 0) return;
        std::fflush(stderr);
        ::dup2(m_saved, 2);
        ::close(m_saved);
        m_saved = -1;
    }
    std::filesystem::path m_file;
    int m_saved = -1;
};

}  // namespace sudoku::test
