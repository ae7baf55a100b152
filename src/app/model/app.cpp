#include "app/model/app.hpp"
#include "app/views/palette_colours.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/clipped_text.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/model/overloaded.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"
#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/paths.hpp"
#include "io/regular_file.hpp"

namespace sudoku::app {

namespace {

// The window sizes settings.json accepts (io/settings.cpp).
constexpr int kMinSavedWidth = 320;
constexpr int kMinSavedHeight = 240;
constexpr int kMaxSavedSide = 16384;

}  // namespace

App::App(LaunchOptions options, KeyCodes keys, float monitor_scale)
    : m_options(std::move(options)),
      m_keys(keys),
      m_game(m_options.game ? std::move(*m_options.game) : lesson_game()),
      m_branches(std::move(m_options.branches)),
      m_play(m_game),
      m_frame_stats(m_options.frame_stats ? 60 : 0) {
    m_options.game.reset();
    std::error_code ec;
    const bool settings_saved = std::filesystem::exists(io::settings_path(), ec);
    load_preferences();
    choose_ui_scale(settings_saved, monitor_scale);
    m_ui.show_frame_stats = m_options.frame_stats;
    m_ui.source = m_options.source;
    m_save_path = m_options.save_path;
    resume_or_start(m_options);
    m_solved_shown = m_game.completed();
    m_result_given = m_game.tally().completed;
    m_watch.remember_presentation_scale(static_cast<float>(m_ui.prefs.presentation_scale));
    m_watch.launch(m_options.watch, m_play.givens(), m_ui.theme, m_ui.ui_scale);
    if (m_watch.presentation()) {
        m_ui.theme = ThemeId::HighContrast;
        m_ui.ui_scale = m_watch.presentation_scale();
    }
    ImGui::GetIO().IniFilename = nullptr;  // layout is computed each frame; nothing to persist
    m_fonts.build(m_ui.ui_scale);
    apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
    after_change();
    m_start_revision = m_revision;
}

bool App::dialog_open() const {
    return m_file_dialog.is_open() || !m_ui.alert_title.empty() || !m_quit_unsaved_text.empty() ||
           m_new_game_dialog.is_open() || m_replace_dialog.asking() || m_confirm_dialog.asking() ||
           m_custom_puzzle_dialog.is_open() || m_share_dialog.is_open() ||
           m_puzzle_library.is_open() || m_open_job.busy() || m_print_dialog.is_open() ||
           m_practice_window.is_open();
}

bool App::clock_running() const {
    return !m_ui.paused && !m_game.completed() && !dialog_open() && !m_watch.active();
}

bool App::wants_frames() const {
    return m_extra_frames > 0 || m_ui.show_frame_stats ||
           m_celebration_view.animating(m_ui.celebration) || m_watch.wants_frames();
}

double App::idle_wait_seconds() const {
    // A dialog's worker thread cannot wake the window: look for its result 30 times a second
    // (without the cost of drawing continuously while the generator needs the CPU).
    if (m_new_game_dialog.busy() || m_custom_puzzle_dialog.busy() || m_open_job.busy() ||
        m_experiments.busy() || m_print_dialog.busy())
        return 1.0 / 30.0;
    // A puzzle made ahead is collected (and the next one started) within a second.
    const double longest = m_new_game_dialog.making_ahead() ? 1.0 : 60.0;
    if (!clock_running()) return longest;
    // A visible clock with hundredths needs frames; 20 a second reads as a running stopwatch
    // and costs about a tenth of a core with software GL (the Options menu turns it off).
    if (m_ui.prefs.show_timer && m_ui.prefs.clock_hundredths) return kClockTickSeconds;
    const double ms = static_cast<double>(m_game.elapsed_ms()) + m_clock_carry_ms;
    return std::min(longest, std::max(0.02, 1.0 - std::fmod(ms / 1000.0, 1.0)));
}

PlatformRequests App::update(double dt_seconds) {
    if (m_extra_frames > 0) --m_extra_frames;
    if (clock_running()) {
        m_clock_carry_ms += dt_seconds * 1000.0;
        const auto whole = static_cast<std::int64_t>(m_clock_carry_ms);
        m_game.add_elapsed_ms(whole);
        m_clock_carry_ms -= static_cast<double>(whole);
    }
    if (m_ui.celebration.active) m_ui.celebration.age_seconds += dt_seconds;
    m_watch.update(dt_seconds);
    // "Save elsewhere…" at quit, then the save dialog was cancelled: the game goes on.
    if (m_quit_after_save && !m_file_dialog.is_open()) m_quit_after_save = false;
    collect_opened_file();
    m_print_dialog.collect();
    const bool changed =
        m_revision != m_autosaved_revision || m_game.elapsed_ms() != m_autosaved_ms;
    if (m_ui.prefs.autosave && m_autosave.advance(dt_seconds, changed)) write_autosave();

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
    return ViewContext{m_play, m_ui, theme(m_ui.theme), m_fonts, m_commands};
}

void App::draw_menu_bar(const ViewContext& ctx) {
    // A window of its own along the top (the main window starts below it), in the menu font
    // with its spacing scaled alike: at 3x a full-size bar took 87 px of a 768 px screen and
    // its last menu ran off a 1024 px one.
    const float ratio = m_fonts.menu_scale() / m_ui.ui_scale;
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto scaled = [ratio](ImVec2 v) { return ImVec2(v.x * ratio, v.y * ratio); };
    ImGui::PushFont(m_fonts.menu());
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, scaled(style.FramePadding));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, scaled(style.ItemSpacing));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, scaled(style.WindowPadding));
    // The bar's width is measured whenever it is drawn whole; another language or size measures
    // it again.
    if (m_menu_measured_language != m_ui.language || m_menu_measured_scale != m_ui.ui_scale) {
        m_menu_measured_language = m_ui.language;
        m_menu_measured_scale = m_ui.ui_scale;
        m_menu_full_width = 0.0f;
    }
    if (ImGui::BeginMainMenuBar()) {
        // A window narrower than the bar (a phone upright): one menu holds the others.
        if (m_menu_full_width > ImGui::GetWindowWidth()) {
            const bool open = begin_bar_menu(ctx.t(Text::MenuAll));
            report_last_item("menu_all");
            if (open) {
                draw_menus(ctx);
                ImGui::EndMenu();
            }
        } else {
            draw_menus(ctx);
            m_menu_full_width = ImGui::GetCursorPosX();  // where the last menu ends
        }
        report_menu_bar(ImGui::GetCursorScreenPos().x, ImGui::GetWindowWidth());
        ImGui::EndMainMenuBar();
    }
    ImGui::PopStyleVar(3);
    ImGui::PopFont();
}

void App::draw_menus(const ViewContext& ctx) {
    m_menu_bar.draw(ctx);
    // The Watch menu is there in both modes, so the visualizer can be found without W.
    m_watch_view.draw_menu({ctx, m_watch});
}

void App::draw() {
    flush_clipping_report();  // the previous frame's findings (SUDOKU_REPORT_CLIPPING)
    flush_layout_report();    // SUDOKU_REPORT_LAYOUT
    if (take_relayout_request()) m_extra_frames = std::max(m_extra_frames, 2);
    const ViewContext ctx = view_context();
    // The game's board for the tests that read the report (the browser's among them).
    if (layout_report_wanted()) report_text("board_line", board_line().c_str());
    draw_menu_bar(ctx);
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
    draw_play_layout(ctx, compact, pad);
    ImGui::End();
    draw_play_windows(ctx);
}

void App::draw_play_layout(const ViewContext& ctx, bool compact, ImVec2 pad) {
    const float scale = m_ui.ui_scale;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float line_height = ImGui::GetTextLineHeightWithSpacing();
    // Sizes stay positive in any window (down to 1x1): to ImGui a negative width or height
    // means "up to the edge less that", and a zero one "fit the contents".
    const float panel_preferred = std::round(290.0f * scale);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    constexpr ImGuiWindowFlags kChildFlags = ImGuiWindowFlags_NoScrollbar |
                                             ImGuiWindowFlags_NoScrollWithMouse |
                                             ImGuiWindowFlags_AlwaysUseWindowPadding;
    float area_height = std::max(1.0f, avail.y - line_height);
    float board_side = 0.0f;
    float panel_width = 0.0f;
    m_ui.stacked = stacks_board_over_panel(avail);
    if (m_ui.stacked) {
        draw_stacked_layout(ctx, compact, pad);
        return;
    }
    if (compact) {
        // The panel keeps a quarter of the width at least (the clock, counters and buttons).
        area_height = std::max(1.0f, avail.y);
        board_side = std::max(1.0f, std::floor(std::min(area_height - 2.0f * pad.y,
                                                        avail.x * 0.75f - spacing - 2.0f * pad.x)));
        panel_width = std::max(1.0f, std::min(panel_preferred, std::floor(avail.x - board_side -
                                                                          2.0f * pad.x - spacing)));
    } else {
        // The board is as large as fits; board and panel are centred together as one group.
        board_side = std::max(
            1.0f,
            std::floor(std::min(area_height - 2.0f * pad.y,
                                avail.x - std::min(panel_preferred, std::floor(avail.x * 0.36f)) -
                                    spacing - 2.0f * pad.x)));
        // A board limited by the height leaves the panel more than its share of the width: a
        // large interface on a small screen needs it for its words.
        panel_width = std::max(1.0f, std::min(panel_preferred, std::floor(avail.x - board_side -
                                                                          2.0f * pad.x - spacing)));
    }
    const float board_width = board_side + 2.0f * pad.x;
    const float group_width = board_width + spacing + panel_width;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (avail.x - group_width) * 0.5f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
    ImGui::BeginChild("##board_area", ImVec2(board_width, area_height), false, kChildFlags);
    ImGui::PopStyleVar();
    draw_board_area(ctx);
    ImGui::EndChild();
    ImGui::SameLine();
    draw_panel_column(ctx, compact, pad, panel_width, area_height);
}

bool App::stacks_board_over_panel(ImVec2 avail) {
    // A window taller than wide (a phone held upright, 412x915): beside the panel the board
    // would be a thumbnail, and the digit pad too small to touch.
    return avail.y >= kStackedAspect * avail.x;
}

void App::draw_stacked_layout(const ViewContext& ctx, bool compact, ImVec2 pad) {
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float gap = ImGui::GetStyle().ItemSpacing.y;
    const float status = compact ? 0.0f : ImGui::GetTextLineHeightWithSpacing();
    // The board takes the width, up to the share of the height that leaves the panel room for
    // its clock, the digit pad and its buttons.
    // No side margins of its own: on a phone every pixel of width goes to the cells.
    const float board_side = std::max(
        1.0f,
        std::floor(std::min(avail.x, (avail.y - status) * kStackedBoardShare - 2.0f * pad.y)));
    const float board_height = board_side + 2.0f * pad.y;
    constexpr ImGuiWindowFlags kChildFlags = ImGuiWindowFlags_NoScrollbar |
                                             ImGuiWindowFlags_NoScrollWithMouse |
                                             ImGuiWindowFlags_AlwaysUseWindowPadding;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, pad.y));
    ImGui::BeginChild("##board_area", ImVec2(std::max(1.0f, avail.x), board_height), false,
                      kChildFlags);
    ImGui::PopStyleVar();
    draw_board_area(ctx);
    ImGui::EndChild();
    // The panel below, as wide as the board: its digit pad's buttons are a third of the width.
    const float panel_height = std::max(1.0f, avail.y - board_height - gap - status);
    draw_panel_column(ctx, compact, pad, std::max(1.0f, avail.x), panel_height);
}

void App::draw_panel_column(const ViewContext& ctx, bool compact, ImVec2 pad, float panel_width,
                            float area_height) {
    const float scale = m_ui.ui_scale;
    // The panel scrolls only when a large interface size leaves it too little height (a long
    // hint explanation at 2x); the pad shrinks first.
    if (compact) {
        // The status line (wrapped) under the panel, in the panel's column.
        // Its words at most at the menu's size (1.5x): at 3x in the quarter of a 1024 px
        // window left beside the board, the counters broke into single words and the digit
        // pad scrolled out of sight.
        const float ratio = m_fonts.menu_scale() / scale;
        const ImGuiStyle& style = ImGui::GetStyle();
        ImGui::PushFont(m_fonts.menu());
        ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                            ImVec2(style.FramePadding.x * ratio, style.FramePadding.y * ratio));
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                            ImVec2(style.ItemSpacing.x * ratio, style.ItemSpacing.y * ratio));
        ImGui::PushStyleVar(ImGuiStyleVar_ScrollbarSize, style.ScrollbarSize * ratio);
        // Two lines, or as many as a message needs (up to five): a message wrapped past the
        // status's room was cut at the window's bottom edge.
        const float line = ImGui::GetTextLineHeightWithSpacing();
        const float status_height = std::clamp(
            ImGui::CalcTextSize(StatusBar::text(ctx).c_str(), nullptr, false, panel_width).y +
                ImGui::GetStyle().ItemSpacing.y,
            2.0f * line, 5.0f * line);
        ImGui::BeginGroup();
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
        ImGui::BeginChild("##panel",
                          ImVec2(panel_width, std::max(1.0f, area_height - status_height)), false,
                          ImGuiWindowFlags_AlwaysUseWindowPadding);
        ImGui::PopStyleVar();
        m_side_panel.draw(ctx);
        ImGui::EndChild();
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + panel_width);
        m_status_bar.draw(ctx, true);
        ImGui::PopTextWrapPos();
        ImGui::EndGroup();
        ImGui::PopStyleVar(3);
        ImGui::PopFont();
    } else {
        ImGui::BeginChild("##panel", ImVec2(panel_width, area_height), false,
                          ImGuiWindowFlags_AlwaysUseWindowPadding);
        m_side_panel.draw(ctx);
        ImGui::EndChild();
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetStyle().WindowPadding.x);
        m_status_bar.draw(ctx, false);
    }
}

void App::draw_play_windows(const ViewContext& ctx) {
    m_help_window.draw(ctx);
    m_history_window.draw(ctx);
    m_branch_window.draw(ctx);
    m_statistics_window.draw(ctx, m_statistics);
    m_file_dialog.draw(ctx, m_recent);
    m_new_game_dialog.draw(ctx);
    m_custom_puzzle_dialog.draw(ctx);
    m_puzzle_library.draw(ctx);
    m_experiments.draw(ctx);
    m_print_dialog.draw(ctx);
    m_practice_window.draw(ctx);
    m_replace_dialog.draw(ctx);
    m_confirm_dialog.draw(ctx);
    m_share_dialog.draw(ctx);
    draw_notes_popup(ctx);
    draw_alert(ctx);
    draw_quit_unsaved(ctx);
    m_open_job.draw(ctx, ImGui::GetTime());
    const InputContext input{.board_size = m_play.layout().size(),
                             .text_input_active = ImGui::GetIO().WantTextInput,
                             .dialog_open = dialog_open(),
                             .paused = m_ui.paused,
                             .trying = m_ui.try_cell != core::kNoCell};
    collect_keyboard_commands(m_keys, input, m_commands);
    if (!input.dialog_open) m_watch_view.collect_keys({ctx, m_watch});  // W enters Watch mode
}

void App::draw_watch(const ViewContext& ctx) {
    const WatchViewContext watch{ctx, m_watch};
    m_watch_view.draw(watch);
    ImGui::End();
    m_help_window.draw(ctx);
    draw_alert(ctx);
    draw_quit_unsaved(ctx);
    // The game's keys stay off (arrows and Space belong to Watch mode); only its global
    // shortcuts (Ctrl+Q, F1, F11) are read, as while a text field has focus.
    const InputContext globals_only{.board_size = m_play.layout().size(),
                                    .text_input_active = true};
    collect_keyboard_commands(m_keys, globals_only, m_commands);
    m_watch_view.collect_keys(watch);
}

void App::draw_board_area(const ViewContext& ctx) {
    if (m_ui.paused) {
        // The board is hidden so a paused clock cannot be used to think for free.
        const ImVec2 avail = ImGui::GetContentRegionAvail();
        ImFont* large = ctx.fonts.ui_large();
        const char* label = ctx.t(Text::PanelPaused);
        const ImVec2 size = large->CalcTextSizeA(large->FontSize, 1e9f, 0.0f, label);
        const ImVec2 top = ImGui::GetCursorPos();
        ImGui::SetCursorPos(
            ImVec2(top.x + (avail.x - size.x) * 0.5f, top.y + avail.y * 0.5f - size.y * 1.5f));
        ImGui::PushFont(large);
        ImGui::TextUnformatted(label);
        ImGui::PopFont();
        const float button = std::round(180.0f * m_ui.ui_scale);
        ImGui::SetCursorPosX(top.x + (avail.x - button) * 0.5f);
        if (ImGui::Button(ctx.t(Text::ItemResume), ImVec2(button, 0.0f)))
            ctx.commands.push(cmd::TogglePause{});
    } else {
        m_board_view.draw(ctx);
        m_celebration_view.draw(ctx);
    }
    if (m_ui.show_frame_stats) draw_frame_stats();
}

void App::draw_frame_stats() {
    char text[128];
    std::snprintf(text, sizeof text, "frame %.2f ms  avg %.2f  max %.2f  (%lld)",
                  m_frame_stats.last_ms(), m_frame_stats.average_ms(), m_frame_stats.max_ms(),
                  m_frame_stats.frames());
    const ImVec2 pos = ImGui::GetWindowPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 size = ImGui::CalcTextSize(text);
    dl->AddRectFilled(ImVec2(pos.x + 4, pos.y + 4),
                      ImVec2(pos.x + 12 + size.x, pos.y + 10 + size.y), IM_COL32(0, 0, 0, 170),
                      4.0f);
    dl->AddText(ImVec2(pos.x + 8, pos.y + 7), IM_COL32(255, 255, 255, 255), text);
}

void App::draw_alert(const ViewContext& ctx) {
    if (m_ui.alert_title.empty()) return;
    const std::string id = m_ui.alert_title + "###alert";
    if (!ImGui::IsPopupOpen("###alert")) ImGui::OpenPopup(id.c_str());
    center_next_window(
        ImGuiCond_Always,
        ImVec2(std::min(ImGui::GetMainViewport()->WorkSize.x * 0.9f, 560.0f * m_ui.ui_scale),
               0.0f));
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopupModal(
        id.c_str(), nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    pop_dialog_style();
    if (shown) {
        ImGui::TextWrapped("%s", clipped_text(m_ui.alert_text, kMaxDialogChars).c_str());
        if (layout_report_wanted()) {  // one line of the report: the title and the text
            std::string line = m_ui.alert_title + ": " + m_ui.alert_text;
            std::replace(line.begin(), line.end(), '\n', ' ');
            report_text("alert", line.c_str());
        }
        ImGui::Spacing();
        const float width = std::round(120.0f * m_ui.ui_scale);
        ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - width);
        if (ImGui::Button(ctx.t(Text::ButtonClose), ImVec2(width, 0)) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
            ImGui::CloseCurrentPopup();
            ctx.commands.push(cmd::CloseAlert{});
        }
        ImGui::EndPopup();
    }
}

void App::draw_quit_unsaved(const ViewContext& ctx) {
    if (m_quit_unsaved_text.empty()) return;
    const std::string id = std::string(ctx.t(Text::QuitUnsavedTitle)) + "###quit_unsaved";
    if (!ImGui::IsPopupOpen("###quit_unsaved")) ImGui::OpenPopup(id.c_str());
    center_next_window(
        ImGuiCond_Always,
        ImVec2(std::min(ImGui::GetMainViewport()->WorkSize.x * 0.9f, 620.0f * m_ui.ui_scale),
               0.0f));
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopupModal(
        id.c_str(), nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    pop_dialog_style();
    if (!shown) return;
    ImGui::TextWrapped("%s", m_quit_unsaved_text.c_str());
    ImGui::Spacing();
    // Three buttons share the row; each label shrinks to fit rather than being cut.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = std::floor((ImGui::GetContentRegionAvail().x - 2.0f * spacing) / 3.0f);
    using Choice = cmd::QuitUnsaved::Choice;
    std::optional<Choice> choice;
    if (fitted_button(ctx.t(Text::ButtonSaveElsewhere), width) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false))
        choice = Choice::SaveElsewhere;
    ImGui::SameLine();
    if (fitted_button(ctx.t(Text::ButtonQuitWithoutSaving), width))
        choice = Choice::QuitWithoutSaving;
    ImGui::SameLine();
    if (fitted_button(ctx.t(Text::ButtonCancel), width) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        choice = Choice::Cancel;
    if (choice) {
        ImGui::CloseCurrentPopup();
        ctx.commands.push(cmd::QuitUnsaved{*choice});
    }
    ImGui::EndPopup();
}

void App::draw_notes_popup(const ViewContext& ctx) {
    if (m_ui.notes_popup_cell != core::kNoCell) ImGui::OpenPopup("##notes_popup");
    m_ui.notes_popup_cell = core::kNoCell;  // UI-only state: opening is a one-frame request
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopup("##notes_popup");
    pop_dialog_style();
    if (!shown) return;
    const core::Cell cell = m_ui.cursor;
    ImGui::TextUnformatted(
        fill(ctx.t(Text::NotesPopupTitle), {m_play.layout().cell_name(cell)}).c_str());
    const int n = m_play.layout().size();
    const int cols = sub_grid_columns(n);
    const float side = ImGui::GetFrameHeight() * 1.3f;
    const core::Mask notes = m_play.notes(cell);
    for (int d = 1; d <= n; ++d) {
        if ((d - 1) % cols != 0) ImGui::SameLine();
        const auto digit = static_cast<core::Digit>(d);
        const bool on = (notes & core::digit_bit(digit)) != 0;
        const char label[2] = {core::digit_symbol(digit), '\0'};
        // In colour mode a click colours the candidate; its colour shows on its button.
        const core::Colour colour = m_game.position().candidate_colours[cell][d - 1];
        const bool tinted = on || colour != 0;
        if (tinted)
            ImGui::PushStyleColor(ImGuiCol_Button, colour != 0 ? palette_colour(colour)
                                                               : ctx.theme.same_digit_background);
        ImGui::PushID(d);
        if (ImGui::Button(label, ImVec2(side, side)))
            ctx.commands.push(m_ui.marking.mode == EntryMode::Colour
                                  ? Command{cmd::ColourCandidate{cell, digit}}
                                  : Command{cmd::ToggleNote{cell, digit}});
        ImGui::PopID();
        if (tinted) ImGui::PopStyleColor();
    }
    if (m_play.board().at(cell) != core::kEmpty || m_play.is_given(cell))
        ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void App::execute_commands() {
    const std::vector<Command> commands = m_commands.take();
    if (commands.empty()) return;
    for (const Command& command : commands)
        apply(command);
    // The Save dialog asked for on the way to a replacement was closed without saving.
    if (m_held_replacement && !m_replace_dialog.asking() && !m_file_dialog.is_open())
        forget_held_replacement();
    sync_completion();
    after_change();
    m_extra_frames = std::max(m_extra_frames, 2);
}

void App::set_message(Text key, const std::string& argument) {
    m_ui.message = fill(text(key, m_ui.language), {argument});
}

void App::apply(const Command& command) {
    m_ui.message.clear();  // the status line speaks of the latest action only
    if (hold_replacement(command)) return;
    std::visit(
        [&]<class C>(const C& c) {
            if constexpr (kIsPlayCommand<C>)
                apply_play(c);
            else if constexpr (kIsFileCommand<C>)
                apply_files(c);
            else
                apply_view(c);  // command.hpp asserts that every command has one group
        },
        command);
}

void App::apply_view(const ViewCommand& command) {
    const core::Layout& layout = m_play.layout();
    // The marking commands (modes, digit-first, filter) share one handler; a named constrained
    // lambda keeps the overload set exhaustive without a catch-all.
    // clang-format off
    const auto marking = [&]<class C>(const C& c) requires kIsMarkingCommand<C> {
        apply_marking(c);
    };
    // clang-format on
    std::visit(
        Overloaded{
            [&](const cmd::SelectCell& c) { select_cell(c); },
            [&](const cmd::MoveCursor& m) { move_cursor(m); },
            [&](const cmd::OpenNotesPopup& o) {
                if (o.cell >= 0 && o.cell < layout.cell_count()) {
                    m_ui.cursor = o.cell;
                    if (m_game.board().at(o.cell) == core::kEmpty) m_ui.notes_popup_cell = o.cell;
                }
            },
            [&](const cmd::ToggleNotesMode&) {
                apply_marking(cmd::SetEntryMode{
                    m_ui.marking.mode == EntryMode::Centre ? EntryMode::Digit : EntryMode::Centre});
            },
            marking,
            [&](const cmd::SetTheme& t) {
                m_ui.theme = t.theme;
                apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
                if (t.temporary) return;
                m_ui.prefs.theme = static_cast<io::Theme>(t.theme);
                save_preferences();
            },
            [&](const cmd::SetLanguage& l) {
                m_ui.language = l.language;
                m_ui.prefs.language = static_cast<io::Language>(l.language);
                save_preferences();
            },
            [&](const cmd::SetUiScale& s) {
                if (s.scale != m_ui.ui_scale) {
                    m_ui.ui_scale = s.scale;
                    m_fonts_dirty = true;  // the atlas is locked inside a frame: rebuild in update
                    if (s.temporary) return;
                    m_ui.prefs.ui_scale = s.scale;
                    save_preferences();
                }
            },
            [&](const cmd::SetOption& o) { set_option(o.option, o.value); },
            [&](const cmd::ToggleFullscreen&) { m_requests.toggle_fullscreen = true; },
            [&](const cmd::ToggleHelp&) { m_ui.show_help = !m_ui.show_help; },
            [&](const cmd::ToggleHistory&) { m_ui.show_history = !m_ui.show_history; },
            [&](const cmd::ToggleBranchTree&) { m_ui.show_branch_tree = !m_ui.show_branch_tree; },
            [&](const cmd::ToggleStatistics&) { m_ui.show_statistics = !m_ui.show_statistics; },
            [&](const cmd::ToggleExperiments&) { m_experiments.toggle(); },
            [&](const cmd::ToggleFrameStats&) { m_ui.show_frame_stats = !m_ui.show_frame_stats; },
            [&](const cmd::OpenNewGameDialog&) { m_new_game_dialog.open(); },
            [&](const cmd::OpenCustomPuzzle&) { m_custom_puzzle_dialog.open(); },
            [&](const cmd::OpenPuzzleLibrary&) { m_puzzle_library.open(); },
            [&](const cmd::CopyPuzzleLine&) {
                ImGui::SetClipboardText(core::format_puzzle_line(m_game.puzzle()).c_str());
                m_ui.message = dialog_text(DialogText::StatusCopied, m_ui.language);
            },
            [&](const cmd::PastePuzzle&) {
                const char* clip = ImGui::GetClipboardText();
                if (clip == nullptr || *clip == '\0')
                    m_ui.message = dialog_text(DialogText::StatusClipboardEmpty, m_ui.language);
                else if (!open_share_code(clip))
                    m_custom_puzzle_dialog.open(clip);
            },
            [&](const cmd::Share& s) { apply_share(s); },
            [&](const cmd::CloseAlert&) {
                m_ui.alert_title.clear();
                m_ui.alert_text.clear();
            },
            [&](const cmd::Quit&) {
                if (confirm_quit()) m_requests.quit = true;
            },
            [&](const cmd::Watch& w) {
                WatchEffects effects;
                m_watch.apply(w.command, m_play.givens(), effects);
                // The solver's grid becomes the player's as one undoable move.
                if (effects.apply_solution)
                    play(core::Move::solver_solution(effects.apply_solution->cells()));
                if (effects.presentation) present_session(*effects.presentation);
                // The presentation size is remembered for the next lesson.
                if (const auto* s = std::get_if<wcmd::SetPresentationScale>(&w.command)) {
                    m_ui.prefs.presentation_scale = s->scale;
                    save_preferences();
                }
            },
            [&](const cmd::Tools& t) { apply_tools(t.command); },
        },
        command);
}

void App::present_session(bool on) {
    // As the P key does (push_presentation), for a session opened with its presentation mode.
    if (!on && !m_watch.presentation()) return;
    if (on != m_watch.presentation())
        m_commands.push(cmd::Watch{wcmd::SetPresentation{on, m_ui.theme, m_ui.ui_scale}});
    m_commands.push(cmd::SetTheme{.theme = on ? ThemeId::HighContrast : m_watch.restore_theme(),
                                  .temporary = true});
    m_commands.push(cmd::SetUiScale{
        .scale = on ? m_watch.presentation_scale() : m_watch.restore_scale(), .temporary = true});
}

ImVec4 App::background() const {
    return ImGui::ColorConvertU32ToFloat4(theme(m_ui.theme).app_background);
}

std::string App::board_line() const {
    return core::format_puzzle_line(m_game.board());
}

void App::write_final_autosave() {
    if (m_ui.prefs.autosave && !m_quit_settled) (void)write_autosave();
}

void App::shutdown(int window_width, int window_height) {
    if (m_ui.prefs.autosave && !m_quit_settled) (void)write_autosave();
    // Kept within the limits the settings reader accepts, so a tiny window is not a bad value.
    const io::Settings before = m_ui.prefs;
    m_ui.prefs.window_width = std::clamp(window_width, kMinSavedWidth, kMaxSavedSide);
    m_ui.prefs.window_height = std::clamp(window_height, kMinSavedHeight, kMaxSavedSide);
    std::error_code ec;
    if (!(before == m_ui.prefs) || !std::filesystem::exists(io::settings_path(), ec))
        save_preferences();
    if (m_options.write_board.empty()) return;
    // Never waits: a named pipe nobody reads is refused at once instead of holding the exit.
    if (auto error = io::write_text_without_waiting(m_options.write_board, board_line() + '\n'))
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(*error).c_str());
}

}  // namespace sudoku::app
