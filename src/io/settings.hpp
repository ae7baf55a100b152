// The player's preferences and their settings.json: unknown keys are ignored, and a bad value
// falls back to its default with a warning, so a damaged file never stops the game starting.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "i18n/language.hpp"
#include "io/file_error.hpp"

namespace sudoku::io {

enum class Theme : std::uint8_t { Light, Dark, HighContrast };
using Language = i18n::Language;  // the languages with a catalog (i18n/languages.def)

[[nodiscard]] const char* theme_name(Theme theme);  // "light", "dark", "high-contrast"
using i18n::language_code;                          // "en", "vi", "tr"

// In a browser each visible change costs the page a whole composite (docs/web.md, Budgets: 47 %
// of a core for hundredths, 6 % for whole seconds in headless Chromium), so there the running
// clock ticks whole seconds unless the player asks for hundredths.
#ifdef __EMSCRIPTEN__
inline constexpr bool kClockHundredthsByDefault = false;
#else
inline constexpr bool kClockHundredthsByDefault = true;
#endif

struct Settings {
    Theme theme = Theme::Light;
    Language language = Language::English;
    double ui_scale = 1.0;            // 0.5..3
    double presentation_scale = 2.0;  // Watch's presentation size, 1..3
    bool live_conflicts = true;       // highlight conflicting digits while typing
    bool auto_clean_notes = true;     // placing a digit strikes it from its peers' notes
    bool highlight_peers = true;      // shade the selected cell's row, column and box
    bool highlight_same_digit = true;
    bool show_timer = true;
    bool clock_hundredths = kClockHundredthsByDefault;  // ticks hundredths (20 redraws a second)
    bool show_remaining = true;  // remaining count per digit on the digit pad
    // The mistakes counter counts every wrong digit at once; off (the default), it shows the
    // count as of the last Check, so it does not give away that the digit just typed is wrong.
    bool mistakes_at_once = false;
    bool autosave = true;
    int autosave_interval_s = 30;       // 5..3600
    int solver_steps_per_second = 20;   // visualizer speed, 1..1000000
    std::string new_game_mode = "9x9";  // last choices of the new-game dialog
    std::string new_game_difficulty = "medium";
    int window_width = 1280;  // 320..16384
    int window_height = 800;  // 240..16384
    // Game > Copy link: the web page the class opens ("https://school.example/sudoku/"). Empty:
    // the page's own address on the web; on the desktop the link is the fragment alone.
    std::string share_link_base;

    bool operator==(const Settings&) const = default;
};

struct SettingsLoad {
    Settings settings;
    std::vector<std::string> warnings;  // one line per ignored value or unreadable file
};

[[nodiscard]] std::string settings_to_text(const Settings& settings);
[[nodiscard]] SettingsLoad settings_from_text(std::string_view text);

// A missing file gives the defaults without a warning (the first start).
[[nodiscard]] SettingsLoad load_settings(const std::filesystem::path& path);
[[nodiscard]] FileStatus save_settings(const std::filesystem::path& path, const Settings& settings);

}  // namespace sudoku::io
