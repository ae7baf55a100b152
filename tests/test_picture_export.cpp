// Watch mode's export worker: a picture of a step, an animation with progress, and Cancel
// stopping an animation midway with no file left behind, as the dialog drives it.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "app/watch/picture_export.hpp"
#include "game_fixtures.hpp"
#include "temp_folder.hpp"

using sudoku::app::PictureExport;
using sudoku::app::PictureRequest;
namespace core = sudoku::core;

namespace {

// Polls as the frame loop does, at most 60 s.
void wait_done(PictureExport& job) {
    for (int i = 0; i < 6000 && job.running(); ++i) {
        job.poll();
        if (!job.running()) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    REQUIRE_FALSE(job.running());
}

}  // namespace

TEST_CASE("picture export: a PNG of a step and a GIF of a range, written on a worker") {
    const sudoku::test::TempFolder folder;
    PictureExport job;
    PictureRequest png;
    png.path = folder / "step.png";
    png.size = 300;
    png.step = 3;
    png.language = sudoku::app::Language::Turkish;
    job.start(sudoku::test::board_of(sudoku::test::kCauDoLine), {}, png);
    wait_done(job);
    REQUIRE(job.outcome());
    CHECK_FALSE(job.outcome()->error.has_value());
    CHECK(std::filesystem::file_size(png.path) > 1000);

    PictureRequest gif;
    gif.animation = true;
    gif.path = folder / "range.gif";
    gif.size = 100;
    gif.view = sudoku::render::View::Board;
    gif.steps = {0, 30};
    gif.every = 10;
    job.start(sudoku::test::board_of(sudoku::test::kCauDoLine), {.algorithm = core::Algorithm::Mrv},
              gif);
    wait_done(job);
    REQUIRE(job.outcome());
    CHECK_FALSE(job.outcome()->error.has_value());
    CHECK(job.outcome()->frames == 4);
    CHECK(job.done() == 4);
    CHECK(job.total() == 4);
}

TEST_CASE("picture export: Cancel stops an animation and leaves no file") {
    const sudoku::test::TempFolder folder;
    PictureExport job;
    PictureRequest gif;
    gif.animation = true;
    gif.path = folder / "long.gif";
    gif.size = 2000;  // 2000 frames of 2000x2250: minutes of work unless cancelled
    gif.steps = {0, 1999};
    job.start(sudoku::test::board_of(sudoku::test::kCauDoLine), {}, gif);
    for (int i = 0; i < 6000 && job.done() < 1; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK(job.done() >= 1);
    job.cancel();
    wait_done(job);
    REQUIRE(job.outcome());
    REQUIRE(job.outcome()->error.has_value());
    CHECK(job.outcome()->error->code == core::ErrorCode::Cancelled);
    CHECK(job.done() < 2000);
    CHECK_FALSE(std::filesystem::exists(gif.path));
}
