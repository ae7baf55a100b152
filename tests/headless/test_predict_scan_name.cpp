// Predict mode's reveal names mrv's scan as the listing beside it spells it: FindMrvCell beside
// the C# listing, find_mrv_cell beside Python and pseudo-code (it said find_mrv_cell beside
// C# too).
#include <doctest/doctest.h>

#include <string>

#include "frame_queries.hpp"

namespace sudoku::test::predict_scan_name {

namespace {

// The reasons of the first reveal that names the scan ("" when none of `questions` did).
std::string first_scan_reason(FrameHarness& h, int questions) {
    for (int i = 0; i < questions; ++i) {
        h.press_named(ImGuiKey_Enter);  // answer (the cell at the cursor)
        h.frames(4);
        const std::string reasons = report_text(h, "predict_reasons").value_or("");
        if (reasons.find("stops there") != std::string::npos) return reasons;
        h.press_named(ImGuiKey_Enter);  // continue to the next question
        h.frames(30);
    }
    return "";
}

}  // namespace

TEST_CASE("headless predict: the reveal names mrv's scan as the listing spells it") {
    const std::string puzzle = lesson_line("lesson_000_cau_do.txt");
    for (const std::string code : {"csharp", "python", "pseudo"}) {
        CAPTURE(code);
        FrameHarness h({"--lang", "en", "--watch", "mrv", "--predict", "every", "--code", code,
                        "--speed", "1000", puzzle},
                       1280, 800);
        h.frames(6);
        const std::string reasons = first_scan_reason(h, 12);
        REQUIRE(reasons != "");
        const bool csharp = code == "csharp";
        CHECK((reasons.find("FindMrvCell stops there") != std::string::npos) == csharp);
        CHECK((reasons.find("find_mrv_cell stops there") != std::string::npos) == !csharp);
    }
}

}  // namespace sudoku::test::predict_scan_name
