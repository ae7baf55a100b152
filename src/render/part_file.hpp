// A picture or document file that appears under its name only when complete: it is written
// beside it as ".sudoku.part-<pid>-<n>" and renamed over the name at the end, so a reader (a
// viewer, a test, a second window) never sees half a file, and a failed or interrupted write
// leaves any earlier file of that name as it was. A name that is a pipe, a terminal or another
// character device (/dev/stdout) is written into directly instead: it is never replaced.
#pragma once

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>

#include "core/base/result.hpp"

namespace sudoku::render {

// ImageWriteFailed, naming the file and why.
[[nodiscard]] core::Error image_write_error(const std::string& path, const std::string& reason);

class PartFile {
  public:
    // Creates the part file beside the file `path` leads to (through its symlinks, which stay
    // links). A new file gets its permissions from the umask, like any file the user makes; an
    // existing one keeps its mode (and its owner, when the program may set it). A folder, a
    // socket or a link loop is refused. The error names `path` and why.
    [[nodiscard]] static core::Result<PartFile> create(const std::string& path);
    PartFile(PartFile&& other) noexcept;
    PartFile& operator=(PartFile&&) = delete;
    PartFile(const PartFile&) = delete;
    PartFile& operator=(const PartFile&) = delete;
    ~PartFile();  // removes a part that was never finished

    // The open stream to write into; null once finished or handed over.
    [[nodiscard]] std::FILE* stream() const { return m_stream; }
    // The part's path; empty when writing directly into a stream (or once finished).
    [[nodiscard]] const std::string& part_path() const { return m_part; }

    // Writes to stream(), remembering the system's reason when it fails ("No space left on
    // device"), which finish() and why() then report rather than a library's vaguer words.
    [[nodiscard]] bool write(const void* data, std::size_t length);
    // The reason of the first failed write, else `fallback`.
    [[nodiscard]] std::string why(const std::string& fallback) const;

    // Hands the stream to a writer that closes it itself (giflib); finish() then only renames.
    [[nodiscard]] std::FILE* release_stream();
    // Closes the stream (if still held) and renames the part over the path. On failure the part
    // is removed and the error names the path and why.
    [[nodiscard]] std::optional<core::Error> finish();

  private:
    PartFile(std::string path, std::string target, std::string part, std::FILE* stream, int slot);

    std::string m_path;    // as given, for messages
    std::string m_target;  // the file renamed over (the end of path's links)
    std::string m_part;    // empty once renamed or removed, and for a direct stream
    std::FILE* m_stream = nullptr;
    int m_slot = -1;        // in core's part registry, so a signal handler can remove the part
    int m_write_errno = 0;  // of the first failed write()
    bool m_finished = false;
};

}  // namespace sudoku::render
