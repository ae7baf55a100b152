// Predict mode in front of a class (ported from the Xvfb script gui/predict.sh): on a 1024x768
// projector, presenting, in English, Vietnamese and Turkish, Watch pauses at each decision of
// lesson 000's naive search; answers by the keyboard (arrows + Enter, a typed value, Backspace
// for a dead end) and by a click on the board are judged against what the search really did
// and scored (the game's own record of each answer, SUDOKU_REPORT_PREDICT); the reveal changes
// the panel.
#include <doctest/doctest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "frame_queries.hpp"

namespace sudoku::test::predict_frames {

namespace {

std::vector<std::string> lines_of(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

// The board's place while a question is asked: "board X Y CELL ANSWERED".
struct Asked {
    float x = 0.0f;
    float y = 0.0f;
    float cell = 0.0f;
    int answered = -1;
};

Asked asked(const std::filesystem::path& report) {
    Asked a;
    std::ifstream in(report.string() + ".board");
    std::string word;
    in >> word >> a.x >> a.y >> a.cell >> a.answered;
    return a;
}

// Unsets the variable at the end of the test (other tests in the process write no record).
struct PredictRecord {
    explicit PredictRecord(const std::filesystem::path& path) {
        ::setenv("SUDOKU_REPORT_PREDICT", path.c_str(), 1);
    }
    ~PredictRecord() { ::unsetenv("SUDOKU_REPORT_PREDICT"); }
    PredictRecord(const PredictRecord&) = delete;
    PredictRecord& operator=(const PredictRecord&) = delete;
};

}  // namespace

TEST_CASE("headless predict: four answers by keys and a click, judged and scored") {
    const std::string cau_do =
        "780400120600075009000601078007040260001050930904060005070300012120007400049206007";
    TempFolder dir;
    for (const char* lang : {"en", "vi", "tr"}) {
        CAPTURE(lang);
        const std::filesystem::path report = dir / (std::string("predict-") + lang + ".txt");
        PredictRecord record(report);
        FrameHarness h({"--lang", lang, "--present", "--speed", "1000", "--watch", "naive",
                        "--predict", "every", cau_do},
                       1024, 768);
        const auto wait_question = [&](int answered) {
            REQUIRE(h.frames_until([&] { return asked(report).answered == answered; }));
        };
        const auto answers = [&](std::size_t n) {
            REQUIRE(h.frames_until([&] { return lines_of(report).size() >= n; }));
            return lines_of(report);
        };
        h.frames(3);
        wait_question(0);
        // 1. Which cell comes next? naive takes the first empty cell, r1c3.
        const Rect panel{700.0f, 0.0f, 1024.0f, 768.0f};
        const std::uint64_t question = h.drawn(panel);
        h.press_named(ImGuiKey_RightArrow);
        h.press_named(ImGuiKey_RightArrow);
        h.press_named(ImGuiKey_Enter);
        CHECK(answers(1)[0] == "question=cell real=cell:2 given=cell:2 result=right score=1/1");
        h.frames(2);
        CHECK(h.drawn(panel) != question);  // the reveal changes the panel
        // 2. Which value goes into r1c3? Not 5: the smallest value no peer holds, 3.
        h.press_named(ImGuiKey_Enter);
        wait_question(1);
        h.type("5");
        CHECK(answers(2)[1] == "question=value real=value:3 given=value:5 result=wrong score=1/2");
        // 3. The next cell is r1c5: a click on it, where the game says the board is.
        h.press_named(ImGuiKey_Enter);
        wait_question(2);
        const Asked board = asked(report);
        h.click_at(board.x + 4.5f * board.cell, board.y + 0.5f * board.cell);
        h.move_pointer_away();
        CHECK(answers(3)[2] == "question=cell real=cell:4 given=cell:4 result=right score=2/3");
        // 4. A dead end guessed with Backspace where the search places a value: wrong.
        h.press_named(ImGuiKey_Enter);
        wait_question(3);
        h.press_named(ImGuiKey_Backspace);
        const std::string fourth = answers(4)[3];
        CHECK(fourth.starts_with("question=value real=value:"));
        CHECK(fourth.ends_with(" given=backtrack result=wrong score=2/4"));
    }
}

}  // namespace sudoku::test::predict_frames
