// App: the files policy's wiring (FilesSession decides; App shows its dialogs) and the start:
// the autosave resumed, or the game given on the command line.
#include "app/model/app.hpp"
#include "io/paths.hpp"
#include "io/puzzle_pool_file.hpp"

namespace sudoku::app {

void App::resume_or_start() {
    if (m_options.open_error) m_files.report_open_failure(*m_options.open_error);
    m_files.set_save_path(m_options.save_path);
    m_files.start(m_options.watch.opens_watch());
    // The puzzles made ahead belong to the window that owns the player's files: two windows
    // sharing them would hand out the same puzzle twice.
    if (m_files.owns_autosave()) m_windows.new_game.use_pool_file(io::puzzle_pool_path());
    if (!m_ui.source.empty()) return;  // a game was given on the command line
    m_ui.source = kDefaultSource;
    if (m_files.resume_autosave()) m_ui.source = kAutosaveSource;
}

void App::show_open_dialog(const std::string& folder) {
    if (m_platform_files)
        m_requests.choose_file_to_open = true;
    else
        m_windows.files.show_open(folder);
}

}  // namespace sudoku::app
