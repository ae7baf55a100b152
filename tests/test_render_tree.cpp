// The tree picture: nodes, folded triangles and the current path land where the layout puts
// them in the tree panel's colours; tree and compare pictures have the promised sizes; compare
// animations report progress, can be cancelled and stop when both searches end.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "puzzle_fixtures.hpp"
#include "render/lane_animation.hpp"
#include "temp_folder.hpp"

namespace render = sudoku::render;
namespace core = sudoku::core;

namespace {

struct Style {
    render::RenderTheme theme;
    render::FontFace font;
    render::FrameWords words;
    [[nodiscard]] render::PaintStyle get() const { return {theme, font, words}; }
};

core::StepSolverOptions algo(core::Algorithm a) {
    core::StepSolverOptions o;
    o.algorithm = a;
    return o;
}

render::Rgb pixel(const render::Image& image, double x, double y) {
    return image.rgb_at(static_cast<int>(x), static_cast<int>(y));
}

}  // namespace

TEST_CASE("tree picture: nodes, triangles and the path in the panel's colours") {
    const core::Board start = core::parse_puzzle_line(sudoku::test::kCauDoLine).value();
    auto picture = render::tree_at_step(start, algo(core::Algorithm::Naive), 400);
    REQUIRE(picture);
    const Style style;
    const render::RenderTheme& th = style.theme;
    const int w = 1600, h = 1000;
    const render::TreeGeometry g =
        render::place_tree(*picture, render::fit_tree(*picture, w, h), 0, 0, w, h);
    const render::Image image = render::paint_picture(
        w, h, [&](cairo_t* cr) { render::paint_tree(cr, *picture, g, style.get()); });
    const auto& items = picture->layout.items();
    REQUIRE(items.size() > 3);
    const core::SearchTree& tree = *picture->tree;
    // The root: the given colour at its centre.
    auto [rx, ry] = render::item_point(g, items[0]);
    CHECK(pixel(image, rx, ry) == th.given_digit);
    int triangles = 0, failed_nodes = 0;
    for (const auto& item : items) {
        const auto [x, y] = render::item_point(g, item);
        if (item.collapsed && tree.failed(item.node) && item.height * g.level > 12) {
            // Inside the triangle, a third of the way down: the failed fill.
            CHECK(pixel(image, x, y + item.height * g.level * 0.3) == th.failed_cell);
            ++triangles;
        } else if (!item.collapsed && tree.failed(item.node) && g.radius >= 3) {
            CHECK(pixel(image, x, y) == th.wrong);
            ++failed_nodes;
        }
    }
    CHECK(triangles > 0);
    // The current path: the edge into the current node is in the path colour at its middle.
    const int current = picture->layout.item_of(tree, tree.current());
    REQUIRE(current > 0);
    const auto& item = items[static_cast<std::size_t>(current)];
    const auto [ax, ay] = render::item_point(g, items[static_cast<std::size_t>(item.parent_item)]);
    const auto [bx, by] = render::item_point(g, item);
    CHECK(pixel(image, (ax + bx) / 2, (ay + by) / 2) == th.tried);
}

TEST_CASE("tree picture: the sizes of tree, frame-with-tree and compare pictures") {
    const core::Board start = core::parse_puzzle_line(sudoku::test::kCauDoLine).value();
    const Style style;
    render::LaneLayout tree_only;
    tree_only.tree = true;
    auto one = render::lanes_at_step(start, {algo(core::Algorithm::Naive)}, 60, tree_only, 800,
                                     style.get());
    REQUIRE(one);
    CHECK(one->width == 800);
    CHECK(one->height == 500);
    render::LaneLayout frame_tree{render::View::Frame, true};
    auto two =
        render::lanes_at_step(start, {algo(core::Algorithm::Naive), algo(core::Algorithm::Mrv)}, 60,
                              frame_tree, 1200, style.get());
    REQUIRE(two);
    CHECK(two->height == render::lanes_height(frame_tree, 1200, 2));
    // Both boards: the left column's and the right column's board squares are painted.
    CHECK(two->rgb_at(300, 200) != two->rgb_at(1199, 0));
    // Past the end of both searches: an error naming the step.
    auto past = render::lanes_at_step(start, {algo(core::Algorithm::Mrv)}, 100000, tree_only, 800,
                                      style.get());
    REQUIRE_FALSE(past);
    CHECK(sudoku::i18n::english(past.error()).find("100000") != std::string::npos);
    CHECK_FALSE(
        render::lanes_at_step(start, {algo(core::Algorithm::Mrv)}, 0, tree_only, 10, style.get()));
}

TEST_CASE("compare animation: progress per frame, Cancel, and an end inside the range") {
    const sudoku::test::TempFolder folder;
    const core::Board start = core::parse_puzzle_line(sudoku::test::kCauDoLine).value();
    const Style style;
    render::LaneLayout layout;
    layout.tree = true;
    render::AnimationRequest request;
    request.size = 200;
    request.steps = {0, 100000};
    request.every = 50;
    const std::vector<core::StepSolverOptions> both{algo(core::Algorithm::Naive),
                                                    algo(core::Algorithm::Mrv)};
    std::uint64_t reports = 0;
    std::uint64_t planned = 0;
    auto written =
        render::write_lane_animation(start, both, request, layout, folder / "both.gif", style.get(),
                                     [&](std::uint64_t done, std::uint64_t total) {
                                         reports = done;
                                         planned = total;
                                         return true;
                                     });
    REQUIRE(written);
    // Both searches end long before step 100000: the GIF stops at the longer one's end.
    CHECK(written->search_ended);
    CHECK(written->last_position < 100000);
    CHECK(reports == static_cast<std::uint64_t>(written->frames));
    CHECK(planned == 2001);
    const std::string cancelled = folder / "cancelled.gif";
    auto stopped =
        render::write_lane_animation(start, both, request, layout, cancelled, style.get(),
                                     [](std::uint64_t done, std::uint64_t) { return done < 2; });
    REQUIRE_FALSE(stopped);
    CHECK(stopped.error().code == core::ErrorCode::Cancelled);
    CHECK_FALSE(std::filesystem::exists(cancelled));
}
