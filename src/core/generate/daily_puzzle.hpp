// The daily puzzle: a UTC calendar date picks the New game settings (9x9 classic, a difficulty
// by weekday, seed = the date as the number YYYYMMDD), so every player gets the same puzzle
// that day and the same date always gives the same puzzle.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "core/base/result.hpp"
#include "core/generate/new_game_settings.hpp"

namespace sudoku::core {

struct CivilDate {
    int year = 2000;
    int month = 1;  // 1..12
    int day = 1;    // 1..31
    bool operator==(const CivilDate&) const = default;
};

// The first and last years accepted: the seed stays an eight-digit number.
inline constexpr int kDailyFirstYear = 1000;
inline constexpr int kDailyLastYear = 9999;

// "2026-11-25". Errors name the text: not YYYY-MM-DD, or no such day (2026-02-30).
[[nodiscard]] Result<CivilDate> parse_civil_date(std::string_view text);
[[nodiscard]] std::string format_civil_date(const CivilDate& date);

// The UTC date of a moment (now by default): everyone's "today" changes at 00:00 UTC.
[[nodiscard]] CivilDate utc_date(
    std::chrono::system_clock::time_point when = std::chrono::system_clock::now());

// 0 = Monday ... 6 = Sunday.
[[nodiscard]] int weekday_of(const CivilDate& date);

// The seed of a date's puzzle: the number YYYYMMDD (2026-11-25 -> 20261125).
[[nodiscard]] std::uint64_t daily_seed(const CivilDate& date);

// The settings of a date's puzzle: 9x9 classic, 180-degree symmetry, seed daily_seed(date),
// and a difficulty rising through the week: Monday and Tuesday easy, Wednesday and Thursday
// medium, Friday to Sunday hard.
[[nodiscard]] NewGameSettings daily_settings(const CivilDate& date);

// The statistics' difficulty label of daily games, so their times are kept apart.
inline constexpr std::string_view kDailyLabel = "daily";

}  // namespace sudoku::core
