// The search tree at Fit in presentation mode and in Compare (issue 32): with Labels ticked the
// labels and the folded subtrees' counts are drawn in a type sized to the levels (14 px at
// least) instead of vanishing because the interface's large type does not fit between levels;
// where even 14 px does not fit, the tree's line says how to zoom.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "app/model/command.hpp"
#include "frame_harness.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test {

namespace {

long long count_of(const FrameRecord& frame, const std::string& name) {
    std::istringstream lines(frame.report_lines);
    std::string line;
    const std::string prefix = name + " ";
    while (std::getline(lines, line))
        if (line.starts_with(prefix)) return std::stoll(line.substr(prefix.size()));
    return -1;
}

void fitted_tree(const std::vector<std::string>& args, bool labels_or_hint) {
    FrameHarness h(args, 1024, 768);
    h.frames(3);
    h.app().post(app::wcmd::TogglePlay{});
    h.frame();
    // Far enough for a tree a dozen levels deep, with dead ends (one step a frame: no
    // frame's time budget decides how far it gets).
    for (int i = 0; i < 250; ++i) {
        h.app().post(app::wcmd::StepForward{});
        h.frame();
    }
    h.type("t");  // the tree over the whole window
    h.frames(3);
    h.type("f");  // Fit
    h.frames(8);
    const std::string& report = h.last().report_lines;
    CHECK(count_of(h.last(), "tree_label_pixels") >= 14);
    if (labels_or_hint) {
        // A tree too deep for 14 px labels at Fit says how to zoom instead.
        CHECK((report.find("text tree_labels shown\n") != std::string::npos ||
               report.find("text tree_labels_hint ") != std::string::npos));
    } else {
        CHECK(report.find("text tree_labels shown\n") != std::string::npos);
    }
}

}  // namespace

TEST_CASE("headless tree: Fit keeps the labels, presenting one board and two" *
          doctest::skip(kSanitizedBuild)) {
    SUBCASE("one board") {
        fitted_tree({"--present", "--watch", "naive", "--speed", "1"}, false);
    }
    SUBCASE("compare") {
        fitted_tree({"--present", "--watch", "naive", "--compare", "mrv", "--speed", "1"}, true);
    }
}

}  // namespace sudoku::test
