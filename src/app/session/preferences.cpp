#include "app/session/preferences.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <utility>

#include "app/i18n/error_strings.hpp"
#include "i18n/describe.hpp"
#include "io/paths.hpp"
#include "io/recent_files.hpp"
#include "io/settings.hpp"

namespace sudoku::app {

// app and io name the same themes and languages in the same order.
static_assert(static_cast<int>(ThemeId::HighContrast) == static_cast<int>(io::Theme::HighContrast));
static_assert(static_cast<int>(Language::Turkish) == static_cast<int>(io::Language::Turkish));

Preferences Preferences::in_memory() {
    Preferences preferences;
    preferences.m_files = false;
    return preferences;
}

bool Preferences::settings_saved() const {
    std::error_code ec;
    return m_files && std::filesystem::exists(io::settings_path(), ec);
}

void Preferences::load(UiState& ui, const PreferenceOverrides& overrides) {
    if (m_files) {
        io::SettingsLoad loaded = io::load_settings(io::settings_path());
        for (const std::string& warning : loaded.warnings)
            std::fprintf(stderr, "sudoku-lab: settings: %s\n", warning.c_str());  // names the file
        ui.prefs = loaded.settings;
    }
    ui.theme = overrides.theme.value_or(static_cast<ThemeId>(ui.prefs.theme));
    ui.language = overrides.language.value_or(static_cast<Language>(ui.prefs.language));
    ui.ui_scale =
        overrides.ui_scale.value_or(static_cast<float>(std::clamp(ui.prefs.ui_scale, 1.0, 3.0)));
    if (!m_files) return;
    auto statistics = io::load_statistics(io::statistics_path());
    if (statistics) {
        m_statistics = std::move(statistics).value();
    } else {
        // Keep the damaged file for the player to look at; this run's results stay in memory.
        m_statistics_writable = false;
        std::fprintf(stderr, "sudoku-lab: statistics not saved this run: %s\n",
                     i18n::english(statistics.error()).c_str());
        // As a damaged autosave does: the player learns it now, not after a game that counts.
        show_alert(ui, Text::AlertStatisticsTitle,
                   error_text(statistics.error(), ui.language) + "\n\n" +
                       text(Text::AlertStatisticsNotRecorded, ui.language));
    }
    auto recent = io::read_recent_files(io::recent_files_path());
    if (recent) {
        m_recent = std::move(recent).value();
    } else {
        // Said once, at start: the next file opened or saved writes a fresh list over it.
        std::fprintf(stderr, "sudoku-lab: recent files: %s\n",
                     i18n::english(recent.error()).c_str());
        set_message(ui, Text::StatusRecentUnreadable);
    }
}

void Preferences::choose_ui_scale(UiState& ui, float monitor_scale,
                                  std::span<const float> scales) const {
    // A first start on a high-DPI screen: the menu's size nearest to the monitor's scale.
    if (!std::isfinite(monitor_scale) || scales.empty()) return;
    float scale = scales.front();
    for (const float s : scales)
        if (std::abs(s - monitor_scale) < std::abs(scale - monitor_scale)) scale = s;
    ui.ui_scale = scale;
    ui.prefs.ui_scale = scale;
}

void Preferences::save(const UiState& ui) const {
    if (!m_files) return;
    if (auto error = io::save_settings(io::settings_path(), ui.prefs))
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(*error).c_str());
}

void Preferences::set_language(UiState& ui, Language language) const {
    ui.language = language;
    ui.prefs.language = static_cast<io::Language>(language);
    save(ui);
}

void Preferences::keep_theme(UiState& ui) const {
    ui.prefs.theme = static_cast<io::Theme>(ui.theme);
    save(ui);
}

void Preferences::keep_ui_scale(UiState& ui) const {
    ui.prefs.ui_scale = ui.ui_scale;
    save(ui);
}

void Preferences::remember_window(UiState& ui, int width, int height) const {
    // The window sizes settings.json accepts (io/settings.cpp).
    constexpr int kMinWidth = 320;
    constexpr int kMinHeight = 240;
    constexpr int kMaxSide = 16384;
    const io::Settings before = ui.prefs;
    ui.prefs.window_width = std::clamp(width, kMinWidth, kMaxSide);
    ui.prefs.window_height = std::clamp(height, kMinHeight, kMaxSide);
    if (!(before == ui.prefs) || !settings_saved()) save(ui);
}

void Preferences::set_option(UiState& ui, Option option, bool value) const {
    io::Settings& p = ui.prefs;
    switch (option) {
        case Option::LiveConflicts:
            p.live_conflicts = value;
            break;
        case Option::HighlightPeers:
            p.highlight_peers = value;
            break;
        case Option::HighlightSameDigit:
            p.highlight_same_digit = value;
            break;
        case Option::AutoCleanNotes:
            p.auto_clean_notes = value;
            break;
        case Option::ShowTimer:
            p.show_timer = value;
            break;
        case Option::ClockHundredths:
            p.clock_hundredths = value;
            break;
        case Option::Autosave:
            p.autosave = value;
            break;
        case Option::MistakesAtOnce:
            p.mistakes_at_once = value;
            break;
    }
    save(ui);
}

bool Preferences::save_statistics(UiState& ui) {
    // A damaged file was reported at start and is kept as it was: never overwritten.
    if (!m_files) return true;
    if (!m_statistics_writable) return false;
    auto error = io::save_statistics(io::statistics_path(), m_statistics);
    if (!error) return true;
    std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(*error).c_str());
    show_alert(
        ui, Text::AlertStatisticsTitle,
        fill(text(Text::AlertStatisticsNotSaved, ui.language), {error_text(*error, ui.language)}));
    return false;
}

std::int64_t Preferences::record_result(const core::Game& game, UiState& ui, bool& recorded) {
    const std::string mode = io::game_mode(game.layout());
    const std::string difficulty = game.difficulty().empty() ? "custom" : game.difficulty();
    const io::ModeRecord* before = m_statistics.find(mode, difficulty);
    const std::int64_t best_before = before != nullptr ? before->best_ms : 0;
    io::record_game(m_statistics, game);
    recorded = save_statistics(ui);
    return best_before;
}

void Preferences::remember(const std::string& path) {
    io::remember_file(m_recent, path);
    if (!m_files) return;
    if (auto error = io::save_recent_files(io::recent_files_path(), m_recent))
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(*error).c_str());
}

}  // namespace sudoku::app
