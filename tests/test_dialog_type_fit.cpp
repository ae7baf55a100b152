// A dialog's type fitted to the window's height, frame by frame: it shrinks until the content
// fits, stops at its floor, grows back when the content becomes smaller (never to a size that
// overflowed), and settles even when the content grows faster than its type.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>
#include <limits>

#include "app/support/dialog_type_fit.hpp"

using sudoku::app::DialogTypeFit;

namespace {

constexpr float kRoom = 660.0f;  // the room for the content, without the title bar
constexpr float kSmallest = 0.5f;

struct Run {
    int changes = 0;
    int last_change = -1;  // the frame of the last change
};

// Draws `frames` frames of content whose height at fit f is `content(f)`.
Run run_frames(DialogTypeFit& fit, const std::function<float(float)>& content, int frames) {
    Run run;
    for (int frame = 0; frame < frames; ++frame)
        if (fit.refit(content(fit.fit()), kRoom, kSmallest)) {
            ++run.changes;
            run.last_change = frame;
        }
    return run;
}

// The same with content that follows the type a frame late, in part (`late`) or wholly: a
// board sized from what the rest of the dialog measured last frame (Practice).
Run run_lagging_frames(DialogTypeFit& fit, const std::function<float(float, float)>& content,
                       int frames) {
    Run run;
    float previous = fit.fit();
    for (int frame = 0; frame < frames; ++frame) {
        const float now = fit.fit();
        if (fit.refit(content(now, previous), kRoom, kSmallest)) {
            ++run.changes;
            run.last_change = frame;
        }
        previous = now;
    }
    return run;
}

}  // namespace

TEST_CASE("dialog type fit: content that fits is drawn at full size, unchanged") {
    DialogTypeFit fit;
    const Run run = run_frames(
        fit, [](float f) { return 500.0f * f; }, 20);
    CHECK(run.changes == 0);
    CHECK(fit.fit() == 1.0f);
}

TEST_CASE("dialog type fit: overflowing content shrinks until it fits, then stays") {
    DialogTypeFit fit;
    const auto content = [](float f) { return 900.0f * f; };
    const Run run = run_frames(fit, content, 50);
    CHECK(run.changes >= 1);
    CHECK(run.changes == 1);  // in proportion: one step for text that scales with its type
    CHECK(content(fit.fit()) <= kRoom);
    CHECK(fit.fit() == doctest::Approx(660.0 / 900));
}

TEST_CASE("dialog type fit: content too tall for any size stops at the floor") {
    DialogTypeFit fit;
    const Run run = run_frames(
        fit, [](float f) { return 5000.0f * f; }, 50);
    CHECK(fit.fit() == kSmallest);
    CHECK(run.changes == 1);
}

TEST_CASE("dialog type fit: the type grows back when the content becomes smaller") {
    DialogTypeFit fit;
    run_frames(
        fit, [](float f) { return 1000.0f * f; }, 10);  // an error message shown
    const float shrunk = fit.fit();
    REQUIRE(shrunk < 0.7f);
    // The message gone: the rest fits at full size again.
    const auto smaller = [](float f) { return 400.0f * f; };
    const Run run = run_frames(fit, smaller, 20);
    CHECK(run.changes == 1);
    CHECK(fit.fit() == 1.0f);
    CHECK(smaller(fit.fit()) <= kRoom);
    CHECK(run_frames(fit, smaller, 20).changes == 0);

    fit.reset();  // a new opening starts at full size again
    CHECK(fit.fit() == 1.0f);
    CHECK(run_frames(fit, smaller, 5).changes == 0);
}

TEST_CASE("dialog type fit: content filling most of the room does not make it grow") {
    DialogTypeFit fit;
    run_frames(
        fit, [](float f) { return 1000.0f * f; }, 10);
    const float shrunk = fit.fit();
    // Still 90 % of the room: within the margin that keeps it from flipping.
    const Run run = run_frames(
        fit, [&](float f) { return 0.9f * kRoom * f / shrunk; }, 20);
    CHECK(run.changes == 0);
    CHECK(fit.fit() == shrunk);
}

TEST_CASE("dialog type fit: content growing faster than its type settles, never flipping") {
    // Wrapped text: a larger type wraps to more lines, so the height grows with the cube.
    DialogTypeFit fit;
    const auto wrapped = [](float f) { return 800.0f * f * f * f; };
    const Run run = run_frames(fit, wrapped, 300);
    CHECK(run.changes <= 4);
    CHECK(run.last_change < 5);
    CHECK(wrapped(fit.fit()) <= kRoom);
}

TEST_CASE("dialog type fit: a board filling its room stops the shrinking, not spiralling down") {
    // The board takes whatever the text leaves, and overshoots by a spacing: shrinking the type
    // moves the content by a pixel or two, never under the room.
    DialogTypeFit fit;
    const auto filler = [](float f) { return kRoom + 10.0f * f; };
    const Run run = run_frames(fit, filler, 300);
    CHECK(run.changes == 1);
    CHECK(fit.fit() > 0.98f);
    // New content at that type (an error line under the board) may shrink it again.
    const Run after = run_frames(
        fit, [](float f) { return kRoom + 10.0f * f + 300.0f * f; }, 50);
    CHECK(after.changes >= 1);
    CHECK(fit.fit() < 0.98f);
}

TEST_CASE("dialog type fit: no room, or a measure that is not a number, changes nothing") {
    DialogTypeFit fit;
    const float nan = std::numeric_limits<float>::quiet_NaN();
    CHECK_FALSE(fit.refit(900.0f, 0.0f, kSmallest));
    CHECK_FALSE(fit.refit(900.0f, -10.0f, kSmallest));
    CHECK_FALSE(fit.refit(nan, kRoom, kSmallest));
    CHECK_FALSE(fit.refit(900.0f, nan, kSmallest));
    CHECK_FALSE(fit.refit(0.0f, kRoom, kSmallest));
    CHECK(fit.fit() == 1.0f);
}

TEST_CASE("dialog type fit: content that follows the type a frame late settles, never flipping") {
    // Practice in large type: text beside the board wraps (grows with the square of the type),
    // and the board takes what the rest of the dialog left it last frame, up to its width.
    const auto practice = [](float now, float late) {
        const float other = 200.0f * now;
        const float board = std::min(350.0f, kRoom - 200.0f * late - 8.0f);
        return other + std::max(board, 500.0f * now * now);
    };
    DialogTypeFit fit;
    const Run run = run_lagging_frames(fit, practice, 300);
    CHECK(run.changes <= 6);
    CHECK(run.last_change < 30);
    CHECK(practice(fit.fit(), fit.fit()) <= kRoom);

    DialogTypeFit wrapped;
    const Run lagged = run_lagging_frames(
        wrapped, [](float, float late) { return 800.0f * late * late * late; }, 300);
    CHECK(lagged.changes <= 6);
    CHECK(lagged.last_change < 30);
    CHECK(800.0f * wrapped.fit() * wrapped.fit() * wrapped.fit() <= kRoom);

    DialogTypeFit filler;  // a board a frame late that always overshoots: stops near full size
    run_lagging_frames(
        filler, [](float, float late) { return kRoom + 10.0f * late; }, 300);
    CHECK(filler.fit() > 0.98f);
}
