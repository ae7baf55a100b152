#include "app/play/menu_bar.hpp"

#include <cmath>
#include <string>

#include "app/dialogs/desktop_only.hpp"
#include "app/dialogs/dialog_widgets.hpp"
#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/lab_strings.hpp"
#include "app/i18n/print_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "app/views/item_report.hpp"
#include "core/share/share_code.hpp"

namespace sudoku::app {

namespace {

// Share codes: copy the position as a code or a SudokuWiki link, open a code.
void share_items(const ViewContext& ctx) {
    const Language lang = ctx.ui.language;
    const auto wt = [&](WhatifText key) { return whatif_text(key, lang); };
    if (ImGui::MenuItem(wt(WhatifText::ItemCopyShareCode)))
        ctx.commands.push(cmd::Share{cmd::Share::Action::CopyCode});
    report_last_item("menu_copy_share_code");
    if (ImGui::MenuItem(wt(WhatifText::ItemCopyPageLink)))
        ctx.commands.push(cmd::Share{cmd::Share::Action::CopyPageLink});
    report_last_item("menu_copy_page_link");
    // SudokuWiki reads 9x9 classic only: the item says why it is disabled on other shapes.
    const auto link = core::sudokuwiki_link(ctx.play.game().board());
    if (ImGui::MenuItem(wt(WhatifText::ItemCopyWikiLink), nullptr, false, link.ok()))
        ctx.commands.push(cmd::Share{cmd::Share::Action::CopyLink});
    if (!link && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        wrapped_tooltip(error_text(link.error(), lang).c_str());
    if (ImGui::MenuItem(wt(WhatifText::ItemOpenShareCode)))
        ctx.commands.push(cmd::Share{cmd::Share::Action::OpenDialog});
    report_last_item("menu_open_share_code");
}

// What-if branches: try a value in the selected cell, abandon or keep the innermost branch.
void whatif_items(const ViewContext& ctx) {
    const auto wt = [&](WhatifText key) { return whatif_text(key, ctx.ui.language); };
    const bool paused = ctx.ui.paused;
    const bool open = ctx.play.branches().depth() > 0;
    using Action = cmd::WhatIf::Action;
    if (ImGui::MenuItem(wt(WhatifText::ItemTryValue), "T", false, !paused))
        ctx.commands.push(cmd::WhatIf{Action::Try});
    report_last_item("menu_try_value");
    if (ImGui::MenuItem(wt(WhatifText::ItemAbandonBranch), "X", false, open && !paused))
        ctx.commands.push(cmd::WhatIf{Action::Abandon});
    if (ImGui::MenuItem(wt(WhatifText::ItemKeepBranch), "K", false, open && !paused))
        ctx.commands.push(cmd::WhatIf{Action::Keep});
}

// The game: start one, files, help with the solving, pause, quit (its windows, History and
// Statistics, are in the View menu).
void game_menu(const ViewContext& ctx) {
    CommandQueue& out = ctx.commands;
    const core::Game& game = ctx.play.game();
    const bool paused = ctx.ui.paused;
    const auto dt = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (ImGui::MenuItem(dt(DialogText::ItemNewGame), "Ctrl+N")) out.push(cmd::OpenNewGameDialog{});
    if (ImGui::MenuItem(dt(DialogText::ItemEnterOwn))) out.push(cmd::OpenCustomPuzzle{});
    if (ImGui::MenuItem(dt(DialogText::ItemLessonPuzzles))) out.push(cmd::OpenPuzzleLibrary{});
    report_last_item("menu_lessons");
    if (ImGui::MenuItem(print_text(PrintText::ItemPractice, ctx.ui.language)))
        out.push(cmd::Tools{tcmd::OpenPractice{}});
    report_last_item("menu_practice");
    ImGui::Separator();
    if (ImGui::MenuItem(ctx.t(Text::ItemOpen), "Ctrl+O")) out.push(cmd::ShowOpenDialog{});
    if (ImGui::MenuItem(ctx.t(Text::ItemSave), "Ctrl+S")) out.push(cmd::Save{});
    // Save as is there from the start: a first save may as well be named.
    if (ImGui::MenuItem(ctx.t(Text::ItemSaveAs), "Ctrl+Shift+S"))
        out.push(cmd::Save{.save_as = true});
    if (file_kind_menu_item(print_text(PrintText::ItemPrint, ctx.ui.language), nullptr, true,
                            ctx.ui.downloads, "PDF", ctx.ui.language, "pdf"))
        out.push(cmd::Tools{tcmd::OpenPrintDialog{}});
    report_last_item("menu_print");
    ImGui::Separator();
    if (ImGui::MenuItem(ctx.t(Text::ItemHint), "H", false, !paused)) out.push(cmd::Hint{});
    whatif_items(ctx);
    if (ImGui::MenuItem(ctx.t(Text::ItemCheck), nullptr, false, !paused)) out.push(cmd::Check{});
    if (ImGui::MenuItem(ctx.t(Text::ItemRestart), nullptr, false, !paused))
        out.push(cmd::Restart{});
    if (ImGui::MenuItem(ctx.t(Text::ItemShowSolution), nullptr, false, !paused))
        out.push(cmd::ShowSolution{});
    ImGui::Separator();
    if (ImGui::MenuItem(ctx.t(paused ? Text::ItemResume : Text::ItemPause), nullptr, false,
                        !game.completed()))
        out.push(cmd::TogglePause{});
    ImGui::Separator();
    if (ImGui::MenuItem(ctx.t(Text::ItemQuit), "Ctrl+Q")) out.push(cmd::Quit{});
    report_last_item("menu_quit");
}

// The moves and the board's contents: undo, the clipboard and share codes, notes en masse. Its
// own menu since the Game menu grew taller than a 768-pixel window even at 1x (vi, tr); at 3x
// on 1024x768 the Game menu now fits whole.
void edit_menu(const ViewContext& ctx) {
    CommandQueue& out = ctx.commands;
    const core::Game& game = ctx.play.game();
    const bool paused = ctx.ui.paused;
    const auto dt = [&](DialogText key) { return dialog_text(key, ctx.ui.language); };
    if (ImGui::MenuItem(ctx.t(Text::ItemUndo), "Ctrl+Z", false, game.can_undo() && !paused))
        out.push(cmd::Undo{});
    if (ImGui::MenuItem(ctx.t(Text::ItemRedo), "Ctrl+Y", false, game.can_redo() && !paused))
        out.push(cmd::Redo{});
    ImGui::Separator();
    if (ImGui::MenuItem(dt(DialogText::ItemCopyLine), "Ctrl+C")) out.push(cmd::CopyPuzzleLine{});
    if (ImGui::MenuItem(dt(DialogText::ItemPastePuzzle), "Ctrl+V")) out.push(cmd::PastePuzzle{});
    share_items(ctx);
    ImGui::Separator();
    if (ImGui::MenuItem(ctx.t(Text::ItemFillNotes), nullptr, false, !paused))
        out.push(cmd::FillNotes{});
    if (ImGui::MenuItem(ctx.t(Text::ItemClearEntries), nullptr, false, !paused))
        out.push(cmd::ClearEntries{});
}

void options_menu(const ViewContext& ctx) {
    const io::Settings& p = ctx.ui.prefs;
    // `name`: the item in the layout report, for the GUI tests to click.
    const auto item = [&](Text label, Option option, bool value, const char* name) {
        if (ImGui::MenuItem(ctx.t(label), nullptr, value))
            ctx.commands.push(cmd::SetOption{option, !value});
        report_last_item(name);
    };
    item(Text::OptionLiveConflicts, Option::LiveConflicts, p.live_conflicts,
         "menu_option_live_conflicts");
    item(Text::OptionHighlightPeers, Option::HighlightPeers, p.highlight_peers,
         "menu_option_highlight_peers");
    item(Text::OptionSameDigit, Option::HighlightSameDigit, p.highlight_same_digit,
         "menu_option_same_digit");
    item(Text::OptionAutoClean, Option::AutoCleanNotes, p.auto_clean_notes,
         "menu_option_auto_clean");
    item(Text::OptionShowTimer, Option::ShowTimer, p.show_timer, "menu_option_show_timer");
    item(Text::OptionClockHundredths, Option::ClockHundredths, p.clock_hundredths,
         "menu_option_hundredths");
    item(Text::OptionMistakesAtOnce, Option::MistakesAtOnce, p.mistakes_at_once,
         "menu_option_mistakes_at_once");
    item(Text::OptionAutosave, Option::Autosave, p.autosave, "menu_option_autosave");
}

}  // namespace

void MenuBar::draw(const ViewContext& ctx) {
    CommandQueue& out = ctx.commands;

    const bool game_open = begin_bar_menu(ctx.t(Text::MenuGame));
    if (!game_open) report_last_item("menu_game");  // the header, for the GUI tests to click
    if (game_open) {
        report_current_window("menu_game_window");
        game_menu(ctx);
        ImGui::EndMenu();
    }
    const bool edit_open = begin_bar_menu(ctx.t(Text::MenuEdit));
    if (!edit_open) report_last_item("menu_edit");  // the header, for the GUI tests to click
    if (edit_open) {
        edit_menu(ctx);
        ImGui::EndMenu();
    }
    const bool options_open = begin_bar_menu(ctx.t(Text::MenuOptions));
    if (!options_open) report_last_item("menu_options");
    if (options_open) {
        options_menu(ctx);
        ImGui::EndMenu();
    }
    const bool view_open = begin_bar_menu(ctx.t(Text::MenuView));
    if (!view_open) report_last_item("menu_view");  // the header, for the GUI tests to click
    if (view_open) {
        const bool theme_open = ImGui::BeginMenu(ctx.t(Text::ItemTheme));
        report_last_item("menu_theme");
        if (theme_open) {
            constexpr Text kNames[] = {Text::ThemeLight, Text::ThemeDark, Text::ThemeHighContrast};
            constexpr const char* kItems[] = {"menu_theme_light", "menu_theme_dark",
                                              "menu_theme_contrast"};
            for (int i = 0; i < static_cast<int>(ThemeId::Count); ++i) {
                const auto id = static_cast<ThemeId>(i);
                if (ImGui::MenuItem(ctx.t(kNames[i]), nullptr, ctx.ui.theme == id))
                    out.push(cmd::SetTheme{id});
                report_last_item(kItems[i]);
            }
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu(ctx.t(Text::ItemUiScale))) {
            for (float scale : kUiScales) {
                const std::string label = std::to_string(std::lround(scale * 100.0f)) + " %";
                if (ImGui::MenuItem(label.c_str(), nullptr, ctx.ui.ui_scale == scale))
                    out.push(cmd::SetUiScale{scale});
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem(ctx.t(Text::ItemFullscreen), "F11")) out.push(cmd::ToggleFullscreen{});
        if (ImGui::MenuItem(ctx.t(Text::ItemFrameStats), nullptr, ctx.ui.show_frame_stats))
            out.push(cmd::ToggleFrameStats{});
        if (ImGui::MenuItem(whatif_text(WhatifText::ItemBranchTree, ctx.ui.language), nullptr,
                            ctx.ui.show_branch_tree))
            out.push(cmd::ToggleBranchTree{});
        report_last_item("menu_branch_tree");
        // The game's other windows: its moves so far, and the player's statistics.
        if (ImGui::MenuItem(ctx.t(Text::ItemHistory), nullptr, ctx.ui.show_history))
            out.push(cmd::ToggleHistory{});
        if (ImGui::MenuItem(ctx.t(Text::ItemStatistics), nullptr, ctx.ui.show_statistics))
            out.push(cmd::ToggleStatistics{});
        report_last_item("menu_statistics");
        ImGui::Separator();
        if (ImGui::MenuItem(lab_text(LabText::ItemExperiments, ctx.ui.language), "Ctrl+E"))
            out.push(cmd::ToggleExperiments{});
        ImGui::EndMenu();
    }
    const bool language_open = begin_bar_menu(ctx.t(Text::MenuLanguage));
    if (!language_open) report_last_item("menu_language");
    if (language_open) {
        for (int i = 0; i < static_cast<int>(Language::Count); ++i) {
            const auto language = static_cast<Language>(i);
            if (ImGui::MenuItem(language_name(language), nullptr, ctx.ui.language == language))
                out.push(cmd::SetLanguage{language});
            report_last_item((std::string("menu_language_") + language_code(language)).c_str());
        }
        ImGui::EndMenu();
    }
    if (begin_bar_menu(ctx.t(Text::MenuHelp))) {
        if (ImGui::MenuItem(ctx.t(Text::ItemHelp), "F1", ctx.ui.show_help))
            out.push(cmd::ToggleHelp{});
        ImGui::EndMenu();
    }
}

}  // namespace sudoku::app
