// Watch mode's keys come from one table (app/watch/watch_keys.cpp): the Help window lists every
// row of it in every language (the lesson keys A, C and N among them, which it once lacked), and
// the keys typed act through the same rows.
#include <doctest/doctest.h>

#include <string>

#include "app/watch/watch_keys.hpp"
#include "frame_harness.hpp"

namespace sudoku::test {

TEST_CASE("headless help: the Watch keys listed are the key table's, in every language") {
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        FrameHarness h({"--lang", lang, "--watch", "naive", "--speed", "1"}, 1280, 800);
        h.frames(3);
        h.press(harness_key_codes().f1);
        h.frames(3);
        const std::string& report = h.last().report_lines;
        const auto language = std::string(lang) == "vi"   ? app::Language::Vietnamese
                              : std::string(lang) == "tr" ? app::Language::Turkish
                                                          : app::Language::English;
        const auto rows = app::watch_key_rows();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const std::string line = "text help_key_" + std::to_string(i + 1) + " " +
                                     app::watch_key_help_line(rows[i], language);
            CAPTURE(line);
            CHECK(report.find(line + "\n") != std::string::npos);
        }
        CHECK(report.find("text help_key_" + std::to_string(rows.size() + 1) + " ") ==
              std::string::npos);
    }
    // The lesson keys and the export keys are rows of the table.
    for (const char ch : std::string("acnegbsdpw+-")) {
        CAPTURE(ch);
        CHECK(app::watch_key_for_char(static_cast<unsigned char>(ch)) != nullptr);
    }
}

TEST_CASE("headless watch keys: A and C, found in the key table, switch the listing") {
    FrameHarness h({"--present", "--watch", "naive", "--speed", "1"}, 1280, 800);
    h.frames(4);
    CHECK(h.last().report_lines.find("text watch_listing naive/pseudo\n") != std::string::npos);
    h.type("a");
    h.frames(3);
    CHECK(h.last().report_lines.find("text watch_listing mrv/pseudo\n") != std::string::npos);
    h.type("c");
    h.frames(3);
    CHECK(h.last().report_lines.find("text watch_listing mrv/python\n") != std::string::npos);
}

}  // namespace sudoku::test
