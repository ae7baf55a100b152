// Text on a presented board (issue 32): MRV's candidates, the unit labels and a dead end's lists
// at 14 px or more (kProjectorBoardText) on one board and on compared boards, at 1024x768,
// 1280x800 and 1920x1080 (where the compared lanes stand in rows: their candidates were drawn
// at 11 px there, without the floor the other layouts have), in English, Vietnamese and Turkish.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/model/command.hpp"
#include "frame_queries.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test {

namespace {

// The smallest board text of the last frame over every board drawn ("board_text S" lines), or
// -1 when no board drew text.
double smallest_board_text(const FrameHarness& h) {
    double smallest = -1.0;
    for (const std::string& line : report_lines_with(h, "board_text ")) {
        const double size = std::stod(line.substr(11));
        if (smallest < 0.0 || size < smallest) smallest = size;
    }
    return smallest;
}

void step(FrameHarness& h, int count) {
    for (int i = 0; i < count; ++i) {
        h.app().post(app::wcmd::StepForward{});
        h.frame();
    }
}

}  // namespace

TEST_CASE("headless presented board text: candidates and labels at 14 px or more" *
          doctest::skip(kSanitizedBuild)) {
    const std::vector<std::vector<std::string>> searches = {
        {"--watch", "mrv"}, {"--watch", "naive", "--compare", "mrv"}};
    for (const char* lang : {"en", "vi", "tr"}) {
        for (const std::pair<int, int>& size :
             {std::pair{1024, 768}, std::pair{1280, 800}, std::pair{1920, 1080}}) {
            for (const std::vector<std::string>& search : searches) {
                std::vector<std::string> args = {"--lang", lang, "--present", "--speed", "1"};
                args.insert(args.end(), search.begin(), search.end());
                const std::string where = std::string(lang) + " " + std::to_string(size.first) +
                                          "x" + std::to_string(size.second) + " " + search.back();
                CAPTURE(where);
                FrameHarness h(args, size.first, size.second);
                h.frames(3);
                h.app().post(app::wcmd::TogglePlay{});
                step(h, 12);
                h.frames(4);
                if (search.size() > 2) h.type("l");  // one lane at a time: MRV's lane
                h.frames(4);
                const double smallest = smallest_board_text(h);
                CHECK(smallest >= 14.0);
                if (const char* wanted = std::getenv("SUDOKU_PROJECTOR_SIZES"); wanted && *wanted)
                    std::printf("%s: smallest board text %.1f px\n", where.c_str(), smallest);
            }
        }
    }
}

}  // namespace sudoku::test
