#include "io/settings.hpp"

#include <array>

#include "i18n/describe.hpp"
#include "io/atomic_file.hpp"
#include "io/display_path.hpp"
#include "io/json_fields.hpp"

namespace sudoku::io {

namespace {

using namespace json_fields;

constexpr std::string_view kSettingsFormat = "sudoku-lab-settings";
constexpr int kSettingsVersion = 1;
constexpr std::size_t kMaxTextSetting = 100;

// Indexed by the enum's value.
constexpr std::array<const char*, 3> kThemeNames{"light", "dark", "high-contrast"};
constexpr std::array<const char*, i18n::kLanguageCount> kLanguageCodes{
#define SUDOKU_LANGUAGE(name, code) #code,
#include "i18n/languages.def"
#undef SUDOKU_LANGUAGE
};

// Every setting once, for the reader and the writer alike: f(key, member[, limits or names]).
template <class S, class F>
void visit_settings(S& s, F&& f) {
    f("theme", s.theme, kThemeNames);
    f("language", s.language, kLanguageCodes);
    f("ui_scale", s.ui_scale, 0.5, 3.0);
    f("presentation_scale", s.presentation_scale, 1.0, 3.0);
    f("live_conflicts", s.live_conflicts);
    f("auto_clean_notes", s.auto_clean_notes);
    f("highlight_peers", s.highlight_peers);
    f("highlight_same_digit", s.highlight_same_digit);
    f("show_timer", s.show_timer);
    f("clock_hundredths", s.clock_hundredths);
    f("show_remaining", s.show_remaining);
    f("mistakes_at_once", s.mistakes_at_once);
    f("autosave", s.autosave);
    f("autosave_interval_s", s.autosave_interval_s, 5, 3600);
    f("solver_steps_per_second", s.solver_steps_per_second, 1, 1'000'000);
    f("new_game_mode", s.new_game_mode);
    f("new_game_difficulty", s.new_game_difficulty);
    f("window_width", s.window_width, 320, 16384);
    f("window_height", s.window_height, 240, 16384);
    f("share_link_base", s.share_link_base);
}

struct Writer {
    OrderedJson& out;
    template <class E, std::size_t N>
    void operator()(const char* key, E value, const std::array<const char*, N>& names) {
        out[key] = names[static_cast<std::size_t>(value)];
    }
    template <class T, class... Limits>
    void operator()(const char* key, const T& value, Limits...) {
        out[key] = value;
    }
};

// Reads the keys present; a bad value keeps the default and leaves a warning.
struct Reader {
    const Json& in;
    std::vector<std::string>& warnings;

    template <class Read>
    void read(const char* key, Read&& read_value) {
        const Json* v = optional_member(in, key);
        if (v == nullptr) return;
        try {
            read_value(*v);
        } catch (const FileError& e) {
            warnings.push_back(i18n::english(e) + "; using the default");
        }
    }
    template <class E, std::size_t N>
    void operator()(const char* key, E& value, const std::array<const char*, N>& names) {
        read(key, [&](const Json& v) {
            const std::string& name = as_string(v, key);
            for (std::size_t i = 0; i < N; ++i)
                if (name == names[i]) return void(value = static_cast<E>(i));
            std::string known;
            for (const char* n : names)
                known += std::string(known.empty() ? "" : ", ") + n;
            fail(key, "\"" + printable(name) + "\" is not one of " + known);
        });
    }
    void operator()(const char* key, bool& value) {
        read(key, [&](const Json& v) { value = as_bool(v, key); });
    }
    void operator()(const char* key, int& value, int min, int max) {
        read(key, [&](const Json& v) { value = static_cast<int>(as_int(v, key, min, max)); });
    }
    void operator()(const char* key, double& value, double min, double max) {
        read(key, [&](const Json& v) { value = as_number(v, key, min, max); });
    }
    void operator()(const char* key, std::string& value) {
        read(key, [&](const Json& v) {
            const std::string& text = as_string(v, key);
            if (text.size() > kMaxTextSetting)
                fail(key, core::coded_error(
                              core::ErrorCode::TextTooLong,
                              {std::to_string(text.size()), std::to_string(kMaxTextSetting)}));
            value = text;
        });
    }
};

}  // namespace

const char* theme_name(Theme theme) {
    return kThemeNames[static_cast<std::size_t>(theme)];
}

std::string settings_to_text(const Settings& settings) {
    OrderedJson out;
    out["format"] = kSettingsFormat;
    out["version"] = kSettingsVersion;
    visit_settings(settings, Writer{out});
    return dump(out, 2) + "\n";
}

SettingsLoad settings_from_text(std::string_view text) {
    SettingsLoad load;
    try {
        const Json root = parse(text, JsonFileKind::Settings);
        check_header(root, kSettingsFormat, kSettingsVersion);
        visit_settings(load.settings, Reader{root, load.warnings});
    } catch (const FileError& e) {
        load.settings = Settings{};
        load.warnings.push_back(i18n::english(e) + "; using the defaults");
    }
    return load;
}

SettingsLoad load_settings(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return {};
    const auto text = read_json_file(path, JsonFileKind::Settings);
    if (!text) return {Settings{}, {i18n::english(text.error()) + "; using the defaults"}};
    SettingsLoad load = settings_from_text(*text);
    for (std::string& warning : load.warnings)
        warning = display_path(path) + ": " + warning;
    return load;
}

FileStatus save_settings(const std::filesystem::path& path, const Settings& settings) {
    return write_file_atomic(path, settings_to_text(settings), {.keep_backup = false});
}

}  // namespace sudoku::io
