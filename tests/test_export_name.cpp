// The export dialog's file name follows the picture's kind and step, and never names a file
// that exists (exporting the tree after a frame at the same step no longer replaces it).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/support/export_name.hpp"
#include "temp_folder.hpp"

using namespace sudoku;
using app::export_file_name;
using app::ExportNameParts;

TEST_CASE("the export file name says the picture's kind and its step") {
    ExportNameParts p{.algorithm = "naive", .step = 40};
    CHECK(export_file_name(p) == "watch-naive-step-40.png");
    p.step = 1400;
    CHECK(export_file_name(p) == "watch-naive-step-1400.png");
    p.view = 3;
    CHECK(export_file_name(p) == "watch-naive-tree-step-1400.png");
    p.view = 0;
    CHECK(export_file_name(p) == "watch-naive-board-step-1400.png");
    p.view = 2;
    p.tree = true;
    CHECK(export_file_name(p) == "watch-naive-frame-with-tree-step-1400.png");
    ExportNameParts gif{.algorithm = "mrv", .animation = true, .view = 1, .first = 3, .last = 203};
    CHECK(export_file_name(gif) == "watch-mrv-3-203.gif");
    gif.view = 0;
    gif.last = 900;
    CHECK(export_file_name(gif) == "watch-mrv-board-3-900.gif");
}

TEST_CASE("an export never names a file that is already there") {
    const test::TempFolder dir;
    const auto path = dir.path() / "watch-naive-step-40.png";
    CHECK(app::unused_path(path) == path);
    std::ofstream(path) << "x";
    CHECK(app::unused_path(path) == dir.path() / "watch-naive-step-40-2.png");
    std::ofstream(dir.path() / "watch-naive-step-40-2.png") << "x";
    CHECK(app::unused_path(path) == dir.path() / "watch-naive-step-40-3.png");
}
