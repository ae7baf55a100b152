// The daily puzzle: the date -> settings mapping docs/manual.md documents, the same puzzle for the
// same date (and different ones on other days), and bad dates refused with their text named.
#include <doctest/doctest.h>

#include <chrono>

#include "core/generate/daily_puzzle.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"

using namespace sudoku::core;

namespace {

std::string daily_line(const CivilDate& date) {
    auto puzzle = generate_puzzle(to_generator_options(daily_settings(date)));
    REQUIRE(puzzle.ok());
    return format_puzzle_line(puzzle->puzzle);
}

}  // namespace

TEST_CASE("daily puzzle: the seed is the date as YYYYMMDD, the difficulty rises in the week") {
    CHECK(daily_seed({2026, 11, 25}) == 20261125);
    CHECK(weekday_of({2026, 11, 23}) == 0);  // a Monday
    CHECK(weekday_of({2026, 11, 29}) == 6);  // a Sunday
    CHECK(daily_settings({2026, 11, 23}).difficulty == Grade::Easy);
    CHECK(daily_settings({2026, 11, 25}).difficulty == Grade::Medium);
    CHECK(daily_settings({2026, 11, 27}).difficulty == Grade::Hard);
    const NewGameSettings s = daily_settings({2026, 11, 25});
    CHECK(s.size == 9);
    CHECK(s.variant == Variant::Classic);
    CHECK(s.seed == 20261125);
}

TEST_CASE("daily puzzle: the same date always gives the same puzzle, another date another") {
    const CivilDate day{2026, 11, 25};
    const std::string first = daily_line(day);
    CHECK(daily_line(day) == first);
    CHECK(daily_line({2026, 11, 26}) != first);
    // Pinned: a change to the generator that moves everyone's daily puzzle shows up here.
    CHECK(first ==
          "...1..4.5...25..6.57........4...8.9...14.36...6.5...7........16.3..76...8.6..2...");
}

TEST_CASE("daily puzzle: UTC dates and their text") {
    using namespace std::chrono;
    const auto moment = sys_days{year{2026} / 3 / 1} + hours{23} + minutes{59};
    CHECK(utc_date(moment) == CivilDate{2026, 3, 1});
    CHECK(utc_date(moment + minutes{1}) == CivilDate{2026, 3, 2});
    CHECK(format_civil_date({2026, 3, 1}) == "2026-03-01");
    auto parsed = parse_civil_date("2024-02-29");
    REQUIRE(parsed.ok());
    CHECK(*parsed == CivilDate{2024, 2, 29});
}

TEST_CASE("daily puzzle: bad dates are refused naming the text") {
    for (const char* bad : {"", "2026-1-5", "2026/01/05", "20260105", "2026-01-0x", "+026-01-05"}) {
        CAPTURE(bad);
        auto date = parse_civil_date(bad);
        REQUIRE_FALSE(date.ok());
        CHECK(date.error().code == ErrorCode::DateFormat);
    }
    for (const char* bad : {"2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0999-01-01"}) {
        CAPTURE(bad);
        auto date = parse_civil_date(bad);
        REQUIRE_FALSE(date.ok());
        CHECK(date.error().code == ErrorCode::DateNoSuchDay);
        CHECK(sudoku::i18n::english(date.error()).find(bad) != std::string::npos);
    }
}
