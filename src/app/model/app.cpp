#include "app/model/app.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "app/dialogs/alert_popups.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/model/open_file_spinner.hpp"
#include "app/play/notes_popup.hpp"
#include "app/session/overloaded.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/paths.hpp"
#include "io/regular_file.hpp"

namespace sudoku::app {

App::App(LaunchOptions options, KeyCodes keys, float monitor_scale)
    : m_options(std::move(options)),
      m_keys(keys),
      m_session(m_ui, m_preferences, *this,
                m_options.game ? std::move(*m_options.game) : lesson_game(),
                std::move(m_options.branches)),
      m_files(m_ui, m_preferences, m_session, *this),
      m_frame_stats(m_options.frame_stats ? 60 : 0) {
    m_options.game.reset();
    const bool settings_saved = m_preferences.settings_saved();
    m_preferences.load(m_ui, {m_options.theme, m_options.language, m_options.ui_scale});
    m_files.set_autosave_interval(m_ui.prefs.autosave_interval_s);
    // The interface size: --scale, else the saved one, else (no settings yet) the monitor's.
    if (!m_options.ui_scale && !settings_saved)
        m_preferences.choose_ui_scale(m_ui, monitor_scale, kUiScales);
    m_ui.show_frame_stats = m_options.frame_stats;
    m_ui.source = m_options.source;
    resume_or_start();
    m_watch.remember_presentation_scale(static_cast<float>(m_ui.prefs.presentation_scale));
    m_watch.launch(m_options.watch, m_session.view().givens(), m_ui.theme, m_ui.ui_scale);
    if (m_watch.presentation()) {
        m_ui.theme = ThemeId::HighContrast;
        m_ui.ui_scale = m_watch.presentation_scale();
    }
    ImGui::GetIO().IniFilename = nullptr;  // layout is computed each frame; nothing to persist
    m_fonts.build(m_ui.ui_scale);
    apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
    m_session.after_change();
}

bool App::dialog_open() const {
    return m_windows.dialog_open() || !m_ui.alert_title.empty() ||
           !m_files.quit_question().empty() || m_files.open_job().busy();
}

bool App::clock_running() const {
    return !m_ui.paused && !m_session.game().completed() && !dialog_open() && !m_watch.active();
}

bool App::wants_frames() const {
    return m_extra_frames > 0 || m_ui.show_frame_stats || m_screen.animating(m_ui.celebration) ||
           m_watch.wants_frames() || m_picture_export.running();
}

double App::idle_wait_seconds() const {
    // A dialog's worker thread cannot wake the window: look for its result 30 times a second
    // (without the cost of drawing continuously while the generator needs the CPU).
    if (m_windows.working() || m_files.open_job().busy()) return 1.0 / 30.0;
    // A puzzle made ahead is collected (and the next one started) within a second.
    const double longest = m_windows.new_game.making_ahead() ? 1.0 : 60.0;
    if (!clock_running()) return longest;
    // A visible clock with hundredths needs frames; 20 a second reads as a running stopwatch
    // and costs about a tenth of a core with software GL (the Options menu turns it off).
    const double ms = m_session.clock_ms();
    // The platform ticks the clock it draws; a frame only when h:mm:ss takes over from mm:ss
    // (a wider text moves the label beside it).
    if (m_ui.clock_outside) return std::min(longest, std::max(0.02, 3600.0 - ms / 1000.0));
    if (m_ui.prefs.show_timer && m_ui.prefs.clock_hundredths) return kClockTickSeconds;
    return std::min(longest, std::max(0.02, 1.0 - std::fmod(ms / 1000.0, 1.0)));
}

ClockOverlay App::clock_overlay() const {
    const auto& place = m_screen.clock_place();
    if (!place) return {};
    const ImVec4 back = background();
    const bool running = clock_running();
    return ClockOverlay{.shown = true,
                        .place = *place,
                        .background = {back.x, back.y, back.z, back.w},
                        .elapsed_ms = m_session.clock_ms(),
                        .running = running,
                        .hundredths = !running || m_ui.prefs.clock_hundredths};
}

PlatformRequests App::update(double dt_seconds) {
    if (m_extra_frames > 0) --m_extra_frames;
    if (clock_running()) m_session.tick(dt_seconds);
    if (m_ui.celebration.active) m_ui.celebration.age_seconds += dt_seconds;
    m_watch.update(dt_seconds);
    if (auto written = m_picture_export.poll_written()) m_files.hand_over(*written, false);
    if (!m_windows.files.is_open()) m_files.save_dialog_closed();
    m_files.update(dt_seconds);
    m_windows.print.collect();

    PlatformRequests requests = std::exchange(m_requests, {});
    if (m_fonts_dirty) {
        m_fonts_dirty = false;
        m_fonts.build(m_ui.ui_scale);
        apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
        requests.reload_font_texture = true;
    }
    return requests;
}

ViewContext App::view_context() {
    return ViewContext{m_session.view(), m_ui, theme(m_ui.theme), m_fonts, m_commands};
}

void App::draw() {
    flush_clipping_report();        // the previous frame's findings (SUDOKU_REPORT_CLIPPING)
    flush_layout_report();          // SUDOKU_REPORT_LAYOUT
    m_screen.forget_clock_place();  // the side panel notes it again when drawn
    const ViewContext ctx = view_context();
    // The game's board for the tests that read the report (the browser's among them).
    if (layout_report_wanted()) report_text("board_line", board_line().c_str());
    m_screen.draw_menu_bar(ctx, m_menu_bar, [&] {
        m_watch_view.draw_menu({ctx, m_watch, m_picture_export});
    });
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    constexpr ImGuiWindowFlags kMainFlags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
        ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground;
    const float scale = m_ui.ui_scale;
    // Presenting, or any interface larger than 1x: the compact layout. The board takes the
    // height (never smaller than at 1x in the same window), the margins stay at their 1x size,
    // the panel takes the width left and the status line moves under the panel.
    const bool compact = m_watch.presentation() || scale > 1.0f;
    const ImVec2 pad = compact ? ImVec2(std::round(ImGui::GetStyle().WindowPadding.x / scale),
                                        std::round(ImGui::GetStyle().WindowPadding.y / scale))
                               : ImGui::GetStyle().WindowPadding;
    // No background quad: the platform clears to the same colour, and with software GL every
    // full-screen layer costs milliseconds.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
    ImGui::Begin("##main", nullptr, kMainFlags);
    ImGui::PopStyleVar(2);
    if (m_watch.active()) {
        draw_watch(ctx);
        return;
    }
    m_ui.stacked = PlayScreen::stacks_board_over_panel(ImGui::GetContentRegionAvail());
    m_screen.draw(ctx, compact, pad, m_frame_stats);
    ImGui::End();
    draw_play_windows(ctx);
}

void App::draw_play_windows(const ViewContext& ctx) {
    m_windows.draw(ctx, m_preferences);
    draw_notes_popup(ctx, m_ui.notes_popup_cell);
    draw_alert(ctx);
    draw_quit_unsaved(ctx, m_files.quit_question());
    draw_open_file_spinner(ctx, m_files.open_job(), m_files.clock_seconds());
    const InputContext input{.board_size = m_session.view().layout().size(),
                             .text_input_active = ImGui::GetIO().WantTextInput,
                             .dialog_open = dialog_open(),
                             .paused = m_ui.paused,
                             .trying = m_ui.try_cell != core::kNoCell};
    collect_keyboard_commands(m_keys, input, m_commands);
    if (!input.dialog_open)
        m_watch_view.collect_keys({ctx, m_watch, m_picture_export});  // W enters Watch mode
}

void App::draw_watch(const ViewContext& ctx) {
    const WatchViewContext watch{ctx, m_watch, m_picture_export};
    m_watch_view.draw(watch);
    ImGui::End();
    m_windows.help.draw(ctx);
    draw_alert(ctx);
    draw_quit_unsaved(ctx, m_files.quit_question());
    // The game's keys stay off (arrows and Space belong to Watch mode); only its global
    // shortcuts (Ctrl+Q, F1, F11) are read, as while a text field has focus.
    const InputContext globals_only{.board_size = m_session.view().layout().size(),
                                    .text_input_active = true};
    collect_keyboard_commands(m_keys, globals_only, m_commands);
    m_watch_view.collect_keys(watch);
}

void App::execute_commands() {
    const std::vector<Command> commands = m_commands.take();
    for (const Command& command : commands)
        apply(command);
    if (!commands.empty()) {
        if (!m_windows.files.is_open()) m_files.save_dialog_closed();
        m_session.sync_completion();
        m_session.after_change();
    }
    // Watch's own queue, after the game's (Enter watches the game as this frame left it); its
    // commands never touch the game (Apply solution goes through apply_solution).
    const bool watched = m_watch.execute_commands(m_session.view().givens(), *this);
    // A dialog that changed its layout for the next frame, read after this frame's drawing so
    // the frame that asked is not the last one drawn when the window is idle.
    if (!commands.empty() || watched || take_relayout_request())
        m_extra_frames = std::max(m_extra_frames, 2);
}

void App::apply(const Command& command) {
    m_ui.message.clear();  // the status line speaks of the latest action only
    std::visit(
        [&]<class C>(const C& c) {
            if constexpr (std::is_same_v<C, cmd::StartGame>)
                m_files.start_game(c);  // asks first when it would replace an unsaved game
            else if constexpr (kIsPlayCommand<C>)
                m_session.apply(c);
            else if constexpr (kIsFileCommand<C>)
                m_files.apply(c);
            else
                apply_view(c);  // command.hpp asserts that every command has one group
        },
        command);
}

void App::apply_view(const ViewCommand& command) {
    // The marking commands (modes, digit-first, filter) share one handler; a named constrained
    // lambda keeps the overload set exhaustive without a catch-all.
    // clang-format off
    const auto marking = [&]<class C>(const C& c) requires kIsMarkingCommand<C> {
        m_session.apply_marking(c);
    };
    // clang-format on
    std::visit(
        Overloaded{
            [&](const cmd::SelectCell& c) { m_session.select_cell(c); },
            [&](const cmd::MoveCursor& m) { m_session.move_cursor(m); },
            [&](const cmd::OpenNotesPopup& o) { m_session.open_notes_popup(o.cell); },
            [&](const cmd::ToggleNotesMode&) { m_session.toggle_notes_mode(); },
            marking,
            [&](const cmd::SetTheme& t) {
                m_ui.theme = t.theme;
                apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
                if (!t.temporary) m_preferences.keep_theme(m_ui);
            },
            [&](const cmd::SetLanguage& l) { m_preferences.set_language(m_ui, l.language); },
            [&](const cmd::SetUiScale& s) {
                if (s.scale == m_ui.ui_scale) return;
                m_ui.ui_scale = s.scale;
                m_fonts_dirty = true;  // the atlas is locked inside a frame: rebuild in update
                if (!s.temporary) m_preferences.keep_ui_scale(m_ui);
            },
            [&](const cmd::SetOption& o) { m_preferences.set_option(m_ui, o.option, o.value); },
            [&](const cmd::ToggleFullscreen&) { m_requests.toggle_fullscreen = true; },
            [&](const cmd::ToggleHelp&) { m_ui.show_help = !m_ui.show_help; },
            [&](const cmd::ToggleHistory&) { m_ui.show_history = !m_ui.show_history; },
            [&](const cmd::ToggleBranchTree&) { m_ui.show_branch_tree = !m_ui.show_branch_tree; },
            [&](const cmd::ToggleStatistics&) { m_ui.show_statistics = !m_ui.show_statistics; },
            [&](const cmd::ToggleExperiments&) { m_windows.experiments.toggle(); },
            [&](const cmd::ToggleFrameStats&) { m_ui.show_frame_stats = !m_ui.show_frame_stats; },
            [&](const cmd::OpenNewGameDialog&) { m_windows.new_game.open(); },
            [&](const cmd::OpenCustomPuzzle&) { m_windows.custom_puzzle.open(); },
            [&](const cmd::OpenPuzzleLibrary&) { m_windows.puzzle_library.open(); },
            [&](const cmd::CopyPuzzleLine&) {
                ImGui::SetClipboardText(
                    core::format_puzzle_line(m_session.game().puzzle()).c_str());
                m_ui.message = dialog_text(DialogText::StatusCopied, m_ui.language);
            },
            [&](const cmd::PastePuzzle&) {
                const char* clip = ImGui::GetClipboardText();
                if (clip == nullptr || *clip == '\0')
                    m_ui.message = dialog_text(DialogText::StatusClipboardEmpty, m_ui.language);
                else if (!m_share.open_share_code(clip))
                    m_windows.custom_puzzle.open(clip);
            },
            [&](const cmd::Share& s) { m_share.apply(s); },
            [&](const cmd::CloseAlert&) {
                m_ui.alert_title.clear();
                m_ui.alert_text.clear();
            },
            [&](const cmd::Quit&) {
                if (confirm_quit()) m_requests.quit = true;
            },
            [&](const wcmd::ExportPicture& e) {
                if (m_watch.start_board() && m_watch.ready())
                    m_picture_export.start(*m_watch.start_board(),
                                           m_watch.lanes().front().player.options(), e.request);
            },
            [&](const wcmd::CancelExport&) { m_picture_export.cancel(); },
            [&](const cmd::Tools& t) { m_windows.apply_tools(t.command); },
        },
        command);
}

void App::apply_solution(const core::Board& solution) {
    // The solver's grid becomes the player's as one undoable move.
    m_session.play(core::Move::solver_solution(solution.cells()));
    m_session.sync_completion();
    m_session.after_change();
}

void App::presentation_scale_chosen(float scale) {
    // Remembered for the next lesson.
    m_ui.prefs.presentation_scale = scale;
    save_preferences();
}

void App::present(bool on) {
    // As the P key does (push_presentation), for a session opened with its presentation mode.
    if (!on && !m_watch.presentation()) return;
    if (on != m_watch.presentation())
        m_commands.push(wcmd::SetPresentation{on, m_ui.theme, m_ui.ui_scale});
    m_commands.push(cmd::SetTheme{.theme = on ? ThemeId::HighContrast : m_watch.restore_theme(),
                                  .temporary = true});
    m_commands.push(cmd::SetUiScale{
        .scale = on ? m_watch.presentation_scale() : m_watch.restore_scale(), .temporary = true});
}

ImVec4 App::background() const {
    return ImGui::ColorConvertU32ToFloat4(theme(m_ui.theme).app_background);
}

std::string App::board_line() const {
    return core::format_puzzle_line(m_session.game().board());
}

void App::shutdown(int window_width, int window_height) {
    m_files.write_final_autosave();
    m_preferences.remember_window(m_ui, window_width, window_height);
    if (m_options.write_board.empty()) return;
    // Never waits: a named pipe nobody reads is refused at once instead of holding the exit.
    if (auto error = io::write_text_without_waiting(m_options.write_board, board_line() + '\n'))
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(*error).c_str());
}

}  // namespace sudoku::app
