// The layout sweep, one test per language and interface scale (so ctest runs them side by
// side): every screen at every window size, against the list of known defects. Its own checks
// show it fails on a label cut short and on a button off the screen.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cstdlib>
#include <fstream>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/views/item_report.hpp"
#include "layout_sweep.hpp"
#include "sanitized_build.hpp"

namespace sudoku::test {

namespace {

// SUDOKU_SWEEP_FINDINGS=<file>: every finding of the run is appended there with its
// measurements (to review the defects, or to write the known list afresh).
void write_findings(const std::vector<std::string>& details) {
    const char* path = std::getenv("SUDOKU_SWEEP_FINDINGS");
    if (path == nullptr || *path == '\0') return;
    std::ofstream out(path, std::ios::app);
    for (const std::string& line : details)
        out << line << '\n';
}

void sweep(std::string_view language, std::string_view scale) {
    std::set<std::string> found;
    std::vector<std::string> details;
    for (const SweepScreen& screen : sweep_screens())
        for (const SweepSize& size : sweep_sizes_at(screen, scale)) {
            const auto one = run_sweep_case({&screen, size, language, scale}, &details);
            found.insert(one.begin(), one.end());
        }
    write_findings(details);
    const SweepVerdict verdict = compare_with_known(found, known_layout_defects(language, scale));
    for (const std::string& line : verdict.added) {
        std::string measured;
        for (const std::string& d : details)
            if (d.starts_with(line + " [")) measured = d.substr(line.size() + 1);
        FAIL_CHECK("new layout defect: " << line << " " << measured);
    }
    for (const std::string& line : verdict.fixed)
        FAIL_CHECK(
            "no longer fails (remove it from tests/headless/known_layout_defects.txt): " << line);
}

const SweepScreen& screen_named(std::string_view name) {
    for (const SweepScreen& screen : sweep_screens())
        if (screen.name == name) return screen;
    FAIL("no screen " << name);
    throw;
}

// Draws into the game's main window after the game has drawn it (ImGui appends to a window
// begun again in the same frame).
template <class Draw>
std::function<void()> in_main_window(Draw draw) {
    return [draw] {
        ImGui::Begin("##main");
        draw();
        ImGui::End();
    };
}

}  // namespace

#define SUDOKU_SWEEP_CASE(lang, scale)                                           \
    TEST_CASE("layout sweep: " lang " " scale* doctest::skip(kSanitizedBuild)) { \
        sweep(lang, scale);                                                      \
    }

SUDOKU_SWEEP_CASE("en", "1x")
SUDOKU_SWEEP_CASE("en", "2x")
SUDOKU_SWEEP_CASE("en", "3x")
SUDOKU_SWEEP_CASE("en", "present")
SUDOKU_SWEEP_CASE("vi", "1x")
SUDOKU_SWEEP_CASE("vi", "2x")
SUDOKU_SWEEP_CASE("vi", "3x")
SUDOKU_SWEEP_CASE("vi", "present")
SUDOKU_SWEEP_CASE("tr", "1x")
SUDOKU_SWEEP_CASE("tr", "2x")
SUDOKU_SWEEP_CASE("tr", "3x")
SUDOKU_SWEEP_CASE("tr", "present")

TEST_CASE("layout sweep: a label cut short in a button is a new defect") {
    constexpr const char* kLabel = "A label far too long for a forty pixel button";
    SweepCase c{&screen_named("play"), {1024, 768}, "en", "1x", in_main_window([] {
                    ImGui::SetCursorPos(ImVec2(20.0f, 20.0f));
                    (void)app::fitted_button(kLabel, 40.0f);
                })};
    const std::set<std::string> found = run_sweep_case(c);
    const std::string expected = std::string("play 1024x768 en 1x | text cut: button: ") + kLabel;
    CHECK(found.contains(expected));
    const SweepVerdict verdict = compare_with_known(found, known_layout_defects("en", "1x"));
    CHECK(std::find(verdict.added.begin(), verdict.added.end(), expected) != verdict.added.end());
}

TEST_CASE("layout sweep: a button pushed off the screen is a new defect") {
    SweepCase c{&screen_named("play"), {1024, 768}, "en", "1x", in_main_window([] {
                    const ImVec2 display = ImGui::GetIO().DisplaySize;
                    ImGui::SetCursorScreenPos(ImVec2(display.x - 30.0f, display.y * 0.5f));
                    (void)ImGui::Button("Pushed off", ImVec2(120.0f, 0.0f));
                    app::report_last_item("injected_button");
                })};
    const std::set<std::string> found = run_sweep_case(c);
    const std::string expected = "play 1024x768 en 1x | control off screen: injected_button";
    CHECK(found.contains(expected));
    const SweepVerdict verdict = compare_with_known(found, known_layout_defects("en", "1x"));
    CHECK(std::find(verdict.added.begin(), verdict.added.end(), expected) != verdict.added.end());
}

TEST_CASE("layout sweep: a known defect no longer found is reported as fixed") {
    const std::set<std::string> known = {"play 1024x768 en 1x | text cut: a: b",
                                         "play 1024x768 en 1x | text cut: c: d"};
    const std::set<std::string> found = {"play 1024x768 en 1x | text cut: a: b",
                                         "play 1024x768 en 1x | text cut: e: f"};
    const SweepVerdict verdict = compare_with_known(found, known);
    CHECK(verdict.added == std::vector<std::string>{"play 1024x768 en 1x | text cut: e: f"});
    CHECK(verdict.fixed == std::vector<std::string>{"play 1024x768 en 1x | text cut: c: d"});
}

}  // namespace sudoku::test
