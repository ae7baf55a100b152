#include "app/model/open_file_job.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <string>

#include <imgui.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/strings.hpp"
#include "app/support/layout_report.hpp"
#include "io/display_path.hpp"

namespace sudoku::app {

void OpenFileJob::start(const std::string& path, double now_seconds, bool ask_first) {
    m_path = path;
    m_ask_first = ask_first;
    ++m_started_count;
    m_started = now_seconds;
    m_cancelled = false;
    m_job_cancelled = false;
    // BackgroundJob::start cancels and joins a job still running; the solver sees the flag
    // within a few hundred guesses, so that wait is short.
    m_job.start(
        [path](const std::atomic<bool>& cancel) { return io::open_game_file(path, &cancel); });
}

std::optional<io::FileResult<io::OpenedGame>> OpenFileJob::take_result() {
    auto result = m_job.take_result();
    // A cancelled open delivers "could not be solved within ..." or a game: either is dropped.
    if (result && m_job_cancelled) {
        m_job_cancelled = false;
        return std::nullopt;
    }
    return result;
}

void OpenFileJob::cancel() {
    m_job.cancel();
    m_job_cancelled = true;
    m_cancelled = true;
}

void OpenFileJob::draw(const ViewContext& ctx, double now_seconds) {
    constexpr const char* kId = "###opening";
    report_text("open_jobs", std::to_string(m_started_count).c_str());
    const bool running = m_job.active() && !m_job_cancelled;
    if (!ImGui::IsPopupOpen(kId)) {
        if (!running) return;
        ImGui::OpenPopup(kId);
    }
    const float scale = ctx.ui.ui_scale;
    center_next_window(
        ImVec2(std::min(ImGui::GetMainViewport()->WorkSize.x * 0.9f, 480.0f * scale), 0.0f));
    const bool shown = ImGui::BeginPopupModal(
        kId, nullptr,
        ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    if (!shown) return;
    if (!running) {  // done (or cancelled) since the last frame
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
    }
    const double elapsed = now_seconds - m_started;
    draw_spinner(ctx.theme, 10.0f * scale, elapsed);
    ImGui::SameLine();
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", elapsed);
    ImGui::AlignTextToFramePadding();
    // Escaped: a name may hold a newline.
    const std::string name = io::display_path(std::filesystem::path(m_path).filename());
    ImGui::TextUnformatted(fill(ctx.t(Text::StatusOpening), {name, seconds}).c_str());
    report_text("opening", name.c_str());  // the GUI tests see that the frame loop runs on
    ImGui::Spacing();
    const float width = std::round(120.0f * scale);
    ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - width);
    if (ImGui::Button(ctx.t(Text::ButtonCancel), ImVec2(width, 0)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        cancel();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace sudoku::app
