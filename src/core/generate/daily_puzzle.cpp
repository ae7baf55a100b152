#include "core/generate/daily_puzzle.hpp"

#include <charconv>
#include <cstdio>

namespace sudoku::core {

namespace {

bool is_leap(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month) {
    static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && is_leap(year) ? 29 : kDays[month - 1];
}

bool read_digits(std::string_view text, int& out) {
    for (char c : text)
        if (c < '0' || c > '9') return false;
    return std::from_chars(text.data(), text.data() + text.size(), out).ec == std::errc{};
}

}  // namespace

Result<CivilDate> parse_civil_date(std::string_view text) {
    const std::string shown(text.substr(0, 40));
    CivilDate date;
    if (text.size() != 10 || text[4] != '-' || text[7] != '-' ||
        !read_digits(text.substr(0, 4), date.year) || !read_digits(text.substr(5, 2), date.month) ||
        !read_digits(text.substr(8, 2), date.day))
        return coded_error(ErrorCode::DateFormat, {shown});
    if (date.year < kDailyFirstYear || date.month < 1 || date.month > 12 || date.day < 1 ||
        date.day > days_in_month(date.year, date.month))
        return coded_error(ErrorCode::DateNoSuchDay, {shown});
    return date;
}

std::string format_civil_date(const CivilDate& date) {
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
    return text;
}

CivilDate utc_date(std::chrono::system_clock::time_point when) {
    const auto days = std::chrono::floor<std::chrono::days>(when);
    const std::chrono::year_month_day ymd{days};
    return {static_cast<int>(ymd.year()), static_cast<int>(static_cast<unsigned>(ymd.month())),
            static_cast<int>(static_cast<unsigned>(ymd.day()))};
}

int weekday_of(const CivilDate& date) {
    const std::chrono::year_month_day ymd{std::chrono::year{date.year},
                                          std::chrono::month{static_cast<unsigned>(date.month)},
                                          std::chrono::day{static_cast<unsigned>(date.day)}};
    // iso_encoding: Monday = 1 ... Sunday = 7.
    return static_cast<int>(std::chrono::weekday{std::chrono::sys_days{ymd}}.iso_encoding()) - 1;
}

std::uint64_t daily_seed(const CivilDate& date) {
    return static_cast<std::uint64_t>(date.year) * 10000 +
           static_cast<std::uint64_t>(date.month) * 100 + static_cast<std::uint64_t>(date.day);
}

NewGameSettings daily_settings(const CivilDate& date) {
    NewGameSettings s;
    s.size = 9;
    s.variant = Variant::Classic;
    s.symmetry = Symmetry::Rotate180;
    s.empty = -1;
    s.seed = daily_seed(date);
    const int weekday = weekday_of(date);
    s.difficulty = weekday < 2 ? Grade::Easy : weekday < 4 ? Grade::Medium : Grade::Hard;
    return s;
}

}  // namespace sudoku::core
