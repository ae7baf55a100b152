// What several headless tests share about the game's files and Watch's exports: the game's data
// folder in a harness (autosave, exports), lesson 000's puzzle file, and a Watch search paused
// at step 3 (r1c3 = 1 rejected, r1c7 holds 1).
#pragma once

#include <filesystem>
#include <string>

#include "frame_harness.hpp"

namespace sudoku::test {

[[nodiscard]] inline std::filesystem::path data_dir(const FrameHarness& h) {
    return h.folder() / "data" / "sudoku-lab";
}

[[nodiscard]] inline std::string cau_do_file() {
    return std::string(SUDOKU_ASSETS) + "/puzzles/lesson_000_cau_do.txt";
}

// Pauses the Watch search started by the harness and steps from the start to step 3.
inline void pause_at_step_3(FrameHarness& h) {
    h.frames(3);
    h.press_named(ImGuiKey_Space);
    h.press_named(ImGuiKey_Home);
    for (int i = 0; i < 3; ++i)
        h.press_named(ImGuiKey_RightArrow);
}

}  // namespace sudoku::test
