// Autosave scheduling: a write every interval of play, only when the game changed.
#include <doctest/doctest.h>

#include "app/support/autosave_timer.hpp"

using sudoku::core::AutosaveTimer;

TEST_CASE("autosave is due once an interval has passed and the game changed") {
    AutosaveTimer timer(30.0);
    for (int frame = 0; frame < 29; ++frame)
        CHECK_FALSE(timer.advance(1.0, true));
    CHECK(timer.advance(1.0, true));    // 30 s
    CHECK(timer.advance(0.016, true));  // still due until the caller reports the write
    timer.saved();
    CHECK(timer.since_save() == 0.0);
    CHECK_FALSE(timer.advance(29.5, true));
    CHECK(timer.advance(0.5, true));
}

TEST_CASE("an unchanged game is not rewritten, and the first change after a quiet spell is") {
    AutosaveTimer timer(30.0);
    CHECK_FALSE(timer.advance(45.0, false));  // paused for 45 s: nothing to write
    CHECK_FALSE(timer.advance(100.0, false));
    CHECK(timer.advance(0.0, true));  // the first change is already overdue
}

TEST_CASE("autosave intervals are at least a second and time never runs backwards") {
    AutosaveTimer timer(0.0);
    CHECK(timer.interval() == 1.0);
    CHECK_FALSE(timer.advance(0.5, true));
    CHECK_FALSE(timer.advance(-100.0, true));
    CHECK(timer.since_save() == 0.5);
    CHECK(timer.advance(0.5, true));
    timer.set_interval(5.0);
    CHECK_FALSE(timer.advance(0.0, true));  // 1 s of 5
}
