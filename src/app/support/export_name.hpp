// The export dialog's default file name: it names the picture's kind and its step (or steps),
// and never an existing file, so one export does not silently replace the one before.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace sudoku::app {

struct ExportNameParts {
    std::string algorithm;  // "naive"
    bool animation = false;
    int view = 2;       // 0 board, 1 counters, 2 frame, 3 the tree alone
    bool tree = false;  // the tree under the view
    std::uint64_t step = 0;
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};

// "watch-naive-step-40.png" (the frame), "watch-naive-board-step-40.png",
// "watch-naive-tree-step-40.png", "watch-naive-frame-with-tree-step-40.png";
// "watch-naive-3-203.gif" (counters, the animation's default), "watch-naive-board-3-203.gif".
[[nodiscard]] std::string export_file_name(const ExportNameParts& parts);

// `path` when no file is there, else the first free "name-2.ext", "name-3.ext"...
[[nodiscard]] std::filesystem::path unused_path(const std::filesystem::path& path);

}  // namespace sudoku::app
