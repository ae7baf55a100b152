#include "app/watch/export_dialog.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

#include <imgui_stdlib.h>

#include "app/dialogs/desktop_only.hpp"
#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/render_strings.hpp"
#include "app/support/export_name.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "app/watch/watch_view.hpp"
#include "io/paths.hpp"
#include "render/image.hpp"

namespace sudoku::app {

namespace {

// A label over a whole-number field, both `width` wide (from the cursor); a translation wider
// than a half-width column wraps rather than being cut.
bool number_field(const char* label, const char* id, std::uint64_t& value, std::uint64_t min,
                  std::uint64_t max, float width) {
    const char* name = id + 2;  // "##step": the report's "export_step"
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    ImGui::TextWrapped("%s", label);
    ImGui::PopTextWrapPos();
    ImGui::SetNextItemWidth(width);
    const std::uint64_t step = 1;
    const bool changed = ImGui::InputScalar(id, ImGuiDataType_U64, &value, &step);
    report_last_item((std::string("export_") + name).c_str());
    value = std::clamp(value, min, max);
    report_count((std::string("export_") + name + "_value").c_str(), static_cast<long long>(value));
    ImGui::EndGroup();
    return changed;
}

}  // namespace

void ExportDialog::open(const WatchViewContext& ctx, bool animation) {
    if (!ctx.watch.ready()) return;
    const core::SolverPlayer& player = ctx.watch.lanes().front().player;
    m_animation = animation;
    m_step = player.position();
    m_first = player.position();
    m_last = m_first + 200;
    m_size = animation ? 600 : 1200;
    m_view = animation ? 1 : 2;
    m_path_edited = false;
    // The default folder is the game's data folder, made on first use (as the CSV export's).
    std::error_code ec;
    std::filesystem::create_directories(io::data_dir(), ec);
    m_path = default_path(ctx);
    m_started = false;
    m_modal.request_open();
    ctx.push(wcmd::ExportDialogShown{});
}

std::string ExportDialog::default_path(const WatchViewContext& ctx) const {
    const core::SolverPlayer& player = ctx.watch.lanes().front().player;
    const ExportNameParts parts{.algorithm = core::algorithm_name(player.options().algorithm),
                                .animation = m_animation,
                                .view = m_view,
                                .tree = m_tree,
                                .step = m_step,
                                .first = m_first,
                                .last = m_last};
    std::filesystem::path name = export_file_name(parts);
    if (m_svg && !m_animation) name.replace_extension(".svg");
    return unused_path(io::data_dir() / name).string();
}

PictureRequest ExportDialog::request(const WatchViewContext& ctx) const {
    PictureRequest r;
    r.animation = m_animation;
    r.svg = m_svg && !m_animation;
    // A typed name that is taken is numbered as the default names are: an export never
    // replaces a file silently (the field says so before Export is pressed).
    r.path = unused_path(m_path).string();
    r.size = m_size;
    r.view = static_cast<render::View>(std::min(m_view, 2));
    r.step = m_step;
    r.steps = {m_first, std::max(m_first, m_last)};
    r.every = m_every;
    r.delay_ms = m_delay;
    r.language = ctx.app.ui.language;
    add_tree_choices(ctx, r);
    return r;
}

void ExportDialog::draw(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    const auto t = [&](RenderText key) { return render_text(key, lang); };
    const float scale = ctx.app.ui.ui_scale;
    const char* title =
        t(m_animation ? RenderText::TitleExportAnimation : RenderText::TitleExportImage);
    if (!m_modal.begin(title, 520.0f * scale)) {
        // Closed with the title bar's button: an export still running stops.
        if (ctx.picture_export.running()) ctx.push(wcmd::CancelExport{});
        return;
    }
    push_dialog_colours(ctx.app.theme);
    const bool busy = ctx.picture_export.running();
    ImGui::BeginDisabled(busy);
    draw_fields(ctx);
    ImGui::EndDisabled();
    draw_footer(ctx);
    pop_dialog_colours();
    check_window_fits("export picture");
    m_modal.end();
}

void ExportDialog::draw_fields(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    const auto t = [&](RenderText key) { return render_text(key, lang); };
    int size = m_size;
    ImGui::TextUnformatted(t(RenderText::LabelSize));
    ImGui::SetNextItemWidth(-1.0f);
    ImGui::InputInt("##size", &size, 100, 400);
    m_size = std::clamp(size, render::kMinSize, render::kMaxSize);

    ImGui::TextUnformatted(t(RenderText::LabelView));
    draw_view_combo(ctx);
    draw_tree_fields(ctx);
    muted_text(ctx.app.theme, fill(t(RenderText::HintSizes),
                                   {std::to_string(m_size), std::to_string(picture_height(ctx))})
                                  .c_str());

    if (!m_animation) {
        // Any step, as the animation's: the export replays the search there (past its end:
        // the last step, and the dialog says the search ended).
        number_field(t(RenderText::LabelStep), "##step", m_step, 0, UINT64_MAX / 2,
                     ImGui::GetContentRegionAvail().x);
    } else {
        // Two fields a row, so the dialog fits a 768-pixel-high screen at scale 1.
        const float spacing = ImGui::GetStyle().ItemSpacing.x;
        const float half = std::floor((ImGui::GetContentRegionAvail().x - spacing) * 0.5f);
        // The second column is placed by position: SameLine after a group ending in a frame
        // would lower its label to the frame's text baseline.
        ImVec2 row = ImGui::GetCursorPos();
        number_field(t(RenderText::LabelFirstStep), "##first", m_first, 0, UINT64_MAX / 2, half);
        ImGui::SetCursorPos(ImVec2(row.x + half + spacing, row.y));
        number_field(t(RenderText::LabelLastStep), "##last", m_last, m_first, UINT64_MAX / 2, half);
        row = ImGui::GetCursorPos();
        number_field(t(RenderText::LabelEvery), "##every", m_every, 1, UINT64_MAX / 2, half);
        ImGui::SetCursorPos(ImVec2(row.x + half + spacing, row.y));
        auto delay = static_cast<std::uint64_t>(m_delay);
        number_field(t(RenderText::LabelDelay), "##delay", delay, 20, 10000, half);
        m_delay = static_cast<int>(delay);
        auto frames = render::planned_frames({m_first, m_last}, m_every);
        if (frames)
            muted_text(ctx.app.theme,
                       fill(t(RenderText::HintFrames), {std::to_string(*frames)}).c_str());
        else
            coloured_wrapped_text(ctx.app.theme.wrong_digit,
                                  error_text(frames.error(), lang).c_str());
    }
    // Until the user types a name, the name follows the kind and the steps, and never names
    // a file already there (an export after an export adds "-2").
    if (!m_animation) draw_format();
    if (!m_path_edited && !ctx.picture_export.running()) m_path = default_path(ctx);
    ImGui::TextUnformatted(t(RenderText::LabelFile));
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputText("##path", &m_path)) m_path_edited = true;
    report_last_item("export_path_field");
    report_text("export_path", m_path.c_str());
    if (m_path_edited && !m_path.empty()) {
        const std::filesystem::path free = unused_path(m_path);
        if (free != std::filesystem::path(m_path)) {
            const std::string taken = std::filesystem::path(m_path).filename().string();
            coloured_wrapped_text(
                ctx.app.theme.wrong_digit,
                fill(t(RenderText::HintPathTaken), {taken, free.filename().string()}).c_str());
            report_text("export_path_taken", free.string().c_str());
        }
    }
}

void ExportDialog::draw_format() {
    // PNG (pixels) or SVG (shapes: sharp at any size on a slide); the names need no words.
    const bool was_svg = m_svg;
    if (ImGui::RadioButton("PNG", !m_svg)) m_svg = false;
    report_last_item("export_format_png");
    ImGui::SameLine();
    if (ImGui::RadioButton("SVG", m_svg)) m_svg = true;
    report_last_item("export_format_svg");
    // A typed name keeps its folder and stem and takes the format's ending.
    if (m_svg != was_svg && m_path_edited && !m_path.empty())
        m_path = std::filesystem::path(m_path).replace_extension(m_svg ? ".svg" : ".png").string();
}

void ExportDialog::draw_footer(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    const auto t = [&](RenderText key) { return render_text(key, lang); };
    const PictureExport& job = ctx.picture_export;
    ImGui::Spacing();
    if (job.running()) {
        const std::uint64_t total = std::max<std::uint64_t>(1, job.total());
        const float fraction = static_cast<float>(job.done()) / static_cast<float>(total);
        const std::string label =
            fill(t(RenderText::Exporting), {std::to_string(job.done()), std::to_string(total)});
        ImGui::ProgressBar(fraction, ImVec2(-1.0f, 0.0f), label.c_str());
    } else if (m_started && job.outcome()) {
        const PictureOutcome& o = *job.outcome();
        // The export is over and the dialog says how it went (what a test waits for before
        // the next key: while the job runs, Escape cancels instead of closing).
        report_text("export_outcome", o.error ? "error" : o.path.c_str());
        if (o.error) {
            coloured_wrapped_text(ctx.app.theme.wrong_digit, error_text(*o.error, lang).c_str());
        } else {
            const std::string done = m_animation
                                         ? fill(t(RenderText::MessageAnimationWritten),
                                                {o.path, std::to_string(o.frames)})
                                         : fill(t(RenderText::MessageImageWritten), {o.path});
            coloured_wrapped_text(ctx.app.theme.hint_digit, done.c_str());
            if (o.search_ended)
                muted_text(ctx.app.theme, fill(t(RenderText::MessageSearchEnded),
                                               {std::to_string(o.last_position)})
                                              .c_str());
        }
    }
    // A browser makes no GIF (the G key still opens this dialog there): say so, export nothing.
    const bool desktop_only = m_animation && ctx.app.ui.downloads;
    if (desktop_only) {
        const std::string note = desktop_only_note("GIF", lang);
        coloured_wrapped_text(ctx.app.theme.wrong_digit, note.c_str());
        report_text("export_desktop_only", note.c_str());
    }
    ImGui::Spacing();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = (ImGui::GetContentRegionAvail().x - spacing) * 0.5f;
    const bool can_export =
        !job.running() && !m_path.empty() && !desktop_only &&
        (!m_animation || render::planned_frames({m_first, m_last}, m_every).ok());
    // Enter exports and Escape closes (or cancels), unless a field is being typed in.
    const bool typing = ImGui::GetIO().WantTextInput;
    const bool enter = !typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    const bool escape = !typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    if (escape) take_escape();
    ImGui::BeginDisabled(!can_export);
    const bool pressed = fitted_button(t(RenderText::ButtonExport), half);
    report_last_item("export_button");
    if (pressed || (enter && can_export)) {
        ctx.push(wcmd::ExportPicture{request(ctx)});
        m_started = true;
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (job.running()) {
        if (fitted_button(t(RenderText::ButtonCancel), half) || escape)
            ctx.push(wcmd::CancelExport{});
    } else if (fitted_button(t(RenderText::ButtonClose), half) || escape) {
        m_modal.close();
    }
}

}  // namespace sudoku::app
