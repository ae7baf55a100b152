// The side panel's tallies line ("Mistakes: 2    Hints: 1"), and which mistakes count it may
// show: all of them at once, or (the quiet default) only what the last Check revealed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// mistakes_at_check: the game's mistakes when Check was last used in this attempt (nullopt:
// not yet). Quietly (at_once false) the line shows that count ("?" before any Check), so typing
// a wrong digit does not change the counter; the player learns of it from Check, as the option
// promises. The line stays short enough for one line of the panel in every language.
[[nodiscard]] std::string tallies_line(int mistakes, std::optional<int> mistakes_at_check,
                                       int hints, bool at_once, Language language);

// The line's two parts ("Mistakes: 2", "Hints: 1"), for a panel that puts the second on its own
// line when both do not fit, rather than breaking "Hints:" from its number.
struct TallyParts {
    std::string mistakes, hints;
};
[[nodiscard]] TallyParts tally_parts(int mistakes, std::optional<int> mistakes_at_check, int hints,
                                     bool at_once, Language language);

// The status line from its parts ("r3c5", "12 empty", "2 wrong entries", the latest message),
// joined with " · ": empty parts are left out, and so is a part an earlier one already says
// (Check's message repeats the line's own count of wrong entries).
[[nodiscard]] std::string status_line(const std::vector<std::string>& parts);

}  // namespace sudoku::app
