#include "layout_sweep.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>

#include "app/model/command.hpp"
#include "layout_checks.hpp"

namespace sudoku::test {

namespace {

// Frames after the start (windows find their sizes) and after a screen opens (a dialog settles
// in eight frames, its type fitted): then two frames are compared.
constexpr int kStartFrames = 3;
constexpr int kSettleFrames = 14;

void post(FrameHarness& h, app::Command command) {
    h.app().post(std::move(command));
    h.frame();
}
void post(FrameHarness& h, app::WatchCommand command) {
    h.app().post(std::move(command));
    h.frame();
}

// Watch paused a few steps in, so the board and counters show a search and hold still.
void watch_a_few_steps(FrameHarness& h) {
    post(h, app::wcmd::TogglePlay{});
    for (int i = 0; i < 12; ++i)
        post(h, app::wcmd::StepForward{});
}

const std::vector<std::string> kWatch = {"--watch", "naive", "--speed", "1"};

std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// SUDOKU_SWEEP_DUMP=1: each case's last frame on stdout (what the checks looked at).
void dump_frame(const std::string& label, const FrameRecord& frame) {
    std::printf("== %s\n", label.c_str());
    for (const WindowRecord& w : frame.windows)
        std::printf("window %s parent=%s %.0f %.0f %.0f %.0f%s\n", w.name.c_str(), w.parent.c_str(),
                    w.rect.x0, w.rect.y0, w.rect.x1, w.rect.y1, w.scrolls ? " scrolls" : "");
    for (const ItemRecord& i : frame.items)
        std::printf("item %s in %s %.0f %.0f %.0f %.0f visible %.0f %.0f %.0f %.0f\n",
                    i.name.c_str(), i.window.c_str(), i.rect.x0, i.rect.y0, i.rect.x1, i.rect.y1,
                    i.visible.x0, i.visible.y0, i.visible.x1, i.visible.y1);
    for (const ClipRecord& c : frame.clipped)
        std::printf("clipped %s: %s\n", c.where.c_str(), c.text.c_str());
    std::fputs(frame.report_lines.c_str(), stdout);
}

}  // namespace

const std::vector<SweepScreen>& sweep_screens() {
    using namespace app;
    static const std::vector<SweepScreen> screens = {
        {"play", {}, [](FrameHarness&) {}},
        {"new_game", {}, [](FrameHarness& h) { h.press(harness_key_codes().n, {.ctrl = true}); }},
        {"enter_own", {}, [](FrameHarness& h) { post(h, cmd::OpenCustomPuzzle{}); }},
        {"print", {}, [](FrameHarness& h) { post(h, cmd::Tools{tcmd::OpenPrintDialog{}}); }},
        {"practice", {}, [](FrameHarness& h) { post(h, cmd::Tools{tcmd::OpenPractice{}}); }},
        {"statistics", {}, [](FrameHarness& h) { post(h, cmd::ToggleStatistics{}); }},
        {"help", {}, [](FrameHarness& h) { h.press(harness_key_codes().f1); }},
        {"share_code",
         {},
         [](FrameHarness& h) { post(h, cmd::Share{cmd::Share::Action::OpenDialog}); }},
        {"solved", {}, [](FrameHarness& h) { post(h, cmd::ShowSolution{}); }},
        {"watch", kWatch, watch_a_few_steps},
        {"compare", with(kWatch, {"--compare", "mrv"}), watch_a_few_steps},
        // Predict stops the search at its first question and waits for the class.
        {"predict", with(kWatch, {"--predict", "every"}), [](FrameHarness& h) { h.frames(4); }},
        {"tree", kWatch,
         [](FrameHarness& h) {
             watch_a_few_steps(h);
             h.frame();
             (void)h.click("tab_tree");
             h.move_pointer_away();
         }},
    };
    return screens;
}

const std::vector<SweepSize>& sweep_sizes() {
    static const std::vector<SweepSize> sizes = {
        {1024, 768}, {1280, 800}, {1366, 768}, {1920, 1080}};
    return sizes;
}

const std::vector<SweepSize>& sweep_phone_sizes() {
    static const std::vector<SweepSize> sizes = {{412, 915}, {360, 800}};
    return sizes;
}

std::vector<SweepSize> sweep_sizes_at(const SweepScreen& screen, std::string_view scale) {
    std::vector<SweepSize> sizes = sweep_sizes();
    if (scale == "1x" && std::string_view(screen.name) == "play")
        sizes.insert(sizes.end(), sweep_phone_sizes().begin(), sweep_phone_sizes().end());
    return sizes;
}

std::string case_label(const SweepCase& c) {
    return std::string(c.screen->name) + " " + std::to_string(c.size.width) + "x" +
           std::to_string(c.size.height) + " " + std::string(c.language) + " " +
           std::string(c.scale);
}

std::set<std::string> run_sweep_case(const SweepCase& c, std::vector<std::string>* details) {
    std::vector<std::string> args = {"--lang", std::string(c.language)};
    if (c.scale == "present") {
        args.emplace_back("--present");
    } else {
        args.emplace_back("--scale");
        args.emplace_back(c.scale.substr(0, 1));
    }
    args.insert(args.end(), c.screen->args.begin(), c.screen->args.end());
    FrameHarness h(args, c.size.width, c.size.height);
    if (c.inject) h.set_extra_drawing(c.inject);
    h.frames(kStartFrames);
    c.screen->open(h);
    // SUDOKU_SWEEP_SETTLE=N: more frames before the comparison (is a defect still settling?).
    const char* settle = std::getenv("SUDOKU_SWEEP_SETTLE");
    h.frames(settle != nullptr && *settle != '\0' ? std::atoi(settle) : kSettleFrames);
    const FrameRecord before = h.last();
    h.frame();
    std::vector<Finding> findings =
        check_frame(h.last(), static_cast<float>(c.size.width), static_cast<float>(c.size.height));
    for (Finding& f : check_stability(before, h.last()))
        findings.push_back(std::move(f));
    std::set<std::string> out;
    const std::string label = case_label(c);
    if (const char* dump = std::getenv("SUDOKU_SWEEP_DUMP"); dump != nullptr && *dump != '\0')
        dump_frame(label, h.last());
    for (const Finding& f : findings) {
        out.insert(label + " | " + f.key);
        if (details != nullptr) details->push_back(label + " | " + f.key + " [" + f.detail + "]");
    }
    return out;
}

std::set<std::string> known_layout_defects(std::string_view language, std::string_view scale) {
    std::set<std::string> lines;
    std::ifstream in(SUDOKU_HEADLESS_DATA "/known_layout_defects.txt");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string screen;
        std::string size;
        std::string lang;
        std::string sc;
        fields >> screen >> size >> lang >> sc;
        if (lang == language && sc == scale) lines.insert(line);
    }
    return lines;
}

SweepVerdict compare_with_known(const std::set<std::string>& found,
                                const std::set<std::string>& known) {
    SweepVerdict verdict;
    std::set_difference(found.begin(), found.end(), known.begin(), known.end(),
                        std::back_inserter(verdict.added));
    std::set_difference(known.begin(), known.end(), found.begin(), found.end(),
                        std::back_inserter(verdict.fixed));
    return verdict;
}

}  // namespace sudoku::test
