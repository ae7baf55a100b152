// The lesson on a projector (ported from the Xvfb scripts gui/projector_layout_{en,vi,tr}.sh):
// presenting one board at 1024x768 and 1280x800, for naive, mrv, propagate and dlx with each
// listing (pseudo-code, Python, C#), and in predict mode, shows every line of the listing whole
// and in the window at 16 px or more, the board with cells of 43 px or more, every control in
// the window, and nothing cut. The keys A (next algorithm) and C (next listing) and a resized
// window switch between them, as in class. The controls and the counters are wholly shown with
// their text at 16 px or more, as the listing's (once squeezed to 10-13 px under the board
// beside a Python or C# listing, and in Turkish). In predict mode, with the question asked, its
// answer revealed and the next question, so are the question's part and the controls with
// pseudo-code and Python (they shared the room under the board at 12 px), and with C#, where
// the two take turns under the board (the switch under the listing shows the controls).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "frame_queries.hpp"

namespace sudoku::test::projector_frames {

namespace {

constexpr const char* kControls[] = {"watch_play",           "watch_step",          "watch_back",
                                     "watch_next_backtrack", "watch_next_solution", "watch_speed"};
// The controls and counters whose text a class reads (at 16 px or more).
constexpr const char* kTexts[] = {
    "watch_play",          "watch_step",        "watch_back",         "watch_next_backtrack",
    "watch_next_solution", "watch_speed_value", "counter_placements", "counter_backtracks",
    "counter_checks",      "counter_depth"};

int report_count(const FrameHarness& h, const std::string& name) {
    const std::vector<std::string> lines = report_lines_with(h, name + " ");
    return lines.empty() ? -1 : std::stoi(lines.front().substr(name.size() + 1));
}

// The projector's rules on the last frame, one line per problem ("" when it holds).
// `readable`: the controls', the counters' and predict mode's question's text at 16 px or more.
std::string projector_problems(const FrameHarness& h, int width, int height, bool readable = true) {
    std::string out;
    const int total = report_count(h, "code_lines_total");
    if (total <= 0) out += "no code_lines_total\n";
    for (int k = 1; k <= total; ++k)
        if (!inside_display(h, "code_line_" + std::to_string(k), width, height))
            out += "listing line " + std::to_string(k) + " not wholly visible\n";
    const int pixels = report_count(h, "code_pixels");
    if (pixels >= 0 && pixels < 16) out += "listing at " + std::to_string(pixels) + " px\n";
    for (const char* control : kControls)
        if (!wholly_shown(h, control, width, height))
            out += std::string("control missing, outside or cut: ") + control + "\n";
    for (const char* text : kTexts) {
        if (!wholly_shown(h, text, width, height)) {
            out += std::string("missing, outside or cut: ") + text;
            if (const std::optional<ItemRecord> item = h.item(text))
                out += " at " + std::to_string(item->rect.x0) + "," +
                       std::to_string(item->rect.y0) + "-" + std::to_string(item->rect.x1) + "," +
                       std::to_string(item->rect.y1) + " shown " +
                       std::to_string(item->visible.x0) + "," + std::to_string(item->visible.y0) +
                       "-" + std::to_string(item->visible.x1) + "," +
                       std::to_string(item->visible.y1);
            out += "\n";
        }
        if (text_pixels(h, text) < 0.0f) out += std::string("no type size for ") + text + "\n";
    }
    if (readable) out += text_sizes_under(h, 16.0f);
    if (!out.empty())
        for (const std::string& line : report_lines_with(h, "pixels watch_code"))
            out += "(" + line + ", code " + std::to_string(report_count(h, "code_pixels")) + ")\n";
    const std::optional<ItemRecord> board = h.item("board_1");
    if (!board || !inside_display(h, "board_1", width, height))
        out += "board_1 missing or outside\n";
    else if (board->rect.width() / 9.0f < 43.0f)
        out += "board " + std::to_string(board->rect.width()) + " px: cells under 43 px\n";
    out += clipped_texts(h);
    return out;
}

// SUDOKU_PROJECTOR_SIZES=1: each case's sizes on stdout (the teacher's guide quotes them).
void print_sizes(const FrameHarness& h, const std::string& where) {
    const char* wanted = std::getenv("SUDOKU_PROJECTOR_SIZES");
    if (wanted == nullptr || *wanted == '\0') return;
    const std::optional<ItemRecord> board = h.item("board_1");
    float smallest = 1e9f;
    for (const char* text : kTexts)
        if (const float px = text_pixels(h, text); px >= 0.0f) smallest = std::min(smallest, px);
    std::printf("%s: listing %d px, controls %d px (smallest text %.1f px), cell %.0f px\n",
                where.c_str(), report_count(h, "code_pixels"),
                report_count(h, "present_controls_pixels"), smallest,
                board ? board->rect.width() / 9.0f : 0.0f);
}

void wait_listing(FrameHarness& h, const std::string& listing) {
    h.frames(12);  // the controls are measured on the first frames at a size
    CHECK(report_text(h, "watch_listing") == listing);
}

void sweep_lesson(const char* lang) {
    const std::string puzzle = lesson_line("lesson_000_cau_do.txt");
    FrameHarness h({"--lang", lang, "--watch", "naive", "--speed", "1", "--present", puzzle}, 1024,
                   768);
    h.frames(3);
    for (int i = 0; i < 6; ++i)  // a few steps: a rejected value's reason shows in the status
        h.press_named(ImGuiKey_RightArrow);
    for (const auto& size : {std::pair{1024, 768}, std::pair{1280, 800}}) {
        const int width = size.first;
        const int height = size.second;
        h.resize(width, height);
        for (const char* algorithm : {"naive", "mrv", "propagate", "dlx"}) {
            for (const char* code : {"pseudo", "python", "csharp"}) {
                const std::string listing = std::string(algorithm) + "/" + code;
                CAPTURE(listing);
                CAPTURE(width);
                wait_listing(h, listing);
                CHECK(projector_problems(h, width, height) == "");
                print_sizes(h, std::string(lang) + " " + std::to_string(width) + " " + listing);
                h.type("c");
            }
            h.type("a");
        }
    }
}

// Predict mode's rules on the last frame: the question at 16 px or more, and with it, or by
// its switch where the two take turns, the projector's rules for the controls.
void check_predict_phase(FrameHarness& h, int width, int height) {
    CHECK(text_pixels(h, "watch_predict") >= 16.0f);
    if (!h.item("present_tab_controls")) {
        CHECK(projector_problems(h, width, height) == "");
        return;
    }
    CHECK(text_sizes_under(h, 16.0f) == "");
    CHECK(wholly_shown(h, "present_tab_controls", width, height));
    CHECK(wholly_shown(h, "present_tab_question", width, height));
    CHECK(clipped_texts(h) == "");
    REQUIRE(h.click("present_tab_controls"));
    h.frames(12);  // the controls are measured on their first frames at a size
    CHECK(projector_problems(h, width, height) == "");
    CHECK(!h.item("watch_predict"));
    REQUIRE(h.click("present_tab_question"));
    h.frames(2);
    CHECK(text_pixels(h, "watch_predict") >= 16.0f);
}

void sweep_predict(const char* lang) {
    const std::string puzzle = lesson_line("lesson_000_cau_do.txt");
    FrameHarness h({"--lang", lang, "--watch", "mrv", "--predict", "every", "--present", puzzle},
                   1024, 768);
    h.frames(3);
    for (const auto& size : {std::pair{1024, 768}, std::pair{1280, 800}}) {
        const int width = size.first;
        const int height = size.second;
        h.resize(width, height);
        for (const char* code : {"pseudo", "python", "csharp"}) {
            const std::string listing = std::string("mrv/") + code;
            CAPTURE(listing);
            CAPTURE(width);
            wait_listing(h, listing);
            // The question, the answer revealed and the next question: the question's part at
            // 16 px or more too (it shared the room under the board with the controls, both at
            // 12 px, beside a Python or C# listing). Beside C#'s 35 lines no listing size
            // leaves the revealed answer room under it: the question and the controls take
            // turns under the board, each at 16 px or more (they shared it at 12 px).
            for (const std::string phase : {"asked", "revealed", "asked again"}) {
                CAPTURE(phase);
                check_predict_phase(h, width, height);
                print_sizes(h, std::string(lang) + " " + std::to_string(width) + " predict " +
                                   listing + " " + phase);
                h.press_named(ImGuiKey_Enter);  // answer (the cell at the cursor), then continue
                h.frames(30);
            }
            h.type("c");
        }
    }
}

}  // namespace

TEST_CASE("headless projector: every algorithm and listing fits, in English") {
    sweep_lesson("en");
    sweep_predict("en");
}

TEST_CASE("headless projector: every algorithm and listing fits, in Vietnamese") {
    sweep_lesson("vi");
    sweep_predict("vi");
}

TEST_CASE("headless projector: every algorithm and listing fits, in Turkish") {
    sweep_lesson("tr");
    sweep_predict("tr");
}

}  // namespace sudoku::test::projector_frames
