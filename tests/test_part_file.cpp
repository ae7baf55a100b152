// Pictures and documents appear under their name only when complete: PartFile on its own (the
// name absent or old until finish, the part gone after any ending, the umask's permissions,
// the errors), and write_png / GifWriter keeping an earlier file through a failed write.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "game_fixtures.hpp"
#include "i18n/describe.hpp"
#include "render/gif_writer.hpp"
#include "render/image.hpp"
#include "render/part_file.hpp"
#include "render/watch_frame.hpp"
#include "temp_folder.hpp"

namespace render = sudoku::render;
namespace fs = std::filesystem;
using sudoku::test::contents_of;
using sudoku::test::put;

namespace {

// The names in `folder`, sorted, so a stray part file shows in a failed check.
std::string names_in(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const auto& name : names)
        joined += name + " ";
    return joined;
}

render::Image small_board() {
    const render::RenderTheme theme;
    const render::FontFace font;
    const render::FrameWords words;
    return render::paint_image(
        render::View::Board, 64,
        render::plain_frame(sudoku::test::board_of(sudoku::test::kCauDoLine)),
        {theme, font, words});
}

}  // namespace

TEST_CASE("part file: the name keeps its old contents until finish, then holds the new ones") {
    const sudoku::test::TempFolder folder;
    const fs::path path = folder / "picture.png";
    put(path, "old");
    auto file = render::PartFile::create(path.string());
    REQUIRE(file.ok());
    REQUIRE(file->stream() != nullptr);
    CHECK(fs::path(file->part_path()).parent_path() == folder.path());
    std::fputs("new contents", file->stream());
    std::fflush(file->stream());
    CHECK(contents_of(path) == "old");
    CHECK(names_in(folder.path()) ==
          fs::path(file->part_path()).filename().string() + " picture.png ");
    CHECK_FALSE(file->finish().has_value());
    CHECK(file->stream() == nullptr);
    CHECK(contents_of(path) == "new contents");
    CHECK(names_in(folder.path()) == "picture.png ");
    auto again = file->finish();
    REQUIRE(again.has_value());
    CHECK(again->code == sudoku::core::ErrorCode::ImageWriteFailed);
}

TEST_CASE("part file: one never finished leaves the old file and no part behind") {
    const sudoku::test::TempFolder folder;
    const fs::path path = folder / "slides.gif";
    put(path, "old");
    {
        auto file = render::PartFile::create(path.string());
        REQUIRE(file.ok());
        std::fputs("half a pict", file->stream());
        render::PartFile moved(std::move(*file));  // the moved-from one must not remove it
        CHECK(fs::exists(moved.part_path()));
    }
    CHECK(contents_of(path) == "old");
    CHECK(names_in(folder.path()) == "slides.gif ");
}

TEST_CASE("part file: two at once for one name get parts of their own") {
    const sudoku::test::TempFolder folder;
    const fs::path path = folder / "tree.png";
    auto first = render::PartFile::create(path.string());
    auto second = render::PartFile::create(path.string());
    REQUIRE(first.ok());
    REQUIRE(second.ok());
    CHECK(first->part_path() != second->part_path());
    std::fputs("first", first->stream());
    std::fputs("second", second->stream());
    CHECK_FALSE(second->finish().has_value());
    CHECK_FALSE(first->finish().has_value());
    CHECK(contents_of(path) == "first");  // the last to finish wins, whole
    CHECK(names_in(folder.path()) == "tree.png ");
}

TEST_CASE("part file: the file gets the permissions the umask gives, not owner-only") {
    const sudoku::test::TempFolder folder;
    const mode_t previous = ::umask(022);
    auto file = render::PartFile::create((folder / "shared.png").string());
    ::umask(previous);
    REQUIRE(file.ok());
    REQUIRE_FALSE(file->finish().has_value());
    struct stat info {};
    REQUIRE(::stat((folder / "shared.png").c_str(), &info) == 0);
    CHECK((info.st_mode & 0777) == 0644);
}

TEST_CASE("part file: errors name the file and why, and leave nothing behind") {
    const sudoku::test::TempFolder folder;
    const std::string nowhere = (folder / "missing" / "x.png").string();
    auto missing = render::PartFile::create(nowhere);
    REQUIRE_FALSE(missing.ok());
    CHECK(sudoku::i18n::english(missing.error()) ==
          "cannot write the image " + nowhere + ": No such file or directory");

    // A folder in the way: refused before anything is written.
    const fs::path in_the_way = folder / "taken.png";
    fs::create_directory(in_the_way);
    put(in_the_way / "inside", "kept");
    auto blocked = render::PartFile::create(in_the_way.string());
    REQUIRE_FALSE(blocked.ok());
    CHECK(sudoku::i18n::english(blocked.error()) ==
          "cannot write the image " + in_the_way.string() + ": Is a directory");
    CHECK(names_in(folder.path()) == "taken.png ");
    CHECK(contents_of(in_the_way / "inside") == "kept");
}

TEST_CASE("part file: write_png replaces a picture whole and a failed GIF keeps the old one") {
    const sudoku::test::TempFolder folder;
    const render::Image image = small_board();
    const fs::path png = folder / "board.png";
    put(png, "old");
    REQUIRE_FALSE(render::write_png(image, png.string()).has_value());
    CHECK(contents_of(png).substr(1, 3) == "PNG");
    CHECK(names_in(folder.path()) == "board.png ");

    const fs::path gif = folder / "steps.gif";
    put(gif, "old");
    {
        auto writer = render::GifWriter::open(gif.string(), image.width, image.height,
                                              render::Palette::from_theme({}), 100);
        REQUIRE(writer.ok());
        REQUIRE_FALSE((*writer)->add(image).has_value());
        CHECK(contents_of(gif) == "old");  // while it is written
    }  // dropped without close(), as when an export is cancelled
    CHECK(contents_of(gif) == "old");
    CHECK(names_in(folder.path()) == "board.png steps.gif ");

    auto writer = render::GifWriter::open(gif.string(), image.width, image.height,
                                          render::Palette::from_theme({}), 100);
    REQUIRE(writer.ok());
    REQUIRE_FALSE((*writer)->add(image).has_value());
    REQUIRE_FALSE((*writer)->close().has_value());
    CHECK(contents_of(gif).substr(0, 6) == "GIF89a");
    CHECK(names_in(folder.path()) == "board.png steps.gif ");
}
