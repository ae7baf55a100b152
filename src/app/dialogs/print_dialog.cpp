#include "app/dialogs/print_dialog.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>

#include <imgui_stdlib.h>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/print_strings.hpp"
#include "core/fast/fast_solver.hpp"
#include "core/grid/validation.hpp"
#include "core/text/text_formats.hpp"
#include "io/display_path.hpp"
#include "io/json_text.hpp"
#include "io/paths.hpp"

namespace sudoku::app {

namespace {

constexpr std::array<int, 4> kPerPage{1, 2, 4, 6};
constexpr std::array<core::Algorithm, 3> kAlgorithms{core::Algorithm::Naive, core::Algorithm::Mrv,
                                                     core::Algorithm::Propagate};
// A printout of a whole file stops here (1000 pages at one a page).
constexpr std::size_t kMaxPuzzles = 1000;

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
    return w;
}

// The puzzle with its solution for the answer key; the error names the line.
core::Result<render::PrintPuzzle> print_puzzle(const core::Board& board, int line) {
    if (auto conflict = core::validate_givens(board)) return core::line_error(line, *conflict);
    render::PrintPuzzle p{board, std::nullopt, {}};
    if (core::count_solutions(board, 2) == 1) p.solution = core::solve(board);
    return p;
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

void PrintDialog::printed(const core::Result<render::PrintSummary>& outcome,
                          const std::string& path) {
    m_failed = !outcome.ok();
    if (m_failed) {
        m_message.clear();
        m_error = outcome.error();
    } else {
        m_message = path + "\n" + std::to_string(outcome.value().pages);
    }
}

core::Result<render::PrintRequest> PrintDialog::request(const ViewContext& ctx) const {
    render::PrintRequest r;
    r.paper = m_paper == 1 ? render::Paper::Letter : render::Paper::A4;
    r.per_page = kPerPage[static_cast<std::size_t>(m_per_page)];
    r.answers = m_answers && !m_worksheet;
    r.title = m_title;
    if (m_worksheet)
        r.worksheet = render::WorksheetRequest{kAlgorithms[static_cast<std::size_t>(m_algorithm)],
                                               std::clamp(m_moves, 1, core::kMaxWorksheetRows)};
    if (m_source == 0) {
        auto p = print_puzzle(ctx.play.givens(), 1);
        if (!p) return p.error();
        r.puzzles.push_back(std::move(p).value());
        return r;
    }
    const auto text = io::read_text_file(m_source_path);
    if (!text)
        return core::coded_error(core::ErrorCode::CannotRead, {io::display_path(m_source_path)});
    const core::ParsedText parsed = core::parse_puzzle_text(*text);
    if (parsed.puzzles.empty())
        return core::prefixed_error(io::display_path(m_source_path), core::no_puzzle_error());
    for (const core::TextPuzzle& tp : parsed.puzzles) {
        if (r.puzzles.size() == kMaxPuzzles) break;
        if (!tp.board)
            return core::prefixed_error(io::display_path(m_source_path),
                                        core::line_error(tp.line, tp.board.error()));
        auto p = print_puzzle(tp.board.value(), tp.line);
        if (!p) return core::prefixed_error(io::display_path(m_source_path), p.error());
        r.puzzles.push_back(std::move(p).value());
    }
    return r;
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
    ImGui::Combo("##source_kind", &m_source, sources, 2);
    if (m_source != 1) return;
    const float browse = std::min(ImGui::GetContentRegionAvail().x * 0.42f,
                                  ImGui::CalcTextSize(t(PrintText::ButtonBrowse)).x +
                                      2.0f * ImGui::GetStyle().FramePadding.x + 4.0f);
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - browse - spacing);
    ImGui::InputText("##source", &m_source_path);
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
    ImGui::SameLine();
    if (fitted_button(t(PrintText::ButtonBrowse), browse)) {
        ctx.commands.push(cmd::Tools{tcmd::PickFile{FilePurpose::PrintOutput, m_output}});
        m_modal.close();
    }
    if (m_failed && m_error)
        coloured_wrapped_text(ctx.theme.wrong_digit, error_text(*m_error, lang).c_str());
    else if (!m_message.empty()) {
        const auto cut = m_message.find('\n');
        coloured_wrapped_text(ctx.theme.hint_digit,
                              fill(t(PrintText::MessagePrinted),
                                   {m_message.substr(0, cut), m_message.substr(cut + 1)})
                                  .c_str());
    }
    ImGui::Spacing();
    const float half = std::floor((ImGui::GetContentRegionAvail().x - spacing) * 0.5f);
    const bool typing = ImGui::GetIO().WantTextInput;
    const bool escape = !typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
    const bool enter = !typing && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    ImGui::BeginDisabled(m_output.empty());
    if (accent_button(ctx.theme, t(PrintText::ButtonPrint), ImVec2(half, 0.0f)) ||
        (enter && !m_output.empty())) {
        auto r = request(ctx);
        if (r) {
            ctx.commands.push(
                cmd::Tools{tcmd::Print{std::move(r).value(), m_output, print_words(lang)}});
        } else {
            m_failed = true;
            m_error = r.error();
        }
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (fitted_button(t(PrintText::ButtonClose), half) || escape) m_modal.close();
}

}  // namespace sudoku::app
