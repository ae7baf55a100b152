#include "app/dialogs/custom_puzzle_dialog.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <imgui_stdlib.h>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/tree_strings.hpp"
#include "app/model/input.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/board_preview.hpp"
#include "app/views/imgui_support.hpp"
#include "app/views/item_report.hpp"
#include "core/play/game.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::app {

namespace {

DialogText format_text(core::TextFormat format) {
    switch (format) {
        case core::TextFormat::Grid:
            return DialogText::FormatGrid;
        case core::TextFormat::PythonList:
            return DialogText::FormatPythonList;
        case core::TextFormat::PuzzleLines:
            break;
    }
    return DialogText::FormatPuzzleLine;
}

// Sizes the board editor offers: those with rectangular boxes (jigsaw pieces are typed as a
// puzzle line with regions=...).
bool has_boxes(int n) {
    return core::default_box_shape(n).has_value();
}

// A footer button: `base` wide, or as wide as its label needs.
float footer_button_width(const char* label, float base) {
    return std::max(base, ImGui::CalcTextSize(label, nullptr, true).x +
                              2.0f * ImGui::GetStyle().FramePadding.x);
}

// The next button of the footer: beside the one before when it fits, else on a new line.
bool next_footer_button(const char* label, float base) {
    const float width = footer_button_width(label, base);
    same_line_if_fits(width);
    return ImGui::Button(label, {width, 0.0f});
}

}  // namespace

void CustomPuzzleDialog::open(const std::string& text) {
    m_modal.request_open();
    m_focus_text = true;
    if (!text.empty()) {
        m_mode = Mode::Text;
        m_text = text;
        recheck(m_text);
    }
}

void CustomPuzzleDialog::close() {
    m_count_job.stop();
    m_modal.close();
}

void CustomPuzzleDialog::recheck(const std::string& text) {
    m_reading = core::read_custom_puzzle(text);
    m_count.reset();
    m_count_job.stop();
    if (core::puzzle_verdict(m_reading, nullptr) != core::PuzzleVerdict::Counting) return;
    // Even a 25x25 count is bounded (kCustomCountGuessLimit); it runs off the frame loop so
    // typing stays smooth, and each edit cancels the count of the previous text.
    m_count_job.start([board = *m_reading.board](const std::atomic<bool>& cancel) {
        return core::count_custom_solutions(board, core::kCustomCountGuessLimit, &cancel);
    });
}

void CustomPuzzleDialog::collect_count() {
    if (auto count = m_count_job.take_result()) m_count = std::move(*count);
}

void CustomPuzzleDialog::set_board_size(int n) {
    m_board = core::Board(core::Layout::classic(n));
    m_cursor = 0;
    recheck(core::format_puzzle_line(m_board));
}

void CustomPuzzleDialog::draw(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (!m_modal.begin(t(DialogText::CustomTitle), 880.0f * ctx.ui.ui_scale)) {
        m_count_job.stop();
        return;
    }
    collect_count();
    const float scale = ctx.ui.ui_scale * m_modal.fit();  // shrunk with the type
    push_dialog_colours(ctx.theme);

    // Mode switch: the puzzle travels with it (board -> its puzzle line; text -> its board).
    const Mode before = m_mode;
    int mode = static_cast<int>(m_mode);
    ImGui::RadioButton(t(DialogText::ModeText), &mode, 0);
    const char* board_label = t(DialogText::ModeBoard);
    same_line_if_fits(radio_button_width(board_label));
    ImGui::RadioButton(board_label, &mode, 1);
    m_mode = static_cast<Mode>(mode);
    if (m_mode != before) {
        if (m_mode == Mode::Text) {
            m_text = core::format_puzzle_line(m_board);
            recheck(m_text);
        } else if (m_reading.board && !m_reading.board->layout().is_jigsaw() &&
                   has_boxes(m_reading.board->size())) {
            m_board = *m_reading.board;
            m_cursor = 0;
            recheck(core::format_puzzle_line(m_board));
        } else {
            set_board_size(m_board.size());
        }
    }
    ImGui::Spacing();

    // The editor and its preview give way first when the window is short (large type,
    // presenting), then the hint above them: the verdict and the buttons stay in view. The
    // rest of the dialog is measured each frame and sizes the editor of the next.
    const float preferred = std::min(380.0f * scale, ImGui::GetMainViewport()->WorkSize.y * 0.55f);
    const float minimum = std::min(preferred, 3.0f * ImGui::GetFrameHeightWithSpacing());
    const float room = dialog_content_room() - m_rest_height;
    // Decided from heights that do not depend on it, so it cannot flip from frame to frame.
    const bool show_hint = room - m_hint_height >= minimum;
    const float height = std::clamp(room - (show_hint ? m_hint_height : 0.0f), minimum, preferred);
    const float hint_top = ImGui::GetCursorPosY();
    if (show_hint) {
        const DialogText hint =
            m_mode == Mode::Text ? DialogText::CustomHint : DialogText::BoardHint;
        coloured_wrapped_text(ctx.theme.muted_text, t(hint));
        m_hint_height = ImGui::GetCursorPosY() - hint_top;
    }
    if (m_mode == Mode::Text)
        draw_text_mode(ctx, height);
    else
        draw_board_mode(ctx, height);
    draw_verdict(ctx);
    draw_footer(ctx);
    pop_dialog_colours();
    const float rest = content_height_so_far() - height - (show_hint ? m_hint_height : 0.0f);
    if (std::abs(rest - m_rest_height) > 0.5f) request_relayout();
    m_rest_height = rest;
    check_window_fits("enter your own");
    // At its smallest the editor cannot give more: only then may the dialog scroll.
    if (height > minimum + 0.5f) check_window_needs_no_scrolling("enter your own");
    m_modal.end();
}

void CustomPuzzleDialog::draw_text_mode(const ViewContext& ctx, float height) {
    const float preview = height;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float text_width = ImGui::GetContentRegionAvail().x - preview - 2.0f * spacing;
    if (m_focus_text) {
        ImGui::SetKeyboardFocusHere();
        m_focus_text = false;
    }
    ImGui::PushFont(ctx.fonts.ui());
    if (ImGui::InputTextMultiline("##givens", &m_text, ImVec2(text_width, height))) recheck(m_text);
    report_last_item("custom_givens");
    ImGui::PopFont();
    ImGui::SameLine(0.0f, 2.0f * spacing);
    if (m_reading.board) {
        draw_board_preview(*m_reading.board,
                           {m_reading.conflicts, m_reading.out_of_range, core::kNoCell}, preview,
                           ctx.theme, ctx.fonts);
    } else {
        // An empty frame keeps the layout still while the text cannot be read.
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::Dummy(ImVec2(preview, preview));
        ImGui::GetWindowDrawList()->AddRect(p, ImVec2(p.x + preview, p.y + preview),
                                            ctx.theme.thin_line, 4.0f, 0, 2.0f);
    }
}

void CustomPuzzleDialog::draw_board_mode(const ViewContext& ctx, float height) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    const int n = m_board.size();
    const core::Cell clicked = draw_board_preview(m_board, {m_reading.conflicts, {}, m_cursor},
                                                  height, ctx.theme, ctx.fonts);
    if (clicked != core::kNoCell) m_cursor = clicked;

    ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(t(DialogText::LabelSize));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(120.0f * ctx.ui.ui_scale * m_modal.fit());
    const std::string current = std::to_string(n) + "x" + std::to_string(n);
    if (begin_combo("##board_size", current.c_str())) {
        for (int size = core::kMinSize; size <= core::kMaxSize; ++size) {
            if (!has_boxes(size)) continue;
            const std::string name = std::to_string(size) + "x" + std::to_string(size);
            if (ImGui::Selectable(name.c_str(), size == n)) set_board_size(size);
        }
        ImGui::EndCombo();
    }
    if (ImGui::Button(t(DialogText::ButtonClear))) set_board_size(n);
    ImGui::EndGroup();

    // Keys edit the dialog's board (the game board does not see them while a dialog is open).
    const GridEdit edit = collect_grid_edit(m_board.size());
    const core::Layout& layout = m_board.layout();
    bool changed = false;
    if (edit.rows != 0 || edit.cols != 0)
        m_cursor = layout.cell_at((layout.row_of(m_cursor) + edit.rows + n) % n,
                                  (layout.col_of(m_cursor) + edit.cols + n) % n);
    if (edit.erase && m_board.at(m_cursor) != core::kEmpty) {
        m_board.set(m_cursor, core::kEmpty);
        changed = true;
    }
    if (edit.digit != core::kEmpty) {
        m_board.set(m_cursor, edit.digit);
        changed = true;
    }
    if (changed) recheck(core::format_puzzle_line(m_board));
}

void CustomPuzzleDialog::draw_verdict(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    const Theme& th = ctx.theme;
    ImGui::Spacing();
    const core::PuzzleVerdict verdict =
        core::puzzle_verdict(m_reading, m_count ? &*m_count : nullptr);
    std::string message;
    ImU32 colour = th.wrong_digit;
    switch (verdict) {
        case core::PuzzleVerdict::Empty:
            message = t(DialogText::VerdictEmpty);
            colour = th.muted_text;
            break;
        case core::PuzzleVerdict::Unreadable:
            message = fill(t(DialogText::VerdictUnreadable),
                           {error_text(*m_reading.error, ctx.ui.language)});
            break;
        case core::PuzzleVerdict::OutOfRange:
            message =
                fill(plural(Counted::ValuesOutOfRange,
                            static_cast<long long>(m_reading.out_of_range.size()), ctx.ui.language),
                     {std::to_string(m_reading.out_of_range.size()),
                      std::to_string(m_reading.board->size())});
            break;
        case core::PuzzleVerdict::Conflicts:
            message = counted(Counted::GivenConflicts,
                              static_cast<long long>(m_reading.conflicts.size()), ctx.ui.language);
            break;
        case core::PuzzleVerdict::Counting:
            message = t(DialogText::VerdictCounting);
            colour = th.muted_text;
            break;
        case core::PuzzleVerdict::NoSolution:
            message = t(DialogText::VerdictNoSolution);
            break;
        case core::PuzzleVerdict::Unique:
            message = t(DialogText::VerdictUnique);
            colour = th.hint_digit;
            break;
        case core::PuzzleVerdict::SeveralSolutions:
            message = t(DialogText::VerdictSeveral);
            if (m_count && m_count->first)
                message += std::string(". ") + t(DialogText::WarnSeveral);
            break;
        case core::PuzzleVerdict::Undecided:
            message =
                counted(Counted::Guesses, static_cast<long long>(core::kCustomCountGuessLimit),
                        ctx.ui.language);
            break;
        case core::PuzzleVerdict::TooOpen:
            message = error_text(
                core::unsolved_error(*m_reading.board, *m_count, core::kCustomCountGuessLimit),
                ctx.ui.language);
            break;
    }
    if (verdict == core::PuzzleVerdict::Counting) {
        draw_spinner(th, 7.0f * ctx.ui.ui_scale * m_modal.fit(), ImGui::GetTime());
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
    }
    coloured_wrapped_text(colour, message.c_str());
    // The verdict as the player sees it (good in green, an error in red), for the tests.
    report_text("custom_verdict", (std::string(colour == th.hint_digit    ? "good "
                                               : colour == th.wrong_digit ? "error "
                                                                          : "note ") +
                                   message)
                                      .c_str());

    // Details: the format read, the givens, and which of several puzzles is used.
    std::string details;
    if (m_mode == Mode::Text && m_reading.puzzle_count > 0)
        details = fill(t(DialogText::LabelFormat), {t(format_text(m_reading.format))});
    if (m_reading.board) {
        if (!details.empty()) details += "   ·   ";
        details +=
            fill(t(DialogText::LabelGivens), {std::to_string(m_reading.board->filled_count())}) +
            "   ·   " + m_reading.board->layout().describe();
    }
    if (m_reading.puzzle_count > 1)
        details +=
            "   ·   " + counted(Counted::PuzzlesInText, m_reading.puzzle_count, ctx.ui.language);
    if (!details.empty()) coloured_wrapped_text(th.muted_text, details.c_str());
}

float CustomPuzzleDialog::footer_button_base(const ViewContext& ctx) const {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    std::vector<const char*> labels = {t(DialogText::ButtonPlayAnyway),
                                       tree_text(TreeText::ButtonWatch, ctx.ui.language),
                                       t(DialogText::ButtonClose)};
    if (m_mode == Mode::Text) {
        labels.push_back(t(DialogText::ButtonPaste));
        labels.push_back(t(DialogText::ButtonClear));
    }
    // The usual width while every button fits on one line; in large type, each button as wide
    // as its label, so that the row needs as few lines as it can.
    const float usual = 150.0f * ctx.ui.ui_scale * m_modal.fit();
    float row = -ImGui::GetStyle().ItemSpacing.x;
    for (const char* label : labels)
        row += footer_button_width(label, usual) + ImGui::GetStyle().ItemSpacing.x;
    return row <= ImGui::GetContentRegionAvail().x ? usual : 2.0f * ImGui::GetFrameHeight();
}

void CustomPuzzleDialog::draw_footer(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::Spacing();
    const float base = footer_button_base(ctx);
    const core::PuzzleVerdict verdict =
        core::puzzle_verdict(m_reading, m_count ? &*m_count : nullptr);
    // Several solutions: played only when asked, with the warning above (hints off).
    const bool anyway = core::playable_anyway(verdict) && m_count && m_count->first;
    const bool playable = (core::is_playable(verdict) || anyway) && m_count && m_count->first;
    ImGui::BeginDisabled(!playable);
    const char* play_label = t(anyway ? DialogText::ButtonPlayAnyway : DialogText::ButtonPlay);
    const bool play =
        accent_button(ctx.theme, play_label, {footer_button_width(play_label, base), 0.0f});
    ImGui::EndDisabled();
    if (play) {
        ctx.commands.push(cmd::StartGame{
            .puzzle = *m_reading.board,
            .solution = m_count->first,
            .label = anyway ? std::string(core::kSeveralSolutionsLabel) : std::string("custom"),
            .source = PuzzleSource::custom()});
        close();
        return;
    }
    // A puzzle the game cannot play (no solution, several) can still be watched being searched.
    const bool watchable = m_reading.board && (verdict == core::PuzzleVerdict::NoSolution ||
                                               verdict == core::PuzzleVerdict::SeveralSolutions ||
                                               verdict == core::PuzzleVerdict::Unique ||
                                               verdict == core::PuzzleVerdict::Undecided ||
                                               verdict == core::PuzzleVerdict::TooOpen);
    ImGui::BeginDisabled(!watchable);
    const bool watch = next_footer_button(tree_text(TreeText::ButtonWatch, ctx.ui.language), base);
    ImGui::EndDisabled();
    if (watch) {
        ctx.commands.push(wcmd::Enter{.board = *m_reading.board});
        close();
        return;
    }
    if (m_mode == Mode::Text) {
        if (next_footer_button(t(DialogText::ButtonPaste), base)) {
            const char* clip = ImGui::GetClipboardText();
            m_text = clip != nullptr ? clip : "";
            recheck(m_text);
        }
        if (next_footer_button(t(DialogText::ButtonClear), base)) {
            m_text.clear();
            recheck(m_text);
        }
    }
    const char* close_label = t(DialogText::ButtonClose);
    const float close_width = footer_button_width(close_label, base);
    same_line_at_right(close_width);
    if (ImGui::Button(close_label, {close_width, 0.0f}) || claim_escape()) close();
}

}  // namespace sudoku::app
