#include "app/model/open_file_spinner.hpp"

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

void draw_open_file_spinner(const ViewContext& ctx, OpenFileJob& job, double now_seconds) {
    constexpr const char* kId = "###opening";
    report_text("open_jobs", std::to_string(job.started_count()).c_str());
    const bool running = job.busy();
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
    const double elapsed = std::max(0.0, now_seconds - job.started_at());
    draw_spinner(ctx.theme, 10.0f * scale, elapsed);
    ImGui::SameLine();
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.1f", elapsed);
    ImGui::AlignTextToFramePadding();
    // Escaped: a name may hold a newline.
    const std::string name = io::display_path(std::filesystem::path(job.path()).filename());
    ImGui::TextUnformatted(fill(ctx.t(Text::StatusOpening), {name, seconds}).c_str());
    report_text("opening", name.c_str());  // the GUI tests see that the frame loop runs on
    ImGui::Spacing();
    const float width = std::round(120.0f * scale);
    ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - width);
    if (ImGui::Button(ctx.t(Text::ButtonCancel), ImVec2(width, 0)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        job.cancel();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace sudoku::app
