// Share codes and links to and from the clipboard (Edit > Copy share code, Copy link, Copy
// SudokuWiki link, and Ctrl+V with a code or link on the clipboard), and links from outside (a
// page's address): a link opens its position as opening a file does (asking first when it
// would replace an unsaved game) and, when it names a search, Watch mode on it.
#pragma once

#include <string>
#include <string_view>

#include "app/dialogs/share_code_dialog.hpp"
#include "app/model/command.hpp"
#include "app/model/share_link.hpp"
#include "app/session/files_session.hpp"
#include "app/session/play_session.hpp"
#include "app/session/watch_mode.hpp"

namespace sudoku::app {

class ShareActions {
  public:
    ShareActions(UiState& ui, FilesSession& files, const PlaySession& play, WatchMode& watch,
                 ShareCodeDialog& dialog)
        : m_ui(ui), m_files(files), m_play(play), m_watch(watch), m_dialog(dialog) {}

    void apply(const cmd::Share& share);
    // A pasted text that is a share code opens its position (true), or shows the Open share
    // code dialog with the code's error (true); false: not a share code.
    bool open_share_code(std::string_view text);
    // The web page's own address: Copy link uses it when settings.json names no
    // share_link_base.
    void set_page_address(std::string address) { m_page_address = std::move(address); }

  private:
    // The position as a code (or the SudokuWiki link) to the clipboard.
    void copy_share_code(bool link);
    // Edit > Copy link: the page address + "#" + the code (+ Watch's lanes and step).
    void copy_page_link();
    // A link that parsed: its game (asking first, as opening a file does) and its Watch lane.
    void open_link(const ShareLink& link);

    UiState& m_ui;
    FilesSession& m_files;
    const PlaySession& m_play;
    WatchMode& m_watch;
    ShareCodeDialog& m_dialog;
    std::string m_page_address;
};

}  // namespace sudoku::app
