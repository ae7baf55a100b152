// A picture or document file that appears under its name only when complete: it is written
// beside it as "<name>.part-<pid>-<n>" and renamed over the name at the end, so a reader (a
// viewer, a test, a second window) never sees half a file, and a failed or interrupted write
// leaves any earlier file of that name as it was.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include "core/base/result.hpp"

namespace sudoku::render {

class PartFile {
  public:
    // Creates the part file (permissions from the umask, like any file the user makes); the
    // error names `path` and why.
    [[nodiscard]] static core::Result<PartFile> create(const std::string& path);
    PartFile(PartFile&& other) noexcept;
    PartFile& operator=(PartFile&&) = delete;
    PartFile(const PartFile&) = delete;
    PartFile& operator=(const PartFile&) = delete;
    ~PartFile();  // removes a part that was never finished

    // The open stream to write into; null once finished or handed over.
    [[nodiscard]] std::FILE* stream() const { return m_stream; }
    [[nodiscard]] const std::string& part_path() const { return m_part; }

    // Hands the stream to a writer that closes it itself (giflib); finish() then only renames.
    [[nodiscard]] std::FILE* release_stream();
    // Closes the stream (if still held) and renames the part over the path. On failure the part
    // is removed and the error names the path and why.
    [[nodiscard]] std::optional<core::Error> finish();

  private:
    PartFile(std::string path, std::string part, std::FILE* stream);

    std::string m_path;
    std::string m_part;  // empty once renamed or removed
    std::FILE* m_stream = nullptr;
};

}  // namespace sudoku::render
