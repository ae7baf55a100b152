#include "app/app.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>

#include "core/puzzle_line.hpp"

namespace sudoku::app {

namespace {

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

int wrap(int value, int n) {
    return ((value % n) + n) % n;
}

}  // namespace

App::App(LaunchOptions options, KeyCodes keys)
    : m_options(std::move(options)),
      m_keys(keys),
      m_play(m_options.puzzle),
      m_frame_stats(m_options.frame_stats ? 60 : 0) {
    m_ui.theme = m_options.theme;
    m_ui.language = m_options.language;
    m_ui.ui_scale = m_options.ui_scale;
    m_ui.show_frame_stats = m_options.frame_stats;
    m_ui.source = m_options.source;
    ImGui::GetIO().IniFilename = nullptr;  // layout is computed each frame; nothing to persist
    m_fonts.build(m_ui.ui_scale);
    apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
}

bool App::wants_frames() const {
    return m_extra_frames > 0 || m_ui.show_frame_stats;
}

double App::idle_wait_seconds() const {
    if (m_play.is_solved()) return 60.0;
    return std::max(0.02, 1.0 - std::fmod(m_ui.elapsed_seconds, 1.0));
}

PlatformRequests App::update(double dt_seconds) {
    if (m_extra_frames > 0) --m_extra_frames;
    if (!m_play.is_solved()) m_ui.elapsed_seconds += dt_seconds;
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

void App::draw() {
    const ViewContext ctx = view_context();
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    constexpr ImGuiWindowFlags kMainFlags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_MenuBar |
        ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground;
    // No background quad: the platform clears to the same colour, and with software GL every
    // full-screen layer costs milliseconds.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::Begin("##main", nullptr, kMainFlags);
    ImGui::PopStyleVar();
    m_menu_bar.draw(ctx);

    const float scale = m_ui.ui_scale;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float status_height = ImGui::GetTextLineHeightWithSpacing();
    const float panel_width = std::min(std::round(290.0f * scale), std::floor(avail.x * 0.36f));
    const float area_height = std::max(1.0f, avail.y - status_height);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;

    constexpr ImGuiWindowFlags kChildFlags = ImGuiWindowFlags_NoScrollbar |
                                             ImGuiWindowFlags_NoScrollWithMouse |
                                             ImGuiWindowFlags_AlwaysUseWindowPadding;
    // The board is as large as fits; board and panel are centred together as one group.
    const ImVec2 pad = ImGui::GetStyle().WindowPadding;
    const float board_side =
        std::max(1.0f, std::floor(std::min(area_height - 2.0f * pad.y,
                                           avail.x - panel_width - spacing - 2.0f * pad.x)));
    const float board_width = board_side + 2.0f * pad.x;
    const float group_width = board_width + spacing + panel_width;
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (avail.x - group_width) * 0.5f));
    ImGui::BeginChild("##board_area", ImVec2(board_width, area_height), false, kChildFlags);
    m_board_view.draw(ctx);
    if (m_ui.show_frame_stats) draw_frame_stats();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##panel", ImVec2(panel_width, area_height), false, kChildFlags);
    m_side_panel.draw(ctx);
    ImGui::EndChild();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetStyle().WindowPadding.x);
    m_status_bar.draw(ctx);
    ImGui::End();

    m_help_window.draw(ctx);
    const InputContext input{.board_size = m_play.layout().size(),
                             .text_input_active = ImGui::GetIO().WantTextInput};
    collect_keyboard_commands(m_keys, input, m_commands);
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

void App::execute_commands() {
    const std::vector<Command> commands = m_commands.take();
    if (commands.empty()) return;
    for (const Command& command : commands)
        apply(command);
    m_extra_frames = std::max(m_extra_frames, 2);
}

void App::set_message(Text key, const std::string& argument) {
    m_ui.message = fill(text(key, m_ui.language), {argument});
}

void App::apply(const Command& command) {
    const core::Layout& layout = m_play.layout();
    const int n = layout.size();
    m_ui.message.clear();
    std::visit(
        Overloaded{
            [&](const cmd::SelectCell& c) {
                if (c.cell >= 0 && c.cell < layout.cell_count()) m_ui.cursor = c.cell;
            },
            [&](const cmd::MoveCursor& m) {
                m_ui.cursor = layout.cell_at(wrap(layout.row_of(m_ui.cursor) + m.rows, n),
                                             wrap(layout.col_of(m_ui.cursor) + m.cols, n));
            },
            [&](const cmd::EnterDigit& e) {
                if (m_play.is_given(m_ui.cursor)) {
                    set_message(Text::StatusGivenCell, layout.cell_name(m_ui.cursor));
                } else if (m_ui.notes_mode) {
                    (void)m_play.toggle_note(m_ui.cursor, e.digit);
                } else if (m_play.set_digit(m_ui.cursor, e.digit) && m_play.is_solved()) {
                    set_message(Text::StatusSolved, format_clock(m_ui.elapsed_seconds));
                }
            },
            [&](const cmd::EraseCell&) {
                if (m_play.is_given(m_ui.cursor))
                    set_message(Text::StatusGivenCell, layout.cell_name(m_ui.cursor));
                else
                    (void)m_play.erase(m_ui.cursor);
            },
            [&](const cmd::ToggleNotesMode&) { m_ui.notes_mode = !m_ui.notes_mode; },
            [&](const cmd::FillNotes&) { m_play.fill_notes(); },
            [&](const cmd::ClearEntries&) { m_play.clear_entries(); },
            [&](const cmd::SetTheme& t) {
                m_ui.theme = t.theme;
                apply_imgui_style(theme(m_ui.theme), m_ui.ui_scale);
            },
            [&](const cmd::SetLanguage& l) { m_ui.language = l.language; },
            [&](const cmd::SetUiScale& s) {
                if (s.scale != m_ui.ui_scale) {
                    m_ui.ui_scale = s.scale;
                    m_fonts_dirty = true;  // the atlas is locked inside a frame: rebuild in update
                }
            },
            [&](const cmd::ToggleFullscreen&) { m_requests.toggle_fullscreen = true; },
            [&](const cmd::ToggleHelp&) { m_ui.show_help = !m_ui.show_help; },
            [&](const cmd::ToggleFrameStats&) { m_ui.show_frame_stats = !m_ui.show_frame_stats; },
            [&](const cmd::Quit&) { m_requests.quit = true; },
            [&](const cmd::StartGame& s) {
                m_play = PlayState(s.puzzle);
                m_ui.cursor = 0;
                m_ui.elapsed_seconds = 0.0;
                m_ui.source = s.source;
            },
            [&](const cmd::OpenNewGameDialog&) { m_ui.show_new_game_dialog = true; },
        },
        command);
}

ImVec4 App::background() const {
    return ImGui::ColorConvertU32ToFloat4(theme(m_ui.theme).app_background);
}

std::string App::board_line() const {
    return core::format_puzzle_line(m_play.board());
}

void App::shutdown() {
    if (m_options.write_board.empty()) return;
    std::ofstream out(m_options.write_board);
    out << board_line() << '\n';
    if (!out) std::fprintf(stderr, "sudoku-lab: cannot write %s\n", m_options.write_board.c_str());
}

}  // namespace sudoku::app
