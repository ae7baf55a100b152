// Watch mode's model, the Watch session of the sudoku_app library: the search(es) being
// watched, playback (pacer, time budget, breakpoints, run-to targets), presentation settings,
// sessions and trace export. Views read it through const queries and push commands into its own
// queue; it changes only in execute_commands() (after the UI pass) and update() (frame start).
// It never touches the game: what the program must do is asked of its WatchHost.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "app/i18n/watch_strings.hpp"
#include "app/session/predict_session.hpp"
#include "app/session/session_library.hpp"
#include "app/session/watch_command.hpp"
#include "app/session/watch_lane.hpp"
#include "app/session/watch_launch.hpp"
#include "core/search/pacer.hpp"

namespace sudoku::app {

// What Watch mode asks of the program around it (the front end's App; a fake in the tests).
class WatchHost {
  public:
    virtual ~WatchHost() = default;
    // Apply solution: the solver's grid becomes the player's board (one undoable move).
    virtual void apply_solution(const core::Board& solution) = 0;
    // A session opened with (or without) presentation mode: the theme and the size
    // (presentation_scale()) switch as the P key does.
    virtual void present(bool on) = 0;
    // The presentation size was chosen: remembered for the next lesson.
    virtual void presentation_scale_chosen(float scale) = 0;
    // A file was written (the trace, a saved session): where files reach the player as
    // downloads, it is handed over. `keep`: the game opens it again (a saved session).
    virtual void file_written(const std::string& path, bool keep) = 0;
};

class WatchMode {
  public:
    // Time a turbo frame may spend searching: the rest of the frame draws.
    static constexpr double kTurboBudgetSeconds = 0.008;
    static constexpr double kDefaultSpeed = 10.0;

    // Command-line options; when they open Watch mode, `givens` is watched at once. `theme`
    // and `scale` are the App's, restored when presentation mode (--present) ends.
    void launch(const WatchLaunch& options, const core::Board& givens, ThemeId theme, float scale);
    // The presentation size remembered in the settings (before launch()).
    void remember_presentation_scale(float scale) {
        m_presentation_scale = scale;
        m_scale_remembered = true;
    }

    // Queues a command (a widget, a key, a test); execute_commands() applies it.
    void post(WatchCommand command) { m_commands.push(std::move(command)); }
    [[nodiscard]] WatchCommandQueue& commands() { return m_commands; }
    // Applies every queued command in order, `givens` being the game's puzzle (Enter watches
    // it); true when there was any (the window draws their effect).
    bool execute_commands(const core::Board& givens, WatchHost& host);
    // The file Save session and Load session use (set at launch; the tests choose their own).
    void set_session_path(std::string path) { m_session_path = std::move(path); }
    // Plays the due steps within the time budget and refreshes the view caches.
    void update(double dt_seconds);
    // Something moves on its own (playing, or a backtrack flash fading).
    [[nodiscard]] bool wants_frames() const;

    [[nodiscard]] bool active() const { return m_active; }
    [[nodiscard]] const WatchSetup& setup() const { return m_setup; }
    [[nodiscard]] std::span<const WatchLane> lanes() const { return m_lanes; }
    [[nodiscard]] bool ready() const { return !m_lanes.empty(); }
    // The board the searches start from (none before the first start).
    [[nodiscard]] const std::optional<core::Board>& start_board() const { return m_start; }
    [[nodiscard]] bool playing() const { return m_playing; }
    // A seek is still running forward (see seek_all).
    [[nodiscard]] bool seeking() const { return !m_seeks.empty(); }
    [[nodiscard]] double speed() const { return m_pacer.speed(); }
    [[nodiscard]] bool turbo() const { return m_pacer.turbo(); }
    [[nodiscard]] const core::Breakpoints& breakpoints() const { return m_breakpoints; }
    [[nodiscard]] double elapsed_seconds() const { return m_elapsed; }
    [[nodiscard]] double steps_per_second() const { return m_rate; }
    [[nodiscard]] bool presentation() const { return m_presentation; }
    [[nodiscard]] float presentation_scale() const { return m_presentation_scale; }
    [[nodiscard]] ThemeId restore_theme() const { return m_restore_theme; }
    [[nodiscard]] float restore_scale() const { return m_restore_scale; }
    // The board on screen is a solution of the watched puzzle.
    [[nodiscard]] bool shows_solution() const;
    // The latest status message (empty for none) and its argument: plain text (a path, a
    // count: an Error without a code) or an error to show in the player's language.
    [[nodiscard]] std::optional<WatchText> message() const { return m_message; }
    [[nodiscard]] const core::Error& message_argument() const { return m_message_argument; }
    [[nodiscard]] const std::string& session_path() const { return m_session_path; }
    [[nodiscard]] const PredictSession& predict() const { return m_predict; }
    [[nodiscard]] const SessionLibrary& library() const { return m_library; }
    [[nodiscard]] core::CodeLanguage code_language() const { return m_code_language; }
    // The names chosen for the listing's code; nullopt: the lesson's.
    [[nodiscard]] std::optional<core::CodeNames> code_names() const { return m_code_names; }

  private:
    // Starts the setup's search(es) on `start`, paused at position 0.
    void restart(const core::Board& start);
    void pause(std::optional<WatchText> why = std::nullopt);
    void apply(const WatchCommand& command, const core::Board& givens, WatchHost& host);
    // apply()'s larger commands, one each.
    void enter(const core::Board& board);
    void toggle_play();
    void step_forward();
    // Gives the solution shown to the player's board (through the host), or says why not.
    void apply_solution(const core::Board& givens, WatchHost& host);
    void moved(bool animate);
    void step_all_back();
    // Asks every lane to move to `position` (its own, in a loaded session): back at once,
    // forward in update()'s time slices, as a search may need any number of steps to get there
    // or never get there (a session file can say 2^64-1).
    void seek_all(std::uint64_t position);
    void seek_lanes(std::span<const std::uint64_t> positions);
    // Runs the pending seeks for this frame's time budget.
    void continue_seeks();
    void save_session(WatchHost& host);
    // Opens a session file; its presentation setting goes to the host (nullptr at launch:
    // applied here, the App reads presentation() after launch()).
    void load_session(const std::string& path, WatchHost* host = nullptr);
    void export_csv(WatchHost& host);
    // [Classroom] in classroom_mode.cpp: predict mode and the library of prepared sessions.
    void apply_classroom(const ClassroomCommand& command, WatchHost& host);
    // Playing with predict mode on: at most this many steps before the next question.
    [[nodiscard]] std::uint64_t predict_allowance();
    // After playing moved: stops at the question when the search reached it.
    void predict_arrived();
    [[nodiscard]] std::optional<io::WatchSession> current_session() const;
    void say(WatchText key, std::string argument = {});
    void say(WatchText key, core::Error error);
    [[nodiscard]] std::vector<core::SolverPlayer*> players();

    WatchCommandQueue m_commands;
    bool m_active = false;
    WatchSetup m_setup;
    std::optional<core::Board> m_start;
    std::vector<WatchLane> m_lanes;
    core::Pacer m_pacer;
    core::Breakpoints m_breakpoints;
    bool m_playing = false;
    bool m_to_end = false;
    core::RunTarget m_target = core::RunTarget::None;
    double m_elapsed = 0.0;
    // steps/s: events over a window of about half a second
    double m_rate = 0.0;
    double m_rate_window = 0.0;
    std::uint64_t m_rate_steps = 0;
    double m_since_refresh = 0.0;
    // Positions still to reach, one per lane (nullopt: that lane is there); empty: no seek.
    std::vector<std::optional<std::uint64_t>> m_seeks;

    bool m_presentation = false;
    float m_presentation_scale = 2.0f;
    bool m_scale_remembered = false;
    ThemeId m_restore_theme = ThemeId::Light;
    float m_restore_scale = 1.0f;

    std::optional<WatchText> m_message;
    core::Error m_message_argument;
    std::string m_session_path;

    PredictSession m_predict;
    SessionLibrary m_library;
    core::CodeLanguage m_code_language = core::CodeLanguage::Pseudo;
    std::optional<core::CodeNames> m_code_names;
};

}  // namespace sudoku::app
