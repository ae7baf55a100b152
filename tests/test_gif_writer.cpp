// Animated GIFs read back with giflib: frame count, size, the palette holding every theme
// colour exactly, the first frame's pixels, the loop extension, and the errors of a bad path.
#include <doctest/doctest.h>
#include <gif_lib.h>

#include <atomic>
#include <filesystem>

#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "render/animation.hpp"
#include "render/gif_writer.hpp"
#include "temp_folder.hpp"

namespace render = sudoku::render;
namespace core = sudoku::core;
using sudoku::test::board_of;

namespace {

struct Gif {
    GifFileType* file = nullptr;
    explicit Gif(const std::string& path) {
        int error = 0;
        file = DGifOpenFileName(path.c_str(), &error);
        REQUIRE(file != nullptr);
        REQUIRE(DGifSlurp(file) == GIF_OK);
    }
    ~Gif() {
        int error = 0;
        DGifCloseFile(file, &error);
    }
    [[nodiscard]] render::Rgb colour(int index) const {
        const GifColorType c = file->SColorMap->Colors[index];
        return {c.Red, c.Green, c.Blue};
    }
};

}  // namespace

TEST_CASE("gif: a step range reads back with its frames, size and exact theme colours") {
    const sudoku::test::TempFolder folder;
    const std::string path = folder / "naive.gif";
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words;
    render::AnimationRequest request;
    request.steps = {0, 20};
    request.every = 5;
    request.size = 200;
    std::uint64_t reports = 0;
    auto written =
        render::write_animation(board_of(sudoku::test::kCauDoLine), request, path,
                                {theme, font, words}, [&](std::uint64_t done, std::uint64_t total) {
                                    ++reports;
                                    CHECK(total == 5);
                                    CHECK(done == reports);
                                    return true;
                                });
    REQUIRE_MESSAGE(written.ok(), (written.ok() ? "" : sudoku::i18n::english(written.error())));
    CHECK(written->frames == 5);
    CHECK(written->last_position == 20);
    CHECK(reports == 5);

    Gif gif(path);
    CHECK(gif.file->ImageCount == 5);
    CHECK(gif.file->SWidth == 200);
    CHECK(gif.file->SHeight == 225);
    REQUIRE(gif.file->SColorMap != nullptr);
    CHECK(gif.file->SColorMap->ColorCount == 256);
    const std::vector<render::Rgb> colours = theme.colours();
    for (std::size_t i = 0; i < colours.size(); ++i)
        CHECK(gif.colour(static_cast<int>(i)) == colours[i]);
    // The first frame covers the picture; its top-left pixel is the background, exactly.
    const SavedImage& first = gif.file->SavedImages[0];
    CHECK(first.ImageDesc.Width == 200);
    CHECK(first.ImageDesc.Height == 225);
    CHECK(gif.colour(first.RasterBits[0]) == theme.background);
    // Later frames only store what changed: smaller than the picture.
    const SavedImage& second = gif.file->SavedImages[1];
    CHECK(second.ImageDesc.Width * second.ImageDesc.Height < 200 * 225);
    // Each frame has its delay; the last one holds 2 s.
    GraphicsControlBlock gcb{};
    REQUIRE(DGifSavedExtensionToGCB(gif.file, 0, &gcb) == GIF_OK);
    CHECK(gcb.DelayTime == 10);
    REQUIRE(DGifSavedExtensionToGCB(gif.file, 4, &gcb) == GIF_OK);
    CHECK(gcb.DelayTime == 200);
}

TEST_CASE("gif: a range past the end of the search stops at its end") {
    const sudoku::test::TempFolder folder;
    const std::string path = folder / "all.gif";
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words;
    render::AnimationRequest request;
    request.steps = {0, 4000};
    request.every = 100;
    request.size = 100;
    request.view = render::View::Board;
    auto written = render::write_animation(board_of(sudoku::test::kCauDoLine), request, path,
                                           {theme, font, words});
    REQUIRE(written.ok());
    CHECK(written->search_ended);
    CHECK(written->last_position < 4000);
    Gif gif(path);
    CHECK(gif.file->ImageCount == written->frames);
    CHECK(gif.file->SHeight == 100);
}

TEST_CASE("gif: cancelling, bad sizes and unwritable paths give errors and leave no file") {
    const sudoku::test::TempFolder folder;
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words;
    const render::PaintStyle style{theme, font, words};
    render::AnimationRequest request;
    request.size = 100;
    const std::string cancelled = folder / "cancelled.gif";
    auto stopped =
        render::write_animation(board_of(sudoku::test::kCauDoLine), request, cancelled, style,
                                [](std::uint64_t done, std::uint64_t) { return done < 3; });
    REQUIRE_FALSE(stopped.ok());
    CHECK(stopped.error().code == core::ErrorCode::Cancelled);
    CHECK_FALSE(std::filesystem::exists(cancelled));

    request.size = 20;
    auto small = render::write_animation(board_of(sudoku::test::kCauDoLine), request,
                                         folder / "small.gif", style);
    CHECK(small.error().code == core::ErrorCode::ImageSizeOutOfRange);

    request.size = 100;
    const std::string nowhere = folder / "missing" / "x.gif";
    auto unwritable =
        render::write_animation(board_of(sudoku::test::kCauDoLine), request, nowhere, style);
    REQUIRE_FALSE(unwritable.ok());
    CHECK(unwritable.error().code == core::ErrorCode::ImageWriteFailed);
    CHECK(sudoku::i18n::english(unwritable.error()) ==
          "cannot write the image " + nowhere + ": No such file or directory");

    const render::Image image = render::paint_image(
        render::View::Board, 64, render::plain_frame(board_of(sudoku::test::kCauDoLine)), style);
    auto png = render::write_png(image, nowhere);
    REQUIRE(png.has_value());
    CHECK(png->code == core::ErrorCode::ImageWriteFailed);
    CHECK_FALSE(render::write_png(image, folder / "ok.png").has_value());
    CHECK(std::filesystem::file_size(folder / "ok.png") > 100);

    request.steps = {5000, 5010};
    auto past = render::write_animation(board_of(sudoku::test::kCauDoLine), request,
                                        folder / "past.gif", style);
    CHECK(past.error().code == core::ErrorCode::StepPastEnd);
    CHECK_FALSE(std::filesystem::exists(folder / "past.gif"));
}

TEST_CASE("gif: the palette keeps every theme colour and maps each to itself") {
    const render::RenderTheme theme;
    render::Palette palette = render::Palette::from_theme(theme);
    CHECK(palette.colours().size() <= 256);
    CHECK(palette.colours().size() > theme.colours().size());
    for (const render::Rgb c : theme.colours()) {
        const std::uint32_t pixel = (std::uint32_t{c.r} << 16) | (std::uint32_t{c.g} << 8) | c.b;
        CHECK(palette.colours()[palette.index_of(pixel)] == c);
    }
}
