// Results over time: games played, solved, best and average times per mode (board shape and
// variant, such as "9x9" or "9x9 X") and difficulty, kept in statistics.json.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>

#include "core/play/game.hpp"
#include "io/file_error.hpp"

namespace sudoku::io {

struct ModeRecord {
    int played = 0;             // completed games, solution shown or not
    int solved = 0;             // completed without show-solution or a solver: these are timed
    std::int64_t best_ms = 0;   // fastest solved game; 0 while none
    std::int64_t total_ms = 0;  // sum over solved games, for the average

    [[nodiscard]] std::int64_t average_ms() const { return solved > 0 ? total_ms / solved : 0; }
    bool operator==(const ModeRecord&) const = default;
};

struct Statistics {
    // mode -> difficulty -> record
    std::map<std::string, std::map<std::string, ModeRecord>> modes;

    [[nodiscard]] int games_played() const;
    [[nodiscard]] const ModeRecord* find(const std::string& mode,
                                         const std::string& difficulty) const;
    bool operator==(const Statistics&) const = default;
};

// The mode string of a board shape: Layout::describe(), e.g. "9x9", "6x6", "9x9 X hyper".
[[nodiscard]] std::string game_mode(const core::Layout& layout);

// Adds one finished game.
void record_result(Statistics& stats, const std::string& mode, const std::string& difficulty,
                   std::int64_t elapsed_ms, bool solved);
// Adds a completed game (mode from its layout, difficulty "custom" when it has none, solved
// unless the solution was shown). Returns false and records nothing for an unfinished game.
bool record_game(Statistics& stats, const core::Game& game);

[[nodiscard]] std::string statistics_to_text(const Statistics& stats);
[[nodiscard]] FileResult<Statistics> statistics_from_text(std::string_view text);

// A missing file gives empty statistics; a damaged one an error (the caller keeps the file).
[[nodiscard]] FileResult<Statistics> load_statistics(const std::filesystem::path& path);
[[nodiscard]] FileStatus save_statistics(const std::filesystem::path& path,
                                         const Statistics& stats);

}  // namespace sudoku::io
