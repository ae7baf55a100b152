// Intents of Watch mode, recorded by its widgets and keys while drawing and applied by
// WatchMode after the UI pass. They travel through the App's queue as one cmd::Watch entry.
#pragma once

#include <cstdint>
#include <optional>
#include <variant>

#include "app/session/theme_id.hpp"
#include "app/watch/picture_export.hpp"
#include "app/watch/predict_command.hpp"
#include "core/search/solver_player.hpp"

namespace sudoku::app {

// What to search: each lane's algorithm, value order, seed, switches and column rule (Compare
// puts any two searches side by side). Changing it restarts the search.
struct WatchSetup {
    core::Algorithm algorithm = core::Algorithm::Naive;
    bool compare = false;  // a second search side by side, with shared controls
    core::Algorithm compare_algorithm = core::Algorithm::Mrv;
    core::ValueOrder order = core::ValueOrder::Ascending;
    std::uint64_t seed = 0;  // the random orders' (variable and value) of the first lane
    core::ValueOrder compare_order = core::ValueOrder::Ascending;
    std::uint64_t compare_seed = 0;
    // dlx: the column Algorithm X branches on, per lane (comparing dlx with dlx shows the rule).
    core::ColumnRule column_rule = core::ColumnRule::Fewest;
    core::ColumnRule compare_column_rule = core::ColumnRule::First;
    // The heuristic switches of each lane when its algorithm is Custom.
    core::VarOrder var = core::VarOrder::RowMajor;
    core::Inference infer = core::Inference::None;
    core::VarOrder compare_var = core::VarOrder::RowMajor;
    core::Inference compare_infer = core::Inference::None;

    bool operator==(const WatchSetup&) const = default;

    // Lane 0 (the first) or 1 (the compared one)'s own fields.
    [[nodiscard]] core::Algorithm& lane_algorithm(int lane) {
        return lane == 0 ? algorithm : compare_algorithm;
    }
    [[nodiscard]] core::ValueOrder& lane_order(int lane) {
        return lane == 0 ? order : compare_order;
    }
    [[nodiscard]] std::uint64_t& lane_seed(int lane) { return lane == 0 ? seed : compare_seed; }
    [[nodiscard]] core::ColumnRule& lane_column_rule(int lane) {
        return lane == 0 ? column_rule : compare_column_rule;
    }

    // The search of lane 0 or 1, a preset when the switches are one.
    [[nodiscard]] core::StepSolverOptions lane_options(int lane) const {
        core::StepSolverOptions o{.algorithm = lane == 0 ? algorithm : compare_algorithm,
                                  .order = lane == 0 ? order : compare_order,
                                  .seed = lane == 0 ? seed : compare_seed,
                                  .stop_at_first_solution = false,
                                  .var = lane == 0 ? var : compare_var,
                                  .infer = lane == 0 ? infer : compare_infer};
        o = core::normalized_options(o);
        o.stop_at_first_solution = false;
        o.column_rule = lane == 0 ? column_rule : compare_column_rule;
        return o;
    }
    // Predict mode asks which cell and value come next: Algorithm X branches on constraints.
    [[nodiscard]] bool uses_dlx() const {
        return algorithm == core::Algorithm::Dlx ||
               (compare && compare_algorithm == core::Algorithm::Dlx);
    }
    // Sets lane 0 or 1 to `options`' search: its algorithm, switches, value order and seed (the
    // column rule is the matrix view's own menu).
    void set_lane(int lane, const core::StepSolverOptions& options) {
        const core::StepSolverOptions n = core::normalized_options(options);
        lane_algorithm(lane) = n.algorithm;
        (lane == 0 ? var : compare_var) = n.var;
        (lane == 0 ? infer : compare_infer) = n.infer;
        lane_order(lane) = n.order;
        lane_seed(lane) = n.seed;
    }
};

namespace wcmd {
// Watch mode on the play state's current givens, or on `board` (a puzzle the game cannot play:
// no solution, or several).
struct Enter {
    std::optional<core::Board> board;
};
struct Leave {};
struct TogglePlay {};
struct StepForward {};
struct StepBack {};
struct ToStart {};
struct ToEnd {};  // plays in turbo, breakpoints off, until the search is complete
struct RunTo {
    core::RunTarget target;
};
struct SetSpeed {
    double steps_per_second;  // core::Pacer::kTurboSpeed = turbo
};
struct SetSetup {
    WatchSetup setup;
};
struct SetBreakpoints {
    core::Breakpoints breakpoints;
};
struct ToggleWatchCell {
    core::Cell cell;
};
struct SeekTo {
    std::uint64_t position;
};
// Presentation mode; the App's theme and size change through their own commands, and these
// remember what to restore.
struct SetPresentation {
    bool on;
    ThemeId restore_theme;
    float restore_scale;
};
struct SetPresentationScale {
    float scale;
};
struct SaveSession {};
struct LoadSession {};
struct ExportCsv {};
struct ApplySolution {};  // the solution on screen becomes the player's board
struct Classroom {        // predict mode and the library of prepared sessions
    ClassroomCommand command;
};
// A PNG or GIF of the first lane's search, written on a worker (see PictureExport).
struct ExportPicture {
    PictureRequest request;
};
struct CancelExport {};
// The export dialog was opened (by a key, which may leave no further event): nothing to
// change, but a command gives the window its extra frames, so the dialog shows at once.
struct ExportDialogShown {};
}  // namespace wcmd

using WatchCommand =
    std::variant<wcmd::Enter, wcmd::Leave, wcmd::TogglePlay, wcmd::StepForward, wcmd::StepBack,
                 wcmd::ToStart, wcmd::ToEnd, wcmd::RunTo, wcmd::SetSpeed, wcmd::SetSetup,
                 wcmd::SetBreakpoints, wcmd::ToggleWatchCell, wcmd::SeekTo, wcmd::SetPresentation,
                 wcmd::SetPresentationScale, wcmd::SaveSession, wcmd::LoadSession, wcmd::ExportCsv,
                 wcmd::ApplySolution, wcmd::Classroom, wcmd::ExportPicture, wcmd::CancelExport,
                 wcmd::ExportDialogShown>;

}  // namespace sudoku::app
