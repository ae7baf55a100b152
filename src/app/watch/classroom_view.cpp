#include "app/watch/classroom_view.hpp"
#include "app/i18n/error_strings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/i18n/strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/imgui_support.hpp"
#include "app/views/item_report.hpp"
#include "app/views/shape_painter.hpp"
#include "app/watch/watch_overlay.hpp"
#include "core/grid/symbols.hpp"
#include "core/search/course_names.hpp"

// [SECTION] index: words of an answer and its reasons; the question panel; settings; the
// session library; the code choice; keys; board marks.

namespace sudoku::app {

namespace {

const char* pt(PredictText key, Language language) {
    return predict_text(key, language);
}

std::string symbol(core::Digit d) {
    return std::string(1, core::digit_symbol(d));
}

std::string answer_words(const core::PredictAnswer& a, const core::Layout& layout,
                         Language language) {
    switch (a.kind) {
        case core::PredictAnswerKind::PickCell:
            return a.cell >= 0 && a.cell < layout.cell_count() ? layout.cell_name(a.cell) : "?";
        case core::PredictAnswerKind::PickValue:
            return symbol(a.digit);
        case core::PredictAnswerKind::Backtrack:
            return pt(PredictText::AnswerBacktrack, language);
        case core::PredictAnswerKind::Solution:
            return pt(PredictText::ReasonSolved, language);
        case core::PredictAnswerKind::Exhausted:
            return pt(PredictText::ReasonSearched, language);
    }
    return "?";
}

// A test hook: with SUDOKU_REPORT_PREDICT=<file>, the first board's place while a question is
// asked goes to <file>.board ("board X Y CELL ANSWERED": r1c1's top-left corner, a cell's side
// and the answers scored before this question), so a GUI test can wait for the question and
// click the cell it means.
void report_board(const BoardGeometry& g, int answered) {
    // Read at each use, so a test in the same process can point it at its own file.
    const char* const path = std::getenv("SUDOKU_REPORT_PREDICT");
    if (path == nullptr || *path == '\0') return;
    static std::string last;
    char line[96];
    std::snprintf(line, sizeof line, "board %.0f %.0f %.1f %d\n", g.origin.x, g.origin.y, g.cell,
                  answered);
    if (last == std::string(path) + line) return;  // the same line to the same file
    last = std::string(path) + line;
    if (std::FILE* f = std::fopen((std::string(path) + ".board").c_str(), "w")) {
        std::fputs(line, f);
        std::fclose(f);
    }
}

void push_classroom(const WatchViewContext& ctx, ClassroomCommand command) {
    ctx.push(wcmd::Classroom{std::move(command)});
}

}  // namespace

// [SECTION] reasons
std::vector<std::string> predict_reasons(const core::Prediction& p, const core::Layout& layout,
                                         Language language, std::string_view mrv_scan) {
    std::vector<std::string> out;
    const auto name = [&](core::Cell c) {
        return c >= 0 && c < layout.cell_count() ? layout.cell_name(c) : std::string("?");
    };
    const core::Cell cell = p.answer.kind == core::PredictAnswerKind::PickCell ? p.answer.cell
                            : p.question_cell != core::kNoCell                 ? p.question_cell
                                                                               : p.step.cell;
    const auto rejected = [&] {
        if (p.rejected.empty()) return;
        std::string list;
        for (std::size_t i = 0; i < p.rejected.size() && i < 9; ++i) {
            const core::Step& r = p.rejected[i];
            if (!list.empty()) list += ", ";
            list += symbol(r.digit) + " (" + unit_label(layout, r.unit, language) + ", " +
                    name(r.conflict) + ")";
        }
        out.push_back(fill(pt(PredictText::ReasonRejected, language), {list}));
    };
    switch (p.reason) {
        case core::PredictReason::FirstEmpty:
            out.push_back(fill(pt(PredictText::ReasonFirstEmpty, language), {name(cell)}));
            break;
        case core::PredictReason::Fewest:
        case core::PredictReason::FirstSingle: {
            out.push_back(
                fill(pt(p.reason == core::PredictReason::Fewest ? PredictText::ReasonFewest
                                                                : PredictText::ReasonFirstSingle,
                        language),
                     {name(cell), std::to_string(p.fewest), std::string(mrv_scan)}));
            if (!p.ties.empty() && p.reason == core::PredictReason::Fewest) {
                std::string list;
                for (std::size_t i = 0; i < p.ties.size() && i < 4; ++i)
                    list += (list.empty() ? "" : ", ") + name(p.ties[i]);
                if (p.ties.size() > 4) list += ", …";
                out.push_back(
                    fill(pt(PredictText::ReasonTies, language), {list, std::to_string(p.fewest)}));
            }
            break;
        }
        case core::PredictReason::NakedSingle:
            out.push_back(fill(pt(PredictText::ReasonNakedSingle, language),
                               {name(cell), symbol(p.step.digit)}));
            break;
        case core::PredictReason::HiddenSingle:
            out.push_back(fill(
                pt(PredictText::ReasonHiddenSingle, language),
                {name(cell), symbol(p.step.digit), unit_label(layout, p.step.unit, language)}));
            break;
        case core::PredictReason::FirstValid:
            out.push_back(fill(pt(PredictText::ReasonFirstValid, language),
                               {name(cell), symbol(p.answer.digit)}));
            rejected();
            break;
        case core::PredictReason::NextOption:
            out.push_back(
                fill(pt(PredictText::ReasonNextOption, language),
                     {name(cell), symbol(p.answer.digit), core::mask_symbols(p.options)}));
            break;
        case core::PredictReason::NoValueLeft:
            out.push_back(fill(pt(PredictText::ReasonNoValueLeft, language), {name(cell)}));
            rejected();
            break;
        case core::PredictReason::NoCandidate:
            out.push_back(fill(pt(PredictText::ReasonNoCandidate, language), {name(p.step.cell)}));
            break;
        case core::PredictReason::NoPlace:
            out.push_back(fill(pt(PredictText::ReasonNoPlace, language),
                               {name(p.step.cell), symbol(p.step.digit),
                                unit_label(layout, p.step.unit, language)}));
            break;
        case core::PredictReason::Solved:
            out.push_back(pt(PredictText::ReasonSolved, language));
            break;
        case core::PredictReason::Searched:
            out.push_back(pt(PredictText::ReasonSearched, language));
            break;
    }
    return out;
}

// [SECTION] question
namespace {

// Presenting, the question and the verdict are written large; the rest stays readable at
// the presentation's own size and keeps to the panel's width.
void use_large_font(const WatchViewContext& ctx, bool large, bool on) {
    if (!large) return;
    if (on)
        ImGui::PushFont(ctx.app.fonts.ui_large());
    else
        ImGui::PopFont();
}

// The values as buttons too, for a mouse or a touch screen.
void draw_value_buttons(const WatchViewContext& ctx, int n, float width, bool large) {
    const float side = ImGui::GetFrameHeight() * (large ? 1.2f : 1.0f);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const int per_row = std::max(1, static_cast<int>((width + gap) / (side + gap)));
    for (int d = 1; d <= n; ++d) {
        if ((d - 1) % per_row != 0) ImGui::SameLine();
        ImGui::PushID(d);
        if (ImGui::Button(symbol(static_cast<core::Digit>(d)).c_str(), ImVec2(side, side)))
            push_classroom(ctx, pcmd::Answer{{.kind = core::PredictAnswerKind::PickValue,
                                              .digit = static_cast<core::Digit>(d)}});
        ImGui::PopID();
    }
}

// The question asked, its hint, and the ways to answer it.
void draw_asking(const WatchViewContext& ctx, const core::Prediction& p, const core::Layout& layout,
                 float width, bool large) {
    const Language lang = ctx.app.ui.language;
    const std::string question =
        p.question == core::PredictQuestion::WhichCell
            ? std::string(pt(PredictText::QuestionCell, lang))
            : fill(pt(PredictText::QuestionValue, lang), {layout.cell_name(p.question_cell)});
    use_large_font(ctx, large, true);
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.accent);
    ImGui::TextWrapped("%s", question.c_str());
    ImGui::PopStyleColor();
    use_large_font(ctx, large, false);
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
    ImGui::TextWrapped("%s",
                       pt(p.question == core::PredictQuestion::WhichCell ? PredictText::HintCell
                                                                         : PredictText::HintValue,
                          lang));
    ImGui::PopStyleColor();
    if (p.question == core::PredictQuestion::WhichValue)
        draw_value_buttons(ctx, layout.size(), width, large);
    if (ImGui::Button(pt(PredictText::ButtonBacktrack, lang)))
        push_classroom(ctx, pcmd::Answer{{.kind = core::PredictAnswerKind::Backtrack}});
    // Skip beside it when both fit the panel, else under it.
    const float pad = 2.0f * ImGui::GetStyle().FramePadding.x;
    if (ImGui::CalcTextSize(pt(PredictText::ButtonBacktrack, lang)).x +
            ImGui::CalcTextSize(pt(PredictText::ButtonSkip, lang)).x + 2.0f * pad +
            ImGui::GetStyle().ItemSpacing.x <=
        width)
        ImGui::SameLine();
    if (ImGui::Button(pt(PredictText::ButtonSkip, lang))) push_classroom(ctx, pcmd::Skip{});
}

// The verdict, both answers, the reasons for the right one, and Continue.
void draw_revealed(const WatchViewContext& ctx, const PredictSession& predict,
                   const core::Prediction& p, const core::Layout& layout, bool large) {
    const Language lang = ctx.app.ui.language;
    const PredictText verdict = predict.skipped()     ? PredictText::Skipped
                                : predict.was_right() ? PredictText::Right
                                                      : PredictText::Wrong;
    ImGui::PushStyleColor(ImGuiCol_Text, predict.skipped()     ? ctx.app.theme.muted_text
                                         : predict.was_right() ? ctx.app.theme.hint_digit
                                                               : ctx.app.theme.wrong_digit);
    use_large_font(ctx, large, true);
    ImGui::TextWrapped("%s", pt(verdict, lang));
    use_large_font(ctx, large, false);
    ImGui::PopStyleColor();
    if (!predict.skipped() && predict.given())
        ImGui::TextWrapped("%s", fill(pt(PredictText::YourAnswer, lang),
                                      {answer_words(*predict.given(), layout, lang)})
                                     .c_str());
    ImGui::TextWrapped(
        "%s",
        fill(pt(PredictText::TheAnswer, lang), {answer_words(p.answer, layout, lang)}).c_str());
    // The scan's name as the listing beside spells it (the C# listing's FindMrvCell).
    const core::CodeLanguage code = ctx.watch.code_language();
    const std::string scan =
        core::renamed_code(code == core::CodeLanguage::CSharp ? "FindMrvCell" : "find_mrv_cell",
                           code, listing_names(ctx));
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.accent);
    std::string reasons;
    for (const std::string& line : predict_reasons(p, layout, lang, scan)) {
        ImGui::TextWrapped("%s", line.c_str());
        reasons += (reasons.empty() ? "" : " / ") + line;
    }
    report_text("predict_reasons", reasons.c_str());
    ImGui::PopStyleColor();
    if (ImGui::Button(pt(PredictText::ButtonContinue, lang))) push_classroom(ctx, pcmd::Continue{});
}

}  // namespace

void draw_predict_question(const WatchViewContext& ctx, bool large) {
    const PredictSession& predict = ctx.watch.predict();
    if (!predict.enabled() || !ctx.watch.ready()) return;
    const Language lang = ctx.app.ui.language;
    const WatchLane& lane = ctx.watch.lanes().front();
    const core::Layout& layout = lane.player.start().layout();
    const float width = ImGui::GetContentRegionAvail().x;
    const std::string score = fill(pt(PredictText::Score, lang), {std::to_string(predict.right()),
                                                                  std::to_string(predict.asked())});
    const core::Prediction* p = predict.prediction();
    switch (predict.phase()) {
        case PredictSession::Phase::Off:
            break;
        case PredictSession::Phase::Running: {
            const bool over = predict.plan() && predict.plan()->over && !predict.plan()->ask;
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
            ImGui::TextWrapped("%s",
                               pt(over ? PredictText::SearchOver : PredictText::Waiting, lang));
            ImGui::PopStyleColor();
            break;
        }
        case PredictSession::Phase::Asking:
            if (p != nullptr) draw_asking(ctx, *p, layout, width, large);
            break;
        case PredictSession::Phase::Revealed:
            if (p != nullptr) draw_revealed(ctx, predict, *p, layout, large);
            break;
    }
    // Presenting, the score beside the buttons above it where it fits: a row less for the
    // question's part, which shares the projector's height with the listing.
    const ImGuiStyle& style = ImGui::GetStyle();
    if (large && predict.phase() != PredictSession::Phase::Running &&
        ImGui::GetItemRectMax().x + 2.0f * style.ItemSpacing.x +
                ImGui::CalcTextSize(score.c_str()).x <=
            ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
        ImGui::SameLine(0.0f, 2.0f * style.ItemSpacing.x);
    ImGui::TextWrapped("%s", score.c_str());
}

// [SECTION] settings
void draw_predict_settings(const WatchViewContext& ctx) {
    const PredictSession& predict = ctx.watch.predict();
    const Language lang = ctx.app.ui.language;
    bool on = predict.enabled();
    // Algorithm X picks constraints, not cells: there is nothing of that kind to predict.
    ImGui::BeginDisabled(ctx.watch.setup().uses_dlx());
    if (ImGui::Checkbox(pt(PredictText::Enable, lang), &on))
        push_classroom(ctx, pcmd::SetEnabled{on});
    ImGui::EndDisabled();
    ImGui::TextUnformatted(pt(PredictText::AskWhen, lang));
    PredictCadence cadence = predict.cadence();
    int n = predict.every_n();
    bool changed = false;
    const auto radio = [&](PredictText label, PredictCadence value) {
        if (ImGui::RadioButton(pt(label, lang), cadence == value)) {
            cadence = value;
            changed = true;
        }
    };
    radio(PredictText::AskEvery, PredictCadence::Every);
    radio(PredictText::AskAfterBacktrack, PredictCadence::AfterBacktrack);
    radio(PredictText::AskEveryNth, PredictCadence::EveryNth);
    if (cadence == PredictCadence::EveryNth) {
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
        changed |= ImGui::SliderInt("##every_n", &n, 2, 20, "N = %d");
    }
    if (changed) push_classroom(ctx, pcmd::SetCadence{cadence, n});
    ImGui::Separator();
    ImGui::TextUnformatted(fill(pt(PredictText::Score, lang),
                                {std::to_string(predict.right()), std::to_string(predict.asked())})
                               .c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton(pt(PredictText::ResetScore, lang)))
        push_classroom(ctx, pcmd::ResetScore{});
}

// [SECTION] library
void draw_session_library(const WatchViewContext& ctx, ClassroomInputs& inputs) {
    const SessionLibrary& library = ctx.watch.library();
    const Language lang = ctx.app.ui.language;
    if (!library.listed) push_classroom(ctx, pcmd::RefreshLibrary{});
    ImGui::Separator();
    ImGui::TextUnformatted(pt(PredictText::SessionsTitle, lang));
    const float button = ImGui::CalcTextSize(pt(PredictText::SessionSave, lang)).x +
                         2.0f * ImGui::GetStyle().FramePadding.x;
    ImGui::SetNextItemWidth(std::max(
        1.0f, ImGui::GetContentRegionAvail().x - button - ImGui::GetStyle().ItemSpacing.x));
    const bool enter =
        ImGui::InputTextWithHint("##session_name", pt(PredictText::SessionName, lang), inputs.name,
                                 sizeof inputs.name, ImGuiInputTextFlags_EnterReturnsTrue);
    report_last_item("session_name");
    report_text("session_name", inputs.name);
    ImGui::SameLine();
    ImGui::BeginDisabled(!ctx.watch.ready());
    if (ImGui::Button(pt(PredictText::SessionSave, lang)) || (enter && ctx.watch.ready()))
        push_classroom(ctx, pcmd::SaveNamed{inputs.name});
    report_last_item("session_save");
    ImGui::EndDisabled();
    if (library.entries.empty() && library.listed) {
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.app.theme.muted_text);
        ImGui::TextWrapped("%s", pt(PredictText::SessionNone, lang));
        ImGui::PopStyleColor();
    }
    const float small = ImGui::CalcTextSize(pt(PredictText::SessionExport, lang)).x +
                        ImGui::CalcTextSize(pt(PredictText::SessionDelete, lang)).x +
                        4.0f * ImGui::GetStyle().FramePadding.x +
                        2.0f * ImGui::GetStyle().ItemSpacing.x;
    for (std::size_t i = 0; i < library.entries.size(); ++i) {
        const io::WatchLibraryEntry& e = library.entries[i];
        ImGui::PushID(static_cast<int>(i));
        std::string label = e.name;
        if (e.error.empty())
            label += "   · " + e.algorithms + " · " + std::to_string(e.size) + "x" +
                     std::to_string(e.size);
        const float row = std::max(1.0f, ImGui::GetContentRegionAvail().x - small);
        ImGui::PushStyleColor(ImGuiCol_Text, e.error.empty() ? ImGui::GetColorU32(ImGuiCol_Text)
                                                             : ctx.app.theme.wrong_digit);
        if (ImGui::Selectable(label.c_str(), false, 0, ImVec2(row, 0.0f)) && e.error.empty())
            push_classroom(ctx, pcmd::OpenNamed{e.path});
        report_last_item(("session_open_" + std::to_string(i)).c_str());
        ImGui::PopStyleColor();
        if (!e.error.empty() && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s",
                              fill(pt(PredictText::SessionUnreadable, lang), {e.error}).c_str());
        ImGui::SameLine();
        ImGui::BeginDisabled(!e.error.empty());
        if (ImGui::SmallButton(pt(PredictText::SessionExport, lang)))
            push_classroom(ctx, pcmd::ExportNamed{e.path, inputs.path});
        report_last_item(("session_export_" + std::to_string(i)).c_str());
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (ImGui::SmallButton(pt(PredictText::SessionDelete, lang)))
            push_classroom(ctx, pcmd::DeleteNamed{e.path});
        report_last_item(("session_delete_" + std::to_string(i)).c_str());
        ImGui::PopID();
    }
    ImGui::Spacing();
    const float import_width = ImGui::CalcTextSize(pt(PredictText::SessionImport, lang)).x +
                               2.0f * ImGui::GetStyle().FramePadding.x;
    ImGui::SetNextItemWidth(std::max(
        1.0f, ImGui::GetContentRegionAvail().x - import_width - ImGui::GetStyle().ItemSpacing.x));
    ImGui::InputTextWithHint("##session_path", pt(PredictText::SessionPath, lang), inputs.path,
                             sizeof inputs.path);
    report_last_item("session_path");
    report_text("session_path", inputs.path);
    ImGui::SameLine();
    if (ImGui::Button(pt(PredictText::SessionImport, lang)))
        push_classroom(ctx, pcmd::Import{inputs.path});
    report_last_item("session_import");
    if (library.message) {
        ImGui::PushStyleColor(ImGuiCol_Text,
                              library.error ? ctx.app.theme.wrong_digit : ctx.app.theme.muted_text);
        const std::string text =
            fill(pt(*library.message, lang),
                 {library.error_argument ? error_text(*library.error_argument, lang)
                                         : library.argument});
        ImGui::TextWrapped("%s", text.c_str());
        ImGui::PopStyleColor();
    }
}

// [SECTION] code choice
void draw_code_choice(const WatchViewContext& ctx) {
    const core::CodeLanguage current = ctx.watch.code_language();
    const Language lang = ctx.app.ui.language;
    const char* heading = pt(PredictText::CodeLanguage, lang);
    // The room beside the heading, measured before it is drawn (afterwards the cursor stands on
    // the next line, whose whole width would be counted).
    const float room = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(heading).x;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(heading);
    const struct {
        core::CodeLanguage language;
        const char* label;
    } choices[] = {{core::CodeLanguage::Pseudo, pt(PredictText::CodePseudo, lang)},
                   {core::CodeLanguage::Python, "Python"},
                   {core::CodeLanguage::CSharp, "C#"}};
    // Radio buttons while they fit beside the heading; a drop-down list when they do not
    // (presenting, large type), which keeps to one line and cuts no label.
    float row = 0.0f;
    for (const auto& c : choices)
        row += ImGui::GetStyle().ItemSpacing.x + radio_button_width(c.label);
    if (row <= room) {
        for (const auto& c : choices) {
            ImGui::SameLine();
            if (ImGui::RadioButton(c.label, current == c.language))
                push_classroom(ctx, pcmd::SetCodeLanguage{c.language});
        }
    } else {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
        const char* shown = choices[0].label;
        for (const auto& c : choices)
            if (c.language == current) shown = c.label;
        if (ImGui::BeginCombo("##code_language", shown)) {
            for (const auto& c : choices)
                if (ImGui::Selectable(c.label, current == c.language))
                    push_classroom(ctx, pcmd::SetCodeLanguage{c.language});
            ImGui::EndCombo();
        }
    }
    // Presenting, the listing keeps the room (N switches the names there).
    if (current != core::CodeLanguage::Pseudo && !ctx.watch.presentation())
        draw_code_names_choice(ctx);
}

void draw_code_names_choice(const WatchViewContext& ctx) {
    const Language lang = ctx.app.ui.language;
    // Each language's name in its own words, as the Language menu shows them.
    const auto name = [](core::CodeNames n) {
        switch (n) {
            case core::CodeNames::Vietnamese:
                return language_name(Language::Vietnamese);
            case core::CodeNames::Turkish:
                return language_name(Language::Turkish);
            case core::CodeNames::English:
                break;
        }
        return language_name(Language::English);
    };
    const auto chosen = ctx.watch.code_names();
    const std::string lesson = fill(pt(PredictText::CodeNamesLesson, lang),
                                    {name(core::lesson_code_names(ctx.app.ui.source.text()))});
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(pt(PredictText::CodeNames, lang));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x);
    const std::string shown = chosen ? name(*chosen) : lesson;
    const bool open = ImGui::BeginCombo("##code_names", shown.c_str());
    report_last_item("code_names");
    if (!open) return;
    if (ImGui::Selectable(lesson.c_str(), !chosen))
        push_classroom(ctx, pcmd::SetCodeNames{std::nullopt});
    for (const core::CodeNames n :
         {core::CodeNames::English, core::CodeNames::Vietnamese, core::CodeNames::Turkish})
        if (ImGui::Selectable(name(n), chosen == n)) push_classroom(ctx, pcmd::SetCodeNames{n});
    ImGui::EndCombo();
}

// [SECTION] keys
void collect_predict_keys(const WatchViewContext& ctx) {
    const PredictSession& predict = ctx.watch.predict();
    const core::Prediction* p = predict.prediction();
    if (!predict.asking() || p == nullptr || !ctx.watch.ready()) return;
    const core::Layout& layout = ctx.watch.lanes().front().player.start().layout();
    if (key_pressed(ImGuiKey_Backspace, false) || key_pressed(ImGuiKey_Delete, false)) {
        push_classroom(ctx, pcmd::Answer{{.kind = core::PredictAnswerKind::Backtrack}});
        return;
    }
    if (key_pressed(ImGuiKey_Escape, false)) {
        push_classroom(ctx, pcmd::Skip{});
        return;
    }
    if (p->question == core::PredictQuestion::WhichCell) {
        const int n = layout.size();
        int row = layout.row_of(predict.cursor()), col = layout.col_of(predict.cursor());
        const int r0 = row, c0 = col;
        if (key_pressed(ImGuiKey_LeftArrow, true)) col = (col + n - 1) % n;
        if (key_pressed(ImGuiKey_RightArrow, true)) col = (col + 1) % n;
        if (key_pressed(ImGuiKey_UpArrow, true)) row = (row + n - 1) % n;
        if (key_pressed(ImGuiKey_DownArrow, true)) row = (row + 1) % n;
        // The cursor is view state kept in the session; moving it is not an answer.
        if (row != r0 || col != c0)
            const_cast<PredictSession&>(predict).move_cursor(
                static_cast<core::Cell>(row * n + col));
        if (key_pressed(ImGuiKey_Enter, false) || key_pressed(ImGuiKey_KeyPadEnter, false))
            push_classroom(ctx, pcmd::ClickCell{predict.cursor()});
        return;
    }
    for (const ImWchar ch : ImGui::GetIO().InputQueueCharacters) {
        if (ch > 0x7f) continue;
        const auto v = core::symbol_value(static_cast<char>(ch));
        if (v && *v >= 1 && *v <= layout.size()) {
            push_classroom(ctx, pcmd::Answer{{.kind = core::PredictAnswerKind::PickValue,
                                              .digit = static_cast<core::Digit>(*v)}});
            return;
        }
    }
}

// [SECTION] marks
void report_predict_board(const BoardGeometry& g, const PredictSession& predict) {
    if (predict.prediction() != nullptr && predict.asking()) report_board(g, predict.asked());
}

void predict_board_marks(const PredictSession& predict, const ViewContext& ctx, float cell,
                         std::vector<core::BoardRing>& rings,
                         std::vector<core::BoardBadge>& badges) {
    const core::Prediction* p = predict.prediction();
    if (p == nullptr) return;
    const auto ring = [&](core::Cell c, ImU32 colour, float width) {
        rings.push_back(core::BoardRing{c, plot_colour(colour), width});
    };
    const float thick = std::max(2.0f, std::round(cell * 0.08f));
    if (predict.asking()) {
        if (p->question == core::PredictQuestion::WhichValue)
            ring(p->question_cell, ctx.theme.accent, thick);
        else
            ring(predict.cursor(), ctx.theme.cursor_outline, std::max(1.5f, thick * 0.6f));
        return;
    }
    if (predict.phase() != PredictSession::Phase::Revealed) return;
    // Fewest candidates: the count on the chosen cell and on the cells that tied with it (and
    // lost, coming later in row-major order), so the class sees the numbers compared.
    if (p->reason == core::PredictReason::Fewest || p->reason == core::PredictReason::FirstSingle)
        for (std::size_t i = 0; i < p->counts.size(); ++i)
            if (p->counts[i] != 0 && p->counts[i] == p->fewest)
                badges.push_back(
                    core::BoardBadge{static_cast<core::Cell>(i), std::to_string(p->counts[i])});
    const core::Cell real = p->answer.kind == core::PredictAnswerKind::PickCell ? p->answer.cell
                            : p->question_cell != core::kNoCell                 ? p->question_cell
                                                                                : p->step.cell;
    ring(real, ctx.theme.hint_digit, thick);
    if (const auto& given = predict.given();
        given && !predict.was_right() && given->kind == core::PredictAnswerKind::PickCell)
        ring(given->cell, ctx.theme.wrong_digit, thick);
}

}  // namespace sudoku::app
