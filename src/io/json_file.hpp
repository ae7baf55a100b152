// The one reader of every JSON file the programs read (saves and the autosave, settings,
// statistics, recent files, Watch sessions) and its documented limits; see docs/manual.md,
// "Files and limits".
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "io/file_error.hpp"

namespace sudoku::io {

enum class JsonFileKind : std::uint8_t {
    Save,
    Settings,
    Statistics,
    RecentFiles,
    WatchSession,
    PuzzlePool
};

// Size limits, checked before a file is read (and on text given directly). Each is far above
// anything the game writes: a save of kMaxSaveMoves moves is about 5 MiB, settings under 1 KiB,
// recent files at most 10 paths of 4 KiB (24 KiB once escaped), a Watch session under 2 KiB; the
// statistics hold one 100-byte record per mode and difficulty played.
inline constexpr std::size_t kMaxSaveBytes = 16u << 20;
inline constexpr std::size_t kMaxSettingsBytes = 64u << 10;
inline constexpr std::size_t kMaxStatisticsBytes = 4u << 20;
inline constexpr std::size_t kMaxRecentFilesBytes = 1u << 20;
inline constexpr std::size_t kMaxWatchSessionBytes = 1u << 20;
// The puzzles made ahead: 12 kinds of 2 puzzles (25x25 Killer lines are about 4 KiB each) and
// 20,000 fingerprints of 19 bytes.
inline constexpr std::size_t kMaxPuzzlePoolBytes = 2u << 20;
// Arrays and objects inside one another; the deepest file the game writes has 4 levels.
inline constexpr int kMaxJsonDepth = 32;

[[nodiscard]] std::size_t max_json_bytes(JsonFileKind kind);

// "16 MiB", "64 KiB", "100 bytes": a limit as a message shows it.
[[nodiscard]] std::string size_text(std::size_t bytes);

// The whole file, refused before reading when it is past its kind's size limit ("'<path>' is
// <size> bytes, over the limit of 16 MiB"); unreadable files name the path and the reason.
[[nodiscard]] FileResult<std::string> read_json_file(const std::filesystem::path& path,
                                                     JsonFileKind kind);

// The same error with the file named first ("'<path>': <error>"); the field is kept.
[[nodiscard]] FileError in_file(const std::filesystem::path& path, const FileError& error);

}  // namespace sudoku::io
