// The in-app file dialog (ImGui has none): a path field, the folder's .json and .txt files and
// sub-folders, and the recent files. Open mode queues cmd::OpenFile, Save mode cmd::SaveFile
// (asking before replacing a file). A modal popup: the game's keys are off while it is open.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/model/ui_state.hpp"

namespace sudoku::app {

class FileDialog {
  public:
    // Opens the dialog listing `folder` (when it is not one: the working folder, else the
    // home folder, else the root).
    // A purpose other than Game answers with cmd::Tools{FileChosen} (also on Cancel, with "").
    void show_open(const std::string& folder, FilePurpose purpose = FilePurpose::Game);
    // Opens the dialog with `path` proposed (its folder listed; created on save if missing).
    void show_save(const std::string& path, FilePurpose purpose = FilePurpose::Game);
    [[nodiscard]] bool is_open() const { return m_visible; }

    void draw(const ViewContext& ctx, const std::vector<std::string>& recent);

  private:
    enum class Mode : std::uint8_t { Open, Save };
    struct Entry {
        std::string name;
        bool folder = false;
    };

    void show(Mode mode, const std::filesystem::path& folder, const std::string& file_name);
    void set_folder(const std::filesystem::path& folder);
    // The path field as an absolute path (relative names are taken in the listed folder).
    [[nodiscard]] std::filesystem::path typed_path() const;
    // What Save writes: the typed path with the extension a save (or PDF) needs.
    [[nodiscard]] std::filesystem::path chosen_path() const;
    void set_path_field(const std::string& text);
    // Enter, double click or the Open/Save button: navigate into a folder, or confirm a file.
    void confirm(const ViewContext& ctx);
    void finish(const ViewContext& ctx, const std::filesystem::path& path);
    // draw()'s parts, top to bottom.
    void draw_path_field(const ViewContext& ctx);
    void draw_folder_line(const ViewContext& ctx);
    void draw_lists(const ViewContext& ctx, const std::vector<std::string>& recent);
    void draw_buttons(const ViewContext& ctx);
    void draw_listing(const ViewContext& ctx);
    void draw_recent(const ViewContext& ctx, const std::vector<std::string>& recent);

    Mode m_mode = Mode::Open;
    FilePurpose m_purpose = FilePurpose::Game;
    bool m_visible = false;
    bool m_open_popup = false;  // OpenPopup on the next draw (popups open inside a frame)
    bool m_focus_field = false;
    std::filesystem::path m_folder;
    std::vector<Entry> m_entries;
    std::string m_listing_error;
    char m_path[1024] = {};
    std::string m_confirm_replace;  // Save: the existing file waiting for "Replace"
};

}  // namespace sudoku::app
