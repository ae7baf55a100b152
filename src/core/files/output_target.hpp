// Where an output path really leads before anything is written: the file at the end of its
// symbolic links (to be replaced), a stream to write into as it is, or a kind to refuse.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string_view>

namespace sudoku::core {

enum class OutputKind : std::uint8_t {
    Replace,   // a regular file or none yet: write beside `path` and rename over it
    Stream,    // a terminal, pipe, FIFO or other character device: write into it directly
    Folder,    // refused: a folder
    NotAFile,  // refused: a socket, a block device or another kind that is not a stream
    LinkLoop,  // refused: symbolic links that lead round in a circle (or too deep)
};

struct OutputTarget {
    OutputKind kind = OutputKind::Replace;
    // Replace: the file to replace (the end of the symlinks, so the link itself stays).
    // Stream: the path as given (the system follows it, magic links such as /dev/stdout too).
    std::filesystem::path path;
};

// Classifies `path` (nothing is created or changed).
[[nodiscard]] OutputTarget plan_output(const std::filesystem::path& path);

// The temporary file for replacing `target`: "<its folder>/.sudoku.<kind>-<pid>-<serial>". It is
// short whatever the target's name is, so a legal name of 255 bytes still gets one, and it stays
// in the target's folder (a rename within one file system is atomic).
[[nodiscard]] std::filesystem::path temporary_beside(const std::filesystem::path& target,
                                                     std::string_view kind, long pid,
                                                     unsigned serial);

// True for a file name temporary_beside makes ("part" or "tmp" of any process).
[[nodiscard]] bool is_temporary_name(std::string_view file_name);

}  // namespace sudoku::core
