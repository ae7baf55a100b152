// Intents of Watch mode, recorded by its widgets and keys while drawing and applied by
// WatchMode after the UI pass, from its own queue (WatchCommandQueue): they never pass through
// the game's commands. (The picture export's two commands are the front end's:
// app/watch/picture_export.hpp.)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "app/session/predict_command.hpp"
#include "app/session/theme_id.hpp"
#include "core/search/lane_setup.hpp"
#include "core/search/solver_player.hpp"

namespace sudoku::app {

// What to search: each lane's search (Compare puts any two side by side). Changing it
// restarts the search. A saved session (io::WatchSession) holds the same lanes.
struct WatchSetup {
    std::array<core::LaneSetup, 2> lanes{core::LaneSetup{}, core::kCompareLane};
    bool compare = false;  // the second lane searches too, with shared controls

    bool operator==(const WatchSetup&) const = default;

    // Lane 0 (the first) or 1 (the compared one).
    [[nodiscard]] core::LaneSetup& lane(int i) { return lanes[static_cast<std::size_t>(i)]; }
    [[nodiscard]] const core::LaneSetup& lane(int i) const {
        return lanes[static_cast<std::size_t>(i)];
    }
    // The lanes that search: one, or two with Compare.
    [[nodiscard]] int lane_count() const { return compare ? 2 : 1; }
    // Predict mode asks which cell and value come next: Algorithm X branches on constraints.
    [[nodiscard]] bool uses_dlx() const {
        return lanes[0].algorithm == core::Algorithm::Dlx ||
               (compare && lanes[1].algorithm == core::Algorithm::Dlx);
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
// The export dialog was opened (by a key, which may leave no further event): nothing to
// change, but a command gives the window its extra frames, so the dialog shows at once.
struct ExportDialogShown {};
}  // namespace wcmd

using WatchCommand =
    std::variant<wcmd::Enter, wcmd::Leave, wcmd::TogglePlay, wcmd::StepForward, wcmd::StepBack,
                 wcmd::ToStart, wcmd::ToEnd, wcmd::RunTo, wcmd::SetSpeed, wcmd::SetSetup,
                 wcmd::SetBreakpoints, wcmd::ToggleWatchCell, wcmd::SeekTo, wcmd::SetPresentation,
                 wcmd::SetPresentationScale, wcmd::SaveSession, wcmd::LoadSession, wcmd::ExportCsv,
                 wcmd::ApplySolution, wcmd::Classroom, wcmd::ExportDialogShown>;

// Watch mode's own queue: widgets push while drawing, WatchMode::execute_commands takes them all
// after the UI pass.
class WatchCommandQueue {
  public:
    void push(WatchCommand command) { m_commands.push_back(std::move(command)); }
    // Hands over every queued command in order and leaves the queue empty.
    [[nodiscard]] std::vector<WatchCommand> take() { return std::exchange(m_commands, {}); }
    [[nodiscard]] bool empty() const { return m_commands.empty(); }

  private:
    std::vector<WatchCommand> m_commands;
};

}  // namespace sudoku::app
