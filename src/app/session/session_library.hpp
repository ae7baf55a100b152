// The Watch screen's view of the teacher's library of prepared sessions (io/watch_library):
// the entries listed, and the latest outcome of a save, import, export or delete to show.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/i18n/predict_strings.hpp"
#include "core/base/result.hpp"
#include "io/watch_library.hpp"

namespace sudoku::app {

struct SessionLibrary {
    std::filesystem::path dir;  // io::watch_library_dir() unless a test says otherwise
    std::vector<io::WatchLibraryEntry> entries;
    bool listed = false;  // entries were read at least once

    // The latest outcome: a key with its argument (text, or an io error said in the
    // player's language when it is drawn).
    std::optional<PredictText> message;
    std::string argument;
    std::optional<core::Error> error_argument;
    bool error = false;

    void refresh() {
        entries = io::list_watch_library(dir);
        listed = true;
    }
    void say(PredictText key, std::string arg, bool is_error = false) {
        message = key;
        argument = std::move(arg);
        error_argument.reset();
        error = is_error;
    }
    void say(PredictText key, core::Error failure) {
        say(key, std::string(), true);
        error_argument = std::move(failure);
    }
};

// The translated reason a session name is refused, or nullopt when it is fine.
[[nodiscard]] std::optional<PredictText> session_name_problem(std::string_view name);

}  // namespace sudoku::app
