// The layout sweep: every screen of the game (play, each dialog, Watch and its views) at each
// window size, language and interface scale, run headless and checked by layout_checks; the
// findings are compared with the list of known defects (known_layout_defects.txt).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "frame_harness.hpp"

namespace sudoku::test {

struct SweepScreen {
    const char* name;
    std::vector<std::string> args;            // launch options beyond language and scale
    std::function<void(FrameHarness&)> open;  // keys and commands that open it
};
struct SweepSize {
    int width;
    int height;
};

[[nodiscard]] const std::vector<SweepScreen>& sweep_screens();
[[nodiscard]] const std::vector<SweepSize>& sweep_sizes();
// A phone held upright (412x915 and 360x800 CSS pixels, the web page's size): swept at 1x only,
// as a phone's page is (its pixel ratio is the browser's, not the game's scale).
[[nodiscard]] const std::vector<SweepSize>& sweep_phone_sizes();
// The sizes a screen is swept at: sweep_sizes(), and the phone sizes for the play screen at 1x
// (the dialogs and Watch mode keep their desktop layout on a phone: not swept there yet).
[[nodiscard]] std::vector<SweepSize> sweep_sizes_at(const SweepScreen& screen,
                                                    std::string_view scale);
inline constexpr std::string_view kSweepLanguages[] = {"en", "vi", "tr"};
// "1x", "2x", "3x" (--scale), "present" (--present: presentation mode).
inline constexpr std::string_view kSweepScales[] = {"1x", "2x", "3x", "present"};

struct SweepCase {
    const SweepScreen* screen;
    SweepSize size;
    std::string_view language;
    std::string_view scale;
    // Drawing added to every frame (the sweep's own checks inject defects with it).
    std::function<void()> inject{};
};

// "screen WxH lang scale", the start of each line of the known list.
[[nodiscard]] std::string case_label(const SweepCase& c);
// Runs one case and returns its defects as "label | key" lines; each finding's measurements
// are appended to `details` when given.
[[nodiscard]] std::set<std::string> run_sweep_case(const SweepCase& c,
                                                   std::vector<std::string>* details = nullptr);

// The known defects' lines (comments and blank lines left out), of one language and scale.
[[nodiscard]] std::set<std::string> known_layout_defects(std::string_view language,
                                                         std::string_view scale);

// Found against known: the new defects fail the sweep, and so do the known ones no longer found
// (the list only shrinks: an entry fixed must leave it).
struct SweepVerdict {
    std::vector<std::string> added;
    std::vector<std::string> fixed;
};
[[nodiscard]] SweepVerdict compare_with_known(const std::set<std::string>& found,
                                              const std::set<std::string>& known);

}  // namespace sudoku::test
