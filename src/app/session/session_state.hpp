// What the player would not expect undo to restore (cursor, marking, theme, language, windows,
// the hint text, the status line, an alert, the banner): the state the sessions change and the
// front end draws. Plain data, no ImGui.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/i18n/puzzle_source.hpp"
#include "app/i18n/strings.hpp"
#include "app/session/marking_state.hpp"
#include "app/session/theme_id.hpp"
#include "core/base/types.hpp"
#include "io/settings.hpp"

namespace sudoku::app {

// The finished-game banner and its confetti.
struct Celebration {
    bool active = false;
    double age_seconds = 0.0;  // drives the animation
    std::string time;          // the final time, "mm:ss.cc"
    bool new_best = false;
    bool assisted = false;  // the solution was shown: not timed in the statistics
};

struct UiState {
    core::Cell cursor = 0;  // starts at r1c1
    MarkingState marking;   // entry mode, selection, digit first, filter
    ThemeId theme = ThemeId::Light;
    Language language = Language::English;
    float ui_scale = 1.0f;
    io::Settings prefs;  // the Options menu's switches (theme, language and scale above win)
    bool show_help = false;
    bool show_history = false;
    bool show_statistics = false;
    bool show_frame_stats = false;
    bool show_branch_tree = false;  // View > What-if branches
    // "Try a value…" was asked in this cell: the next digit opens a branch there (a move of
    // the cursor or Esc cancels).
    core::Cell try_cell = core::kNoCell;
    bool paused = false;  // the clock stops and the board is hidden
    // The board above the panel (a tall narrow window: a phone upright): the digit pad keeps
    // rows a finger can touch, before the panel's other buttons.
    bool stacked = false;
    // A browser: exports reach the player as downloads (cmd::HandOverFile), and GIF and PDF,
    // which only the desktop makes, are greyed out with a note.
    bool downloads = false;
    // The platform draws the clock's digits (App::use_platform_clock): the side panel leaves
    // their room empty and notes where it is.
    bool clock_outside = false;
    bool checking = false;  // Check marks wrong entries until the position changes
    // The game's mistakes when Check was last used in this attempt: what the quiet mistakes
    // counter shows (see tally_text.hpp).
    std::optional<int> mistakes_at_check;
    core::Cell notes_popup_cell = core::kNoCell;  // the cell whose notes popup opens next
    int hint_level = 0;                           // 0 = no hint shown
    std::string hint_title;                       // "Hint 2/3"
    std::string hint_text;                        // the headline, then the explanation
    std::string alert_title;  // a dialog the player must acknowledge (a file that failed)
    std::string alert_text;
    Celebration celebration;
    PuzzleSource source;  // where the puzzle came from (worded when drawn)
    std::string message;  // the status line's latest message
};

// The status line's message in the player's language, {1} filled with `argument`.
void set_message(UiState& ui, Text key, const std::string& argument = {});
// An alert to acknowledge; a second one while the first shows joins its text (two problems
// found at start share the one alert).
void show_alert(UiState& ui, Text title, const std::string& message);

// The game clock: "mm:ss" (h:mm:ss past an hour), with hundredths ("mm:ss.cc") when
// `fraction` is set, for a stopped clock.
[[nodiscard]] std::string format_clock(std::int64_t ms, bool fraction = false);

}  // namespace sudoku::app
