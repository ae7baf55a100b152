// Intents of predict mode and of the library of prepared sessions, recorded by their widgets
// and keys and applied by WatchMode after the UI pass (inside one wcmd::Classroom).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <variant>

#include "core/search/course_code.hpp"
#include "core/search/course_names.hpp"
#include "core/search/predict.hpp"

namespace sudoku::app {

// How often predict mode stops to ask.
enum class PredictCadence : std::uint8_t {
    Every,           // every decision
    AfterBacktrack,  // the first decision after each backtrack
    EveryNth,        // one decision in N
};

namespace pcmd {
struct SetEnabled {
    bool on;
};
struct SetCadence {
    PredictCadence cadence;
    int every_n = 3;
};
struct Answer {
    core::PredictAnswer answer;
};
struct ClickCell {  // a left click on the board: an answer while a cell question is asked
    core::Cell cell;
};
struct Skip {};      // shows the answer without scoring
struct Continue {};  // after the reveal: run on to the next question
struct ResetScore {};
struct SaveNamed {
    std::string name;
};
struct OpenNamed {
    std::filesystem::path path;
};
struct ExportNamed {
    std::filesystem::path path;
    std::string destination;
};
struct Import {
    std::string source;
};
struct DeleteNamed {
    std::filesystem::path path;
};
struct RefreshLibrary {};
struct SetCodeLanguage {
    core::CodeLanguage language;
};
// The names the listing's code uses; nullopt: the lesson's (see core::lesson_code_names).
struct SetCodeNames {
    std::optional<core::CodeNames> names;
};
}  // namespace pcmd

using ClassroomCommand =
    std::variant<pcmd::SetEnabled, pcmd::SetCadence, pcmd::Answer, pcmd::ClickCell, pcmd::Skip,
                 pcmd::Continue, pcmd::ResetScore, pcmd::SaveNamed, pcmd::OpenNamed,
                 pcmd::ExportNamed, pcmd::Import, pcmd::DeleteNamed, pcmd::RefreshLibrary,
                 pcmd::SetCodeLanguage, pcmd::SetCodeNames>;

}  // namespace sudoku::app
