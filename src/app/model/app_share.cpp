// App: share codes to and from the clipboard (Game > Copy share code, Copy SudokuWiki link,
// and Ctrl+V with a code on the clipboard).
#include <imgui.h>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/model/app.hpp"
#include "core/share/share_code.hpp"
#include "core/share/share_game.hpp"

namespace sudoku::app {

void App::copy_share_code(bool link) {
    if (!link) {
        ImGui::SetClipboardText(core::encode_share_code(m_session.game().position()).c_str());
        m_ui.message = whatif_text(WhatifText::StatusShareCopied, m_ui.language);
        return;
    }
    const auto url = core::sudokuwiki_link(m_session.game().board());
    if (!url) {
        m_ui.message = error_text(url.error(), m_ui.language);
        return;
    }
    ImGui::SetClipboardText(url->c_str());
    m_ui.message = whatif_text(WhatifText::StatusLinkCopied, m_ui.language);
}

bool App::open_share_code(std::string_view text) {
    const auto start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos || !text.substr(start).starts_with(core::kShareCodePrefix))
        return false;
    auto position = core::decode_share_code(text);
    if (!position) {
        m_share_dialog.open(std::string(text));
        return true;
    }
    // Through apply, so a game with unsaved progress asks first, as opening a file does.
    apply(cmd::StartGame{.puzzle = core::position_givens(*position),
                         .label = "custom",
                         .source = whatif_text(WhatifText::SourceShareCode, m_ui.language),
                         .position = std::move(position).value()});
    return true;
}

}  // namespace sudoku::app
