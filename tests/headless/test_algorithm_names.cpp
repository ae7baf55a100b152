// One name for each algorithm in each language (issue 32): Compare's board captions (presenting:
// the lanes' tabs), the counters table's lane headers and the tree's line say the name of
// algorithm_word's table (a Turkish compare once read "Basit geri izleme" beside "mrv"), and the
// menus' longer titles begin with that same name.
#include <doctest/doctest.h>

#include <string>

#include "app/i18n/watch_strings.hpp"
#include "frame_harness.hpp"

namespace sudoku::test {

namespace {

std::string text_of(const FrameRecord& frame, const std::string& name) {
    const std::string key = "text " + name + " ";
    const std::size_t at = frame.report_lines.find(key);
    if (at == std::string::npos) return "(not drawn)";
    const std::size_t end = frame.report_lines.find('\n', at);
    return frame.report_lines.substr(at + key.size(), end - at - key.size());
}

}  // namespace

TEST_CASE("headless names: every place Compare names an algorithm uses its one name") {
    using core::Algorithm;
    const struct {
        const char* code;
        app::Language language;
    } languages[] = {{"en", app::Language::English},
                     {"vi", app::Language::Vietnamese},
                     {"tr", app::Language::Turkish}};
    for (const auto& lang : languages) {
        CAPTURE(lang.code);
        const std::string naive = app::algorithm_word(Algorithm::Naive, lang.language);
        const std::string mrv = app::algorithm_word(Algorithm::Mrv, lang.language);
        for (const bool present : {false, true}) {
            CAPTURE(present);
            std::vector<std::string> args = {"--lang",    lang.code, "--watch", "naive",
                                             "--compare", "mrv",     "--speed", "1"};
            if (present) args.emplace_back("--present");
            FrameHarness h(args, 1280, 800);
            h.frames(6);
            if (present) {
                // Presenting at 1280x800 shows one lane at a time: its tabs name them.
                CHECK(text_of(h.last(), "lane_tab_1") == "1 \xC2\xB7 " + naive);
                CHECK(text_of(h.last(), "lane_tab_2") == "2 \xC2\xB7 " + mrv);
            } else {
                CHECK(text_of(h.last(), "board_title_1") == naive);
                CHECK(text_of(h.last(), "board_title_2") == mrv);
            }
            CHECK(text_of(h.last(), "lane_label_1") == naive);
            CHECK(text_of(h.last(), "lane_label_2") == mrv);
        }
        // The menus say what each does after the same name.
        for (const Algorithm a : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate,
                                  Algorithm::Dlx, Algorithm::Custom}) {
            const std::string title = app::algorithm_title(a, lang.language);
            const std::string word = app::algorithm_word(a, lang.language);
            CAPTURE(title);
            CHECK(title.starts_with(word));
        }
    }
}

}  // namespace sudoku::test
