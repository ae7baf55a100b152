// The player's preferences and records: the settings (kept in UiState::prefs, which the views
// read), the statistics and the recent files. Read once at start, written when they change;
// a Preferences made in_memory() reads and writes no file (the command-level tests use it).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/session/play_commands.hpp"
#include "app/session/session_state.hpp"
#include "core/play/game.hpp"
#include "io/statistics.hpp"

namespace sudoku::app {

// What the command line chose over the saved settings.
struct PreferenceOverrides {
    std::optional<ThemeId> theme;
    std::optional<Language> language;
    std::optional<float> ui_scale;
};

class Preferences {
  public:
    // Reads and writes the player's files (io/paths.hpp).
    Preferences() = default;
    [[nodiscard]] static Preferences in_memory();

    // Reads settings.json, statistics.json and the recent files; a damaged statistics file is
    // kept as it is (never overwritten this run) and said in an alert, unreadable recent files
    // in the status line.
    void load(UiState& ui, const PreferenceOverrides& overrides);
    // A first start (no settings saved, no --scale): the size in `scales` nearest the
    // monitor's content scale.
    void choose_ui_scale(UiState& ui, float monitor_scale, std::span<const float> scales) const;
    void save(const UiState& ui) const;
    void set_option(UiState& ui, Option option, bool value) const;
    // The player chose a language; or the theme or interface size now shown (ui.theme,
    // ui.ui_scale) as theirs: kept in the settings (written).
    void set_language(UiState& ui, Language language) const;
    void keep_theme(UiState& ui) const;
    void keep_ui_scale(UiState& ui) const;
    // At exit: the window's size (within the limits the settings reader accepts, so a tiny
    // window is not a bad value); the settings are written when they changed or were never
    // written.
    void remember_window(UiState& ui, int width, int height) const;
    // Records a completed game; returns the mode's best time before (0: none). `recorded`:
    // the statistics were written (an alert says why not).
    std::int64_t record_result(const core::Game& game, UiState& ui, bool& recorded);
    // The path first in the recent files (written at once).
    void remember(const std::string& path);

    [[nodiscard]] const io::Statistics& statistics() const { return m_statistics; }
    [[nodiscard]] const std::vector<std::string>& recent() const { return m_recent; }
    [[nodiscard]] bool settings_saved() const;

  private:
    bool save_statistics(UiState& ui);

    bool m_files = true;  // false: in memory only
    io::Statistics m_statistics;
    bool m_statistics_writable = true;  // false: statistics.json is damaged; never overwrite it
    std::vector<std::string> m_recent;
};

}  // namespace sudoku::app
