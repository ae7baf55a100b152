// Files only the desktop version makes (GIF animations, PDF handouts: cairo and giflib have no
// browser build): in a browser their menu items are greyed out with the reason under them.
#pragma once

#include <string>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// "GIF files can only be made by the desktop version of Sudoku Lab", in `language`.
[[nodiscard]] std::string desktop_only_note(const char* kind, Language language);

// A menu item for a `kind` file: as ImGui::MenuItem on the desktop; in a browser greyed out,
// with the note under it (reported as "desktop_only_<report>"). True when chosen.
bool file_kind_menu_item(const char* label, const char* shortcut, bool enabled, bool browser,
                         const char* kind, Language language, const char* report);

}  // namespace sudoku::app
