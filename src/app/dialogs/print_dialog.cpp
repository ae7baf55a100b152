#include "app/dialogs/print_dialog.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>

#include <imgui_stdlib.h>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/print_strings.hpp"
#include "app/i18n/watch_strings.hpp"
#include "app/support/layout_report.hpp"
#include "app/views/item_report.hpp"
#include "io/display_path.hpp"
#include "io/paths.hpp"

namespace sudoku::app {

namespace {

constexpr std::array<int, 4> kPerPage{1, 2, 4, 6};
constexpr std::array<core::Algorithm, 3> kAlgorithms{core::Algorithm::Naive, core::Algorithm::Mrv,
                                                     core::Algorithm::Propagate};
// The printed pages' words in the player's language.
render::PrintWords print_words(Language lang) {
    const auto t = [&](PrintText key) { return std::string(print_text(key, lang)); };
    render::PrintWords w;
    w.puzzle = t(PrintText::PdfPuzzle);
    w.answers = t(PrintText::PdfAnswers);
    w.page = t(PrintText::PdfPage);
    w.worksheet = t(PrintText::PdfWorksheet);
    w.worksheet_answers = t(PrintText::PdfWorksheetAnswers);
    w.column_number = t(PrintText::PdfColumnNumber);
    w.column_cell = t(PrintText::PdfColumnCell);
    w.column_value = t(PrintText::PdfColumnValue);
    w.column_outcome = t(PrintText::PdfColumnOutcome);
    w.placed = t(PrintText::PdfPlaced);
    w.forced = t(PrintText::PdfForced);
    w.rejected = t(PrintText::PdfRejected);
    w.struck = t(PrintText::PdfStruck);
    w.dead_end = t(PrintText::PdfDeadEnd);
    w.erased = t(PrintText::PdfErased);
    w.solved = t(PrintText::PdfSolved);
    for (std::size_t i = 0; i < w.algorithms.size(); ++i)
        w.algorithms[i] = algorithm_word(static_cast<core::Algorithm>(i), lang);
    return w;
}

}  // namespace

void PrintDialog::open() {
    // The documents folder the first time (not the hidden data folder), then the last one
    // chosen in this run.
    if (m_output.empty()) m_output = (io::documents_dir() / "sudoku-print.pdf").string();
    m_message.clear();
    m_modal.request_open();
}

void PrintDialog::file_chosen(FilePurpose purpose, const std::string& path) {
    if (!path.empty()) {
        if (purpose == FilePurpose::PrintSource) {
            m_source_path = path;
            m_source = 1;
        } else {
            m_output = path;
        }
    }
    m_modal.request_open();
}

void PrintDialog::start(PrintOrder order) {
    m_job_output = order.output;
    m_message.clear();
    m_failed = false;
    m_error.reset();
    m_job.start([order = std::move(order)](const std::atomic<bool>& cancel) {
        return run_print(order, cancel);
    });
}

void PrintDialog::collect() {
    auto outcome = m_job.take_result();
    if (!outcome) return;
    m_failed = !outcome->summary.ok();
    if (m_failed) {
        m_message.clear();
        m_error = outcome->summary.error();
        return;
    }
    m_message = m_job_output + "\n" + std::to_string(outcome->summary.value().pages);
    m_printed = outcome->printed;
    m_total = outcome->total;
}

PrintOrder PrintDialog::order(const ViewContext& ctx) const {
    PrintOrder o;
    render::PrintRequest& r = o.request;
    r.paper = m_paper == 1 ? render::Paper::Letter : render::Paper::A4;
    r.per_page = kPerPage[static_cast<std::size_t>(m_per_page)];
    r.answers = m_answers && !m_worksheet;
    r.title = m_title;
    if (m_worksheet)
        r.worksheet = render::WorksheetRequest{kAlgorithms[static_cast<std::size_t>(m_algorithm)],
                                               std::clamp(m_moves, 1, core::kMaxWorksheetRows)};
    if (m_source == 0)
        o.givens = ctx.play.givens();
    else
        o.source_path = m_source_path;
    o.output = m_output;
    o.words = print_words(ctx.ui.language);
    return o;
}

void PrintDialog::draw(const ViewContext& ctx) {
    const auto t = [&](PrintText key) { return print_text(key, ctx.ui.language); };
    if (!m_modal.begin(t(PrintText::TitlePrint), 560.0f * ctx.ui.ui_scale)) return;
    if (m_title.empty()) m_title = t(PrintText::DefaultTitle);
    push_dialog_colours(ctx.theme);
    draw_source(ctx);
    ImGui::Separator();
    draw_layout(ctx);
    ImGui::Separator();
    draw_footer(ctx);
    pop_dialog_colours();
    check_window_fits("print");
    if (m_modal.settled()) check_window_needs_no_scrolling("print");
    m_modal.end();
}

void PrintDialog::draw_source(const ViewContext& ctx) {
    const auto t = [&](PrintText key) { return print_text(key, ctx.ui.language); };
    // The source as a menu, and the file's row only for a file: the dialog must fit 768
    // pixels in large type.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const char* sources[] = {t(PrintText::SourceGame), t(PrintText::SourceFile)};
    ImGui::SetNextItemWidth(-1.0f);
    // As a combo of named entries, so the GUI tests can pick one.
    if (ImGui::BeginCombo("##source_kind", sources[m_source == 1 ? 1 : 0])) {
        for (int i = 0; i < 2; ++i) {
            if (ImGui::Selectable(sources[i], m_source == i)) m_source = i;
            report_last_item(i == 0 ? "print_source_game" : "print_source_file");
        }
        ImGui::EndCombo();
    } else {
        report_last_item("print_source_kind");
    }
    if (m_source != 1) return;
    const float browse = std::min(ImGui::GetContentRegionAvail().x * 0.42f,
                                  ImGui::CalcTextSize(t(PrintText::ButtonBrowse)).x +
                                      2.0f * ImGui::GetStyle().FramePadding.x + 4.0f);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - browse - spacing);
    ImGui::InputText("##source", &m_source_path);
    report_last_item("print_source");
    report_text("print_source", m_source_path.c_str());
    ImGui::SameLine();
    if (fitted_button(t(PrintText::ButtonBrowse), browse)) {
        const std::filesystem::path folder = std::filesystem::path(m_source_path).parent_path();
        ctx.commands.push(cmd::Tools{tcmd::PickFile{FilePurpose::PrintSource, folder.string()}});
        m_modal.close();
    }
}

void PrintDialog::draw_layout(const ViewContext& ctx) {
    const auto t = [&](PrintText key) { return print_text(key, ctx.ui.language); };
    const float half =
        std::floor((ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f);
    // The second column is placed by position: SameLine after a group ending in a frame would
    // lower its label to the frame's text baseline.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImVec2 row = ImGui::GetCursorPos();
    const auto label = [&](PrintText key) {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + half);
        ImGui::TextWrapped("%s", t(key));
        ImGui::PopTextWrapPos();
    };
    ImGui::BeginDisabled(m_worksheet);
    ImGui::BeginGroup();
    label(PrintText::LabelPerPage);
    ImGui::SetNextItemWidth(half);
    const char* per_page[] = {"1", "2", "4", "6"};
    ImGui::Combo("##per_page", &m_per_page, per_page, 4);
    ImGui::EndGroup();
    ImGui::EndDisabled();
    const float first_bottom = ImGui::GetCursorPosY();
    ImGui::SetCursorPos(ImVec2(row.x + half + spacing, row.y));
    ImGui::BeginGroup();
    label(PrintText::LabelPaper);
    ImGui::SetNextItemWidth(half);
    const char* papers[] = {"A4", "Letter"};
    ImGui::Combo("##paper", &m_paper, papers, 2);
    ImGui::EndGroup();
    // Below the taller of the two columns (a label may wrap to two lines in one of them).
    const auto below_both = [&](float left_bottom) {
        ImGui::SetCursorPos(ImVec2(row.x, std::max(left_bottom, ImGui::GetCursorPosY())));
    };
    below_both(first_bottom);
    ImGui::BeginDisabled(m_worksheet);
    fitted_checkbox(t(PrintText::CheckAnswers), &m_answers);
    ImGui::EndDisabled();
    fitted_checkbox(t(PrintText::CheckWorksheet), &m_worksheet);
    if (m_worksheet) {
        row = ImGui::GetCursorPos();
        ImGui::BeginGroup();
        label(PrintText::LabelAlgorithm);
        ImGui::SetNextItemWidth(half);
        const char* algorithms[] = {"naive", "mrv", "propagate"};
        ImGui::Combo("##algorithm", &m_algorithm, algorithms, 3);
        ImGui::EndGroup();
        const float algorithm_bottom = ImGui::GetCursorPosY();
        ImGui::SetCursorPos(ImVec2(row.x + half + spacing, row.y));
        ImGui::BeginGroup();
        label(PrintText::LabelMoves);
        ImGui::SetNextItemWidth(half);
        ImGui::InputInt("##moves", &m_moves, 1, 10);
        m_moves = std::clamp(m_moves, 1, core::kMaxWorksheetRows);
        ImGui::EndGroup();
        below_both(algorithm_bottom);
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(t(PrintText::LabelTitle));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1.0f);
    ImGui::InputText("##title", &m_title);
}

void PrintDialog::draw_footer(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const auto t = [&](PrintText key) { return print_text(key, lang); };
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(t(PrintText::LabelOutput));
    ImGui::SameLine();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float browse = std::min(ImGui::GetContentRegionAvail().x * 0.42f,
                                  ImGui::CalcTextSize(t(PrintText::ButtonBrowse)).x +
                                      2.0f * ImGui::GetStyle().FramePadding.x + 4.0f);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - browse - spacing);
    ImGui::InputText("##output", &m_output);
    report_last_item("print_output");
    report_text("print_output", m_output.c_str());
    ImGui::SameLine();
    if (fitted_button(t(PrintText::ButtonBrowse), browse)) {
        ctx.commands.push(cmd::Tools{tcmd::PickFile{FilePurpose::PrintOutput, m_output}});
        m_modal.close();
    }
    if (m_failed && m_error) {
        coloured_wrapped_text(ctx.theme.wrong_digit, error_text(*m_error, lang).c_str());
        report_text("print_outcome", error_text(*m_error, lang).c_str());
    } else if (!m_message.empty()) {
        const auto cut = m_message.rfind('\n');  // the path may hold a newline
        std::string done =
            fill(t(PrintText::MessagePrinted),
                 {io::display_path(m_message.substr(0, cut)), m_message.substr(cut + 1)});
        // A file of more puzzles than a printout holds says how many it left out.
        if (m_printed < m_total)
            done += " " + fill(t(PrintText::MessageCapped),
                               {std::to_string(m_printed), std::to_string(m_total)});
        coloured_wrapped_text(ctx.theme.hint_digit, done.c_str());
        report_text("print_outcome", done.c_str());
    }
    ImGui::Spacing();
    draw_buttons(ctx);
}

void PrintDialog::draw_buttons(const ViewContext& ctx) {
    const auto t = [&](PrintText key) { return print_text(key, ctx.ui.language); };
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = std::floor((ImGui::GetContentRegionAvail().x - spacing) * 0.5f);
    const bool typing = ImGui::GetIO().WantTextInput;
    const bool escape = !typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    const bool enter = !typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    if (busy()) {
        // The worker reads, solves and writes; Cancel stops it between two puzzles.
        draw_spinner(ctx.theme, 0.5f * ImGui::GetFrameHeight(), ImGui::GetTime());
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(t(PrintText::MessagePrinting));
        ImGui::SameLine();
        ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - half);
        if (fitted_button(ctx.t(Text::ButtonCancel), half) || escape) m_job.cancel();
        return;
    }
    ImGui::BeginDisabled(m_output.empty());
    const bool print = accent_button(ctx.theme, t(PrintText::ButtonPrint), ImVec2(half, 0.0f));
    report_last_item("print_go");
    if (print || (enter && !m_output.empty()))
        ctx.commands.push(cmd::Tools{tcmd::Print{order(ctx)}});
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (fitted_button(t(PrintText::ButtonClose), half) || escape) m_modal.close();
}

}  // namespace sudoku::app
