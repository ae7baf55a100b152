#include "app/model/play_windows.hpp"

#include "app/session/overloaded.hpp"

namespace sudoku::app {

void PlayWindows::draw(const ViewContext& ctx, const Preferences& preferences) {
    help.draw(ctx);
    history.draw(ctx);
    branches.draw(ctx);
    statistics.draw(ctx, preferences.statistics());
    files.draw(ctx, preferences.recent());
    new_game.draw(ctx);
    custom_puzzle.draw(ctx);
    puzzle_library.draw(ctx);
    experiments.draw(ctx);
    print.draw(ctx);
    practice.draw(ctx);
    replace.draw(ctx);
    confirm.draw(ctx);
    share.draw(ctx);
}

bool PlayWindows::dialog_open() const {
    return files.is_open() || new_game.is_open() || replace.asking() || confirm.asking() ||
           custom_puzzle.is_open() || share.is_open() || puzzle_library.is_open() ||
           print.is_open() || practice.is_open();
}

bool PlayWindows::working() const {
    return new_game.busy() || custom_puzzle.busy() || experiments.busy() || print.busy();
}

void PlayWindows::apply_tools(const ToolsCommand& command) {
    std::visit(
        Overloaded{
            [&](const tcmd::OpenPrintDialog&) { print.open(); },
            [&](const tcmd::OpenPractice&) { practice.open(); },
            [&](const tcmd::PickFile& pick) {
                if (pick.purpose == FilePurpose::PrintSource)
                    files.show_open(pick.path, pick.purpose);
                else
                    files.show_save(pick.path, pick.purpose);
            },
            [&](const tcmd::FileChosen& chosen) { print.file_chosen(chosen.purpose, chosen.path); },
            [&](const tcmd::Print& p) { print.start(p.order); },
        },
        command);
}

}  // namespace sudoku::app
