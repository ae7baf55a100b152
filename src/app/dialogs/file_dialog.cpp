#include "app/dialogs/file_dialog.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "app/dialogs/dialog_widgets.hpp"
#include "app/support/file_name_rules.hpp"
#include "io/display_path.hpp"

namespace sudoku::app {

namespace fs = std::filesystem;

namespace {

// `wanted` if it is a folder, else the working folder, else the home folder, else the root.
// Never throws: the working folder may have been deleted under the running game.
fs::path usable_folder(const fs::path& wanted) {
    std::error_code ec;
    if (!wanted.empty() && fs::is_directory(wanted, ec)) return wanted;
    fs::path folder = fs::current_path(ec);
    if (!ec && fs::is_directory(folder, ec)) return folder;
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
        folder = home;
        if (fs::is_directory(folder, ec)) return folder;
    }
    return fs::path("/");
}

// The folder line, its path shortened from the left ("…/games/sudoku") until it fits `width`:
// the end of a path is the part that tells folders apart.
std::string folder_label(const char* pattern, const fs::path& folder, float width) {
    std::string label = fill(pattern, {io::display_path(folder)});
    const std::vector<fs::path> parts(folder.begin(), folder.end());
    for (std::size_t skip = 1; skip < parts.size() && ImGui::CalcTextSize(label.c_str()).x > width;
         ++skip) {
        fs::path tail = "…";
        for (std::size_t i = skip; i < parts.size(); ++i)
            tail /= parts[i];
        label = fill(pattern, {io::display_path(tail)});
    }
    return label;  // the last name alone may still be too wide: the window clips it
}

}  // namespace

void FileDialog::show_open(const std::string& folder, FilePurpose purpose) {
    m_purpose = purpose;
    show(Mode::Open, folder, "");
}

void FileDialog::show_save(const std::string& path, FilePurpose purpose) {
    m_purpose = purpose;
    const fs::path p(path);
    show(Mode::Save, p.parent_path(), p.filename().string());
}

void FileDialog::show(Mode mode, const fs::path& folder, const std::string& file_name) {
    m_mode = mode;
    m_visible = true;
    m_open_popup = true;
    m_focus_field = true;
    m_confirm_replace.clear();
    std::error_code ec;
    // The proposed save folder (data_dir()/saves on a first save) is made now, so it can be
    // listed; the save itself would make it anyway.
    if (mode == Mode::Save && !folder.empty()) fs::create_directories(folder, ec);
    set_folder(usable_folder(folder));
    set_path_field(file_name.empty() ? "" : (m_folder / file_name).string());
}

void FileDialog::set_folder(const fs::path& folder) {
    std::error_code ec;
    m_folder = fs::weakly_canonical(folder, ec);
    if (ec) m_folder = folder;
    m_entries.clear();
    m_listing_error.clear();
    for (fs::directory_iterator it(m_folder, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path& p = it->path();
        const std::string name = p.filename().string();
        if (name.empty() || name.front() == '.') continue;  // hidden files stay hidden
        std::error_code type_ec;
        const bool folder_entry = it->is_directory(type_ec);
        if (folder_entry || is_listed_file(p)) m_entries.push_back({name, folder_entry});
    }
    if (ec) m_listing_error = ec.message();
    std::sort(m_entries.begin(), m_entries.end(), [](const Entry& a, const Entry& b) {
        return a.folder != b.folder ? a.folder : a.name < b.name;
    });
}

fs::path FileDialog::typed_path() const {
    const fs::path typed(m_path);
    return typed.is_absolute() ? typed : m_folder / typed;
}

fs::path FileDialog::chosen_path() const {
    const fs::path typed = typed_path();
    if (m_mode != Mode::Save) return typed;
    // A name typed without an extension gets the one Open lists (or ".pdf" for a PDF).
    return m_purpose == FilePurpose::PrintOutput ? with_pdf_extension(typed)
           : m_purpose == FilePurpose::Game      ? with_save_extension(typed)
                                                 : typed;
}

void FileDialog::set_path_field(const std::string& text) {
    std::snprintf(m_path, sizeof m_path, "%s", text.c_str());
}

void FileDialog::confirm(const ViewContext& ctx) {
    if (m_path[0] == '\0') return;
    std::error_code ec;
    if (fs::is_directory(typed_path(), ec)) {
        set_folder(typed_path());
        set_path_field("");
        return;
    }
    const fs::path path = chosen_path();
    if (m_mode == Mode::Save && fs::exists(path, ec) && m_confirm_replace != path.string()) {
        m_confirm_replace = path.string();
        return;
    }
    finish(ctx, path);
}

void FileDialog::finish(const ViewContext& ctx, const fs::path& path) {
    if (m_purpose != FilePurpose::Game)
        ctx.commands.push(cmd::Tools{tcmd::FileChosen{m_purpose, path.string()}});
    else if (m_mode == Mode::Open)
        ctx.commands.push(cmd::OpenFile{path.string()});
    else
        ctx.commands.push(cmd::SaveFile{path.string()});
    m_visible = false;
    ImGui::CloseCurrentPopup();
}

void FileDialog::draw(const ViewContext& ctx, const std::vector<std::string>& recent) {
    if (!m_visible) return;
    const char* title =
        ctx.t(m_mode == Mode::Open ? Text::FileDialogOpenTitle : Text::FileDialogSaveTitle);
    const std::string id = std::string(title) + "###file_dialog";
    if (m_open_popup) {
        ImGui::OpenPopup(id.c_str());
        m_open_popup = false;
    }
    // 70% x 75% of the window, grown with the text (up to nearly all of it) so a large
    // interface scale on a small screen still leaves room for the list and both buttons.
    const ImVec2 work = ImGui::GetMainViewport()->WorkSize;
    const float font = ImGui::GetFontSize();
    center_next_window(ImGuiCond_Always,
                       ImVec2(std::clamp(font * 40.0f, work.x * 0.7f, work.x * 0.96f),
                              std::clamp(font * 24.0f, work.y * 0.75f, work.y * 0.94f)));
    bool keep = true;
    push_dialog_style(ctx.theme);
    const bool shown = ImGui::BeginPopupModal(
        id.c_str(), &keep,
        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
    pop_dialog_style();
    if (!shown) {
        m_visible = false;  // closed with its X button
        return;
    }

    draw_path_field(ctx);
    if (!m_visible) {
        ImGui::EndPopup();
        return;
    }
    draw_folder_line(ctx);
    draw_lists(ctx, recent);
    if (!m_visible) {
        ImGui::EndPopup();
        return;
    }
    draw_buttons(ctx);
    check_window_fits("file dialog");
    check_window_needs_no_scrolling("file dialog");
    ImGui::EndPopup();
    if (!keep) {
        if (m_purpose != FilePurpose::Game)
            ctx.commands.push(cmd::Tools{tcmd::FileChosen{m_purpose, ""}});
        m_visible = false;
    }
}

// Path field: Enter confirms (or opens the folder typed).
void FileDialog::draw_path_field(const ViewContext& ctx) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ctx.t(Text::FileDialogPath));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1.0f);
    if (m_focus_field) {
        ImGui::SetKeyboardFocusHere();
        m_focus_field = false;
    }
    if (ImGui::InputText("##path", m_path, sizeof m_path, ImGuiInputTextFlags_EnterReturnsTrue))
        confirm(ctx);
}

// Folder line with an Up button.
void FileDialog::draw_folder_line(const ViewContext& ctx) {
    if (ImGui::Button(ctx.t(Text::FileDialogUp))) set_folder(m_folder.parent_path());
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    ImGui::TextUnformatted(
        folder_label(ctx.t(Text::FileDialogFolder), m_folder, ImGui::GetContentRegionAvail().x)
            .c_str());
    ImGui::PopStyleColor();
}

// The folder's listing and, beside it, the recent files.
void FileDialog::draw_lists(const ViewContext& ctx, const std::vector<std::string>& recent) {
    const float buttons =
        ImGui::GetFrameHeightWithSpacing() * (m_confirm_replace.empty() ? 1.5f : 2.6f);
    const float height =
        std::max(ImGui::GetFrameHeight() * 2.0f, ImGui::GetContentRegionAvail().y - buttons);
    const float recent_width = recent.empty() ? 0.0f : ImGui::GetContentRegionAvail().x * 0.38f;
    // The lists are white panels on the dialog's grey, like the board on the window.
    ImGui::PushStyleColor(ImGuiCol_ChildBg,
                          ImGui::ColorConvertU32ToFloat4(ctx.theme.board_background));
    ImGui::BeginChild(
        "##listing",
        ImVec2(recent.empty() ? 0.0f : -recent_width - ImGui::GetStyle().ItemSpacing.x, height),
        true);
    draw_listing(ctx);
    ImGui::EndChild();
    if (!recent.empty()) {
        ImGui::SameLine();
        ImGui::BeginChild("##recent", ImVec2(0.0f, height), true);
        draw_recent(ctx, recent);
        ImGui::EndChild();
    }
    ImGui::PopStyleColor();
}

// Replace confirmation, then the buttons, right-aligned.
void FileDialog::draw_buttons(const ViewContext& ctx) {
    if (!m_confirm_replace.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.wrong_digit);
        ImGui::TextUnformatted(fill(ctx.t(Text::FileDialogOverwrite),
                                    {io::display_path(fs::path(m_confirm_replace).filename())})
                                   .c_str());
        ImGui::PopStyleColor();
    }
    // Two equal buttons, right-aligned; narrower than 7 ems when the dialog is too narrow for
    // that, so neither is pushed off its left edge.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = std::round(
        std::min(ImGui::GetFontSize() * 7.0f, (ImGui::GetContentRegionAvail().x - spacing) / 2.0f));
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX(),
                                  ImGui::GetWindowContentRegionMax().x - 2.0f * width - spacing));
    const Text action = !m_confirm_replace.empty() ? Text::ButtonReplace
                        : m_mode == Mode::Open     ? Text::ButtonOpen
                                                   : Text::ItemSave;
    if (ImGui::Button(ctx.t(action), ImVec2(width, 0))) {
        if (!m_confirm_replace.empty() && m_confirm_replace == chosen_path().string())
            finish(ctx, chosen_path());
        else
            confirm(ctx);
    }
    ImGui::SameLine();
    if (ImGui::Button(ctx.t(Text::ButtonCancel), ImVec2(width, 0)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        if (m_purpose != FilePurpose::Game)
            ctx.commands.push(cmd::Tools{tcmd::FileChosen{m_purpose, ""}});
        m_visible = false;
        ImGui::CloseCurrentPopup();
    }
}

void FileDialog::draw_listing(const ViewContext& ctx) {
    if (!m_listing_error.empty()) ImGui::TextWrapped("%s", m_listing_error.c_str());
    bool any_file = false;
    for (const Entry& entry : m_entries) {
        const std::string label = entry.folder ? entry.name + "/" : entry.name;
        const bool selected = !entry.folder && typed_path().filename() == entry.name &&
                              typed_path().parent_path() == m_folder;
        if (entry.folder) ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.accent);
        const bool clicked =
            ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick);
        if (entry.folder) ImGui::PopStyleColor();
        any_file = any_file || !entry.folder;
        if (!clicked) continue;
        if (entry.folder) {
            set_folder(m_folder / entry.name);
            if (m_mode == Mode::Open) set_path_field("");
            break;  // the listing changed under the loop
        }
        set_path_field((m_folder / entry.name).string());
        m_confirm_replace.clear();
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
            confirm(ctx);
            break;
        }
    }
    if (!any_file) {
        ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
        ImGui::TextUnformatted(ctx.t(Text::FileDialogEmpty));
        ImGui::PopStyleColor();
    }
}

void FileDialog::draw_recent(const ViewContext& ctx, const std::vector<std::string>& recent) {
    ImGui::PushStyleColor(ImGuiCol_Text, ctx.theme.muted_text);
    ImGui::TextUnformatted(ctx.t(Text::FileDialogRecent));
    ImGui::PopStyleColor();
    for (const std::string& path : recent) {
        const std::string name = fs::path(path).filename().string();
        ImGui::PushID(path.c_str());
        const bool clicked =
            ImGui::Selectable(name.c_str(), false, ImGuiSelectableFlags_AllowDoubleClick);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", path.c_str());
        ImGui::PopID();
        if (!clicked) continue;
        set_path_field(path);
        m_confirm_replace.clear();
        if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left) || m_mode == Mode::Open) {
            confirm(ctx);
            break;
        }
    }
}

}  // namespace sudoku::app
