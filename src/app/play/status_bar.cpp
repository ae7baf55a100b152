#include "app/play/status_bar.hpp"

#include <string>
#include <vector>

#include "app/i18n/clipped_text.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/marks_strings.hpp"
#include "app/i18n/tally_text.hpp"
#include "app/model/launch_options.hpp"
#include "app/play/marking_bar.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"

namespace sudoku::app {
namespace {

// The source in the player's language, worded now: the fixed sources and the New game
// dialog's parts; file names as they are.
std::string shown_source(const PuzzleSource& source, Language language) {
    const std::string& text = source.text();
    if (source.kind() == PuzzleSource::Kind::Text) {
        if (text == kCommandLineSource) return dialog_text(DialogText::SourceCommandLine, language);
        if (text == kAutosaveSource) return dialog_text(DialogText::SourceAutosave, language);
        if (text == kDefaultSource) return dialog_text(DialogText::SourceFirstLesson, language);
    }
    return source.label(language);
}

}  // namespace

std::string StatusBar::text(const ViewContext& ctx) {
    const PlayView& play = ctx.play;
    const Language lang = ctx.ui.language;
    std::vector<std::string> parts{
        play.layout().cell_name(ctx.ui.cursor),
        fill(ctx.t(Text::StatusEmpty), {std::to_string(play.board().empty_count())})};
    if (play.conflict_count() > 0)
        parts.push_back(counted(Counted::Conflicts, play.conflict_count(), lang));
    if (play.wrong_count() > 0)
        parts.push_back(counted(Counted::WrongEntries, play.wrong_count(), lang));
    // Centre marks are the notes: the status line names that mode as it always has.
    if (ctx.ui.marking.mode == EntryMode::Centre)
        parts.emplace_back(ctx.t(Text::PanelNotesMode));
    else if (ctx.ui.marking.mode != EntryMode::Digit)
        parts.emplace_back(entry_mode_name(ctx.ui.marking.mode, lang));
    if (ctx.ui.marking.selection.size() > 1)
        parts.push_back(fill(marks_text(MarksText::StatusSelected, lang),
                             {std::to_string(ctx.ui.marking.selection.size())}));
    if (const core::Digit d = filter_digit(ctx); d != core::kEmpty)
        parts.push_back(fill(marks_text(MarksText::StatusFilter, lang),
                             {std::string(1, core::digit_symbol(d))}));
    if (!ctx.ui.message.empty()) parts.push_back(clipped_text(ctx.ui.message, kMaxLabelChars));
    return status_line(parts);
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
