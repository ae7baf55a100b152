// The commands of the player's files: Open and Save (with their dialogs' answers), the
// answers to the two questions the files policy asks (save before replacing a game, what to
// do when the autosave failed at quit), and an export to hand to the player. Applied by
// FilesSession; plain data, no ImGui.
#pragma once

#include <cstdint>
#include <string>
#include <variant>

namespace sudoku::app {

// Save the game first (then go on), Discard it (go on), or Cancel (keep playing it).
enum class ReplaceChoice : std::uint8_t { Save, Discard, Cancel };

namespace cmd {
// Ctrl+O: the file dialog in Open mode. Ctrl+S: save to the game's file, or the dialog in Save
// mode when it has none yet (save_as forces the dialog).
struct ShowOpenDialog {};
struct Save {
    bool save_as = false;
};
struct OpenFile {
    std::string path;
};
struct SaveFile {
    std::string path;
};
// The answer to "save the game in progress before it is replaced?" (ReplaceGameDialog).
struct ResolveReplace {
    ReplaceChoice choice;
};
// The answer to the dialog shown when the autosave failed at quit.
struct QuitUnsaved {
    enum class Choice : std::uint8_t { SaveElsewhere, QuitWithoutSaving, Cancel };
    Choice choice;
};
// An export written (a picture, a chart, a tree, a trace): where files go to the player through
// the platform (a browser's download), it is handed over; elsewhere it stays where it was written.
struct HandOverFile {
    std::string path;
    // The game opens it again (a saved Watch session): the platform keeps its copy. Otherwise
    // the file was made only for the player, and the platform may drop it once handed over.
    bool keep = false;
};
}  // namespace cmd

using FileCommand = std::variant<cmd::ShowOpenDialog, cmd::Save, cmd::OpenFile, cmd::SaveFile,
                                 cmd::ResolveReplace, cmd::QuitUnsaved, cmd::HandOverFile>;

}  // namespace sudoku::app
