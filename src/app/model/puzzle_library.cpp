#include "app/model/puzzle_library.hpp"

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/views/item_report.hpp"
#include "core/play/game.hpp"
#include "core/play/puzzle_check.hpp"
#include "core/text/puzzle_file.hpp"
#include "io/file_error.hpp"
#include "io/json_text.hpp"

namespace sudoku::app {

namespace {

namespace fs = std::filesystem;

// The shipped files are 9x9 lesson examples; a bound keeps a stray hard file from stalling.
constexpr std::uint64_t kLibraryCountGuesses = 200'000;

}  // namespace

std::vector<fs::path> asset_search_dirs() {
    std::vector<fs::path> dirs;
    if (const char* env = std::getenv("SUDOKU_ASSETS"); env != nullptr && *env != '\0')
        dirs.emplace_back(env);
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path dir = exe.parent_path();
        for (const fs::path& p :
             {dir / "assets", dir / ".." / "assets", dir / ".." / ".." / "assets",
              dir / ".." / "share" / "sudoku-lab" / "assets"})
            dirs.push_back(p.lexically_normal());
    }
    dirs.emplace_back("assets");
    return dirs;
}

void PuzzleLibrary::open() {
    scan();
    m_modal.request_open();
}

void PuzzleLibrary::scan() {
    m_entries.clear();
    m_searched.clear();
    m_selected = 0;
    for (const fs::path& dir : asset_search_dirs()) {
        const fs::path folder = dir / "puzzles";
        m_searched.push_back(folder.string());
        std::error_code ec;
        if (!fs::is_directory(folder, ec)) continue;
        std::vector<fs::path> files;
        // The error_code increment: a folder removed while it is read must not throw.
        for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".txt") files.push_back(it->path());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            Entry entry;
            entry.name = file.stem().string();
            const auto text = io::read_text_file(file.string());
            if (!text) {
                entry.error = io::cannot_read(file);
                m_entries.push_back(std::move(entry));
                continue;
            }
            core::PuzzleFile contents = core::read_puzzle_file(*text);
            entry.description = std::move(contents.description);
            if (contents.parsed.puzzles.empty()) {
                entry.error = core::no_puzzle_error();
            } else if (auto& first = contents.parsed.puzzles.front(); !first.board) {
                entry.error = first.located_error();
            } else {
                entry.puzzle = std::move(first.board).value();
                const core::FastSolveResult count =
                    core::count_custom_solutions(*entry.puzzle, kLibraryCountGuesses);
                entry.solutions = count.solutions;
                entry.solution = count.first;
                if (!count.first)
                    entry.error = core::unsolved_error(*entry.puzzle, count, kLibraryCountGuesses);
            }
            m_entries.push_back(std::move(entry));
        }
        if (!m_entries.empty()) return;  // the first folder that has puzzles wins
    }
}

void PuzzleLibrary::draw(const ViewContext& ctx) {
    const auto t = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (!m_modal.begin(t(DialogText::LibraryTitle), 760.0f * ctx.ui.ui_scale)) return;
    const float scale = ctx.ui.ui_scale;
    bool close = false;
    push_dialog_colours(ctx.theme);
    if (m_entries.empty()) {
        coloured_wrapped_text(ctx.theme.wrong_digit, t(DialogText::LibraryEmpty));
        for (const std::string& dir : m_searched)
            muted_text(ctx.theme, dir.c_str());
    }
    const float list_height = std::min(420.0f * scale, ImGui::GetMainViewport()->WorkSize.y * 0.6f);
    if (!m_entries.empty() && ImGui::BeginChild("##entries", ImVec2(0.0f, list_height), true)) {
        for (int i = 0; i < static_cast<int>(m_entries.size()); ++i) {
            const Entry& e = m_entries[static_cast<std::size_t>(i)];
            ImGui::PushID(i);
            const ImVec2 start = ImGui::GetCursorPos();
            // One selectable spans the whole entry; the text is drawn over it.
            const float wrap = ImGui::GetContentRegionAvail().x;
            const std::string description =
                lesson_description(e.name, e.description, ctx.ui.language);
            const float text_height =
                ImGui::CalcTextSize(description.c_str(), nullptr, false, wrap).y;
            const float height = ImGui::GetTextLineHeightWithSpacing() + text_height +
                                 ImGui::GetStyle().ItemSpacing.y;
            const bool clicked =
                ImGui::Selectable("##entry", m_selected == i, ImGuiSelectableFlags_AllowDoubleClick,
                                  ImVec2(0.0f, height));
            report_last_item(("library_" + e.name).c_str());  // by file name, for the tests
            if (clicked) {
                m_selected = i;
                if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left) && e.solution) {
                    ctx.commands.push(cmd::StartGame{.puzzle = *e.puzzle,
                                                     .solution = e.solution,
                                                     .label = "lesson",
                                                     .source = e.name});
                    close = true;
                }
            }
            ImGui::SetCursorPos(start);
            ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.accent);
            ImGui::TextUnformatted(e.name.c_str());
            ImGui::PopStyleColor();
            if (e.puzzle) {
                ImGui::SameLine();
                std::string facts = "  " + e.puzzle->layout().describe() + "  ·  " +
                                    fill(text(Text::StatusEmpty, ctx.ui.language),
                                         {std::to_string(e.puzzle->empty_count())});
                if (e.solutions > 1)
                    facts +=
                        "  ·  " + counted(Counted::PuzzleSolutions,
                                          static_cast<long long>(e.solutions), ctx.ui.language);
                muted_text(ctx.theme, facts.c_str());
            }
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
            ImGui::TextUnformatted(description.c_str());
            ImGui::PopTextWrapPos();
            if (e.error)
                coloured_wrapped_text(ctx.theme.wrong_digit,
                                      error_text(*e.error, ctx.ui.language).c_str());
            ImGui::SetCursorPos(
                ImVec2(start.x, start.y + height + ImGui::GetStyle().ItemSpacing.y));
            ImGui::PopID();
        }
        ImGui::EndChild();
    }

    ImGui::Spacing();
    const ImVec2 button(150.0f * scale, 0.0f);
    const Entry* selected = m_selected < static_cast<int>(m_entries.size())
                                ? &m_entries[static_cast<std::size_t>(m_selected)]
                                : nullptr;
    ImGui::BeginDisabled(selected == nullptr || !selected->solution);
    const bool open_clicked = accent_button(ctx.theme, t(DialogText::ButtonOpen), button);
    report_last_item("library_open");
    ImGui::EndDisabled();
    if (open_clicked && selected != nullptr) {
        ctx.commands.push(cmd::StartGame{.puzzle = *selected->puzzle,
                                         .solution = selected->solution,
                                         .label = "lesson",
                                         .source = selected->name});
        close = true;
    }
    same_line_at_right(button.x);
    if (ImGui::Button(t(DialogText::ButtonClose), button) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        close = true;
    pop_dialog_colours();
    if (close) m_modal.close();
    m_modal.end();
}

}  // namespace sudoku::app
