#include "app/model/share_actions.hpp"

#include <imgui.h>

#include "app/i18n/error_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "core/share/share_code.hpp"
#include "core/share/share_game.hpp"

namespace sudoku::app {

namespace {

// A code of ours, or a link carrying one: other text (a SudokuWiki link, a puzzle line) is left
// to Enter your own.
bool carries_share_code(std::string_view text) {
    const auto start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos) return false;
    text = text.substr(start);
    return text.starts_with(core::kShareCodePrefix) ||
           text.find(std::string("#") + std::string(core::kShareCodePrefix)) !=
               std::string_view::npos;
}

}  // namespace

void ShareActions::apply(const cmd::Share& share) {
    switch (share.action) {
        case cmd::Share::Action::OpenDialog:
            m_dialog.open();
            return;
        case cmd::Share::Action::CopyPageLink:
            copy_page_link();
            return;
        case cmd::Share::Action::OpenLink:
            (void)open_share_code(share.text);
            return;
        case cmd::Share::Action::CopyCode:
        case cmd::Share::Action::CopyLink:
            copy_share_code(share.action == cmd::Share::Action::CopyLink);
            return;
    }
}

void ShareActions::copy_share_code(bool link) {
    if (!link) {
        ImGui::SetClipboardText(core::encode_share_code(m_play.game().position()).c_str());
        m_ui.message = whatif_text(WhatifText::StatusShareCopied, m_ui.language);
        return;
    }
    const auto url = core::sudokuwiki_link(m_play.game().board());
    if (!url) {
        m_ui.message = error_text(url.error(), m_ui.language);
        return;
    }
    ImGui::SetClipboardText(url->c_str());
    m_ui.message = whatif_text(WhatifText::StatusLinkCopied, m_ui.language);
}

void ShareActions::copy_page_link() {
    const std::string& base =
        m_ui.prefs.share_link_base.empty() ? m_page_address : m_ui.prefs.share_link_base;
    std::string link;
    // In Watch mode the link opens Watch: its board, its searches, the step on screen.
    if (m_watch.active() && m_watch.ready() && m_watch.start_board()) {
        const auto lanes = m_watch.lanes();
        ShareLinkWatch watch{.search = lanes.front().player.options(),
                             .compare = std::nullopt,
                             .step = lanes.front().player.position()};
        if (lanes.size() > 1) watch.compare = lanes[1].player.options();
        link = make_share_link(base, core::Position::start(*m_watch.start_board()), watch);
    } else {
        link = make_share_link(base, m_play.game().position());
    }
    ImGui::SetClipboardText(link.c_str());
    m_ui.message = whatif_text(
        base.empty() ? WhatifText::StatusPageLinkNoPage : WhatifText::StatusPageLinkCopied,
        m_ui.language);
}

bool ShareActions::open_share_code(std::string_view text) {
    if (!carries_share_code(text)) return false;
    auto link = parse_share_link(text);
    if (!link) {
        m_dialog.open(std::string(text));
        return true;
    }
    open_link(*link);
    return true;
}

void ShareActions::open_link(const ShareLink& link) {
    // Through the files policy, so a game with unsaved progress asks first, as opening a file
    // does.
    m_files.start_game(
        cmd::StartGame{.puzzle = core::position_givens(link.position),
                       .label = "custom",
                       .source = whatif_text(link.watch.algorithm ? WhatifText::SourceShareLink
                                                                  : WhatifText::SourceShareCode,
                                             m_ui.language),
                       .position = link.position});
    if (!link.watch.algorithm) return;
    // Watch takes the link's board itself: the game above may still wait for an answer.
    WatchLaunch watch = link.watch;
    watch.board = core::position_givens(link.position);
    m_watch.launch(watch, *watch.board, m_ui.theme, m_ui.ui_scale);
}

}  // namespace sudoku::app
