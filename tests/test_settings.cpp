// Settings files and the XDG paths: round trips, unknown keys ignored, bad values replaced by
// their defaults with a warning that names the key.
#include <doctest/doctest.h>
#include <stdlib.h>

#include <fstream>
#include <optional>
#include <string>

#include "io/json_text.hpp"
#include "io/paths.hpp"
#include "io/settings.hpp"
#include "temp_folder.hpp"

using namespace sudoku::io;

namespace {

// Sets (or unsets, with nullopt) an environment variable for the scope, then restores it.
class EnvOverride {
  public:
    EnvOverride(const char* name, std::optional<std::string> value) : m_name(name) {
        if (const char* old = std::getenv(name)) m_old = old;
        if (value)
            ::setenv(name, value->c_str(), 1);
        else
            ::unsetenv(name);
    }
    ~EnvOverride() {
        if (m_old)
            ::setenv(m_name, m_old->c_str(), 1);
        else
            ::unsetenv(m_name);
    }
    EnvOverride(const EnvOverride&) = delete;
    EnvOverride& operator=(const EnvOverride&) = delete;

  private:
    const char* m_name;
    std::optional<std::string> m_old;
};

Settings changed_settings() {
    Settings s;
    s.theme = Theme::HighContrast;
    s.language = Language::Vietnamese;
    s.ui_scale = 1.75;
    s.live_conflicts = false;
    s.auto_clean_notes = false;
    s.highlight_peers = false;
    s.highlight_same_digit = false;
    s.show_timer = false;
    s.clock_hundredths = false;
    s.show_remaining = false;
    s.mistakes_at_once = true;
    s.autosave = false;
    s.autosave_interval_s = 120;
    s.solver_steps_per_second = 5000;
    s.new_game_mode = "16x16";
    s.new_game_difficulty = "hard";
    s.window_width = 1920;
    s.window_height = 1080;
    return s;
}

bool mentions(const std::vector<std::string>& warnings, const std::string& text) {
    for (const auto& w : warnings)
        if (w.find(text) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("settings round-trip through text, defaults and every changed field") {
    for (const Settings& s : {Settings{}, changed_settings()}) {
        const SettingsLoad load = settings_from_text(settings_to_text(s));
        CHECK(load.warnings.empty());
        CHECK(load.settings == s);
    }
    CHECK_FALSE(changed_settings() == Settings{});  // every field really differs
}

TEST_CASE("settings files name their values as documented") {
    const SettingsLoad load = settings_from_text(R"({
        "format": "sudoku-lab-settings", "version": 1,
        "theme": "dark", "language": "tr", "ui_scale": 2, "live_conflicts": false,
        "autosave_interval_s": 10, "a_future_setting": [1, 2, 3]
    })");
    CHECK(load.warnings.empty());  // the unknown key is ignored silently
    CHECK(load.settings.theme == Theme::Dark);
    CHECK(load.settings.language == Language::Turkish);
    CHECK(load.settings.ui_scale == 2.0);
    CHECK_FALSE(load.settings.live_conflicts);
    CHECK(load.settings.autosave_interval_s == 10);
    CHECK(load.settings.auto_clean_notes);        // absent: default
    CHECK_FALSE(load.settings.mistakes_at_once);  // a file older than the option: quiet
    CHECK(std::string(theme_name(Theme::HighContrast)) == "high-contrast");
    CHECK(std::string(language_code(Language::Vietnamese)) == "vi");
}

TEST_CASE("bad setting values fall back to their defaults with a warning naming the key") {
    const SettingsLoad load = settings_from_text(R"({
        "format": "sudoku-lab-settings", "version": 1,
        "theme": "purple", "language": 3, "ui_scale": 7, "autosave": "yes",
        "autosave_interval_s": 1, "window_width": 2.5,
        "new_game_mode": ")" + std::string(300, 'x') +
                                                 R"(",
        "show_timer": false
    })");
    const Settings defaults;
    CHECK(load.settings.theme == defaults.theme);
    CHECK(load.settings.language == defaults.language);
    CHECK(load.settings.ui_scale == defaults.ui_scale);
    CHECK(load.settings.autosave == defaults.autosave);
    CHECK(load.settings.autosave_interval_s == defaults.autosave_interval_s);
    CHECK(load.settings.window_width == defaults.window_width);
    CHECK(load.settings.new_game_mode == defaults.new_game_mode);
    CHECK_FALSE(load.settings.show_timer);  // the good value is still read
    CHECK(load.warnings.size() == 7);
    CHECK(mentions(load.warnings, "theme: \"purple\" is not one of light, dark, high-contrast"));
    CHECK(mentions(load.warnings, "language: expected a string"));
    CHECK(mentions(load.warnings, "ui_scale: 7 is out of range"));
    CHECK(mentions(load.warnings, "autosave: expected true or false"));
    CHECK(mentions(load.warnings, "autosave_interval_s: 1 is out of range (5..3600)"));
    CHECK(mentions(load.warnings, "window_width: expected an integer"));
    CHECK(mentions(load.warnings, "new_game_mode: 300 bytes long, more than the 100 allowed"));
}

TEST_CASE("an unreadable settings file gives the defaults with one warning") {
    for (const char* text : {"", "{not json", "[]", R"({"format": "sudoku-lab-save"})",
                             R"({"format": "sudoku-lab-settings", "version": 9})"}) {
        CAPTURE(text);
        const SettingsLoad load = settings_from_text(text);
        CHECK(load.settings == Settings{});
        CHECK(load.warnings.size() == 1);
    }
}

TEST_CASE("settings are saved to and loaded from a file - a missing file is the first start") {
    sudoku::test::TempFolder folder;
    const auto path = folder / "config/sudoku-lab/settings.json";
    const SettingsLoad first = load_settings(path);
    CHECK(first.settings == Settings{});
    CHECK(first.warnings.empty());
    REQUIRE_FALSE(save_settings(path, changed_settings()).has_value());
    const SettingsLoad again = load_settings(path);
    CHECK(again.warnings.empty());
    CHECK(again.settings == changed_settings());
}

TEST_CASE("data and config folders follow XDG, with the home fallbacks") {
    EnvOverride home("HOME", "/home/player");
    {
        EnvOverride data("XDG_DATA_HOME", "/xdg/data");
        EnvOverride config("XDG_CONFIG_HOME", "/xdg/config");
        CHECK(autosave_path() == "/xdg/data/sudoku-lab/autosave.json");
        CHECK(statistics_path() == "/xdg/data/sudoku-lab/statistics.json");
        CHECK(settings_path() == "/xdg/config/sudoku-lab/settings.json");
    }
    {
        EnvOverride data("XDG_DATA_HOME", std::nullopt);
        EnvOverride config("XDG_CONFIG_HOME", "");
        CHECK(autosave_path() == "/home/player/.local/share/sudoku-lab/autosave.json");
        CHECK(settings_path() == "/home/player/.config/sudoku-lab/settings.json");
    }
    {
        EnvOverride data("XDG_DATA_HOME", "relative/data");  // the spec says: ignore
        CHECK(data_dir() == "/home/player/.local/share/sudoku-lab");
    }
}

TEST_CASE("a printed PDF goes to the documents folder, never the hidden data folder") {
    sudoku::test::TempFolder home;
    EnvOverride home_var("HOME", home.path().string());
    EnvOverride config("XDG_CONFIG_HOME", std::nullopt);
    EnvOverride documents("XDG_DOCUMENTS_DIR", std::nullopt);
    CHECK(documents_dir() == home.path());  // no Documents folder: the home folder
    std::filesystem::create_directories(home / "Documents");
    CHECK(documents_dir() == home / "Documents");
    // user-dirs.dirs names another one ($HOME expanded), when it exists.
    std::filesystem::create_directories(home / "Belgeler");
    std::filesystem::create_directories(home / ".config");
    {
        std::ofstream dirs(home / ".config" / "user-dirs.dirs");
        dirs << "# written by xdg-user-dirs-update\nXDG_DOCUMENTS_DIR=\"$HOME/Belgeler\"\n";
    }
    CHECK(documents_dir() == home / "Belgeler");
    {
        EnvOverride named("XDG_DOCUMENTS_DIR", (home / "Documents").string());
        CHECK(documents_dir() == home / "Documents");
    }
    CHECK(documents_dir().string().find(".local") == std::string::npos);
}
