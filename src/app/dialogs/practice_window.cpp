#include "app/dialogs/practice_window.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/hint_text.hpp"
#include "app/i18n/print_strings.hpp"
#include "app/model/command.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/board_preview.hpp"
#include "app/views/board_view.hpp"
#include "app/views/item_report.hpp"
#include "core/grid/symbols.hpp"
#include "core/logic/practice_game.hpp"

namespace sudoku::app {

using core::Cell;

void PracticeWindow::open() {
    if (!m_position && !m_error) load();
    // Until the rest of the dialog is measured, the board starts at its smallest and grows:
    // starting large, it overflowed the dialog, which shrank its type for the whole opening.
    m_other_height = std::numeric_limits<float>::max();
    m_modal.request_open();
}

void PracticeWindow::load() {
    auto position = core::practice_position(m_technique, m_round);
    m_cell = core::kNoCell;
    m_digit = 0;
    m_answer = Answer::None;
    m_tried = false;
    if (!position) {
        m_position.reset();
        m_error = position.error();
        return;
    }
    m_error.reset();
    m_position = std::move(position).value();
    ++m_positions;
}

void PracticeWindow::answer(core::Digit digit) {
    if (!m_position || m_answer == Answer::Shown || m_answer == Answer::Right) return;
    m_digit = digit;
    if (m_cell == core::kNoCell) {
        m_answer = Answer::NoCell;
        return;
    }
    switch (core::judge_practice_answer(m_position->step, m_cell, digit)) {
        case core::PracticeVerdict::Right:
            m_answer = Answer::Right;
            if (!m_tried) ++m_found_first;
            break;
        case core::PracticeVerdict::RightCell:
            m_answer = Answer::RightCell;
            break;
        case core::PracticeVerdict::WrongCell:
            m_answer = Answer::WrongCell;
            break;
    }
    m_tried = true;
}

void PracticeWindow::read_keys() {
    if (!m_position || ImGui::GetIO().WantTextInput) return;
    const core::Layout& layout = m_position->grid.layout();
    for (ImWchar c : ImGui::GetIO().InputQueueCharacters)
        if (c >= '1' && c <= '9' && c - '0' <= layout.size())
            answer(static_cast<core::Digit>(c - '0'));
    const int n = layout.size();
    int row = m_cell == core::kNoCell ? 0 : layout.row_of(m_cell);
    int col = m_cell == core::kNoCell ? 0 : layout.col_of(m_cell);
    const auto key = [](ImGuiKey k) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(k), true); };
    const bool moved = key(ImGuiKey_LeftArrow) || key(ImGuiKey_RightArrow) ||
                       key(ImGuiKey_UpArrow) || key(ImGuiKey_DownArrow);
    if (!moved) return;
    if (m_cell != core::kNoCell) {
        if (key(ImGuiKey_LeftArrow)) col = (col + n - 1) % n;
        if (key(ImGuiKey_RightArrow)) col = (col + 1) % n;
        if (key(ImGuiKey_UpArrow)) row = (row + n - 1) % n;
        if (key(ImGuiKey_DownArrow)) row = (row + 1) % n;
    }
    m_cell = layout.cell_at(row, col);
}

void PracticeWindow::read_command_keys() {
    // The buttons' keys, so the window works without a mouse: S shows the step, N gives the next
    // position, Page Up / Page Down choose the previous or next technique.
    if (ImGui::GetIO().WantTextInput) return;
    for (ImWchar c : ImGui::GetIO().InputQueueCharacters) {
        if ((c == 's' || c == 'S') && m_position && m_answer != Answer::Shown &&
            m_answer != Answer::Right) {
            m_answer = Answer::Shown;
            m_tried = true;
        } else if (c == 'n' || c == 'N') {
            ++m_round;
            load();
            return;
        }
    }
    const auto key = [](ImGuiKey k) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(k), true); };
    const int step = key(ImGuiKey_PageDown) ? 1 : key(ImGuiKey_PageUp) ? -1 : 0;
    if (step == 0) return;
    int index = static_cast<int>(m_technique);
    for (int tries = 0; tries < core::kTechniqueCount; ++tries) {
        index = (index + step + core::kTechniqueCount) % core::kTechniqueCount;
        if (core::practice_offers(static_cast<core::Technique>(index))) break;
    }
    if (static_cast<core::Technique>(index) == m_technique) return;
    m_technique = static_cast<core::Technique>(index);
    m_round = 0;
    load();
}

void PracticeWindow::draw(const ViewContext& ctx) {
    const auto t = [&](PrintText key) { return print_text(key, ctx.ui.language); };
    const float scale = ctx.ui.ui_scale;
    // In large type the board and the text stand side by side, so both fit a 768-pixel screen.
    const bool wide = scale >= 1.75f;
    if (!m_modal.begin(t(PrintText::TitlePractice), (wide ? 900.0f : 560.0f) * scale)) return;
    push_dialog_colours(ctx.theme);
    read_command_keys();
    draw_technique_combo(ctx);
    if (m_position) {
        const std::string task =
            fill(t(PrintText::PracticeTask),
                 {technique_title(m_position->step.technique, ctx.ui.language)});
        if (!wide) ImGui::TextWrapped("%s", task.c_str());
        // The board takes the height the rest of the dialog leaves it (measured last frame, the
        // buttons included): a board sized from the screen alone overflowed the dialog, which
        // then shrank its type to the smallest on the first opening.
        // Two item spacings of slack: a board filling the room exactly ended a spacing past it,
        // so the dialog scrolled (presenting on 1024x768), and its type shrank for nothing.
        const float room =
            dialog_content_room() - m_other_height - 2.0f * ImGui::GetStyle().ItemSpacing.y;
        const float avail = ImGui::GetContentRegionAvail().x;
        const float side = std::floor(std::clamp(std::min(wide ? avail * 0.55f : avail, room),
                                                 120.0f, wide ? 1200.0f : 420.0f * scale));
        float board_height = side;
        if (wide) {
            ImGui::BeginGroup();
            draw_board(ctx, side);
            ImGui::EndGroup();
            board_height = ImGui::GetItemRectSize().y;
            ImGui::SameLine();
            ImGui::BeginGroup();
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextWrapped("%s", task.c_str());
            ImGui::PopTextWrapPos();
            draw_digits(ctx, sub_grid_columns(m_position->grid.size()));
            draw_verdict(ctx);
            if (m_play_beside_board) draw_play_button(ctx);
            ImGui::EndGroup();
        } else {
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::floor((avail - side) * 0.5f));
            draw_board(ctx, side);
        }
        // The board's row, measured (its group is a little taller than its side; taking the
        // side made the dialog flip between two heights every frame): the rest of the dialog is
        // what the board's room leaves out.
        float row = side;
        if (wide) {
            row = std::max(board_height, ImGui::GetItemRectSize().y);
        } else {
            draw_digits(ctx, m_position->grid.size());
            draw_verdict(ctx);
        }
        read_keys();
        m_board_row = row;
    } else if (m_error) {
        coloured_wrapped_text(ctx.theme.wrong_digit, error_text(*m_error, ctx.ui.language).c_str());
    }
    ImGui::Spacing();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    // Three buttons a row, or Show and Next above Close when a label would not fit a third, or
    // one a row when it would not fit a half (large type in Vietnamese).
    const float avail = ImGui::GetContentRegionAvail().x;
    const float padding = 2.0f * ImGui::GetStyle().FramePadding.x;
    float widest = 0.0f;
    for (PrintText key : {PrintText::ButtonShow, PrintText::ButtonNext, PrintText::ButtonClose})
        widest = std::max(widest, ImGui::CalcTextSize(t(key)).x + padding);
    const bool one_row = widest <= std::floor((avail - 2.0f * spacing) / 3.0f);
    const bool pairs = widest <= std::floor((avail - spacing) / 2.0f);
    const float width = one_row ? std::floor((avail - 2.0f * spacing) / 3.0f)
                        : pairs ? std::floor((avail - spacing) / 2.0f)
                                : avail;
    ImGui::BeginDisabled(!m_position || m_answer == Answer::Shown || m_answer == Answer::Right);
    if (fitted_button(t(PrintText::ButtonShow), width)) {
        m_answer = Answer::Shown;
        m_tried = true;
    }
    ImGui::EndDisabled();
    if (pairs) ImGui::SameLine();
    if (accent_button(ctx.theme, t(PrintText::ButtonNext), ImVec2(width, 0.0f))) {
        ++m_round;
        load();
    }
    if (one_row) ImGui::SameLine();
    if (fitted_button(t(PrintText::ButtonClose), one_row ? width : avail) || claim_escape())
        m_modal.close();
    if (m_position) {
        // A changed measure resizes the board: drawn at once, not at the next input (the first
        // frame of an opening has no measure yet).
        const float other = content_height_so_far() - m_board_row;
        if (std::abs(other - m_other_height) > 0.5f) request_relayout();
        m_other_height = other;
    }
    pop_dialog_colours();
    check_window_fits("practice");
    if (m_modal.settled()) check_window_needs_no_scrolling("practice");
    m_modal.end();
}

void PracticeWindow::draw_technique_combo(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(print_text(PrintText::LabelTechnique, lang));
    ImGui::SameLine();
    // "Play this position" shares the combo's row when both fit (the board keeps its room), else
    // it takes the row below (large type).
    const char* play_label = print_text(PrintText::ButtonPlayPractice, lang);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float play_width =
        ImGui::CalcTextSize(play_label).x + 2.0f * ImGui::GetStyle().FramePadding.x;
    const float combo_room = ImGui::GetContentRegionAvail().x - play_width - spacing;
    const bool same_row = combo_room >= ImGui::GetFrameHeight() * 5.0f;
    ImGui::SetNextItemWidth(same_row ? combo_room : -1.0f);
    if (begin_combo("##technique", technique_title(m_technique, lang))) {
        for (int i = 0; i < core::kTechniqueCount; ++i) {
            const auto technique = static_cast<core::Technique>(i);
            if (!core::practice_offers(technique)) continue;
            if (ImGui::Selectable(technique_title(technique, lang), technique == m_technique) &&
                technique != m_technique) {
                m_technique = technique;
                m_round = 0;
                load();
            }
        }
        ImGui::EndCombo();
    }
    // In large type the button goes beside the board, under the verdict (draw()), so the board
    // keeps its size.
    m_play_beside_board = !same_row && ctx.ui.ui_scale >= 1.75f;
    if (m_play_beside_board) return;
    if (same_row) ImGui::SameLine();
    draw_play_button(ctx);
}

void PracticeWindow::draw_play_button(const ViewContext& ctx) {
    ImGui::BeginDisabled(!m_position);
    const bool clicked = fitted_button(print_text(PrintText::ButtonPlayPractice, ctx.ui.language),
                                       ImGui::GetContentRegionAvail().x);
    report_last_item("practice_play");
    // Enter too (nothing else in the window takes it).
    const bool enter = !ImGui::GetIO().WantTextInput &&
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    ImGui::EndDisabled();
    if ((clicked || enter) && m_position) play(ctx);
}

void PracticeWindow::play(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    ctx.commands.push(
        cmd::StartGame{.puzzle = m_position->puzzle,
                       .label = "custom",
                       .source = fill(print_text(PrintText::SourcePractice, lang),
                                      {technique_title(m_position->step.technique, lang)}),
                       .position = core::practice_game_position(*m_position)});
    m_modal.close();
}

void PracticeWindow::draw_board(const ViewContext& ctx, float side) {
    const core::CandidateGrid& grid = m_position->grid;
    const core::Layout& layout = grid.layout();
    const int n = layout.size();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    PreviewMarks marks;
    marks.cursor = m_cell;
    const Cell clicked = draw_board_preview(grid.to_board(), marks, side, ctx.theme, ctx.fonts);
    if (clicked != core::kNoCell && m_cell != clicked) {
        m_cell = clicked;
        if (m_answer != Answer::Shown && m_answer != Answer::Right) m_answer = Answer::None;
    }
    const float cell = std::max(1.0f, std::floor(side / static_cast<float>(n)));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const auto corner = [&](Cell c) {
        return ImVec2(origin.x + static_cast<float>(layout.col_of(c)) * cell,
                      origin.y + static_cast<float>(layout.row_of(c)) * cell);
    };
    const bool reveal = m_answer == Answer::Shown || m_answer == Answer::Right;
    const core::LogicStep& step = m_position->step;
    if (reveal)
        for (Cell c : step.cells) {
            const ImVec2 p = corner(c);
            dl->AddRectFilled(ImVec2(p.x + 1, p.y + 1), ImVec2(p.x + cell, p.y + cell),
                              ctx.theme.hint_background);
        }
    // Candidates as a k x k grid of small digits; the step's changes in colour once revealed.
    const int k = sub_grid_columns(n);
    const float slot = cell / static_cast<float>(k);
    const FontSet::Digits font = ctx.fonts.digits(slot * 0.8f, false);
    for (Cell c = 0; c < grid.cell_count(); ++c) {
        if (!grid.is_empty(c)) continue;
        const ImVec2 p = corner(c);
        for (int d = 1; d <= n; ++d) {
            if (!grid.has(c, static_cast<core::Digit>(d))) continue;
            ImU32 ink = ctx.theme.note_digit;
            if (reveal) {
                for (const auto& e : step.eliminations)
                    if (e.first == c && e.second == d) ink = ctx.theme.wrong_digit;
                for (const auto& e : step.placements)
                    if (e.first == c && e.second == d) ink = ctx.theme.hint_digit;
            }
            const ImVec2 centre(p.x + (static_cast<float>((d - 1) % k) + 0.5f) * slot,
                                p.y + (static_cast<float>((d - 1) / k) + 0.5f) * slot);
            draw_centered_char(dl, font.font, font.size, centre,
                               core::digit_symbol(static_cast<core::Digit>(d)), ink);
        }
    }
}

void PracticeWindow::draw_digits(const ViewContext& ctx, int columns) {
    const int n = m_position->grid.size();
    const float spacing = ImGui::GetStyle().ItemSpacing.x * 0.5f;
    const float width =
        std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(columns - 1)) /
                   static_cast<float>(columns));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(spacing, spacing));
    for (int d = 1; d <= n; ++d) {
        if ((d - 1) % columns != 0) ImGui::SameLine();
        const std::string label(1, core::digit_symbol(static_cast<core::Digit>(d)));
        ImGui::PushID(d);
        if (ImGui::Button(label.c_str(), ImVec2(width, ImGui::GetFrameHeight() * 1.2f)))
            answer(static_cast<core::Digit>(d));
        ImGui::PopID();
    }
    ImGui::PopStyleVar();
    (void)ctx;
}

void PracticeWindow::draw_verdict(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const auto t = [&](PrintText key) { return print_text(key, lang); };
    const core::Layout& layout = m_position->grid.layout();
    const core::LogicStep& step = m_position->step;
    const std::string cell = m_cell == core::kNoCell ? "" : layout.cell_name(m_cell);
    // The layout report's view of the verdict and the position (the headless tests read it).
    constexpr const char* kAnswerNames[] = {"none",       "no_cell",    "right",
                                            "right_cell", "wrong_cell", "shown"};
    report_text("practice_verdict",
                (std::string(kAnswerNames[static_cast<int>(m_answer)]) + " " + cell).c_str());
    report_text(
        "practice_position",
        (std::to_string(static_cast<int>(m_technique)) + " " + std::to_string(m_round)).c_str());
    switch (m_answer) {
        case Answer::None:
            break;
        case Answer::NoCell:
            coloured_wrapped_text(ctx.theme.wrong_digit, t(PrintText::PracticeNoCell));
            break;
        case Answer::RightCell:
            coloured_wrapped_text(
                ctx.theme.wrong_digit,
                fill(t(PrintText::VerdictRightCell), {std::string(1, core::digit_symbol(m_digit))})
                    .c_str());
            break;
        case Answer::WrongCell:
            coloured_wrapped_text(ctx.theme.wrong_digit,
                                  fill(t(PrintText::VerdictWrongCell), {cell}).c_str());
            break;
        case Answer::Right:
        case Answer::Shown:
            coloured_wrapped_text(
                ctx.theme.hint_digit,
                t(m_answer == Answer::Right ? PrintText::VerdictRight : PrintText::VerdictShown));
            ImGui::TextWrapped("%s", hint_explanation(layout, step, lang).c_str());
            ImGui::TextWrapped("%s", hint_changes(layout, step, lang).c_str());
            break;
    }
    coloured_wrapped_text(ctx.theme.muted_text,
                          fill(t(PrintText::PracticeScore),
                               {std::to_string(m_found_first), std::to_string(m_positions)})
                              .c_str());
}

}  // namespace sudoku::app
