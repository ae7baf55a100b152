// App: everything that touches files. Saves and the Open dialog, the autosave (resumed at
// start, written every interval and at exit), settings and statistics.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

#include "app/app.hpp"
#include "app/error_strings.hpp"
#include "app/overloaded.hpp"
#include "io/game_file.hpp"
#include "io/paths.hpp"
#include "io/recent_files.hpp"
#include "io/save_file.hpp"

namespace sudoku::app {

namespace {

// app and io name the same themes and languages in the same order.
static_assert(static_cast<int>(ThemeId::HighContrast) == static_cast<int>(io::Theme::HighContrast));
static_assert(static_cast<int>(Language::Turkish) == static_cast<int>(io::Language::Turkish));

std::string file_name(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

}  // namespace

bool App::apply_files(const Command& command) {
    return std::visit(
        Overloaded{
            [&](const cmd::ShowOpenDialog&) {
                const std::string folder =
                    m_recent.empty()
                        ? std::filesystem::current_path().string()
                        : std::filesystem::path(m_recent.front()).parent_path().string();
                m_file_dialog.show_open(folder);
                return true;
            },
            [&](const cmd::Save& s) {
                if (!s.save_as && !m_save_path.empty())
                    save_to(m_save_path);
                else
                    m_file_dialog.show_save(default_save_path());
                return true;
            },
            [&](const cmd::OpenFile& o) {
                open_file(o.path);
                return true;
            },
            [&](const cmd::SaveFile& s) {
                save_to(s.path);
                return true;
            },
            [&](const auto&) { return false; },
        },
        command);
}

void App::load_preferences() {
    io::SettingsLoad loaded = io::load_settings(io::settings_path());
    for (const std::string& warning : loaded.warnings)
        std::fprintf(stderr, "sudoku-lab: settings: %s\n", warning.c_str());
    m_ui.prefs = loaded.settings;
    m_ui.theme = m_options.theme.value_or(static_cast<ThemeId>(m_ui.prefs.theme));
    m_ui.language = m_options.language.value_or(static_cast<Language>(m_ui.prefs.language));
    m_ui.ui_scale =
        m_options.ui_scale.value_or(static_cast<float>(std::clamp(m_ui.prefs.ui_scale, 1.0, 3.0)));
    m_autosave.set_interval(m_ui.prefs.autosave_interval_s);

    auto statistics = io::load_statistics(io::statistics_path());
    if (statistics) {
        m_statistics = std::move(statistics).value();
    } else {
        // Keep the damaged file for the player to look at; this run's results stay in memory.
        m_statistics_writable = false;
        std::fprintf(stderr, "sudoku-lab: statistics not saved this run: %s\n",
                     statistics.message().c_str());
    }
    m_recent = io::load_recent_files(io::recent_files_path());
}

void App::save_preferences() {
    if (auto error = io::save_settings(io::settings_path(), m_ui.prefs))
        std::fprintf(stderr, "sudoku-lab: %s\n", error->message.c_str());
}

void App::set_option(Option option, bool value) {
    io::Settings& p = m_ui.prefs;
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
    save_preferences();
}

void App::resume_or_start(LaunchOptions& options) {
    if (options.open_error) report_open_failure(*options.open_error);
    if (!m_ui.source.empty()) return;  // a game was given on the command line
    m_ui.source = kDefaultSource;
    const std::filesystem::path autosave = io::autosave_path();
    std::error_code ec;
    if (!std::filesystem::exists(autosave, ec)) return;
    auto resumed = io::read_save(autosave);
    if (resumed) {
        m_game = std::move(resumed).value();
        m_ui.source = kAutosaveSource;
        // The file holds exactly this game: nothing to write until it changes.
        m_autosaved_revision = m_revision;
        m_autosaved_ms = m_game.elapsed_ms();
        return;
    }
    // The next autosave would replace the unreadable file: keep a copy for the player.
    const std::filesystem::path kept = autosave.parent_path() / "autosave-unreadable.json";
    std::filesystem::copy_file(autosave, kept, std::filesystem::copy_options::overwrite_existing,
                               ec);
    std::fprintf(stderr, "sudoku-lab: autosave: %s\n", resumed.message().c_str());
    show_alert(Text::AlertAutosaveTitle,
               error_text(resumed.error(), m_ui.language) + "\n\n" +
                   fill(text(Text::AlertAutosaveBad, m_ui.language), {kept.string()}));
}

void App::open_file(const std::string& path) {
    auto opened = io::open_game_file(path);
    if (!opened) {
        report_open_failure(opened.error());
        return;
    }
    const bool from_save = opened->from_save;
    replace_game(std::move(opened->game), file_name(path), from_save ? path : "");
    remember(path);
    set_message(Text::StatusOpened, file_name(path));
}

void App::save_to(const std::string& path) {
    if (auto error = io::write_save(path, m_game)) {
        std::fprintf(stderr, "sudoku-lab: cannot save: %s\n", error->message.c_str());
        show_alert(Text::AlertSaveFailed, error_text(*error, m_ui.language));
        return;
    }
    m_save_path = path;
    remember(path);
    set_message(Text::StatusSaved, path);
}

void App::remember(const std::string& path) {
    io::remember_file(m_recent, path);
    if (auto error = io::save_recent_files(io::recent_files_path(), m_recent))
        std::fprintf(stderr, "sudoku-lab: %s\n", error->message.c_str());
}

void App::write_autosave(bool force) {
    const std::filesystem::path path = io::autosave_path();
    std::error_code ec;
    const bool unchanged =
        m_revision == m_autosaved_revision && m_game.elapsed_ms() == m_autosaved_ms;
    if (!force && unchanged && std::filesystem::exists(path, ec)) return;
    m_autosave.saved();  // on failure too: retry an interval later, not every frame
    if (auto error = io::write_save(path, m_game)) {
        std::fprintf(stderr, "sudoku-lab: autosave: %s\n", error->message.c_str());
        set_message(Text::StatusAutosaveFailed, error_text(*error, m_ui.language));
        return;
    }
    m_autosaved_revision = m_revision;
    m_autosaved_ms = m_game.elapsed_ms();
}

void App::report_open_failure(const core::Error& error) {
    std::fprintf(stderr, "sudoku-lab: cannot open: %s\n", error.message.c_str());
    show_alert(Text::AlertOpenFailed, error_text(error, m_ui.language) + "\n\n" +
                                          text(Text::AlertGameKept, m_ui.language));
}

void App::show_alert(Text title, const std::string& message) {
    m_ui.alert_title = text(title, m_ui.language);
    m_ui.alert_text = message;
}

std::string App::default_save_path() const {
    if (!m_save_path.empty()) return m_save_path;
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm local{};
    localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
    std::string mode = io::game_mode(m_game.layout());
    for (char& c : mode)
        if (c == ' ') c = '-';
    return (io::data_dir() / "saves" / ("sudoku-" + mode + "-" + stamp + ".json")).string();
}

}  // namespace sudoku::app
