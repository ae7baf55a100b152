// Counts a student can reconcile (issue 32): an unsolvable puzzle's tree said "146 nodes" beside
// Placements 145. The tree's summary now says what its nodes are (the start and one per
// placement) with the same placement count as the counters, and its tooltip explains it, in
// English, Vietnamese and Turkish.
#include <doctest/doctest.h>

#include <string>

#include "frame_queries.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test::tree_counts {

namespace {

// The number after `key=` in a `watch_counters_1` report line.
long long counter(const std::string& line, const std::string& key) {
    const std::size_t at = line.find(key + "=");
    REQUIRE(at != std::string::npos);
    return std::stoll(line.substr(at + key.size() + 1));
}

}  // namespace

TEST_CASE("headless tree: nodes and placements reconcile on an unsolvable puzzle" *
          doctest::skip(kSanitizedBuild)) {
    const std::string unsolvable =
        "............15.......26.......37.......48.......51.......62.......73.......84....";
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        FrameHarness h({"--lang", lang, "--watch", "naive", "--speed", "turbo", unsolvable}, 1280,
                       800);
        h.frames(3);
        h.press_named(ImGuiKey_End);
        REQUIRE(h.frames_until([&] {
            const auto c = report_text(h, "watch_counters_1");
            return c && c->find("playing=0") != std::string::npos &&
                   c->find("seeking=0") != std::string::npos && counter(*c, "placements") > 0;
        }));
        REQUIRE(h.click("tab_tree"));
        h.frames(4);
        const std::optional<std::string> counters = report_text(h, "watch_counters_1");
        const std::optional<std::string> summary = report_text(h, "tree_summary");
        REQUIRE(counters.has_value());
        REQUIRE(summary.has_value());
        const long long placements = counter(*counters, "placements");
        CAPTURE(*summary);
        CHECK(placements > 0);
        // "922 nodes (the start + 921 placements)": both figures, side by side.
        const std::string nodes = std::to_string(placements + 1);
        const std::size_t at = summary->find(nodes + " ");
        REQUIRE(at != std::string::npos);
        CHECK(summary->find("+ " + std::to_string(placements) + " ", at) != std::string::npos);
        REQUIRE(h.hover("tree_summary"));
        CHECK(report_text(h, "tree_legend").has_value());
    }
}

}  // namespace sudoku::test::tree_counts
