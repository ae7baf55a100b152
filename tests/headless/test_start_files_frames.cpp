// What the game is started with (ported from the Xvfb scripts gui/long_text.sh, gui/shapes.sh
// and gui/note_size.sh): an autosave whose difficulty is 17,000 characters is refused with a
// message and kept aside, the longest difficulty a save may hold is drawn clipped; one puzzle
// of every shape (4x4 to 25x25, jigsaw, X, Hyper) and a few looks draw their board and take
// the cursor; two notes in a cell of a 16x16 and a 25x25 board at 1024x768 are at least 11 and
// 7 pixels tall.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "frame_queries.hpp"
#include "stderr_capture.hpp"

namespace sudoku::test::start_files_frames {

namespace {

constexpr const char* kGivens =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::string save_with_difficulty(const std::string& difficulty) {
    return std::string(
               R"({"format": "sudoku-lab-save", "version": 1, "puzzle": {"size": 9, "givens": ")") +
           kGivens + R"("}, "difficulty": ")" + difficulty +
           R"(", "moves": [{"kind": "set", "cell": 2, "digit": 4}], "cursor": 1,
           "elapsed_ms": 5000, "hints_used": 0, "mistakes": 0})";
}

std::string with_cell(std::string line, int index, char symbol) {
    line[static_cast<std::size_t>(index)] = symbol;
    return line;
}

}  // namespace

TEST_CASE("headless start: a 17,000-character difficulty in the autosave is refused") {
    TempFolder out;
    StderrCapture err(out / "stderr.txt");
    FrameHarness h({}, 1280, 800, [](const std::filesystem::path& f) {
        std::ofstream(f / "data" / "sudoku-lab" / "autosave.json")
            << save_with_difficulty(std::string(17000, 'x'));
    });
    h.frames(3);
    CHECK(h.app().board_line() != with_cell(kGivens, 2, '4'));  // not resumed
    CHECK(err.text().find("difficulty: 17000 bytes long, more than the 100 allowed") !=
          std::string::npos);
    bool kept = false;
    for (const auto& e : std::filesystem::directory_iterator(h.folder() / "data" / "sudoku-lab"))
        kept = kept || e.path().filename().string().starts_with("autosave.json.unreadable-");
    CHECK(kept);
}

TEST_CASE("headless start: the longest difficulty a save may hold is drawn") {
    TempFolder out;
    const std::filesystem::path file = out / "long-difficulty.json";
    std::ofstream(file) << save_with_difficulty(std::string(100, 'W'));
    FrameHarness h({file.string()}, 1280, 800);
    h.frames(3);
    CHECK(h.app().board_line() == with_cell(kGivens, 2, '4'));
    CHECK_FALSE(report_text(h, "alert").has_value());
}

TEST_CASE("headless start: every shape and a few looks draw their board and take the cursor") {
    const char* const cases[][2] = {
        {"4x4", "...331.42.31.3.2"},
        {"6x6", ".521..3...6.42....5..4262.461.1...4."},
        {"16x16",
         "...4567.9...D...5.78.....E...........E...234567...F..2..5.7...BC.345.7.9AB..E...678.ABC.."
         "FG...45.BC...G.2..5..89.FG12345.7.9ABCD..5..8.A..D...1...9ABCD.FG1...56B.DEF...3.5678..F."
         "12345678......45.7..A.....G.........EFG12......D.....3.567.9...1.....789.B.DEF"},
        {"jigsaw", "5342....54......2.4.4...3 regions=AAABBAABBBCCCCDECDDDEEEED"},
        {"x",
         "98.43.5.6.36...1.24....1.....314.7691....7..4..49.623.697..54..31..6.......2...1. x"},
        {"hyper",
         "4......7..3..7..6....5.18..8.....74..7.89.1.5.1.726.3..9...54.3..5......14.2....7 hyper"},
    };
    for (const auto& c : cases) {
        CAPTURE(c[0]);
        FrameHarness h({c[1]}, 1280, 800);
        h.frames(3);
        const std::string line = c[1];
        CHECK(h.app().board_line().substr(0, line.find(' ')) == line.substr(0, line.find(' ')));
        CHECK(board_sides(h).size() == 1);
        const std::uint64_t before = h.drawn({0.0f, 40.0f, 860.0f, 760.0f});
        h.press_named(ImGuiKey_DownArrow);
        h.press_named(ImGuiKey_RightArrow);
        CHECK(h.drawn({0.0f, 40.0f, 860.0f, 760.0f}) != before);  // the cursor moved
        CHECK(h.quit());
    }
    // The largest board: an empty 25x25 of that shape's generator is covered by the notes test.
    for (const auto& look :
         {std::vector<std::string>{"--scale", "2", "--theme", "dark", "--lang", "vi"},
          std::vector<std::string>{"--theme", "contrast", "--lang", "tr"}}) {
        FrameHarness h(look, 1280, 800);
        h.frames(3);
        CHECK(board_sides(h).size() == 1);
        CHECK(clipped_texts(h) == "");
        CHECK(h.quit());
    }
}

TEST_CASE("headless start: two notes in a cell of a 16x16 and a 25x25 board stay legible") {
    for (const auto& [size, least] : {std::pair{16, 11}, std::pair{25, 7}}) {
        const int n = size;
        const int want = least;
        CAPTURE(n);
        // An empty board: its first cell is empty.
        FrameHarness h({std::string(static_cast<std::size_t>(n * n), '.')}, 1024, 768);
        h.frames(3);
        h.type(" ");  // centre marks
        h.type("1");
        h.type("2");
        h.frames(2);
        const std::vector<std::string> notes = report_lines_with(h, "notes ");
        REQUIRE(notes.size() == 1);
        int smallest = 0;
        int largest = 0;
        std::istringstream(notes.front().substr(6)) >> smallest >> largest;
        CHECK(smallest >= want);
    }
}

}  // namespace sudoku::test::start_files_frames
