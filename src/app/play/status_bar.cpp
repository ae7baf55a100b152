#include "app/play/status_bar.hpp"

#include <string>

#include "app/i18n/clipped_text.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/marks_strings.hpp"
#include "app/model/launch_options.hpp"
#include "app/play/marking_bar.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {
namespace {

// The fixed sources in the player's language; file names and dialog-made ones as they are.
const char* shown_source(const std::string& source, Language language) {
    if (source == kCommandLineSource) return dialog_text(DialogText::SourceCommandLine, language);
    if (source == kAutosaveSource) return dialog_text(DialogText::SourceAutosave, language);
    if (source == kDefaultSource) return dialog_text(DialogText::SourceFirstLesson, language);
    return source.c_str();
}

}  // namespace

std::string StatusBar::text(const ViewContext& ctx) {
    const PlayView& play = ctx.play;
    std::string line = play.layout().cell_name(ctx.ui.cursor);
    line +=
        "   ·   " + fill(ctx.t(Text::StatusEmpty), {std::to_string(play.board().empty_count())});
    if (play.conflict_count() > 0)
        line += "   ·   " + counted(Counted::Conflicts, play.conflict_count(), ctx.ui.language);
    if (play.wrong_count() > 0)
        line += "   ·   " + counted(Counted::WrongEntries, play.wrong_count(), ctx.ui.language);
    // Centre marks are the notes: the status line names that mode as it always has.
    if (ctx.ui.marking.mode == EntryMode::Centre)
        line += "   ·   " + std::string(ctx.t(Text::PanelNotesMode));
    else if (ctx.ui.marking.mode != EntryMode::Digit)
        line += "   ·   " + std::string(entry_mode_name(ctx.ui.marking.mode, ctx.ui.language));
    if (ctx.ui.marking.selection.size() > 1)
        line += "   ·   " + fill(marks_text(MarksText::StatusSelected, ctx.ui.language),
                                 {std::to_string(ctx.ui.marking.selection.size())});
    if (const core::Digit d = filter_digit(ctx); d != core::kEmpty)
        line += "   ·   " + fill(marks_text(MarksText::StatusFilter, ctx.ui.language),
                                 {std::string(1, core::digit_symbol(d))});
    if (!ctx.ui.message.empty()) line += "   ·   " + clipped_text(ctx.ui.message, kMaxLabelChars);
    return line;
}

void StatusBar::draw(const ViewContext& ctx, bool wrapped) {
    const std::string line = text(ctx);
    report_text("status_line", line.c_str());  // the GUI tests read what the player reads
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    if (wrapped) {
        // A narrow column (the compact layout): the line wraps, the source is left out.
        ImGui::TextWrapped("%s", line.c_str());
        report_last_item("status_line");
        ImGui::PopStyleColor();
        return;
    }
    ImGui::TextUnformatted(line.c_str());
    // Where the puzzle came from, right-aligned when there is room for it.
    const std::string clipped_source =
        clipped_text(shown_source(ctx.ui.source, ctx.ui.language), kMaxLabelChars);
    const char* source = clipped_source.c_str();
    report_text("status_source", source);
    const float source_width = ImGui::CalcTextSize(source).x;
    const float right = ImGui::GetWindowContentRegionMax().x - ImGui::GetStyle().WindowPadding.x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + source_width + ImGui::GetStyle().ItemSpacing.x < right) {
        ImGui::SetCursorPosX(right - source_width);
        ImGui::TextUnformatted(source);
    } else {
        ImGui::NewLine();
    }
    ImGui::PopStyleColor();
}

}  // namespace sudoku::app
