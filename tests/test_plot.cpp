// core/plot on known data: nice ticks (linear steps, log decades), the log mapping, the lab's
// box plot quartiles, the SVG backend's elements, and the cairo PNG backend's pixels.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>

#include "core/lab/lab_charts.hpp"
#include "core/plot/figure_svg.hpp"
#include "core/plot/scale.hpp"
#include "render/figure_png.hpp"

using namespace sudoku::core;

namespace {

std::vector<double> tick_values(const Scale& s) {
    std::vector<double> values;
    for (const Tick& t : s.ticks())
        values.push_back(t.value);
    return values;
}

std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

// The y attribute of each right-aligned <text> (the y axis' tick labels) whose words are one
// of `labels`, in document order.
std::vector<double> end_anchored_label_ys(const std::string& svg,
                                          const std::vector<std::string>& labels) {
    std::vector<double> ys;
    for (std::size_t open = svg.find("<text "); open != std::string::npos;
         open = svg.find("<text ", open + 1)) {
        const std::size_t tag_end = svg.find('>', open);
        const std::size_t close = svg.find("</text>", open);
        if (tag_end == std::string::npos || close == std::string::npos) break;
        const std::string tag = svg.substr(open, tag_end - open);
        const std::string words = svg.substr(tag_end + 1, close - tag_end - 1);
        const std::size_t y = tag.find(" y=\"");
        if (tag.find("text-anchor=\"end\"") == std::string::npos || y == std::string::npos ||
            std::find(labels.begin(), labels.end(), words) == labels.end())
            continue;
        ys.push_back(std::stod(tag.substr(y + 4)));
    }
    return ys;
}

// Results made by hand: three puzzles, two configurations, nodes as given.
ExperimentResults made_results() {
    ExperimentResults r;
    auto puzzles = std::make_shared<std::vector<SetPuzzle>>();
    const Board board(Layout::classic(4));
    for (int i = 0; i < 3; ++i)
        puzzles->push_back({board, "p" + std::to_string(i), {}});
    r.puzzles = puzzles;
    r.spec.configs = {parse_configuration("naive").value(), parse_configuration("mrv").value()};
    const double nodes[2][3] = {{10, 1000, 100}, {1, 4, 2}};
    for (int p = 0; p < 3; ++p)
        for (int c = 0; c < 2; ++c) {
            RunCounts counts;
            counts.nodes = static_cast<std::uint64_t>(nodes[c][p]);
            counts.status = RunStatus::Solved;
            r.records.push_back({p, c, 0, counts});
        }
    return r;
}

}  // namespace

TEST_CASE("plot linear ticks are 1, 2 or 5 times a power of ten covering the data") {
    CHECK(nice_step(0.7) == doctest::Approx(1.0));
    CHECK(nice_step(1.3) == doctest::Approx(2.0));
    CHECK(nice_step(3.0) == doctest::Approx(5.0));
    CHECK(nice_step(7.0) == doctest::Approx(10.0));
    const Scale s = Scale::fit(17, 81, false);
    CHECK(tick_values(s) == std::vector<double>{0, 20, 40, 60, 80, 100});  // 64 / 5 -> 20
    CHECK(s.lo() == 0);
    CHECK(s.hi() == 100);
    CHECK(s.to_unit(50) == doctest::Approx(0.5));
    CHECK(s.ticks().at(2).label == "40");
    const Scale one = Scale::fit(5, 5, false);  // a single value still gets a range
    CHECK(one.lo() < 5);
    CHECK(one.hi() > 5);
}

TEST_CASE("plot log scale ticks decades and maps them evenly") {
    const Scale s = Scale::fit(3, 45000, true);
    CHECK(tick_values(s) == std::vector<double>{1, 10, 100, 1000, 10000, 100000});
    CHECK(s.to_unit(1) == doctest::Approx(0.0));
    CHECK(s.to_unit(100) == doctest::Approx(0.4));
    CHECK(s.to_unit(100000) == doctest::Approx(1.0));
    CHECK(s.to_unit(0) == doctest::Approx(0.0));  // counts of 0 sit on the axis
    CHECK(s.ticks().back().label == "100000");
    const Scale few = Scale::fit(20, 700, true);  // two decades: 2 and 5 between
    CHECK(tick_values(few) == std::vector<double>{10, 20, 50, 100, 200, 500, 1000});
    CHECK_FALSE(few.ticks().at(1).major);
    CHECK(tick_label(1e7) == "1e7");
    CHECK(tick_label(2.5e6) == "2.5e6");
    CHECK(tick_label(0.5) == "0.5");
}

TEST_CASE("plot box chart of known results has the quartiles of each configuration") {
    const Chart box = box_chart(made_results(), Metric::Nodes, true, {"t", "x", "y"});
    REQUIRE(box.boxes.size() == 2);
    CHECK(box.boxes[0].name == "naive");
    CHECK(box.boxes[0].min == 10);
    CHECK(box.boxes[0].q1 == doctest::Approx(55));  // 10, 100, 1000: type-7 quartiles
    CHECK(box.boxes[0].median == 100);
    CHECK(box.boxes[0].q3 == doctest::Approx(550));
    CHECK(box.boxes[0].max == 1000);
    const Chart bar = bar_chart(made_results(), Metric::Nodes, false, {"t", "x", "y"});
    CHECK(bar.bars[1].mean == doctest::Approx(7.0 / 3.0));
    const Chart scatter =
        scatter_chart(made_results(), ScatterX::Givens, Metric::Nodes, true, {"t", "x", "y"});
    REQUIRE(scatter.series.size() == 2);
    CHECK(scatter.series[0].points.size() == 3);
    CHECK(scatter.series[1].points[0].tag == 1);  // records interleave the configurations
}

TEST_CASE("plot svg has the expected elements and a point can be found by position") {
    const ExperimentResults results = made_results();
    const Chart scatter = scatter_chart(results, ScatterX::Givens, Metric::Nodes, true,
                                        {"Nodes <per> puzzle", "givens", "nodes"});
    const Figure fig = layout_chart(scatter, 640, 400);
    const std::string svg = figure_svg(fig);
    CHECK(svg.starts_with("<?xml"));
    CHECK(svg.find("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640.00\"") !=
          std::string::npos);
    CHECK(count_of(svg, "<circle") == 6 + 2);  // six points and two legend marks
    CHECK(svg.find(">Nodes &lt;per&gt; puzzle</text>") != std::string::npos);
    CHECK(svg.find("rotate(-90") != std::string::npos);  // the y axis title
    for (const char* label : {">1</text>", ">10</text>", ">100</text>", ">1000</text>"})
        CHECK(svg.find(label) != std::string::npos);
    CHECK(svg.find(">naive</text>") != std::string::npos);
    CHECK(svg.ends_with("</svg>\n"));
    // A decade is a fixed height: 1 -> 10 -> 100 are equally spaced.
    const std::vector<double> ys = end_anchored_label_ys(svg, {"1", "10", "100"});
    REQUIRE(ys.size() == 3);
    CHECK(ys[0] - ys[1] == doctest::Approx(ys[1] - ys[2]).epsilon(0.01));
    REQUIRE(fig.points.size() == 6);
    const PlacedPoint& p = fig.points[3];
    CHECK(fig.point_at(p.x + 1, p.y - 1, 5) == 3);
    CHECK(fig.point_at(-50, -50, 5) == -1);
}

TEST_CASE("plot png backend paints the bars in their colours") {
    const Chart bar = bar_chart(made_results(), Metric::Nodes, false, {"t", "x", "y"});
    const Figure fig = layout_chart(bar, 400, 300);
    const sudoku::render::Image image = sudoku::render::figure_image(fig);
    CHECK(image.width == 400);
    CHECK(image.height == 300);
    // The first bar beside its spread bar, just above the x axis, has the first series colour
    // (alpha 200 on white).
    const double x = fig.left + (fig.right - fig.left) * (0.25 - 0.07);
    const auto rgb = image.rgb_at(static_cast<int>(x), static_cast<int>(fig.bottom) - 3);
    const PlotColour c = series_colour(0);
    CHECK(std::abs(rgb.r - (c.r * 200 + 255 * 55) / 255) <= 3);
    CHECK(std::abs(rgb.b - (c.b * 200 + 255 * 55) / 255) <= 3);
    const std::string path =
        (std::filesystem::temp_directory_path() / "sudoku_test_plot.png").string();
    CHECK_FALSE(sudoku::render::write_figure_png(fig, path));
    CHECK(std::filesystem::file_size(path) > 1000);
    std::filesystem::remove(path);
    const auto bad = sudoku::render::write_figure_png(fig, "/nonexistent-dir/x.png");
    REQUIRE(bad);
}
